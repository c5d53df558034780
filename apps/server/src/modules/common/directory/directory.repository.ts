import type { DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import type { NewDirectoryEntry } from './directory.table.js';

export interface DirectoryFilter {
  parentCode?: string;
  keyword?: string;
}

export function listDirectory(db: DbOrTrx, filter: DirectoryFilter) {
  let query = db.selectFrom('comDirectory').select(['directoryCode', 'directoryName', 'parentCode', 'level', 'serviceObject', 'remark']);
  if (filter.parentCode !== undefined) query = query.where('parentCode', '=', filter.parentCode);
  if (filter.keyword) query = query.where(containsText(db, 'directoryName', filter.keyword));
  return query.orderBy('sort').orderBy('directoryCode').execute();
}

export async function insertDirectory(db: DbOrTrx, rows: NewDirectoryEntry[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('comDirectory').values(rows).execute();
}
