// TypeDoc plugin: writes the body of /docs/api, the list of every package with its one-line
// description (from its package.json), grouped the way readers look for them.
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';
import { readPackages } from './packages.mjs';

export { readPackages };

/** Group title → package folders, in reading order. Every package folder must appear exactly once. */
export const PACKAGE_GROUPS = [
  ['Core', ['core', 'errors', 'directives', 'env']],
  ['CLI and tooling', ['cli', 'create-baeta', 'compiler', 'generator', 'generator-sdk', 'plugin']],
  ['Extensions', ['extension-auth', 'extension-cache', 'extension-complexity']],
  [
    'Cache stores',
    ['extension-cache-keyv', 'extension-cache-redis', 'extension-cache-upstash', 'extension-cache-cloudflare'],
  ],
  [
    'Plugins',
    [
      'plugin-autoload',
      'plugin-cloudflare',
      'plugin-directives',
      'plugin-exec',
      'plugin-gitignore',
      'plugin-graphql',
      'plugin-pagination',
      'plugin-prisma',
    ],
  ],
  ['Subscriptions', ['subscriptions-pubsub', 'subscriptions-cloudflare']],
  ['Utilities', ['util-encoding', 'util-env', 'util-log', 'util-path']],
];

export function renderPackageIndex(packages = readPackages()) {
  const byFolder = new Map(packages.map((pkg) => [pkg.folder, pkg]));
  const grouped = PACKAGE_GROUPS.flatMap(([, folders]) => folders);
  const missing = packages.filter((pkg) => !grouped.includes(pkg.folder)).map((pkg) => pkg.folder);
  const unknown = grouped.filter((folder) => !byFolder.has(folder));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(
      'plugins/api-reference/package-index.mjs: PACKAGE_GROUPS does not match packages/ ' +
        `(not grouped: ${missing.join(', ') || 'none'}; no such package: ${unknown.join(', ') || 'none'}).`,
    );
  }
  const sections = PACKAGE_GROUPS.map(([title, folders]) => {
    const rows = folders.map((folder) => {
      const pkg = byFolder.get(folder);
      return `| [\`${pkg.name}\`](./${folder}/index.md) | ${pkg.version} | ${pkg.description} |`;
    });
    return [`## ${title}`, '', '| Package | Version | What it is for |', '| --- | --- | --- |', ...rows].join('\n');
  });
  return [
    'Every public export of every Baeta package, generated from its type declarations. Each package page lists its',
    'functions, classes, interfaces, type aliases and variables; packages with subpath exports (such as',
    '`@baeta/core/sdk`) have a page per entry point.',
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
}

/** @param {import('typedoc-plugin-markdown').MarkdownApplication} app */
export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (!page.model.isProject()) return;
    const contents = page.contents ?? '';
    const frontmatter = contents.match(/^---\n[\s\S]*?\n---\n/)?.[0] ?? '';
    page.contents = `${frontmatter}\n# API reference\n\n${renderPackageIndex()}`;
  });
}
