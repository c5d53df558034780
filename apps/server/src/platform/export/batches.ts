/**
 * Rows read per query while exporting. Small enough that a batch's rows die
 * young: at 1,000 they outlived two scavenges while written and were promoted,
 * and the old generation grew ~110 MB per 100,000 rows (peak RSS 284–307 MB);
 * at 250 the peak is 218–253 MB (bench/results/applications.md). SQLite is as
 * fast; PostgreSQL pays four times the round trips (~48,000 → ~35,000 rows/s).
 */
export const EXPORT_BATCH = 250;

/**
 * Every row of a list in its order, a batch at a time, each batch read after
 * the last row of the one before (keyset paging): each batch is a short query,
 * so a download of 100,000 rows never holds SQLite's only connection (or a
 * pooled one) for its whole length.
 */
export async function* keysetBatches<R, C>(read: (after: C | null, limit: number) => Promise<R[]>, cursorOf: (last: R) => C): AsyncGenerator<R[]> {
  let cursor: C | null = null;
  for (;;) {
    const rows = await read(cursor, EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < EXPORT_BATCH) return;
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
