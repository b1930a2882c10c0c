/**
 * Writes each doc page's and post's social card (render.ts) into build/img/cards/ in a production build, and
 * the site's own card, which every other page names (themeConfig.image), at the path the option gives.
 * Which page has a card, and where, is named in its front matter by paths.ts (through plugins/docs-lean and
 * the blog's processBlogPosts), so the theme's own og:image and twitter:image point at it. Cards are cached
 * by content in node_modules/.cache/social-cards: a warm build renders only cards whose text changed. They are
 * rendered in a worker thread while the site is bundled, and copied into the build after it.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { BLOG_SECTION, DOCS_SECTION, sectionsByDocId } from '../search-index/pages';
import { runInWorker, type SharedQueue, sharedQueue, takeEach, threadCpuSeconds } from '../workers';
import { isCardImage } from './paths';
import { cardRenderer, TEMPLATE_VERSION, type Card } from './render';

export interface PageCard extends Card {
  /** Site path of the PNG, as in the page's front matter. */
  readonly image: string;
}

type ContentPlugin = { readonly name: string; readonly content: unknown };

export interface SocialCardsOptions {
  /** The card of the pages without one of their own; `image` is themeConfig.image, relative to the site. */
  readonly siteCard: Card & { readonly image: string };
}

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
  /** CPU seconds the worker used, where the system says (threadCpuSeconds). */
  readonly cpuSeconds?: number;
}

const cachedFile = (card: Card, cacheDir: string, host: string) => join(cacheDir, `${cardKey(card, host)}.png`);

/** Renders into `cacheDir` each card whose key is not there yet. */
export async function renderMissingCards(
  cards: Iterable<Card>,
  { cacheDir, host, render }: { cacheDir: string; host: string; render: (card: Card) => Promise<Uint8Array> },
): Promise<WriteCardsResult> {
  let rendered = 0;
  let reused = 0;
  await mkdir(cacheDir, { recursive: true });
  // One at a time: rendering is CPU-bound, and the rest of the build shares the machine.
  for (const card of cards) {
    const cached = cachedFile(card, cacheDir, host);
    if (existsSync(cached)) {
      reused += 1;
      continue;
    }
    await writeFile(cached, await render(card));
    rendered += 1;
  }
  return { rendered, reused };
}

/** Copies each card from the cache into `outDir`, at the path its page names. */
export async function copyCards(cards: readonly PageCard[], { outDir, cacheDir, host }: { outDir: string; cacheDir: string; host: string }) {
  await Promise.all(
    cards.map(async (card) => {
      const target = join(outDir, card.image);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(cachedFile(card, cacheDir, host), target);
    }),
  );
}

export interface CardWorkerData {
  /** The cards to draw; every worker drawing them takes from this one queue. */
  readonly queue: SharedQueue<Card>;
  readonly cacheDir: string;
  readonly host: string;
  readonly logo: string;
}

/** The worker thread's job (../workers.ts): render the missing cards, report the counts. */
export async function renderCardsInWorker() {
  const { queue, cacheDir, host, logo } = (workerData as { data: CardWorkerData }).data;
  const render = await cardRenderer(logo, host);
  const result = await renderMissingCards(takeEach(queue), { cacheDir, host, render });
  parentPort?.postMessage({ ...result, cpuSeconds: threadCpuSeconds() } satisfies WriteCardsResult);
}

type AllContent = Parameters<NonNullable<Plugin['allContentLoaded']>>[0]['allContent'];

/** The content plugins' content as cardsOf takes it. */
const contentPlugins = (allContent: AllContent): ContentPlugin[] =>
  Object.entries(allContent).flatMap(([name, byId]) => Object.values(byId ?? {}).map((content) => ({ name, content })));

export default function socialCards(context: LoadContext, options: SocialCardsOptions): Plugin {
  const { siteCard } = options;
  if (!siteCard?.image || context.siteConfig.themeConfig.image !== siteCard.image) {
    throw new Error(
      `plugins/social-cards: the "siteCard.image" option (${siteCard?.image ?? 'missing'}) must be themeConfig.image ` +
        `(${String(context.siteConfig.themeConfig.image)}), the card the theme names on pages without their own; pass the same path to both.`,
    );
  }
  const host = new URL(context.siteConfig.url).host;
  const cacheDir = join(context.siteDir, 'node_modules/.cache/social-cards');
  let cards: PageCard[] = [];
  let rendering: { started: number; data: CardWorkerData; result: Promise<WriteCardsResult> } | undefined;
  const startWorker = (data: CardWorkerData) => {
    // Low priority: the cards are needed only after the bundling and server rendering the main thread does.
    const result = runInWorker<WriteCardsResult>(__filename, 'renderCardsInWorker', data, 'plugins/social-cards: rendering the cards');
    // Awaited in postBuild; a build that fails first must not also report this as unhandled.
    result.catch(() => undefined);
    return result;
  };
  return {
    name: 'social-cards',
    // A production build knows every card once the content is loaded: render them in a worker thread from
    // then on, beside the bundling, and only copy them into the build after it.
    async allContentLoaded({ allContent }) {
      if (process.env.NODE_ENV !== 'production') return;
      cards = [...cardsOf(contentPlugins(allContent)), { ...siteCard, image: `/${siteCard.image}` }];
      const logo = await readFile(join(context.siteDir, 'static/img/logo.svg'), 'utf8');
      const queue = sharedQueue(cards.map(({ section, title, description }): Card => ({ section, title, description })));
      const data: CardWorkerData = { queue, cacheDir, host, logo };
      rendering = { started: performance.now(), data, result: startWorker(data) };
    },
    async postBuild({ outDir }) {
      if (!rendering) throw new Error('plugins/social-cards: the cards were not started; allContentLoaded runs only in a production build.');
      // The build now only waits for postBuild's work: a second worker takes cards from the same queue, so the
      // last cards are drawn on both cores instead of one (cards were often the last thing a cold build ran).
      const { queue } = rendering.data;
      const helped = Atomics.load(queue.next, 0) < queue.items.length ? [startWorker(rendering.data)] : [];
      const results = await Promise.all([rendering.result, ...helped]);
      const rendered = results.reduce((sum, result) => sum + result.rendered, 0);
      const reused = results.reduce((sum, result) => sum + result.reused, 0);
      const cpuSeconds = results.every((result) => result.cpuSeconds !== undefined)
        ? results.reduce((sum, result) => sum + (result.cpuSeconds ?? 0), 0)
        : undefined;
      await copyCards(cards, { outDir, cacheDir, host });
      const seconds = ((performance.now() - rendering.started) / 1000).toFixed(1);
      const cpu = cpuSeconds === undefined ? '' : `, ${cpuSeconds.toFixed(1)} s of CPU`;
      const where = helped.length > 0 ? 'in a worker beside the bundling, and a second one after it' : 'in a worker beside the bundling';
      console.log(`[social-cards] ${cards.length} cards (${rendered} rendered, ${reused} from the cache) in ${seconds} s${cpu}, ${where}.`);
    },
  };
}
