/**
 * 招聘驿站 at scale (issue 15): 2,000 stations and 100,000 activities beside
 * the 1,000,000-application dataset (`lib/stations-dataset.ts` over
 * `lib/applications-dataset.ts`), on SQLite and on PostgreSQL, against the
 * built server (`npm run build` first) as a child process.
 *
 *  - 驿站活动 queryPageActivity page 1 (unfiltered, by tab, by station),
 *    queryStateCount (unfiltered, by station), 驿站及活动管理 getBDStationList
 *    page 1 (unfiltered, tab 运营中), queryActivityInfo type 1 (结算余额) of an
 *    activity whose jobs hold 10,000 applications in its window — at 10
 *    connections, p50/p99, as the administrator and as a 新郑市-scoped user;
 *    budget p99 ≤ 20 ms; beside each, the raw time of the same repository
 *    queries in this process (one connection, no HTTP, no guard);
 *  - exportRecruitInfos of 100,000 rows on a server of its own: rows/s and the
 *    server's peak RSS; budget ≥ 50,000 rows/s, ≤ 256 MB.
 *
 * Results go to results/stations.md and .json; the exit code is 1 when a
 * budget is missed. Sizes: `BENCH_APPLICATIONS`, `BENCH_JOBS`, `BENCH_SEEKERS`
 * (the applications dataset), `BENCH_STATIONS`, `BENCH_ACTIVITIES`,
 * `BENCH_STATION_HOT_APPLICATIONS` (the type 1 activity's), `BENCH_STATION_EXPORT_ROWS`;
 * `BENCH_SECONDS` the measuring time, `BENCH_DIALECTS=sqlite` (or postgres) one database.
 *
 *   cd bench && npx tsx stations.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { activityApi, stationApi } from '@hrbd/contract';
import { createDatabase, type DialectName } from '@hrbd/server/dist/db/dialect/index.js';
import * as activityRepo from '@hrbd/server/dist/modules/station/activity/activity.repository.js';
import * as stationRepo from '@hrbd/server/dist/modules/station/station/station.repository.js';
import { WHOLE_SCOPE, type DataScope } from '@hrbd/server/dist/platform/data-scope.js';
import { nowText } from '@hrbd/server/dist/platform/time.js';
import { APPLICATIONS_ADMIN_PASSWORD } from './lib/applications-dataset.js';
import { budgetMark, benchServerEnv, EXPORT_BUDGET, forEachDialect, loadAverage, login, machineInfo, measureExport, medianExport, pauseScheduledTasks, rawTiming, urlOf, withChild, writeResults, type ExportMedian, type ListRun } from './lib/endpoint-bench.js';
import { CONNECTIONS, measure, MEASURE_SECONDS } from './lib/load.js';
import { postgresVersion } from './lib/postgres.js';
import { buildStationsDataset, type StationsDataset } from './lib/stations-dataset.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverMain = path.resolve(here, process.env.BENCH_SERVER_MAIN ?? '../apps/server/dist/main.js');
const resultsDir = path.join(here, 'results');
const workDir = path.join(here, '.work-stations');
const SIZES = {
  applications: Number(process.env.BENCH_APPLICATIONS ?? 1_000_000),
  jobs: Number(process.env.BENCH_JOBS ?? 100_000),
  seekers: Number(process.env.BENCH_SEEKERS ?? 300_000),
  stations: Number(process.env.BENCH_STATIONS ?? 2_000),
  activities: Number(process.env.BENCH_ACTIVITIES ?? 100_000),
  hotApplications: Number(process.env.BENCH_STATION_HOT_APPLICATIONS ?? 10_000),
  exportRows: Number(process.env.BENCH_STATION_EXPORT_ROWS ?? 100_000),
};
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',');
const BUDGET_P99_MS = 20;
const PAGE = { pageNum: 1, pageSize: 10 };

type Db = ReturnType<typeof createDatabase>;

interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  input: Record<string, string | number>;
  /** Asked by the 新郑市-scoped user instead of the administrator. */
  scoped?: boolean;
  /** The same repository queries in this process, with the caller's scope. */
  raw: (db: Db, scope: DataScope) => Promise<unknown>;
  total: (data: unknown) => number | null;
}

type Run = ListRun;

interface ExportRun extends ExportMedian {
  dialect: DialectName;
}

interface Results {
  date: string;
  machine: Record<string, string | number>;
  sizes: typeof SIZES;
  datasets: Partial<Record<DialectName, Omit<StationsDataset, 'applications'> & { applications: number; jobs: number }>>;
  loads: Partial<Record<DialectName, { date: string; 开始时负载: string; 结束时负载: string }>>;
  runs: Run[];
  exports: ExportRun[];
}

function log(line: string): void {
  process.stdout.write(`[stations ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
}

function casesOf(d: StationsDataset): Case[] {
  const activities = (name: string, filter: { status?: number; stationNo?: string }, scoped = false): Case => ({
    name,
    method: 'POST',
    path: activityApi.queryPageActivity.path,
    input: { ...PAGE, ...filter },
    scoped,
    raw: (db, scope) => activityRepo.pageActivities(db, { scope, ...filter }, PAGE),
    total: (data) => activityApi.queryPageActivity.response.parse(data).total,
  });
  const counts = (name: string, filter: { stationNo?: string }, scoped = false): Case => ({
    name,
    method: 'POST',
    path: activityApi.queryStateCount.path,
    input: filter,
    scoped,
    raw: (db, scope) => activityRepo.countByStatus(db, { scope, ...filter }),
    total: (data) => activityApi.queryStateCount.response.parse(data).reduce((sum, c) => sum + c.count, 0),
  });
  const stations = (name: string, filter: { approveState?: number }, scoped = false): Case => ({
    name,
    method: 'GET',
    path: stationApi.getBDStationList.path,
    input: { ...PAGE, ...filter },
    scoped,
    raw: (db, scope) => stationRepo.pageStations(db, { scope, ...filter }, nowText(), PAGE),
    total: (data) => stationApi.getBDStationList.response.parse(data).total,
  });
  const balance = (name: string, scoped = false): Case => ({
    name,
    method: 'GET',
    path: activityApi.queryActivityInfo.path,
    input: { activityCode: d.hotActivity.activityCode, type: 1 },
    scoped,
    // What type 1 reads: the activity in scope, its latest 结算单, the hires and trainees counted in its window.
    raw: async (db, scope) => {
      const row = await activityRepo.findByCode(db, d.hotActivity.activityCode, scope);
      if (!row) throw new Error('the hot activity is not in scope');
      const w = { activityId: Number(row.id), beginTime: row.beginTime, endTime: row.endTime };
      await activityRepo.latestSettle(db, w.activityId);
      return Promise.all([activityRepo.countHires(db, w), activityRepo.countTrainees(db, w)]);
    },
    total: (data) => {
      const b = activityApi.queryActivityInfo.response.parse(data);
      return 'hires' in b ? b.hires : null;
    },
  });
  return [
    activities('活动列表第1页 无筛选', {}),
    activities('活动列表第1页 标签“待开始”', { status: 0 }),
    activities('活动列表第1页 标签“已结束”', { status: 6 }),
    activities(`活动列表第1页 按驿站（${d.typicalStation.activities} 个活动）`, { stationNo: d.typicalStation.stationNo }),
    counts('活动状态计数 无筛选', {}),
    counts('活动状态计数 按驿站', { stationNo: d.typicalStation.stationNo }),
    stations('驿站列表第1页 无筛选', {}),
    stations('驿站列表第1页 标签“运营中”', { approveState: 1 }),
    balance(`结算余额（type 1，岗位 ${d.hotActivity.jobs} 个、窗口内投递 ${d.hotActivity.applications} 条）`),
    // 数据权限: the same questions from a user who sees 新郑市 only.
    activities(`区县用户 活动列表第1页 无筛选（${d.scopedUser.activities} 个）`, {}, true),
    activities('区县用户 活动列表第1页 标签“待开始”', { status: 0 }, true),
    counts('区县用户 活动状态计数 无筛选', {}, true),
    stations(`区县用户 驿站列表第1页 无筛选（${d.scopedUser.stations} 个）`, {}, true),
    stations('区县用户 驿站列表第1页 标签“运营中”', { approveState: 1 }, true),
    balance('区县用户 结算余额（type 1）', true),
  ];
}

const requestOf = (base: string, token: string, c: Case) =>
  c.method === 'GET'
    ? { url: urlOf(base, c.path, c.input), headers: { authorization: token } }
    : { url: `${base}${c.path}`, method: 'POST' as const, headers: { authorization: token }, body: c.input };

/** Once, unmeasured: the call answers 200 with data the contract accepts. */
async function probe(base: string, token: string, c: Case): Promise<unknown> {
  const r = requestOf(base, token, c);
  const res = await fetch(r.url, {
    method: c.method,
    headers: { ...r.headers, 'content-type': 'application/json' },
    body: c.method === 'POST' ? JSON.stringify(c.input) : undefined,
  });
  const json = (await res.json()) as { code: number; msg: string; data: unknown };
  if (json.code !== 200) throw new Error(`${c.path} answered ${json.code}: ${json.msg}`);
  return json.data;
}

/** Downloads exportRecruitInfos of the export activity on a server of its own: rows/s and the server's RSS. */
async function exportRun(dialect: DialectName, env: Record<string, string>, d: StationsDataset): Promise<ExportRun> {
  const measured = await medianExport(() =>
    withChild([serverMain], env, here, async (child) => {
      const token = await login(child.url, 'admin', APPLICATIONS_ADMIN_PASSWORD);
      const url = urlOf(child.url, activityApi.exportRecruitInfos.path, { activityCode: d.exportActivity.activityCode });
      return measureExport(child, token, url, path.join(workDir, `${dialect}-recruit-infos.xlsx`));
    }),
  );
  // Every application of the activity's window, or the figure is of a different file.
  return { dialect, ...measured, budgetMet: measured.budgetMet && measured.rows === d.exportActivity.applications };
}

async function benchDialect(dialect: DialectName, env: Record<string, string>, results: Results): Promise<void> {
  const target = env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR } : { dataDir: env.DATA_DIR };
  log(`${dialect}: generating ${SIZES.applications.toLocaleString('en')} applications, ${SIZES.stations} stations, ${SIZES.activities.toLocaleString('en')} activities`);
  const dataset = await buildStationsDataset(target, SIZES, log);
  results.datasets[dialect] = { ...dataset, applications: dataset.applications.applications, jobs: dataset.applications.jobs };
  results.loads[dialect] = { date: new Date().toISOString(), 开始时负载: loadAverage(), 结束时负载: '' };
  log(`${dialect}: dataset in ${dataset.seconds.toFixed(1)} s`);
  const scope: DataScope = { regionCode: dataset.scopedUser.county };
  const db = createDatabase({ ...target, poolSize: 1 });
  try {
    await pauseScheduledTasks(db);
    await withChild([serverMain], env, here, async (child) => {
      const adminToken = await login(child.url, 'admin', APPLICATIONS_ADMIN_PASSWORD);
      const scopedToken = await login(child.url, dataset.scopedUser.userName, dataset.scopedUser.password);
      for (const c of casesOf(dataset)) {
        const token = c.scoped ? scopedToken : adminToken;
        const total = c.total(await probe(child.url, token, c));
        const raw = await rawTiming(() => c.raw(db, c.scoped ? scope : WHOLE_SCOPE));
        const run = await measure(requestOf(child.url, token, c), child.cpuMicros);
        results.runs.push({ name: c.name, dialect, total, raw, ...run, budgetMet: run.p99 <= BUDGET_P99_MS && run.failures === 0 });
        log(`  → ${c.name}: ${run.rps} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms (raw p50 ${raw.p50} ms, p99 ${raw.p99} ms), total ${total}`);
      }
    });
  } finally {
    await db.destroy();
  }
  const x = await exportRun(dialect, env, dataset);
  results.exports.push(x);
  log(`  → exportRecruitInfos: ${x.rows} rows in ${x.seconds} s, ${x.rowsPerSecond} rows/s, RSS ${x.idleRssMb} → peak ${x.peakRssMb} MB`);
  results.loads[dialect].结束时负载 = loadAverage();
}

function markdown(r: Results): string {
  const n = (v: number) => v.toLocaleString('en');
  return [
    '# 招聘驿站性能基准（bench/stations.ts）',
    '',
    `- 日期：${r.date}`,
    ...Object.entries(r.machine).map(([k, v]) => `- ${k}：${v}`),
    ...Object.entries(r.loads).map(([d, l]) => `- ${d}：测于 ${l.date}，开始时负载 ${l.开始时负载}，结束时负载 ${l.结束时负载}`),
    `- 并发连接：${CONNECTIONS}；每项测量 ${MEASURE_SECONDS} 秒（先预热 2 秒）`,
    '',
    '被测服务为子进程（`node apps/server/dist/main.js`，`npm start` 的 Node 参数；管理员令牌；“区县用户”为数据权限 新郑市、只持驿站列表与活动列表权限的用户），负载端（autocannon）与数据库在同一台机器上。',
    '“原始查询”是同一仓储函数（activity.repository 的 pageActivities / countByStatus，station.repository 的 pageStations；结算余额为 findByCode、latestSettle、countHires 与 countTrainees）在压测进程内、单连接、无 HTTP 与守卫时的耗时（毫秒，200 次预热后取 200 次）。',
    '结算余额所问的活动（待结算，新郑市驿站）以投递最多的岗位为参与岗位，直到其投递达到设定条数；其时间窗覆盖数据集的两年（比表单允许的 31 天宽），这些投递全部计入。导出所问的活动同理。机器上的其他负载会抬高 p99：见开始/结束时负载。',
    '',
    '## 数据集',
    '',
    '| 数据库 | 投递 | 岗位（均在驿站） | 驿站（运营中/待审核/已驳回） | 活动 | 各状态（0–6） | 结算余额活动 | 导出活动 | 新郑市（驿站/活动） | 生成耗时（秒） |',
    '|---|---:|---:|---|---:|---|---|---|---|---:|',
    ...Object.entries(r.datasets).map(
      ([d, s]) =>
        `| ${d} | ${n(s.applications)} | ${n(s.jobs)} | ${n(s.stations)}（${[1, 0, 3].map((k) => n(s.stationStates[k] ?? 0)).join('/')}） | ${n(s.activities)} | ${[0, 1, 2, 3, 4, 5, 6].map((k) => n(s.activityStates[k] ?? 0)).join(' / ')} | ${s.hotActivity.jobs} 个岗位、${n(s.hotActivity.applications)} 条投递、${n(s.hotActivity.hires)} 人录用 | ${s.exportActivity.jobs} 个岗位、${n(s.exportActivity.applications)} 条 | ${n(s.scopedUser.stations)} / ${n(s.scopedUser.activities)} | ${s.seconds.toFixed(1)} |`,
    ),
    '',
    `## 列表、计数与结算余额（预算 p99 ≤ ${BUDGET_P99_MS} ms）`,
    '',
    '| 场景 | 数据库 | 总数 | req/s | p50 | p99 | 原始查询 p50 | 原始查询 p99 | 服务端 CPU µs/请求 | 失败 | 预算 |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...r.runs.map((m) => `| ${m.name} | ${m.dialect} | ${m.total ?? '-'} | ${n(m.rps)} | ${m.p50} | ${m.p99} | ${m.raw.p50} | ${m.raw.p99} | ${m.cpuPerRequest ?? '-'} | ${m.failures} | ${budgetMark(m.budgetMet)} |`),
    '',
    `## 招聘明细导出 exportRecruitInfos（预算：≥ ${n(EXPORT_BUDGET.rowsPerSecond)} 行/秒，RSS 峰值 ≤ ${EXPORT_BUDGET.peakRssMb} MB）`,
    '',
    '| 数据库 | 行数 | 耗时（秒） | 行/秒（中位数） | 导出前 RSS（MB） | RSS 峰值（MB，中位数） | 各次（行/秒 / 峰值 MB） | 预算 |',
    '|---|---:|---:|---:|---:|---:|---|---|',
    ...r.exports.map((x) => `| ${x.dialect} | ${n(x.rows)} | ${x.seconds} | ${n(x.rowsPerSecond)} | ${x.idleRssMb} | ${x.peakRssMb} | ${x.each ?? ''} | ${budgetMark(x.budgetMet)} |`),
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  if (!fs.existsSync(serverMain)) throw new Error('apps/server/dist/main.js 不存在：请先运行 npm run build');
  const pgVersion = await postgresVersion();
  const results: Results = { date: new Date().toISOString(), machine: machineInfo(pgVersion), sizes: SIZES, datasets: {}, loads: {}, runs: [], exports: [] };
  const baseEnv = benchServerEnv(workDir, APPLICATIONS_ADMIN_PASSWORD);
  await forEachDialect(DIALECTS, pgVersion, workDir, baseEnv, `hrbd_bench_stations_${process.pid}`, (dialect, env) => benchDialect(dialect, env, results), {
    // BENCH_KEEP_WORK=1 leaves the SQLite database for EXPLAIN QUERY PLAN.
    keep: process.env.BENCH_KEEP_WORK === '1',
  });
  const md = markdown(results);
  writeResults(resultsDir, 'stations', results, md);
  process.stdout.write(`\n${md}\n`);
  const missed = [
    ...results.runs.filter((r) => !r.budgetMet).map((r) => `${r.name} on ${r.dialect}`),
    ...results.exports.filter((x) => !x.budgetMet).map((x) => `exportRecruitInfos on ${x.dialect}`),
  ];
  if (missed.length > 0) {
    log(`budget missed: ${missed.join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
