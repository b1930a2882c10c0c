import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parse as parseYaml } from 'yaml';
import { readSiteEnv } from '../../config/env';
import { LOCAL_SEARCH_SETTINGS, SEARCH_PAGE_PATH, searchConfig } from '../../config/search';
import { SEARCH_SYNONYMS } from '../../config/search-synonyms';
import { keywordsByRoute } from '../../plugins/search-index/keywords';

const ALGOLIA = { ALGOLIA_APP_ID: 'test-app', ALGOLIA_API_KEY: 'test-search-only-key', ALGOLIA_INDEX_NAME: 'baeta' };

describe('search config in Algolia mode (all three ALGOLIA_* variables set)', () => {
  const config = searchConfig(readSiteEnv(ALGOLIA).algolia);

  it('gives the theme the application, key and index, with contextual search and the search page', () => {
    assert.deepEqual(config.themeConfig.algolia, {
      appId: 'test-app',
      apiKey: 'test-search-only-key',
      indexName: 'baeta',
      contextualSearch: true,
      searchPagePath: SEARCH_PAGE_PATH,
    });
  });

  it('adds a preconnect hint to the application host, and no local index', () => {
    assert.deepEqual(config.headTags, [
      {
        tagName: 'link',
        attributes: { rel: 'preconnect', href: 'https://test-app-dsn.algolia.net', crossorigin: 'anonymous' },
      },
    ]);
    assert.deepEqual(config.plugins, []);
  });
});

describe('search config in local mode (no ALGOLIA_* variable)', () => {
  const config = searchConfig(readSiteEnv({}).algolia);

  it('builds the local index and names no remote host anywhere', () => {
    assert.equal(config.plugins.length, 1);
    assert.match(JSON.stringify(config.plugins), /plugins\/search-index/);
    assert.deepEqual(config.headTags, []);
    assert.doesNotMatch(JSON.stringify(config), /https?:/);
  });
});

/** The site config as Docusaurus would load it with these environment variables. */
function loadSiteConfig(env: Record<string, string>): {
  themeConfig: { algolia: Record<string, unknown> };
  headTags: unknown[];
  plugins: unknown[];
} {
  // tsx loads the config as CommonJS, so its default export arrives wrapped once more.
  const script =
    "const loaded = await import('./docusaurus.config.ts'); console.log(JSON.stringify(loaded.default.default ?? loaded.default));";
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('ALGOLIA_')));
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...clean, ...env },
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

describe('docusaurus.config.ts uses config/search.ts', () => {
  it('with the ALGOLIA_* variables: Algolia theme options and the preconnect hint', () => {
    const config = loadSiteConfig(ALGOLIA);
    assert.equal(config.themeConfig.algolia.appId, 'test-app');
    assert.equal(config.themeConfig.algolia.contextualSearch, true);
    assert.equal(config.themeConfig.algolia.searchPagePath, 'search');
    assert.deepEqual(config.headTags, searchConfig(readSiteEnv(ALGOLIA).algolia).headTags);
    assert.doesNotMatch(JSON.stringify(config.plugins), /search-index/);
  });

  it('without them: the local index and no preconnect', () => {
    const config = loadSiteConfig({});
    assert.equal(config.themeConfig.algolia.appId, LOCAL_SEARCH_SETTINGS.appId);
    assert.deepEqual(config.headTags, []);
    assert.match(JSON.stringify(config.plugins), /search-index/);
  });
});

describe('no search key in the repository', () => {
  it('has no Algolia key or application id in any tracked file', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
      .split('\0')
      .filter((file) => /\.(ts|tsx|js|mjs|cjs|json|ya?ml|md|mdx|env)$|(^|\/)\.env/.test(file) && file !== 'package-lock.json');
    // Algolia search keys are 32 hex characters; ids are 10 upper-case letters and digits next to "appId".
    const offenders = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /\b[0-9a-f]{32}\b/.test(text) || /(appId|apiKey|ALGOLIA_[A-Z_]+)\s*[:=]\s*['"][A-Za-z0-9]{8,}['"]/.test(text);
    });
    assert.deepEqual(offenders, []);
  });
});

describe('the synonym table (config/search-synonyms.ts)', () => {
  // The hand-written pages' titles, from their front matter, as the build reads them.
  const pages = readdirSync('docs', { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx') && !name.startsWith('api'))
    .map((name) => {
      const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(`docs/${name}`, 'utf8'))?.[1] ?? '';
      return { route: `/docs/${name.replace(/(\/index)?\.mdx$/, '')}`, title: String((parseYaml(front) as { title?: unknown }).title ?? '') };
    });

  it('leads every rule to a page of the docs, so the build will not stop on it', () => {
    const keywords = keywordsByRoute(SEARCH_SYNONYMS, pages);
    for (const rule of SEARCH_SYNONYMS) {
      assert.ok([...keywords.values()].some((words) => words.includes(rule.readers[0]?.toLowerCase() ?? '')), JSON.stringify(rule.readers));
    }
  });

  it('sends the words of issue 45 to the pages that answer them', () => {
    const keywords = keywordsByRoute(SEARCH_SYNONYMS, pages);
    const has = (route: string, word: string) => assert.ok(keywords.get(route)?.includes(word), `${route} lacks "${word}": ${JSON.stringify(keywords.get(route))}`);
    has('/docs/known-issues', 'bugs');
    has('/docs/guides/data-loading', 'n+1');
    has('/docs/guides/testing', 'unit test');
    has('/docs/integrations/aws-lambda', 'serverless');
    has('/docs/integrations/cloudflare-workers', 'serverless');
    has('/docs/recipes/authentication', 'jwt');
    has('/docs/extensions/authorization', '@auth');
    has('/docs/guides/parent-types', 'mappers');
    has('/docs/guides/context', 'datasources');
    has('/docs/extensions', 'plugins');
    has('/docs/guides/middlewares', 'envelop');
    has('/docs/faq', 'federation');
    has('/docs/guides/directives', 'schema directives');
  });
});
