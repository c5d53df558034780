import { deflateSync } from 'node:zlib';

/**
 * A banner picture for the demo, drawn rather than shipped: 750×300 (the
 * apps' banner ratio), a diagonal gradient between two colours with a few
 * soft discs, encoded as an RGB PNG. The same inputs draw the same bytes.
 */

export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 300;

type Rgb = readonly [number, number, number];

export interface BannerArt {
  from: Rgb;
  to: Rgb;
  /** Discs as [cx, cy, radius] in pixels, lightened over the gradient. */
  discs: ReadonlyArray<readonly [number, number, number]>;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function bannerPng(art: BannerArt): Buffer {
  // How much each pixel is lightened: only the discs' own squares are visited.
  const light = new Float32Array(BANNER_WIDTH * BANNER_HEIGHT);
  for (const [cx, cy, r] of art.discs) {
    for (let y = Math.max(0, Math.floor(cy - r)); y < Math.min(BANNER_HEIGHT, Math.ceil(cy + r)); y++) {
      for (let x = Math.max(0, Math.floor(cx - r)); x < Math.min(BANNER_WIDTH, Math.ceil(cx + r)); x++) {
        const d = Math.sqrt((x - cx) ** 2 + (y - cy) ** 2);
        if (d < r) light[y * BANNER_WIDTH + x] = Math.max(light[y * BANNER_WIDTH + x], 0.22 * (1 - d / r) + 0.08);
      }
    }
  }
  const row = 1 + BANNER_WIDTH * 3;
  const raw = Buffer.alloc(row * BANNER_HEIGHT); // each row starts with filter 0 (none)
  for (let y = 0; y < BANNER_HEIGHT; y++) {
    for (let x = 0; x < BANNER_WIDTH; x++) {
      const t = (x / BANNER_WIDTH) * 0.7 + (y / BANNER_HEIGHT) * 0.3;
      const l = light[y * BANNER_WIDTH + x];
      for (let i = 0; i < 3; i++) {
        const base = art.from[i] + (art.to[i] - art.from[i]) * t;
        raw[y * row + 1 + x * 3 + i] = Math.round(base + (255 - base) * l);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(BANNER_WIDTH, 0);
  header.writeUInt32BE(BANNER_HEIGHT, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 3 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
