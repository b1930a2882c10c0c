import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { measurePage } from '../samples/depth';

// The depth each page has to reach: words of prose and samples. A page below its figure is not done.
const MINIMUMS: Record<string, { words: number; samples: number }> = {
  'guides/resolvers': { words: 800, samples: 4 },
  'guides/parent-types': { words: 800, samples: 4 },
  'guides/application': { words: 800, samples: 6 },
  'guides/deployment': { words: 1000, samples: 6 },
  'guides/context': { words: 800, samples: 4 },
  'guides/context-store': { words: 800, samples: 4 },
  'guides/data-loading': { words: 800, samples: 4 },
  'guides/middlewares': { words: 800, samples: 4 },
  'guides/errors': { words: 1000, samples: 4 },
  'guides/testing': { words: 1000, samples: 6 },
  'guides/scalars': { words: 800, samples: 4 },
  'guides/subscriptions': { words: 1300, samples: 7 },
  'guides/directives': { words: 800, samples: 4 },
  'guides/input-directives': { words: 800, samples: 4 },
  'guides/interfaces-unions': { words: 800, samples: 4 },
  troubleshooting: { words: 1000, samples: 6 },
  'reference/cli': { words: 800, samples: 4 },
  'reference/configuration': { words: 800, samples: 4 },
  'extensions/authorization': { words: 1500, samples: 10 },
  'extensions/complexity': { words: 900, samples: 5 },
  'extensions/caching': { words: 1500, samples: 10 },
  'extensions/writing-extensions': { words: 1000, samples: 5 },
  'plugins/index': { words: 700, samples: 4 },
  'plugins/writing-plugins': { words: 1000, samples: 5 },
  'plugins/autoloading': { words: 700, samples: 4 },
  'plugins/builtin-directives': { words: 700, samples: 4 },
  'plugins/pagination': { words: 700, samples: 4 },
  'plugins/cloudflare': { words: 700, samples: 4 },
  'plugins/exec': { words: 700, samples: 4 },
  'plugins/gitignore': { words: 700, samples: 4 },
  'plugins/prisma': { words: 1000, samples: 6 },
  examples: { words: 700, samples: 4 },
  'guides/typed-pubsub': { words: 800, samples: 4 },
  'guides/environment': { words: 800, samples: 4 },
};

describe('measurePage', () => {
  it('counts prose words outside front matter, code, imports and JSX, and samples by language', () => {
    const page = [
      '---',
      'title: Not counted',
      '---',
      "import Tabs from '@theme/Tabs';",
      '',
      'One two [three](/docs/x) four.',
      '',
      '```ts title="a.ts"',
      'const notCounted = 1;',
      '```',
      '',
      '<Tabs><TabItem value="a">five six</TabItem></Tabs>',
      '',
      ':::tip',
      'seven',
      ':::',
      '',
      '```bash',
      'npm install x',
      '```',
      '',
      '```graphql',
      'type Query { a: Int }',
      '```',
    ].join('\n');
    assert.deepEqual(measurePage(page), { proseWords: 7, samples: 2 });
  });
});

describe('docs depth', () => {
  for (const [id, minimum] of Object.entries(MINIMUMS)) {
    it(`docs/${id}.mdx has at least ${minimum.words} words of prose and ${minimum.samples} samples`, () => {
      const file = `docs/${id}.mdx`;
      assert.ok(existsSync(file), `${file} is missing`);
      const { proseWords, samples } = measurePage(readFileSync(file, 'utf8'));
      assert.ok(proseWords >= minimum.words, `${file}: ${proseWords} words of prose, needs ${minimum.words}`);
      assert.ok(samples >= minimum.samples, `${file}: ${samples} samples, needs ${minimum.samples}`);
    });
  }
});
