import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { crc32, inflateSync } from 'node:zlib';
import socialCards, { cardKey, cardsOf, copyCards, renderMissingCards, type PageCard } from '../../plugins/social-cards';
import { cardImage, isCardImage, withCardImage } from '../../plugins/social-cards/paths';
import { CARD_HEIGHT, CARD_WIDTH, cardRenderer, type Card } from '../../plugins/social-cards/render';
import { encodePng } from '../../plugins/social-cards/png';
import { setNodeEnv } from './node-env';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Uint8Array): [number, number] {
  const bytes = Buffer.from(png);
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG', 'a PNG signature');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('card paths', () => {
  it('names a card after the source file of a doc or post', () => {
    assert.equal(cardImage('docs/guides/resolvers.mdx'), '/img/cards/docs/guides/resolvers.png');
    assert.deepEqual(withCardImage({ title: 'A' }, 'blog/2024-02-22-auth.mdx'), { title: 'A', image: '/img/cards/blog/2024-02-22-auth.png' });
    assert.deepEqual(withCardImage({}, 'docs\\api\\core\\index.md'), { image: '/img/cards/docs/api/core/index.png' });
  });

  it("keeps a page's own image, and gives none to pages outside docs and blog", () => {
    assert.deepEqual(withCardImage({ image: '/img/own.png' }, 'docs/intro.mdx'), { image: '/img/own.png' });
    assert.deepEqual(withCardImage({}, 'src/pages/markdown-page.md'), {});
    assert.equal(isCardImage('/img/cards/docs/intro.png'), true);
    assert.equal(isCardImage('/img/own.png'), false);
  });
});

describe('cardsOf', () => {
  it('lists the docs and posts that name a card, with their section', () => {
    const docs = {
      name: 'docusaurus-plugin-content-docs',
      content: {
        loadedVersions: [
          {
            sidebars: { main: [{ type: 'category', label: 'Guides', items: [{ type: 'doc', id: 'guides/resolvers' }] }] },
            docs: [
              { id: 'guides/resolvers', title: 'Resolvers', description: 'Typed resolvers.', frontMatter: { image: '/img/cards/docs/guides/resolvers.png' } },
              { id: 'intro', title: 'Introduction', description: 'What it is.', frontMatter: { image: '/img/cards/docs/intro.png' } },
              { id: 'own', title: 'Own', description: 'Own image.', frontMatter: { image: '/img/own.png' } },
            ],
          },
        ],
      },
    };
    const blog = {
      name: 'docusaurus-plugin-content-blog',
      content: { blogPosts: [{ metadata: { title: 'Post', description: 'News.', frontMatter: { image: '/img/cards/blog/post.png' } } }] },
    };
    assert.deepEqual(
      cardsOf([docs, blog, { name: 'other', content: {} }]).map(({ image, section }) => [image, section]),
      [
        ['/img/cards/docs/guides/resolvers.png', 'Guides'],
        ['/img/cards/docs/intro.png', 'Docs'],
        ['/img/cards/blog/post.png', 'Blog'],
      ],
    );
  });
});

describe('renderMissingCards and copyCards', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cards-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const card = (title: string): PageCard => ({ image: `/img/cards/${title}.png`, section: 'Guides', title, description: 'About it.' });

  it('renders each card once, then copies it from the cache until its text changes', async () => {
    const rendered: string[] = [];
    const render = async ({ title }: Card) => {
      rendered.push(title);
      return new TextEncoder().encode(title);
    };
    const options = { outDir: join(dir, 'build'), cacheDir: join(dir, 'cache'), host: 'baeta.io', render };
    const writeCards = async (cards: PageCard[]) => {
      const result = await renderMissingCards(cards, options);
      await copyCards(cards, options);
      return result;
    };
    assert.deepEqual(await writeCards([card('a'), card('b')]), { rendered: 2, reused: 0 });
    assert.deepEqual(await writeCards([card('a'), card('b')]), { rendered: 0, reused: 2 });
    const changed = { ...card('b'), description: 'Changed.' };
    assert.deepEqual(await writeCards([card('a'), changed]), { rendered: 1, reused: 1 });
    assert.deepEqual(rendered, ['a', 'b', 'b']);
    assert.equal(readFileSync(join(dir, 'build/img/cards/b.png'), 'utf8'), 'b');
    assert.notEqual(cardKey(card('b'), 'baeta.io'), cardKey(changed, 'baeta.io'));
    assert.notEqual(cardKey(card('b'), 'baeta.io'), cardKey(card('b'), 'preview.example.org'));
  });
});

const SITE_CARD = { image: 'img/social-card.png', section: 'Docs', title: 'The site', description: 'Its card.' };
const siteContext = (siteDir: string) =>
  ({ siteDir, siteConfig: { url: 'https://baeta.io', themeConfig: { image: SITE_CARD.image } } }) as unknown as Parameters<typeof socialCards>[0];

describe('social cards plugin', () => {
  it('renders the cards in a worker once the content is loaded, and writes them into the build', async () => {
    const site = mkdtempSync(join(tmpdir(), 'cards-site-'));
    after(() => rmSync(site, { recursive: true, force: true }));
    const plugin = socialCards(siteContext(site), { siteCard: SITE_CARD });
    const blogPost = { metadata: { title: 'Hello', description: 'A post.', frontMatter: { image: '/img/cards/blog/hello.png' } } };
    const allContent = { 'docusaurus-plugin-content-blog': { default: { blogPosts: [blogPost] } } };
    const restoreNodeEnv = setNodeEnv('production');
    try {
      cpSync('static/img/logo.svg', join(site, 'static/img/logo.svg'));
      await plugin.allContentLoaded?.({ allContent, actions: {} } as never);
      await plugin.postBuild?.({ outDir: join(site, 'build') } as never);
    } finally {
      restoreNodeEnv();
    }
    assert.deepEqual(pngSize(readFileSync(join(site, 'build/img/cards/blog/hello.png'))), [CARD_WIDTH, CARD_HEIGHT]);
    // The site's own card, which the theme names on every page without one (issue 38: it was never built).
    assert.deepEqual(pngSize(readFileSync(join(site, 'build/img/social-card.png'))), [CARD_WIDTH, CARD_HEIGHT]);
  });

  it('stops with a message when the site card is not themeConfig.image', () => {
    assert.throws(() => socialCards(siteContext(tmpdir()), { siteCard: { ...SITE_CARD, image: 'img/other.png' } }), /"siteCard\.image" option .* must be themeConfig\.image/);
  });

  it('has a second worker draw from the same queue once the build is done, each card once', async () => {
    const site = mkdtempSync(join(tmpdir(), 'cards-site-'));
    after(() => rmSync(site, { recursive: true, force: true }));
    const plugin = socialCards(siteContext(site), { siteCard: SITE_CARD });
    const titles = Array.from({ length: 12 }, (_, index) => `Post ${index}`);
    const blogPosts = titles.map((title, index) => ({ metadata: { title, description: 'A post.', frontMatter: { image: `/img/cards/blog/${index}.png` } } }));
    const allContent = { 'docusaurus-plugin-content-blog': { default: { blogPosts } } };
    const logged: string[] = [];
    const log = console.log;
    const restoreNodeEnv = setNodeEnv('production');
    console.log = (message: string) => logged.push(message);
    try {
      cpSync('static/img/logo.svg', join(site, 'static/img/logo.svg'));
      await plugin.allContentLoaded?.({ allContent, actions: {} } as never);
      // Straight away: the first worker is still starting, so the second one has cards left to take.
      await plugin.postBuild?.({ outDir: join(site, 'build') } as never);
    } finally {
      console.log = log;
      restoreNodeEnv();
    }
    assert.match(logged.join('\n'), /13 cards \(13 rendered, 0 from the cache\).*and a second one after it/);
    for (const index of titles.keys()) assert.deepEqual(pngSize(readFileSync(join(site, `build/img/cards/blog/${index}.png`))), [CARD_WIDTH, CARD_HEIGHT]);
  });

  it('stops postBuild with a message when the cards were never started', async () => {
    const plugin = socialCards(siteContext(tmpdir()), { siteCard: SITE_CARD });
    await assert.rejects(Promise.resolve(plugin.postBuild?.({ outDir: tmpdir() } as never)), /the cards were not started/);
  });
});

describe('cardRenderer', () => {
  it('draws a 1200×630 PNG', async () => {
    const render = await cardRenderer(readFileSync('static/img/logo.svg', 'utf8'), 'baeta.io');
    const png = await render({ section: 'Guides', title: 'Resolvers', description: 'Write typed resolvers.' });
    assert.deepEqual(pngSize(png), [CARD_WIDTH, CARD_HEIGHT]);
  });
});

describe('encodePng', () => {
  /** The chunks of a PNG, each with its CRC checked. */
  function chunks(png: Buffer): Map<string, Buffer> {
    const found = new Map<string, Buffer>();
    for (let at = 8; at < png.length; ) {
      const length = png.readUInt32BE(at);
      const type = png.subarray(at + 4, at + 8).toString('latin1');
      const data = png.subarray(at + 8, at + 8 + length);
      assert.equal(png.readUInt32BE(at + 8 + length), crc32(png.subarray(at + 4, at + 8 + length)), `CRC of ${type}`);
      found.set(type, Buffer.concat([found.get(type) ?? Buffer.alloc(0), data]));
      at += 12 + length;
    }
    return found;
  }

  it('stores opaque pixels as an RGB PNG whose rows inflate back to the same colours', () => {
    const [width, height] = [3, 2];
    const rgba = new Uint8Array([10, 20, 30, 255, 40, 50, 60, 255, 70, 80, 90, 255, 1, 2, 3, 255, 4, 5, 6, 255, 7, 8, 9, 255]);
    const png = encodePng(width, height, rgba);
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const found = chunks(png);
    assert.deepEqual([...found.keys()], ['IHDR', 'IDAT', 'IEND']);
    assert.deepEqual([...(found.get('IHDR') ?? [])], [0, 0, 0, 3, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
    assert.deepEqual([...inflateSync(found.get('IDAT') ?? Buffer.alloc(0))], [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('refuses a transparent pixel, naming the layout to fix', () => {
    assert.throws(() => encodePng(1, 1, new Uint8Array([0, 0, 0, 0])), /transparent pixel at 0,0: the card's layout in plugins\/social-cards\/render\.ts/);
  });
});
