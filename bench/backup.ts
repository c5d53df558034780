/**
 * `npx tsx bench/backup.ts` (after `npm run build`): how long `npm run backup`
 * and `npm run restore` take on the demo database, with the server running
 * on it, on SQLite and (when reachable) PostgreSQL. Writes results/backup.md.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChild } from './lib/processes.js';
import { postgresVersion, withPostgresDatabase } from './lib/postgres.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const workDir = path.join(here, '.work', 'backup');

interface Row {
  dialect: string;
  seedSeconds: number;
  backupSeconds: number;
  restoreSeconds: number;
  /** The commands' own figures (after start-up), as they print them. */
  backupWork: string;
  restoreWork: string;
  archiveMb: number;
  summary: string;
  loadBefore: string;
  loadAfter: string;
}

const workTime = (stdout: string) => /用时 ([\d.]+) 秒/.exec(stdout)?.[1] ?? '?';
const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(' / ');

function npmRun(args: string[], env: Record<string, string>): Promise<{ seconds: number; stdout: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    execFile('npm', ['run', '--silent', ...args], { cwd: root, env: { ...process.env, ...env }, timeout: 30 * 60_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${args.join(' ')} failed: ${stderr}`));
      else resolve({ seconds: (performance.now() - started) / 1000, stdout });
    });
  });
}

async function measure(dialect: string, dataDir: string, databaseUrl?: string, restoreUrl?: string): Promise<Row> {
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'on', NODE_ENV: 'development', ...(databaseUrl && { DATABASE_URL: databaseUrl }) };
  const seeding = performance.now();
  const server = await startChild([path.join(root, 'apps/server/dist/main.js')], env, root, 30 * 60_000);
  const seedSeconds = (performance.now() - seeding) / 1000;
  try {
    const loadBefore = loadAverage();
    const archive = path.join(workDir, `demo-${dialect}.tar`);
    const backup = await npmRun(['backup', '--', archive], { DATA_DIR: dataDir, ...(databaseUrl && { DATABASE_URL: databaseUrl }) });
    const restore = await npmRun(['restore', '--', archive], { DATA_DIR: path.join(workDir, `restored-${dialect}`), ...(restoreUrl && { DATABASE_URL: restoreUrl }) });
    return {
      dialect,
      seedSeconds,
      backupSeconds: backup.seconds,
      restoreSeconds: restore.seconds,
      backupWork: workTime(backup.stdout),
      restoreWork: workTime(restore.stdout),
      archiveMb: fs.statSync(archive).size / 1024 / 1024,
      summary: (backup.stdout.split('\n')[1] ?? '').replace(/，用时.*$/, '').trim(),
      loadBefore,
      loadAfter: loadAverage(),
    };
  } finally {
    await server.stop();
  }
}

fs.rmSync(workDir, { recursive: true, force: true });
fs.mkdirSync(workDir, { recursive: true });
const rows: Row[] = [await measure('SQLite', path.join(workDir, 'data-sqlite'))];
const pgVersion = await postgresVersion();
if (pgVersion) {
  rows.push(
    await withPostgresDatabase('hrbd_bench_backup', (url) =>
      withPostgresDatabase('hrbd_bench_restore', (restoreUrl) => measure(`PostgreSQL ${pgVersion}`, path.join(workDir, 'data-pg'), url, restoreUrl)),
    ),
  );
}
fs.rmSync(workDir, { recursive: true, force: true });

const lines = [
  '# 备份与恢复耗时 / Backup and restore timing',
  '',
  `${new Date().toISOString()} · ${os.cpus().length} 核 ${os.cpus()[0]?.model ?? ''} · ${(os.totalmem() / 2 ** 30).toFixed(1)} GB · Node ${process.version}`,
  '',
  'The demo database (`SEED_DEMO=on`, seeded by the server at its first start), with the server running on it while `npm run backup` writes the archive;',
  'then `npm run restore` into an empty data directory (and an empty PostgreSQL database). Each command: its own time as it prints it (用时, after start-up), and the wall time of the whole `npm run`, npm and tsx start-up included (several seconds on a loaded machine).',
  'Load average (1 / 5 / 15 min) before the backup and after the restore: the machine is shared, and a high figure slows every number here.',
  'The demo data keeps no uploaded files, so the file store adds nothing here; files are copied as they are (no compression), at disk speed.',
  '',
  '| 数据库 | 演示数据首次启动 s | 备份 用时 / npm run s | 恢复 用时 / npm run s | 备份文件 MB | 备份内容 | load before | load after |',
  '|---|---:|---:|---:|---:|---|---|---|',
  ...rows.map((r) =>
    `| ${r.dialect} | ${r.seedSeconds.toFixed(0)} | ${r.backupWork} / ${r.backupSeconds.toFixed(1)} | ${r.restoreWork} / ${r.restoreSeconds.toFixed(1)} | ${r.archiveMb.toFixed(1)} | ${r.summary} | ${r.loadBefore} | ${r.loadAfter} |`,
  ),
  '',
];
fs.writeFileSync(path.join(here, 'results', 'backup.md'), lines.join('\n'));
console.log(lines.join('\n'));
