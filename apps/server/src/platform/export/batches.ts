import type { DbOrTrx } from '../../db/database.js';
import { dialectOf } from '../../db/dialect/index.js';

/**
 * Rows read per query while exporting from SQLite, and per in-list. Small
 * enough that a batch's rows die young: at 1,000 they outlived two scavenges
 * while written and were promoted, and the old generation grew ~110 MB per
 * 100,000 rows (peak RSS 284–307 MB, before rows were read as arrays); at
 * 250 the peak is 218–253 MB (bench/results/applications.md). SQLite reads
 * synchronously, so a short read also keeps other requests waiting less.
 */
export const EXPORT_BATCH = 250;
/**
 * Rows read per query from PostgreSQL. Each query is a round trip, a plan and
 * an index descent the next cannot start before: 400 batches of 250 took
 * 1.67 s of the export's 100,000 rows, 100 of 1,000 1.22 s; the export went
 * from ~35,000 to ~50,000 rows/s, its peak RSS within 256 MB
 * (bench/results/applications.md).
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
