import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

// Lighthouse's SEO audit "Links do not have descriptive text" fails a page on these words (its list, lower-cased);
// a reader scanning links, or a screen reader listing them, learns nothing from them either.
const GENERIC = new Set(['click here', 'click this', 'go', 'here', 'information', 'learn more', 'more', 'more info', 'more information', 'right here', 'read more', 'see more', 'start', 'this']);

function pages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('api/'))
    .map((file) => join(dir, file));
}

/** Markdown links of `source` whose text is one of Lighthouse's generic words. */
export function genericLinks(source: string): string[] {
  return [...source.matchAll(/\[([^\]]+)\]\([^)]+\)/g)].map((match) => match[1] ?? '').filter((text) => GENERIC.has(text.trim().toLowerCase()));
}

describe('link text', () => {
  it('finds the generic words Lighthouse fails', () => {
    assert.deepEqual(genericLinks('See [more](/docs/plugins/), [Read More](/x) and [the plugins](/docs/plugins/).'), ['more', 'Read More']);
  });

  it('no docs page or post links with a generic word', () => {
    const found = [...pages('docs'), ...pages('blog')].flatMap((file) => genericLinks(readFileSync(file, 'utf8')).map((text) => `${file}: [${text}]`));
    assert.deepEqual(found, [], 'name the link after where it leads');
  });
});
