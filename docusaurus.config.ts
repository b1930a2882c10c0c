import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import type * as Preset from '@docusaurus/preset-classic';
import type { Config } from '@docusaurus/types';
import type { Options as RedirectOptions } from '@docusaurus/plugin-client-redirects';
import type { AnnouncementResetOptions } from './plugins/announcement-reset';
import type { LeanDocsOptions } from './plugins/docs-lean';
import type { CodeBlocksOptions } from './plugins/code-blocks/remark';
import remarkCodeBlocks, { prefetchSampleTypes } from './plugins/code-blocks/remark';
import type { CodeBlocksPluginOptions } from './plugins/code-blocks';
import type { MarkdownTwinsOptions } from './plugins/markdown-twins';
import { newestPostAnnouncement } from './config/announcement';
import { API_DOCS_DIR } from './config/api-sidebar';
import { withApiDescription } from './plugins/api-reference/descriptions';
import { datedSitemapItems, sharedCommitTimes, withCommitTime } from './config/sitemap';
import { withCardImage } from './plugins/social-cards/paths';
import { readSiteEnv } from './config/env';
import { magicComments, prismThemeConfig } from './config/code-theme';
import { searchConfig } from './config/search';
import typedocOptions from './typedoc.json';
import { tuneJit } from './plugins/jit-flags.mjs';
// Before TypeDoc is imported: its per-package programs share parsed files (plugins/api-reference/shared-source-files.cjs).
import './plugins/api-reference/register.cjs';

// Before any worker thread starts: V8's JIT settings for the build (plugins/jit-flags.mjs says why).
tuneJit();

const env = readSiteEnv();

const GITHUB_URL = 'https://github.com/andreisergiu98/baeta';
const EXAMPLES_URL = `${GITHUB_URL}/tree/main/examples`;
const DISCORD_URL = 'https://discord.gg/j6Y8xRc7ep';
const DONATE_URL = 'https://github.com/sponsors/andreisergiu98';

// Tag listings are neither in the sitemap nor given a Markdown twin.
const UNLISTED_ROUTES = ['/blog/tags/**', '/docs/tags/**'];

const announcement = newestPostAnnouncement('blog', env.baseUrl);
const search = searchConfig(env.algolia);

// Every code block is highlighted when the site is built; TypeScript samples of the hand-written docs and of
// the home page's showcase are typed against packages/ and their fixtures (plugins/code-blocks).
// A page's highlighted markup and its hover popups are JSON tables served beside it (assets/code/): the markup
// is in the prerendered HTML and fetched only after a client-side navigation; popups on the first hover or focus.
const codeAssets = { dir: 'node_modules/.cache/code-assets', route: 'assets/code/' } satisfies CodeBlocksPluginOptions;
const samplePaths = {
  fixturesDir: 'tests/samples/fixtures',
  packagesDir: 'packages',
  outDir: 'node_modules/.cache/code-samples',
};

/** Where the generated API pages' sources are, relative to the site. */
const API_SOURCES = `docs/${API_DOCS_DIR}/`;
const docsSamples = { dir: 'docs', exclude: [API_DOCS_DIR], ...samplePaths };
const pageSamples = { dir: 'src/pages', idPrefix: 'pages/', ...samplePaths };
// A production build without the bundler's cache compiles every page: type all their samples from now on, in a
// worker thread, beside TypeDoc and the bundling. A warm build compiles only changed pages, which ask for theirs.
if (process.env.NODE_ENV === 'production' && !existsSync(join(__dirname, 'node_modules/.cache/rspack'))) {
  prefetchSampleTypes([docsSamples, pageSamples], magicComments);
}
const codeBlocks = (samples?: CodeBlocksOptions['samples']) =>
  [remarkCodeBlocks, { magicComments, assets: { dir: codeAssets.dir, url: `${env.baseUrl}${codeAssets.route}` }, samples } satisfies CodeBlocksOptions] as [
    typeof remarkCodeBlocks,
    CodeBlocksOptions,
  ];
const npm2yarnPlugin = [npm2yarn, { sync: true, converters: ['yarn', 'pnpm', 'bun'] }] as [typeof npm2yarn, object];

const docsOptions = {
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  breadcrumbs: true,
  lastVersion: 'current',
  versions: { current: { label: 'Next', path: '' } },
  remarkPlugins: [npm2yarnPlugin, codeBlocks(docsSamples)],
  // Generated pages are edited in the packages' declarations, not here: no edit link (and no date, plugins/docs-lean).
  editUrl: ({ versionDocsDirPath, docPath }) =>
    docPath.startsWith(`${API_DOCS_DIR}/`) ? undefined : `${env.editUrl}${versionDocsDirPath}/${docPath}`,
} satisfies Preset.Options['docs'];

const config: Config = {
  title: 'Baeta',
  tagline: 'Type-safe, schema-first GraphQL servers for TypeScript',
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: env.baseUrl,
  // Pages are written as <route>.html, so /docs/api/core (package) and /docs/api/core/index (its root module) stay distinct files.
  trailingSlash: false,
  organizationName: 'andreisergiu98',
  projectName: 'baeta',

  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  future: {
    v4: true,
    experimental_faster: true,
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory' },
    },
  },

  markdown: {
    format: 'detect',
    // Each doc page and post names its social card as its image, so the theme's og:image and twitter:image
    // point at it (plugins/social-cards draws them after the build); a page's own `image` wins. A generated
    // API page is described by its summary's first sentences, not its first line (plugins/api-reference).
    parseFrontMatter: async ({ filePath, defaultParseFrontMatter, ...params }) => {
      const parsed = await defaultParseFrontMatter({ filePath, ...params });
      const source = relative(__dirname, filePath).replaceAll('\\', '/');
      const apiPage = source.startsWith(API_SOURCES) ? source.slice(API_SOURCES.length) : undefined;
      const described = apiPage ? withApiDescription(parsed.frontMatter, parsed.content, apiPage) : parsed.frontMatter;
      return { ...parsed, frontMatter: withCardImage(described, source) };
    },
  },

  // The page feedback's "Report a problem" opens a new issue here (src/components/PageFeedback).
  customFields: { repositoryUrl: GITHUB_URL },

  headTags: search.headTags,
  clientModules: ['./src/client/clean-html-path.ts', './src/client/prefetch-on-intent.ts'],

  presets: [
    [
      'classic',
      {
        // The docs plugin is registered below, wrapped (plugins/docs-lean).
        docs: false,
        blog: {
          path: 'blog',
          blogTitle: 'Blog',
          blogDescription: 'Release notes and announcements from the Baeta project: what changed, when, and what it means for your server.',
          showReadingTime: true,
          // One index page: the posts are truncated, and readers scan the whole release history at once.
          postsPerPage: 'ALL',
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All posts',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: { type: 'all', copyright: `Copyright © ${new Date().getFullYear()} the Baeta authors.` },
          remarkPlugins: [npm2yarnPlugin, codeBlocks()],
          editUrl: env.editUrl,
          // "Last updated" from the build's one `git log`, as the docs get it (config/sitemap.ts).
          processBlogPosts: async ({ blogPosts }) => {
            const times = await sharedCommitTimes(__dirname);
            return blogPosts.map((post) => ({ ...post, metadata: withCommitTime(post.metadata, times) }));
          },
        },
        pages: {
          remarkPlugins: [npm2yarnPlugin, codeBlocks(pageSamples)],
        },
        theme: { customCss: ['./src/css/custom.css', './src/css/code-blocks.css'] },
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          lastmod: 'date',
          filename: 'sitemap.xml',
          ignorePatterns: UNLISTED_ROUTES,
          // Last-modified dates from one `git log`, the API pages dated by their package's declarations.
          createSitemapItems: datedSitemapItems(__dirname, API_DOCS_DIR),
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ['./plugins/announcement-reset/index.ts', { id: announcement.id } satisfies AnnouncementResetOptions],
    [
      // Generates docs/api from the declarations in packages/ before the docs plugin reads them; options in typedoc.json.
      'docusaurus-plugin-typedoc',
      {
        out: `docs/${API_DOCS_DIR}`,
        plugin: typedocOptions.plugin,
        sidebar: { autoConfiguration: true, pretty: true },
      },
    ],
    ['./plugins/docs-lean/index.ts', { ...docsOptions, generatedDocsDir: API_DOCS_DIR } satisfies LeanDocsOptions],
    [
      '@docusaurus/plugin-client-redirects',
      // Real HTML pages, so the redirects work on any static host, not only after hydration. The Extensions and
      // Plugins categories link to their own landing pages; their former generated indexes point there.
      {
        redirects: [
          { from: '/docs', to: '/docs/intro' },
          { from: '/docs/category/extensions', to: '/docs/extensions' },
          { from: '/docs/category/plugins', to: '/docs/plugins' },
        ],
      } satisfies RedirectOptions,
    ],
    // Trims of the browser bundle: unused registry data, tslib, the search modal's CSS.
    './plugins/browser-bundle/index.ts',
    // Dependency edits that take work out of hydration: Intl's first use, the head rewritten mid-hydration.
    './plugins/hydration-edits/index.ts',
    './plugins/precompress/index.ts',
    // A 1200×630 social card for every doc page and post, named as the page's og:image (plugins/social-cards).
    './plugins/social-cards/index.ts',
    ['./plugins/code-blocks/index.ts', codeAssets],
    [
      // Every page also as Markdown at <route>.md, and /llms.txt, /llms-full.txt, /llms-api.txt.
      './plugins/markdown-twins/index.ts',
      {
        ignorePatterns: UNLISTED_ROUTES,
        apiDocsDir: API_DOCS_DIR,
        summary:
          'Baeta is a type-safe, schema-first GraphQL server framework for TypeScript: you write the schema in GraphQL, ' +
          'the generator types every resolver from it, and extensions add authorization, caching and complexity limits.',
      } satisfies MarkdownTwinsOptions,
    ],
    ...search.plugins,
  ],

  themeConfig: {
    ...search.themeConfig,
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: announcement.id,
      content: announcement.content,
      backgroundColor: '#1b1f3b',
      textColor: '#f5f6ff',
      isCloseable: true,
    },
    docs: {
      sidebar: { hideable: false, autoCollapseCategories: false },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    blog: { sidebar: { groupByYear: true } },
    navbar: {
      title: 'Baeta',
      hideOnScroll: false,
      logo: { alt: 'Baeta logo', src: 'img/logo.svg', width: 32, height: 32 },
      items: [
        { type: 'doc', docId: 'intro', position: 'left', label: 'Docs' },
        { to: '/docs/examples', label: 'Examples', position: 'right' },
        { href: DONATE_URL, label: 'Donate', position: 'right' },
        { href: DISCORD_URL, label: 'Discord', position: 'right' },
        { href: GITHUB_URL, label: 'GitHub', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'Introduction', to: '/docs/intro' },
            { label: 'Getting Started', to: '/docs/getting-started/installation' },
            { label: 'Examples', href: EXAMPLES_URL },
          ],
        },
        {
          title: 'More',
          items: [
            { label: 'Blog', to: '/blog' },
            { label: 'GitHub', href: GITHUB_URL },
            { label: 'Discord', href: DISCORD_URL },
            { label: 'Donate', href: DONATE_URL },
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} the Baeta authors. Released under the MIT licence.`,
    },
    // No Prism runs: code is highlighted at build time (plugins/code-blocks); this sets the blocks' colours.
    prism: prismThemeConfig,
  } satisfies Preset.ThemeConfig,
};

export default config;
