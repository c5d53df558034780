import autocannon from 'autocannon';

export interface LoadResult {
  /** Mean requests per second over the measured window. */
  rps: number;
  /** Latency percentiles in milliseconds (autocannon records whole milliseconds). */
  p50: number;
  p99: number;
  mean: number;
  requests: number;
  /** Responses other than 2xx, connection errors and timeouts: any of these spoils a run. */
  failures: number;
  /** Server CPU per request in microseconds: unlike req/s, barely moved by other load on the machine. */
  cpuPerRequest: number | null;
}

export interface LoadSpec {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  connections?: number;
  seconds?: number;
}

export const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
export const MEASURE_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

function run(spec: LoadSpec, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: spec.url,
    method: spec.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...spec.headers },
    body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
    connections: spec.connections ?? CONNECTIONS,
    duration: seconds,
  });
}

/** Warms the server up (JIT, caches, pools) unmeasured, then measures. */
export async function measure(spec: LoadSpec, cpuMicros: () => number | null = () => null): Promise<LoadResult> {
  await run(spec, WARMUP_SECONDS);
  const cpuBefore = cpuMicros();
  const result = await run(spec, spec.seconds ?? MEASURE_SECONDS);
  const cpuAfter = cpuMicros();
  const cpuPerRequest =
    cpuBefore === null || cpuAfter === null || result.requests.total === 0 ? null : Math.round((cpuAfter - cpuBefore) / result.requests.total);
  return {
    cpuPerRequest,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: Math.round(result.latency.mean * 100) / 100,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
