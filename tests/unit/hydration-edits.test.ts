// plugins/hydration-edits: its edits still fit the installed dependencies, a stale edit stops the build naming
// the file, the state set right after hydration is set in transitions, and the Intl-free date formatter prints
// exactly what Intl.DateTimeFormat prints.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import hydrationEdits, { EDITS } from '../../plugins/hydration-edits';
import { englishDateTimeFormat } from '../../plugins/hydration-edits/english-date';
import { escapeRegExp } from '../../plugins/regexp';

const require = createRequire(import.meta.url);
interface LoaderContext {
  resourcePath: string;
  getOptions: () => { edits: readonly { pattern: string; replace: string }[]; prepend?: string };
}
const patchLoader = require('../../plugins/hydration-edits/patch-loader.cjs') as (this: LoaderContext, source: string) => string;

// The packages' exports hide these files from require.resolve; the bundler reaches them by relative imports.
const modules = fileURLToPath(new URL('../../node_modules/', import.meta.url));
const usingIntl = [
  '@docusaurus/theme-common/lib/utils/reactUtils.js',
  '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
  '@docusaurus/theme-common/lib/utils/IntlUtils.js',
].map((file) => join(modules, file));
// The browser build takes the ES module, the server build may take the CommonJS one.
const helmet = ['react-helmet-async/lib/index.module.js', 'react-helmet-async/lib/index.js'].map((file) => join(modules, file));
// State that effects set right after hydration: each setter named here must run in a transition.
const afterHydration = {
  '@docusaurus/core/lib/client/browserContext.js': ['setIsBrowser(true)'],
  '@docusaurus/theme-common/lib/hooks/useWindowSize.js': ['updateWindowSize'],
  '@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js': ['updateHiddenTabElement', 'updateCodeIsScrollable'],
};
const afterHydrationPaths = Object.keys(afterHydration).map((file) => join(modules, file));

function patch(path: string): string {
  const matching = EDITS.filter((edit) => edit.file.test(path));
  assert.equal(matching.length, 1, `${path} should match exactly one edit`);
  const [{ edits, prepend } = { edits: [] }] = matching;
  return patchLoader.call({ resourcePath: path, getOptions: () => ({ edits, prepend }) }, readFileSync(path, 'utf8'));
}

describe('hydration edits', () => {
  it('takes every Intl call out of the dependency files it edits', () => {
    for (const path of usingIntl) assert.doesNotMatch(patch(path), /localeCompare|new Intl\./, path);
  });

  it("keeps react-helmet-async from writing the head before the page has hydrated, in both of its builds", () => {
    for (const path of helmet) {
      assert.match(patch(path), /cancelAnimationFrame\((\w+)\),"true"!==String\((\w+)\.htmlAttributes\["data-has-hydrated"\]\)\?\1=null:\2\.defer\?/, path);
    }
  });

  it('sets the state that effects change right after hydration in transitions, which React renders in slices', () => {
    for (const [file, setters] of Object.entries(afterHydration)) {
      const path = join(modules, file);
      const original = readFileSync(path, 'utf8');
      const patched = patch(path);
      assert.doesNotMatch(original, /startTransition/, `${file} already uses startTransition: this edit may be unneeded`);
      assert.match(patched, /^import (React, )?\{ startTransition, /m, file);
      for (const setter of setters) {
        const called = escapeRegExp(setter.endsWith(')') ? setter : `${setter}()`);
        // The effect no longer calls it directly; it hands it (or a function calling it) to startTransition.
        assert.doesNotMatch(patched, new RegExp(`useEffect\\(\\(\\) => \\{\\s*${called};`), `${file}: ${setter}`);
        assert.match(patched, new RegExp(`startTransition\\((\\(\\) => )?${escapeRegExp(setter)}\\)`), `${file}: ${setter}`);
      }
    }
    // closest() answers null outside a hidden tab: starting from null, a block outside tabs does not render again.
    assert.match(patch(join(modules, '@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js')), /setHiddenTabElement\] = useState\(null\)/);
  });

  it('measures a code block again when the browser first lays it out, and stops listening when it unmounts', () => {
    const patched = patch(join(modules, '@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js'));
    assert.match(patched, /block\?\.addEventListener\('contentvisibilityautostatechange', measureWhenShown\)/);
    assert.match(patched, /block\?\.removeEventListener\('contentvisibilityautostatechange', measureWhenShown\)/);
    assert.match(patched, /if \(!event\.skipped\) startTransition\(updateCodeIsScrollable\)/);
  });

  it("evicts Rspack's persistent cache when the edits change, and adds no cache where there is none", () => {
    type Configure = (config: object) => { experiments?: { cache?: { buildDependencies?: string[] } }; module?: unknown };
    const configure = hydrationEdits().configureWebpack as unknown as Configure;
    const withCache = configure({ experiments: { cache: { type: 'persistent', buildDependencies: ['/site/docusaurus.config.ts'] } } });
    const files = withCache.experiments?.cache?.buildDependencies ?? [];
    assert.deepEqual(files.map((file) => file.split(/[\\/]/).slice(-2).join('/')), ['hydration-edits/index.ts', 'hydration-edits/patch-loader.cjs']);
    assert.equal(configure({ experiments: {} }).experiments, undefined);
  });

  it('has no edit for a file that is not installed', () => {
    for (const edit of EDITS) assert.ok([...usingIntl, ...helmet, ...afterHydrationPaths].some((path) => edit.file.test(path)), String(edit.file));
  });

  it('stops the build, naming the file and the fix, when an edit no longer fits', () => {
    const resourcePath = '/site/node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js';
    const edits = EDITS[0]?.edits ?? [];
    assert.throws(
      () => patchLoader.call({ resourcePath, getOptions: () => ({ edits }) }, 'deps.sort((x, y) => x[0].localeCompare(y[0]));'),
      /reactUtils\.js: plugins\/hydration-edits expected to match \/a\\\[0\\\]\\\.localeCompare.*plugins\/hydration-edits\/index\.ts/,
    );
  });

  it("prints every day from 1999 to 2031 as Intl does, in the three forms the theme asks for", () => {
    const forms: Intl.DateTimeFormatOptions[] = [
      { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
      { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC', calendar: 'gregory' },
      { day: 'numeric', month: 'long', timeZone: 'UTC' },
    ];
    for (const options of forms) {
      const ours = englishDateTimeFormat('en', options);
      assert.ok(!(ours instanceof Intl.DateTimeFormat), `${JSON.stringify(options)} should be formatted without Intl`);
      const intl = new Intl.DateTimeFormat('en', options);
      // Late in the day, so a formatter reading local time instead of UTC would print the next day east of UTC.
      for (let at = Date.UTC(1999, 0, 1, 23, 30); at < Date.UTC(2032, 0, 1); at += 86_400_000) {
        assert.equal(ours.format(at), intl.format(at));
      }
    }
  });

  it('hands any other locale or option to Intl', () => {
    assert.ok(englishDateTimeFormat('fr', { day: 'numeric', month: 'long', timeZone: 'UTC' }) instanceof Intl.DateTimeFormat);
    assert.ok(englishDateTimeFormat('en', { day: 'numeric', month: 'long' }) instanceof Intl.DateTimeFormat);
    assert.ok(englishDateTimeFormat('en', { day: 'numeric', month: 'long', timeZone: 'UTC', weekday: 'long' }) instanceof Intl.DateTimeFormat);
    assert.ok(englishDateTimeFormat('en', { day: '2-digit', month: 'short', timeZone: 'UTC' }) instanceof Intl.DateTimeFormat);
  });
});
