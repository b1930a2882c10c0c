/**
 * Readers' words for the site's concepts, as search keywords of the pages that are those concepts' homes.
 * A reader from Apollo Server types "dataSources", a tester types "unit test"; the guides say "context",
 * "data loading", "testing". Each synonym rule (config/search-synonyms.ts) names the concept by the words of
 * its home page's title; the build gives that page the readers' words in a `keywords` metadata field, which
 * Pagefind searches and ranks (a metadata match is boosted, src/search/pagefind-runtime.ts) but never shows in
 * an excerpt. The words reach only the pages the rule names, not every page that mentions the concept.
 */

export interface SynonymRule {
  /** What readers type: words and short phrases, tokens such as `N+1` or `@auth` as they write them. */
  readonly readers: readonly string[];
  /**
   * The site's names for the same thing, each the title of a page or words of titles. A page whose title is
   * the name (plurals aside) is its home; without one, every page whose title contains the name is.
   */
  readonly site: readonly string[];
  /**
   * Also the other way round: the homes of `readers` (pages titled with them) get the `site` words. For true
   * equivalents, such as "PubSub" and "subscriptions".
   */
  readonly twoWay?: boolean;
}

/** A page that may be a concept's home: a hand-written page (docs, not the API reference or the blog). */
export interface TitledPage {
  readonly route: string;
  readonly title: string;
}

const SOURCE = 'config/search-synonyms.ts';

/** A title's or name's words, without case and a plural "s", so "Middlewares" names "middleware". */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}+$@.]+/u)
    .map((word) => word.replace(/^\.+|\.+$/g, '').replace(/(?<=[a-z]{3})s$/, ''))
    .filter(Boolean);
}

function contains(words: readonly string[], part: readonly string[]): boolean {
  for (let start = 0; start + part.length <= words.length; start += 1) {
    if (part.every((word, index) => words[start + index] === word)) return true;
  }
  return false;
}

/** The homes of a name: the pages titled exactly so, or else those whose title contains it. */
export function homesOf(name: string, pages: readonly TitledPage[]): TitledPage[] {
  const words = wordsOf(name);
  if (words.length === 0) return [];
  const titles = pages.map((page) => ({ page, words: wordsOf(page.title) }));
  const exact = titles.filter((title) => title.words.join(' ') === words.join(' '));
  return (exact.length > 0 ? exact : titles.filter((title) => contains(title.words, words))).map(({ page }) => page);
}

/**
 * Each route's keywords from the rules. Throws, naming the rule, when a rule is empty or a site name is the
 * title of no page: a synonym that leads nowhere is a mistake in the table, not something to ship silently.
 */
export function keywordsByRoute(rules: readonly SynonymRule[], pages: readonly TitledPage[]): Map<string, string[]> {
  const keywords = new Map<string, Set<string>>();
  const add = (homes: readonly TitledPage[], words: readonly string[]) => {
    for (const { route } of homes) {
      const set = keywords.get(route) ?? new Set<string>();
      for (const word of words) set.add(word.toLowerCase());
      keywords.set(route, set);
    }
  };
  for (const rule of rules) {
    const label = JSON.stringify(rule.readers);
    if (rule.readers.length === 0 || rule.site.length === 0 || [...rule.readers, ...rule.site].some((word) => word.trim() === '')) {
      throw new Error(`${SOURCE}: the rule for ${label} needs at least one reader's word and one site name, none of them empty.`);
    }
    for (const name of rule.site) {
      const homes = homesOf(name, pages);
      if (homes.length === 0) {
        throw new Error(`${SOURCE}: the rule for ${label} names "${name}", which is in no page's title. Use the words of the title of the page that explains it (docs/), or remove the name.`);
      }
      add(homes, rule.readers);
    }
    if (rule.twoWay) {
      const homes = rule.readers.flatMap((name) => homesOf(name, pages));
      if (homes.length === 0) {
        throw new Error(`${SOURCE}: the rule for ${label} is twoWay, but none of its readers' words is in a page's title. Remove twoWay, or name a page.`);
      }
      add(homes, rule.site);
    }
  }
  return new Map([...keywords].map(([route, words]) => [route, [...words]]));
}
