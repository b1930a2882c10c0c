import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';
import { escapeRegExp } from '../regexp';

// Edits to dependencies' code that take work out of hydration, the longest stretch of main-thread work a page
// has (Lighthouse's Total Blocking Time), and one that mends what this site's own speed work broke in the theme
// (the word-wrap button of code blocks laid out late). They apply to the server build too, so both print the same
// HTML. Each edit fails the build, naming the file, if the dependency no longer has the code it replaces.

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

const byCodeUnit = (a: string, b: string) => `(${a} < ${b} ? -1 : ${a} > ${b} ? 1 : 0)`;

export interface Edit {
  readonly file: RegExp;
  /** Regular expression sources and replacements (which may name groups as $1), each applied to its first match. */
  readonly edits: readonly { pattern: string; replace: string }[];
  readonly prepend?: string;
}

export const EDITS: readonly Edit[] = [
  // Intl's collator and date formatter load ICU data on first use: measured in Chromium at 4x CPU, the first
  // localeCompare costs 70 to 100 ms and the first Intl.DateTimeFormat 90 to 200 ms. The theme calls them for
  // results that need no locale data: sorting object keys and plugin paths, and printing an English date.
  {
    // useShallowMemoObject, run by the doc sidebar's mobile menu on every doc page: the order only has to be stable.
    file: /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
    edits: [{ pattern: escapeRegExp('a[0].localeCompare(b[0])'), replace: byCodeUnit('a[0]', 'b[0]') }],
  },
  {
    // getActivePlugin: plugin paths are URL paths, sorted so the longest matches first.
    file: /@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils\.js$/,
    edits: [{ pattern: escapeRegExp('b[1].path.localeCompare(a[1].path)'), replace: byCodeUnit('b[1].path', 'a[1].path') }],
  },
  {
    // Dates of posts, "Last updated" and the blog archive: ./english-date.ts prints what Intl would.
    file: /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]IntlUtils\.js$/,
    edits: [
      {
        pattern: escapeRegExp('return new Intl.DateTimeFormat(currentLocale, {'),
        replace: 'return englishDateTimeFormat(currentLocale, {',
      },
    ],
    prepend: `import { englishDateTimeFormat } from ${JSON.stringify(here('./english-date.ts'))};\n`,
  },
  // react-helmet-async writes the head in an animation frame after any <Head> renders. Hydration is sliced
  // into many frames, so it wrote the head of each half-hydrated state: the title went to the site's name and
  // back, and every tag and class of <html> was replaced two or three times, each class change restyling the
  // page. The server already wrote this page's head; a state is written only once it says the page has
  // hydrated (Docusaurus's data-has-hydrated attribute, itself set through <Head> by the app's root, so every
  // state after hydration has it). Client-side navigation, after hydration, is unchanged.
  {
    file: /[\\/]react-helmet-async[\\/]lib[\\/]index(?:\.module)?\.js$/,
    edits: [
      {
        // `<dom>.canUseDOM ? (state = next, pending && cancelAnimationFrame(pending), state.defer ? …`
        pattern: String.raw`(\w+)\.canUseDOM\?\((\w+)=(\w+),(\w+)&&cancelAnimationFrame\(\4\),\2\.defer\?`,
        replace: '$1.canUseDOM?($2=$3,$4&&cancelAnimationFrame($4),"true"!==String($2.htmlAttributes["data-has-hydrated"])?$4=null:$2.defer?',
      },
    ],
  },
  // Right after hydration, effects flip three kinds of state: the app's root learns it runs in a browser (every
  // sidebar category and tab set renders again, and each set of tabs remounts), the doc layout learns the window
  // is narrow (the desktop sidebar and table of contents unmount), and every code block learns whether it
  // scrolls and whether it sits in a hidden tab. Set from effects, these are urgent updates, which React renders
  // in one task: on a guide at 4x CPU it was the longest task of the load, 150 to 170 ms, and the commit after
  // it another 64 ms. As transitions, React renders them in slices between which the browser can answer input.
  // The code block's hidden-tab state also starts as null, the value closest() returns, not undefined, so the
  // blocks outside tabs (almost all) do not render again for it at all.
  {
    file: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/,
    edits: [
      { pattern: escapeRegExp("import React, { useEffect, useState } from 'react';"), replace: "import React, { startTransition, useEffect, useState } from 'react';" },
      { pattern: String.raw`useEffect\(\(\) => \{\s*setIsBrowser\(true\);\s*\}, \[\]\);`, replace: 'useEffect(() => {\n        startTransition(() => setIsBrowser(true));\n    }, []);' },
    ],
  },
  {
    file: /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/,
    edits: [
      { pattern: escapeRegExp("import { useEffect, useState } from 'react';"), replace: "import { startTransition, useEffect, useState } from 'react';" },
      { pattern: String.raw`(\s)updateWindowSize\(\);(\s*window\.addEventListener)`, replace: '$1startTransition(updateWindowSize);$2' },
    ],
  },
  {
    file: /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useCodeWordWrap\.js$/,
    edits: [
      { pattern: escapeRegExp("import { useState, useCallback, useEffect, useRef } from 'react';"), replace: "import { startTransition, useState, useCallback, useEffect, useRef } from 'react';" },
      { pattern: escapeRegExp('const [hiddenTabElement, setHiddenTabElement] = useState();'), replace: 'const [hiddenTabElement, setHiddenTabElement] = useState(null);' },
      { pattern: String.raw`useEffect\(\(\) => \{\s*updateHiddenTabElement\(\);\s*\}`, replace: 'useEffect(() => {\n        startTransition(updateHiddenTabElement);\n    }' },
      { pattern: String.raw`useEffect\(\(\) => \{\s*updateCodeIsScrollable\(\);\s*\}`, replace: 'useEffect(() => {\n        startTransition(updateCodeIsScrollable);\n    }' },
      {
        // Not an edit for speed: a block away from the viewport is not laid out (content-visibility: auto in
        // src/css/code-blocks.css), so measured on mount it never scrolls and never gets its word-wrap button.
        // It is measured again when the browser lays it out, as it nears the viewport.
        pattern: String.raw`window\.addEventListener\('resize', updateCodeIsScrollable, \{\s*passive: true,\s*\}\);\s*return \(\) => \{\s*window\.removeEventListener\('resize', updateCodeIsScrollable\);\s*\};\s*\}, \[updateCodeIsScrollable\]\);`,
        replace: [
          'const block = codeBlockRef.current;',
          '        const measureWhenShown = (event) => {',
          '            if (!event.skipped) startTransition(updateCodeIsScrollable);',
          '        };',
          "        window.addEventListener('resize', updateCodeIsScrollable, { passive: true });",
          "        block?.addEventListener('contentvisibilityautostatechange', measureWhenShown);",
          '        return () => {',
          "            window.removeEventListener('resize', updateCodeIsScrollable);",
          "            block?.removeEventListener('contentvisibilityautostatechange', measureWhenShown);",
          '        };',
          '    }, [codeBlockRef, updateCodeIsScrollable]);',
        ].join('\n'),
      },
    ],
  },
];

export default function hydrationEdits(): Plugin {
  return {
    name: 'hydration-edits',
    configureWebpack(config) {
      // Rspack's persistent cache keeps a dependency as these edits last patched it: it checks a module's
      // loaders but not their options, and of the config only the file itself. These two files evict it.
      const cache = (config as { experiments?: { cache?: unknown } }).experiments?.cache;
      const evictOnChange = typeof cache === 'object' ? { experiments: { cache: { buildDependencies: [here('./index.ts'), here('./patch-loader.cjs')] } } } : {};
      return {
        ...evictOnChange,
        module: {
          rules: EDITS.map(({ file, edits, prepend }) => ({
            test: file,
            use: [{ loader: here('./patch-loader.cjs'), options: { edits, prepend } }],
          })),
        },
      };
    },
  };
}
