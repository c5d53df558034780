import { DICT_LISTS, type DictItem, type DictList } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { found } from '../../../platform/errors.js';
import * as repo from './dict.repository.js';

export async function itemsByType(db: DbOrTrx, type: string): Promise<DictItem[]> {
  found(await repo.findType(db, type), `字典类型“${type}”不存在`);
  return repo.listItems(db, type);
}

/**
 * Adds every list and item of the contract that the database lacks, on every
 * start: a new reference list reaches existing databases without a migration,
 * while wording an administrator changed is kept.
 */
export async function syncDictionaries(db: DbOrTrx, now: string, lists: readonly DictList[] = DICT_LISTS): Promise<number> {
  const types = new Set((await repo.listTypeNames(db)).map((t) => t.dictType));
  const keys = new Set((await repo.listAllKeys(db)).map((k) => `${k.dictType}\u0000${k.dataKey}`));
  await repo.insertTypes(
    db,
    lists.filter((l) => !types.has(l.type)).map((l) => ({ dictType: l.type, dictName: l.name, createTime: now })),
  );
  const missing = lists.flatMap((l) =>
    l.items
      .map((item, sort) => ({ dictType: l.type, dataKey: item.dataKey, dataValue: item.dataValue, sort, createTime: now }))
      .filter((row) => !keys.has(`${row.dictType}\u0000${row.dataKey}`)),
  );
  await repo.insertItems(db, missing);
  return missing.length;
}
