// The redirect pages (plugins/redirect-pages): @docusaurus/plugin-client-redirects's pages, each written with a
// content security policy that allows its own inline script. The e2e suite opens them in Chromium.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { LoadContext } from '@docusaurus/types';
import redirectPages from '../../plugins/redirect-pages/index';
import { hashSource, inlineScripts } from '../../plugins/content-security-policy/policy';

const siteConfig = { trailingSlash: false, future: { experimental_router: 'browser' } };
const options = { id: 'default', fromExtensions: [], toExtensions: [], redirects: [{ from: '/docs', to: '/docs/intro' }] };

function policyOf(html: string): string | undefined {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}

describe('plugins/redirect-pages', () => {
  let outDir = '';
  beforeEach(() => {
    outDir = mkdtempSync(join(tmpdir(), 'baeta-redirect-pages-test-'));
    mkdirSync(join(outDir, 'docs'));
    writeFileSync(join(outDir, 'docs/intro.html'), '<!doctype html><title>Intro</title>');
  });
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  function build(): Promise<void> {
    const plugin = redirectPages({ siteConfig, outDir, baseUrl: '/' } as unknown as LoadContext, options);
    assert.ok(plugin?.postBuild);
    assert.equal(plugin.name, 'docusaurus-plugin-client-redirects');
    const props = { routesPaths: ['/docs/intro'], baseUrl: '/', outDir, siteConfig };
    return plugin.postBuild(props as unknown as Parameters<NonNullable<typeof plugin.postBuild>>[0]) as Promise<void>;
  }

  it('writes each redirect page with one policy, which allows its inline script by hash and nothing else inline', async () => {
    await build();
    const html = readFileSync(join(outDir, 'docs/index.html'), 'utf8');
    assert.match(html, /http-equiv="refresh" content="0; url=\/docs\/intro"/);
    assert.equal(html.match(/Content-Security-Policy/g)?.length, 1);
    const [script] = inlineScripts(html);
    assert.ok(script?.includes("window.location.href = '/docs/intro'"), html);
    const scriptSources = /script-src ([^;]*)/.exec(policyOf(html) ?? '')?.[1]?.split(' ');
    assert.deepEqual(scriptSources, ["'self'", "'wasm-unsafe-eval'", hashSource(script)]);
    assert.ok(html.indexOf('Content-Security-Policy') < html.indexOf('<script'));
  });

  it('refuses a redirect page that would replace a file of the build, and leaves the file as it was', async () => {
    writeFileSync(join(outDir, 'docs/index.html'), 'a page of its own');
    await assert.rejects(build(), /plugins\/redirect-pages: a redirect page would replace .*docs\/index\.html/);
    assert.equal(readFileSync(join(outDir, 'docs/index.html'), 'utf8'), 'a page of its own');
  });
});
