import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import type { Pack } from 'tar-stream';

/**
 * A backup is one uncompressed tar file (the PostgreSQL dump is compressed
 * already, and so are pictures and videos):
 *
 *   hrbd-backup.json      what follows: format, dialect, the database entry's size and sha256
 *   database.sqlite | database.pgdump
 *   data/<name>           DATA_DIR's own top-level files (the generated URL-signing secret)
 *   files/<object key>    the local file store
 *   hrbd-backup-end.json  how many files and bytes came before: a cut-off archive lacks it
 */
export const MANIFEST_ENTRY = 'hrbd-backup.json';
export const END_ENTRY = 'hrbd-backup-end.json';
export const DATA_PREFIX = 'data/';
export const FILES_PREFIX = 'files/';
export const BACKUP_FORMAT = 1;

export type BackupDialect = 'sqlite' | 'postgres';

export interface Manifest {
  format: number;
  dialect: BackupDialect;
  createdAt: string;
  database: { entry: string; size: number; sha256: string };
}

export interface EndMark {
  files: number;
  bytes: number;
}

/** A refusal the operator can act on: printed as it is, without a stack. */
export class BackupError extends Error {}

export const DATABASE_ENTRY: Record<BackupDialect, string> = { sqlite: 'database.sqlite', postgres: 'database.pgdump' };

/** Where chunks go: a tar entry (a streamx stream) or a file. */
interface ChunkSink {
  write(chunk: Buffer): boolean;
  once(event: 'drain', listener: () => void): unknown;
}

/** Sends `chunk` on, waiting while the sink asks the writer to slow down. */
export async function writeChunk(target: ChunkSink, chunk: Buffer): Promise<void> {
  if (!target.write(chunk)) await new Promise<void>((resolve) => target.once('drain', () => resolve()));
}

/** An entry's whole content (small entries: the manifest and the end mark). */
export async function readAll(source: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Adds a small entry held in memory. */
export async function addText(pack: Pack, name: string, text: string): Promise<void> {
  await new Promise<void>((resolve, reject) => pack.entry({ name, mode: 0o644 }, text, (error) => (error ? reject(error) : resolve())));
}

/**
 * Adds a file as it is on disk; a file gone before it could be opened (a
 * refused upload cleaned away meanwhile) is skipped and answers null. Stored
 * objects never change once in place, so the size read on opening holds.
 */
export async function addFile(pack: Pack, name: string, file: string): Promise<number | null> {
  let handle: fsp.FileHandle;
  try {
    handle = await fsp.open(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const { size, mtime } = await handle.stat();
    let finish!: (error?: Error | null) => void;
    const done = new Promise<void>((resolve, reject) => {
      finish = (error) => (error ? reject(error) : resolve());
    });
    const entry = pack.entry({ name, size, mtime, mode: 0o644 }, finish);
    if (size > 0) {
      for await (const chunk of handle.createReadStream({ start: 0, end: size - 1, autoClose: false })) await writeChunk(entry, chunk as Buffer);
    }
    entry.end(null);
    await done;
    return size;
  } finally {
    await handle.close();
  }
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  const handle = await fsp.open(file);
  try {
    for await (const chunk of handle.createReadStream({ autoClose: false })) hash.update(chunk as Buffer);
  } finally {
    await handle.close();
  }
  return hash.digest('hex');
}

/**
 * True for a relative path of plain names ([A-Za-z0-9._-], no `.` or `..`
 * parts): an archive's entry must not write outside the directory it is
 * restored into, whoever made the archive.
 */
export function isSafeRelativePath(name: string): boolean {
  const parts = name.split('/');
  return parts.length > 0 && parts.every((part) => /^[A-Za-z0-9._-]+$/.test(part) && part !== '.' && part !== '..');
}
