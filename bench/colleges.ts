/**
 * 高校及职业技能学校 at scale (issue 16, "Scale"): 500 colleges and 1,000,000
 * students, on SQLite and on PostgreSQL, against the built server
 * (`npm run build` first) as a child process.
 *
 *  - 学生管理 queryStudent page 1 (unfiltered, by college, by 毕业年份 + 就业状态),
 *    院校管理 queryCollegeList page 1 with its tab counts, and the six 院校统计
 *    endpoints (all passed colleges, the default five years) — at 10
 *    connections, p50/p99, as the administrator and as a user whose 数据权限 is
 *    新郑市; budget p99 ≤ 20 ms; beside each, the raw time of the same
 *    repository or service call in this process (one connection, no HTTP, no guard);
 *  - exportStudents of about 100,000 rows (one enrolment year) on a server of
 *    its own: rows/s and the server's peak RSS (budget ≥ 50,000 rows/s, ≤ 256 MB).
 *
 * Results go to results/colleges.md and .json; the exit code is 1 when a
 * budget is missed. `BENCH_COLLEGES`, `BENCH_STUDENTS`, `BENCH_EXPORT_ROWS`,
 * `BENCH_SECONDS` change the sizes and the measuring time,
 * `BENCH_DIALECTS=sqlite` (or postgres) measures one database (the other's
 * figures stay from the last results).
 *
 *   cd bench && npx tsx colleges.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collegeApi, collegeStatisApi, studentApi } from '@hrbd/contract';
import { createDatabase, type DialectName } from '@hrbd/server/dist/db/dialect/index.js';
import { pageColleges } from '@hrbd/server/dist/modules/college/college/college.service.js';
import * as statistics from '@hrbd/server/dist/modules/college/statistics/statistics.service.js';
import { pageStudents } from '@hrbd/server/dist/modules/college/student/student.repository.js';
import { studentFilterOf } from '@hrbd/server/dist/modules/college/student/student.service.js';
import type { AppDeps } from '@hrbd/server/dist/platform/context.js';
import { WHOLE_SCOPE, type DataScope } from '@hrbd/server/dist/platform/data-scope.js';
import { budgetMark, benchServerEnv, EXPORT_BUDGET, forEachDialect, keepOtherDialects, loadAverage, login, machineInfo, measureExport, medianExport, pauseScheduledTasks, rawTiming, urlOf, withChild, writeResults, type ExportMedian, type ListRun } from './lib/endpoint-bench.js';
import { buildCollegeDataset, COLLEGE_ADMIN_PASSWORD, type CollegeDataset } from './lib/college-dataset.js';
import { CONNECTIONS, measure, MEASURE_SECONDS } from './lib/load.js';
import { postgresVersion } from './lib/postgres.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverMain = path.resolve(here, process.env.BENCH_SERVER_MAIN ?? '../apps/server/dist/main.js');
const resultsDir = path.join(here, 'results');
const workDir = path.join(here, '.work-colleges');
const SIZES = {
  colleges: Number(process.env.BENCH_COLLEGES ?? 500),
  students: Number(process.env.BENCH_STUDENTS ?? 1_000_000),
  exportRows: Number(process.env.BENCH_EXPORT_ROWS ?? 100_000),
};
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',');
const BUDGET_P99_MS = 20;
const PAGE = { pageNum: 1, pageSize: 10 };

type Db = ReturnType<typeof createDatabase>;

interface Case {
  name: string;
  path: string;
  body: Record<string, string | number>;
  /** Asked by the 新郑市 user instead of the administrator. */
  scoped: boolean;
  /** The same question asked in this process without HTTP. */
  raw: (db: Db, scope: DataScope) => Promise<unknown>;
  /** What the answer counts (a list's total, a statistic's students), for the table. */
  total: (data: unknown) => number | null;
}

type Run = ListRun;

interface ExportRun extends ExportMedian {
  dialect: DialectName;
  filter: string;
}

interface Results {
  date: string;
  machine: Record<string, string | number>;
  sizes: typeof SIZES;
  datasets: Partial<Record<DialectName, CollegeDataset>>;
  loads: Partial<Record<DialectName, { date: string; 开始时负载: string; 结束时负载: string }>>;
  runs: Run[];
  exports: ExportRun[];
}

function log(line: string): void {
  process.stdout.write(`[colleges ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
}


/** An endpoint's body schema (every endpoint measured here has one). */
function bodyOf<S>(schema: S | undefined): S {
  if (!schema) throw new Error('endpoint without a body schema');
  return schema;
}

function casesOf(d: CollegeDataset): Case[] {
  // Only `db` is read by the services timed here (the statistics, the college list).
  const deps = (db: Db) => ({ db }) as unknown as AppDeps;
  const students = (name: string, filter: Record<string, string | number>, scoped: boolean): Case => ({
    name: `${scoped ? '区县用户 ' : ''}学生列表第1页 ${name}`,
    path: studentApi.queryStudent.path,
    body: { ...PAGE, ...filter },
    scoped,
    raw: (db, scope) => pageStudents(db, studentFilterOf(bodyOf(studentApi.queryStudent.body).parse({ ...PAGE, ...filter }), scope), PAGE),
    total: (data) => studentApi.queryStudent.response.parse(data).total,
  });
  const graduates = { graduateYear: d.unemployedGraduates.graduateYear, jobStatus: 0 };
  const colleges = (scoped: boolean): Case => ({
    name: `${scoped ? '区县用户 ' : ''}院校列表第1页（含页签计数） 标签“待审核”`,
    path: collegeApi.queryCollegeList.path,
    body: { ...PAGE, approveType: 1 },
    scoped,
    raw: (db, scope) => pageColleges(deps(db), scope, bodyOf(collegeApi.queryCollegeList.body).parse({ ...PAGE, approveType: 1 })),
    total: (data) => collegeApi.queryCollegeList.response.parse(data).total,
  });
  type Statistic = keyof typeof collegeStatisApi;
  const services: Record<Statistic, { label: string; call: (deps: AppDeps, scope: DataScope, body: never) => Promise<unknown>; total: (data: unknown) => number | null }> = {
    queryStudent: { label: '在读/毕业/就业', call: statistics.studentFigures, total: (data) => collegeStatisApi.queryStudent.response.parse(data).reading },
    queryEnrollStudentYear: {
      label: '各年招生',
      call: statistics.enrolPerYear,
      total: (data) => collegeStatisApi.queryEnrollStudentYear.response.parse(data).reduce((s, r) => s + r.count, 0),
    },
    queryStudentYear: {
      label: '各年毕业与就业',
      call: statistics.graduatesPerYear,
      total: (data) => collegeStatisApi.queryStudentYear.response.parse(data).reduce((s, r) => s + r.graduates, 0),
    },
    queryGraduateIndestry: { label: '就业行业', call: statistics.graduateIndustries, total: (data) => collegeStatisApi.queryGraduateIndestry.response.parse(data).total },
    queryStudentArea: { label: '生源地（河南各市）', call: statistics.studentAreas, total: (data) => collegeStatisApi.queryStudentArea.response.parse(data).total },
    queryStudentSpecialty: { label: '专业', call: statistics.studentSpecialties, total: (data) => collegeStatisApi.queryStudentSpecialty.response.parse(data).total },
  };
  const statistic = (key: Statistic, scoped: boolean): Case => ({
    name: `${scoped ? '区县用户 ' : ''}院校统计 ${key}（${services[key].label}，近5年）`,
    path: collegeStatisApi[key].path,
    body: {},
    scoped,
    raw: (db, scope) => services[key].call(deps(db), scope, bodyOf(collegeStatisApi[key].body).parse({}) as never),
    total: services[key].total,
  });
  return [false, true].flatMap((scoped) => [
    students('无筛选', {}, scoped),
    students(`按院校（${scoped ? d.scopedCollege.students : d.typicalCollege.students} 人）`, { collegeCode: scoped ? d.scopedCollege.collegeCode : d.typicalCollege.collegeCode }, scoped),
    students(`毕业年份 ${graduates.graduateYear} + 未就业（${scoped ? d.unemployedGraduates.scoped : d.unemployedGraduates.all} 人）`, graduates, scoped),
    colleges(scoped),
    ...(Object.keys(services) as Statistic[]).map((key) => statistic(key, scoped)),
  ]);
}

/** Once, unmeasured: the call answers 200 with data the contract accepts. */
async function probe(base: string, token: string, c: Case): Promise<number | null> {
  const res = await fetch(`${base}${c.path}`, { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: JSON.stringify(c.body) });
  const json = (await res.json()) as { code: number; msg: string; data: unknown };
  if (json.code !== 200) throw new Error(`${c.path} answered ${json.code}: ${json.msg}`);
  return c.total(json.data);
}

/** The enrolment year whose students come nearest the export's row count (every student when there are no more than that). */
function exportFilterOf(d: CollegeDataset): Record<string, number> {
  if (d.students <= SIZES.exportRows) return {};
  const [year] = Object.entries(d.perEnrolYear).sort((a, b) => Math.abs(a[1] - SIZES.exportRows) - Math.abs(b[1] - SIZES.exportRows))[0];
  return { enrolYear: Number(year) };
}

async function benchDialect(dialect: DialectName, env: Record<string, string>, results: Results): Promise<void> {
  const target = env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR } : { dataDir: env.DATA_DIR };
  log(`${dialect}: generating ${SIZES.colleges} colleges and ${SIZES.students.toLocaleString('en')} students`);
  const dataset = await buildCollegeDataset(target, SIZES, log);
  results.datasets[dialect] = dataset;
  results.loads[dialect] = { date: new Date().toISOString(), 开始时负载: loadAverage(), 结束时负载: '' };
  log(`${dialect}: dataset in ${dataset.seconds.toFixed(1)} s; typical college ${dataset.typicalCollege.students}, 新郑市 ${dataset.scopedStudents}`);
  const scope: DataScope = { regionCode: dataset.scopedUser.county };
  const db = createDatabase({ ...target, poolSize: 1 });
  try {
    await pauseScheduledTasks(db);
    await withChild([serverMain], env, here, async (child) => {
      const adminToken = await login(child.url, 'admin', COLLEGE_ADMIN_PASSWORD);
      const scopedToken = await login(child.url, dataset.scopedUser.userName, dataset.scopedUser.password);
      for (const c of casesOf(dataset)) {
        const token = c.scoped ? scopedToken : adminToken;
        const total = await probe(child.url, token, c);
        const raw = await rawTiming(() => c.raw(db, c.scoped ? scope : WHOLE_SCOPE));
        const run = await measure({ url: `${child.url}${c.path}`, method: 'POST', headers: { authorization: token }, body: c.body }, child.cpuMicros);
        results.runs.push({ name: c.name, dialect, total, raw, ...run, budgetMet: run.p99 <= BUDGET_P99_MS && run.failures === 0 });
        log(`  → ${c.name}: ${run.rps} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms (raw p50 ${raw.p50} ms, p99 ${raw.p99} ms)${total === null ? '' : `, total ${total}`}`);
      }
    });
    // The export on a server of its own: its memory is the file's, not what the lists left in the heap.
    const filter = exportFilterOf(dataset);
    const measured = await medianExport(() =>
      withChild([serverMain], env, here, async (child) => {
        const token = await login(child.url, 'admin', COLLEGE_ADMIN_PASSWORD);
        return measureExport(child, token, urlOf(child.url, studentApi.exportStudents.path, filter), path.join(workDir, `${dialect}-students.xlsx`));
      }),
    );
    const run: ExportRun = { dialect, filter: Object.entries(filter).map(([k, v]) => `${k}=${v}`).join('&') || '无筛选', ...measured };
    results.exports.push(run);
    log(`  → 学生导出 (${run.filter}): ${run.rows} rows, median ${run.rowsPerSecond} rows/s, peak ${run.peakRssMb} MB (each: ${run.each})`);
  } finally {
    await db.destroy();
    results.loads[dialect].结束时负载 = loadAverage();
  }
}

function markdown(r: Results): string {
  return [
    '# 高校及职业技能学校性能基准（bench/colleges.ts）',
    '',
    `- 日期：${r.date}`,
    ...Object.entries(r.machine).map(([k, v]) => `- ${k}：${v}`),
    ...Object.entries(r.loads).map(([d, l]) => `- ${d}：测于 ${l.date}，开始时负载 ${l.开始时负载}，结束时负载 ${l.结束时负载}`),
    `- 并发连接：${CONNECTIONS}；每项测量 ${MEASURE_SECONDS} 秒（先预热 2 秒）`,
    `- 规模：院校 ${r.sizes.colleges}，学生 ${r.sizes.students.toLocaleString('en')}，导出约 ${r.sizes.exportRows.toLocaleString('en')} 行`,
    '',
    '被测服务为子进程（`node apps/server/dist/main.js`，管理员令牌；“区县用户”为数据权限 新郑市、只持院校统计、院校管理与学生管理查询权限的用户），负载端（autocannon）与数据库在同一台机器上。',
    '“原始查询”是同一仓储或服务函数（student.repository 的 pageStudents、college.service 的 pageColleges、statistics.service 的六个统计函数）在压测进程内、单连接、无 HTTP 与守卫时的耗时（毫秒，200 次预热后取 200 次；慢者各以 5 秒为限，次数见 JSON 的 raw.runs）。',
    '院校统计均为全部已通过院校、默认近 5 年；“总数”为列表的 total 或统计所计的人数。机器上的其他负载会抬高 p99：见开始/结束时负载。',
    '',
    '## 数据集',
    '',
    '| 数据库 | 院校 | 各状态（待审核/已通过/已驳回） | 学生 | 新郑市学生 | 生成耗时（秒） |',
    '|---|---:|---|---:|---:|---:|',
    ...Object.entries(r.datasets).map(
      ([d, s]) => `| ${d} | ${s.colleges} | ${[1, 2, 3].map((k) => s.states[k] ?? 0).join(' / ')} | ${s.students.toLocaleString('en')} | ${s.scopedStudents.toLocaleString('en')} | ${s.seconds.toFixed(1)} |`,
    ),
    '',
    `## 学生列表、院校列表与院校统计（预算 p99 ≤ ${BUDGET_P99_MS} ms）`,
    '',
    '| 场景 | 数据库 | 总数 | req/s | p50 | p99 | 原始查询 p50 | 原始查询 p99 | 服务端 CPU µs/请求 | 失败 | 预算 |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...r.runs.map((m) => `| ${m.name} | ${m.dialect} | ${m.total ?? '-'} | ${m.rps.toLocaleString('en')} | ${m.p50} | ${m.p99} | ${m.raw.p50} | ${m.raw.p99} | ${m.cpuPerRequest ?? '-'} | ${m.failures} | ${budgetMark(m.budgetMet)} |`),
    '',
    `## 学生导出 exportStudents（预算 ≥ ${EXPORT_BUDGET.rowsPerSecond.toLocaleString('en')} 行/秒，峰值 RSS ≤ ${EXPORT_BUDGET.peakRssMb} MB）`,
    '',
    '| 数据库 | 筛选 | 行数 | 耗时（秒） | 行/秒（中位数） | 导出前 RSS（MB） | 峰值 RSS（MB，中位数） | 各次（行/秒 / 峰值 MB） | 预算 |',
    '|---|---|---:|---:|---:|---:|---:|---|---|',
    ...r.exports.map((x) => `| ${x.dialect} | ${x.filter} | ${x.rows.toLocaleString('en')} | ${x.seconds} | ${x.rowsPerSecond.toLocaleString('en')} | ${x.idleRssMb} | ${x.peakRssMb} | ${x.each ?? ''} | ${budgetMark(x.budgetMet)} |`),
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  if (!fs.existsSync(serverMain)) throw new Error('apps/server/dist/main.js 不存在：请先运行 npm run build');
  const pgVersion = await postgresVersion();
  const results: Results = { date: new Date().toISOString(), machine: machineInfo(pgVersion), sizes: SIZES, datasets: {}, loads: {}, runs: [], exports: [] };
  const baseEnv = benchServerEnv(workDir, COLLEGE_ADMIN_PASSWORD);
  await forEachDialect(DIALECTS, pgVersion, workDir, baseEnv, 'hrbd_bench_colleges', (dialect, env) => benchDialect(dialect, env, results));
  keepOtherDialects(results, path.join(resultsDir, 'colleges.json'), DIALECTS, { records: ['datasets', 'loads'], lists: ['runs', 'exports'] });
  const md = markdown(results);
  writeResults(resultsDir, 'colleges', results, md);
  process.stdout.write(`\n${md}\n`);
  const missed = [
    ...results.runs.filter((x) => !x.budgetMet).map((x) => `${x.name} on ${x.dialect}`),
    ...results.exports.filter((x) => !x.budgetMet).map((x) => `学生导出 on ${x.dialect}`),
  ];
  if (missed.length > 0) {
    log(`budget missed: ${missed.join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
