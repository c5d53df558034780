/**
 * 住房租赁 at scale (issue 13): 1,000,000 occupancies, 2,000 communities,
 * 400,000 rooms, on SQLite and on PostgreSQL, against the built server
 * (`npm run build` first) as a child process.
 *
 *  - 租户管理 getRentlist page 1 with its tab counts (unfiltered, by community,
 *    by state), 房源管理 report/list page 1, 租赁概览 getCommunitySummary — at
 *    10 connections, p50/p99; budget p99 ≤ 20 ms; beside each, the raw time
 *    of the same repository or service call in this process (one connection,
 *    no HTTP, no guard);
 *  - the last-bed race: 1,000 rooms with one free bed each, two distributions
 *    per room sent together, 10 at a time: one 200 and one 409 per room, no
 *    room over its capacity, the ledger's totals and counters equal to a recount;
 *  - 租户管理's export of 100,000 tenants (the 已退租 tab): rows/s and the
 *    server's peak resident set (budget ≥ 50,000 rows/s, ≤ 256 MB).
 *
 * Results go to results/rent.md and .json; the exit code is 1 when a budget
 * is missed or the race lets a room overfill. `BENCH_OCCUPANCIES`,
 * `BENCH_COMMUNITIES`, `BENCH_ROOMS`, `BENCH_SECONDS` change the sizes and the
 * measuring time, `BENCH_DIALECTS=sqlite` (or postgres) measures one database (the
 * other's figures are kept from the last results).
 *
 *   cd bench && npx tsx rent.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { houseApi, houseLedgerFilter, perm, rentHomeApi, tenantApi, tenantFilter } from '@hrbd/contract';
import { createDatabase, type DialectName } from '@hrbd/server/dist/db/dialect/index.js';
import { counterDifferences, totalsDifferences } from '@hrbd/server/dist/modules/rent/ledger/community.service.js';
import { communitySummary } from '@hrbd/server/dist/modules/rent/ledger/home.service.js';
import { pageLedger } from '@hrbd/server/dist/modules/rent/ledger/house.service.js';
import { bedsInUseDifferences } from '@hrbd/server/dist/modules/rent/ledger/occupancy.service.js';
import { pageTenants } from '@hrbd/server/dist/modules/rent/ledger/quit.repository.js';
import { tenantFilterOf } from '@hrbd/server/dist/modules/rent/ledger/tenant.service.js';
import { WHOLE_SCOPE, type DataScope } from '@hrbd/server/dist/platform/data-scope.js';
import { formatTime } from '@hrbd/server/dist/platform/time.js';
import { budgetMark, addScopedUser, benchServerEnv, EXPORT_BUDGET, forEachDialect, keepOtherDialects, loadAverage, login, machineInfo, measureExport, medianExport, pauseScheduledTasks, rawTiming, urlOf, withChild, writeResults, type ExportMedian, type ListRun } from './lib/endpoint-bench.js';
import { CONNECTIONS, measure, MEASURE_SECONDS } from './lib/load.js';
import { postgresVersion } from './lib/postgres.js';
import { benchIdCard, buildRentDataset, RENT_ADMIN_PASSWORD, type RentDataset } from './lib/rent-dataset.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverMain = path.resolve(here, process.env.BENCH_SERVER_MAIN ?? '../apps/server/dist/main.js');
const resultsDir = path.join(here, 'results');
const workDir = path.join(here, '.work-rent');
const SIZES = {
  occupancies: Number(process.env.BENCH_OCCUPANCIES ?? 1_000_000),
  communities: Number(process.env.BENCH_COMMUNITIES ?? 2_000),
  rooms: Number(process.env.BENCH_ROOMS ?? 400_000),
  companies: 300,
};
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',');
const BUDGET_P99_MS = 20;
const RACE_ROOMS = Number(process.env.BENCH_RACE_ROOMS ?? 1_000);
const PAGE = { pageNum: 1, pageSize: 10 };
/** The 区县用户 cases' user: 数据权限 新郑市 (the county with the most communities), holding 租户管理, 房源管理 and 租赁概览. */
const SCOPED: DataScope = { regionCode: '410184' };
const SCOPED_USER = { userName: 'benchrentxz', password: 'Bench@Xinzheng1' };

interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  input: Record<string, string | number>;
  /** The same question asked in this process without HTTP. */
  raw: (db: ReturnType<typeof createDatabase>) => Promise<unknown>;
  total: (data: unknown) => number | null;
  /** Asked by the 区县用户 (新郑市) instead of the admin. */
  scoped?: boolean;
}

type Run = ListRun;

interface Race {
  dialect: DialectName;
  rooms: number;
  requests: number;
  ok: number;
  refused: number;
  /** Answers other than 200 and the full room's 409 (should be none). */
  other: string[];
  overCapacity: number;
  ledgerDifferences: number;
  seconds: number;
}

/** 租户管理's export of the 已退租 tab (100,311 rows at full size): the issue's 100,000 tenants. */
const EXPORT_FILTER = { tenantState: 2 } as const;

interface ExportRun extends ExportMedian {
  dialect: DialectName;
}

interface Results {
  date: string;
  machine: Record<string, string | number>;
  sizes: typeof SIZES;
  datasets: Partial<Record<DialectName, Omit<RentDataset, 'oneFreeBed'> & { oneFreeBed: number }>>;
  loads: Partial<Record<DialectName, { date: string; 开始时负载: string; 结束时负载: string }>>;
  runs: Run[];
  races: Race[];
  exports: ExportRun[];
}

function log(line: string): void {
  process.stdout.write(`[rent ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
}

function casesOf(d: RentDataset): Case[] {
  const today = formatTime(Date.now()).slice(0, 10);
  const tenants = (name: string, filter: Record<string, string | number>, scoped = false): Case => ({
    name,
    method: 'GET',
    path: tenantApi.getRentlist.path,
    input: { ...PAGE, ...filter },
    raw: async (db) => pageTenants(db, await tenantFilterOf(db, scoped ? SCOPED : WHOLE_SCOPE, tenantFilter.parse(filter), today), PAGE),
    total: (data) => tenantApi.getRentlist.response.parse(data).total,
    scoped,
  });
  const ledger = (name: string, scoped = false): Case => ({
    name,
    method: 'POST',
    path: houseApi.list.path,
    input: PAGE,
    raw: (db) => pageLedger(db, scoped ? SCOPED : WHOLE_SCOPE, { ...houseLedgerFilter.parse({}), ...PAGE }),
    total: (data) => houseApi.list.response.parse(data).total,
    scoped,
  });
  const summary = (name: string, scoped = false): Case => ({
    name,
    method: 'GET',
    path: rentHomeApi.getCommunitySummary.path,
    input: {},
    raw: (db) => communitySummary(db, scoped ? SCOPED : WHOLE_SCOPE),
    total: (data) => rentHomeApi.getCommunitySummary.response.parse(data).tenants,
    scoped,
  });
  return [
    tenants('租户列表第1页（含页签计数） 无筛选', {}),
    tenants(`租户列表第1页 按小区（${d.typicalCommunity.tenants} 条）`, { bizCode: d.typicalCommunity.bizCode }),
    tenants('租户列表第1页 标签“已退租”', { tenantState: 2 }),
    tenants('租户列表第1页 标签“在住”', { tenantState: 1 }),
    tenants('租户列表第1页 即将到期', { dueSoon: 1 }),
    ledger('房源台账第1页（含页签计数） 无筛选'),
    summary('租赁概览 getCommunitySummary 全部'),
    tenants('区县用户 租户列表第1页 无筛选', {}, true),
    tenants('区县用户 租户列表第1页 标签“已退租”', { tenantState: 2 }, true),
    ledger('区县用户 房源台账第1页 无筛选', true),
    summary('区县用户 租赁概览', true),
  ];
}

async function call(base: string, token: string, c: { method: 'GET' | 'POST'; path: string; input: Record<string, unknown> }): Promise<{ code: number; msg: string; data: unknown }> {
  const res = await fetch(c.method === 'GET' ? urlOf(base, c.path, c.input as Record<string, string | number>) : `${base}${c.path}`, {
    method: c.method,
    headers: { authorization: token, 'content-type': 'application/json' },
    body: c.method === 'POST' ? JSON.stringify(c.input) : undefined,
  });
  return (await res.json()) as { code: number; msg: string; data: unknown };
}

/** Two distributions per room sent together, `CONNECTIONS` requests in flight: exactly one of each pair may land. */
async function race(base: string, token: string, d: RentDataset, dialect: DialectName, db: ReturnType<typeof createDatabase>): Promise<Race> {
  const rooms = d.oneFreeBed.slice(0, RACE_ROOMS);
  const today = formatTime(Date.now()).slice(0, 10);
  const nextYear = formatTime(Date.now() + 300 * 86_400_000).slice(0, 10);
  // Numbers after the dataset's people (birthdays move on a day per thousand): none of them is housed yet.
  let person = d.occupancies + 1_000;
  const started = performance.now();
  const answers: Array<{ code: number; msg: string }> = [];
  const perBatch = Math.max(1, Math.floor(CONNECTIONS / 2));
  for (let i = 0; i < rooms.length; i += perBatch) {
    const batch = rooms.slice(i, i + perBatch).flatMap((houseCode) =>
      [0, 1].map(() => {
        person += 1;
        const tenant = { name: `竞争租户${person}`, idCard: benchIdCard('410184', person), mobile: `137${String(10_000_000 + (person % 90_000_000)).slice(-8)}`, cmpyCode: d.raceCompany, checkInDate: today, leaseEndDate: nextYear };
        return call(base, token, { method: 'POST', path: houseApi.distribute.path, input: { houseCode, tenants: [tenant] } });
      }),
    );
    answers.push(...(await Promise.all(batch)));
  }
  const seconds = (performance.now() - started) / 1000;
  const full = '该房间已住满（剩余床位 0）';
  const over = await db
    .selectFrom('rentHouse as h')
    .select('h.id')
    .where('h.houseCode', 'in', rooms)
    .where((eb) =>
      eb.or([
        eb('h.occupied', '>', eb.ref('h.capacity')),
        eb(eb.selectFrom('rentOccupancy as o').select((x) => x.fn.countAll<number>().as('n')).whereRef('o.houseId', '=', 'h.id').where('o.quitDate', 'is', null), '>', eb.ref('h.capacity')),
      ]),
    )
    .execute();
  const [communities, companies, counters] = await Promise.all([totalsDifferences(db), bedsInUseDifferences(db), counterDifferences(db)]);
  return {
    dialect,
    rooms: rooms.length,
    requests: answers.length,
    ok: answers.filter((a) => a.code === 200).length,
    refused: answers.filter((a) => a.code === 409 && a.msg === full).length,
    other: [...new Set(answers.filter((a) => !(a.code === 200 || (a.code === 409 && a.msg === full))).map((a) => `${a.code} ${a.msg}`))],
    overCapacity: over.length,
    ledgerDifferences: communities.length + companies.length + counters.length,
    seconds: Math.round(seconds * 10) / 10,
  };
}

async function benchDialect(dialect: DialectName, env: Record<string, string>, results: Results): Promise<void> {
  const target = env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR } : { dataDir: env.DATA_DIR };
  log(`${dialect}: generating ${SIZES.occupancies.toLocaleString('en')} occupancies`);
  const dataset = await buildRentDataset(target, SIZES, log);
  results.datasets[dialect] = { ...dataset, oneFreeBed: dataset.oneFreeBed.length };
  results.loads[dialect] = { date: new Date().toISOString(), 开始时负载: loadAverage(), 结束时负载: '' };
  log(`${dialect}: dataset in ${dataset.seconds.toFixed(1)} s: ${dataset.rooms} rooms, ${dataset.occupancies} occupancies (${dataset.open} open)`);
  const db = createDatabase({ ...target, poolSize: 1 });
  try {
    await addScopedUser(db, {
      roleCode: 'bench_rent_xz', roleName: '压测新郑租赁', userCode: 'bench-rent-xz', userName: SCOPED_USER.userName, realName: '新郑租赁专员', password: SCOPED_USER.password,
      county: SCOPED.regionCode ?? '', permission: [perm.oddjobMarket.rent.tenant.list, perm.oddjobMarket.rent.house.list, perm.oddjobMarket.rent.home.list], now: formatTime(Date.now()),
    });
    // Before the first start, whose tick would catch up on 房源月度上报 for every community and the recount of a
    // million rows while they are measured.
    await pauseScheduledTasks(db);
    await withChild([serverMain], env, here, async (child) => {
      const admin = await login(child.url, 'admin', RENT_ADMIN_PASSWORD);
      const scoped = await login(child.url, SCOPED_USER.userName, SCOPED_USER.password);
      for (const c of casesOf(dataset)) {
        const token = c.scoped ? scoped : admin;
        const answer = await call(child.url, token, c);
        if (answer.code !== 200) throw new Error(`${c.path} answered ${answer.code}: ${answer.msg}`);
        const total = c.total(answer.data);
        const raw = await rawTiming(() => c.raw(db));
        const run = await measure(
          c.method === 'GET' ? { url: urlOf(child.url, c.path, c.input), headers: { authorization: token } } : { url: `${child.url}${c.path}`, method: 'POST', headers: { authorization: token }, body: c.input },
          child.cpuMicros,
        );
        results.runs.push({ name: c.name, dialect, total, raw, ...run, budgetMet: run.p99 <= BUDGET_P99_MS && run.failures === 0 });
        log(`  → ${c.name}: ${run.rps} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms (raw p50 ${raw.p50} ms, p99 ${raw.p99} ms), total ${total}`);
      }
      const r = await race(child.url, admin, dataset, dialect, db);
      results.races.push(r);
      log(`  → 最后床位竞争: ${r.rooms} rooms, ${r.ok} × 200, ${r.refused} × 409, other ${r.other.join('; ') || 'none'}, over capacity ${r.overCapacity}, ledger differences ${r.ledgerDifferences}`);
    });
    // The export on a server of its own: its memory is the file's, not what the lists left in the heap.
    const measured = await medianExport(() =>
      withChild([serverMain], env, here, async (child) => {
        const admin = await login(child.url, 'admin', RENT_ADMIN_PASSWORD);
        return measureExport(child, admin, urlOf(child.url, tenantApi.export.path, EXPORT_FILTER), path.join(workDir, `${dialect}-tenants.xlsx`));
      }),
    );
    const run: ExportRun = { dialect, ...measured };
    results.exports.push(run);
    log(`  → 租户导出 (已退租): ${run.rows} rows, median ${run.rowsPerSecond} rows/s, peak ${run.peakRssMb} MB (each: ${run.each})`);
  } finally {
    await db.destroy();
    results.loads[dialect].结束时负载 = loadAverage();
  }
}

function markdown(r: Results): string {
  return [
    '# 住房租赁性能基准（bench/rent.ts）',
    '',
    `- 日期：${r.date}`,
    ...Object.entries(r.machine).map(([k, v]) => `- ${k}：${v}`),
    ...Object.entries(r.loads).map(([d, l]) => `- ${d}：测于 ${l.date}，开始时负载 ${l.开始时负载}，结束时负载 ${l.结束时负载}`),
    `- 并发连接：${CONNECTIONS}；每项测量 ${MEASURE_SECONDS} 秒（先预热 2 秒）`,
    '',
    '被测服务为子进程（`node apps/server/dist/main.js`，管理员令牌），负载端（autocannon）与数据库在同一台机器上。“原始查询”是同一仓储或服务函数（quit.repository 的 pageTenants、house.service 的 pageLedger、home.service 的 communitySummary）在压测进程内、单连接、无 HTTP 与守卫时的耗时（毫秒，200 次预热后取 200 次）。“区县用户”为数据权限 新郑市、持租户管理、房源管理与租赁概览权限的用户。机器上的其他负载会抬高 p99：见开始/结束时负载。',
    '',
    '## 数据集',
    '',
    '| 数据库 | 小区 | 单元 | 房间 | 床位 | 租赁企业 | 入住记录 | 其中在住 | 生成耗时（秒） |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...Object.entries(r.datasets).map(([d, s]) => `| ${d} | ${s.communities} | ${s.units} | ${s.rooms.toLocaleString('en')} | ${s.beds.toLocaleString('en')} | ${s.companies} | ${s.occupancies.toLocaleString('en')} | ${s.open.toLocaleString('en')} | ${s.seconds.toFixed(1)} |`),
    '',
    `## 列表、台账与概览（预算 p99 ≤ ${BUDGET_P99_MS} ms）`,
    '',
    '| 场景 | 数据库 | 总数 | req/s | p50 | p99 | 原始查询 p50 | 原始查询 p99 | 服务端 CPU µs/请求 | 失败 | 预算 |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...r.runs.map((m) => `| ${m.name} | ${m.dialect} | ${m.total ?? '-'} | ${m.rps.toLocaleString('en')} | ${m.p50} | ${m.p99} | ${m.raw.p50} | ${m.raw.p99} | ${m.cpuPerRequest ?? '-'} | ${m.failures} | ${budgetMark(m.budgetMet)} |`),
    '',
    `## 最后床位竞争（${CONNECTIONS} 个请求同时在途，每个房间两次分配同时发出）`,
    '',
    '| 数据库 | 房间（各剩 1 床） | 请求 | 200 | 409 已住满 | 其他应答 | 超员房间 | 台账差异 | 耗时（秒） |',
    '|---|---:|---:|---:|---:|---|---:|---:|---:|',
    ...r.races.map((x) => `| ${x.dialect} | ${x.rooms} | ${x.requests} | ${x.ok} | ${x.refused} | ${x.other.join('；') || '无'} | ${x.overCapacity} | ${x.ledgerDifferences} | ${x.seconds} |`),
    '',
    `## 租户导出 export（页签“已退租”；预算 ≥ ${EXPORT_BUDGET.rowsPerSecond.toLocaleString('en')} 行/秒，峰值 RSS ≤ ${EXPORT_BUDGET.peakRssMb} MB）`,
    '',
    '| 数据库 | 行数 | 秒 | 行/秒（中位数） | 空闲 RSS MB | 峰值 RSS MB（中位数） | 各次（行/秒 / 峰值 MB） | 预算 |',
    '|---|---:|---:|---:|---:|---:|---|---|',
    ...r.exports.map((x) => `| ${x.dialect} | ${x.rows.toLocaleString('en')} | ${x.seconds} | ${x.rowsPerSecond.toLocaleString('en')} | ${x.idleRssMb} | ${x.peakRssMb} | ${x.each ?? ''} | ${budgetMark(x.budgetMet)} |`),
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  if (!fs.existsSync(serverMain)) throw new Error('apps/server/dist/main.js 不存在：请先运行 npm run build');
  const pgVersion = await postgresVersion();
  const results: Results = { date: new Date().toISOString(), machine: machineInfo(pgVersion), sizes: SIZES, datasets: {}, loads: {}, runs: [], races: [], exports: [] };
  const baseEnv = benchServerEnv(workDir, RENT_ADMIN_PASSWORD);
  await forEachDialect(DIALECTS, pgVersion, workDir, baseEnv, 'hrbd_bench_rent', (dialect, env) => benchDialect(dialect, env, results));
  keepOtherDialects(results, path.join(resultsDir, 'rent.json'), DIALECTS, { records: ['datasets', 'loads'], lists: ['runs', 'races', 'exports'] });
  const md = markdown(results);
  writeResults(resultsDir, 'rent', results, md);
  process.stdout.write(`\n${md}\n`);
  const missed = results.runs.filter((r) => !r.budgetMet).map((r) => `${r.name} on ${r.dialect}`);
  missed.push(...results.exports.filter((x) => !x.budgetMet).map((x) => `租户导出 on ${x.dialect}`));
  const broken = results.races.filter((x) => x.overCapacity > 0 || x.other.length > 0 || x.ok !== x.rooms || x.ledgerDifferences > 0);
  if (missed.length > 0) log(`budget missed: ${missed.join(', ')}`);
  if (broken.length > 0) log(`race broke the ledger on ${broken.map((x) => x.dialect).join(', ')}`);
  if (missed.length > 0 || broken.length > 0) process.exitCode = 1;
}

await main();
