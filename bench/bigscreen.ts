/**
 * The 数据大屏 at scale (issue 17, Scale): the 1,000,000-application dataset of
 * `lib/applications-dataset.ts` (100,000 jobs, 300,000 job seekers, 5,000
 * companies over 郑州's counties) plus 24 months of monthly reports (河南's
 * cities and 郑州's counties, written as a workbook and loaded through the
 * import service, as the demo seed does), on SQLite and on PostgreSQL, against
 * the built server (`npm run build` first) as a child process.
 *
 *  - each of the 21 `/hrbd-bigscreen` catalogue endpoints at 10 connections,
 *    as the administrator (全部) and as a county user (数据权限 新郑市, holding
 *    `recruit:bigscreen:list` only): p50/p99, budget p99 ≤ 20 ms; the weather
 *    card asks a local stand-in of AMap's weather service (cached 10 minutes,
 *    so after the first call it measures the cache);
 *  - beside each, the endpoint's service function timed in this process on a
 *    connection of its own (no HTTP, no guard): for an endpoint of one query
 *    that is the raw query; for one of several, their sum as the service runs them;
 *  - 月报导入 of a 100,000-row workbook (`/hrbd-bigscreen/report-import/import`,
 *    outside the catalogue) uploaded over HTTP: rows/s (budget ≥ 20,000) and
 *    the server's peak resident set (budget ≤ 256 MB).
 *
 * Results go to results/bigscreen.md and .json. Each database's runs replace
 * that database's earlier ones in the JSON, so `BENCH_DIALECTS=sqlite` then
 * `=postgres` give one table. The exit code is 1 when a budget is missed.
 * `BENCH_SECONDS` (default 10) is the measuring time of each case,
 * `BENCH_APPLICATIONS` / `BENCH_JOBS` / `BENCH_SEEKERS` the sizes,
 * `BENCH_ONLY=<substring>[,…]` measures the endpoints whose path contains one of them; `import` measures the
 * import alone, on a database of its own that the server migrates (no dataset: the import reads none of it),
 * `BENCH_SERVER_MAIN` the server build to measure (another build's import rows stand beside this one's:
 * before and after a change),
 * `BENCH_DIALECTS=none` only rewrites the markdown from the JSON.
 * `BENCH_KEEP=1` keeps both databases (SQLite in bench/.work-bigscreen-kept/, PostgreSQL
 * database `hrbd_bench_bigscreen_kept`) and reuses them when they are there
 * (the server migrates them at start, so a new index is measured without
 * building the dataset again; EXPLAIN them by hand). A run replaces the
 * earlier runs of the same endpoint, scope and database in the JSON.
 *
 *   cd bench && npx tsx bigscreen.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  addMonths,
  bigscreenAreas,
  bigscreenReportImportApi,
  bigscreenWeatherApi,
  permissionOf,
  type Endpoint,
} from '@hrbd/contract';
import type { Db } from '@hrbd/server/dist/db/database.js';
import { createDatabase, type DialectName } from '@hrbd/server/dist/db/dialect/index.js';
import * as dashboard from '@hrbd/server/dist/modules/bigscreen/dashboard/dashboard.service.js';
import { seedInsuredReportDemo } from '@hrbd/server/dist/modules/bigscreen/insured-report/insured-report.demo.js';
import * as insured from '@hrbd/server/dist/modules/bigscreen/insured-report/insured-report.service.js';
import { pageWarnings } from '@hrbd/server/dist/modules/bigscreen/warning/warning.service.js';
import type { Actor, AppDeps } from '@hrbd/server/dist/platform/context.js';
import { WHOLE_SCOPE, type DataScope } from '@hrbd/server/dist/platform/data-scope.js';
import { sql } from 'kysely';
import pg from 'pg';
import { importWorkbook } from './lib/bigscreen-reports.js';
import { weatherStandIn } from './lib/weather-stand-in.js';
import { APPLICATIONS_ADMIN_PASSWORD, buildApplicationsDataset, type ApplicationsDataset } from './lib/applications-dataset.js';
import { CONNECTIONS, measure, MEASURE_SECONDS, type LoadResult } from './lib/load.js';
import { POSTGRES_URL, postgresVersion, withPostgresDatabase } from './lib/postgres.js';
import { procMb, type Child, withRssSampled } from './lib/processes.js';
import { budgetMark, benchServerEnv, loadAverage, login, machineInfo, pauseScheduledTasks, percentile, urlOf, withChild, writeResults } from './lib/endpoint-bench.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverMain = path.resolve(here, process.env.BENCH_SERVER_MAIN ?? '../apps/server/dist/main.js');
/** The measured build as the results name it: `apps/server/dist` unless BENCH_SERVER_MAIN says otherwise. */
const serverBuild = path.relative(path.resolve(here, '..'), path.dirname(serverMain));
const resultsDir = path.join(here, 'results');
const workDir = path.join(here, '.work-bigscreen');
const SIZES = {
  applications: Number(process.env.BENCH_APPLICATIONS ?? 1_000_000),
  jobs: Number(process.env.BENCH_JOBS ?? 100_000),
  seekers: Number(process.env.BENCH_SEEKERS ?? 300_000),
};
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',');
const ONLY = process.env.BENCH_ONLY ?? '';
/** `BENCH_DIALECTS=none`: measures nothing, rewrites results/bigscreen.md from the JSON (after merging runs by hand). */
const REPORT_ONLY = DIALECTS.length === 1 && DIALECTS[0] === 'none';
const KEEP = process.env.BENCH_KEEP === '1';
const keptDir = path.join(here, '.work-bigscreen-kept');
const BUDGET_P99_MS = 20;
const BUDGET_IMPORT_ROWS_PER_S = 20_000;
const BUDGET_RSS_MB = 256;
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
/** The applications dataset ends on 2025-06-18; the reports run up to its month. */
const REPORT_MONTH = '2025-06';
const REPORTS_SEEDED_AT = '2025-07-01 09:00:00';
/** In-process timing: warm-ups, then measured calls, within a time limit per case. */
const RAW_RUNS = 100;
const RAW_LIMIT_MS = 4_000;

interface Run extends LoadResult {
  key: string;
  path: string;
  dialect: DialectName;
  scoped: boolean;
  /** The service function in this process: p50 and p99 in ms (null for the weather card, which asks a remote service). */
  raw: { p50: number; p99: number; runs: number } | null;
  bytes: number;
  budgetMet: boolean;
}

interface ImportRun {
  dialect: DialectName;
  /** The server build measured (absent in runs before it was recorded: `apps/server/dist`). */
  server?: string;
  /** Load averages (1 minute) when the import began and ended. */
  load?: string;
  /** The server's CPU time (user + system) during the import: what the shared machine's load does not change much. */
  cpuSeconds?: number | null;
  rows: number;
  months: number;
  fileMb: number;
  seconds: number;
  rowsPerSecond: number;
  idleRssMb: number;
  peakRssMb: number;
  hwmMb: number;
  importedMonths: number;
  refusedMonths: number;
  budgetMet: boolean;
}

interface Results {
  date: string;
  machine: Record<string, string | number>;
  sizes: typeof SIZES;
  measureSeconds: number;
  datasets: Partial<Record<DialectName, ApplicationsDataset & { reportRows: number; reportSeconds: number }>>;
  runs: Run[];
  imports: ImportRun[];
}

function log(line: string): void {
  process.stdout.write(`[bigscreen ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The 21 catalogue endpoints (月报导入's four routes are outside the catalogue). */
const ENDPOINTS: Endpoint[] = bigscreenAreas.filter((area) => area !== bigscreenReportImportApi).flatMap((area) => Object.values(area) as Endpoint[]);

type ServiceCall = (deps: AppDeps, actor: Actor, query: Record<string, unknown>) => Promise<unknown>;
type Q = { reportTime: string; pageNum: number; pageSize: number; parentCode?: string };
/** What each route runs, by endpoint key (the routes' own one-liners). */
const SERVICES: Record<string, ServiceCall | null> = {
  'bigscreen.company.info': (d, a, q) => dashboard.companyOverview(d, a.scope, (q as Q).reportTime),
  'bigscreen.company.queryCmpyStatistics': (d, a, q) => dashboard.companyStatistics(d, a.scope, (q as Q).reportTime),
  'bigscreen.company.getCmpyList': (d, a, q) => dashboard.newestCompanies(d, a.scope, q as Q),
  'bigscreen.company.queryCmpyRecruit': (d, a, q) => dashboard.recruitingCompanies(d, a.scope, q as Q),
  'bigscreen.recruit.analysis': (d, a, q) => dashboard.recruitTrend(d, a.scope, (q as Q).reportTime),
  'bigscreen.recruit.jobApplyAnalysis': (d, a, q) => dashboard.applyDays(d, a.scope, (q as Q).reportTime),
  'bigscreen.recruit.getCmpyCategory': (d, a, q) => dashboard.categoryGap(d, a.scope, (q as Q).reportTime),
  'bigscreen.recruit.getCmpyRecruitAnalysis': (d, a, q) => dashboard.categoryApplications(d, a.scope, (q as Q).reportTime),
  'bigscreen.recruit.getEmployWarn': (d, a, q) => pageWarnings(d, a, q as Q),
  'bigscreen.people.userCount': (d, a, q) => dashboard.userCount(d, a.scope, (q as Q).reportTime),
  'bigscreen.people.analysisUserInfo': (d, a, q) => dashboard.userPortrait(d, a.scope, (q as Q).reportTime),
  'bigscreen.people.analysisEducation': (d, a, q) => dashboard.userEducation(d, a.scope, (q as Q).reportTime),
  'bigscreen.people.getSummary': (d, a, q) => dashboard.summary(d, a, (q as Q).reportTime),
  'bigscreen.train.trainApplyAnalysis': (d, a, q) => dashboard.trainApplyTrend(d, a.scope, (q as Q).reportTime),
  'bigscreen.train.queryCmpyTrain': (d, a, q) => dashboard.trainCompanies(d, a.scope, q as Q),
  'bigscreen.insuredTotal.analysis': (d, a, q) => insured.insuredTotal(d, a.scope, (q as Q).reportTime),
  'bigscreen.insurance.analysis': (d, a, q) => insured.insuranceAnalysis(d, a.scope, (q as Q).reportTime),
  'bigscreen.insurance.socialSecurityUserAnalysis': (d, a, q) => insured.insuredRegions(d, a.scope, (q as Q).reportTime, (q as Q).parentCode),
  'bigscreen.insurance.socialSecurityEducational': (d, a, q) => insured.insuredEducation(d, a.scope, (q as Q).reportTime),
  'bigscreen.workerFlow.analysis': (d, a, q) => insured.workerFlow(d, a.scope, (q as Q).reportTime),
  'bigscreen.weather.city': null,
};

/** Once, unmeasured: the call answers 200 with data the contract accepts; answers its size. */
async function probe(endpoint: Endpoint, url: string, token: string): Promise<number> {
  const res = await fetch(url, { headers: { authorization: token } });
  const text = await res.text();
  const json = JSON.parse(text) as { code: number; msg: string; data: unknown };
  if (json.code !== 200) throw new Error(`${url} answered ${json.code}: ${json.msg}`);
  endpoint.response.parse(json.data);
  return Buffer.byteLength(text);
}

async function rawTiming(call: ServiceCall, deps: AppDeps, actor: Actor, query: Record<string, unknown>): Promise<{ p50: number; p99: number; runs: number }> {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < RAW_RUNS * 2; i++) {
    const t = performance.now();
    await call(deps, actor, query);
    if (i >= RAW_RUNS) times.push(performance.now() - t);
    else if (performance.now() - started > RAW_LIMIT_MS / 2) i = RAW_RUNS - 1; // a slow case: fewer warm-ups
    if (performance.now() - started > RAW_LIMIT_MS && times.length >= 10) break;
  }
  times.sort((a, b) => a - b);
  return { p50: round2(percentile(times, 0.5)), p99: round2(percentile(times, 0.99)), runs: times.length };
}

async function measureImport(child: Child, token: string, db: Db, dialect: DialectName): Promise<ImportRun> {
  const pid = child.pid ?? 0;
  // Months before the dataset's 24 months of reports, so the endpoints' figures stay those of the seeded reports.
  const { file, months } = await importWorkbook(db, IMPORT_ROWS, addMonths(REPORT_MONTH, -24));
  const form = new FormData();
  form.append('multipartFile', new Blob([file], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), '压测月报.xlsx');
  const loadBefore = os.loadavg()[0].toFixed(2);
  const cpuBefore = child.cpuMicros();
  type Answer = { code: number; msg: string; data: { total: number; importedMonths: string[]; refusedMonths: string[] } | null };
  const { value: json, seconds, idleMb: idleRssMb, peakMb: peak } = await withRssSampled(pid, async () => {
    const res = await fetch(`${child.url}${bigscreenReportImportApi.import.path}`, { method: 'POST', headers: { authorization: token }, body: form });
    return (await res.json()) as Answer;
  });
  const cpuAfter = child.cpuMicros();
  if (json.code !== 200 || !json.data) throw new Error(`import answered ${json.code}: ${json.msg}`);
  const rows = json.data.total;
  const run: ImportRun = {
    dialect,
    server: serverBuild,
    load: `${loadBefore} / ${os.loadavg()[0].toFixed(2)}`,
    cpuSeconds: cpuBefore === null || cpuAfter === null ? null : round2((cpuAfter - cpuBefore) / 1e6),
    rows,
    months,
    fileMb: round2(file.length / 2 ** 20),
    seconds: round2(seconds),
    rowsPerSecond: Math.round(rows / seconds),
    idleRssMb,
    peakRssMb: peak,
    hwmMb: procMb(pid, 'VmHWM'),
    importedMonths: json.data.importedMonths.length,
    refusedMonths: json.data.refusedMonths.length,
    budgetMet: false,
  };
  run.budgetMet = run.rowsPerSecond >= BUDGET_IMPORT_ROWS_PER_S && peak <= BUDGET_RSS_MB && run.refusedMonths === 0 && rows >= IMPORT_ROWS;
  log(`  → import ${rows} rows (${months} months, ${run.fileMb} MB) in ${run.seconds} s (${run.rowsPerSecond} rows/s), RSS ${idleRssMb} → peak ${peak} MB; server CPU ${run.cpuSeconds ?? '-'} s; refused months ${run.refusedMonths}; load ${run.load}`);
  return run;
}

/** 24 months of reports up to the dataset's month, through the import service as the demo seed loads them; the county user gets the big screen. */
async function seedReports(db: Db, dialect: DialectName, dataset: ApplicationsDataset, results: Results): Promise<void> {
  const reportStarted = performance.now();
  const reports = await seedInsuredReportDemo(db, REPORTS_SEEDED_AT);
  const reportSeconds = (performance.now() - reportStarted) / 1000;
  log(`${dialect}: ${reports.total} report rows (${reports.importedMonths.length} months) in ${reportSeconds.toFixed(1)} s`);
  const code = permissionOf(bigscreenWeatherApi.city);
  if (!code) throw new Error('the big screen has no permission code');
  const resource = await db.selectFrom('sysResource').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  const role = await db.selectFrom('sysRole').select('id').where('roleCode', '=', 'bench_scoped').executeTakeFirstOrThrow();
  await db.insertInto('sysRoleResource').values({ roleId: role.id, resourceId: resource.id }).execute();
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
  results.datasets[dialect] = { ...dataset, reportRows: reports.total, reportSeconds: round2(reportSeconds) };
}

/** BENCH_ONLY=import: a fresh database, migrated and seeded (regions, the administrator) by the server's first start, then the import. */
async function benchImportAlone(dialect: DialectName, env: Record<string, string>, results: Results): Promise<void> {
  await withChild([serverMain], env, here, async () => undefined);
  const db = createDatabase({ ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}), dataDir: env.DATA_DIR, poolSize: 1 });
  try {
    await withChild([serverMain], env, here, async (child) => {
      results.imports.push(await measureImport(child, await login(child.url, 'admin', APPLICATIONS_ADMIN_PASSWORD), db, dialect));
    });
  } finally {
    await db.destroy();
  }
}

async function benchDialect(dialect: DialectName, env: Record<string, string>, results: Results): Promise<void> {
  if (ONLY === 'import') return benchImportAlone(dialect, env, results);
  log(`${dialect}: generating ${SIZES.applications.toLocaleString('en')} applications`);
  const target = env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR } : { dataDir: env.DATA_DIR };
  const marker = path.join(keptDir, `${dialect}.dataset.json`);
  const reused = KEEP && fs.existsSync(marker);
  const dataset: ApplicationsDataset = reused ? (JSON.parse(fs.readFileSync(marker, 'utf8')) as ApplicationsDataset) : await buildApplicationsDataset(target, SIZES, log);
  log(`${dialect}: dataset ${reused ? 'reused' : `in ${dataset.seconds.toFixed(1)} s`}`);

  const db = createDatabase({ ...target, poolSize: 1 });
  try {
    if (!reused) await seedReports(db, dialect, dataset, results);
    if (KEEP && !reused) {
      fs.mkdirSync(keptDir, { recursive: true });
      fs.writeFileSync(marker, JSON.stringify(dataset));
    }
    // Before any start: 岗位到期下线 would take the dataset's jobs (open until 2025-09) offline, leaving
    // 招聘企业 and 岗位缺口 with no job online.
    await pauseScheduledTasks(db);
    if (reused) {
      // The kept database: the server migrates it (a new index), then the planner gets fresh statistics.
      await withChild([serverMain], env, here, async () => undefined);
      if (dialect === 'postgres') await sql`analyze`.execute(db);
    }


    const deps = { db } as unknown as AppDeps;
    const actorOf = (scope: DataScope): Actor => ({ userId: 1, userCode: 'admin', userName: 'admin', realName: '压测', sessionId: '', isAdmin: scope.regionCode === null, scope });
    const county: DataScope = { regionCode: dataset.scopedUser.county };
    const weather = await weatherStandIn();
    try {
      const serverEnv = { ...env, WEATHER_PROVIDER: 'amap', AMAP_KEY: 'bench', AMAP_API_BASE: weather.base };
      await withChild([serverMain], serverEnv, here, async (child) => {
        const tokens = {
          whole: await login(child.url, 'admin', APPLICATIONS_ADMIN_PASSWORD),
          scoped: await login(child.url, dataset.scopedUser.userName, dataset.scopedUser.password),
        };
        for (const endpoint of ENDPOINTS.filter((e) => ONLY.split(',').some((part) => e.path.includes(part)))) {
          for (const scoped of [false, true]) {
            const query: Record<string, string | number> = endpoint === bigscreenWeatherApi.city ? { cityCode: '410184' } : { reportTime: REPORT_MONTH };
            const url = urlOf(child.url, endpoint.path, query);
            const token = scoped ? tokens.scoped : tokens.whole;
            const bytes = await probe(endpoint, url, token);
            const call = SERVICES[endpoint.key];
            if (call === undefined) throw new Error(`no service named for ${endpoint.key}`);
            const raw = call && endpoint.query ? await rawTiming(call, deps, actorOf(scoped ? county : WHOLE_SCOPE), endpoint.query.parse(query) as Record<string, unknown>) : null;
            const run = await measure({ url, headers: { authorization: token } }, child.cpuMicros);
            const measured: Run = { key: endpoint.key, path: endpoint.path, dialect, scoped, raw, bytes, ...run, budgetMet: run.p99 <= BUDGET_P99_MS && run.failures === 0 };
            results.runs.push(measured);
            log(
              `  → ${endpoint.path}${scoped ? ' (新郑市)' : ''}: ${run.rps} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms` +
                `${raw ? ` (service p50 ${raw.p50} ms, p99 ${raw.p99} ms)` : ''}, ${run.cpuPerRequest ?? '-'} µs CPU/req${measured.budgetMet ? '' : ' ✗'}`,
            );
          }
        }
      });
    } finally {
      await weather.close();
    }
    // A server of its own for the import, so its memory is not mixed with what the load left in the heap.
    if (!ONLY) {
      await withChild([serverMain], env, here, async (child) => {
        results.imports.push(await measureImport(child, await login(child.url, 'admin', APPLICATIONS_ADMIN_PASSWORD), db, dialect));
      });
    }
  } finally {
    await db.destroy();
  }
}

/** BENCH_KEEP's PostgreSQL database: made when missing, left in place afterwards. */
async function keptPostgresDatabase(fn: (url: string) => Promise<void>): Promise<void> {
  const name = 'hrbd_bench_bigscreen_kept';
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      fs.rmSync(path.join(keptDir, 'postgres.dataset.json'), { force: true });
      await client.query(`create database ${name}`);
    }
  } finally {
    await client.end();
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  await fn(url.toString());
}

function markdown(r: Results): string {
  const byPath = new Map<string, Run[]>();
  for (const run of r.runs) byPath.set(run.path, [...(byPath.get(run.path) ?? []), run]);
  const dialects = [...new Set(r.runs.map((run) => run.dialect))];
  const cell = (run: Run | undefined) =>
    run ? `${run.rps.toLocaleString('en')} | ${run.p50} | ${run.p99} | ${run.raw ? `${run.raw.p50} / ${run.raw.p99}` : '—'} | ${budgetMark(run.budgetMet)}` : '- | - | - | - | -';
  const rows: string[] = [];
  for (const [p, runs] of byPath) {
    for (const dialect of dialects) {
      for (const scoped of [false, true]) {
        const run = runs.find((x) => x.dialect === dialect && x.scoped === scoped);
        if (run) rows.push(`| \`${p.replace('/hrbd-bigscreen/', '')}\` | ${dialect} | ${scoped ? '新郑市' : '全部'} | ${cell(run)} | ${run.cpuPerRequest ?? '-'} | ${run.failures ?? '-'} |`);
      }
    }
  }
  const importRows = r.imports.map(
    (e) =>
      `| ${e.dialect} | \`${e.server ?? 'apps/server/dist'}\` | ${e.rows.toLocaleString('en')} | ${e.months} | ${e.fileMb} | ${e.seconds} | ${e.cpuSeconds ?? '-'} | ${e.rowsPerSecond.toLocaleString('en')} | ${e.idleRssMb} | ${e.peakRssMb} | ${e.hwmMb ?? '-'} | ${e.importedMonths}/${e.refusedMonths} | ${e.load ?? '-'} | ${budgetMark(e.budgetMet)} |`,
  );
  const datasetRows = Object.entries(r.datasets).map(
    ([d, s]) =>
      `| ${d} | ${s.jobs.toLocaleString('en')} | ${s.seekers.toLocaleString('en')} | ${s.applications.toLocaleString('en')} | ${s.scopedUser.applications.toLocaleString('en')} | ${s.seconds.toFixed(1)} | ${s.reportRows.toLocaleString('en')} | ${s.reportSeconds} |`,
  );
  const missed = r.runs.filter((x) => !x.budgetMet).length;
  return [
    '# 数据大屏性能基准（bench/bigscreen.ts）',
    '',
    `- 日期：${r.date}`,
    ...Object.entries(r.machine).map(([k, v]) => `- ${k}：${v}`),
    `- 并发连接：${CONNECTIONS}；每项测量 ${r.measureSeconds} 秒（先预热 2 秒）`,
    '',
    '被测服务为子进程（`node apps/server/dist/main.js`），负载端（autocannon）、数据库与之同在一台两核机器上：延迟与 req/s 受机器上其他负载影响，请对照开始/结束时负载；服务端 CPU µs/请求受影响较小。',
    `统计月份 reportTime=${REPORT_MONTH}（数据集的最后一个月）；“全部”为管理员，“新郑市”为数据权限 新郑市、只持 recruit:bigscreen:list 与投递记录列表权限的用户。天气卡片请求本地的高德天气替身（缓存 10 分钟，故测得的是缓存命中）。`,
    '“服务函数”是该接口调用的服务函数在压测进程内、单连接、无 HTTP 与守卫时的耗时（毫秒，p50 / p99）：一条查询的接口即原始查询，多条查询的为服务按其方式执行的合计。autocannon 以整毫秒记录延迟。',
    '',
    '## 数据集',
    '',
    '| 数据库 | 岗位 | 求职者 | 投递 | 其中新郑市企业的投递 | 生成耗时（秒） | 月报行数（24 个月，经导入服务） | 月报导入耗时（秒） |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...datasetRows,
    '',
    `## 21 个接口（预算：p99 ≤ ${BUDGET_P99_MS} ms；未达标 ${missed} 项）`,
    '',
    '| 接口 | 数据库 | 范围 | req/s | p50 | p99 | 服务函数 p50 / p99 | 预算 | 服务端 CPU µs/请求 | 失败 |',
    '|---|---|---|---:|---:|---:|---|---|---:|---:|',
    ...rows,
    '',
    `## 月报导入 ${IMPORT_ROWS.toLocaleString('en')} 行（预算：≥ ${BUDGET_IMPORT_ROWS_PER_S.toLocaleString('en')} 行/秒，峰值常驻内存 ≤ ${BUDGET_RSS_MB} MB）`,
    '',
    '河南全部市县，自本月起逐月向前；每地区每月 1 行社保参保、11 行参保学历、1 行人员流动，市为所辖县区之和（全部通过校验）。经 HTTP multipart 上传到 `/hrbd-bigscreen/report-import/import`，计时含上传、流式读取、校验与逐月替换。',
    '',
    '| 数据库 | 服务端构建 | 行数 | 月数 | 文件（MB） | 耗时（秒） | 服务端 CPU（秒） | 行/秒 | 导入前 RSS（MB） | RSS 峰值（MB） | VmHWM（MB） | 导入/拒绝月数 | 负载（开始 / 结束，1 分钟） | 预算 |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---|',
    ...importRows,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  if (!fs.existsSync(serverMain)) throw new Error('apps/server/dist/main.js 不存在：请先运行 npm run build');
  const pgVersion = await postgresVersion();
  const jsonFile = path.join(resultsDir, 'bigscreen.json');
  const earlier: Results | null = fs.existsSync(jsonFile) ? (JSON.parse(fs.readFileSync(jsonFile, 'utf8')) as Results) : null;
  const results: Results = {
    date: new Date().toISOString(),
    machine: (({ 开始时负载: _started, ...machine }) => ({
      ...machine,
      // An import-only run records its load with each import row, leaving the endpoints' run its own.
      ...(REPORT_ONLY || ONLY === 'import' ? {} : { [`开始时负载（${DIALECTS.join('+')}）`]: loadAverage() }),
    }))(machineInfo(pgVersion)),
    sizes: SIZES,
    measureSeconds: MEASURE_SECONDS,
    datasets: {},
    runs: [],
    imports: [],
  };
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const baseEnv = benchServerEnv(workDir, APPLICATIONS_ADMIN_PASSWORD);
  try {
    if (DIALECTS.includes('sqlite')) {
      const dataDir = KEEP ? path.join(keptDir, 'sqlite') : path.join(workDir, 'sqlite');
      if (KEEP) fs.mkdirSync(dataDir, { recursive: true });
      await benchDialect('sqlite', { ...baseEnv, DATA_DIR: dataDir }, results);
    }
    if (DIALECTS.includes('postgres')) {
      const env = (databaseUrl: string) => ({ ...baseEnv, DATA_DIR: path.join(workDir, 'postgres'), DATABASE_URL: databaseUrl });
      if (pgVersion && KEEP) {
        await keptPostgresDatabase(async (databaseUrl) => benchDialect('postgres', env(databaseUrl), results));
      } else if (pgVersion) {
        await withPostgresDatabase('hrbd_bench_bigscreen', (databaseUrl) => benchDialect('postgres', env(databaseUrl), results));
      } else log(`PostgreSQL at ${POSTGRES_URL} is not reachable: skipped`);
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  if (!REPORT_ONLY && ONLY !== 'import') results.machine[`结束时负载（${DIALECTS.join('+')}）`] = loadAverage();
  // Keep the earlier runs this one did not repeat (the other database, other endpoints).
  if (earlier) {
    const same = (a: Run, b: Run) => a.dialect === b.dialect && a.key === b.key && a.scoped === b.scoped;
    const importKey = (x: ImportRun) => `${x.dialect} ${x.server ?? 'apps/server/dist'}`;
    const imported = new Set<string>(results.imports.map(importKey));
    const keptRuns = earlier.runs.filter((x) => !results.runs.some((y) => same(x, y)));
    // The earlier load lines stay while rows they describe do (an import row carries its own).
    if (keptRuns.length > 0 || REPORT_ONLY || ONLY === 'import') results.machine = { ...earlier.machine, ...results.machine };
    if (REPORT_ONLY || ONLY === 'import') Object.assign(results, { date: earlier.date, measureSeconds: earlier.measureSeconds });
    results.datasets = { ...earlier.datasets, ...results.datasets };
    results.runs = [...keptRuns, ...results.runs];
    results.imports = [...earlier.imports.filter((x) => !imported.has(importKey(x))), ...results.imports];
  }
  const md = markdown(results);
  writeResults(resultsDir, 'bigscreen', results, md);
  process.stdout.write(`\n${md}\n`);
  const missed = [
    ...results.runs.filter((x) => !x.budgetMet).map((x) => `${x.path}${x.scoped ? ' (county)' : ''} on ${x.dialect}`),
    ...results.imports.filter((e) => !e.budgetMet).map((e) => `import on ${e.dialect}`),
  ];
  if (missed.length > 0) {
    log(`budget missed: ${missed.join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
