/**
 * Writes each doc page's and post's social card (render.ts) into build/img/cards/ after a production build.
 * Which page has a card, and where, is named in its front matter by paths.ts (through plugins/docs-lean and
 * the blog's processBlogPosts), so the theme's own og:image and twitter:image point at it. Cards are cached
 * by content in node_modules/.cache/social-cards: a warm build renders only cards whose text changed.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { BLOG_SECTION, DOCS_SECTION, sectionsByDocId } from '../search-index/pages';
import { isCardImage } from './paths';
import { cardRenderer, TEMPLATE_VERSION, type Card } from './render';

export interface PageCard extends Card {
  /** Site path of the PNG, as in the page's front matter. */
  readonly image: string;
}

type ContentPlugin = { readonly name: string; readonly content: unknown };

/** Every card the docs and blog content names, with the section each page belongs to. */
export function cardsOf(plugins: readonly ContentPlugin[]): PageCard[] {
  const cards: PageCard[] = [];
  for (const plugin of plugins) {
    if (plugin.name === 'docusaurus-plugin-content-docs') {
      for (const version of (plugin.content as DocsContent).loadedVersions) {
        const sections = sectionsByDocId(version);
        for (const doc of version.docs) {
          const { image } = doc.frontMatter;
          if (isCardImage(image)) cards.push({ image, section: sections.get(doc.id) ?? DOCS_SECTION, title: doc.title, description: doc.description });
        }
      }
    }
    if (plugin.name === 'docusaurus-plugin-content-blog') {
      for (const { metadata } of (plugin.content as BlogContent).blogPosts) {
        const { image } = metadata.frontMatter;
        if (isCardImage(image)) cards.push({ image, section: BLOG_SECTION, title: metadata.title, description: metadata.description });
      }
    }
  }
  return cards;
}

/** The cache key of a card: its text and everything else its pixels depend on. */
export function cardKey(card: Card, host: string): string {
  return createHash('sha256').update(JSON.stringify([TEMPLATE_VERSION, host, card.section, card.title, card.description])).digest('hex').slice(0, 20);
}

export interface WriteCardsResult {
  readonly rendered: number;
  readonly reused: number;
}

/** Writes each card into `outDir`, from the cache when its key is there, rendering (and caching) the rest. */
export async function writeCards(
  cards: readonly PageCard[],
  { outDir, cacheDir, host, render }: { outDir: string; cacheDir: string; host: string; render: (card: Card) => Promise<Uint8Array> },
): Promise<WriteCardsResult> {
  let rendered = 0;
  await mkdir(cacheDir, { recursive: true });
  // One at a time: rendering is CPU-bound, and the other post-build steps share the machine.
  for (const card of cards) {
    const cached = join(cacheDir, `${cardKey(card, host)}.png`);
    const target = join(outDir, card.image);
    await mkdir(dirname(target), { recursive: true });
    try {
      await copyFile(cached, target);
    } catch {
      const png = await render(card);
      await writeFile(cached, png);
      await writeFile(target, png);
      rendered += 1;
    }
  }
  return { rendered, reused: cards.length - rendered };
}

export default function socialCards(context: LoadContext): Plugin {
  return {
    name: 'social-cards',
    async postBuild({ plugins, outDir }) {
      const started = performance.now();
      const host = new URL(context.siteConfig.url).host;
      const cards = cardsOf(plugins);
      const logo = await readFile(join(context.siteDir, 'static/img/logo.svg'), 'utf8');
      let renderer: Promise<(card: Card) => Promise<Uint8Array>> | undefined;
      const render = async (card: Card) => (await (renderer ??= cardRenderer(logo, host)))(card);
      const cacheDir = join(context.siteDir, 'node_modules/.cache/social-cards');
      const { rendered, reused } = await writeCards(cards, { outDir, cacheDir, host, render });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`[social-cards] ${cards.length} cards (${rendered} rendered, ${reused} from the cache) in ${seconds} s.`);
    },
  };
}
