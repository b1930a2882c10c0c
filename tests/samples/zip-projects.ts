// Zips pages' projects as the build does (plugins/sample-projects), without a build: into .tmp/projects-build/projects/,
// so that scripts/run-projects.mjs can run them while you write a page:
//   TSX_TSCONFIG_PATH=tests/tsconfig.json node --import tsx tests/samples/zip-projects.ts [page id…]
//   SERVE_DIR=.tmp/projects-build BAETA_RUNTIME=<folder> node scripts/run-projects.mjs [page id…]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { pageById, readProjectSettings } from '../../plugins/code-blocks/samples/chain';
import { writeProjects, type ProjectPage } from '../../plugins/sample-projects';

const DOCS = resolve('docs');
const OUT = resolve('.tmp/projects-build');

function title(file: string): string {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return String((parseYaml(front) as { title?: string } | null)?.title ?? file);
}

const only = process.argv.slice(2);
const ids = (only.length > 0 ? only : readdirSync(DOCS, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.mdx') && !name.startsWith('api/')).map((name) => name.replace(/\.mdx$/, '')))
  .filter((id) => existsSync(join(DOCS, `${id}.mdx`)) && readProjectSettings(join(DOCS, `${id}.mdx`)));
const pages = ids.map((id): ProjectPage => {
  const file = join(DOCS, `${id}.mdx`);
  const from = readProjectSettings(file)?.from;
  const fromPage = from ? pageById({ file, id }, from) : undefined;
  return {
    id,
    file,
    readme: {
      title: title(file),
      url: `https://baeta.io/docs/${id}`,
      ...(fromPage && { from: { title: title(fromPage.file), url: `https://baeta.io/docs/${fromPage.id}` } }),
    },
  };
});
void writeProjects(pages, OUT, resolve('tests/samples/fixtures')).then((count) => {
  console.log(`Zipped ${count} projects into ${join(OUT, 'projects')}.`);
});
