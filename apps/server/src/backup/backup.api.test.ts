import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileApi, roleApi, userApi, type FileRecord } from '@hrbd/contract';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createDatabase } from '../db/dialect/index.js';
import { DIALECTS, withTestServer } from '../test/harness.js';
import { withPgClient } from '../test/postgres.js';
import { storedFiles } from '../test/stored-files.js';
import { pngImage, multipartBody, videoFiles } from '../test/upload-fixtures.js';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run backup|restore -- …` as an operator types it, against the given data location. */
function npmRun(script: 'backup' | 'restore', args: string[], where: { dataDir: string; databaseUrl?: string }, more: Record<string, string> = {}): Promise<Run> {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: where.dataDir, ...more };
  if (where.databaseUrl) env.DATABASE_URL = where.databaseUrl;
  return new Promise((resolve) => {
    execFile('npm', ['run', '--silent', script, '--', ...args], { cwd: ROOT, env, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** The objects of a data directory's file store, by relative path. */
const storedFilesOf = (dataDir: string) => storedFiles(path.join(dataDir, 'files'));

async function tableNames(db: Kysely<Database>): Promise<string[]> {
  return (await db.introspection.getTables()).map((t) => t.name).sort();
}

async function rowCount(db: Kysely<Database>, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0].n);
}

async function firstRows(db: Kysely<Database>, table: string, limit = 20): Promise<unknown[]> {
  return (await sql`select * from ${sql.table(table)} order by 1 limit ${limit}`.execute(db)).rows;
}

/** Written by the adding loop: a user, its role and the trigger-kept user count in one transaction, then the operation log. */
const WRITTEN = ['sys_operation_log', 'sys_row_count', 'sys_user', 'sys_user_role'];
/** Rows whose values move under any signed-in request (the session's last activity). */
const TOUCHED = ['sys_session'];

describe.each(DIALECTS)('backup and restore on %s', (dialect) => {
  // PostgreSQL: the server's database must be its own (a template copy), since pg_dump takes a whole database.
  const runs = dialect === 'sqlite' || Boolean(inject('postgresTemplate'));
  const server = withTestServer(dialect);
  let work: string;
  let token: string;
  let roleCode: string;
  const restoredDatabases: string[] = [];
  const handles: Kysely<Database>[] = [];

  const source = () => ({ dataDir: server.deps.config.dataDir, databaseUrl: server.deps.config.databaseUrl });

  /** An empty restore target: a new data directory, and for PostgreSQL a new empty database. */
  async function emptyTarget(name: string): Promise<{ dataDir: string; databaseUrl?: string }> {
    const dataDir = path.join(work, name);
    const databaseUrl = server.deps.config.databaseUrl;
    if (!databaseUrl) return { dataDir };
    const url = new URL(databaseUrl);
    const database = `${url.pathname.slice(1)}_${name}`.replace(/[^a-z0-9_]/gi, '_');
    await withPgClient((c) => c.query(`create database "${database}"`), inject('postgresUrl') ?? undefined);
    restoredDatabases.push(database);
    url.pathname = `/${database}`;
    return { dataDir, databaseUrl: url.toString() };
  }

  function open(where: { dataDir: string; databaseUrl?: string }): Kysely<Database> {
    const db = createDatabase({ ...where, poolSize: 2 });
    handles.push(db);
    return db;
  }

  async function upload(name: string, data: Buffer): Promise<FileRecord> {
    const { payload, headers } = multipartBody({}, { name, data });
    const raw = await server.app.inject({
      method: 'POST',
      url: fileApi.uploadFile.path,
      payload,
      headers: { ...headers, authorization: `Bearer ${token}`, 'user-source': 'PC_YJ' },
    });
    expect(raw.statusCode, raw.body).toBe(200);
    return raw.json<{ data: FileRecord }>().data;
  }

  beforeAll(async () => {
    if (!runs) return;
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'hrbd-backup-test-'));
    token = await server.login();
    const role = await server.call(roleApi.add, { token, body: { roleName: '备份测试角色' } });
    expect(role.status, role.json.msg).toBe(200);
    roleCode = role.json.data.roleCode;
    await upload('头像.png', pngImage(32));
    await upload('海报.png', pngImage(64));
    await upload('宣传片.mp4', videoFiles(64 * 1024).mp4);
  });

  afterAll(async () => {
    await Promise.all(handles.map((db) => db.destroy()));
    for (const database of restoredDatabases) {
      await withPgClient((c) => c.query(`drop database if exists "${database}" with (force)`), inject('postgresUrl') ?? undefined);
    }
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it.skipIf(!runs)('backs up while users are being added, and restores a consistent copy into an empty target', { timeout: 240_000 }, async () => {
    const db = server.deps.db;
    const users = () => rowCount(db, 'sys_user');
    let writing = true;
    let added = 0;
    const writer = (async () => {
      while (writing) {
        const res = await server.call(userApi.add, {
          token,
          body: { userName: `bk_${dialect}_${added}`, password: 'Backup@12345', realName: `备份${added}`, phone: '13900000012', roleCodes: [roleCode] },
        });
        expect(res.status, res.json.msg).toBe(200);
        added += 1;
      }
    })();

    await new Promise((resolve) => setTimeout(resolve, 300));
    const usersBefore = await users();
    const backedUp = await npmRun('backup', [path.join(work, 'backups')], source());
    const usersAfter = await users();
    writing = false;
    await writer;
    expect(backedUp.code, backedUp.stderr).toBe(0);
    // The command names the file it wrote.
    const file = /备份完成：(\S+\.tar)/.exec(backedUp.stdout)?.[1] ?? '';
    expect(fs.existsSync(file), backedUp.stdout).toBe(true);
    expect(path.basename(file)).toMatch(new RegExp(`^hrbd-${dialect}-\\d{8}-\\d{6}\\.tar$`));
    expect(usersAfter).toBeGreaterThan(usersBefore); // the writes really went on during the backup

    const target = await emptyTarget('restored');
    const restored = await npmRun('restore', [file], target);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain('恢复完成');

    const copy = open(target);
    const tables = await tableNames(db);
    expect(await tableNames(copy)).toEqual(tables);
    expect(tables).toEqual(expect.arrayContaining([...WRITTEN, ...TOUCHED]));

    // The snapshot is one moment: between the counts taken around the backup, and every user with its role.
    const restoredUsers = await rowCount(copy, 'sys_user');
    expect(restoredUsers).toBeGreaterThanOrEqual(usersBefore);
    expect(restoredUsers).toBeLessThanOrEqual(usersAfter);
    const { rows: orphans } = await sql<{ n: number }>`select count(*) as n from sys_user u
      where u.user_name like 'bk\\_%' escape '\\' and (select count(*) from sys_user_role r where r.user_id = u.id) <> 1`.execute(copy);
    expect(Number(orphans[0].n)).toBe(0);
    const { rows: counted } = await sql<{ n: number }>`select sum(n) as n from sys_row_count where table_name = 'sys_user'`.execute(copy);
    expect(Number(counted[0].n)).toBe(restoredUsers);
    // Every restored user is the source's row, column for column.
    const restoredRows = await sql<{ id: number }>`select * from sys_user order by id`.execute(copy);
    const sourceRows = await sql<{ id: number }>`select * from sys_user where id <= ${restoredRows.rows.at(-1)?.id ?? 0} order by id`.execute(db);
    expect(restoredRows.rows).toEqual(sourceRows.rows);

    // Tables no write reached: the same counts and the same rows.
    for (const table of tables.filter((t) => !WRITTEN.includes(t))) {
      expect(await rowCount(copy, table), table).toBe(await rowCount(db, table));
      if (!TOUCHED.includes(table)) expect(await firstRows(copy, table), table).toEqual(await firstRows(db, table));
    }

    // The file store, byte for byte.
    const files = storedFilesOf(source().dataDir);
    expect(files.size).toBe(3);
    const restoredFiles = storedFilesOf(target.dataDir);
    expect([...restoredFiles.keys()].sort()).toEqual([...files.keys()].sort());
    for (const [key, bytes] of files) expect(restoredFiles.get(key)?.equals(bytes), key).toBe(true);
    // The URL-signing secret comes along, so links signed before the backup still open.
    expect(fs.readFileSync(path.join(target.dataDir, 'file-url.secret'))).toEqual(fs.readFileSync(path.join(source().dataDir, 'file-url.secret')));

    // A target that is not empty is refused and left as it was.
    const again = await npmRun('restore', [file], target);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain('不是空目录');
    expect(await rowCount(copy, 'sys_user')).toBe(restoredUsers);
    if (target.databaseUrl) {
      // An empty directory but a database that already holds tables: refused too.
      const refused = await npmRun('restore', [file], { dataDir: path.join(work, 'fresh-dir'), databaseUrl: target.databaseUrl });
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toContain('数据库不是空的');
      expect(fs.existsSync(path.join(work, 'fresh-dir'))).toBe(false);
    }
  });

  it.skipIf(!runs)('refuses an archive that was cut off, and leaves the target empty', async () => {
    const backedUp = await npmRun('backup', [path.join(work, 'cut', 'whole.tar')], source());
    expect(backedUp.code, backedUp.stderr).toBe(0);
    const whole = fs.readFileSync(path.join(work, 'cut', 'whole.tar'));
    const cut = path.join(work, 'cut', 'cut.tar');
    fs.writeFileSync(cut, whole.subarray(0, whole.length - 4096));
    const target = await emptyTarget('from_cut');
    const refused = await npmRun('restore', [cut], target);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('不是有效的备份文件');
    expect(fs.existsSync(target.dataDir) ? fs.readdirSync(target.dataDir) : []).toEqual([]);
  });

  it.skipIf(!runs)('leaves the files out when they live in an S3 bucket, and says so', async () => {
    const backedUp = await npmRun('backup', [path.join(work, 'bucket', 'db-only.tar')], source(), { S3_BUCKET: 'hrbd-files' });
    expect(backedUp.code, backedUp.stderr).toBe(0);
    expect(backedUp.stdout).toContain('文件在 S3 存储桶中');
    const target = await emptyTarget('from_bucket');
    const restored = await npmRun('restore', [path.join(work, 'bucket', 'db-only.tar')], target, { S3_BUCKET: 'hrbd-files' });
    expect(restored.code, restored.stderr).toBe(0);
    expect(storedFilesOf(target.dataDir).size).toBe(0);
    const copy = open(target);
    expect(await rowCount(copy, 'sys_role')).toBe(await rowCount(server.deps.db, 'sys_role'));
  });
});
