/**
 * 政策申请 at scale (issue 12): 1,000,000 applications over 200 subsidy
 * projects, on SQLite and on PostgreSQL, against the built server
 * (`npm run build` first) as a child process.
 *
 *  - getList page 1 and getStateCount: unfiltered, one tab (审核中), one
 *    county, a typical project and the largest, and for a user whose 数据权限
 *    is 新郑市 — at 10 connections, p50/p99; budget p99 ≤ 20 ms for these;
 *  - the name filter (a substring: no index can serve it) recorded, not budgeted;
 *  - beside each, the raw Kysely time of the same repository query in this
 *    process (one connection, no HTTP, no guard).
 *
 * Results go to results/policy-applications.md and .json; the exit code is 1
 * when a budget is missed. `BENCH_APPLICATIONS`, `BENCH_PROJECTS`,
 * `BENCH_SECONDS` change the sizes and the measuring time,
 * `BENCH_DIALECTS=sqlite` (or postgres) measures one database, `BENCH_KEEP_WORK=1`
 * keeps the SQLite database in .work-policy-applications/ afterwards and
 * `BENCH_REUSE_SQLITE=1` measures it again without building it; a run of one
 * database keeps the other's figures from the last results.
 *
 *   cd bench && npx tsx policy-applications.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { policyApplyApi, policyApplyFilter } from '@hrbd/contract';
import { createDatabase, type DialectName } from '@hrbd/server/dist/db/dialect/index.js';
import { countByState, pageApplications } from '@hrbd/server/dist/modules/policy/apply/apply.repository.js';
import { applyFilterOf } from '@hrbd/server/dist/modules/policy/apply/apply.service.js';
import { WHOLE_SCOPE, type DataScope } from '@hrbd/server/dist/platform/data-scope.js';
import { budgetMark, benchServerEnv, forEachDialect, keepOtherDialects, loadAverage, login, machineInfo, pauseScheduledTasks, rawTiming, withChild, writeResults, type ListRun } from './lib/endpoint-bench.js';
import { CONNECTIONS, measure, MEASURE_SECONDS, type LoadResult } from './lib/load.js';
import { buildPolicyApplicationsDataset, describePolicyApplicationsDataset, POLICY_ADMIN_PASSWORD, type PolicyApplicationsDataset } from './lib/policy-applications-dataset.js';
import { postgresVersion } from './lib/postgres.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverMain = path.resolve(here, process.env.BENCH_SERVER_MAIN ?? '../apps/server/dist/main.js');
const resultsDir = path.join(here, 'results');
const workDir = path.join(here, '.work-policy-applications');
const SIZES = {
  applications: Number(process.env.BENCH_APPLICATIONS ?? 1_000_000),
  projects: Number(process.env.BENCH_PROJECTS ?? 200),
};
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',');
const BUDGET_P99_MS = 20;
/** The name filter's text: a common surname, so page 1 fills at once and the count reads everything. */
const NAME = '王';

interface Case {
  name: string;
  kind: 'page' | 'count';
  filter: Record<string, string | number>;
  budget: boolean;
  /** Asked by the county-scoped user (数据权限 新郑市) instead of the administrator. */
  scoped?: boolean;
}

interface Run extends ListRun {
  /** The name filter: one request timed alone (p50 = p99 = its time), not 10 connections. */
  single?: boolean;
}

interface Results {
  date: string;
  machine: Record<string, string | number>;
  sizes: typeof SIZES;
  datasets: Partial<Record<DialectName, PolicyApplicationsDataset>>;
  /** When each database was measured and the load averages around it. */
  loads: Partial<Record<DialectName, { date: string; 开始时负载: string; 结束时负载: string }>>;
  runs: Run[];
}

function log(line: string): void {
  process.stdout.write(`[policy-applications ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
}

function casesOf(d: PolicyApplicationsDataset): Case[] {
  const typical = { projectCode: d.typicalProject.projectCode };
  const largest = { projectCode: d.largestProject.projectCode };
  const county = { district: d.county.code };
  return [
    { name: '列表第1页 无筛选', kind: 'page', filter: {}, budget: true },
    { name: '列表第1页 标签“审核中”', kind: 'page', filter: { applyState: 1 }, budget: true },
    { name: `列表第1页 区县（中牟县，${d.county.applications} 条）`, kind: 'page', filter: county, budget: true },
    { name: `列表第1页 项目（典型，${d.typicalProject.applications} 条）`, kind: 'page', filter: typical, budget: true },
    { name: `列表第1页 项目（最多，${d.largestProject.applications} 条）`, kind: 'page', filter: largest, budget: true },
    { name: '状态计数 无筛选', kind: 'count', filter: {}, budget: true },
    { name: '状态计数 标签“审核中”', kind: 'count', filter: { applyState: 1 }, budget: true },
    { name: '状态计数 区县（中牟县）', kind: 'count', filter: county, budget: true },
    { name: '状态计数 项目（典型）', kind: 'count', filter: typical, budget: true },
    { name: '状态计数 项目（最多）', kind: 'count', filter: largest, budget: true },
    // 数据权限: the same questions from a user who sees one county (新郑市, the largest).
    { name: `区县用户 列表第1页 无筛选（${d.scopedUser.applications} 条）`, kind: 'page', filter: {}, budget: true, scoped: true },
    { name: '区县用户 列表第1页 标签“审核中”', kind: 'page', filter: { applyState: 1 }, budget: true, scoped: true },
    { name: '区县用户 状态计数 无筛选', kind: 'count', filter: {}, budget: true, scoped: true },
    // Last: a substring filter counts every row (seconds per request at a million), and a synchronous SQLite
    // server is still answering the queued ones after the measurement ends, which would spoil the case after it.
    { name: `列表第1页 姓名含“${NAME}”`, kind: 'page', filter: { name: NAME }, budget: false },
    { name: `状态计数 姓名含“${NAME}”`, kind: 'count', filter: { name: NAME }, budget: false },
    { name: `区县用户 列表第1页 姓名含“${NAME}”`, kind: 'page', filter: { name: NAME }, budget: false, scoped: true },
    { name: `区县用户 状态计数 姓名含“${NAME}”`, kind: 'count', filter: { name: NAME }, budget: false, scoped: true },
  ];
}

const PAGE = { pageNum: 1, pageSize: 10 };

/** Once, unmeasured: the call answers 200 with data the contract accepts; answers the list's total. */
async function probe(url: string, token: string, c: Case): Promise<number | null> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify(c.kind === 'page' ? { ...PAGE, ...c.filter } : c.filter),
  });
  const json = (await res.json()) as { code: number; msg: string; data: unknown };
  if (json.code !== 200) throw new Error(`${url} answered ${json.code}: ${json.msg}`);
  if (c.kind === 'page') return policyApplyApi.getList.response.parse(json.data).total;
  policyApplyApi.getStateCount.response.parse(json.data);
  return null;
}

async function benchDialect(dialect: DialectName, env: Record<string, string>, results: Results): Promise<void> {
  const target = env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR } : { dataDir: env.DATA_DIR };
  const reuse = dialect === 'sqlite' && process.env.BENCH_REUSE_SQLITE === '1' && fs.existsSync(path.join(env.DATA_DIR, 'hrbd.sqlite'));
  log(reuse ? `${dialect}: reusing the database in ${env.DATA_DIR}` : `${dialect}: generating ${SIZES.applications.toLocaleString('en')} applications`);
  const dataset = reuse ? await describePolicyApplicationsDataset(target) : await buildPolicyApplicationsDataset(target, SIZES, log);
  results.loads[dialect] = { date: new Date().toISOString(), 开始时负载: loadAverage(), 结束时负载: '' };
  results.datasets[dialect] = dataset;
  log(`${dialect}: dataset in ${dataset.seconds.toFixed(1)} s; typical project ${dataset.typicalProject.applications}, largest ${dataset.largestProject.applications}`);
  const scope: DataScope = { regionCode: dataset.scopedUser.county };
  const db = createDatabase({ ...target, poolSize: 1 });
  try {
    await pauseScheduledTasks(db);
    await withChild([serverMain], env, here, async (child) => {
      const adminToken = await login(child.url, 'admin', POLICY_ADMIN_PASSWORD);
      const scopedToken = await login(child.url, dataset.scopedUser.userName, dataset.scopedUser.password);
      for (const c of casesOf(dataset)) {
        const token = c.scoped ? scopedToken : adminToken;
        const endpoint = c.kind === 'page' ? policyApplyApi.getList : policyApplyApi.getStateCount;
        const url = `${child.url}${endpoint.path}`;
        const probeStarted = performance.now();
        const total = await probe(url, token, c);
        const probeMs = Math.round(performance.now() - probeStarted);
        const filter = applyFilterOf(policyApplyFilter.parse(c.filter), c.scoped ? scope : WHOLE_SCOPE);
        const once = () => (c.kind === 'page' ? pageApplications(db, filter, PAGE) : countByState(db, filter));
        // A substring filter reads every row: one request alone (10 connections would queue minutes of them), one raw run.
        const raw = c.budget ? await rawTiming(once) : await rawTiming(once, 1, 0, 0);
        const run: LoadResult = c.budget
          ? await measure({ url, method: 'POST', headers: { authorization: token }, body: c.kind === 'page' ? { ...PAGE, ...c.filter } : c.filter }, child.cpuMicros)
          : { rps: 0, p50: probeMs, p99: probeMs, mean: probeMs, requests: 1, failures: 0, cpuPerRequest: null };
        results.runs.push({ name: c.name, dialect, total, raw, ...run, ...(!c.budget && { single: true }), ...(c.budget && { budgetMet: run.p99 <= BUDGET_P99_MS && run.failures === 0 }) });
        log(`  → ${c.name}: ${run.rps} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms (raw query p50 ${raw.p50} ms, p99 ${raw.p99} ms)${total === null ? '' : `, total ${total}`}`);
      }
    });
  } finally {
    await db.destroy();
    results.loads[dialect].结束时负载 = loadAverage();
  }
}

function markdown(r: Results): string {
  const runRows = r.runs.map(
    (m) =>
      `| ${m.name} | ${m.dialect} | ${m.total ?? '-'} | ${m.single ? '单次请求' : m.rps.toLocaleString('en')} | ${m.p50} | ${m.p99} | ${m.raw.p50} | ${m.raw.p99} | ${m.cpuPerRequest ?? '-'} | ${m.failures} | ${budgetMark(m.budgetMet)} |`,
  );
  const datasetRows = Object.entries(r.datasets).map(
    ([d, s]) =>
      `| ${d} | ${s.projects} | ${s.applications.toLocaleString('en')} | ${[1, 2, 3].map((k) => (s.states[k] ?? 0).toLocaleString('en')).join(' / ')} | ${s.repeats?.toLocaleString('en') ?? '-'} | ${s.scopedUser.applications.toLocaleString('en')} | ${s.reused ? '沿用上次生成的库' : s.seconds.toFixed(1)} |`,
  );
  return [
    '# 政策申请性能基准（bench/policy-applications.ts）',
    '',
    `- 日期：${r.date}`,
    ...Object.entries(r.machine).map(([k, v]) => `- ${k}：${v}`),
    ...Object.entries(r.loads).map(([d, l]) => `- ${d}：测于 ${l.date}，开始时负载 ${l.开始时负载}，结束时负载 ${l.结束时负载}`),
    `- 并发连接：${CONNECTIONS}；每项测量 ${MEASURE_SECONDS} 秒（先预热 2 秒）`,
    '',
    '被测服务为子进程（`node apps/server/dist/main.js`，管理员令牌；“区县用户”为数据权限 新郑市、只持政策申请审核列表权限的用户），负载端（autocannon）与数据库在同一台机器上。',
    '“原始查询”是同一仓储函数（`apply.repository.ts` 的 pageApplications / countByState）在压测进程内、单连接、无 HTTP 与守卫时的耗时（毫秒，200 次预热后取 200 次；慢查询各以 5 秒为限，次数见 JSON 的 raw.runs）。',
    'autocannon 以整毫秒记录延迟。机器上的其他负载会抬高 p99：见开始/结束时负载。姓名筛选（子串，无索引可用）只计时单个请求与单次原始查询（10 个连接会排起数分钟的队列）。',
    '',
    '## 数据集',
    '',
    '| 数据库 | 补贴项目 | 申请 | 各状态（审核中/已通过/已驳回） | 重复申请 | 新郑市 | 生成耗时（秒） |',
    '|---|---:|---:|---|---:|---:|---:|',
    ...datasetRows,
    '',
    `## 列表与状态计数（预算：除姓名筛选外 p99 ≤ ${BUDGET_P99_MS} ms）`,
    '',
    '| 场景 | 数据库 | 总数 | req/s | p50 | p99 | 原始查询 p50 | 原始查询 p99 | 服务端 CPU µs/请求 | 失败 | 预算 |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...runRows,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  if (!fs.existsSync(serverMain)) throw new Error('apps/server/dist/main.js 不存在：请先运行 npm run build');
  const pgVersion = await postgresVersion();
  const results: Results = { date: new Date().toISOString(), machine: machineInfo(pgVersion), sizes: SIZES, datasets: {}, loads: {}, runs: [] };
  const baseEnv = benchServerEnv(workDir, POLICY_ADMIN_PASSWORD);
  await forEachDialect(DIALECTS, pgVersion, workDir, baseEnv, 'hrbd_bench_policy', (dialect, env) => benchDialect(dialect, env, results), {
    reuseSqlite: process.env.BENCH_REUSE_SQLITE === '1',
    // BENCH_KEEP_WORK=1 leaves the SQLite database for EXPLAIN QUERY PLAN.
    keep: process.env.BENCH_KEEP_WORK === '1',
  });
  keepOtherDialects(results, path.join(resultsDir, 'policy-applications.json'), DIALECTS, { records: ['datasets', 'loads'], lists: ['runs'] });
  const md = markdown(results);
  writeResults(resultsDir, 'policy-applications', results, md);
  process.stdout.write(`\n${md}\n`);
  const missed = results.runs.filter((r) => r.budgetMet === false).map((r) => `${r.name} on ${r.dialect}`);
  if (missed.length > 0) {
    log(`budget missed: ${missed.join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
