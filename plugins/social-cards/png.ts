import { crc32, deflateSync } from 'node:zlib';

// PNG encoding with Node's own zlib. resvg encodes PNG too, but took longer: ~15 ms a card in its native build and
// ~30 ms in its WebAssembly one, against ~10 ms here (./render.ts). Cards are opaque, so they are stored as
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
  const stride = width * 3 + 1;
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : rgba.slice(); // a Uint32Array view needs a 4-byte offset
  const words = new Uint32Array(aligned.buffer, aligned.byteOffset, width * height);
  const raw = new Uint8Array(stride * height); // each row starts with filter type 0 (none)
  // One pass over the pixels, a 32-bit word each (little-endian: red is the lowest byte, alpha the highest).
  for (let y = 0; y < height; y += 1) {
    let to = y * stride + 1;
    const end = (y + 1) * width;
    for (let index = y * width; index < end; index += 1) {
      const pixel = words[index] as number;
      if (pixel >>> 24 !== 255) {
        throw new Error(
          `A social card has a transparent pixel at ${index % width},${y}: the card's layout in ` +
            'plugins/social-cards/render.ts must paint its whole background.',
        );
      }
      raw[to] = pixel & 0xff;
      raw[to + 1] = (pixel >>> 8) & 0xff;
      raw[to + 2] = (pixel >>> 16) & 0xff;
      to += 3;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits a channel, RGB, deflate, no filter method variants, not interlaced
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 3 })), chunk('IEND', Buffer.alloc(0))]);
}
