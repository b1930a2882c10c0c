// The content security policy (plugins/content-security-policy): what it allows, where it goes in a page, and
// that it is in every page by the time postBuild returns. The pages here are shaped like the classic theme's
// minified output; the e2e suite checks the real build in Chromium.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import contentSecurityPolicyPlugin from '../../plugins/content-security-policy/index';
import { contentSecurityPolicy, hashSource, inlineScripts, renderedStyles, withPolicyMeta } from '../../plugins/content-security-policy/policy';

const THEME_SCRIPT = '!function(){var t="dark";document.documentElement.setAttribute("data-theme",t)}()';
const page = (head: string, body: string) =>
  `<!doctype html><html lang=en><meta charset=UTF-8><meta name=generator content="Docusaurus"><title>T</title>${head}` +
  `<link rel=stylesheet href=/assets/css/styles.css><script src=/assets/js/main.js defer></script><body><script>${THEME_SCRIPT}</script>${body}`;

/** The policy in a page, as the browser reads the attribute. */
function policyOf(html: string): string | undefined {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}

function directive(policy: string, name: string): string[] {
  const found = policy.split(';').map((part) => part.trim().split(/\s+/)).find(([key]) => key === name);
  assert.ok(found, `the policy has ${name}: ${policy}`);
  return found.slice(1);
}

describe('the content security policy', () => {
  it('hashes the inline scripts a browser runs, not script files or data blocks', () => {
    const html = page(
      '<script data-rh=true type=application/ld+json>{"@context":"https://schema.org"}</script><script type="module">import("/x.js")</script>',
      '<script>window.a=1</script>',
    );
    assert.deepEqual(inlineScripts(html), ['import("/x.js")', THEME_SCRIPT, 'window.a=1']);
  });

  it('finds the <style> texts a bundled script renders with React', () => {
    const bundle =
      'n.createElement("defs",null,n.createElement("style",null,".cls-1{fill:#003dff;}")),' +
      '(0,i.jsx)("style",{children:"a::after{content:\\"x\\"}"}),n.createElement("style",{className:"x"})';
    assert.deepEqual(renderedStyles(bundle), ['.cls-1{fill:#003dff;}', 'a::after{content:"x"}']);
  });

  it('hashes a script as SHA-256 of its text, line endings as the parser reads them', () => {
    assert.equal(hashSource('alert(1)'), "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    assert.equal(hashSource('a\r\nb'), "'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='");
  });

  it("allows the site's own scripts, inline ones by hash only, and Pagefind's WebAssembly", () => {
    const policy = contentSecurityPolicy({ scriptHashes: [hashSource('a'), hashSource('b'), hashSource('a')], styleHashes: [] });
    const scripts = directive(policy, 'script-src');
    assert.deepEqual(scripts.slice(0, 2), ["'self'", "'wasm-unsafe-eval'"]);
    assert.equal(scripts.length, 4);
    assert.ok(!scripts.includes("'unsafe-inline'") && !scripts.includes("'unsafe-eval'"));
    assert.deepEqual(directive(policy, 'default-src'), ["'self'"]);
    assert.deepEqual(directive(policy, 'style-src-elem'), ["'self'"]);
    assert.deepEqual(directive(policy, 'img-src'), ["'self'", 'data:']);
    assert.deepEqual(directive(policy, 'object-src'), ["'none'"]);
    assert.deepEqual(directive(policy, 'connect-src'), ["'self'"]);
  });

  it('allows Algolia only when hosted search is configured', () => {
    const hosted = contentSecurityPolicy({ scriptHashes: [], styleHashes: [], connectSources: ['https://abc-dsn.algolia.net'] });
    assert.deepEqual(directive(hosted, 'connect-src'), ["'self'", 'https://abc-dsn.algolia.net']);
    const site = mkdtempSync(join(tmpdir(), 'baeta-csp-algolia-'));
    try {
      writeFileSync(join(site, 'index.html'), page('', ''));
      const context = { outDir: site, baseUrl: '/', siteConfig: { trailingSlash: false } } as Parameters<typeof contentSecurityPolicyPlugin>[0];
      const build = (options: Parameters<typeof contentSecurityPolicyPlugin>[1]) => {
        const plugin = contentSecurityPolicyPlugin(context, options);
        void plugin.postBuild?.({ routesPaths: ['/'] } as Parameters<NonNullable<typeof plugin.postBuild>>[0]);
        return directive(policyOf(readFileSync(join(site, 'index.html'), 'utf8')) ?? '', 'connect-src');
      };
      assert.deepEqual(build({}), ["'self'"]);
      const withAlgolia = build({ algoliaAppId: 'BH4D9OD16A' });
      assert.ok(withAlgolia.includes('https://bh4d9od16a-dsn.algolia.net'), withAlgolia.join(' '));
      assert.ok(withAlgolia.every((source) => source === "'self'" || /^https:\/\/bh4d9od16a[-.]/.test(source)), withAlgolia.join(' '));
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('goes right after <meta charset>, before every script, stylesheet and link, once', () => {
    const html = withPolicyMeta(page('<link rel=icon href=/favicon.svg>', ''), "default-src 'self'");
    const meta = html.indexOf('<meta http-equiv="Content-Security-Policy"');
    assert.equal(meta, html.indexOf('<meta charset=UTF-8>') + '<meta charset=UTF-8>'.length);
    assert.ok(meta < html.search(/<(script|link|style)\b/));
    const again = withPolicyMeta(html, "default-src 'none'");
    assert.equal(again.match(/Content-Security-Policy/g)?.length, 1);
    assert.equal(policyOf(again), "default-src 'none'");
    assert.throws(() => withPolicyMeta('<p>no head</p>', 'x'), /neither <meta charset> nor <head>/);
  });

  describe('in a built site', () => {
    const site = mkdtempSync(join(tmpdir(), 'baeta-csp-'));
    after(() => rmSync(site, { recursive: true, force: true }));

    it("puts one policy, with every page's inline scripts, in every page before postBuild returns", () => {
      mkdirSync(join(site, 'docs'), { recursive: true });
      writeFileSync(join(site, 'index.html'), page('<script data-rh=true>insertBanner()</script>', ''));
      writeFileSync(join(site, 'docs/intro.html'), page('', ''));
      writeFileSync(join(site, '404.html'), page('', '<script>notFound()</script>'));
      writeFileSync(join(site, 'redirect.html'), '<!DOCTYPE html><html><head><meta charset="UTF-8"></head><script>go()</script></html>');
      const context = { outDir: site, baseUrl: '/', siteConfig: { trailingSlash: false } } as Parameters<typeof contentSecurityPolicyPlugin>[0];
      const plugin = contentSecurityPolicyPlugin(context, {});
      // Not awaited: the pages must be final before any later plugin's postBuild starts.
      void plugin.postBuild?.({ routesPaths: ['/', '/docs/intro', '/404.html', '/docs'] } as Parameters<NonNullable<typeof plugin.postBuild>>[0]);
      const policies = ['index.html', 'docs/intro.html', '404.html'].map((file) => policyOf(readFileSync(join(site, file), 'utf8')));
      assert.ok(policies[0]);
      assert.deepEqual(new Set(policies), new Set([policies[0]]));
      const scripts = directive(policies[0] ?? '', 'script-src');
      for (const script of [THEME_SCRIPT, 'insertBanner()', 'notFound()']) assert.ok(scripts.includes(hashSource(script)), script);
      assert.ok(!scripts.includes(hashSource('go()')), 'a page that is not a route of the site is not read');
      assert.equal(policyOf(readFileSync(join(site, 'redirect.html'), 'utf8')), undefined);
    });
  });
});
