/**
 * 红包补贴用户 at scale, against the built server (`npm run build` first) as a child process:
 *  - the domain's demo seed (30,000 people, 60 支付申请) timed alone on a fresh database;
 *  - impRedPkgUsers of a 100,000-row sheet of which 5,000 are refused (bad ID, mobile, county,
 *    category, amount; repeats in the file): rows/s and the server's peak resident set
 *    (budget ≥ 20,000 rows/s, ≤ 256 MB);
 *  - exportRedPkgUsers of every row: rows/s and peak RSS (budget ≥ 50,000 rows/s, ≤ 256 MB).
 *
 *   cd bench && npx tsx redpkg.ts          (BENCH_DIALECTS=sqlite or postgres for one; both by default)
 *
 * The export is measured on a server of its own, started after the import's
 * (its memory is then the export's, not what the import left in the heap).
 * `BENCH_CPU_PROF=<dir>` runs both servers under `--cpu-prof` into that folder
 * (the figures are then the profiler's, not the budget's);
 * `BENCH_REDPKG_ROWS` changes the sheet's size; `BENCH_SERVER_MAIN` measures another build.
 *
 * Besides wall-clock rows/s, each phase records the server's CPU seconds (from
 * /proc): rows per server CPU second moves far less with other load on the
 * machine than rows per second does.
 *
 * Results go to results/redpkg.md and .json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { idCardCheckChar, RED_PKG_IMPORT_HEADERS, redPkgUserApi } from '@hrbd/contract';
import { createDatabase, type DialectName } from '@hrbd/server/dist/db/dialect/index.js';
import { migrateToLatest, runSeeds } from '@hrbd/server/dist/modules/index.js';
import { seedRedPkgDemo } from '@hrbd/server/dist/modules/redpkg/redpkg.demo.js';
import ExcelJS from 'exceljs';
import { startChild, withRssSampled } from './lib/processes.js';
import { POSTGRES_URL, postgresVersion, withPostgresDatabase } from './lib/postgres.js';
import { budgetMark, benchServerEnv, loadAverage, pauseScheduledTasks, writeResults } from './lib/endpoint-bench.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** `BENCH_SERVER_MAIN` names another build of the server (a copy of an earlier apps/server/dist inside the repository, so its imports resolve). */
const serverMain = path.resolve(here, process.env.BENCH_SERVER_MAIN ?? '../apps/server/dist/main.js');
const workDir = path.join(os.tmpdir(), 'hrbd-bench-redpkg');
const ADMIN_PASSWORD = 'Bench@123456';
const ROWS = Number(process.env.BENCH_REDPKG_ROWS ?? 100_000);
const REFUSED = Math.round(ROWS / 20);
const BUDGET_RSS_MB = 256;
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',');
const cpuProfDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null;
const profiled = (name: string) => (cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`, `--cpu-prof-name=${name}-${Date.now()}.cpuprofile`] : []);
const COUNTIES = ['新郑市', '中牟县', '金水区', '二七区', '中原区', '管城回族区', '惠济区', '巩义市', '荥阳市', '新密市', '登封市', '上街区'];
const CATEGORIES = ['就业困难人员', '高校毕业生', '退役军人', '脱贫劳动力', '返乡创业人员', '灵活就业人员'];

interface Result {
  dialect: DialectName;
  seedSeconds: number;
  import: { rows: number; succeeded: number; failed: number; seconds: number; rowsPerSecond: number; cpuSeconds: number | null; peakRssMb: number; budgetMet: boolean };
  export: { rows: number; seconds: number; rowsPerSecond: number; cpuSeconds: number | null; bytes: number; idleRssMb: number; peakRssMb: number; budgetMet: boolean };
}

const log = (line: string) => process.stdout.write(`[redpkg ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** A sheet of ROWS people (born 2004–2005, so none collides with the demo's), REFUSED of them refused for one reason each. */
async function sheetFile(): Promise<string> {
  const file = path.join(workDir, 'import.xlsx');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
  const ws = workbook.addWorksheet('红包补贴用户');
  ws.addRow([...RED_PKG_IMPORT_HEADERS]).commit();
  const refusedEvery = Math.floor(ROWS / REFUSED);
  for (let i = 0; i < ROWS; i++) {
    const first17 = `410184200${4 + (i % 2)}${String(1 + (Math.floor(i / 2) % 12)).padStart(2, '0')}${String(1 + (Math.floor(i / 24) % 28)).padStart(2, '0')}${String(Math.floor(i / 672) % 1000).padStart(3, '0')}`;
    let row = [`压测${i}`, first17 + idCardCheckChar(first17), `139${String(i).padStart(8, '0')}`, COUNTIES[i % COUNTIES.length], CATEGORIES[i % CATEGORIES.length], String(100 + (i % 1900))];
    if (i % refusedEvery === refusedEvery - 1) {
      const kind = (i / refusedEvery) % 5;
      row = kind < 1 ? [row[0], row[1], '1390000', ...row.slice(3)] : kind < 2 ? [...row.slice(0, 3), '郑东新区', ...row.slice(4)] : kind < 3 ? [...row.slice(0, 5), '2500'] : kind < 4 ? [...row.slice(0, 4), '低保户', row[5]] : [row[0], `${row[1].slice(0, 17)}${row[1].endsWith('1') ? '2' : '1'}`, ...row.slice(2)];
    }
    ws.addRow(row).commit();
  }
  await workbook.commit();
  return file;
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/pclogin/userauth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-source': 'PC_YJ' }, body: JSON.stringify({ userName: 'admin', password: ADMIN_PASSWORD }) });
  const json = (await res.json()) as { code: number; msg: string; data: { token: string } };
  if (json.code !== 200) throw new Error(`login failed: ${json.msg}`);
  return json.data.token;
}

async function benchDialect(dialect: DialectName, env: Record<string, string>): Promise<Result> {
  const target = env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR } : { dataDir: env.DATA_DIR };
  const db = createDatabase(target);
  let seedSeconds: number;
  try {
    await migrateToLatest(db);
    await runSeeds(db, { adminPassword: ADMIN_PASSWORD, seedDemo: false });
    const started = performance.now();
    await db.transaction().execute((trx) => seedRedPkgDemo(trx, '2026-11-23 10:00:00'));
    seedSeconds = round2((performance.now() - started) / 1000);
    log(`${dialect}: demo seed (30,000 people, 60 支付申请) in ${seedSeconds} s`);
    await pauseScheduledTasks(db);
  } finally {
    await db.destroy();
  }
  const file = await sheetFile();
  const importer = await startChild([...profiled(`${dialect}-import`), serverMain], env, here, 120_000);
  let imported: { value: { total: number; succeeded: number; failed: number }; peakMb: number; seconds: number };
  let importCpu: number | null = null;
  try {
    const token = await login(importer.url);
    const cpuBefore = importer.cpuMicros();
    imported = await withRssSampled(importer.pid!, async () => {
      const form = new FormData();
      form.append('multipartFile', new Blob([fs.readFileSync(file)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 'import.xlsx');
      const res = await fetch(`${importer.url}${redPkgUserApi.impRedPkgUsers.path}`, { method: 'POST', headers: { authorization: token, 'user-source': 'PC_YJ' }, body: form });
      const json = (await res.json()) as { code: number; msg: string; data: { total: number; succeeded: number; failed: number } };
      if (json.code !== 200) throw new Error(`import answered ${json.code} ${json.msg}`);
      return json.data;
    });
    const cpuAfter = importer.cpuMicros();
    importCpu = cpuBefore === null || cpuAfter === null ? null : round2((cpuAfter - cpuBefore) / 1e6);
  } finally {
    await importer.stop();
  }
  const importRate = Math.round(imported.value.total / imported.seconds);
  log(`${dialect}: import ${imported.value.total} rows (${imported.value.failed} refused) in ${round2(imported.seconds)} s = ${importRate} rows/s (server CPU ${importCpu} s), peak RSS ${imported.peakMb} MB`);

  // A server of its own: the export's memory is its own, not what the import left in the heap.
  const exporter = await startChild([...profiled(`${dialect}-export`), serverMain], env, here, 120_000);
  const out = path.join(workDir, 'export.xlsx');
  let exported: { idleMb: number; peakMb: number; seconds: number };
  let exportCpu: number | null = null;
  try {
    const token = await login(exporter.url);
    const cpuBefore = exporter.cpuMicros();
    exported = await withRssSampled(exporter.pid!, async () => {
      const res = await fetch(`${exporter.url}${redPkgUserApi.exportRedPkgUsers.path}`, { headers: { authorization: token, 'user-source': 'PC_YJ' } });
      if (!res.ok || !res.body) throw new Error(`export answered ${res.status}`);
      await new Promise<void>((resolve, reject) => {
        Readable.fromWeb(res.body as import('node:stream/web').ReadableStream).pipe(fs.createWriteStream(out)).on('finish', resolve).on('error', reject);
      });
    });
    const cpuAfter = exporter.cpuMicros();
    exportCpu = cpuBefore === null || cpuAfter === null ? null : round2((cpuAfter - cpuBefore) / 1e6);
  } finally {
    await exporter.stop();
  }
  let rows = -1;
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(out, { worksheets: 'emit', sharedStrings: 'ignore', styles: 'ignore', hyperlinks: 'ignore' })) {
    for await (const _row of sheet) rows++;
  }
  const exportRate = Math.round(rows / exported.seconds);
  log(`${dialect}: export ${rows} rows in ${round2(exported.seconds)} s = ${exportRate} rows/s (server CPU ${exportCpu} s), RSS ${exported.idleMb} → peak ${exported.peakMb} MB`);
  return {
    dialect,
    seedSeconds,
    import: { rows: imported.value.total, succeeded: imported.value.succeeded, failed: imported.value.failed, seconds: round2(imported.seconds), rowsPerSecond: importRate, cpuSeconds: importCpu, peakRssMb: imported.peakMb, budgetMet: importRate >= 20_000 && imported.peakMb <= BUDGET_RSS_MB },
    export: { rows, seconds: round2(exported.seconds), rowsPerSecond: exportRate, cpuSeconds: exportCpu, bytes: fs.statSync(out).size, idleRssMb: exported.idleMb, peakRssMb: exported.peakMb, budgetMet: exportRate >= 50_000 && exported.peakMb <= BUDGET_RSS_MB },
  };
}


function markdown(results: readonly Result[], load: { before: string; after: string }): string {
  const perCpu = (rows: number, cpu: number | null) => (cpu ? Math.round(rows / cpu).toLocaleString('en') : '-');
  return [
    '# 红包补贴用户: demo seed, import and export',
    '',
    `Measured ${new Date().toISOString().slice(0, 16)} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? ''}), the server a child process with the start script's flags; \`cd bench && npx tsx redpkg.ts\`.`,
    `Load average (1 / 5 / 15 min) at the start ${load.before}, at the end ${load.after}: other work on the machine slows every figure here.`,
    '',
    '| 数据库 | demo 种子（秒） | 导入行数 | 成功 | 失败 | 导入耗时（秒） | 导入 行/秒 | 导入 服务端 CPU（秒） | 导入 行/CPU秒 | 导入 RSS 峰值（MB） | 预算 | 导出行数 | 导出耗时（秒） | 导出 行/秒 | 导出 服务端 CPU（秒） | 导出 行/CPU秒 | 导出前 RSS（MB） | 导出 RSS 峰值（MB） | 预算 |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.dialect} | ${r.seedSeconds} | ${r.import.rows.toLocaleString('en')} | ${r.import.succeeded.toLocaleString('en')} | ${r.import.failed.toLocaleString('en')} | ${r.import.seconds} | ${r.import.rowsPerSecond.toLocaleString('en')} | ${r.import.cpuSeconds ?? '-'} | ${perCpu(r.import.rows, r.import.cpuSeconds)} | ${r.import.peakRssMb} | ${budgetMark(r.import.budgetMet)} | ${r.export.rows.toLocaleString('en')} | ${r.export.seconds} | ${r.export.rowsPerSecond.toLocaleString('en')} | ${r.export.cpuSeconds ?? '-'} | ${perCpu(r.export.rows, r.export.cpuSeconds)} | ${r.export.idleRssMb} | ${r.export.peakRssMb} | ${budgetMark(r.export.budgetMet)} |`,
    ),
    '',
    'Budgets (issue 14): import ≥ 20,000 rows/s and ≤ 256 MB; export ≥ 50,000 rows/s and ≤ 256 MB.',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const baseEnv = benchServerEnv(workDir, ADMIN_PASSWORD);
  const results: Result[] = [];
  const before = loadAverage();
  try {
    if (DIALECTS.includes('sqlite')) results.push(await benchDialect('sqlite', { ...baseEnv, DATA_DIR: path.join(workDir, 'sqlite') }));
    if (DIALECTS.includes('postgres')) {
      if (await postgresVersion()) {
        results.push(await withPostgresDatabase('hrbd_bench_redpkg', (databaseUrl) => benchDialect('postgres', { ...baseEnv, DATA_DIR: path.join(workDir, 'postgres'), DATABASE_URL: databaseUrl })));
      } else log(`PostgreSQL at ${POSTGRES_URL} is not reachable: skipped`);
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  writeResults(path.join(here, 'results'), 'redpkg', results, markdown(results, { before, after: loadAverage() }));
  log('written results/redpkg.md');
  const missed = results.flatMap((r) => [...(r.import.budgetMet ? [] : [`import on ${r.dialect}`]), ...(r.export.budgetMet ? [] : [`export on ${r.dialect}`])]);
  if (missed.length > 0) {
    log(`budget missed: ${missed.join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
