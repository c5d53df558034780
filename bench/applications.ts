/**
 * Applications (投递) at scale: 1,000,000 applications to 100,000 jobs from
 * 300,000 job seekers, on SQLite and on PostgreSQL, against the built server
 * (`npm run build` first) as a child process.
 *
 *  - queryPageJobApplyInfo page 1 and queryStateCount: unfiltered, one tab,
 *    filtered by jobCode (a typical job and the one with the most
 *    applications), by an age range and by an application-time range — at 10
 *    connections, p50/p99; budget p99 ≤ 20 ms for the unfiltered and jobCode cases;
 *  - beside each, the raw Kysely time of the same repository query in this
 *    process (one connection, no HTTP, no guard): the ratio is the API's overhead;
 *  - dataExport of 100,000 rows: rows/s and the server's peak resident set
 *    (budget ≤ 256 MB).
 *
 * Results go to results/applications.md and .json; the exit code is 1 when a
 * budget is missed. `BENCH_APPLICATIONS`, `BENCH_JOBS`, `BENCH_SEEKERS` and
 * `BENCH_SECONDS` change the sizes and the measuring time.
 *
 *   cd bench && npx tsx applications.ts
 *
 * `BENCH_EXPORT_ONLY=1` measures the export alone, on a smaller dataset made
 * the same seeded way (150,000 applications, 15,000 jobs, 45,000 job seekers
 * unless the sizes above are given), for iterating on the export:
 *  - `BENCH_EXPORT_RUNS=n` downloads it n times, each on a fresh server;
 *  - `BENCH_EXPORT_BASELINE=<path of another built main.js>` (a copy of an
 *    earlier `apps/server/dist`) alternates that server and this one, run by
 *    run (A B A B …), so both see the same machine load;
 *  - `BENCH_EXPORT_PARALLEL=n` also downloads n exports at once from one
 *    server and records its peak resident set;
 *  - `BENCH_CPU_PROF=<dir>` adds one more download per server, first, with
 *    `--cpu-prof` into that folder (left out of the medians: the profiler
 *    costs time and memory);
 *  - `BENCH_EXPORT_KEEP=<dir>` keeps the first file each server wrote there
 *    (to compare the sheets of two builds: `unzip -p a.xlsx xl/worksheets/sheet1.xml`);
 *  - `BENCH_EXPORT_LIST_PROBE=1` asks for the list's first page, one request
 *    after another, while each export runs, and records their p50/p99: what
 *    an export costs the other users (the requests also slow the export).
 * `BENCH_DIALECTS=sqlite` (or postgres) measures one database, and
 * `BENCH_SERVER_MAIN` another build of the server than apps/server/dist.
 * It writes results/applications-export.json and prints a table; the
 * full-run results are left as they are.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { applyInfoApi } from '@hrbd/contract';
import type { Db } from '@hrbd/server/dist/db/database.js';
import { createDatabase, type DialectName } from '@hrbd/server/dist/db/dialect/index.js';
import { countByState, pageApplications } from '@hrbd/server/dist/modules/recruit/apply-info/apply-info.repository.js';
import { applyFilterOf } from '@hrbd/server/dist/modules/recruit/apply-info/apply-info.service.js';
import { WHOLE_SCOPE, type DataScope } from '@hrbd/server/dist/platform/data-scope.js';
import ExcelJS from 'exceljs';
import { APPLICATIONS_ADMIN_PASSWORD, buildApplicationsDataset, type ApplicationsDataset } from './lib/applications-dataset.js';
import { CONNECTIONS, measure, MEASURE_SECONDS } from './lib/load.js';
import { procMb, type Child, withRssSampled } from './lib/processes.js';
import { postgresVersion } from './lib/postgres.js';
import { budgetMark, benchServerEnv, forEachDialect, keepOtherDialects, loadAverage, login, machineInfo, median, pauseScheduledTasks, percentile, rawTiming, urlOf, withChild, writeResults, type ListRun } from './lib/endpoint-bench.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** `BENCH_SERVER_MAIN` names another build of the server to measure (a copy of apps/server/dist, so the tree can be rebuilt meanwhile). */
const serverMain = path.resolve(here, process.env.BENCH_SERVER_MAIN ?? '../apps/server/dist/main.js');
const resultsDir = path.join(here, 'results');
const workDir = path.join(here, '.work-applications');
const EXPORT_ONLY = process.env.BENCH_EXPORT_ONLY === '1';
const SIZES = {
  applications: Number(process.env.BENCH_APPLICATIONS ?? (EXPORT_ONLY ? 150_000 : 1_000_000)),
  jobs: Number(process.env.BENCH_JOBS ?? (EXPORT_ONLY ? 15_000 : 100_000)),
  seekers: Number(process.env.BENCH_SEEKERS ?? (EXPORT_ONLY ? 45_000 : 300_000)),
};
/** `BENCH_DIALECTS=sqlite` or `postgres` measures one database only. */
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',');
const EXPORT_RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 1);
const EXPORT_PARALLEL = Number(process.env.BENCH_EXPORT_PARALLEL ?? 0);
const LIST_PROBE = process.env.BENCH_EXPORT_LIST_PROBE === '1';
const baselineMain = process.env.BENCH_EXPORT_BASELINE ? path.resolve(process.env.BENCH_EXPORT_BASELINE) : null;
/** `BENCH_EXPORT_VARIANTS=<path of a built main.js>,…`: more builds taken in turn with the two above, each named by its folder. */
const variantMains = (process.env.BENCH_EXPORT_VARIANTS ?? '').split(',').filter(Boolean).map((p) => path.resolve(p));
const cpuProfDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null;
/** Rows of the export measured (fewer only when a smaller dataset is asked for). */
const EXPORT_ROWS = Math.min(100_000, SIZES.applications);
const BUDGET_P99_MS = 20;
const BUDGET_RSS_MB = 256;

interface Case {
  name: string;
  kind: 'page' | 'count';
  query: Record<string, string | number>;
  budget: boolean;
  /** Asked by the county-scoped user (数据权限 新郑市) instead of the administrator. */
  scoped?: boolean;
}

type Run = ListRun;

interface ExportRun {
  dialect: DialectName;
  /** Which server build (export-only runs): 'current', 'baseline' for BENCH_EXPORT_BASELINE, or a variant's folder name. */
  server?: string;
  /** Downloaded from a server under --cpu-prof (BENCH_CPU_PROF): not in the medians. */
  profiled?: boolean;
  /** Exports downloaded at once (export-only runs); rows and seconds are then the sum and the longest. */
  parallel?: number;
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  bytes: number;
  /** Largest VmRSS sampled every 20 ms during the export, and VmHWM after it, MB. */
  peakRssMb: number;
  hwmMb: number;
  idleRssMb: number;
  budgetMet: boolean;
  /** A list's first page asked for again and again while the export ran (one at a time): what other users waited, ms. */
  listDuringExport?: { requests: number; p50: number; p99: number; max: number };
}

interface Results {
  date: string;
  machine: Record<string, string | number>;
  sizes: typeof SIZES;
  datasets: Partial<Record<DialectName, ApplicationsDataset>>;
  runs: Run[];
  exports: ExportRun[];
}

function log(line: string): void {
  process.stdout.write(`[applications ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const duringExport = (e: ExportRun) => (e.listDuringExport ? `${e.listDuringExport.p50} / ${e.listDuringExport.p99}` : '—');
/** The benchmark's administrator, signed in. */
const adminLogin = (base: string) => login(base, 'admin', APPLICATIONS_ADMIN_PASSWORD);

/** Once, unmeasured: the call answers 200 with data the contract accepts; answers the list's total. */
async function probe(url: string, token: string, kind: Case['kind']): Promise<number | null> {
  const res = await fetch(url, { headers: { authorization: token } });
  const json = (await res.json()) as { code: number; msg: string; data: unknown };
  if (json.code !== 200) throw new Error(`${url} answered ${json.code}: ${json.msg}`);
  if (kind === 'page') return applyInfoApi.queryPageJobApplyInfo.response.parse(json.data).total;
  applyInfoApi.queryStateCount.response.parse(json.data);
  return null;
}

/** The same repository query the endpoint runs, timed in this process on a connection of its own. */
async function rawQueryTiming(db: Db, c: Case, scope: DataScope): Promise<{ p50: number; p99: number }> {
  const schema = applyInfoApi.queryPageJobApplyInfo.query;
  if (!schema) throw new Error('queryPageJobApplyInfo has no query schema');
  const filter = applyFilterOf(schema.parse(c.query), scope);
  const once = () => (c.kind === 'page' ? pageApplications(db, filter, { pageNum: 1, pageSize: 10 }) : countByState(db, filter));
  const { p50, p99 } = await rawTiming(once);
  return { p50, p99 };
}

/** Downloads a 100,000-row export (`parallel` of them at once) while sampling the server's memory; reads each workbook back to count its rows. */
async function measureExport(child: Child, token: string, db: Db, dialect: DialectName, parallel = 1, label = 'current'): Promise<ExportRun> {
  const pid = child.pid ?? 0;
  const edge = await db.selectFrom('recruitJobApply').select('applyTime').orderBy('applyTime', 'desc').offset(EXPORT_ROWS - 1).limit(1).executeTakeFirstOrThrow();
  const files = Array.from({ length: parallel }, (_, i) => path.join(workDir, `export-${dialect}-${i}.xlsx`));
  let exporting = true;
  const listTimes: number[] = [];
  // BENCH_EXPORT_LIST_PROBE: another user's list page, asked for until the export ends (what exporting costs everybody else).
  const listing = (async () => {
    if (!LIST_PROBE) return;
    const pageUrl = urlOf(child.url, applyInfoApi.queryPageJobApplyInfo.path, { pageNum: 1, pageSize: 10 });
    while (exporting) {
      const started = performance.now();
      const res = await fetch(pageUrl, { headers: { authorization: token } });
      await res.arrayBuffer();
      listTimes.push(performance.now() - started);
    }
  })();
  const { seconds, idleMb: idleRssMb, peakMb: peak } = await withRssSampled(pid, () =>
    Promise.all(
      files.map(async (file) => {
        const res = await fetch(urlOf(child.url, applyInfoApi.dataExport.path, { startTime: edge.applyTime }), { headers: { authorization: token } });
        if (!res.ok || !res.body) throw new Error(`dataExport answered ${res.status}`);
        await new Promise<void>((resolve, reject) => {
          Readable.fromWeb(res.body as import('node:stream/web').ReadableStream).pipe(fs.createWriteStream(file)).on('finish', resolve).on('error', reject);
        });
      }),
    ),
  ).finally(() => {
    exporting = false;
  });
  await listing;
  listTimes.sort((a, b) => a - b);
  let rows = 0;
  for (const file of files) {
    let fileRows = 0;
    for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit', sharedStrings: 'ignore', styles: 'ignore', hyperlinks: 'ignore' })) {
      for await (const _row of sheet) fileRows++;
    }
    rows += fileRows - 1; // the header
  }
  const run: ExportRun = {
    dialect,
    rows,
    seconds: round2(seconds),
    rowsPerSecond: Math.round(rows / seconds),
    bytes: fs.statSync(files[0]).size,
    peakRssMb: peak,
    hwmMb: procMb(pid, 'VmHWM'),
    idleRssMb,
    budgetMet: peak <= BUDGET_RSS_MB * parallel && rows >= EXPORT_ROWS * parallel,
    ...(parallel > 1 && { parallel }),
    ...(LIST_PROBE && { listDuringExport: { requests: listTimes.length, p50: round2(percentile(listTimes, 0.5)), p99: round2(percentile(listTimes, 0.99)), max: round2(listTimes[listTimes.length - 1] ?? 0) } }),
  };
  const keep = process.env.BENCH_EXPORT_KEEP;
  if (keep) {
    fs.mkdirSync(keep, { recursive: true });
    const kept = path.join(keep, `${dialect}-${label}.xlsx`);
    if (!fs.existsSync(kept)) fs.copyFileSync(files[0], kept);
  }
  for (const file of files) fs.rmSync(file, { force: true });
  log(`  → export ${parallel > 1 ? `${parallel} × ` : ''}${rows} rows in ${run.seconds} s (${run.rowsPerSecond} rows/s), RSS ${idleRssMb} → peak ${peak} MB, VmHWM ${run.hwmMb} MB${run.listDuringExport ? `; list page meanwhile p50 ${run.listDuringExport.p50} / p99 ${run.listDuringExport.p99} ms` : ''}`);
  return run;
}

/** BENCH_EXPORT_ONLY: the export alone, each download on a fresh server, alternating with the baseline build when one is given. */
async function benchExports(dialect: DialectName, env: Record<string, string>, results: Results, db: Db): Promise<void> {
  const servers: Array<{ server: string; main: string }> = [
    ...(baselineMain ? [{ server: 'baseline', main: baselineMain }] : []),
    ...variantMains.map((main) => ({ server: path.basename(path.dirname(main)), main })),
    { server: 'current', main: serverMain },
  ];
  const flags = (name: string) => (cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`, `--cpu-prof-name=${dialect}-${name}-${Date.now()}.cpuprofile`] : []);
  for (let i = cpuProfDir ? -1 : 0; i < EXPORT_RUNS; i++) {
    const profiled = i < 0;
    for (const { server, main } of servers) {
      log(`${dialect}: export ${profiled ? 'under --cpu-prof' : `run ${i + 1}/${EXPORT_RUNS}`} on the ${server} server`);
      await withChild([...(profiled ? flags(server) : []), main], env, here, async (child) => {
        results.exports.push({ ...(await measureExport(child, await adminLogin(child.url), db, dialect, 1, server)), server, ...(profiled && { profiled }) });
      });
    }
  }
  if (EXPORT_PARALLEL > 1) {
    for (const { server, main } of servers) {
      log(`${dialect}: ${EXPORT_PARALLEL} exports at once on the ${server} server`);
      await withChild([main], env, here, async (child) => {
        results.exports.push({ ...(await measureExport(child, await adminLogin(child.url), db, dialect, EXPORT_PARALLEL, server)), server });
      });
    }
  }
}

async function benchDialect(dialect: DialectName, env: Record<string, string>, results: Results): Promise<void> {
  log(`${dialect}: generating ${SIZES.applications.toLocaleString('en')} applications`);
  const target = env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR } : { dataDir: env.DATA_DIR };
  const dataset = await buildApplicationsDataset(target, SIZES, log);
  results.datasets[dialect] = dataset;
  log(`${dialect}: dataset in ${dataset.seconds.toFixed(1)} s; typical job ${dataset.typicalJob.applications} applications, hottest ${dataset.hottestJob.applications}`);

  const recent = formatDay(Date.parse('2025-06-18T00:00:00+08:00') - 30 * 86_400_000);
  const cases: Case[] = [
    { name: '列表第1页 无筛选', kind: 'page', query: {}, budget: true },
    { name: '列表第1页 标签“新简历”', kind: 'page', query: { state: 0 }, budget: true },
    { name: `列表第1页 岗位（典型，${dataset.typicalJob.applications} 条）`, kind: 'page', query: { jobCode: dataset.typicalJob.jobCode }, budget: true },
    { name: `列表第1页 岗位（最多，${dataset.hottestJob.applications} 条）`, kind: 'page', query: { jobCode: dataset.hottestJob.jobCode }, budget: true },
    { name: '列表第1页 年龄 25–35', kind: 'page', query: { startUsrAge: 25, endUsrAge: 35 }, budget: false },
    { name: '列表第1页 近30天投递', kind: 'page', query: { startTime: recent }, budget: false },
    { name: '状态计数 无筛选', kind: 'count', query: {}, budget: true },
    { name: `状态计数 岗位（典型）`, kind: 'count', query: { jobCode: dataset.typicalJob.jobCode }, budget: true },
    { name: `状态计数 岗位（最多）`, kind: 'count', query: { jobCode: dataset.hottestJob.jobCode }, budget: true },
    { name: '状态计数 年龄 25–35', kind: 'count', query: { startUsrAge: 25, endUsrAge: 35 }, budget: false },
    { name: '状态计数 近30天投递', kind: 'count', query: { startTime: recent }, budget: false },
    // 数据权限: the same questions from a user who sees one county (新郑市) of twelve.
    { name: `区县用户 列表第1页 无筛选（${dataset.scopedUser.applications} 条）`, kind: 'page', query: {}, budget: true, scoped: true },
    { name: '区县用户 列表第1页 标签“新简历”', kind: 'page', query: { state: 0 }, budget: true, scoped: true },
    { name: '区县用户 状态计数 无筛选', kind: 'count', query: {}, budget: true, scoped: true },
    { name: '区县用户 列表第1页 近30天投递', kind: 'page', query: { startTime: recent }, budget: false, scoped: true },
    { name: '区县用户 状态计数 近30天投递', kind: 'count', query: { startTime: recent }, budget: false, scoped: true },
  ];
  const scope: DataScope = { regionCode: dataset.scopedUser.county };

  const db = createDatabase({ ...target, poolSize: 1 });
  await pauseScheduledTasks(db);
  if (EXPORT_ONLY) {
    try {
      await benchExports(dialect, env, results, db);
    } finally {
      await db.destroy();
    }
    return;
  }
  try {
    await withChild([serverMain], env, here, async (child) => {
      const adminToken = await adminLogin(child.url);
      const scopedToken = await login(child.url, dataset.scopedUser.userName, dataset.scopedUser.password);
      for (const c of cases) {
        const token = c.scoped ? scopedToken : adminToken;
        const endpoint = c.kind === 'page' ? applyInfoApi.queryPageJobApplyInfo : applyInfoApi.queryStateCount;
        const url = urlOf(child.url, endpoint.path, c.query);
        const total = await probe(url, token, c.kind);
        const raw = await rawQueryTiming(db, c, c.scoped ? scope : WHOLE_SCOPE);
        const run = await measure({ url, headers: { authorization: token } }, child.cpuMicros);
        const measured: Run = {
          name: c.name,
          dialect,
          total,
          raw,
          ...run,
          ...(c.budget && { budgetMet: run.p99 <= BUDGET_P99_MS && run.failures === 0 }),
        };
        results.runs.push(measured);
        log(`  → ${c.name}: ${run.rps} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms (raw query p50 ${raw.p50} ms, p99 ${raw.p99} ms)${total === null ? '' : `, total ${total}`}`);
      }
    });
    // A server of its own, so the export's memory is not mixed with what the load runs left in the heap.
    await withChild([serverMain], env, here, async (child) => {
      results.exports.push(await measureExport(child, await adminLogin(child.url), db, dialect));
    });
  } finally {
    await db.destroy();
  }
}

const formatDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

function markdown(r: Results): string {
  const runRows = r.runs.map(
    (m) =>
      `| ${m.name} | ${m.dialect} | ${m.total ?? '-'} | ${m.rps.toLocaleString('en')} | ${m.p50} | ${m.p99} | ${m.raw.p50} | ${m.raw.p99} | ${m.cpuPerRequest ?? '-'} | ${m.failures} | ${budgetMark(m.budgetMet)} |`,
  );
  const exportRows = r.exports.map(
    (e) => `| ${e.dialect} | ${e.rows.toLocaleString('en')} | ${e.seconds} | ${e.rowsPerSecond.toLocaleString('en')} | ${(e.bytes / 2 ** 20).toFixed(1)} | ${e.idleRssMb} | ${e.peakRssMb} | ${e.hwmMb} | ${duringExport(e)} | ${budgetMark(e.budgetMet)} |`,
  );
  const datasetRows = Object.entries(r.datasets).map(
    ([d, s]) =>
      `| ${d} | ${s.jobs.toLocaleString('en')} | ${s.seekers.toLocaleString('en')} | ${s.applications.toLocaleString('en')} | ${[0, 3, 5, 4, 6].map((k) => (s.states[k] ?? 0).toLocaleString('en')).join(' / ')} | ${s.seconds.toFixed(1)} |`,
  );
  return [
    '# 投递记录性能基准（bench/applications.ts）',
    '',
    `- 日期：${r.date}`,
    ...Object.entries(r.machine).map(([k, v]) => `- ${k}：${v}`),
    `- 并发连接：${CONNECTIONS}；每项测量 ${MEASURE_SECONDS} 秒（先预热 2 秒）`,
    '',
    '被测服务为子进程（`node apps/server/dist/main.js`，管理员令牌；“区县用户”为数据权限 新郑市、只持投递记录列表权限的用户，5,000 家企业轮流分布在郑州 12 个区县），负载端（autocannon）与数据库在同一台机器上。',
    '“原始查询”是同一仓储函数（`apply-info.repository.ts` 的 pageApplications / countByState）在压测进程内、单连接、无 HTTP 与守卫时的耗时（毫秒，200 次预热后取 200 次）：与接口延迟之比即接口层的开销。',
    'autocannon 以整毫秒记录延迟（p50 为 1 表示 1–2 ms）。机器上的其他负载会抬高 p99：见开始/结束时负载。',
    '',
    '## 数据集',
    '',
    '| 数据库 | 岗位 | 求职者 | 投递 | 各状态（新简历/初筛通过/已邀请面试/已录用/不合适） | 生成耗时（秒） |',
    '|---|---:|---:|---:|---|---:|',
    ...datasetRows,
    '',
    `## 列表与状态计数（预算：无筛选、按岗位 p99 ≤ ${BUDGET_P99_MS} ms）`,
    '',
    '| 场景 | 数据库 | 总数 | req/s | p50 | p99 | 原始查询 p50 | 原始查询 p99 | 服务端 CPU µs/请求 | 失败 | 预算 |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...runRows,
    '',
    `## 导出 ${EXPORT_ROWS.toLocaleString('en')} 行（dataExport，预算：峰值常驻内存 ≤ ${BUDGET_RSS_MB} MB）`,
    '',
    '| 数据库 | 行数 | 耗时（秒） | 行/秒 | 文件（MB） | 导出前 RSS（MB） | 导出中 RSS 峰值（MB） | VmHWM（MB） | 导出期间列表页 p50 / p99（ms） | 预算 |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...exportRows,
    '',
  ].join('\n');
}

/** BENCH_EXPORT_ONLY's table: every download, then per database and server the medians and the paired ratio current/baseline. */
function exportMarkdown(r: Results): string {
  const rows = r.exports.map(
    (e) =>
      `| ${e.dialect} | ${e.server ?? 'current'}${e.profiled ? '（--cpu-prof）' : ''} | ${e.parallel ?? 1} | ${e.rows.toLocaleString('en')} | ${e.seconds} | ${e.rowsPerSecond.toLocaleString('en')} | ${(e.bytes / 2 ** 20).toFixed(1)} | ${e.idleRssMb} | ${e.peakRssMb} | ${e.hwmMb} | ${duringExport(e)} |`,
  );
  const summary: string[] = [];
  for (const dialect of [...new Set(r.exports.map((e) => e.dialect))]) {
    const single = r.exports.filter((e) => e.dialect === dialect && !e.parallel && !e.profiled);
    const baseline = single.filter((e) => e.server === 'baseline');
    const line = (name: string, runs: readonly ExportRun[]) => {
      if (!runs.length) return '';
      // Run i of a build was taken right after run i of the baseline: their ratio is the paired figure.
      const pairs = name === 'baseline' ? [] : baseline.map((b, i) => (runs[i] ? runs[i].rowsPerSecond / b.rowsPerSecond : NaN)).filter((x) => Number.isFinite(x));
      const rates = runs.map((e) => e.rowsPerSecond);
      return `| ${dialect} | ${name} | ${runs.length} | ${Math.round(median(rates)).toLocaleString('en')} | ${Math.min(...rates).toLocaleString('en')}–${Math.max(...rates).toLocaleString('en')} | ${median(runs.map((e) => e.peakRssMb)).toFixed(1)} | ${pairs.length ? `${median(pairs).toFixed(2)} ×（${pairs.map((x) => x.toFixed(2)).join(' ')}）` : ''} |`;
    };
    for (const name of [...new Set(single.map((e) => e.server ?? 'current'))]) summary.push(line(name, single.filter((e) => (e.server ?? 'current') === name)));
  }
  return [
    `## 仅导出（BENCH_EXPORT_ONLY）${r.date}`,
    '',
    ...Object.entries(r.machine).map(([k, v]) => `- ${k}：${v}`),
    `- 数据集：投递 ${r.sizes.applications.toLocaleString('en')}，岗位 ${r.sizes.jobs.toLocaleString('en')}，求职者 ${r.sizes.seekers.toLocaleString('en')}；每次导出 ${EXPORT_ROWS.toLocaleString('en')} 行`,
    '',
    '| 数据库 | 服务 | 次数 | 行/秒 中位数 | 最小–最大 | RSS 峰值中位数（MB） | 与 baseline 的成对比值中位数（各对） |',
    '|---|---|---:|---:|---|---:|---|',
    ...summary.filter(Boolean),
    '',
    '| 数据库 | 服务 | 同时导出 | 行数 | 耗时（秒） | 行/秒 | 文件（MB） | 导出前 RSS（MB） | RSS 峰值（MB） | VmHWM（MB） | 导出期间列表页 p50 / p99（ms） |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  if (!fs.existsSync(serverMain)) throw new Error('apps/server/dist/main.js 不存在：请先运行 npm run build');
  const pgVersion = await postgresVersion();
  const results: Results = {
    date: new Date().toISOString(),
    machine: machineInfo(pgVersion),
    sizes: SIZES,
    datasets: {},
    runs: [],
    exports: [],
  };
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const baseEnv = benchServerEnv(workDir, APPLICATIONS_ADMIN_PASSWORD);
  try {
    await forEachDialect(DIALECTS, pgVersion, workDir, baseEnv, 'hrbd_bench_apply', (dialect, env) => benchDialect(dialect, env, results));
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  results.machine['结束时负载'] = loadAverage();
  if (EXPORT_ONLY) {
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(path.join(resultsDir, 'applications-export.json'), `${JSON.stringify(results, null, 2)}\n`);
    process.stdout.write(`\n${exportMarkdown(results)}\n`);
  } else {
    // A run of one database keeps the other's rows from the last run that measured it.
    keepOtherDialects(results, path.join(resultsDir, 'applications.json'), DIALECTS, { records: ['datasets'], lists: ['runs', 'exports'] });
    const md = markdown(results);
    writeResults(resultsDir, 'applications', results, md);
    process.stdout.write(`\n${md}\n`);
  }
  const missed = [...results.runs.filter((r) => r.budgetMet === false).map((r) => `${r.name} on ${r.dialect}`), ...results.exports.filter((e) => !e.budgetMet).map((e) => `export on ${e.dialect}`)];
  if (missed.length > 0) {
    log(`budget missed: ${missed.join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
