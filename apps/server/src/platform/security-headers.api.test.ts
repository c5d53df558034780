import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { authApi, userApi } from '@hrbd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../test/harness.js';
import { contentSecurityPolicy, tileSource } from './security-headers.js';

describe('the Content-Security-Policy', () => {
  it('allows the map tile server the console was built with, and nothing wider', () => {
    expect(tileSource('https://webrd0{s}.is.autonavi.com/appmaptile?x={x}&y={y}&z={z}')).toBe('https://*.is.autonavi.com');
    expect(tileSource('https://tiles.example.com/{z}/{x}/{y}.png')).toBe('https://tiles.example.com');
    expect(tileSource('https://{s}.com/{z}/{x}/{y}.png')).toBeUndefined();
    expect(tileSource('javascript:alert(1)')).toBeUndefined();
    expect(tileSource(undefined)).toBeUndefined();
    expect(contentSecurityPolicy()).toContain("img-src 'self' data: blob:;");
    expect(contentSecurityPolicy('https://webrd0{s}.is.autonavi.com/a?x={x}')).toContain("img-src 'self' data: blob: https://*.is.autonavi.com;");
  });
});

describe.each(DIALECTS)('security headers on %s', (dialect) => {
  let webDist: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hrbd-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>人力资源大数据</title><div id="root"></div>');
  });
  afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
  const server = withTestServer(dialect, { env: () => ({ WEB_DIST: webDist }) });

  it('sends them with the console page, API answers, refusals and unknown paths', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    const answers = [
      page,
      (await server.call(userApi.info)).raw, // 401
      (await server.call(authApi.login, { body: { userName: 'admin', password: 'Test@123456' } })).raw,
      await server.app.inject({ method: 'GET', url: '/no/such/path' }),
    ];
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self';");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
    }
  });
});
