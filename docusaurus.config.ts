import { createHash } from 'node:crypto';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import type * as Preset from '@docusaurus/preset-classic';
import type { Config } from '@docusaurus/types';
import type { Options as RedirectOptions } from '@docusaurus/plugin-client-redirects';
import { readSiteEnv } from './config/env';
import { codeThemes } from './config/prism';

const env = readSiteEnv();

const GITHUB_URL = 'https://github.com/andreisergiu98/baeta';
const EXAMPLES_URL = `${GITHUB_URL}/tree/main/examples`;
const DISCORD_URL = 'https://discord.gg/j6Y8xRc7ep';
const DONATE_URL = 'https://github.com/sponsors/andreisergiu98';

// The bar's id is derived from its text, so a new message shows again to readers who closed the old one.
const ANNOUNCEMENT =
  'Baeta 1.0 is here: stable APIs, ES modules and Node.js 22.12+. <a href="/blog">Read the release notes</a>.';
const ANNOUNCEMENT_ID = `announcement-${createHash('sha256').update(ANNOUNCEMENT).digest('hex').slice(0, 8)}`;

const config: Config = {
  title: 'Baeta',
  tagline: 'Type-safe, schema-first GraphQL servers for TypeScript',
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: env.baseUrl,
  trailingSlash: undefined,
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
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          breadcrumbs: true,
          lastVersion: 'current',
          versions: { current: { label: 'Next', path: '' } },
          remarkPlugins: [[npm2yarn, { sync: true, converters: ['yarn', 'pnpm', 'bun'] }]],
        },
        blog: {
          path: 'blog',
          showReadingTime: true,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All posts',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: { type: 'all', copyright: `Copyright © ${new Date().getFullYear()} the Baeta authors.` },
          remarkPlugins: [[npm2yarn, { sync: true, converters: ['yarn', 'pnpm', 'bun'] }]],
        },
        pages: {
          remarkPlugins: [[npm2yarn, { sync: true, converters: ['yarn', 'pnpm', 'bun'] }]],
        },
        theme: { customCss: './src/css/custom.css' },
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          lastmod: 'date',
          filename: 'sitemap.xml',
          ignorePatterns: ['/blog/tags/**', '/docs/tags/**'],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      // A real HTML page at /docs, so the redirect works on any static host, not only after hydration.
      { redirects: [{ from: '/docs', to: '/docs/intro' }] } satisfies RedirectOptions,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: ANNOUNCEMENT_ID,
      content: ANNOUNCEMENT,
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
        { href: EXAMPLES_URL, label: 'Examples', position: 'right' },
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
    prism: {
      theme: codeThemes.light,
      darkTheme: codeThemes.dark,
      additionalLanguages: ['bash', 'diff'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
