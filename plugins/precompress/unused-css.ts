import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import postcss, { type AtRule, type Rule } from 'postcss';
import { filesUnder } from '../build-files';

// Docusaurus ships all of Infima (grid, spacing and colour utilities, pills, badges, avatars…) in the one
// stylesheet every page blocks on, though the site uses a fraction of it. After the build, a selector stays
// only if every class and id it requires is spelled out in some built page, script or popup table: a class the
// theme adds at run time is a string in its script. Written here rather than with PurgeCSS, which drops
// selectors such as Infima's `:where(.button--primary):not(.button--outline):hover` even when safelisted.

/** The stylesheet every page loads; the search modal's own (plugins/browser-bundle) is small and left whole. */
export const SITE_STYLESHEET = /^styles\.[\da-f]+\.css$/;

// What a selector names inside :not(), :is(), :where() or :has() need not exist for it to match something,
// so only the classes and ids outside them are required.
const FUNCTIONAL_PSEUDO = /:(?:not|is|where|has)\((?:[^()]|\([^()]*\))*\)/g;
const REQUIRED = /[.#](-?[_a-zA-Z][\w-]*)/g;
const WORD = /[\w-]+/g;

/** Whether a selector can match in a site whose files spell out `words`. */
export function selectorIsUsed(selector: string, words: ReadonlySet<string>): boolean {
  return [...selector.replace(FUNCTIONAL_PSEUDO, '').matchAll(REQUIRED)].every(([, name]) => words.has(name as string));
}

async function wordsOf(files: string[]): Promise<Set<string>> {
  const words = new Set<string>();
  for (const file of files) for (const [word] of (await readFile(file, 'utf8')).matchAll(WORD)) words.add(word);
  return words;
}

/** Removes from `css` the selectors no file uses; returns the new CSS and how many selectors went. */
export function withoutUnusedSelectors(css: string, words: ReadonlySet<string>): { css: string; dropped: number } {
  const root = postcss.parse(css);
  let dropped = 0;
  root.walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => selectorIsUsed(selector, words));
    dropped += rule.selectors.length - kept.length;
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // @media, @supports or @layer blocks left empty.
  root.walkAtRules((atRule: AtRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return { css: root.toString(), dropped };
}

export interface UnusedCssReport {
  /** Characters before and after, and how many selectors went. */
  before: number;
  after: number;
  dropped: number;
}

/** Rewrites the site's stylesheet under `<outDir>/assets/css` without the selectors no built file uses. */
export async function dropUnusedCss(outDir: string): Promise<UnusedCssReport> {
  const cssDir = join(outDir, 'assets', 'css');
  const stylesheets = (await readdir(cssDir)).filter((name) => SITE_STYLESHEET.test(name)).map((name) => join(cssDir, name));
  const words = await wordsOf([...(await filesUnder(outDir, /\.html$/)), ...(await filesUnder(join(outDir, 'assets'), /\.(?:js|json)$/))]);
  const report: UnusedCssReport = { before: 0, after: 0, dropped: 0 };
  for (const file of stylesheets) {
    const source = await readFile(file, 'utf8');
    const { css, dropped } = withoutUnusedSelectors(source, words);
    await writeFile(file, css);
    report.before += source.length;
    report.after += css.length;
    report.dropped += dropped;
  }
  return report;
}
