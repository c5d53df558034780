import type { DbOrTrx } from '../../../db/database.js';
import type { NewLabel } from './label.table.js';

export function listByType(db: DbOrTrx, labelType: number) {
  return db
    .selectFrom('comLabel')
    .select(['labelCode', 'labelName', 'labelType', 'labelHot'])
    .where('labelType', '=', labelType)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function insertLabels(db: DbOrTrx, rows: NewLabel[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('comLabel').values(rows).execute();
}
