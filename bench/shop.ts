/**
 * 商户账单 and 支付申请 at scale: 1,000,000 trades of 2,000 stores and
 * 1,000,000 支付申请, on SQLite and on PostgreSQL, against the built server
 * (`npm run build` first) as a child process.
 *
 *  - bill-trade `billList` page 1 (its total and the sums of every part come
 *    with each page): unfiltered, by status, by pay type, by store (a
 *    typical one), by the last 30 days, by a store-name substring (111
 *    stores, and a typical store's whole name);
 *  - payment-apply `page` page 1 (with its total): the 审批 view unfiltered,
 *    one tab (待审批), the 支付 view, by source, by the last 30 days, by a
 *    payee substring (111 stores' accounts, and one store's);
 *  - at 10 connections, p50/p99, budget p99 ≤ 20 ms (issue 14) for every
 *    case (a case left unbudgeted is recorded only; one whose raw query takes
 *    over 500 ms is not put under load, as its requests would queue on the
 *    server into the next case);
 *  - beside each, the raw Kysely time of the same repository calls in this
 *    process (one connection, no HTTP, no guard).
 *
 * Results go to results/shop.md and .json; the exit code is 1 when a budget
 * is missed. `BENCH_TRADES`, `BENCH_APPLIES`, `BENCH_STORES`, `BENCH_SECONDS`
 * change the sizes and the measuring time; `BENCH_DIALECTS=sqlite` (or
 * postgres) measures one database.
 *
 *   cd bench && npx tsx shop.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { billTradeApi, paymentApplyApi, VIEW_STATUSES } from '@hrbd/contract';
import type { Db } from '@hrbd/server/dist/db/database.js';
import { createDatabase, type DialectName } from '@hrbd/server/dist/db/dialect/index.js';
import { billPage, type TradeFilter } from '@hrbd/server/dist/modules/shop/bill-trade/bill-trade.repository.js';
import { pageApplies, type PaymentFilter } from '@hrbd/server/dist/modules/payment/payment-apply/payment-apply.repository.js';
import { WHOLE_SCOPE } from '@hrbd/server/dist/platform/data-scope.js';
import { endOfFilter, startOfFilter } from '@hrbd/server/dist/platform/time.js';
import { CONNECTIONS, measure, MEASURE_SECONDS, type LoadResult } from './lib/load.js';
import { startChild, type Child } from './lib/processes.js';
import { postgresVersion } from './lib/postgres.js';
import { buildShopDataset, SHOP_ADMIN_PASSWORD, type ShopDataset } from './lib/shop-dataset.js';
import { budgetMark, benchServerEnv, forEachDialect, loadAverage, machineInfo, pauseScheduledTasks, percentile, writeResults } from './lib/endpoint-bench.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverMain = path.resolve(here, '../apps/server/dist/main.js');
const resultsDir = path.join(here, 'results');
const workDir = path.join(here, '.work-shop');
const SIZES = {
  stores: Number(process.env.BENCH_STORES ?? 2_000),
  trades: Number(process.env.BENCH_TRADES ?? 1_000_000),
  applies: Number(process.env.BENCH_APPLIES ?? 1_000_000),
};
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',');
const BUDGET_P99_MS = 20;
/** Iterations of the in-process query timing, after as many warm-ups (at most RAW_SECONDS of them). */
const RAW_RUNS = Number(process.env.BENCH_RAW_RUNS ?? 100);
const RAW_SECONDS = 5;
/** An unbudgeted case whose raw query takes longer than this (p50, ms) is recorded by its raw time only. */
const SLOW_RAW_MS = 500;
/** The dataset's clock: trades and applications run up to this day. */
const DATASET_END = '2026-11-26';

interface Case {
  name: string;
  list: 'billList' | 'page';
  input: Record<string, string | number>;
  budget: boolean;
}

interface Run extends LoadResult {
  name: string;
  dialect: DialectName;
  total: number;
  /** The repository calls of one request alone, in this process: p50 and p99 in ms. */
  raw: { p50: number; p99: number };
  budgetMet?: boolean;
  /** Not put under load: its raw query alone took over SLOW_RAW_MS. */
  skipped?: boolean;
}

interface Results {
  date: string;
  machine: Record<string, string | number>;
  sizes: typeof SIZES;
  datasets: Partial<Record<DialectName, ShopDataset>>;
  runs: Run[];
}

const log = (line: string) => process.stdout.write(`[shop ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
const round2 = (n: number) => Math.round(n * 100) / 100;

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/pclogin/userauth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-source': 'PC_YJ' },
    body: JSON.stringify({ userName: 'admin', password: SHOP_ADMIN_PASSWORD }),
  });
  const json = (await res.json()) as { code: number; msg: string; data: { token: string } | null };
  if (json.code !== 200 || !json.data) throw new Error(`login failed: ${json.msg}`);
  return json.data.token;
}

const queryString = (input: Record<string, string | number>) =>
  Object.keys(input).length ? `?${new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)])).toString()}` : '';

/** The request a case makes: billList is a GET with a query, page a POST with a body. */
function requestOf(base: string, token: string, c: Case) {
  return c.list === 'billList'
    ? { url: `${base}${billTradeApi.billList.path}${queryString(c.input)}`, method: 'GET' as const, headers: { authorization: token } }
    : { url: `${base}${paymentApplyApi.page.path}`, method: 'POST' as const, headers: { authorization: token }, body: c.input };
}

/** Once, unmeasured: the call answers 200 with data the contract accepts; answers the list's total. */
async function probe(base: string, token: string, c: Case): Promise<number> {
  const request = requestOf(base, token, c);
  const res = await fetch(request.url, {
    method: request.method,
    headers: { ...request.headers, 'content-type': 'application/json' },
    body: 'body' in request ? JSON.stringify(request.body) : undefined,
  });
  const json = (await res.json()) as { code: number; msg: string; data: unknown };
  if (json.code !== 200) throw new Error(`${c.name} answered ${json.code}: ${json.msg}`);
  return c.list === 'billList' ? billTradeApi.billList.response.parse(json.data).total : paymentApplyApi.page.response.parse(json.data).total;
}

/** The repository calls one request makes (page and total, sums included), timed in this process on a connection of its own. */
async function rawTiming(db: Db, c: Case): Promise<{ p50: number; p99: number }> {
  let once: () => Promise<unknown>;
  if (c.list === 'billList') {
    const input = billTradeApi.billList.query!.parse(c.input);
    const filter: TradeFilter = {
      scope: WHOLE_SCOPE,
      storeCode: input.storeCode,
      storeName: input.storeName,
      status: input.status,
      payType: input.payType,
      from: input.beginTime ? startOfFilter(input.beginTime) : undefined,
      to: input.endTime ? endOfFilter(input.endTime) : undefined,
    };
    once = () => billPage(db, filter, input);
  } else {
    const input = paymentApplyApi.page.body!.parse(c.input);
    const filter: PaymentFilter = {
      statuses: VIEW_STATUSES[input.view],
      ...input,
      applyFrom: input.applyFrom && startOfFilter(input.applyFrom),
      applyTo: input.applyTo && endOfFilter(input.applyTo),
    };
    once = () => pageApplies(db, filter, input);
  }
  // Slow cases (a substring over a million rows) stop after RAW_SECONDS, with at least 5 timed runs.
  const times: number[] = [];
  const begun = performance.now();
  for (let i = 0; i < RAW_RUNS * 2 && (i < 10 || performance.now() - begun < RAW_SECONDS * 1000); i++) {
    const started = performance.now();
    await once();
    if (i >= Math.min(RAW_RUNS, 5)) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: round2(percentile(times, 0.5)), p99: round2(percentile(times, 0.99)) };
}

const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

async function withChild<T>(env: Record<string, string>, fn: (child: Child) => Promise<T>): Promise<T> {
  const child = await startChild([serverMain], env, here, 120_000);
  try {
    return await fn(child);
  } finally {
    await child.stop();
  }
}

async function benchDialect(dialect: DialectName, env: Record<string, string>, results: Results): Promise<void> {
  log(`${dialect}: generating ${SIZES.trades.toLocaleString('en')} trades and ${SIZES.applies.toLocaleString('en')} 支付申请`);
  const target = env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR } : { dataDir: env.DATA_DIR };
  const dataset = await buildShopDataset(target, SIZES, log);
  results.datasets[dialect] = dataset;
  log(`${dialect}: dataset in ${dataset.seconds.toFixed(1)} s; typical store ${dataset.typicalStore.trades} trades`);
  const recent = daysBefore(DATASET_END, 30);
  const cases: Case[] = [
    { name: '账单 第1页+合计 无筛选', list: 'billList', input: {}, budget: true },
    { name: '账单 第1页+合计 已退款', list: 'billList', input: { status: 2 }, budget: true },
    { name: '账单 第1页+合计 红包支付', list: 'billList', input: { payType: 2 }, budget: true },
    { name: `账单 第1页+合计 商户（典型，${dataset.typicalStore.trades} 笔）`, list: 'billList', input: { storeCode: dataset.typicalStore.storeCode }, budget: true },
    { name: '账单 第1页+合计 近30天', list: 'billList', input: { beginTime: recent, endTime: DATASET_END }, budget: true },
    { name: '账单 第1页+合计 商户名称含“商户12”', list: 'billList', input: { storeName: '商户12' }, budget: true },
    { name: '账单 第1页+合计 商户名称为典型商户', list: 'billList', input: { storeName: dataset.typicalStore.storeName }, budget: true },
    { name: '支付申请 第1页 审批视图 无筛选', list: 'page', input: { view: 'approval' }, budget: true },
    { name: '支付申请 第1页 标签“待审批”', list: 'page', input: { view: 'approval', applyStatus: 0 }, budget: true },
    { name: '支付申请 第1页 支付视图 无筛选', list: 'page', input: { view: 'payment' }, budget: true },
    { name: '支付申请 第1页 来源 红包补贴', list: 'page', input: { view: 'approval', sourceType: 'redpkg' }, budget: true },
    { name: '支付申请 第1页 近30天申请', list: 'page', input: { view: 'approval', applyFrom: recent }, budget: true },
    { name: '支付申请 第1页 收款方含“商户12”', list: 'page', input: { view: 'approval', payeeName: '商户12' }, budget: true },
    { name: '支付申请 第1页 收款方为典型商户', list: 'page', input: { view: 'approval', payeeName: dataset.typicalStore.storeName }, budget: true },
  ];
  const db = createDatabase({ ...target, poolSize: 1 });
  await pauseScheduledTasks(db);
  try {
    await withChild(env, async (child) => {
      const token = await login(child.url);
      for (const c of cases) {
        const total = await probe(child.url, token, c);
        const raw = await rawTiming(db, c);
        if (!c.budget && raw.p50 > SLOW_RAW_MS) {
          // Under load its requests would queue behind each other on the server and spill into the next case.
          results.runs.push({ name: c.name, dialect, total, raw, rps: 0, p50: 0, p99: 0, mean: 0, requests: 0, failures: 0, cpuPerRequest: null, skipped: true });
          log(`  → ${c.name}: raw p50 ${raw.p50} ms, p99 ${raw.p99} ms, total ${total}: not put under load, load ${os.loadavg()[0].toFixed(2)}`);
          continue;
        }
        const run = await measure(requestOf(child.url, token, c), child.cpuMicros);
        results.runs.push({ name: c.name, dialect, total, raw, ...run, ...(c.budget && { budgetMet: run.p99 <= BUDGET_P99_MS && run.failures === 0 }) });
        log(`  → ${c.name}: ${run.rps} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms (raw p50 ${raw.p50} ms, p99 ${raw.p99} ms), total ${total}, load ${os.loadavg()[0].toFixed(2)}`);
      }
    });
  } finally {
    await db.destroy();
  }
}

function markdown(r: Results): string {
  return [
    '# 商户账单与支付申请性能基准（bench/shop.ts）',
    '',
    `- 日期：${r.date}`,
    ...Object.entries(r.machine).map(([k, v]) => `- ${k}：${v}`),
    `- 并发连接：${CONNECTIONS}；每项测量 ${MEASURE_SECONDS} 秒（先预热 2 秒）`,
    '',
    '被测服务为子进程（`node apps/server/dist/main.js`，管理员令牌），负载端（autocannon）与数据库在同一台机器上。',
    '“原始查询”是同一请求的仓储调用（账单：`billPage`，页与合计；支付申请：`pageApplies`，页与总数）在压测进程内、单连接、无 HTTP 与守卫时的耗时（毫秒）。',
    'autocannon 以整毫秒记录延迟。机器上的其他负载会抬高 p99：见开始/结束时负载。',
    '',
    '## 数据集',
    '',
    '| 数据库 | 商户 | 交易 | 已完成/已退款 | 支付申请 | 各状态（0–5） | 生成耗时（秒） |',
    '|---|---:|---:|---|---:|---|---:|',
    ...Object.entries(r.datasets).map(
      ([d, s]) =>
        `| ${d} | ${s.stores.toLocaleString('en')} | ${s.trades.toLocaleString('en')} | ${[1, 2].map((k) => (s.tradeStatuses[k] ?? 0).toLocaleString('en')).join(' / ')} | ${s.applies.toLocaleString('en')} | ${[0, 1, 2, 3, 4, 5].map((k) => (s.applyStatuses[k] ?? 0).toLocaleString('en')).join(' / ')} | ${s.seconds.toFixed(1)} |`,
    ),
    '',
    `## 列表第 1 页（含总数${'、'}合计；预算：标 ✅/❌ 的场景 p99 ≤ ${BUDGET_P99_MS} ms）`,
    '',
    '| 场景 | 数据库 | 总数 | req/s | p50 | p99 | 原始查询 p50 | 原始查询 p99 | 服务端 CPU µs/请求 | 失败 | 预算 |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...r.runs.map(
      (m) =>
        `| ${m.name} | ${m.dialect} | ${m.total.toLocaleString('en')} | ${m.skipped ? '未加压' : m.rps.toLocaleString('en')} | ${m.skipped ? '-' : m.p50} | ${m.skipped ? '-' : m.p99} | ${m.raw.p50} | ${m.raw.p99} | ${m.cpuPerRequest ?? '-'} | ${m.failures} | ${budgetMark(m.budgetMet)} |`,
    ),
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
  };
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const baseEnv = benchServerEnv(workDir, SHOP_ADMIN_PASSWORD);
  try {
    await forEachDialect(DIALECTS, pgVersion, workDir, baseEnv, 'hrbd_bench_shop', (dialect, env) => benchDialect(dialect, env, results));
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  results.machine['结束时负载'] = loadAverage();
  const md = markdown(results);
  writeResults(resultsDir, 'shop', results, md);
  process.stdout.write(`\n${md}\n`);
  const missed = results.runs.filter((r) => r.budgetMet === false).map((r) => `${r.name} on ${r.dialect}`);
  if (missed.length > 0) {
    log(`budget missed: ${missed.join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
