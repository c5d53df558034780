import { z } from 'zod';
import { testEndpoint } from '@hrbd/contract';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServer } from '../app.js';
import { loadConfig } from '../config.js';
import { route } from './endpoint.js';
import { stopGracefully } from './shutdown.js';

/** A made-up public endpoint that takes a while, standing in for any slow request. */
const slow = testEndpoint('test', {
  method: 'GET',
  path: '/test/slow',
  summary: '测试：慢请求',
  access: 'public',
  audit: false,
  response: z.object({ done: z.boolean() }),
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, then closes the database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrbd-shutdown-'));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'off', WEB_DIST: dataDir });
    // The close starts once the request is in the handler: a fixed 50 ms wait closed before the request had
    // connected on a loaded machine (ECONNRESET), which tested nothing.
    let arrived: () => void = () => undefined;
    const inHandler = new Promise<void>((resolve) => (arrived = resolve));
    const { app, deps } = await createServer({
      config,
      logger: false,
      routes: [
        route(slow, async () => {
          arrived();
          return new Promise((resolve) => setTimeout(() => resolve({ done: true }), 300));
        }),
      ],
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    const inFlight = fetch(`http://127.0.0.1:${port}/test/slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await inHandler;
    const closing = app.close();

    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(answered.body).toEqual({ code: 200, msg: '操作成功', data: { done: true }, success: true });
    await closing;
    // New connections are refused and the database handle is gone.
    await expect(fetch(`http://127.0.0.1:${port}/test/slow`)).rejects.toThrow();
    await expect(deps.db.selectFrom('sysUser').select('id').execute()).rejects.toThrow();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('on SIGTERM with a delay: not ready at once, serves on until the delay ends, then stops', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrbd-shutdown-'));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'off', WEB_DIST: dataDir });
    const { app } = await createServer({ config, logger: false, routes: [route(slow, async () => ({ done: true }))] });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const get = async (url: string) => {
      const res = await fetch(`http://127.0.0.1:${port}${url}`);
      return { status: res.status, body: await res.json(), connection: res.headers.get('connection') };
    };
    expect((await get('/readyz')).status).toBe(200);

    const stopped = stopGracefully(app, { delayMs: 400, limitMs: 10_000 });
    // New connections are still accepted during the delay: the load balancer sees 503 and moves on.
    const ready = await get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ code: 503, msg: '服务正在停止，请稍后重试', data: null, success: false });
    const served = await get('/test/slow');
    expect(served.status).toBe(200);
    expect(served.connection).toBe('close');

    await stopped;
    await expect(fetch(`http://127.0.0.1:${port}/readyz`)).rejects.toThrow();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
