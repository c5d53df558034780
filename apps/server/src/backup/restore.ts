import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import tar from 'tar-stream';
import {
  BACKUP_FORMAT,
  BackupError,
  DATA_PREFIX,
  END_ENTRY,
  FILES_PREFIX,
  isSafeRelativePath,
  MANIFEST_ENTRY,
  readAll,
  writeChunk,
  type EndMark,
  type Manifest,
} from './archive.js';
import { FILES_DIR, runPgTool, SQLITE_FILE, type DataLocation } from './backup.js';

export interface RestoreSummary {
  dialect: Manifest['dialect'];
  createdAt: string;
  files: number;
  fileBytes: number;
}

/** Staging inside DATA_DIR, so moving the restored pieces into place is a rename on one file system. */
const STAGE = '.restoring';
const DIALECT_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

async function entriesOf(dir: string): Promise<string[]> {
  try {
    return await fsp.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Tables, views and sequences outside PostgreSQL's own schemas. */
async function userRelations(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`无法连接 DATABASE_URL 指向的数据库：${(error as Error).message}`);
  }
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`,
    );
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

/** Refuses anything but an empty target: a restore never merges into or overwrites data. */
async function assertEmptyTarget(where: DataLocation): Promise<void> {
  const present = await entriesOf(where.dataDir);
  if (present.length > 0) {
    throw new BackupError(`DATA_DIR（${where.dataDir}）不是空目录（已有 ${present.slice(0, 5).join('、')}${present.length > 5 ? ' 等' : ''}），拒绝恢复：请指定一个空目录或不存在的目录`);
  }
  if (where.databaseUrl) {
    const relations = await userRelations(where.databaseUrl);
    if (relations > 0) throw new BackupError(`DATABASE_URL 指向的数据库不是空的（已有 ${relations} 个表、视图或序列），拒绝恢复：请新建一个空数据库`);
  }
}

/** Writes one entry's bytes to `file`, answering their sha256 and count. */
async function saveEntry(entry: AsyncIterable<unknown>, file: string): Promise<{ sha256: string; size: number }> {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const hash = createHash('sha256');
  let size = 0;
  const out = fs.createWriteStream(file, { flags: 'wx' });
  try {
    for await (const piece of entry) {
      const chunk = piece as Buffer;
      hash.update(chunk);
      size += chunk.length;
      await writeChunk(out, chunk);
    }
  } finally {
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
  return { sha256: hash.digest('hex'), size };
}

/** Reads the archive into `stage`, checking every entry's name, the database's checksum and the end mark. */
async function unpack(file: string, stage: string, where: DataLocation): Promise<{ manifest: Manifest; end: EndMark }> {
  const extract = tar.extract();
  const input = fs.createReadStream(file);
  input.on('error', (error) => extract.destroy(error));
  input.pipe(extract);
  let manifest: Manifest | undefined;
  let end: EndMark | undefined;
  let database: { sha256: string; size: number } | undefined;
  const seen = { files: 0, bytes: 0 };
  const refuse = (why: string) => new BackupError(`不是有效的备份文件（${why}）：${file}`);
  for await (const entry of extract) {
    const name = entry.header.name;
    if (end) throw refuse(`结束标记之后还有 ${name}`);
    if (!manifest) {
      if (name !== MANIFEST_ENTRY) throw refuse(`缺少 ${MANIFEST_ENTRY}`);
      manifest = JSON.parse((await readAll(entry)).toString('utf8')) as Manifest;
      if (manifest.format !== BACKUP_FORMAT) throw refuse(`格式版本 ${manifest.format} 不受支持`);
      const wanted = where.databaseUrl ? 'postgres' : 'sqlite';
      if (manifest.dialect !== wanted) {
        throw new BackupError(
          `备份来自 ${DIALECT_NAMES[manifest.dialect]}，而当前配置的是 ${DIALECT_NAMES[wanted]}（${where.databaseUrl ? '已' : '未'}设置 DATABASE_URL），拒绝恢复`,
        );
      }
      continue;
    }
    if (entry.header.type !== 'file') throw refuse(`${name} 不是普通文件`);
    if (name === manifest.database.entry) database = await saveEntry(entry, path.join(stage, name));
    else if (name === END_ENTRY) end = JSON.parse((await readAll(entry)).toString('utf8')) as EndMark;
    else if (name.startsWith(DATA_PREFIX) && isSafeRelativePath(name.slice(DATA_PREFIX.length)) && !name.slice(DATA_PREFIX.length).includes('/')) {
      await saveEntry(entry, path.join(stage, name));
    } else if (name.startsWith(FILES_PREFIX) && isSafeRelativePath(name.slice(FILES_PREFIX.length))) {
      seen.bytes += (await saveEntry(entry, path.join(stage, name))).size;
      seen.files += 1;
    } else throw refuse(`意外的条目 ${name}`);
  }
  if (!manifest) throw refuse('文件为空');
  if (!database || database.sha256 !== manifest.database.sha256 || database.size !== manifest.database.size) throw refuse('数据库内容与校验值不符');
  if (!end) throw refuse('缺少结束标记，文件可能不完整');
  if (end.files !== seen.files || end.bytes !== seen.bytes) throw refuse(`文件数或字节数不符：应为 ${end.files} 个 ${end.bytes} 字节，实为 ${seen.files} 个 ${seen.bytes} 字节`);
  return { manifest, end };
}

/**
 * Restores a backup into an empty DATA_DIR (and, for PostgreSQL, an empty
 * database), refusing anything else. Everything is unpacked and checked
 * first; then the database is put in place (pg_restore in one transaction)
 * and the files moved in. On failure what it wrote is removed again.
 */
export async function restoreBackup(where: DataLocation, file: string): Promise<RestoreSummary> {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new BackupError(`备份文件不存在：${file}`);
  await assertEmptyTarget(where);
  await fsp.mkdir(where.dataDir, { recursive: true });
  const stage = path.join(where.dataDir, STAGE);
  try {
    await fsp.mkdir(stage);
    const { manifest, end } = await unpack(file, stage, where).catch((error: unknown) => {
      // tar's own complaints (a cut-off entry, a bad header) say the file is damaged.
      if (error instanceof BackupError || (error as NodeJS.ErrnoException).code?.startsWith('E')) throw error;
      throw new BackupError(`不是有效的备份文件（${(error as Error).message}）：${file}`);
    });
    const database = path.join(stage, manifest.database.entry);
    if (where.databaseUrl) {
      await runPgTool('pg_restore', ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', `--dbname=${where.databaseUrl}`, database]);
    } else {
      await fsp.rename(database, path.join(where.dataDir, SQLITE_FILE));
    }
    for (const name of await entriesOf(path.join(stage, DATA_PREFIX))) await fsp.rename(path.join(stage, DATA_PREFIX, name), path.join(where.dataDir, name));
    if (fs.existsSync(path.join(stage, FILES_PREFIX))) await fsp.rename(path.join(stage, FILES_PREFIX), path.join(where.dataDir, FILES_DIR));
    await fsp.rm(stage, { recursive: true, force: true });
    return { dialect: manifest.dialect, createdAt: manifest.createdAt, files: end.files, fileBytes: end.bytes };
  } catch (error) {
    // The directory was empty before: leave it so, ready for another try.
    for (const name of await entriesOf(where.dataDir)) await fsp.rm(path.join(where.dataDir, name), { recursive: true, force: true });
    throw error;
  }
}
