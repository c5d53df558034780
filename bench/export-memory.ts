/**
 * An export's peak memory, build against build (or Node flags against flags),
 * in a few minutes: 学生导出 of 100,000 students (100 colleges) on SQLite and
 * PostgreSQL, each download on a fresh server, the builds taken in turn.
 *
 *   npx tsx bench/export-memory.ts
 *   BENCH_BUILDS=apps/server/dist-base,apps/server/dist   (copies of a built server; default apps/server/dist)
 *   BENCH_FLAGS='--max-old-space-size=1024'              (more Node flags for every server, after the start script's)
 *   BENCH_EXPORT_RUNS=6  BENCH_DIALECTS=sqlite
 *
 * One build's peaks fall into two groups ~50 MB apart depending on whether a
 * batch's rows were promoted (bench/results/colleges.md): one run is not a
 * measurement, so every build gets BENCH_EXPORT_RUNS (default 6).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { studentApi } from '@hrbd/contract';
import { createDatabase, type DialectName } from '@hrbd/server/dist/db/dialect/index.js';
import { benchServerEnv, forEachDialect, loadAverage, login, machineInfo, measureExport, median, pauseScheduledTasks, urlOf, withChild, writeResults, type ExportMeasure } from './lib/endpoint-bench.js';
import { buildCollegeDataset, COLLEGE_ADMIN_PASSWORD } from './lib/college-dataset.js';
import { postgresVersion } from './lib/postgres.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const workDir = path.join(here, '.work-export-memory');
const builds = (process.env.BENCH_BUILDS ?? 'apps/server/dist').split(',').map((dir) => path.resolve(root, dir, 'main.js'));
const extraFlags = (process.env.BENCH_FLAGS ?? '').split(/\s+/).filter(Boolean);
const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 6);
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',');
const SIZES = { colleges: 100, students: 100_000 };

interface Run extends ExportMeasure {
  dialect: DialectName;
  build: string;
}

const log = (line: string) => process.stdout.write(`[export-memory ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
const buildName = (main: string) => path.relative(root, path.dirname(main));

async function benchDialect(dialect: DialectName, env: Record<string, string>, runs: Run[]): Promise<void> {
  const target = env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR } : { dataDir: env.DATA_DIR };
  const dataset = await buildCollegeDataset(target, SIZES, log);
  log(`${dialect}: ${dataset.students.toLocaleString('en')} students in ${dataset.seconds.toFixed(1)} s`);
  const db = createDatabase({ ...target, poolSize: 1 });
  try {
    await pauseScheduledTasks(db);
  } finally {
    await db.destroy();
  }
  for (let i = 0; i < RUNS; i++) {
    for (const main of builds) {
      const run = await withChild([...extraFlags, main], env, here, async (child) => {
        const token = await login(child.url, 'admin', COLLEGE_ADMIN_PASSWORD);
        return measureExport(child, token, urlOf(child.url, studentApi.exportStudents.path), path.join(workDir, `${dialect}.xlsx`));
      });
      runs.push({ dialect, build: buildName(main), ...run });
      log(`  ${dialect} ${buildName(main)} run ${i + 1}: ${run.rows} rows, ${run.rowsPerSecond} rows/s, RSS ${run.idleRssMb} → ${run.peakRssMb} MB`);
    }
  }
}

function markdown(runs: Run[], machine: Record<string, string | number>, endLoad: string): string {
  const groups = DIALECTS.flatMap((dialect) => builds.map((main) => ({ dialect, build: buildName(main), runs: runs.filter((r) => r.dialect === dialect && r.build === buildName(main)) }))).filter((g) => g.runs.length > 0);
  return [
    '# 导出内存对比（bench/export-memory.ts）',
    '',
    `- 日期：${new Date().toISOString()}`,
    ...Object.entries(machine).map(([k, v]) => `- ${k}：${v}`),
    `- 结束时负载：${endLoad}`,
    `- 学生导出 exportStudents，院校 ${SIZES.colleges}、学生 ${SIZES.students.toLocaleString('en')}（无筛选，全部导出）；每次下载用新启动的服务，各构建轮流；额外 Node 参数：${extraFlags.join(' ') || '无'}`,
    '',
    '| 数据库 | 构建 | 次数 | 行/秒（中位数） | 导出前 RSS（MB，中位数） | 峰值 RSS（MB，中位数） | 峰值最低–最高 | 各次峰值 |',
    '|---|---|---:|---:|---:|---:|---|---|',
    ...groups.map((g) => {
      const peaks = g.runs.map((r) => r.peakRssMb);
      return `| ${g.dialect} | ${g.build} | ${g.runs.length} | ${median(g.runs.map((r) => r.rowsPerSecond)).toLocaleString('en')} | ${median(g.runs.map((r) => r.idleRssMb))} | ${median(peaks)} | ${Math.min(...peaks)}–${Math.max(...peaks)} | ${peaks.join(' · ')} |`;
    }),
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const pgVersion = await postgresVersion();
  const runs: Run[] = [];
  const machine = machineInfo(pgVersion); // before the run: its load average is the start's
  await forEachDialect(DIALECTS, pgVersion, workDir, benchServerEnv(workDir, COLLEGE_ADMIN_PASSWORD), 'hrbd_bench_export_memory', (dialect, env) => benchDialect(dialect, env, runs));
  const md = markdown(runs, machine, loadAverage());
  writeResults(path.join(here, 'results'), 'export-memory', { runs, builds: builds.map(buildName), flags: extraFlags }, md);
  process.stdout.write(`\n${md}\n`);
}

await main();
