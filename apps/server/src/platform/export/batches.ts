import type { DbOrTrx } from '../../db/database.js';
import { dialectOf } from '../../db/dialect/index.js';

/**
 * Rows read per query while exporting from SQLite (and per in-list of
 * `sliceBatches`). Small enough that a batch's rows die young: a batch lives
 * while the next is read and while it is written, and rows that outlive two
 * scavenges are promoted and pile up in the old generation until a full
 * collection. At 1,000 rows that was ~110 MB per 100,000 rows; at 250 it
 * still happened for wide rows: 学生导出 (30 columns) peaked 204.5 MB in one
 * run and 238.9–261.2 MB in five others of one build, 201.3–212.1 MB in six
 * runs at 100 (bench/results/export-memory.md). SQLite reads synchronously: a
 * query costs no round trip, and a short read keeps other requests waiting less.
 */
const EXPORT_BATCH = 100;
/**
 * Rows read per query from PostgreSQL. Each query is a round trip, a plan and
 * an index descent the next cannot start before: 投递记录导出 took 7.7 s at
 * 250 rows a batch and 15.3 s at 100, 3.5–4.4 s at 1,000 (2026-11-28); a
 * batch this large outlives two scavenges and is promoted, which the
 * PostgreSQL exports' peaks show (bench/results/applications.md).
 */
const PG_EXPORT_BATCH = 1000;

/**
 * Every row of a list in its order, a batch at a time, each batch read after
 * the last row of the one before (keyset paging): each batch is a short query,
 * so a download of 100,000 rows never holds SQLite's only connection (or a
 * pooled one) for its whole length. `db` says how large a batch is.
 */
export async function* keysetBatches<R, C>(db: DbOrTrx, read: (after: C | null, limit: number) => Promise<R[]>, cursorOf: (last: R) => C): AsyncGenerator<R[]> {
  const size = dialectOf(db) === 'postgres' ? PG_EXPORT_BATCH : EXPORT_BATCH;
  let cursor: C | null = null;
  for (;;) {
    const rows = await read(cursor, size);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
    cursor = cursorOf(rows[rows.length - 1]);
  }
}

/** The records behind a list already at hand (a ranking), read a batch at a time; `first` is the batch's position in the list (0-based). */
export async function* sliceBatches<T, R>(items: readonly T[], read: (slice: readonly T[], first: number) => Promise<R[]>): AsyncGenerator<R[]> {
  for (let i = 0; i < items.length; i += EXPORT_BATCH) yield await read(items.slice(i, i + EXPORT_BATCH), i);
}

/** Each batch turned into the records an export writes (with a lookup per batch where the records need one). */
export async function* recordBatches<R, T>(batches: AsyncIterable<R[]>, toRecords: (rows: R[]) => readonly T[] | Promise<readonly T[]>): AsyncGenerator<readonly T[]> {
  for await (const rows of batches) yield await toRecords(rows);
}
