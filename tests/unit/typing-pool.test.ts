// The worker that types pages' samples (plugins/code-blocks/samples/typing-pool.ts): a page asked for before
// its turn is typed first, a prefetched page edited since is typed again, and a page the worker cannot type
// rejects with the page's own message.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { magicComments } from '../../config/code-theme';
import type { TypingRequest } from '../../plugins/code-blocks/samples/page-typing';
import { typingPool } from '../../plugins/code-blocks/samples/typing-pool';

const dir = resolve('.tmp/typing-pool');
const folders = { fixturesDir: resolve('tests/fixtures/samples/generated'), packagesDir: resolve('packages'), outDir: join(dir, 'out') };

function page(id: string, code: string): TypingRequest {
  const file = join(dir, `${id}.mdx`);
  writeFileSync(file, `# Page\n\n\`\`\`ts title="src/${id}.ts"\n${code}\n\`\`\`\n`);
  return { page: { file, id }, folders, magicComments };
}

describe('typing pool', () => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });

  it('types a prefetched page, and types it again once it changed', async () => {
    const first = page('edited', 'export const answer: number = 42;');
    typingPool().prefetch([first]);
    const typed = await typingPool().typePage(first);
    assert.deepEqual(typed.problems, []);
    const block = typed.blocks[3];
    assert.ok(block, 'the block at line 3 is not typed');
    assert.ok(block.result.nodes.some((node) => node.type === 'hover' && node.text === 'const answer: number'));

    const edited = page('edited', "export const answer: number = 'no';");
    const retyped = await typingPool().typePage(edited);
    assert.notEqual(retyped.sourceHash, typed.sourceHash);
    assert.match(retyped.blocks[3]?.problems[0]?.message ?? '', /error TS2322: Type 'string' is not assignable to type 'number'/);
  });

  it('types a page the compiler waits for before the prefetched ones', async () => {
    const queued = Array.from({ length: 6 }, (_, index) => page(`queued-${index}`, `export const value${index} = ${index};`));
    const wanted = page('wanted', 'export const wanted = true;');
    typingPool().prefetch([...queued, wanted]);
    const done: string[] = [];
    await Promise.all([...queued, wanted].map((request) => typingPool().typePage(request).then(() => done.push(request.page.id))));
    // The first queued page may already be running when the others are asked for; the wanted page was asked
    // for last but moved to the front each time, so at most one page finishes before it.
    assert.ok(done.indexOf('wanted') <= 1, `finished in the order ${done.join(', ')}`);
  });

  it("rejects with the page's own message when the page cannot be typed, until the page changes", async () => {
    const request = page('query', 'const value = 1;\n// ^?\nexport {};');
    writeFileSync(request.page.file, `# Page\n\n\`\`\`ts\n\n// ^?\nexport {};\n\`\`\`\n`);
    await assert.rejects(typingPool().typePage(request), /query\.mdx:5 the \/\/ \^\? query points at no identifier on the line above/);
    await assert.rejects(typingPool().typePage(request), /query\.mdx:5 the \/\/ \^\? query/, 'the same source fails the same way');
    const fixed = page('query', 'export const value = 1;\n//           ^?');
    const typed = await typingPool().typePage(fixed);
    assert.ok(typed.blocks[3]?.result.nodes.some((node) => node.type === 'query' && node.text === 'const value: 1'));
  });
});
