import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { authApi, userApi, type HttpMethod } from '@hrbd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../test/harness.js';
import { COMPRESS_THRESHOLD_BYTES } from './compression.js';
import { IMMUTABLE, REVALIDATE } from './console-static.js';

const SCRIPT = `export const screens = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `页面${i}`))};\n`;

/** A console build as Vite and its precompression leave it: hashed files under assets/, each with .br and .gz. */
function writeBuild(dir: string): void {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
    fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(text));
  };
  write('index.html', `<!doctype html><title>人力资源大数据</title><script type="module" src="./assets/index-Ab12Cd34.js"></script>${' '.repeat(1200)}`);
  write('assets/index-Ab12Cd34.js', SCRIPT);
  write('zod-jitless.js', `globalThis.__zod_globalConfig = { jitless: true };${' '.repeat(1200)}`);
}

describe.each(DIALECTS)('serving the console and compressing answers on %s', (dialect) => {
  let server: TestServer;
  let webDist: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hrbd-web-'));
    writeBuild(webDist);
    server = await startTestServer(dialect, { WEB_DIST: webDist });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    server.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a script as the build compressed it: brotli when the browser takes it, else gzip, else as it is', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 3);

    const gzip = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('lets the browser keep hashed files for a year and makes it check index.html and public files each time', async () => {
    expect((await get('/assets/index-Ab12Cd34.js', 'br')).headers['cache-control']).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/zod-jitless.js']) {
      const res = await get(url, 'gzip, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(REVALIDATE);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers.etag, url).toBeTruthy();
    }
    const page = await get('/', 'br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<title>人力资源大数据</title>');
    // A browser checking its copy of index.html is answered 304 while the build is the same.
    const again = await server.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br', 'if-none-match': String(page.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers a file the build does not have, and a path out of it, with the 404 envelope; a file added since is served', async () => {
    for (const url of ['/assets/index-00000000.js', '/hrr/no-such-call', '/assets/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 404, success: false });
    }
    // Files are looked up on each request, not listed once at start: a redeployed build's new file is served.
    fs.writeFileSync(path.join(webDist, 'assets', 'late-Ef56Gh78.js'), 'export {};\n');
    expect((await get('/assets/late-Ef56Gh78.js')).body).toBe('export {};\n');
  });

  it('compresses API answers above the threshold and leaves small ones as they are', async () => {
    const token = await server.login();
    const ask = (url: string, method: HttpMethod, acceptEncoding?: string) =>
      server.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}`, 'user-source': 'PC_YJ', ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) },
      });
    // The admin's user info carries the whole menu tree: well over the threshold.
    const plain = await ask(userApi.info.path, userApi.info.method);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const big = await ask(userApi.info.path, userApi.info.method, 'gzip, deflate, br');
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString())).toEqual(plain.json());
    expect(big.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body) / 2);

    const gzipOnly = await ask(userApi.info.path, userApi.info.method, 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzipOnly.rawPayload).toString())).toEqual(plain.json());

    const small = await ask(authApi.slideChallenge.path, authApi.slideChallenge.method, 'gzip, deflate, br');
    expect(Buffer.byteLength(small.body)).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 200 });
  });

  it('still refuses a compressed request body', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: authApi.login.path,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'accept-encoding': 'br' },
      payload: zlib.gzipSync(JSON.stringify({ userName: 'admin', password: 'x' })),
    });
    expect(res.statusCode).toBe(415);
  });
});
