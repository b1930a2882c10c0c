import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';
import { escapeRegExp } from '../regexp';

// Edits to dependencies' code that take work out of hydration, the longest stretch of main-thread work a page
// has (Lighthouse's Total Blocking Time). They apply to the server build too, so both print the same HTML.
// Each edit fails the build, naming the file, if the dependency no longer has the code it replaces.

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
];

export default function hydrationEdits(): Plugin {
  return {
    name: 'hydration-edits',
    configureWebpack() {
      return {
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
