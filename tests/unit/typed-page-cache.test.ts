// A page's typed samples are kept on disk by what they depend on (plugins/code-blocks/samples/page-typing.ts):
// the same project types once, and a change to the page or to its fixture types it again.
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { magicComments } from '../../config/code-theme';
import { typePage, type TypingRequest } from '../../plugins/code-blocks/samples/page-typing';

const dir = resolve('.tmp/typed-page-cache');
const folders = { fixturesDir: join(dir, 'fixtures'), packagesDir: resolve('packages'), outDir: join(dir, 'out') };

function request(code: string): TypingRequest {
  const file = join(dir, 'page.mdx');
  writeFileSync(file, `# Page\n\n\`\`\`ts title="src/page.ts"\nimport { limit } from './limit.ts';\n${code}\n\`\`\`\n`);
  return { page: { file, id: 'page' }, folders, magicComments };
}

const fixture = (text: string) => writeFileSync(join(folders.fixturesDir, 'page', 'src', 'limit.ts'), text);
const cached = () => readdirSync(`${folders.outDir}-typed`).filter((name) => name.endsWith('.json')).length;

describe('typed page cache', () => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(folders.fixturesDir, 'page', 'src'), { recursive: true });

  it('types a project once, and again when its page or its fixture changes', () => {
    fixture('export const limit: number = 3;\n');
    const first = typePage(request('export const twice: number = limit * 2;'));
    assert.deepEqual(first.problems, []);
    assert.equal(cached(), 1);
    const again = typePage(request('export const twice: number = limit * 2;'));
    assert.deepEqual(again.blocks, first.blocks);
    assert.equal(cached(), 1, 'the same project was typed a second time');

    fixture("export const limit: string = 'three';\n");
    const changed = typePage(request('export const twice: number = limit * 2;'));
    assert.match(changed.blocks[3]?.problems[0]?.message ?? '', /TS2362/);
    assert.equal(cached(), 2);
  });
});
