/**
 * Scale-out (issue 10 §3): two instances of the built server behind HAProxy
 * (Debian's package, started here with a configuration of its own) on one
 * PostgreSQL database, one Redis (a key prefix of its own) and one S3 bucket
 * (the tests' s3rver), under a mixed closed-loop load of 20 workers:
 * 80 % lists and counts, 15 % state moves of applications, 5 % exports and
 * uploads.
 *
 *  1. one instance alone behind the balancer (the other in maintenance);
 *  2. both, the same time; at the middle instance A is killed with SIGKILL
 *     and started again on its port. HAProxy's view of it (its admin socket)
 *     is sampled every 100 ms: when it was taken out, when it came back.
 *
 * Per phase: p50/p99 and req/s per kind, errors by kind (those around the kill
 * apart), RSS of each instance every 2 s. Every acknowledged state move and
 * upload is recorded and looked for afterwards (operation records and final
 * states in the database, objects in the bucket): acknowledged vs found.
 *
 * Needs `npm run build` first, PostgreSQL (`BENCH_DATABASE_URL`, default
 * postgres://postgres@127.0.0.1:5432/test), Redis (`BENCH_REDIS_URL`, default
 * redis://127.0.0.1:6379) and HAProxy (`apt-get install -y haproxy`).
 * `BENCH_SCALE_SECONDS` per phase (default 600), `BENCH_SCALE_CONNECTIONS`
 * (20), `BENCH_SCALE_APPLICATIONS`/`_JOBS`/`_SEEKERS` (300,000 / 30,000 /
 * 100,000), `BENCH_SCALE_WARMUP` seconds per instance (15), `HAPROXY` (the
 * binary, default haproxy).
 *
 *   cd bench && npx tsx scale-out.ts
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { Redis } from 'ioredis';
import pg from 'pg';
import { deleteKeys } from '../apps/server/src/test/redis.js';
import { startTestS3, type TestS3 } from '../apps/server/src/test/s3-server.js';
import { S3ObjectStore } from '@hrbd/server/dist/platform/storage/s3-store.js';
import { formatTime } from '@hrbd/server/dist/platform/time.js';
import { APPLICATIONS_ADMIN_PASSWORD, buildApplicationsDataset } from './lib/applications-dataset.js';
import { haproxyVersion, startHaproxy, type Balancer } from './lib/haproxy.js';
import { POSTGRES_URL, postgresVersion, withPostgresDatabase } from './lib/postgres.js';
import { startChild, type Child } from './lib/processes.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverMain = path.resolve(here, '../apps/server/dist/main.js');
const resultsDir = path.join(here, 'results');
const PHASE_SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 600);
const CONNECTIONS = Number(process.env.BENCH_SCALE_CONNECTIONS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_SCALE_WARMUP ?? 15);
const SIZES = {
  applications: Number(process.env.BENCH_SCALE_APPLICATIONS ?? 300_000),
  jobs: Number(process.env.BENCH_SCALE_JOBS ?? 30_000),
  seekers: Number(process.env.BENCH_SCALE_SEEKERS ?? 100_000),
};
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const HAPROXY = process.env.HAPROXY ?? 'haproxy';
/** Probe every second, out after 2 failures, back after 2 passes: a dead instance is drained in about 2 s. */
const CHECK = { interMs: 1000, fall: 2, rise: 2 };
/** Rows of each export (the newest applications). */
const EXPORT_ROWS = 1000;
const RSS_EVERY_MS = 2000;

type Kind = 'applyList' | 'stateCount' | 'jobList' | 'companyList' | 'move' | 'export' | 'upload';
const KINDS: ReadonlyArray<{ kind: Kind; label: string; group: '列表与计数' | '状态变更' | '导出与上传'; weight: number }> = [
  { kind: 'applyList', label: '投递记录列表', group: '列表与计数', weight: 350 },
  { kind: 'stateCount', label: '投递状态计数', group: '列表与计数', weight: 200 },
  { kind: 'jobList', label: '岗位列表', group: '列表与计数', weight: 150 },
  { kind: 'companyList', label: '企业列表', group: '列表与计数', weight: 100 },
  { kind: 'move', label: '投递状态变更', group: '状态变更', weight: 150 },
  { kind: 'export', label: '投递记录导出 (xlsx)', group: '导出与上传', weight: 25 },
  { kind: 'upload', label: '图片上传', group: '导出与上传', weight: 25 },
];
const WEIGHT_TOTAL = KINDS.reduce((sum, k) => sum + k.weight, 0);

function log(line: string): void {
  process.stdout.write(`[scale-out ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
const percentile = (sorted: readonly number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]);
const loadavg = () => os.loadavg().map(round2);

// ---------------------------------------------------------------------------
// What the load moves: applications and the flow's next step for each
// ---------------------------------------------------------------------------

/**
 * The step a move takes from each state this benchmark moves applications out
 * of: 初筛通过 (0 → 3), 邀请面试 (3 → 5), 录用 (5 → 4). An invitation must be
 * for a later time and 录用 waits until the interview has begun, so 录用 is
 * asked only of applications whose interviews lie in the past (the bulk rows
 * have none); those this run invites stay at 5.
 */
const NEXT: Record<number, number> = { 0: 3, 3: 5, 5: 4 };

interface Move {
  applyCode: string;
  from: number;
  to: number;
}

/** Applications waiting for their next move, by current state; a code is in one queue at most, so no two workers move it at once. */
class MovePool {
  private readonly queues: Record<number, string[]> = { 0: [], 3: [], 5: [] };
  readonly acknowledged: Move[] = [];
  /** Moves whose answer never came or was an error: they may or may not have happened; the code is moved no further. */
  readonly unacknowledged: Move[] = [];
  exhausted = 0;

  constructor(rows: ReadonlyArray<{ apply_code: string; state: number }>, random: () => number) {
    for (const row of rows) this.queues[row.state]?.push(row.apply_code);
    for (const queue of Object.values(this.queues)) shuffle(queue, random);
  }

  size(): number {
    return this.queues[0].length + this.queues[3].length + this.queues[5].length;
  }

  /** Advanced applications first, sometimes: the flow's later steps are exercised from the start. */
  take(random: () => number): Move | null {
    const r = random();
    const order = r < 0.15 ? [5, 3, 0] : r < 0.45 ? [3, 0, 5] : [0, 3, 5];
    for (const from of order) {
      const applyCode = this.queues[from].pop();
      if (applyCode) return { applyCode, from, to: NEXT[from] };
    }
    this.exhausted += 1;
    return null;
  }

  done(move: Move, ok: boolean): void {
    if (!ok) {
      this.unacknowledged.push(move);
      return;
    }
    this.acknowledged.push(move);
    if (move.to === 3) this.queues[3].unshift(move.applyCode);
  }
}

function shuffle<T>(items: T[], random: () => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
}

/** xorshift32: the same sequence of operations for the same seed. */
function seeded(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4_294_967_296;
  };
}

/** A valid 24×24 RGB PNG, different per seed (the server checks uploads by content). */
function pngImage(seed: number): Buffer {
  const size = 24;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x++) raw.set([(x * 10 + seed) & 0xff, (y * 10) & 0xff, (seed >> 8) & 0xff], row + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

// ---------------------------------------------------------------------------
// The load
// ---------------------------------------------------------------------------

interface Failure {
  kind: Kind;
  /** Seconds from the phase's start at which the request was sent, and when it ended. */
  sent: number;
  ended: number;
  status: number;
  server: string;
  message: string;
}

interface PhaseRecord {
  name: string;
  seconds: number;
  latencies: Record<Kind, number[]>;
  /** Completed requests (answered 2xx with code 200) per kind and per serving instance. */
  byServer: Record<string, number>;
  failures: Failure[];
  /** Requests completed in each second of the phase (successes). */
  perSecond: number[];
  errorsPerSecond: number[];
}

interface Target {
  base: string;
  token: string;
  exportStart: string;
  pool: MovePool;
  uploads: string[];
}

const emptyLatencies = () => Object.fromEntries(KINDS.map((k) => [k.kind, [] as number[]])) as Record<Kind, number[]>;

function pickKind(random: () => number): Kind {
  let r = random() * WEIGHT_TOTAL;
  for (const k of KINDS) {
    r -= k.weight;
    if (r < 0) return k.kind;
  }
  return 'applyList';
}

type Outcome = { ok: true; server: string } | { ok: false; status: number; server: string; message: string };

async function envelope(res: Response): Promise<{ code: number; msg: string; data: unknown } | null> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** One request of the given kind; a move or upload that is acknowledged is recorded as such. */
async function perform(kind: Kind, t: Target, random: () => number, uploadSeed: number): Promise<Outcome | null> {
  const headers = { authorization: t.token, 'user-source': 'PC_YJ' };
  const page = 1 + Math.floor(random() * 20);
  let res: Response;
  let move: Move | null = null;
  switch (kind) {
    case 'applyList': {
      const tab = random() < 0.5 ? '' : `&state=${[0, 3, 5, 4, 6][Math.floor(random() * 5)]}`;
      res = await fetch(`${t.base}/recruit/applyInfo/queryPageJobApplyInfo?pageNum=${tab ? page : 1}&pageSize=10${tab}`, { headers });
      break;
    }
    case 'stateCount':
      res = await fetch(`${t.base}/recruit/applyInfo/queryStateCount`, { headers });
      break;
    case 'jobList':
      res = await fetch(`${t.base}/recruit/job-info/queryJobInfoList`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ pageNum: page, pageSize: 10 }),
      });
      break;
    case 'companyList':
      res = await fetch(`${t.base}/cmpy/pagelist?pageNum=${page}&pageSize=10`, { headers });
      break;
    case 'move': {
      move = t.pool.take(random);
      if (!move) return null;
      const query = new URLSearchParams({ applyCode: move.applyCode, state: String(move.to), note: '压测' });
      if (move.to === 5) {
        query.set('interviewTime', formatTime(Date.now() + 30 * 86_400_000));
        query.set('interviewPlace', '郑州市金水区压测路1号');
        query.set('contactPerson', '压测');
        query.set('contactPhone', '13800000000');
      }
      try {
        res = await fetch(`${t.base}/recruit/applyInfo/updateState?${query}`, { headers });
      } catch (error) {
        t.pool.done(move, false);
        throw error;
      }
      break;
    }
    case 'export':
      res = await fetch(`${t.base}/recruit/applyInfo/dataExport?startTime=${encodeURIComponent(t.exportStart)}`, { headers });
      break;
    case 'upload': {
      const form = new FormData();
      form.append('multipartFile', new Blob([new Uint8Array(pngImage(uploadSeed))], { type: 'image/png' }), `压测${uploadSeed}.png`);
      res = await fetch(`${t.base}/backend-common/fileManage/uploadFile`, { method: 'POST', headers, body: form });
      break;
    }
  }
  const server = res.headers.get('x-served-by') ?? '?';
  if (kind === 'export') {
    const body = Buffer.from(await res.arrayBuffer());
    const ok = res.ok && body.subarray(0, 2).toString('latin1') === 'PK';
    return ok ? { ok, server } : { ok: false, status: res.status, server, message: body.subarray(0, 200).toString() };
  }
  let json: Awaited<ReturnType<typeof envelope>>;
  try {
    json = await envelope(res);
  } catch (error) {
    if (move) t.pool.done(move, false);
    throw error;
  }
  const ok = res.ok && json?.code === 200;
  if (move) t.pool.done(move, ok && (json?.data as { state?: number } | undefined)?.state === move.to);
  if (ok && kind === 'upload') t.uploads.push((json?.data as { objectKey: string }).objectKey);
  return ok ? { ok, server } : { ok: false, status: res.status, server, message: json?.msg ?? `HTTP ${res.status}` };
}

/** `CONNECTIONS` workers, each sending its next request when the last is answered, until `seconds` have passed. */
async function runLoad(name: string, seconds: number, target: Target, seed: number, during?: (elapsed: () => number) => Promise<void>): Promise<PhaseRecord> {
  const record: PhaseRecord = {
    name,
    seconds,
    latencies: emptyLatencies(),
    byServer: {},
    failures: [],
    perSecond: Array.from({ length: Math.ceil(seconds) + 1 }, () => 0),
    errorsPerSecond: Array.from({ length: Math.ceil(seconds) + 1 }, () => 0),
  };
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  let uploads = 0;
  const worker = async (w: number) => {
    const random = seeded(seed * 1000 + w + 1);
    while (elapsed() < seconds) {
      const kind = pickKind(random);
      const sent = elapsed();
      let outcome: Outcome | null;
      try {
        outcome = await perform(kind, target, random, seed * 100_000 + uploads++);
      } catch (error) {
        outcome = { ok: false, status: 0, server: '?', message: String((error as Error).cause ?? error) };
      }
      if (!outcome) continue; // nothing left to move
      const ended = elapsed();
      const second = Math.min(record.perSecond.length - 1, Math.floor(ended));
      if (outcome.ok) {
        record.latencies[kind].push((ended - sent) * 1000);
        record.byServer[outcome.server] = (record.byServer[outcome.server] ?? 0) + 1;
        record.perSecond[second] += 1;
      } else {
        record.failures.push({ kind, sent: round2(sent), ended: round2(ended), status: outcome.status, server: outcome.server, message: outcome.message.slice(0, 200) });
        record.errorsPerSecond[second] += 1;
      }
    }
  };
  await Promise.all([...Array.from({ length: CONNECTIONS }, (_, w) => worker(w)), during?.(elapsed)]);
  record.seconds = round2(elapsed());
  return record;
}

// ---------------------------------------------------------------------------
// Memory and the balancer's view, sampled
// ---------------------------------------------------------------------------

function rssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? round1(kb / 1024) : null;
  } catch {
    return null;
  }
}

interface RssSeries {
  /** An instance's process: A, A (restarted), B. */
  process: string;
  samples: Array<[number, number]>;
}

/** Least-squares slope of RSS over time, MB per minute. */
function slopePerMinute(samples: ReadonlyArray<[number, number]>): number | null {
  if (samples.length < 3) return null;
  const n = samples.length;
  const mx = samples.reduce((s, [x]) => s + x, 0) / n;
  const my = samples.reduce((s, [, y]) => s + y, 0) / n;
  let num = 0;
  let den = 0;
  for (const [x, y] of samples) {
    num += (x - mx) * (y - my);
    den += (x - mx) ** 2;
  }
  return den === 0 ? null : round2((num / den) * 60);
}

function rssSummary(series: RssSeries) {
  const values = series.samples.map(([, y]) => y);
  // The first minute is the process warming up (JIT, pools, caches); the trend is read after it.
  const settled = series.samples.filter(([x]) => x >= series.samples[0][0] + 60);
  return {
    process: series.process,
    samples: values.length,
    firstMb: values[0] ?? null,
    lastMb: values.at(-1) ?? null,
    maxMb: values.length ? Math.max(...values) : null,
    slopeMbPerMin: slopePerMinute(series.samples),
    settledSlopeMbPerMin: slopePerMinute(settled),
  };
}

// ---------------------------------------------------------------------------
// Results
// ---------------------------------------------------------------------------

function kindTable(record: PhaseRecord, seconds: number) {
  return KINDS.map(({ kind, label, group }) => {
    const sorted = [...record.latencies[kind]].sort((a, b) => a - b);
    return {
      kind,
      label,
      group,
      requests: sorted.length,
      rps: round1(sorted.length / seconds),
      p50: round1(percentile(sorted, 0.5)),
      p99: round1(percentile(sorted, 0.99)),
      errors: record.failures.filter((f) => f.kind === kind).length,
    };
  });
}

function groupTable(record: PhaseRecord, seconds: number) {
  return (['列表与计数', '状态变更', '导出与上传'] as const).map((group) => {
    const kinds = KINDS.filter((k) => k.group === group).map((k) => k.kind);
    const sorted = kinds.flatMap((k) => record.latencies[k]).sort((a, b) => a - b);
    return { group, requests: sorted.length, share: 0, rps: round1(sorted.length / seconds), p50: round1(percentile(sorted, 0.5)), p99: round1(percentile(sorted, 0.99)) };
  });
}

function phaseSummary(record: PhaseRecord, window?: { from: number; to: number }) {
  const total = Object.values(record.latencies).reduce((s, l) => s + l.length, 0);
  const groups = groupTable(record, record.seconds);
  for (const g of groups) g.share = round1((g.requests / Math.max(1, total)) * 100);
  const steady = window ? record.perSecond.slice(Math.ceil(window.from), Math.floor(window.to)) : null;
  return {
    name: record.name,
    seconds: record.seconds,
    requests: total,
    rps: round1(total / record.seconds),
    steadyRps: steady && steady.length ? round1(steady.reduce((s, n) => s + n, 0) / steady.length) : null,
    byServer: record.byServer,
    kinds: kindTable(record, record.seconds),
    groups,
    failures: record.failures.length,
  };
}

// ---------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------

async function main(): Promise<void> {
  const haproxy = haproxyVersion(HAPROXY);
  if (!haproxy) {
    console.error(`未找到 HAProxy（${HAPROXY}）。Debian/Ubuntu：apt-get install -y haproxy；或以 HAPROXY=<路径> 指定。`);
    process.exit(2);
  }
  if (!fs.existsSync(serverMain)) {
    console.error(`未找到 ${serverMain}：请先在仓库根目录运行 npm run build`);
    process.exit(2);
  }
  const pgVersion = await postgresVersion();
  if (!pgVersion) {
    console.error(`无法连接 PostgreSQL（${POSTGRES_URL}）：设置 BENCH_DATABASE_URL`);
    process.exit(2);
  }
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    console.error(`无法连接 Redis（${REDIS_URL}）：设置 BENCH_REDIS_URL`);
    process.exit(2);
  }

  const date = new Date().toISOString();
  const loadStart = loadavg();
  log(`HAProxy: ${haproxy}; PostgreSQL ${pgVersion}; ${PHASE_SECONDS} s per phase at ${CONNECTIONS} workers; load ${loadStart.join(' ')}`);
  const prefix = `hrbd-bench-scale-${process.pid}:`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hrbd-scale-'));
  let s3: TestS3 | undefined;
  const children: Child[] = [];
  let balancer: Balancer | undefined;
  try {
    await withPostgresDatabase('hrbd_bench_scale', async (databaseUrl) => {
      log(`dataset: demo seed + ${SIZES.applications.toLocaleString('en')} applications, ${SIZES.jobs.toLocaleString('en')} jobs, ${SIZES.seekers.toLocaleString('en')} job seekers`);
      // The bucket first: the demo's contracts are files, written where the instances will read them.
      s3 = await startTestS3('hrbd-bench');
      const dataset = await buildApplicationsDataset({ databaseUrl, dataDir: work }, SIZES, (line) => log(line), { seedDemo: true, storage: new S3ObjectStore(s3.settings) });
      log(`dataset in ${dataset.seconds.toFixed(1)} s`);

      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      const counts = await db.query<{ t: string; n: string }>(
        `select 'applications' t, count(*)::text n from recruit_job_apply union all select 'jobs', count(*)::text from recruit_job_info union all select 'companies', count(*)::text from cmpy_info`,
      );
      const rows = Object.fromEntries(counts.rows.map((r) => [r.t, Number(r.n)]));
      const movable = await db.query<{ apply_code: string; state: number }>(
        `select a.apply_code, a.state from recruit_job_apply a
          where a.state in (0, 3)
             or (a.state = 5 and not exists (select 1 from recruit_apply_audition i where i.apply_id = a.id and i.interview_time > $1))`,
        [formatTime(Date.now())],
      );
      const pool = new MovePool(movable.rows, seeded(42));
      const movesAvailable = movable.rows.reduce((s, r) => s + (r.state === 0 ? 2 : 1), 0);
      const edge = await db.query<{ apply_time: string }>(`select apply_time from recruit_job_apply order by apply_time desc offset ${EXPORT_ROWS - 1} limit 1`);
      await db.end();
      log(`${rows.applications} applications, ${rows.jobs} jobs, ${rows.companies} companies; ${movable.rows.length} applications movable (${movesAvailable} moves)`);

      const fileUrlSecret = randomBytes(32).toString('hex');
      const env = (name: string): Record<string, string> => ({
        NODE_ENV: 'production',
        ADMIN_PASSWORD: APPLICATIONS_ADMIN_PASSWORD,
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'off',
        LOGIN_CAPTCHA: 'off',
        LOGIN_RATE_LIMIT: '100000000',
        DATABASE_URL: databaseUrl,
        REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
        FILE_URL_SECRET: fileUrlSecret,
        DATA_DIR: path.join(work, name),
        WEB_DIST: path.join(work, 'no-web'),
        ...(s3 as TestS3).env,
      });
      // One after the other: each runs the (idempotent) migrations and seeds on start.
      let a = await startChild([serverMain], env('a'), here);
      const b = await startChild([serverMain], env('b'), here);
      children.push(a, b);
      const rss: RssSeries[] = [
        { process: 'A', samples: [] },
        { process: 'B', samples: [] },
      ];
      let rssA = rss[0];
      const runStarted = performance.now();
      const sampler = setInterval(() => {
        const t = round1((performance.now() - runStarted) / 1000);
        for (const [series, child] of [
          [rssA, a],
          [rss[1], b],
        ] as const) {
          const mb = rssMb(child.pid);
          if (mb !== null) series.samples.push([t, mb]);
        }
      }, RSS_EVERY_MS);

      balancer = await startHaproxy(HAPROXY, work, [{ name: 'a', port: a.port }, { name: 'b', port: b.port, disabled: true }], CHECK);
      const lb = balancer;
      await waitForState(lb, 'a', 'UP');
      log(`HAProxy on ${lb.url}: ${JSON.stringify(await lb.states())}`);

      const login = await fetch(`${lb.url}/pclogin/userauth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-source': 'PC_YJ' },
        body: JSON.stringify({ userName: 'admin', password: APPLICATIONS_ADMIN_PASSWORD }),
      });
      const loginJson = (await login.json()) as { code: number; msg: string; data: { token: string } | null };
      if (loginJson.code !== 200 || !loginJson.data) throw new Error(`login failed: ${loginJson.msg}`);
      const token = loginJson.data.token;
      const uploads: string[] = [];
      const target = (base: string): Target => ({ base, token, exportStart: edge.rows[0].apply_time, pool, uploads });

      // Warm-up, unmeasured, on each instance directly (its moves and uploads still count as writes).
      for (const child of [a, b]) {
        log(`warm-up ${WARMUP_SECONDS} s on ${child.url}`);
        const warm = await runLoad('warm-up', WARMUP_SECONDS, target(child.url), 7 + child.port);
        if (warm.failures.length) log(`  warm-up failures: ${warm.failures.length} (${warm.failures[0].message})`);
      }

      log(`phase 1: instance A alone behind HAProxy, ${PHASE_SECONDS} s`);
      const p1Rss = rss.map((s) => s.samples.length);
      const phase1 = await runLoad('一个实例', PHASE_SECONDS, target(lb.url), 1);
      const p1 = phaseSummary(phase1);
      log(`  ${p1.rps} req/s, ${p1.failures} failures, by server ${JSON.stringify(p1.byServer)}`);

      await lb.command('enable server app/b');
      await waitForState(lb, 'b', 'UP');
      log(`phase 2: A and B, ${PHASE_SECONDS} s; A is killed with SIGKILL at ${PHASE_SECONDS / 2} s and restarted`);
      const p2Rss = rss.map((s) => s.samples.length);
      const events: Array<{ t: number; event: string }> = [];
      let rssARestarted: RssSeries | undefined;
      const phase2 = await runLoad('两个实例', PHASE_SECONDS, target(lb.url), 2, async (elapsed) => {
        // The balancer's view of A, every 100 ms, from the phase's start to its end.
        let last = '';
        const watching = (async () => {
          while (elapsed() < PHASE_SECONDS) {
            const state = (await lb.states().catch(() => ({}) as Record<string, string>)).a ?? '?';
            if (state !== last) {
              events.push({ t: round2(elapsed()), event: `HAProxy: a ${state}` });
              last = state;
            }
            await new Promise((r) => setTimeout(r, 100));
          }
        })();
        await new Promise((r) => setTimeout(r, (PHASE_SECONDS / 2) * 1000));
        events.push({ t: round2(elapsed()), event: 'kill -9 A' });
        await a.kill();
        events.push({ t: round2(elapsed()), event: 'A exited' });
        a = await startChild([serverMain], env('a'), here, 60_000, a.port);
        children.push(a);
        rssARestarted = { process: 'A (restarted)', samples: [] };
        rss.push(rssARestarted);
        rssA = rssARestarted;
        events.push({ t: round2(elapsed()), event: 'A listening again' });
        await watching;
      });
      clearInterval(sampler);
      const killAt = events.find((e) => e.event === 'kill -9 A')?.t ?? PHASE_SECONDS / 2;
      const backUp = events.find((e) => e.t > killAt && e.event === 'HAProxy: a UP')?.t ?? null;
      const drainedAt = events.find((e) => e.t > killAt && e.event.startsWith('HAProxy: a DOWN'))?.t ?? null;
      // Requests in flight at the kill, or sent before HAProxy took A out: these may fail.
      const aroundKill = phase2.failures.filter((f) => f.ended >= killAt && f.sent <= (drainedAt ?? killAt) + 0.5);
      const otherFailures = [...phase1.failures, ...phase2.failures.filter((f) => !aroundKill.includes(f))];
      const p2 = phaseSummary(phase2, { from: 0, to: killAt });
      const p2Steady = p2.steadyRps ?? p2.rps;
      log(`  ${p2.rps} req/s (${p2Steady} before the kill), ${p2.failures} failures (${aroundKill.length} around the kill), by server ${JSON.stringify(p2.byServer)}`);
      for (const e of events) log(`    ${e.t.toFixed(2)} s  ${e.event}`);

      // Acknowledged vs found.
      log('verifying acknowledged writes');
      const check = new pg.Client({ connectionString: databaseUrl });
      await check.connect();
      const ackCodes = [...new Set(pool.acknowledged.map((m) => m.applyCode))];
      const recorded = new Set<string>();
      const finalState = new Map<string, number>();
      for (let i = 0; i < ackCodes.length; i += 5000) {
        const slice = ackCodes.slice(i, i + 5000);
        const ops = await check.query<{ apply_code: string; from_state: number; to_state: number }>(
          'select a.apply_code, o.from_state, o.to_state from recruit_apply_operation o join recruit_job_apply a on a.id = o.apply_id where a.apply_code = any($1)',
          [slice],
        );
        for (const o of ops.rows) recorded.add(`${o.apply_code}:${o.from_state}:${o.to_state}`);
        const states = await check.query<{ apply_code: string; state: number }>('select apply_code, state from recruit_job_apply where apply_code = any($1)', [slice]);
        for (const s of states.rows) finalState.set(s.apply_code, s.state);
      }
      await check.end();
      const lastAck = new Map<string, number>();
      for (const m of pool.acknowledged) lastAck.set(m.applyCode, m.to);
      const attempted = new Map(pool.unacknowledged.map((m) => [m.applyCode, m.to]));
      const movesFound = pool.acknowledged.filter((m) => recorded.has(`${m.applyCode}:${m.from}:${m.to}`)).length;
      const statesFound = [...lastAck].filter(([code, to]) => finalState.get(code) === to || finalState.get(code) === attempted.get(code)).length;
      const unackCommitted = pool.unacknowledged.filter((m) => finalState.get(m.applyCode) === m.to).length;
      const bucketKeys = await (s3 as TestS3).keys();
      const uploadsFound = uploads.filter((key) => bucketKeys.some((k) => k === key || k.endsWith(`/${key}`))).length;
      const writes = {
        moves: { acknowledged: pool.acknowledged.length, found: movesFound, unacknowledged: pool.unacknowledged.length, unacknowledgedButDone: unackCommitted, poolLeft: pool.size(), poolExhausted: pool.exhausted },
        finalStates: { applications: lastAck.size, found: statesFound },
        uploads: { acknowledged: uploads.length, found: uploadsFound },
      };
      log(`  moves ${movesFound}/${pool.acknowledged.length} found, final states ${statesFound}/${lastAck.size}, uploads ${uploadsFound}/${uploads.length}`);

      const rssBy = (series: RssSeries, from: number, to?: number) => rssSummary({ process: series.process, samples: series.samples.slice(from, to) });
      const memory = {
        phase1: [rssBy(rss[0], p1Rss[0], p2Rss[0]), rssBy(rss[1], p1Rss[1], p2Rss[1])],
        phase2: [rssBy(rss[0], p2Rss[0]), rssBy(rss[1], p2Rss[1]), ...(rssARestarted ? [rssSummary(rssARestarted)] : [])],
        whole: rss.map(rssSummary),
      };
      const results = {
        date,
        machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '', memoryGb: round1(os.totalmem() / 2 ** 30), node: process.version, postgres: pgVersion, haproxy },
        loadAverage: { start: loadStart, end: loadavg() },
        settings: { phaseSeconds: PHASE_SECONDS, connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, healthCheck: CHECK, exportRows: EXPORT_ROWS, mix: KINDS.map((k) => ({ kind: k.kind, label: k.label, weight: k.weight / WEIGHT_TOTAL })) },
        dataset: { ...rows, demoSeed: true, sizes: SIZES, movableApplications: movable.rows.length, seconds: round1(dataset.seconds) },
        phase1: p1,
        phase2: { ...p2, steadyRps: p2Steady },
        scaleOut: { steady: round2(p2Steady / p1.rps), wholePhase: round2(p2.rps / p1.rps) },
        kill: { at: killAt, drainedAt, backUp, events, failuresAroundKill: aroundKill.length, aroundKillByKind: countBy(aroundKill), aroundKillSamples: aroundKill.slice(0, 10) },
        errors: { outsideKill: otherFailures.length, byKind: countBy(otherFailures), samples: otherFailures.slice(0, 10) },
        writes,
        memory,
        timeline: { phase1: { perSecond: phase1.perSecond, errorsPerSecond: phase1.errorsPerSecond }, phase2: { perSecond: phase2.perSecond, errorsPerSecond: phase2.errorsPerSecond } },
        haproxyConfig: lb.config,
      };
      fs.mkdirSync(resultsDir, { recursive: true });
      fs.writeFileSync(path.join(resultsDir, 'scale-out.json'), `${JSON.stringify(results, null, 2)}\n`);
      fs.writeFileSync(path.join(resultsDir, 'scale-out.md'), markdown(results));
      log(`results in bench/results/scale-out.md; scale-out ${results.scaleOut.steady}× (steady), load ${results.loadAverage.end.join(' ')}`);
      const lost = writes.moves.acknowledged - writes.moves.found + (writes.finalStates.applications - writes.finalStates.found) + (writes.uploads.acknowledged - writes.uploads.found);
      if (otherFailures.length > 0 || lost > 0) process.exitCode = 1;
    });
  } finally {
    await balancer?.stop();
    for (const child of children) await child.stop();
    await s3?.close();
    const left = await deleteKeys(redis, prefix);
    log(`Redis: ${left} keys under ${prefix} deleted`);
    redis.disconnect();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

function countBy(failures: readonly Failure[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const f of failures) {
    const key = `${f.kind} ${f.status || 'network'}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

async function waitForState(lb: Balancer, server: string, state: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = await lb.states();
    if (states[server] === state) return;
    if (Date.now() > deadline) throw new Error(`HAProxy: ${server} is ${states[server]}, not ${state}, after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

type Results = {
  date: string;
  machine: Record<string, string | number>;
  loadAverage: { start: number[]; end: number[] };
  settings: { phaseSeconds: number; connections: number; warmupSeconds: number; healthCheck: typeof CHECK; exportRows: number };
  dataset: Record<string, unknown> & { applications?: number; jobs?: number; companies?: number; movableApplications: number; seconds: number };
  phase1: ReturnType<typeof phaseSummary>;
  phase2: ReturnType<typeof phaseSummary> & { steadyRps: number };
  scaleOut: { steady: number; wholePhase: number };
  kill: { at: number; drainedAt: number | null; backUp: number | null; events: Array<{ t: number; event: string }>; failuresAroundKill: number; aroundKillByKind: Record<string, number> };
  errors: { outsideKill: number; byKind: Record<string, number>; samples: Failure[] };
  writes: {
    moves: { acknowledged: number; found: number; unacknowledged: number; unacknowledgedButDone: number; poolLeft: number; poolExhausted: number };
    finalStates: { applications: number; found: number };
    uploads: { acknowledged: number; found: number };
  };
  memory: { phase1: ReturnType<typeof rssSummary>[]; phase2: ReturnType<typeof rssSummary>[] };
};

function markdown(r: Results): string {
  const short = r.settings.phaseSeconds < 600;
  const kindRows = r.phase1.kinds.map((k1, i) => {
    const k2 = r.phase2.kinds[i];
    return `| ${k1.label} | ${k1.rps} | ${k1.p50} | ${k1.p99} | ${k1.errors} | ${k2.rps} | ${k2.p50} | ${k2.p99} | ${k2.errors} |`;
  });
  const groupRows = r.phase1.groups.map((g1, i) => {
    const g2 = r.phase2.groups[i];
    return `| ${g1.group} | ${g1.share} % | ${g1.rps} | ${g1.p50} | ${g1.p99} | ${g2.share} % | ${g2.rps} | ${g2.p50} | ${g2.p99} |`;
  });
  const mem = (rows: ReturnType<typeof rssSummary>[]) =>
    rows.map((m) => `| ${m.process} | ${m.samples} | ${m.firstMb} | ${m.lastMb} | ${m.maxMb} | ${m.slopeMbPerMin ?? '—'} | ${m.settledSlopeMbPerMin ?? '—'} |`);
  const w = r.writes;
  return [
    '# 横向扩展 / Scale-out: two instances behind HAProxy',
    '',
    `Run ${r.date}, \`bench/scale-out.ts\`. Machine: ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memoryGb} GB, Node ${r.machine.node}, PostgreSQL ${r.machine.postgres}, ${r.machine.haproxy}.`,
    `Load average (1/5/15 min) at start ${r.loadAverage.start.join(' / ')}, at end ${r.loadAverage.end.join(' / ')}.`,
    '',
    short
      ? `**A short validation run: ${r.settings.phaseSeconds} s per phase instead of the issue's 10 minutes, on a shared, loaded machine** (other helpers' tests and builds; see the load average). The load generator, HAProxy, both instances, PostgreSQL, Redis and s3rver share the same cores, so the scale-out factor here says how the pieces behave, not what a second machine adds. The 10-minute run is \`BENCH_SCALE_SECONDS=600\` (the default) on a quiet machine.`
      : `${r.settings.phaseSeconds} s per phase. The load generator, HAProxy, both instances, PostgreSQL, Redis and s3rver share this machine's cores: the factor is what a second process adds here, not a second machine.`,
    '',
    `Set-up: PostgreSQL database of its own with the demo seed plus ${r.dataset.applications} applications, ${r.dataset.jobs} jobs and ${r.dataset.companies} companies (\`lib/applications-dataset.ts\`); Redis under a key prefix of its own (\`REDIS_KEY_PREFIX\`, deleted afterwards); files in one S3 bucket (npm s3rver, the tests' \`test/s3-server.ts\`): the store several instances share. HAProxy round robin, \`GET /readyz\` every ${r.settings.healthCheck.interMs} ms, out after ${r.settings.healthCheck.fall} failures, back after ${r.settings.healthCheck.rise}. ${r.settings.connections} closed-loop workers (each sends its next request when the last is answered), warmed up ${r.settings.warmupSeconds} s on each instance first. Mix: 80 % lists and counts (投递记录 page 1 or a tab's page 1–20, 状态计数, 岗位 and 企业 pages 1–20), 15 % state moves (初筛通过 0 → 3, 邀请面试 3 → 5 a month ahead, 录用 5 → 4 of applications whose interviews are past; one application never moved by two workers at once), 5 % exports (${r.settings.exportRows} rows, xlsx) and uploads (a small PNG, multipart). Latencies in ms, as the client saw them through HAProxy.`,
    '',
    `## Throughput: scale-out factor ${r.scaleOut.steady}`,
    '',
    '| | req/s | by instance | failures |',
    '|---|---|---|---|',
    `| 1. one instance (A; B in maintenance) | ${r.phase1.rps} | ${JSON.stringify(r.phase1.byServer)} | ${r.phase1.failures} |`,
    `| 2. two instances, before the kill | ${r.phase2.steadyRps} | | |`,
    `| 2. two instances, whole phase (kill and restart of A included) | ${r.phase2.rps} | ${JSON.stringify(r.phase2.byServer)} | ${r.phase2.failures} |`,
    '',
    `Scale-out factor (phase 2 before the kill ÷ phase 1): **${r.scaleOut.steady}**; over the whole of phase 2: ${r.scaleOut.wholePhase}.`,
    '',
    '## Per kind',
    '',
    '| kind | 1: req/s | p50 | p99 | errors | 2: req/s | p50 | p99 | errors |',
    '|---|---|---|---|---|---|---|---|---|',
    ...kindRows,
    '',
    '| group | 1: share | req/s | p50 | p99 | 2: share | req/s | p50 | p99 |',
    '|---|---|---|---|---|---|---|---|---|',
    ...groupRows,
    '',
    '## kill -9 of instance A in phase 2',
    '',
    '| s into phase 2 | event |',
    '|---|---|',
    ...r.kill.events.map((e) => `| ${e.t} | ${e.event} |`),
    '',
    `Killed at ${r.kill.at} s; HAProxy took A out ${r.kill.drainedAt === null ? '(not seen)' : `${round2(r.kill.drainedAt - r.kill.at)} s later`}; A was back in service ${r.kill.backUp === null ? '(not seen)' : `${round2(r.kill.backUp - r.kill.at)} s after the kill`}.`,
    `Failures around the kill (answered after it, sent before HAProxy took A out + 0.5 s): **${r.kill.failuresAroundKill}** ${JSON.stringify(r.kill.aroundKillByKind)}.`,
    `Errors anywhere else (both phases): **${r.errors.outsideKill}** ${JSON.stringify(r.errors.byKind)}.`,
    '',
    '## Acknowledged vs found',
    '',
    '| writes | acknowledged | found afterwards |',
    '|---|---|---|',
    `| state moves (an operation record with that from → to) | ${w.moves.acknowledged} | ${w.moves.found} |`,
    `| applications moved: final state = last acknowledged move (or a later unacknowledged one) | ${w.finalStates.applications} | ${w.finalStates.found} |`,
    `| uploads (the object in the bucket) | ${w.uploads.acknowledged} | ${w.uploads.found} |`,
    '',
    `Moves not acknowledged (error or cut connection): ${w.moves.unacknowledged}, of which ${w.moves.unacknowledgedButDone} had happened all the same (the answer was lost, not the write). Movable applications left: ${w.moves.poolLeft}${w.moves.poolExhausted ? `; **the pool ran out ${w.moves.poolExhausted} times**: a larger BENCH_SCALE_APPLICATIONS is needed` : ''}.`,
    '',
    '## Memory (VmRSS every 2 s)',
    '',
    'MB; slope = least-squares trend over the samples, MB/min; settled = after the first minute of the series.',
    '',
    '| phase 1 | samples | first | last | max | slope | settled slope |',
    '|---|---|---|---|---|---|---|',
    ...mem(r.memory.phase1),
    '',
    '| phase 2 | samples | first | last | max | slope | settled slope |',
    '|---|---|---|---|---|---|---|',
    ...mem(r.memory.phase2),
    '',
    'Per-second throughput and errors of both phases, samples of the failures and the HAProxy configuration are in `scale-out.json`.',
    '',
  ].join('\n');
}

await main();
