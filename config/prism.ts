import type { PrismTheme } from 'prism-react-renderer';

/**
 * The site's own code themes. Every token colour keeps at least 4.5:1 contrast with its
 * background (WCAG AA); tests/unit/prism-contrast.test.ts holds them to it.
 */

interface Palette {
  readonly background: string;
  readonly plain: string;
  readonly comment: string;
  readonly keyword: string;
  readonly string: string;
  readonly fn: string;
  readonly constant: string;
  readonly property: string;
  readonly tag: string;
  readonly deleted: string;
  readonly inserted: string;
}

function themeFrom(p: Palette): PrismTheme {
  return {
    plain: { color: p.plain, backgroundColor: p.background },
    styles: [
      { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: p.comment, fontStyle: 'italic' } },
      { types: ['punctuation', 'operator'], style: { color: p.plain } },
      { types: ['keyword', 'atrule', 'important', 'builtin'], style: { color: p.keyword } },
      { types: ['string', 'char', 'attr-value', 'regex', 'url'], style: { color: p.string } },
      { types: ['function', 'class-name', 'maybe-class-name'], style: { color: p.fn } },
      { types: ['number', 'boolean', 'constant', 'symbol', 'variable'], style: { color: p.constant } },
      { types: ['property', 'attr-name', 'selector', 'directive'], style: { color: p.property } },
      { types: ['tag', 'namespace'], style: { color: p.tag } },
      { types: ['deleted'], style: { color: p.deleted } },
      { types: ['inserted'], style: { color: p.inserted } },
    ],
  };
}

export const lightPalette: Palette = {
  background: '#f6f8fa',
  plain: '#1f2328',
  comment: '#57606a',
  keyword: '#a0111f',
  string: '#0a3069',
  fn: '#6639ba',
  constant: '#0550ae',
  property: '#953800',
  tag: '#116329',
  deleted: '#82071e',
  inserted: '#116329',
};

export const darkPalette: Palette = {
  background: '#161b22',
  plain: '#e6edf3',
  comment: '#8b949e',
  keyword: '#ff7b72',
  string: '#a5d6ff',
  fn: '#d2a8ff',
  constant: '#79c0ff',
  property: '#ffa657',
  tag: '#7ee787',
  deleted: '#ffa198',
  inserted: '#7ee787',
};

/** The palettes as Prism themes, to check their contrast (tests/unit/prism-contrast.test.ts). */
export const codeThemes = {
  light: themeFrom(lightPalette),
  dark: themeFrom(darkPalette),
} as const;

const paletteKeys = Object.keys(lightPalette) as (keyof Palette)[];
const variable = (key: keyof Palette) => `--baeta-code-${key}`;

/**
 * The theme code blocks are rendered with, in both colour modes: its colours are CSS custom properties,
 * set per mode by codeThemeCss. Prerendered code is then right in either mode before any script runs,
 * and the browser never has to highlight it again (src/theme/CodeBlock/Content).
 */
export const codeTheme: PrismTheme = themeFrom(
  Object.fromEntries(paletteKeys.map((key) => [key, `var(${variable(key)})`])) as unknown as Palette,
);

/** The stylesheet that gives codeTheme's custom properties their colours in each mode. */
export function codeThemeCss(): string {
  const declarations = (palette: Palette) => paletteKeys.map((key) => `${variable(key)}:${palette[key]};`).join('');
  return `[data-theme='light']{${declarations(lightPalette)}}\n[data-theme='dark']{${declarations(darkPalette)}}\n`;
}
