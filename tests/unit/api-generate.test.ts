import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { DIGEST_FILE, generateUnlessCurrent, inputsDigest, INPUTS } from '../../plugins/api-reference/generate';

// docs/api is generated again only when what TypeDoc reads has changed (plugins/api-reference/generate.ts).

function site(): string {
  const dir = mkdtempSync(join(tmpdir(), 'baeta-api-generate-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'packages/core'), { recursive: true });
  writeFileSync(join(dir, 'packages/core/index.d.ts'), 'export declare const a: 1;\n');
  writeFileSync(join(dir, 'typedoc.json'), '{}');
  return dir;
}

describe('the API reference generation (plugins/api-reference/generate.ts)', () => {
  it('names inputs that exist in the site', () => {
    for (const input of INPUTS) assert.ok(existsSync(input), `${input} is missing: plugins/api-reference/generate.ts would never see it change`);
  });

  it('changes its digest with a declaration, an option or a new file, and not otherwise', () => {
    const dir = site();
    const first = inputsDigest(dir, INPUTS, { out: 'docs/api' });
    assert.equal(inputsDigest(dir, INPUTS, { out: 'docs/api' }), first);
    assert.notEqual(inputsDigest(dir, INPUTS, { out: 'docs/reference' }), first);
    writeFileSync(join(dir, 'packages/core/index.d.ts'), 'export declare const a: 2;\n');
    const changed = inputsDigest(dir, INPUTS, { out: 'docs/api' });
    assert.notEqual(changed, first);
    writeFileSync(join(dir, 'packages/core/extra.d.ts'), '');
    assert.notEqual(inputsDigest(dir, INPUTS, { out: 'docs/api' }), changed);
  });

  it('generates into an empty folder, skips when the digest matches, and generates again when it does not', async () => {
    const out = join(site(), 'docs/api');
    let runs = 0;
    const generate = async () => {
      mkdirSync(out, { recursive: true });
      runs += 1;
    };
    assert.equal(await generateUnlessCurrent(out, 'one', generate), true);
    assert.equal(readFileSync(join(out, DIGEST_FILE), 'utf8'), 'one');
    assert.equal(await generateUnlessCurrent(out, 'one', generate), false);
    assert.equal(runs, 1);
    assert.equal(await generateUnlessCurrent(out, 'two', generate), true);
    assert.equal(runs, 2);
  });

  it('leaves no digest behind a generation that failed, so the next build runs it again', async () => {
    const out = join(site(), 'docs/api');
    await generateUnlessCurrent(out, 'one', async () => void mkdirSync(out, { recursive: true }));
    await assert.rejects(generateUnlessCurrent(out, 'two', async () => Promise.reject(new Error('TypeDoc failed'))), /TypeDoc failed/);
    assert.equal(existsSync(join(out, DIGEST_FILE)), false);
  });
});
