import type { DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import type { ComDictTypeTable, NewDictItem } from './dict.table.js';

export function findType(db: DbOrTrx, dictType: string) {
  return db.selectFrom('comDictType').select(['dictType', 'dictName']).where('dictType', '=', dictType).executeTakeFirst();
}

/** A list's items in their order; disabled ones only when asked. */
export function listItems(db: DbOrTrx, dictType: string, withDisabled: boolean) {
  let query = db.selectFrom('comDictItem').select(['dataKey', 'dataValue', 'enabled']).where('dictType', '=', dictType);
  if (!withDisabled) query = query.where('enabled', '=', 1);
  return query.orderBy('sort').orderBy('id').execute();
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

export async function insertItems(db: DbOrTrx, rows: NewDictItem[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('comDictItem').values(rows).execute();
}

/** Every type (whose name contains `dictName`, when given) with how many items it has and how many are enabled. */
export function typesWithCounts(db: DbOrTrx, dictName: string | undefined) {
  let query = db
    .selectFrom('comDictType as t')
    .leftJoin('comDictItem as i', 'i.dictType', 't.dictType')
    .select((eb) => [
      't.dictType',
      't.dictName',
      eb.fn.count<number>('i.id').as('itemCount'),
      eb.fn.coalesce(eb.fn.sum<number>('i.enabled'), eb.lit(0)).as('enabledCount'),
    ])
    .groupBy(['t.dictType', 't.dictName']);
  if (dictName) query = query.where(containsText(db, 't.dictName', dictName));
  return query.execute();
}

export interface ItemFilter {
  dictType: string;
  dataValue?: string;
  enabled?: number;
}

const ITEM_COLUMNS = ['id', 'dictType', 'dataKey', 'dataValue', 'sort', 'enabled', 'createTime', 'updateTime'] as const;

export function pageItems(db: DbOrTrx, filter: ItemFilter, page: PageRequest) {
  let query = db.selectFrom('comDictItem').where('dictType', '=', filter.dictType);
  if (filter.dataValue) query = query.where(containsText(db, 'dataValue', filter.dataValue));
  if (filter.enabled !== undefined) query = query.where('enabled', '=', filter.enabled);
  return fetchPage(
    page,
    ({ limit, offset }) => query.select(ITEM_COLUMNS).orderBy('sort').orderBy('id').limit(limit).offset(offset).execute(),
    () => countRows(query),
  );
}

export function findItem(db: DbOrTrx, id: number) {
  return db.selectFrom('comDictItem').select(ITEM_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The item of a list holding this key or this wording, other than `exceptId`. */
export function findClash(db: DbOrTrx, dictType: string, clash: { dataKey?: string; dataValue: string }, exceptId?: number) {
  let query = db
    .selectFrom('comDictItem')
    .select(['id', 'dataKey', 'dataValue'])
    .where('dictType', '=', dictType)
    .where((eb) => eb.or([...(clash.dataKey === undefined ? [] : [eb('dataKey', '=', clash.dataKey)]), eb('dataValue', '=', clash.dataValue)]));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function insertItem(db: DbOrTrx, row: NewDictItem): Promise<number> {
  const inserted = await db.insertInto('comDictItem').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateItem(db: DbOrTrx, id: number, changes: { dataValue: string; sort: number; updateTime: string }): Promise<void> {
  await db.updateTable('comDictItem').set(changes).where('id', '=', id).execute();
}
