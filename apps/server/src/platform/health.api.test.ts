import fs from 'node:fs';
import path from 'node:path';
import { authApi } from '@hrbd/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN, DIALECTS, withTestServer } from '../test/harness.js';
import { startDraining } from './shutdown.js';

describe.each(DIALECTS)('health and readiness probes on %s', (dialect) => {
  const server = withTestServer(dialect);
  const probe = (url: string) => server.app.inject({ method: 'GET', url });
  const operationLogRows = async () =>
    (await server.deps.db.selectFrom('sysOperationLog').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

  it('answers without a session, in the envelope, and writes no operation log', async () => {
    const before = await operationLogRows();
    const live = await probe('/healthz');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ code: 200, msg: '运行中', data: null, success: true });
    const ready = await probe('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ code: 200, msg: '就绪', data: null, success: true });
    expect(await operationLogRows()).toBe(before);
  });

  it('is not ready, naming the file store, while the store cannot be read', async () => {
    // A plain file where the store's directory should be: every look-up in it fails (not "missing").
    const files = path.join(server.deps.config.dataDir, 'files');
    const aside = `${files}.aside`;
    fs.renameSync(files, aside);
    fs.writeFileSync(files, 'not a directory');
    try {
      const ready = await probe('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ code: 503, msg: '服务未就绪：文件存储无法访问', data: null, success: false });
      expect((await probe('/healthz')).statusCode).toBe(200);
    } finally {
      fs.rmSync(files);
      fs.renameSync(aside, files);
    }
    expect((await probe('/readyz')).statusCode).toBe(200);
  });

  it('answers 503 from /readyz while draining, and still serves everything else', async () => {
    startDraining(server.app);
    const ready = await probe('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ code: 503, msg: '服务正在停止，请稍后重试', data: null, success: false });
    expect((await probe('/healthz')).statusCode).toBe(200);
    // Requests still get answers, each closing its connection so the client reconnects elsewhere.
    const login = await server.call(authApi.login, { body: ADMIN });
    expect(login.status).toBe(200);
    expect(login.raw.headers.connection).toBe('close');
  });
});

describe.each(DIALECTS)('readiness with Redis configured but unreachable on %s', (dialect) => {
  // Nothing listens on port 1: every command fails once the client gives up reconnecting for it.
  const server = withTestServer(dialect, { env: { REDIS_URL: 'redis://127.0.0.1:1' } });

  it('is not ready, naming Redis, while the process stays alive', async () => {
    const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ code: 503, msg: '服务未就绪：Redis无法访问', data: null, success: false });
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
