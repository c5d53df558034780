import { authApi, jobApi } from '@hrbd/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN, DIALECTS, withTestServer } from '../test/harness.js';

const TOKEN = 'scrape-token-for-tests-0123456789';

/** The value of one series in Prometheus text, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(DIALECTS)('GET /metrics on %s', (dialect) => {
  const server = withTestServer(dialect, { env: { METRICS_TOKEN: TOKEN } });
  const scrape = (authorization?: string) =>
    server.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('refuses a scrape without the token, or with another', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token-at-all', TOKEN, `Basic ${TOKEN}`]) {
      const res = await scrape(authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toMatchObject({ code: 401, data: null, msg: expect.stringContaining('METRICS_TOKEN') });
    }
  });

  it('counts requests by route pattern and status, with database, pool, event-loop and memory series', async () => {
    const token = await server.login();
    await server.call(authApi.login, { body: { ...ADMIN, password: 'Wrong@123456' } });
    // A path parameter and an unknown path: neither raw URL may become a label.
    await server.call(jobApi.queryJobInfoDetail, { params: { jobCode: 'JOB-NOT-THERE-42' }, token });
    await server.app.inject({ method: 'GET', url: '/no/such/page-7731' });

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(sample(text, 'http_requests_total{method="POST",route="/pclogin/userauth/login",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_requests_total{method="POST",route="/pclogin/userauth/login",status="400"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="POST",route="/recruit/job-info/queryJobInfoDetail/:jobCode",status="404"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(text).not.toContain('JOB-NOT-THERE-42');
    expect(text).not.toContain('page-7731');
    expect(sample(text, 'http_request_duration_seconds_count{method="POST",route="/pclogin/userauth/login",status="400"}')).toBe(1);

    expect(sample(text, 'db_query_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    if (dialect === 'postgres') {
      expect(sample(text, 'db_pool_max_connections')).toBe(4); // the harness's pool size
      expect(sample(text, 'db_pool_open_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_waiting_queries')).toBe(0);
    } else {
      // One connection, no pool: no pool series rather than made-up ones.
      expect(text).not.toContain('db_pool_');
    }
  });
});

describe.each(DIALECTS)('GET /metrics without METRICS_TOKEN on %s', (dialect) => {
  const server = withTestServer(dialect);

  it('does not exist', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, data: null });
  });
});
