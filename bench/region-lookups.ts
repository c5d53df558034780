/**
 * Region lookups under load: the district calls the address picker makes
 * (provinces, a city's counties, a county's streets, a code with its parents)
 * and the offline geocoder, each behind the session guard, against the built
 * server (`npm run build` first) as a child process on SQLite and on
 * PostgreSQL. Budget: ≥ 10,000 req/s for every region lookup.
 *
 * Every lookup is also measured without the guard (servers/regions-unguarded.ts,
 * the same handlers under /bench/public): that isolates the in-memory lookup
 * from the session query each signed-in call costs. It also times a fresh
 * server's start, which includes loading the 44,703 regions (migration 0010).
 * Results go to results/region-lookups.md and .json; the exit code is 1 when
 * the budget is missed.
 *
 *   cd bench && npx tsx region-lookups.ts
 *
 * `runRegionLookups()` is exported for a combined run (bench/run-all.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { geocoderApi, regionApi, type Endpoint } from '@hrbd/contract';
import { measure, MEASURE_SECONDS, CONNECTIONS, type LoadResult } from './lib/load.js';
import { startChild } from './lib/processes.js';
import { UNGUARDED_PREFIX } from './servers/regions-unguarded-prefix.js';
import { POSTGRES_URL, postgresVersion, withPostgresDatabase } from './lib/postgres.js';
import { benchServerEnv } from './lib/endpoint-bench.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverMain = path.resolve(here, '../apps/server/dist/main.js');
const resultsDir = path.join(here, 'results');
const workDir = path.join(here, '.work-regions');
const ADMIN_PASSWORD = 'Bench@123456';
export const REGION_RPS_BUDGET = 10_000;

type DialectName = 'sqlite' | 'postgres';

interface Case {
  name: string;
  endpoint: Endpoint;
  query: Record<string, string>;
  /** Region lookups carry the 10k req/s budget; the geocoder is measured for the record. */
  budget: boolean;
}

const CASES: Case[] = [
  { name: 'selectAllProvince（31 个省）', endpoint: regionApi.selectAllProvince, query: {}, budget: true },
  { name: 'selectByProvinceCode 410000（18 个市）', endpoint: regionApi.selectByProvinceCode, query: { proCode: '410000' }, budget: true },
  { name: 'selectByCityCode 410100（郑州市的区县）', endpoint: regionApi.selectByCityCode, query: { cityCode: '410100' }, budget: true },
  { name: 'selectByCountryCode 410184（新郑市的乡镇街道）', endpoint: regionApi.selectByCountryCode, query: { countryCode: '410184' }, budget: true },
  { name: 'selectAreaByCode 410184（含上级）', endpoint: regionApi.selectAreaByCode, query: { code: '410184' }, budget: true },
  { name: 'geocoder/location（离线，区县中心点）', endpoint: geocoderApi.location, query: { address: '河南省郑州市新郑市龙湖镇' }, budget: false },
];

export interface RegionRun extends LoadResult {
  name: string;
  dialect: DialectName;
  /** Behind the session guard as in production, or the unguarded copy. */
  guarded: boolean;
  budgetMet?: boolean;
}

export interface RegionResults {
  date: string;
  machine: Record<string, string | number>;
  /** Seconds from spawning a server on an empty database until it answers (migrations, 44,703 regions, seeds). */
  startSeconds: Partial<Record<DialectName, number>>;
  /** 1-minute load average when the run began: other work on the machine skews every figure. */
  loadAverage: number;
  runs: RegionRun[];
}

function log(line: string): void {
  process.stdout.write(`[regions ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
}

const urlOf = (base: string, endpoint: Endpoint, query: Record<string, string>, prefix: string) =>
  `${base}${prefix}${endpoint.path}${Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : ''}`;

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/pclogin/userauth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-source': 'PC_YJ' },
    body: JSON.stringify({ userName: 'admin', password: ADMIN_PASSWORD }),
  });
  const json = (await res.json()) as { code: number; msg: string; data: { token: string } | null };
  if (json.code !== 200 || !json.data) throw new Error(`login failed: ${json.msg}`);
  return json.data.token;
}

/** Once, unmeasured: the call answers 200 with data the contract accepts (and the index is loaded). */
async function probe(url: string, token: string, endpoint: Endpoint): Promise<void> {
  const res = await fetch(url, { headers: { authorization: token } });
  const json = (await res.json()) as { code: number; msg: string; data: unknown };
  if (json.code !== 200) throw new Error(`${url} answered ${json.code}: ${json.msg}`);
  endpoint.response.parse(json.data);
}

async function measureCases(base: string, token: string, dialect: DialectName, guarded: boolean, results: RegionResults): Promise<void> {
  for (const c of CASES) {
    if (!guarded && c.endpoint === geocoderApi.location) continue;
    const url = urlOf(base, c.endpoint, c.query, guarded ? '' : UNGUARDED_PREFIX);
    await probe(url, token, c.endpoint);
    const run = await measure({ url, headers: guarded ? { authorization: token } : {} });
    const measured: RegionRun = {
      name: c.name,
      dialect,
      guarded,
      ...run,
      ...(c.budget && { budgetMet: run.rps >= REGION_RPS_BUDGET && run.failures === 0 }),
    };
    results.runs.push(measured);
    const label = guarded ? '' : '（无守卫）';
    log(`  → ${c.name}${label} [${dialect}]: ${run.rps} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms${run.failures ? `, ${run.failures} failures` : ''}`);
  }
}

async function benchDialect(dialect: DialectName, env: Record<string, string>, results: RegionResults): Promise<void> {
  const started = performance.now();
  const child = await startChild(['--import', 'tsx', 'servers/regions-unguarded.ts'], env, here);
  results.startSeconds[dialect] = Math.round((performance.now() - started) / 100) / 10;
  log(`${dialect}: server up in ${results.startSeconds[dialect]} s (empty database → migrated, regions loaded, seeded)`);
  try {
    const token = await login(child.url);
    await measureCases(child.url, token, dialect, true, results);
    await measureCases(child.url, token, dialect, false, results);
  } finally {
    await child.stop();
  }
}

export async function runRegionLookups(): Promise<RegionResults> {
  if (!fs.existsSync(serverMain)) throw new Error('apps/server/dist/main.js 不存在：请先运行 npm run build');
  const cpus = os.cpus();
  const results: RegionResults = {
    date: new Date().toISOString(),
    machine: {
      CPU: `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown'}`,
      内存: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
      Node: process.version,
      并发连接: CONNECTIONS,
      每项测量秒数: MEASURE_SECONDS,
    },
    startSeconds: {},
    loadAverage: Math.round(os.loadavg()[0] * 10) / 10,
    runs: [],
  };
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const baseEnv = benchServerEnv(workDir, ADMIN_PASSWORD);
  try {
    await benchDialect('sqlite', { ...baseEnv, DATA_DIR: path.join(workDir, 'sqlite') }, results);
    if ((await postgresVersion()) !== null) {
      await withPostgresDatabase('hrbd_bench_regions', (url) => benchDialect('postgres', { ...baseEnv, DATA_DIR: path.join(workDir, 'pg'), DATABASE_URL: url }, results));
    } else {
      log(`PostgreSQL at ${POSTGRES_URL} is not reachable: SQLite only`);
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  return results;
}

export function regionMarkdown(r: RegionResults): string {
  const rows = r.runs.map((m) => {
    const budget = m.budgetMet === undefined ? '' : `${m.budgetMet ? '✅' : '❌'} ≥ ${REGION_RPS_BUDGET.toLocaleString('en')} req/s`;
    return `| ${m.name} | ${m.dialect} | ${m.guarded ? '是' : '否'} | ${m.rps.toLocaleString('en')} | ${m.p50} | ${m.p99} | ${m.failures} | ${budget} |`;
  });
  return [
    '# 行政区划查询性能基准（bench/region-lookups.ts）',
    '',
    `- 日期：${r.date}`,
    ...Object.entries(r.machine).map(([k, v]) => `- ${k}：${v}`),
    ...Object.entries(r.startSeconds).map(([d, s]) => `- 空库启动耗时（${d}，含迁移与 44,703 条行政区划载入）：${s} 秒`),
    '',
    '行政区划在首次查询后常驻内存。“登录守卫：是”为生产路径（会话读取后在进程内保留 1 秒，同一令牌的连续请求只查询一次数据库）；“否”为同一处理函数去掉守卫的副本，只衡量查询本身。',
    `负载端与被测服务在同一台机器上；测量开始时的系统负载（1 分钟平均）：${r.loadAverage}。`,
    '',
    '| 场景 | 数据库 | 登录守卫 | req/s | p50 | p99 | 失败 | 预算 |',
    '|---|---|---|---:|---:|---:|---:|---|',
    ...rows,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const results = await runRegionLookups();
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'region-lookups.json'), `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(path.join(resultsDir, 'region-lookups.md'), regionMarkdown(results));
  const missed = results.runs.filter((m) => m.budgetMet === false);
  if (missed.length > 0) {
    log(`budget missed: ${missed.map((m) => `${m.name} [${m.dialect}] ${m.rps} req/s`).join('; ')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
