import postcss, { type AtRule, type Rule } from 'postcss';

// Which selectors of a stylesheet some file of the site can use (./index.ts removes the others). A selector stays
// only if every class and id it requires is spelled out in the site's files: a class the theme adds at run time
// is a string in its script. Written here rather than with PurgeCSS, which drops selectors such as Infima's
// `:where(.button--primary):not(.button--outline):hover` even when safelisted.

// What a selector names inside :not(), :is(), :where() or :has() need not exist for it to match something,
// so only the classes and ids outside them are required.
const FUNCTIONAL_PSEUDO = /:(?:not|is|where|has)\((?:[^()]|\([^()]*\))*\)/g;
const REQUIRED = /[.#](-?[_a-zA-Z][\w-]*)/g;
const WORD = /[\w-]+/g;

/** Whether a selector can match in a site whose files spell out `words`. */
export function selectorIsUsed(selector: string, words: ReadonlySet<string>): boolean {
  return [...selector.replace(FUNCTIONAL_PSEUDO, '').matchAll(REQUIRED)].every(([, name]) => words.has(name as string));
}

/** Adds to `words` every word (letters, digits, `_` and `-`) of `text`. */
export function addWords(words: Set<string>, text: string): Set<string> {
  for (const [word] of text.matchAll(WORD)) words.add(word);
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
