/**
 * What the endpoint benchmarks (applications.ts, policy-applications.ts)
 * share: signing in, building a call's address, a server child for the
 * length of a function, the in-process timing of a repository query, the
 * machine's description with the load averages, and writing the results
 * (the .md keeping its hand-written notes below the marker).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Db } from '@hrbd/server/dist/db/database.js';
import type { DialectName } from '@hrbd/server/dist/db/dialect/index.js';
import { allScheduledTasks } from '@hrbd/server/dist/modules/index.js';
import { hashPassword } from '@hrbd/server/dist/platform/auth/password.js';
import { formatTime } from '@hrbd/server/dist/platform/time.js';
import type { LoadResult } from './load.js';
import { POSTGRES_URL, withPostgresDatabase } from './postgres.js';
import { startChild, withRssSampled, type Child } from './processes.js';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The p-th quantile of ascending values (nearest rank below). */
export const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** Signs in as `userName` (captcha off on the benchmark's servers) and answers the token. */
export async function login(base: string, userName: string, password: string): Promise<string> {
  const res = await fetch(`${base}/pclogin/userauth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-source': 'PC_YJ' },
    body: JSON.stringify({ userName, password }),
  });
  const json = (await res.json()) as { code: number; msg: string; data: { token: string } | null };
  if (json.code !== 200 || !json.data) throw new Error(`login failed: ${json.msg}`);
  return json.data.token;
}

/** `base` + `p` with `query` as its search string (none when empty). */
export const urlOf = (base: string, p: string, query: Record<string, string | number> = {}) =>
  `${base}${p}${Object.keys(query).length ? `?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}` : ''}`;

/** Runs `fn` with a server child started from `args` (in `cwd`), stopped afterwards however `fn` ends. */
export async function withChild<T>(args: readonly string[], env: Record<string, string>, cwd: string, fn: (child: Child) => Promise<T>): Promise<T> {
  const child = await startChild(args, env, cwd);
  try {
    return await fn(child);
  } finally {
    await child.stop();
  }
}

/**
 * Pauses every scheduled task before the server first starts on a dataset. Its scheduler's first tick runs at
 * once, catching up on due times it never saw: started first and paused after (as this did until 2026-11-28),
 * 岗位到期下线 had already taken every online job of a dataset whose jobs ended in 2025 offline; left running, a
 * task falling due on the clock runs beside whichever case it meets. The server only adds missing task rows, so
 * rows written here disabled stay so.
 */
export async function pauseScheduledTasks(db: Db): Promise<void> {
  const updateTime = formatTime(Date.now());
  await db
    .insertInto('sysScheduleTask')
    .values(allScheduledTasks.map((task) => ({ taskCode: task.code, enabled: 0, updaterName: '压测', updateTime })))
    .onConflict((oc) => oc.column('taskCode').doUpdateSet({ enabled: 0 }))
    .execute();
}

/**
 * One list, count or statistic measured over HTTP (autocannon's figures), beside the same
 * question asked in this process without HTTP or guard (`raw`, ms; `runs` timed where counted).
 */
export interface ListRun extends LoadResult {
  name: string;
  dialect: DialectName;
  /** What the answer counts (a list's total), null for a count or a statistic. */
  total: number | null;
  raw: { p50: number; p99: number; runs?: number };
  /** Within the budget (p99, no failures); absent where the case has none. */
  budgetMet?: boolean;
}

/** A budget's mark in the results' tables: ✅ met, ❌ missed, nothing where the case has no budget. */
export const budgetMark = (met: boolean | undefined): string => (met === undefined ? '' : met ? '✅' : '❌');

/** Iterations of the in-process query timing, after as many warm-ups. */
export const RAW_RUNS = 200;

/**
 * `once` (a repository query on a connection of the benchmark's own: no HTTP,
 * no guard) timed `runs` times after as many warm-ups: p50 and p99 in ms and
 * how many were timed. A slow query (an unindexed filter over a million rows)
 * stops after `maxSeconds` of warm-up and as much of timing, one run each at least
 * (`warmUps` 0: none, when the caller has just run it once).
 */
export async function rawTiming(once: () => Promise<unknown>, runs = RAW_RUNS, maxSeconds = 5, warmUps = runs): Promise<{ p50: number; p99: number; runs: number }> {
  const times: number[] = [];
  for (const phase of ['warm-up', 'timed'] as const) {
    const phaseStarted = performance.now();
    const planned = phase === 'timed' ? runs : warmUps;
    for (let i = 0; i < planned && (i === 0 || performance.now() - phaseStarted < maxSeconds * 1000); i++) {
      const started = performance.now();
      await once();
      if (phase === 'timed') times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: round2(percentile(times, 0.5)), p99: round2(percentile(times, 0.99)), runs: times.length };
}

/** The 1-, 5- and 15-minute load averages as the results show them. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

/** CPU, memory, Node, PostgreSQL (or why it was skipped) and the load average now (开始时负载). */
export function machineInfo(pgVersion: string | null): Record<string, string | number> {
  const cpus = os.cpus();
  return {
    CPU: `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown'}`,
    内存: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    Node: process.version,
    PostgreSQL: pgVersion ?? '不可用（跳过）',
    开始时负载: loadAverage(),
  };
}

/** The server's environment for a benchmark: production, silent, no demo data, no captcha, no login limit, no overload guard. */
export function benchServerEnv(workDir: string, adminPassword: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'off',
    LOGIN_CAPTCHA: 'off',
    LOGIN_RATE_LIMIT: '100000000',
    WEB_DIST: path.join(workDir, 'no-web'),
    // The overload guard would refuse the benchmark's own requests on a loaded machine (a server just started, a profiler on).
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  };
}

/** Downloads `url` as an xlsx (the `Accept` an export asks for) into `file`, streamed to disk. */
export async function downloadXlsx(url: string, token: string, file: string): Promise<void> {
  const res = await fetch(url, { headers: { authorization: token, accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
  if (!res.ok || !res.body) throw new Error(`${url} answered ${res.status}`);
  await new Promise<void>((resolve, reject) => {
    Readable.fromWeb(res.body as import('node:stream/web').ReadableStream).pipe(fs.createWriteStream(file)).on('finish', resolve).on('error', reject);
  });
}

/** Data rows of a workbook's first sheet (its header left out), read as a stream. */
export async function xlsxDataRows(file: string): Promise<number> {
  let rows = -1;
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore' })) {
    for await (const _row of sheet) rows++;
    break;
  }
  return rows;
}

/** The export budget of every domain issue: at least 50,000 rows a second with the server at most 256 MB resident. */
export const EXPORT_BUDGET = { rowsPerSecond: 50_000, peakRssMb: 256 } as const;

export interface ExportMeasure {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  idleRssMb: number;
  peakRssMb: number;
  budgetMet: boolean;
}

/**
 * One export downloaded from `child` (a server of its own, so its memory is
 * the file's, not what earlier work left in the heap): data rows read back
 * from the file, rows a second, and the server's resident set while it wrote.
 */
export async function measureExport(child: Child, token: string, url: string, file: string): Promise<ExportMeasure> {
  const done = await withRssSampled(child.pid ?? 0, () => downloadXlsx(url, token, file));
  const rows = await xlsxDataRows(file);
  fs.rmSync(file, { force: true });
  const rowsPerSecond = Math.round(rows / done.seconds);
  return {
    rows,
    seconds: round2(done.seconds),
    rowsPerSecond,
    idleRssMb: done.idleMb,
    peakRssMb: done.peakMb,
    budgetMet: rowsPerSecond >= EXPORT_BUDGET.rowsPerSecond && done.peakMb <= EXPORT_BUDGET.peakRssMb,
  };
}

/**
 * Downloads per export figure (`BENCH_EXPORT_RUNS`, default 3), each from a
 * server started for it: two runs of one build moved 29–48k rows/s and
 * 195–269 MB (results/stations.md), so one run is not a measurement.
 */
export const EXPORT_RUNS = Math.max(1, Number(process.env.BENCH_EXPORT_RUNS ?? 3));

export interface ExportMedian extends ExportMeasure {
  /** Every run's rows/s and peak RSS (MB), in order. */
  each: string;
}

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** `once` (a download from a server of its own) EXPORT_RUNS times: the median rows/s and the median peak, every run listed. */
export async function medianExport(once: () => Promise<ExportMeasure>): Promise<ExportMedian> {
  const runs: ExportMeasure[] = [];
  for (let i = 0; i < EXPORT_RUNS; i++) runs.push(await once());
  const byRate = [...runs].sort((a, b) => a.rowsPerSecond - b.rowsPerSecond)[Math.floor(runs.length / 2)];
  const peakRssMb = median(runs.map((r) => r.peakRssMb));
  return {
    ...byRate,
    idleRssMb: median(runs.map((r) => r.idleRssMb)),
    peakRssMb,
    budgetMet: byRate.rowsPerSecond >= EXPORT_BUDGET.rowsPerSecond && peakRssMb <= EXPORT_BUDGET.peakRssMb && runs.every((r) => r.rows === byRate.rows),
    each: runs.map((r) => `${r.rowsPerSecond.toLocaleString('en')} / ${r.peakRssMb}`).join(' · '),
  };
}

/** Lines written after this marker in a results .md are notes kept across runs. */
export const NOTES_MARKER = '<!-- 以下为手写记录：基准重跑时原样保留 -->';

/** Writes `<name>.json` and `<name>.md` into `resultsDir`, the .md keeping the notes after NOTES_MARKER from its previous version. */
export function writeResults(resultsDir: string, name: string, json: unknown, md: string): void {
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify(json, null, 2)}\n`);
  const mdFile = path.join(resultsDir, `${name}.md`);
  const previous = fs.existsSync(mdFile) ? fs.readFileSync(mdFile, 'utf8') : '';
  const notes = previous.includes(NOTES_MARKER) ? previous.slice(previous.indexOf(NOTES_MARKER)) : '';
  fs.writeFileSync(mdFile, notes ? `${md}\n${notes}` : md);
}

/**
 * A run of one database (BENCH_DIALECTS) keeps the other's figures from the
 * results file as they are now: `records` name the parts keyed by database
 * (datasets, loads), `lists` the arrays whose rows name their `dialect`.
 */
export function keepOtherDialects<R extends object>(results: R, file: string, measured: readonly string[], parts: { records: ReadonlyArray<keyof R>; lists: ReadonlyArray<keyof R> }): void {
  if (!fs.existsSync(file)) return;
  const previous = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Record<keyof R, unknown>>;
  for (const dialect of ['sqlite', 'postgres']) {
    if (measured.includes(dialect)) continue;
    for (const key of parts.records) {
      const kept = (previous[key] as Record<string, unknown> | undefined)?.[dialect];
      if (kept !== undefined) (results[key] as Record<string, unknown>)[dialect] = kept;
    }
    for (const key of parts.lists) {
      const rows = (previous[key] as Array<{ dialect: string }> | undefined) ?? [];
      (results[key] as Array<{ dialect: string }>).push(...rows.filter((row) => row.dialect === dialect));
    }
  }
}

/**
 * A user whose 数据权限 is one county, with one role holding just the
 * permission `code` (the list's), or the few codes a screen's endpoints
 * need: how a county's staff call the endpoints.
 */
export async function addScopedUser(
  db: Db,
  user: { roleCode: string; roleName: string; userCode: string; userName: string; realName: string; password: string; county: string; permission: string | readonly string[]; now: string },
): Promise<void> {
  const role = await db
    .insertInto('sysRole')
    .values({ roleCode: user.roleCode, roleName: user.roleName, builtIn: 0, remark: '', createTime: user.now, updateTime: user.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const codes = typeof user.permission === 'string' ? [user.permission] : [...user.permission];
  const resources = await db.selectFrom('sysResource').select(['id', 'code']).where('code', 'in', codes).execute();
  const missing = codes.filter((code) => !resources.some((r) => r.code === code));
  if (missing.length > 0) throw new Error(`no such permission: ${missing.join(', ')}`);
  await db.insertInto('sysRoleResource').values(resources.map((r) => ({ roleId: role.id, resourceId: r.id }))).execute();
  const row = await db
    .insertInto('sysUser')
    .values({
      userCode: user.userCode, userName: user.userName, realName: user.realName, phone: '', email: '', passwordHash: await hashPassword(user.password),
      status: 1, remark: '', dataScope: user.county, wxOpenId: null, wxNickname: '', wxBindTime: null, failedLoginCount: 0, lockedUntil: null,
      lastLoginTime: null, createTime: user.now, updateTime: user.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('sysUserRole').values({ userId: row.id, roleId: role.id }).execute();
}

/**
 * Runs `bench` on each database `dialects` names with the server env `baseEnv`: SQLite under
 * `<workDir>/sqlite`, PostgreSQL in a fresh database `pgDatabase` (skipped, and said, when
 * `pgVersion` is null: the server is unreachable).
 */
export async function forEachDialect(
  dialects: readonly string[],
  pgVersion: string | null,
  workDir: string,
  baseEnv: Record<string, string>,
  pgDatabase: string,
  bench: (dialect: 'sqlite' | 'postgres', env: Record<string, string>) => Promise<void>,
  folders: DialectFolders = {},
): Promise<void> {
  // Each database's folder of its own: emptied first, so a run of one database leaves the other's alone.
  const dirs = dialects.map((dialect) => path.join(workDir, dialect));
  for (const dir of dirs) if (!(folders.reuseSqlite && dir.endsWith('sqlite'))) fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  try {
    if (dialects.includes('sqlite')) await bench('sqlite', { ...baseEnv, DATA_DIR: path.join(workDir, 'sqlite') });
    if (!dialects.includes('postgres')) return;
    if (pgVersion) await withPostgresDatabase(pgDatabase, (databaseUrl) => bench('postgres', { ...baseEnv, DATA_DIR: path.join(workDir, 'postgres'), DATABASE_URL: databaseUrl }));
    else process.stdout.write(`PostgreSQL at ${POSTGRES_URL} is not reachable: skipped\n`);
  } finally {
    if (!folders.keep) for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** How forEachDialect treats the databases' folders: `reuseSqlite` keeps a SQLite database from before, `keep` leaves them after (for EXPLAIN QUERY PLAN). */
export interface DialectFolders {
  reuseSqlite?: boolean;
  keep?: boolean;
}
