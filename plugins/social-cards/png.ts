import { crc32, deflateSync } from 'node:zlib';

// PNG encoding with Node's own zlib. resvg's WebAssembly build encodes PNG too, but at ~30 ms a card it took
// over half of each card's time (satori ~10 ms, rasterising ~16 ms); this takes ~15 ms and the files are
// smaller. Cards are opaque, so they are stored as RGB, with no row filter (flat colours compress well as is).

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
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height); // each row starts with filter type 0 (none)
  for (let y = 0; y < height; y += 1) {
    let to = y * stride + 1;
    for (let x = 0, from = y * width * 4; x < width; x += 1, from += 4) {
      if (rgba[from + 3] !== 255) {
        throw new Error(
          `A social card has a transparent pixel at ${x},${y}: the card's layout in plugins/social-cards/render.ts ` +
            'must paint its whole background.',
        );
      }
      raw[to++] = rgba[from] ?? 0;
      raw[to++] = rgba[from + 1] ?? 0;
      raw[to++] = rgba[from + 2] ?? 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits a channel, RGB, deflate, no filter method variants, not interlaced
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
