import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PACKAGE_GROUPS, readPackages, renderPackageIndex } from '../../plugins/api-reference/package-index.mjs';

const fixture = (folder: string, description = `What ${folder} is for, in one line.`) => ({
  folder,
  name: `@baeta/${folder}`,
  version: '1.0.0',
  description,
});

describe('API package index', () => {
  it('groups every package of packages/ exactly once', () => {
    const folders = readPackages().map((pkg) => pkg.folder).sort();
    const grouped = PACKAGE_GROUPS.flatMap(([, members]) => members).sort();
    assert.deepEqual(grouped, folders);
  });

  it('renders a table per group with a link, the version and the description', () => {
    const packages = PACKAGE_GROUPS.flatMap(([, members]) => members).map((folder) => fixture(folder));
    const markdown = renderPackageIndex(packages);
    for (const [title] of PACKAGE_GROUPS) assert.match(markdown, new RegExp(`^## ${title}$`, 'm'));
    assert.match(markdown, /^\| \[`@baeta\/core`\]\(\.\/core\/index\.md\) \| 1\.0\.0 \| What core is for, in one line\. \|$/m);
  });

  it('names a package that no group lists', () => {
    const packages = [...PACKAGE_GROUPS.flatMap(([, members]) => members), 'extension-new'].map((folder) =>
      fixture(folder),
    );
    assert.throws(() => renderPackageIndex(packages), /not grouped: extension-new/);
  });
});
