/**
 * After a production build, zips the project behind every docs page whose front matter has `project` into
 * `projects/<name>.zip` (assemble.ts), and lists them in `projects/manifest.json` with the request each README
 * says to send and the answer it expects (scripts/run-projects.mjs reads it to run every project). The page's
 * menu links its zip (src/components/PageMenu).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { assembleProject, type ReadmeContext } from './assemble';
import { PROJECTS_DIR, projectZipPath } from './paths';

export interface SampleProjectsOptions {
  /** Fixtures of the pages' generated code (tests/samples/fixtures). */
  readonly fixturesDir: string;
}

// Every entry gets the same date, so a zip changes only when its files do.
const FIXED_DATE = new Date('2024-01-01T00:00:00Z');

export function zipProject(name: string, files: ReadonlyMap<string, string>): Uint8Array {
  const entries: Zippable = {};
  for (const [path, text] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) entries[`${name}/${path}`] = [strToU8(text), { mtime: FIXED_DATE }];
  return zipSync(entries, { level: 9 });
}

/** A page whose project is zipped, with what its README says about it. */
export interface ProjectPage {
  readonly id: string;
  /** Absolute path of the MDX page. */
  readonly file: string;
  readonly readme: ReadmeContext;
}

/** Zips every page's project into `<outDir>/projects/` and lists them in its manifest.json; returns how many. */
export async function writeProjects(pages: readonly ProjectPage[], outDir: string, fixturesDir: string): Promise<number> {
  const dir = join(outDir, PROJECTS_DIR);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const manifest = [];
  for (const page of pages) {
    const project = assembleProject({ file: page.file, id: page.id }, fixturesDir, page.readme);
    await writeFile(join(outDir, projectZipPath(page.id)), zipProject(project.name, project.files));
    const { start = 'npm start', request, answer } = project.settings;
    manifest.push({ page: page.id, zip: projectZipPath(page.id), start, request, answer });
  }
  await writeFile(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest.length;
}

export default function sampleProjects(context: LoadContext, options: SampleProjectsOptions): Plugin {
  const fixturesDir = resolve(context.siteDir, options.fixturesDir);
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  return {
    name: 'sample-projects',
    async postBuild({ plugins, outDir }) {
      const started = performance.now();
      const docs = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs')?.content as DocsContent | undefined;
      const version = docs?.loadedVersions.find((candidate) => candidate.isLast);
      if (!version) return;
      const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
      const pages = version.docs
        .filter((doc) => doc.frontMatter.project !== undefined)
        .map((doc): ProjectPage => {
          const from = (doc.frontMatter.project as { from?: string } | null)?.from;
          const fromDoc = from ? byId.get(from) : undefined;
          return {
            id: doc.id,
            file: join(context.siteDir, doc.source.replace(/^@site\//, '')),
            readme: {
              title: doc.title,
              url: `${siteUrl}${doc.permalink}`,
              ...(fromDoc && { from: { title: fromDoc.title, url: `${siteUrl}${fromDoc.permalink}` } }),
            },
          };
        });
      const count = await writeProjects(pages, outDir, fixturesDir);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`[sample-projects] Zipped the projects of ${count} pages in ${seconds} s.`);
    },
  };
}
