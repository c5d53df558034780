import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import tar from 'tar-stream';
import { formatTime } from '../platform/time.js';
import {
  addFile,
  addText,
  BACKUP_FORMAT,
  BackupError,
  DATA_PREFIX,
  DATABASE_ENTRY,
  END_ENTRY,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  sha256OfFile,
  type BackupDialect,
  type EndMark,
  type Manifest,
} from './archive.js';

/** Where the server keeps its data (`loadDataLocation` in config.ts). */
export interface DataLocation {
  dataDir: string;
  databaseUrl?: string;
  /** Files live in an S3 bucket (S3_*): not part of the archive, which then holds no `files/`. */
  filesInBucket?: boolean;
}

/** The SQLite file and the local file store inside DATA_DIR, as the server opens them (connection.ts, app.ts). */
export const SQLITE_FILE = 'hrbd.sqlite';
export const FILES_DIR = 'files';
/** Never backed up: the store's half-written objects, and partial tus uploads (they expire within a day). */
const SKIPPED = new Set(['.tmp']);

export interface BackupSummary {
  file: string;
  dialect: BackupDialect;
  filesInBucket: boolean;
  databaseBytes: number;
  files: number;
  fileBytes: number;
}

/** `20250314-093000`: the archive's name sorts by time, in Asia/Shanghai like every time the platform shows. */
function stamp(date: Date): string {
  return formatTime(date).replace(/-/g, '').replace(' ', '-').replace(/:/g, '');
}

/** `target` may name the .tar to write or a directory for it; the default is ./backups. */
function backupFile(target: string | undefined, dialect: BackupDialect, now: Date): string {
  const resolved = path.resolve(target ?? 'backups');
  if (resolved.endsWith('.tar')) return resolved;
  return path.join(resolved, `hrbd-${dialect}-${stamp(now)}.tar`);
}

/**
 * SQLite's online backup API on a connection of its own, all pages in one
 * step: that step reads one snapshot (in WAL mode the server's writes go on
 * meanwhile), whereas a copy in many small steps would start over whenever
 * the server wrote between two of them, and might never finish.
 */
async function copySqlite(dataDir: string, into: string): Promise<void> {
  const source = path.join(dataDir, SQLITE_FILE);
  if (!fs.existsSync(source)) throw new BackupError(`DATA_DIR 中没有数据库文件：${source}（请检查 DATA_DIR，或设置 DATABASE_URL 备份 PostgreSQL）`);
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(into, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
  const copy = new SQLite(into, { readonly: true });
  try {
    const verdict = copy.pragma('quick_check', { simple: true });
    if (verdict !== 'ok') throw new BackupError(`数据库副本校验未通过：${String(verdict)}`);
  } finally {
    copy.close();
  }
}

/** Runs a PostgreSQL client program; a missing program is named with the package that brings it. */
export async function runPgTool(program: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr = (stderr + text).slice(-4000);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new BackupError(`未找到 ${program}：请安装 PostgreSQL 客户端（Debian/Ubuntu：apt install postgresql-client）`) : error),
    );
    child.on('close', resolve);
  });
  if (code !== 0) throw new BackupError(`${program} 执行失败（退出码 ${code}）：\n${stderr.trim()}`);
}

/** pg_dump in its custom format: one snapshot of the whole database, taken while the server writes on. */
async function dumpPostgres(databaseUrl: string, into: string): Promise<void> {
  await runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${into}`, `--dbname=${databaseUrl}`]);
}

/** Every stored object under `dir`, as paths relative to it. */
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(path.join(dir, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const found: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIPPED.has(entry.name)) continue;
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await listFiles(dir, relative)));
    else if (entry.isFile()) found.push(relative);
  }
  return found;
}

/** DATA_DIR's own top-level files: the URL-signing secret, not the database or its journals. */
async function dataFiles(dataDir: string): Promise<string[]> {
  const entries = await fsp.readdir(dataDir, { withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && !e.name.startsWith(SQLITE_FILE)).map((e) => e.name).sort();
}

/**
 * Writes a consistent backup while the server runs: the database first (one
 * snapshot), then the file store. Objects are only ever added or removed,
 * never changed, so every file a backed-up row names is in the archive unless
 * it was removed between the snapshot and its copy. The archive appears under
 * its name only once complete.
 */
export async function writeBackup(where: DataLocation, target?: string, now = new Date()): Promise<BackupSummary> {
  const dialect: BackupDialect = where.databaseUrl ? 'postgres' : 'sqlite';
  const file = backupFile(target, dialect, now);
  const inside = path.relative(path.resolve(where.dataDir), file);
  if (!inside.startsWith('..') && !path.isAbsolute(inside)) throw new BackupError(`备份文件不能写在 DATA_DIR（${where.dataDir}）之中，请换一个目录`);
  if (fs.existsSync(file)) throw new BackupError(`备份文件已存在，不会覆盖：${file}`);
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const stage = await fsp.mkdtemp(path.join(path.dirname(file), '.hrbd-backup-'));
  const partial = `${file}.partial`;
  try {
    const database = path.join(stage, DATABASE_ENTRY[dialect]);
    if (where.databaseUrl) await dumpPostgres(where.databaseUrl, database);
    else await copySqlite(where.dataDir, database);
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      dialect,
      createdAt: now.toISOString(),
      database: { entry: DATABASE_ENTRY[dialect], size: (await fsp.stat(database)).size, sha256: await sha256OfFile(database) },
    };

    const pack = tar.pack();
    const written = pipeline(pack, fs.createWriteStream(partial, { flags: 'wx' }));
    const end: EndMark = { files: 0, bytes: 0 };
    try {
      await addText(pack, MANIFEST_ENTRY, JSON.stringify(manifest, null, 2));
      await addFile(pack, manifest.database.entry, database);
      for (const name of await dataFiles(where.dataDir)) await addFile(pack, DATA_PREFIX + name, path.join(where.dataDir, name));
      const store = path.join(where.dataDir, FILES_DIR);
      for (const key of where.filesInBucket ? [] : await listFiles(store)) {
        const size = await addFile(pack, FILES_PREFIX + key, path.join(store, key));
        if (size === null) continue;
        end.files += 1;
        end.bytes += size;
      }
      await addText(pack, END_ENTRY, JSON.stringify(end));
      pack.finalize();
    } catch (error) {
      pack.destroy(error as Error);
      throw error;
    } finally {
      await written.catch(() => undefined);
    }
    await written;
    await fsp.rename(partial, file);
    return { file, dialect, filesInBucket: Boolean(where.filesInBucket), databaseBytes: manifest.database.size, files: end.files, fileBytes: end.bytes };
  } finally {
    await fsp.rm(stage, { recursive: true, force: true });
    await fsp.rm(partial, { force: true });
  }
}
