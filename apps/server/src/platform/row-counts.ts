import type { DbOrTrx } from '../db/database.js';

/** Tables whose rows per status the database keeps counted (migrations call installRowCounter). */
export type CountedTable = 'sys_user' | 'cmpy_info' | 'recruit_job_info' | 'recruit_job_apply' | 'college_info' | 'college_student' | 'shop_withdrawal' | 'payment_apply' | 'train_apply';

/**
 * The number of rows in `table`, or in one bucket of it (a status), read from
 * the trigger-kept counter: O(1) where `count(*)` reads every row.
 */
export async function countedRows(db: DbOrTrx, table: CountedTable, bucket?: number): Promise<number> {
  let query = db
    .selectFrom('sysRowCount')
    .select((eb) => eb.fn.sum<number | null>('n').as('total'))
    .where('tableName', '=', table);
  if (bucket !== undefined) query = query.where('bucket', '=', bucket);
  const row = await query.executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Rows of `table` per bucket (status → rows), from the same counter: the counts of a list's status tabs. */
export async function countedBuckets(db: DbOrTrx, table: CountedTable): Promise<Map<number, number>> {
  const rows = await db.selectFrom('sysRowCount').select(['bucket', 'n']).where('tableName', '=', table).execute();
  return new Map(rows.map((r) => [Number(r.bucket), Number(r.n)]));
}
