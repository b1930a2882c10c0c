// Where each page's card lives. Apart from index.ts because the site's parseFrontMatter names the card in
// each page's front matter (so the theme writes og:image and twitter:image) before any card exists.

/** Folder of the cards in the build, under the base URL. */
export const CARDS_DIR = 'img/cards';

/** Folders of the site whose pages get cards: the docs (generated API pages included) and the posts. */
const CARD_SOURCES = /^(docs|blog)\/.+\.mdx?$/;

/** The card of a page written in `source` (relative to the site), as a front-matter image path. */
export function cardImage(source: string): string {
  return `/${CARDS_DIR}/${source.replace(/\\/g, '/').replace(/\.mdx?$/, '')}.png`;
}

/** Whether a front-matter image is a generated card (an author's own image is left alone). */
export function isCardImage(image: unknown): image is string {
  return typeof image === 'string' && image.startsWith(`/${CARDS_DIR}/`);
}

/** The front matter with the page's card as its `image`, for docs and posts that name no image of their own. */
export function withCardImage(frontMatter: Record<string, unknown>, source: string): Record<string, unknown> {
  const posix = source.replace(/\\/g, '/');
  if (frontMatter.image !== undefined || !CARD_SOURCES.test(posix)) return frontMatter;
  return { ...frontMatter, image: cardImage(posix) };
}
