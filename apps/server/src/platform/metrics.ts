import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolUse } from '../db/dialect/index.js';
import { unauthorized } from './errors.js';
import { answerUnderPressure } from './overload.js';

export const METRICS_PATH = '/metrics';
const TOKEN_MSG = '访问监控指标需要有效的令牌（Authorization: Bearer <METRICS_TOKEN>）';
/** The route label of a request that matched no route: its URL would let any client add series. */
const UNMATCHED_ROUTE = 'unmatched';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * The server's Prometheus series, in a registry of its own (tests run several
 * servers in one process). Requests are labelled by route pattern, never by
 * URL, so the number of series is bounded by the routes.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly querySeconds = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database query time (failed queries under outcome="error")',
    labelNames: ['outcome'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });

  constructor() {
    // Event-loop lag (nodejs_eventloop_lag_*), RSS (process_resident_memory_bytes), heap (nodejs_heap_size_*), GC, handles.
    collectDefaultMetrics({ register: this.registry });
  }

  /** Passed to the database as its query observer. */
  readonly observeQuery = (durationMs: number, failed: boolean): void => {
    this.querySeconds.observe({ outcome: failed ? 'error' : 'ok' }, durationMs / 1000);
  };

  /** PostgreSQL pool use, read when scraped; SQLite (one connection, no pool) has none. */
  watchPool(read: () => PoolUse | null): void {
    const gauge = (name: string, help: string, pick: (use: PoolUse) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          const use = read();
          if (use) this.set(pick(use));
        },
      });
    if (!read()) return;
    gauge('db_pool_max_connections', 'Connections the pool may open', (u) => u.max);
    gauge('db_pool_open_connections', 'Connections open', (u) => u.total);
    gauge('db_pool_idle_connections', 'Open connections not in use', (u) => u.idle);
    gauge('db_pool_waiting_queries', 'Queries waiting for a connection', (u) => u.waiting);
  }

  /**
   * Times every request (onResponse) and serves the registry at GET /metrics
   * to a bearer of `token`: outside the catalogue, not audited, hidden from
   * /docs, and answered even under pressure.
   */
  install(app: FastifyInstance, token: string): void {
    app.addHook('onResponse', async (request, reply) => {
      const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status: String(reply.statusCode) };
      this.requests.inc(labels);
      this.requestSeconds.observe(labels, reply.elapsedTime / 1000);
    });
    const expected = digest(token);
    app.get(
      METRICS_PATH,
      { logLevel: 'warn', schema: { hide: true }, config: { pressureHandler: answerUnderPressure } },
      async (request, reply) => {
        const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
        // Compared as digests: equal lengths for timingSafeEqual, and no timing hint about the token.
        if (!given || !timingSafeEqual(digest(given), expected)) throw unauthorized(TOKEN_MSG);
        return reply.header('content-type', this.registry.contentType).send(await this.registry.metrics());
      },
    );
  }
}
