import { authApi } from '@hrbd/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN, DIALECTS, withTestServer } from '../test/harness.js';

const TOKEN = 'scrape-token-for-tests-0123456789';

describe.each(DIALECTS)('overload on %s', (dialect) => {
  // Any server's heap is past 1 MB: from the first sample (once a second) on, it counts as overloaded.
  const server = withTestServer(dialect, { env: { OVERLOAD_MAX_HEAP_MB: '1', METRICS_TOKEN: TOKEN } });

  it('answers 503 in the envelope with Retry-After instead of queueing, but keeps the probes and metrics', async () => {
    let res = await server.call(authApi.login, { body: ADMIN });
    for (let waited = 0; res.status !== 503 && waited < 5000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      res = await server.call(authApi.login, { body: ADMIN });
    }
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ code: 503, msg: '服务繁忙，请稍后再试', data: null, success: false });
    expect(res.raw.headers['retry-after']).toBe('5');

    // The process is alive (no restart), but a load balancer should send requests elsewhere.
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    const metrics = await server.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(/http_requests_total\{method="POST",route="\/pclogin\/userauth\/login",status="503"\} [1-9]/);
  });
});

describe.each(DIALECTS)('no overload bound reached on %s', (dialect) => {
  const server = withTestServer(dialect, { env: { OVERLOAD_MAX_HEAP_MB: '65536' } });

  it('serves as usual', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1200)); // past the first sample
    const res = await server.call(authApi.login, { body: ADMIN });
    expect(res.status).toBe(200);
  });
});
