import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
// typedoc is ESM-only, hence this test is an .mts module.
import { Application, TSConfigReader } from 'typedoc';

const here = fileURLToPath(new URL('.', import.meta.url));

const FIXTURES = join(here, '../fixtures/typedoc-packages');
const projectOptions = JSON.parse(readFileSync(join(here, '../../typedoc.json'), 'utf8'));
delete projectOptions.$schema; // an editor hint, not a TypeDoc option

// Runs TypeDoc with the project's own options (plugins, validation) over fixture packages.
async function generate(packages: string[]): Promise<void> {
  const out = mkdtempSync(join(tmpdir(), 'baeta-typedoc-'));
  after(() => rmSync(out, { recursive: true, force: true }));
  const app = await Application.bootstrapWithPlugins(
    {
      ...projectOptions,
      entryPoints: packages.map((name) => join(FIXTURES, name)),
      packageOptions: { ...projectOptions.packageOptions, tsconfig: join(FIXTURES, 'tsconfig.json') },
      plugin: projectOptions.plugin.map((plugin: string) =>
        plugin.startsWith('./') ? join(here, '../..', plugin) : plugin,
      ),
      out,
      logLevel: 'Error',
    },
    [new TSConfigReader()],
  );
  const project = await app.convert();
  assert.ok(project, 'TypeDoc converted the fixtures');
  await app.generateOutputs(project);
}

describe('TypeDoc fails on warnings', () => {
  it('passes when every export is documented', async () => {
    await generate(['documented']);
  });

  it('fails, naming the item, when an export has no comment, even beside documented packages', async () => {
    await assert.rejects(generate(['documented', 'undocumented']), (error: unknown) => {
      assert.ok(error instanceof Error);
      assert.match(error.message, /multiply/);
      assert.match(error.message, /does not have any documentation/);
      assert.match(error.message, /declarations under packages\//);
      return true;
    });
  });

  // Issue 38: these were tolerated and printed on every build (58 warnings nobody acted on); they are
  // documented now, and a new one stops the build like any other gap.
  it('fails, naming the field, when a field of an inline object type has no comment', async () => {
    await assert.rejects(generate(['documented', 'undocumented-member']), (error: unknown) => {
      assert.ok(error instanceof Error);
      assert.match(error.message, /origin\.__type\.y .*does not have any documentation/);
      return true;
    });
  });
});
