import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { parseRange } from './files-route.js';
import { LocalObjectStore } from './local-store.js';
import { InvalidObjectKeyError, newObjectKey, type ObjectStore } from './object-store.js';
import { S3ObjectStore } from './s3-store.js';
import { FileUrlSigner, loadUrlSecret } from './signed-url.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hrbd-store-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

interface StoreUnderTest {
  store: ObjectStore;
  /** What a store keeps besides its objects (temporary files, unfinished multipart parts). */
  leftovers(): Promise<string[]>;
  close(): Promise<void>;
}

/** The same tests run on the local directory (the default) and on an S3-protocol server started here. */
const STORES: [string, () => Promise<StoreUnderTest>][] = [
  [
    'local directory',
    async () => {
      const dir = path.join(root, 'files');
      return { store: new LocalObjectStore(dir), leftovers: async () => fs.readdirSync(path.join(dir, '.tmp')), close: async () => undefined };
    },
  ],
  [
    'S3 (s3rver)',
    async () => {
      const s3: TestS3 = await startTestS3();
      const store = new S3ObjectStore(s3.settings);
      const uploads = path.join(s3.root, s3.bucket, '._S3rver_uploads');
      return { store, leftovers: async () => (fs.existsSync(uploads) ? fs.readdirSync(uploads) : []), close: () => s3.close() };
    },
  ],
];

describe.each(STORES)('object store: %s', (_name, open) => {
  let subject: StoreUnderTest;
  beforeAll(async () => {
    subject = await open();
  });
  afterAll(() => subject.close());

  it('puts, stats, reads (whole and ranged) and deletes an object under a server-made key', async () => {
    const { store } = subject;
    const key = newObjectKey('image', 'png');
    expect(key).toMatch(/^image\/\d{6}\/[0-9a-f]{32}\.png$/);
    expect(await store.put(key, Readable.from([Buffer.from('0123456789')]))).toEqual({ size: 10 });
    expect((await store.stat(key))?.size).toBe(10);
    expect(await text(await store.get(key))).toBe('0123456789');
    expect(await text(await store.get(key, { start: 2, end: 4 }))).toBe('234');
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    expect(await store.stat(key)).toBeNull();
    await store.delete(key);
  });

  it('stores a file larger than one multipart part byte for byte, and reads a range across a part boundary', async () => {
    const { store } = subject;
    const key = newObjectKey('video', 'mp4');
    // 12 MiB + 7 bytes in 64 KiB chunks: three S3 parts, the last one short.
    const size = 12 * 1024 * 1024 + 7;
    const content = randomBytes(size);
    const chunks = Array.from({ length: Math.ceil(size / 65536) }, (_, i) => content.subarray(i * 65536, (i + 1) * 65536));
    expect(await store.put(key, Readable.from(chunks))).toEqual({ size });
    expect((await store.stat(key))?.size).toBe(size);
    const whole = Buffer.concat(await (await store.get(key)).toArray());
    expect(whole.equals(content)).toBe(true);
    const boundary = 5 * 1024 * 1024;
    const across = Buffer.concat(await (await store.get(key, { start: boundary - 3, end: boundary + 4 })).toArray());
    expect(across.equals(content.subarray(boundary - 3, boundary + 5))).toBe(true);
    expect(await subject.leftovers()).toEqual([]);
    await store.delete(key);
  });

  it('refuses every key that is not of its own shape, so no path leaves the directory', async () => {
    const { store } = subject;
    const outside = path.join(root, 'outside.txt');
    fs.writeFileSync(outside, 'secret');
    const keys = [
      '../outside.txt',
      '../../etc/passwd',
      'image/../../outside.txt',
      'image/202501/..%2f..%2foutside.txt',
      '/etc/passwd',
      'image\\..\\..\\outside.txt',
      `image/202501/${'a'.repeat(32)}.png/../../../outside.txt`,
      '.tmp/x.png',
      '',
    ];
    for (const key of keys) {
      await expect(store.get(key), key).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(store.put(key, Readable.from([Buffer.from('x')])), key).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(store.delete(key), key).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(store.stat(key), key).rejects.toBeInstanceOf(InvalidObjectKeyError);
    }
    expect(fs.readFileSync(outside, 'utf8')).toBe('secret');
  });

  it('leaves nothing behind when a write fails half-way, small or past the first part', async () => {
    const { store } = subject;
    for (const before of [1024, 6 * 1024 * 1024]) {
      const key = newObjectKey('video', 'mp4');
      async function* failing() {
        for (let sent = 0; sent < before; sent += 1024 * 1024) yield Buffer.alloc(Math.min(1024 * 1024, before - sent));
        throw new Error('client went away');
      }
      await expect(store.put(key, failing())).rejects.toThrow('client went away');
      expect(await store.exists(key)).toBe(false);
      expect(await subject.leftovers()).toEqual([]);
    }
  });
});

describe('range header', () => {
  it('parses single ranges and flags unsatisfiable ones', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-2', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
  });
});

describe('signed file URLs', () => {
  const signer = new FileUrlSigner(loadUrlSecret(root, undefined));
  const key = newObjectKey('image', 'png');

  it('keeps one secret under DATA_DIR across restarts, or takes FILE_URL_SECRET', () => {
    expect(loadUrlSecret(root, undefined).equals(loadUrlSecret(root, undefined))).toBe(true);
    expect(loadUrlSecret(root, 'x'.repeat(32)).toString()).toBe('x'.repeat(32));
  });

  it('verifies its own signature until expiry, and nothing altered', () => {
    const signed = signer.sign(key);
    const params = new URL(signed.url, 'http://x').searchParams;
    const expires = params.get('expires') ?? '';
    const sig = params.get('sig') ?? '';
    expect(signer.verify(key, expires, sig)).toBe('ok');
    expect(signer.verify(key, String(Number(expires) + 1), sig)).toBe('invalid');
    expect(signer.verify(newObjectKey('image', 'png'), expires, sig)).toBe('invalid');
    // One character changed (the last one is 'A' once in 64 signatures).
    expect(signer.verify(key, expires, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`)).not.toBe('ok');
    expect(signer.verify(key, expires, sig, (Number(expires) + 1) * 1000)).toBe('expired');
    expect(signer.verify(key, undefined, sig)).toBe('invalid');
  });
});
