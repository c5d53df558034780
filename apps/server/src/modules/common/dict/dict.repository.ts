import type { DbOrTrx } from '../../../db/database.js';
import type { ComDictItemTable, ComDictTypeTable } from './dict.table.js';

export function findType(db: DbOrTrx, dictType: string) {
  return db.selectFrom('comDictType').select(['dictType', 'dictName']).where('dictType', '=', dictType).executeTakeFirst();
}

export function listItems(db: DbOrTrx, dictType: string) {
  return db.selectFrom('comDictItem').select(['dataKey', 'dataValue']).where('dictType', '=', dictType).orderBy('sort').orderBy('id').execute();
}

export function listAllKeys(db: DbOrTrx) {
  return db.selectFrom('comDictItem').select(['dictType', 'dataKey']).execute();
}

export function listTypeNames(db: DbOrTrx) {
  return db.selectFrom('comDictType').select('dictType').execute();
}

export async function insertTypes(db: DbOrTrx, rows: ComDictTypeTable[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('comDictType').values(rows).execute();
}

export async function insertItems(db: DbOrTrx, rows: Omit<ComDictItemTable, 'id'>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('comDictItem').values(rows).execute();
}
