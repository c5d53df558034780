import { createHash, randomBytes } from 'node:crypto';
import zlib from 'node:zlib';

/**
 * Small generated files with real signatures (no binary fixtures): each is
 * its format's magic bytes followed by seeded filler, except `png`, which is
 * a complete, valid image.
 */
function filler(length: number, seed: number): Buffer {
  const out = Buffer.alloc(length);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

const withFiller = (head: Buffer | number[], total: number, seed = 7) => {
  const start = Buffer.from(head);
  return Buffer.concat([start, filler(Math.max(0, total - start.length), seed)]);
};

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of `size`×`size` pixels with a colour gradient. */
export function pngImage(size = 16): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  const raw = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x++) raw.set([(x * 255) / size, (y * 255) / size, 128], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** PNG signature and IHDR, then filler up to `bytes` (for size limits). */
export const bigPng = (bytes: number) => withFiller(pngImage(4).subarray(0, 33), bytes, 11);
export const jpegFile = (bytes = 2048) => withFiller([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0')], bytes);
export const gifFile = (bytes = 2048) => withFiller(Buffer.from('GIF89a'), bytes);

const ftyp = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`, 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp41')]);

/** One small file per accepted video format, keyed by the extension the server should give it. */
export function videoFiles(bytes = 8192): Record<string, Buffer> {
  const tsPacket = (i: number) => Buffer.concat([Buffer.from([0x47, 0x40, 0x00, 0x10 + (i % 16)]), filler(184, i + 1)]);
  return {
    mp4: withFiller(ftyp('isom'), bytes),
    mov: withFiller(ftyp('qt  '), bytes),
    '3gp': withFiller(ftyp('3gp5'), bytes),
    f4v: withFiller(ftyp('F4V '), bytes),
    mkv: withFiller([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x88, ...Buffer.from('matroska')], bytes),
    flv: withFiller([...Buffer.from('FLV'), 0x01, 0x05, 0, 0, 0, 9], bytes),
    avi: withFiller(Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 1, 0]), Buffer.from('AVI LIST')]), bytes),
    wmv: withFiller([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c], bytes),
    rmvb: withFiller(Buffer.from('.RMF\0\0\0\x12'), bytes),
    ts: Buffer.concat(Array.from({ length: Math.ceil(bytes / 188) }, (_, i) => tsPacket(i))),
  };
}

/** An MP4-signed file of `bytes` (for chunked and large uploads). */
export const mp4File = (bytes: number, seed = 3) => withFiller(ftyp('mp42'), bytes, seed);

export const md5Of = (data: Buffer) => createHash('md5').update(data).digest('hex');
export const randomName = () => randomBytes(4).toString('hex');

export interface FilePart {
  name: string;
  type?: string;
  data: Buffer;
  /** Form field; multipartFile unless testing another. */
  field?: string;
}

/**
 * A multipart/form-data body as a browser's FormData sends it; `fileFirst`
 * puts the file before the text fields (the server must cope with both orders).
 */
export function multipartBody(fields: Record<string, string | number>, file?: FilePart | FilePart[], fileFirst = false) {
  const boundary = `----hrbdTest${randomBytes(8).toString('hex')}`;
  const fieldParts = Object.entries(fields).map(([key, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
  );
  const files = file === undefined ? [] : Array.isArray(file) ? file : [file];
  const fileParts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'multipartFile'}"; filename="${f.name}"\r\n` +
        `Content-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    f.data,
    Buffer.from('\r\n'),
  ]);
  const parts = fileFirst ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** tus Upload-Metadata: comma-separated `key base64(value)` pairs. */
export function tusMetadata(meta: Record<string, string>): string {
  return Object.entries(meta)
    .map(([key, value]) => `${key} ${Buffer.from(value, 'utf8').toString('base64')}`)
    .join(',');
}
