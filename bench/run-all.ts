/**
 * `npm run bench`: every benchmark of the system foundation in one run on one
 * machine, written to results/system.md and results/system.json.
 *
 *  a. bare Fastify "hello" req/s: the ceiling of this machine
 *  b. login req/s (argon2id verify + session write)
 *  c. authenticated POST /pclogin/user/list over 100,000 users, page 1:
 *     no filter, status filter, name-substring filter; SQLite and PostgreSQL
 *  d. the auth+permission guard's cost: a trivial handler behind it vs bare
 *
 * Servers run as child processes from the built dist (`npm run build` first).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_ADMIN_PASSWORD, BENCH_CLERK, buildDataset, type Dataset } from './lib/dataset.js';
import { CONNECTIONS, measure, MEASURE_SECONDS, type LoadResult } from './lib/load.js';
import { startChild, type Child } from './lib/processes.js';
import { POSTGRES_URL, postgresVersion, withPostgresDatabase } from './lib/postgres.js';
import { benchServerEnv, loadAverage } from './lib/endpoint-bench.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const workDir = path.join(here, '.work');
const resultsDir = path.join(here, 'results');

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const BUDGET = { p50: 5, p99: 20 };

type DialectName = 'sqlite' | 'postgres';

interface Measured extends LoadResult {
  name: string;
  dialect: DialectName | '-';
  budget?: { p50: number; p99: number; met: boolean };
}

interface Results {
  date: string;
  machine: Record<string, string | number>;
  settings: Record<string, string | number>;
  datasets: Record<string, Dataset>;
  runs: Measured[];
  guard: Array<{
    dialect: DialectName;
    bareRps: number;
    guardedRps: number;
    ratio: number;
    bareP50: number;
    guardedP50: number;
    /** What the guard adds to a request, in server CPU microseconds. */
    guardCpu: number | null;
  }>;
}

const LIST_CASES = [
  { name: 'user/list 无筛选', body: { pageNum: 1, pageSize: 10 }, budget: true },
  { name: 'user/list 状态筛选（启用）', body: { pageNum: 1, pageSize: 10, status: 1 }, budget: true },
  { name: 'user/list 姓名包含“建华”', body: { pageNum: 1, pageSize: 10, realName: '建华' }, budget: false },
] as const;

function record(results: Results, ...measured: Measured[]): void {
  for (const m of measured) {
    results.runs.push(m);
    log(`  → ${m.name} [${m.dialect}]: ${m.rps} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms${m.failures ? `, ${m.failures} failures` : ''}`);
  }
}

function log(line: string): void {
  process.stdout.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
}

async function login(base: string, userName: string, password: string): Promise<string> {
  const res = await fetch(`${base}/pclogin/userauth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-source': 'PC_YJ' },
    body: JSON.stringify({ userName, password }),
  });
  const json = (await res.json()) as { code: number; msg: string; data: { token: string } | null };
  if (json.code !== 200 || !json.data) throw new Error(`login ${userName} failed: ${json.msg}`);
  return json.data.token;
}

/** Checks once, outside the timed run, that a request answers 200 with the envelope. */
async function probe(url: string, token: string, body: unknown): Promise<{ total: number; records: number }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: { total: number; records: unknown[] } };
  if (json.code !== 200) throw new Error(`${url} answered ${json.code}: ${json.msg}`);
  return { total: json.data.total, records: json.data.records.length };
}

async function withChild<T>(args: readonly string[], env: Record<string, string>, fn: (child: Child) => Promise<T>): Promise<T> {
  const child = await startChild(args, env, here);
  try {
    return await fn(child);
  } finally {
    await child.stop();
  }
}

async function benchDialect(dialect: DialectName, env: Record<string, string>, results: Results): Promise<void> {
  log(`${dialect}: generating ${USERS.toLocaleString('en')} users`);
  const dataset = await buildDataset(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR } : { dataDir: env.DATA_DIR },
    USERS,
  );
  results.datasets[dialect] = dataset;
  log(`${dialect}: ${dataset.users} users (${dataset.disabled} disabled) in ${dataset.seconds.toFixed(1)} s`);

  await withChild([serverMain], env, async ({ url, cpuMicros }) => {
    log(`${dialect}: login`);
    const loginRun = await measure(
      { url: `${url}/pclogin/userauth/login`, method: 'POST', body: { userName: 'admin', password: BENCH_ADMIN_PASSWORD } },
      cpuMicros,
    );
    record(results, { name: 'login（argon2id 校验 + 写会话）', dialect, ...loginRun });

    const token = await login(url, 'admin', BENCH_ADMIN_PASSWORD);
    for (const c of LIST_CASES) {
      const target = `${url}/pclogin/user/list`;
      const seen = await probe(target, token, c.body);
      log(`${dialect}: ${c.name} (total ${seen.total}, ${seen.records} records)`);
      const run = await measure({ url: target, method: 'POST', headers: { authorization: token }, body: c.body }, cpuMicros);
      record(results, {
        name: c.name,
        dialect,
        ...run,
        ...(c.budget && { budget: { ...BUDGET, met: run.p50 <= BUDGET.p50 && run.p99 <= BUDGET.p99 && run.failures === 0 } }),
      });
    }
  });

  await withChild(['--import', 'tsx', 'servers/guard.ts'], env, async ({ url, cpuMicros }) => {
    log(`${dialect}: guard cost`);
    const token = await login(url, BENCH_CLERK.userName, BENCH_CLERK.password);
    const bare = await measure({ url: `${url}/bench/bare`, method: 'POST', body: {} }, cpuMicros);
    const guarded = await measure({ url: `${url}/bench/guarded`, method: 'POST', headers: { authorization: token }, body: {} }, cpuMicros);
    record(results, { name: '空处理（无守卫）', dialect, ...bare }, { name: '空处理（登录+权限守卫）', dialect, ...guarded });
    results.guard.push({
      dialect,
      bareRps: bare.rps,
      guardedRps: guarded.rps,
      ratio: Math.round((guarded.rps / bare.rps) * 100) / 100,
      bareP50: bare.p50,
      guardedP50: guarded.p50,
      guardCpu: bare.cpuPerRequest === null || guarded.cpuPerRequest === null ? null : guarded.cpuPerRequest - bare.cpuPerRequest,
    });
  });
}

function markdown(r: Results): string {
  const runRows = r.runs.map((m) => {
    const budget = m.budget ? `${m.budget.met ? '✅' : '❌'} p50≤${m.budget.p50} p99≤${m.budget.p99}` : '';
    return `| ${m.name} | ${m.dialect} | ${m.rps.toLocaleString('en')} | ${m.p50} | ${m.p99} | ${m.mean} | ${m.cpuPerRequest ?? '-'} | ${m.failures} | ${budget} |`;
  });
  const guardRows = r.guard.map(
    (g) =>
      `| ${g.dialect} | ${g.bareRps.toLocaleString('en')} | ${g.guardedRps.toLocaleString('en')} | ${g.ratio} | ${g.bareP50} | ${g.guardedP50} | ${g.guardCpu ?? '-'} |`,
  );
  const datasetRows = Object.entries(r.datasets).map(
    ([d, s]) => `| ${d} | ${s.users.toLocaleString('en')} | ${s.disabled.toLocaleString('en')} | ${s.seconds.toFixed(1)} |`,
  );
  return [
    '# 系统基础性能基准（bench/run-all.ts）',
    '',
    `- 日期：${r.date}`,
    ...Object.entries(r.machine).map(([k, v]) => `- ${k}：${v}`),
    ...Object.entries(r.settings).map(([k, v]) => `- ${k}：${v}`),
    '',
    '负载端（autocannon）与被测服务（子进程，`node apps/server/dist/main.js`）在同一台机器上，数据库也在本机。',
    '延迟单位为毫秒，autocannon 以整毫秒记录（p50 为 1 表示 1–2 ms）。每项先预热 2 秒不计入。',
    '“服务端 CPU µs/请求”取自被测进程的 /proc 统计（不含数据库进程），受同机其他负载影响最小，适合跨次比较。',
    '',
    '## 数据集',
    '',
    '| 数据库 | 用户数 | 其中禁用 | 生成耗时（秒） |',
    '|---|---:|---:|---:|',
    ...datasetRows,
    '',
    '## 吞吐与延迟',
    '',
    '| 场景 | 数据库 | req/s | p50 | p99 | 平均 | 服务端 CPU µs/请求 | 失败 | 预算 |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
    ...runRows,
    '',
    '## 登录+权限守卫的开销',
    '',
    '同一个空处理函数，分别注册为公开接口与需要 `system:user:list` 权限的接口（非管理员账号：守卫每个请求查询权限；会话读取后在进程内保留 1 秒）。',
    '',
    '| 数据库 | 无守卫 req/s | 有守卫 req/s | 比值 | 无守卫 p50 | 有守卫 p50 | 守卫 CPU µs/请求 |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...guardRows,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  if (!fs.existsSync(serverMain)) throw new Error('apps/server/dist/main.js 不存在：请先运行 npm run build');
  const started = Date.now();
  const pgVersion = await postgresVersion();
  const cpus = os.cpus();
  const results: Results = {
    date: new Date().toISOString(),
    machine: {
      CPU: `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown'}`,
      内存: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
      系统: `${os.type()} ${os.release()} ${os.arch()}`,
      Node: process.version,
      开始时负载: loadAverage(),
      PostgreSQL: pgVersion ?? '不可用（跳过）',
    },
    settings: { 并发连接: CONNECTIONS, 每项测量秒数: MEASURE_SECONDS, 用户数: USERS },
    datasets: {},
    runs: [],
    guard: [],
  };

  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const baseEnv = benchServerEnv(workDir, BENCH_ADMIN_PASSWORD);

  try {
    await withChild(['--import', 'tsx', 'servers/hello.ts'], {}, async ({ url, cpuMicros }) => {
      log('bare Fastify hello');
      record(results, { name: 'Fastify hello（裸框架）', dialect: '-', ...(await measure({ url: `${url}/hello` }, cpuMicros)) });
    });

    await benchDialect('sqlite', { ...baseEnv, DATA_DIR: path.join(workDir, 'sqlite') }, results);
    if (pgVersion) {
      await withPostgresDatabase('hrbd_bench', (databaseUrl) =>
        benchDialect('postgres', { ...baseEnv, DATA_DIR: path.join(workDir, 'postgres'), DATABASE_URL: databaseUrl }, results),
      );
    } else {
      log(`PostgreSQL at ${POSTGRES_URL} is not reachable: skipped`);
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }

  results.settings['总耗时（秒）'] = Math.round((Date.now() - started) / 1000);
  // Other work on the machine shows up here: 1/5/15-minute load averages against the core count.
  results.machine['结束时负载'] = loadAverage();
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'system.json'), `${JSON.stringify(results, null, 2)}\n`);
  const md = markdown(results);
  fs.writeFileSync(path.join(resultsDir, 'system.md'), md);
  process.stdout.write(`\n${md}\n`);
  const missed = results.runs.filter((r) => r.budget && !r.budget.met);
  if (missed.length > 0) {
    log(`budget missed: ${missed.map((m) => `${m.name} on ${m.dialect}`).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
