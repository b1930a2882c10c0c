import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import type * as Preset from '@docusaurus/preset-classic';
import type { Config } from '@docusaurus/types';
import type { Options as RedirectOptions } from '@docusaurus/plugin-client-redirects';
import type { LeanDocsOptions } from './plugins/docs-lean';
import type { CodeBlocksOptions } from './plugins/code-blocks/remark';
import remarkCodeBlocks, { prefetchSampleTypes } from './plugins/code-blocks/remark';
import type { CodeBlocksPluginOptions } from './plugins/code-blocks';
import type { MarkdownTwinsOptions } from './plugins/markdown-twins';
import type { ContentSecurityPolicyOptions } from './plugins/content-security-policy';
import { newestPostAnnouncement } from './config/announcement';
import { API_DOCS_DIR } from './config/api-sidebar';
import { withApiDescription } from './plugins/api-reference/descriptions';
import { rootModuleRedirects } from './plugins/api-reference/root-module.mjs';
import { datedSitemapItems, sharedCommitTimes, withCommitTime } from './config/sitemap';
import { withCardImage } from './plugins/social-cards/paths';
import { readSiteEnv } from './config/env';
import { magicComments, prismThemeConfig } from './config/code-theme';
import { SEARCH_PAGE_PATH, searchConfig } from './config/search';
import typedocOptions from './typedoc.json';
import type { SocialCardsOptions } from './plugins/social-cards';
import type { UnusedCssOptions } from './plugins/unused-css';
import type { SampleProjectsOptions } from './plugins/sample-projects';

const env = readSiteEnv();

const GITHUB_URL = 'https://github.com/andreisergiu98/baeta';
const DISCORD_URL = 'https://discord.gg/j6Y8xRc7ep';
const DONATE_URL = 'https://github.com/sponsors/andreisergiu98';

// Tag listings are neither in the sitemap nor given a Markdown twin. Routes carry the base URL.
const UNLISTED_ROUTES = ['blog/tags/**', 'docs/tags/**'].map((path) => `${env.baseUrl}${path}`);

// Its id is a hash of its text: a new post gives a new id, and the theme shows the bar again to readers who
// closed the previous one.
const announcement = newestPostAnnouncement('blog', env.baseUrl);

const TAGLINE = 'Type-safe, schema-first GraphQL servers for TypeScript';
/** The card of the pages that have none of their own (the home page, blog listings, search). */
const SITE_CARD = {
  image: 'img/social-card.png',
  section: 'Docs',
  title: TAGLINE,
  description: 'Write the schema in GraphQL; the generator types every resolver from it.',
};
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
  [remarkCodeBlocks, { magicComments, assets: { dir: codeAssets.dir, url: codeAssets.route }, samples } satisfies CodeBlocksOptions] as [
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
  tagline: TAGLINE,
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: env.baseUrl,
  // Pages are written as <route>.html. No page is also <route>/index.html: a package's root entry point is at
  // /docs/api/<package>/root, not /docs/api/<package>/index (plugins/api-reference/root-module.mjs).
  trailingSlash: false,
  organizationName: 'andreisergiu98',
  projectName: 'baeta',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  future: {
    v4: true,
    faster: true,
  },

  // Browser storage keys without a per-site suffix (v4's default adds one): the spec names them exactly
  // (theme, docusaurus.announcement.dismiss, docusaurus.announcement.id, docs-preferred-version-default),
  // and readers' stored choices stay valid across upgrades (tests/e2e/color-mode.spec.ts, announcement.spec.ts).
  storage: { type: 'localStorage', namespace: false },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory' },
    },
  },

  markdown: {
    format: 'detect',
    hooks: { onBrokenMarkdownLinks: 'warn' },
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
  clientModules: ['./src/client/clean-html-path.ts', './src/client/prefetch-on-intent.ts', './src/client/keyboard-marker.ts'],

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
    [
      // Generates docs/api from the declarations in packages/ before the docs plugin reads them; options in typedoc.json.
      // docusaurus-plugin-typedoc, skipped when its inputs did not change since it last ran (plugins/api-reference/generate.ts).
      './plugins/api-reference/generate.ts',
      {
        out: `docs/${API_DOCS_DIR}`,
        plugin: typedocOptions.plugin,
        sidebar: { autoConfiguration: true, pretty: true },
      },
    ],
    ['./plugins/docs-lean/index.ts', { ...docsOptions, generatedDocsDir: API_DOCS_DIR } satisfies LeanDocsOptions],
    [
      // @docusaurus/plugin-client-redirects, its pages with a content security policy (plugins/redirect-pages).
      // Real HTML pages, so the redirects work on any static host, not only after hydration: /docs, the old
      // addresses of the packages' root entry points (plugins/api-reference/root-module.mjs), and the former
      // generated indexes of Extensions and Plugins, whose categories now link to their own landing pages.
      './plugins/redirect-pages/index.ts',
      {
        redirects: [
          { from: '/docs', to: '/docs/intro' },
          { from: '/docs/category/extensions', to: '/docs/extensions' },
          { from: '/docs/category/plugins', to: '/docs/plugins' },
        ],
        createRedirects: rootModuleRedirects(`/docs/${API_DOCS_DIR}`),
      } satisfies RedirectOptions,
    ],
    [
      // A <meta> content security policy in every page, from the inline scripts the built pages hold. Before the
      // plugins that rewrite pages after the build (plugins/content-security-policy says why).
      './plugins/content-security-policy/index.ts',
      { algoliaAppId: env.algolia?.appId } satisfies ContentSecurityPolicyOptions,
    ],
    // A stored colour mode other than light or dark is dropped before the theme applies it.
    './plugins/color-mode-guard/index.ts',
    // The search modal's CSS stays in the modal's chunk, out of the stylesheet every page blocks on.
    './plugins/modal-styles/index.ts',
    // Route chunks named by id, so the runtime every page loads has no id-to-name table.
    './plugins/chunk-ids/index.ts',
    // Infima's selectors no page uses leave the site stylesheet, before the bundler names it by its content.
    ['./plugins/unused-css/index.ts', { codeTables: codeAssets } satisfies UnusedCssOptions],
    './plugins/precompress/index.ts',
    // A 1200×630 social card for every doc page and post, named as the page's og:image, and the site's own
    // card (themeConfig.image) for every other page (plugins/social-cards).
    ['./plugins/social-cards/index.ts', { siteCard: SITE_CARD } satisfies SocialCardsOptions],
    ['./plugins/code-blocks/index.ts', codeAssets],
    [
      // Every page also as Markdown at <route>.md, and /llms.txt, /llms-full.txt, /llms-api.txt.
      './plugins/markdown-twins/index.ts',
      {
        // The search page is a tool, with nothing to read; in either search mode.
        ignorePatterns: [...UNLISTED_ROUTES, `${env.baseUrl}${SEARCH_PAGE_PATH}`],
        apiDocsDir: API_DOCS_DIR,
        summary:
          'Baeta is a type-safe, schema-first GraphQL server framework for TypeScript: you write the schema in GraphQL, ' +
          'the generator types every resolver from it, and extensions add authorization, caching and complexity limits.',
      } satisfies MarkdownTwinsOptions,
    ],
    // Each page's project as a zip to download (projects/), from the files its samples are typed in.
    ['./plugins/sample-projects/index.ts', { fixturesDir: samplePaths.fixturesDir } satisfies SampleProjectsOptions],
    ...search.plugins,
  ],

  themeConfig: {
    ...search.themeConfig,
    image: SITE_CARD.image,
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
            { label: 'Examples', to: '/docs/examples' },
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
