/**
 * Draws one social card (1200×630 PNG): the product mark and name, the page's section, title and
 * description, and the site's host. satori lays the card out as SVG with the Inter font from
 * @fontsource (read from node_modules, nothing downloaded); resvg rasterises it and ./png.ts encodes the PNG.
 * resvg's native build (@resvg/resvg-js, a prebuilt package for each platform, all in the lock), not its
 * WebAssembly one: ~12 ms a card against ~45 ms, most of that a fixed cost of the WebAssembly build's pixel
 * buffer (an empty 1200×630 SVG took 18 ms), and 487 cards run beside the bundling in a cold build.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { encodePng } from './png';

export interface Card {
  readonly section: string;
  readonly title: string;
  readonly description: string;
}

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const requireHere = createRequire(__filename);
const fontFile = (weight: 400 | 700) => requireHere.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

/** Everything a card's pixels depend on besides its text: part of each card's cache key. */
export const TEMPLATE_VERSION = 'v2 inter-5.3.0 satori-0.63.2 resvg-2.6.2 png-zlib-rgb-level3 native';

type Node = { type: string; props: { style?: Record<string, unknown>; children?: Node | string | (Node | string)[]; src?: string; width?: number; height?: number } };
const box = (style: Record<string, unknown>, children?: Node['props']['children']): Node => ({ type: 'div', props: { style, children } });

function layout(card: Card, logo: string, host: string): Node {
  return box(
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      padding: '64px 72px',
      boxSizing: 'border-box',
      background: '#0f1117',
      borderLeft: '16px solid #8b5cf6',
      color: '#f5f6ff',
      fontFamily: 'Inter',
    },
    [
      box({ display: 'flex', alignItems: 'center', gap: 20 }, [
        { type: 'img', props: { src: logo, width: 64, height: 64 } },
        box({ fontSize: 40, fontWeight: 700 }, 'Baeta'),
        box({ marginLeft: 'auto', fontSize: 26, color: '#5eead4', textTransform: 'uppercase', letterSpacing: 2 }, card.section),
      ]),
      box({ display: 'flex', flexDirection: 'column', marginTop: 'auto', marginBottom: 'auto', gap: 24, width: '100%' }, [
        box({ fontSize: card.title.length > 40 ? 60 : 72, fontWeight: 700, lineHeight: 1.1, lineClamp: 3 }, card.title),
        box({ fontSize: 30, lineHeight: 1.4, color: '#c9cbe0', lineClamp: 3 }, card.description),
      ]),
      box({ display: 'flex', fontSize: 26, color: '#b69cff' }, host),
    ],
  );
}

/** Renders cards one after another with the fonts loaded once. */
export async function cardRenderer(logoSvg: string, host: string): Promise<(card: Card) => Promise<Uint8Array>> {
  const fonts = [
    { name: 'Inter', data: readFileSync(fontFile(400)), weight: 400 as const, style: 'normal' as const },
    { name: 'Inter', data: readFileSync(fontFile(700)), weight: 700 as const, style: 'normal' as const },
  ];
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  return async (card) => {
    // satori draws the text as paths, so resvg needs no fonts: scanning the system's would cost ~5 ms a card.
    const svg = await satori(layout(card, logo, host) as Parameters<typeof satori>[0], { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
    const image = new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH }, font: { loadSystemFonts: false } }).render();
    return encodePng(image.width, image.height, image.pixels);
  };
}
