// The description of a generated API page (plugins/api-reference/descriptions.ts): whole sentences of its
// summary's first paragraph, never its first line cut at the comment's line width.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiDescription, DESCRIPTION_LENGTH, withApiDescription } from '../../plugins/api-reference/descriptions';

const PATH = 'util-encoding/variables/decodeBase64Url.md';
const page = (summary: string) => `# decodeBase64Url\n\n\`\`\`ts\nconst decodeBase64Url: (text: string) => string;\n\`\`\`\n\n${summary}\n\n## Parameters\n\n| Name | Type |\n| --- | --- |\n`;

describe('API page descriptions', () => {
  it('joins the lines of the first paragraph and strips Markdown, as Docusaurus does for one line', () => {
    const summary = 'Decodes Base64URL text back into the original string. Missing `=` padding is tolerated,\nso [tokens](Token.md) cut short still decode.';
    assert.equal(apiDescription(page(summary), PATH), 'Decodes Base64URL text back into the original string. Missing = padding is tolerated, so tokens cut short still decode.');
  });

  it('keeps whole sentences that fit the length, and always the first', () => {
    const long = `${'A sentence that goes on. '.repeat(12)}`.trim();
    const description = apiDescription(page(long), PATH) ?? '';
    assert.ok(description.length <= DESCRIPTION_LENGTH, description);
    assert.match(description, /on\.$/);
    const first = `One sentence ${'and more '.repeat(30)}ends here. Another one.`;
    assert.equal(apiDescription(page(first), PATH), `One sentence ${'and more '.repeat(30)}ends here.`);
    assert.equal(apiDescription(page('Reads the value, e.g. the token. Then stops.'), PATH), 'Reads the value, e.g. the token. Then stops.');
  });

  it('keeps underscores of names, drops emphasis and escapes, and keeps URLs whole', () => {
    assert.equal(
      apiDescription(page('Sets **`__typename`** on_each value (see\n*`Type`*, \\<T\\>). Docs: https://esbuild.github.io/api/#cors'), PATH),
      'Sets __typename on_each value (see Type, <T>). Docs: https://esbuild.github.io/api/#cors',
    );
  });

  it('describes an item without a summary by its kind, name and import path', () => {
    const noSummary = '# stop()\n\n```ts\nfunction stop(): Promise<void>;\n```\n\n## Returns\n\n`Promise`\\<`void`\\>\n';
    assert.equal(apiDescription(noSummary, 'compiler/esbuild/functions/stop.md'), 'Reference of the function stop, exported by @baeta/compiler/esbuild.');
    assert.equal(apiDescription(noSummary, 'core/index/type-aliases/Context.md'), 'Reference of the type alias Context, exported by @baeta/core.');
    assert.equal(apiDescription(noSummary, 'util-path/variables/sep.md'), 'Reference of the variable sep, exported by @baeta/util-path.');
    assert.equal(apiDescription(noSummary, 'create-baeta/type-aliases/Template.md'), 'Reference of the type alias Template, exported by create-baeta.');
    assert.equal(apiDescription('# @baeta/cli\n\n## Modules\n\n- [ink](ink/index.md)\n', 'cli/index.md'), 'Reference of @baeta/cli: everything it exports.');
  });

  it("leaves a page's own description alone", () => {
    assert.deepEqual(withApiDescription({ description: 'Mine.' }, page('Generated.'), PATH), { description: 'Mine.' });
    assert.deepEqual(withApiDescription({ title: 'T' }, page('Generated.'), PATH), { title: 'T', description: 'Generated.' });
  });

});
