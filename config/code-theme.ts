import type { ThemeRegistration } from 'shiki';

/**
 * The site's code colours, one palette per colour mode. Code is highlighted once, at build time
 * (plugins/code-blocks), into classes named after the roles below; this file's stylesheet gives each role its
 * colour through a custom property set per mode, so switching modes re-colours code without rendering it again.
 * Every role keeps at least 4.5:1 contrast with the background (WCAG AA): tests/unit/code-contrast.test.ts.
 */
export interface Palette {
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

/** The roles a token can have; `plain` and `background` are the block's own colours. */
export type TokenRole = Exclude<keyof Palette, 'background' | 'plain'>;

export const TOKEN_ROLES: readonly TokenRole[] = [
  'comment',
  'keyword',
  'string',
  'fn',
  'constant',
  'property',
  'tag',
  'deleted',
  'inserted',
];

const variable = (key: keyof Palette) => `--baeta-code-${key}`;

/** The class a token of a role gets in highlighted markup. */
/** Every token class starts so (plugins/code-blocks tells a colour-only span by it). */
export const TOKEN_CLASS_PREFIX = 'tk-';
export const tokenClass = (role: TokenRole) => `${TOKEN_CLASS_PREFIX}${role}`;

/**
 * TextMate scopes of each role, for the grammars the site loads (TypeScript, GraphQL, JSON, YAML, shell…).
 * Operators and punctuation stay plain, as do variables and parameters.
 */
const SCOPES: Record<TokenRole, string[]> = {
  comment: ['comment', 'punctuation.definition.comment', 'string.quoted.docstring'],
  keyword: [
    'keyword',
    'storage',
    'storage.type',
    'storage.modifier',
    'keyword.operator.new',
    'keyword.operator.expression',
    'keyword.control',
    'variable.language.this',
    'support.type.primitive',
    'entity.name.function.shell',
    'support.function.builtin.shell',
  ],
  string: ['string', 'punctuation.definition.string', 'string.template', 'string.regexp', 'markup.inline.raw'],
  fn: [
    'entity.name.function',
    'support.function',
    'meta.function-call entity.name.function',
    'entity.name.type',
    'entity.name.class',
    'entity.other.inherited-class',
    'support.class',
    'support.type',
  ],
  constant: [
    'constant',
    'constant.numeric',
    'constant.language',
    'constant.character',
    'variable.other.constant',
    'variable.other.enummember',
    'support.constant',
  ],
  property: [
    'variable.other.property',
    'variable.other.object.property',
    'meta.object-literal.key',
    'support.type.property-name',
    'entity.other.attribute-name',
    'variable.graphql',
    'entity.name.tag.yaml',
    'support.type.property-name.toml',
    'keyword.other.definition.ini',
  ],
  tag: ['entity.name.tag', 'entity.name.namespace', 'meta.diff.header', 'entity.name.section'],
  deleted: ['markup.deleted', 'punctuation.definition.deleted'],
  inserted: ['markup.inserted', 'punctuation.definition.inserted'],
};

/** Roles whose tokens are set in italics as well as in their colour. */
const ITALIC: ReadonlySet<TokenRole> = new Set(['comment']);

/**
 * The one Shiki theme code is highlighted with: each role's colour is the role's custom property, which
 * plugins/code-blocks then turns into the role's class (tokenClass).
 */
export const shikiTheme: ThemeRegistration = {
  name: 'baeta',
  type: 'dark',
  colors: { 'editor.foreground': `var(${variable('plain')})`, 'editor.background': `var(${variable('background')})` },
  fg: `var(${variable('plain')})`,
  bg: `var(${variable('background')})`,
  settings: [
    { settings: { foreground: `var(${variable('plain')})`, background: `var(${variable('background')})` } },
    { scope: ['keyword.operator', 'punctuation', 'meta.brace', 'variable', 'variable.parameter'], settings: { foreground: `var(${variable('plain')})` } },
    ...TOKEN_ROLES.map((role) => ({
      scope: SCOPES[role],
      settings: { foreground: `var(${variable(role)})`, ...(ITALIC.has(role) ? { fontStyle: 'italic' } : {}) },
    })),
  ],
};

/** The role whose custom property a Shiki colour names, if any. */
export function roleOfColour(colour: string): TokenRole | undefined {
  const match = /^var\(--baeta-code-([a-z]+)\)$/.exec(colour.trim());
  const role = match?.[1] as TokenRole | undefined;
  return role && TOKEN_ROLES.includes(role) ? role : undefined;
}

/** The stylesheet: each mode's palette as custom properties, and each role's class. */
export function codeThemeCss(): string {
  const keys = Object.keys(lightPalette) as (keyof Palette)[];
  const declarations = (palette: Palette) => keys.map((key) => `${variable(key)}:${palette[key]};`).join('');
  const roles = TOKEN_ROLES.map(
    (role) => `.${tokenClass(role)}{color:var(${variable(role)})${ITALIC.has(role) ? ';font-style:italic' : ''}}`,
  ).join('\n');
  return `[data-theme='light']{${declarations(lightPalette)}}\n[data-theme='dark']{${declarations(darkPalette)}}\n${roles}\n`;
}

/** The theme's magic comments, given to the theme and to the build-time highlighter alike. */
export const magicComments = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
];

/**
 * What themeConfig.prism still sets: the code block container's colours (the theme writes them as
 * `--prism-color` and `--prism-background-color`) and the magic comments. No Prism runs.
 */
export const prismThemeConfig = {
  theme: { plain: { color: `var(${variable('plain')})`, backgroundColor: `var(${variable('background')})` }, styles: [] },
  darkTheme: { plain: { color: `var(${variable('plain')})`, backgroundColor: `var(${variable('background')})` }, styles: [] },
  magicComments,
};
