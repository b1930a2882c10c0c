import { crc32, deflateSync } from 'node:zlib';

// PNG encoding with Node's own zlib. resvg encodes PNG too, but took longer: ~15 ms a card in its native build and
// ~30 ms in its WebAssembly one, against ~5 ms here (./render.ts). Cards are opaque, so they are stored as
// RGB, with no row filter (flat colours compress well as is), at deflate level 3: zlib's default level 6 took
// ~19 ms a card for 25 KB, level 3 takes ~4 ms for 36 KB, and a card is fetched once per share, not per page view.

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG of `width` × `height` RGBA pixels, which must all be opaque. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  if (rgba.length !== width * height * 4) throw new Error(`encodePng: ${rgba.length} bytes is not ${width}×${height} RGBA pixels.`);
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : rgba.slice(); // a Uint32Array view needs a 4-byte offset
  const pixels = new Uint32Array(aligned.buffer, aligned.byteOffset, width * height);
  // Four pixels (little-endian words: red is the lowest byte, alpha the highest) become three words of RGB:
  // a quarter of the stores of copying byte by byte, which had taken longer than the compression.
  const rgb = new Uint32Array((pixels.length * 3 + 3) >>> 2);
  let alphas = 0xffffffff;
  let from = 0;
  let to = 0;
  for (; from + 4 <= pixels.length; from += 4, to += 3) {
    const p0 = pixels[from] as number;
    const p1 = pixels[from + 1] as number;
    const p2 = pixels[from + 2] as number;
    const p3 = pixels[from + 3] as number;
    alphas &= p0 & p1 & p2 & p3;
    rgb[to] = (p0 & 0xffffff) | (p1 << 24);
    rgb[to + 1] = ((p1 >>> 8) & 0xffff) | (p2 << 16);
    rgb[to + 2] = ((p2 >>> 16) & 0xff) | (p3 << 8);
  }
  const bytes = new Uint8Array(rgb.buffer, 0, pixels.length * 3);
  for (let byte = from * 3; from < pixels.length; from += 1, byte += 3) {
    const pixel = pixels[from] as number;
    alphas &= pixel;
    bytes[byte] = pixel & 0xff;
    bytes[byte + 1] = (pixel >>> 8) & 0xff;
    bytes[byte + 2] = (pixel >>> 16) & 0xff;
  }
  if (alphas >>> 24 !== 255) {
    const index = pixels.findIndex((pixel) => pixel >>> 24 !== 255);
    throw new Error(
      `A social card has a transparent pixel at ${index % width},${Math.floor(index / width)}: the card's layout in ` +
        'plugins/social-cards/render.ts must paint its whole background.',
    );
  }
  // Each row starts with filter type 0 (none).
  const rowBytes = width * 3;
  const raw = new Uint8Array((rowBytes + 1) * height);
  for (let y = 0; y < height; y += 1) raw.set(bytes.subarray(y * rowBytes, (y + 1) * rowBytes), y * (rowBytes + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits a channel, RGB, deflate, no filter method variants, not interlaced
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 3 })), chunk('IEND', Buffer.alloc(0))]);
}
