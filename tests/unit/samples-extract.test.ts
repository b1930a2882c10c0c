import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractCodeBlocks } from '../../plugins/code-blocks/samples/extract';

describe('extractCodeBlocks', () => {
  it('returns each block with its language, title, flags and the line of its opening fence', () => {
    const page = ['# Title', '', '```ts title="src/app.ts" nocheck', 'const a = 1;', '```', '', '```bash npm2yarn', 'npm install x', '```'].join('\n');
    assert.deepEqual(extractCodeBlocks(page), [
      { lang: 'ts', title: 'src/app.ts', flags: ['nocheck'], meta: 'title="src/app.ts" nocheck', line: 3, code: 'const a = 1;' },
      { lang: 'bash', title: undefined, flags: ['npm2yarn'], meta: 'npm2yarn', line: 7, code: 'npm install x' },
    ]);
  });

  it('removes the indentation of a fence inside a list or a JSX element from its code', () => {
    const page = ['- Step:', '', '  ```graphql', '  type Query {', '    a: Int', '  }', '  ```'].join('\n');
    assert.deepEqual(extractCodeBlocks(page).map((block) => block.code), ['type Query {\n  a: Int\n}']);
  });

  it('keeps a shorter fence inside a longer one as code, and reads tilde fences', () => {
    const page = ['````md', '```ts', 'x', '```', '````', '~~~ts', 'const b = 2;', '~~~'].join('\n');
    const blocks = extractCodeBlocks(page);
    assert.deepEqual(blocks.map((block) => [block.lang, block.line, block.code]), [
      ['md', 1, '```ts\nx\n```'],
      ['ts', 6, 'const b = 2;'],
    ]);
  });

  it('accepts single-quoted and unquoted titles', () => {
    const page = ["```ts title='baeta.ts'", '```', '```ts title=src/a.ts', '```'].join('\n');
    assert.deepEqual(extractCodeBlocks(page).map((block) => block.title), ['baeta.ts', 'src/a.ts']);
  });
});
