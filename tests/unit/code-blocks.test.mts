// The build-time code block plugin (plugins/code-blocks/remark.ts), run by MDX's compiler on small pages as the
// docs plugin runs it: highlighting, titles and line highlights, twoslash hovers, and builds that stop on a
// sample that does not type-check or a language without a grammar.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { compile } from '@mdx-js/mdx';
import { magicComments } from '../../config/code-theme';
import remarkModule, { type CodeBlocksOptions } from '../../plugins/code-blocks/remark';

// Loaded from an ES module, the TypeScript module's default export arrives wrapped once more.
const remarkCodeBlocks =
  typeof remarkModule === 'function' ? remarkModule : (remarkModule as unknown as { default: typeof remarkModule }).default;

const DOCS = 'tests/fixtures/samples/docs';
const samples: CodeBlocksOptions['samples'] = {
  dir: DOCS,
  fixturesDir: 'tests/fixtures/samples/generated',
  packagesDir: 'packages',
  outDir: '.tmp/code-blocks-unit',
};
const assets: CodeBlocksOptions['assets'] = { dir: '.tmp/code-blocks-unit-assets', url: '/assets/code/' };

async function compilePage(path: string, value = readFileSync(path, 'utf8')): Promise<string> {
  const output = await compile({ path, value }, { remarkPlugins: [[remarkCodeBlocks, { magicComments, assets, samples }]] });
  return String(output);
}

const tableAt = (name: string) => JSON.parse(readFileSync(`${assets.dir}/${name}`, 'utf8')) as string[];

/**
 * The build-time markup of each block, from the page's markup table, in the order the compiled page names its
 * entries (`markup: "<table url>#<index>"`, the prop the theme's code component gets). The compiled page itself
 * holds no markup and imports the module that registers the table for server rendering.
 */
function markupOf(compiled: string): string[] {
  const refs = [...compiled.matchAll(/markup: "\/assets\/code\/([0-9a-f]{12}\.json)#(\d+)"/g)];
  assert.ok(refs.length > 0, 'the compiled page names no markup');
  const name = refs[0]?.[1] ?? '';
  assert.ok(compiled.includes(`import "${resolve(assets.dir, name.replace(/json$/, 'js'))}";`), 'the page does not import its markup module');
  assert.doesNotMatch(compiled, /<span class=/);
  const table = tableAt(name);
  return refs.map((ref) => {
    assert.equal(ref[1], name, 'one page names two markup tables');
    return table[Number(ref[2])] ?? '';
  });
}

describe('code blocks plugin', () => {
  it('highlights each language into role classes and keeps the plain code as the children', async () => {
    const page = ['```ts title="src/a.ts"', 'export const answer: number = 42;', '```', '', '```graphql', 'type Query { a: Int }', '```', '', '```bash', 'npm install graphql', '```', ''].join('\n');
    const compiled = await compilePage('outside/page.mdx', page);
    const [ts, graphql, bash] = markupOf(compiled);
    assert.match(ts ?? '', /<span class="tk-keyword">export<\/span>/);
    assert.match(graphql ?? '', /<span class="tk-keyword">type<\/span>/);
    assert.match(bash ?? '', /<span class="tk-fn">npm<\/span>/);
    assert.doesNotMatch(compiled, /style=/);
    // The code itself stays the children, which the theme copies.
    assert.match(compiled, /children: "export const answer: number = 42;\\n"/);
  });

  it('marks the lines of a {range} and of magic comments, and removes the comments from the code', async () => {
    const page = ['```ts {2}', 'const a = 1;', 'const b = 2;', '```', '', '```ts', '// highlight-next-line', 'const c = 3;', '```', ''].join('\n');
    const [ranged, commented] = markupOf(await compilePage('outside/page.mdx', page));
    assert.match(ranged ?? '', /<span class="line">.*const.* a.*<\/span><span class="line theme-code-block-highlighted-line">.*b/);
    assert.match(commented ?? '', /^<span class="line theme-code-block-highlighted-line">/);
    assert.doesNotMatch(commented ?? '', /highlight-next-line/);
  });

  it("gives typed samples focusable tokens that name their popup in the page's popup table", async () => {
    const compiled = await compilePage(`${DOCS}/good.mdx`);
    const markup = markupOf(compiled).join('\n');
    const indexes = [...markup.matchAll(/<span class="(?:tk-[a-z]+ )?twoslash-hover" data-hover="(\d+)" tabindex="0">/g)].map((match) => Number(match[1]));
    assert.ok(indexes.length > 0, 'no typed token in the markup');
    // A token is one element: its colour is on it, not on a span around it, and no bare span wraps it.
    assert.match(markup, /<span class="tk-[a-z]+ twoslash-hover" data-hover="\d+" tabindex="0">/);
    assert.doesNotMatch(markup, /<span class="tk-[a-z]+"><span class="twoslash-hover"/);
    assert.doesNotMatch(markup, /<span>/);
    assert.doesNotMatch(markup, /<span class="tk-[a-z]+">\s+<\/span>/, 'white space needs no colour');
    // The popups themselves are not in the markup (nor in the page's JavaScript): only in the table.
    assert.doesNotMatch(markup, /twoslash-popup-container/);
    const table = /hovers: "\/assets\/code\/([0-9a-f]{12}\.json)"/.exec(compiled)?.[1];
    assert.ok(table, 'the compiled page names no popup table');
    const popups = tableAt(table);
    assert.equal(Math.max(...indexes), popups.length - 1);
    assert.equal(new Set(popups).size, popups.length, 'the table repeats a popup');
    assert.ok(popups.some((popup) => popup.includes('twoslash-popup-code')));
  });

  it('stops on a sample that does not type-check, naming the page line and the compiler message', async () => {
    await assert.rejects(compilePage(`${DOCS}/broken.mdx`), (error: Error) => {
      assert.match(error.message, /broken\.mdx:8 error TS2322: Type 'string' is not assignable to type 'number'\./);
      assert.match(error.message, /broken\.mdx:14 GraphQL Syntax Error/);
      return true;
    });
  });

  it('stops on a language it has no grammar for, naming the page line and the fix', async () => {
    await assert.rejects(compilePage('outside/page.mdx', 'Text\n\n```cobol\nDISPLAY "HI".\n```\n'), /outside\/page\.mdx:3 no grammar for the code language "cobol"/);
  });
});
