import {
  DICT_ITEM_MACHINE,
  DICT_LISTS,
  isExtensibleDict,
  type DataOf,
  type DictItemRecord,
  type DictList,
  type DictTypeRecord,
  type dictApi,
} from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { constraintViolation } from '../../../db/dialect/index.js';
import type { AppDeps } from '../../../platform/context.js';
import { conflict, found } from '../../../platform/errors.js';
import type { PageRequest } from '../../../platform/paging.js';
import { moveStates } from '../../../platform/state-move.js';
import { nowText } from '../../../platform/time.js';
import * as repo from './dict.repository.js';

/** Where an item keeps its 启用状态 and the machine that moves it. */
const DICT_ITEM_STATE = { table: 'comDictItem', key: 'id', state: 'enabled', machine: DICT_ITEM_MACHINE } as const;

const typeMissing = (type: string) => `字典类型“${type}”不存在`;

/**
 * A list's items in their order: the enabled ones, which selects offer; with
 * `withDisabled` also the disabled ones, whose wording records holding them still show.
 */
export async function itemsByType(db: DbOrTrx, type: string, withDisabled = false): Promise<DataOf<typeof dictApi.queryByType>> {
  found(await repo.findType(db, type), typeMissing(type));
  return repo.listItems(db, type, withDisabled);
}

/**
 * Adds every list and item of the contract that the database lacks, on every
 * start: a new reference list reaches existing databases without a migration,
 * while wording an administrator changed is kept. Items are never deleted
 * (字典管理 disables them), so nothing removed comes back.
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
      .map((item, sort) => ({ dictType: l.type, dataKey: item.dataKey, dataValue: item.dataValue, sort, createTime: now, updateTime: now }))
      .filter((row) => !keys.has(`${row.dictType}\u0000${row.dataKey}`)),
  );
  await repo.insertItems(db, missing);
  return missing.length;
}

/** The contract's lists first, in its order (the order of spec §3), then any other by name. */
const CONTRACT_ORDER = new Map(DICT_LISTS.map((list, i) => [list.type as string, i]));
const orderOf = (type: string) => CONTRACT_ORDER.get(type) ?? DICT_LISTS.length;

export async function typePage(deps: AppDeps, dictName: string | undefined, page: PageRequest) {
  const rows = await repo.typesWithCounts(deps.db, dictName);
  const records: DictTypeRecord[] = rows
    .map((row) => ({ ...row, itemCount: Number(row.itemCount), enabledCount: Number(row.enabledCount), extensible: isExtensibleDict(row.dictType) }))
    .sort((a, b) => orderOf(a.dictType) - orderOf(b.dictType) || a.dictName.localeCompare(b.dictName, 'zh-CN'));
  const start = (page.pageNum - 1) * page.pageSize;
  return { total: records.length, records: records.slice(start, start + page.pageSize) };
}

export async function itemPage(deps: AppDeps, filter: repo.ItemFilter, page: PageRequest) {
  found(await repo.findType(deps.db, filter.dictType), typeMissing(filter.dictType));
  return repo.pageItems(deps.db, filter, page);
}

export interface NewItem {
  dictType: string;
  dataKey: string;
  dataValue: string;
  sort: number;
}

/** Two items of one list never share a key (what records store) or a wording (what people pick). */
async function assertNoClash(db: DbOrTrx, dictName: string, dictType: string, item: { dataKey?: string; dataValue: string }, exceptId?: number) {
  const clash = await repo.findClash(db, dictType, item, exceptId);
  if (!clash) return;
  throw conflict(
    clash.dataKey === item.dataKey
      ? `字典“${dictName}”中已有字典键“${item.dataKey}”`
      : `字典“${dictName}”中已有字典值“${item.dataValue}”`,
  );
}

export async function addItem(deps: AppDeps, input: NewItem): Promise<{ id: number }> {
  const type = found(await repo.findType(deps.db, input.dictType), typeMissing(input.dictType));
  if (!isExtensibleDict(type.dictType)) throw conflict(`字典“${type.dictName}”的字典键由系统规则约定，不能新增字典项`);
  await assertNoClash(deps.db, type.dictName, type.dictType, input);
  const now = nowText();
  try {
    const id = await repo.insertItem(deps.db, { ...input, enabled: 1, createTime: now, updateTime: now });
    return { id };
  } catch (error) {
    // Another request added the same key after our check: the unique key says the same as the check.
    if (constraintViolation(error) === 'unique') throw conflict(`字典“${type.dictName}”中已有字典键“${input.dataKey}”`);
    throw error;
  }
}

const itemMissing = '字典项不存在';

export async function editItem(deps: AppDeps, input: { id: number; dataValue: string; sort: number }): Promise<void> {
  const item = found(await repo.findItem(deps.db, input.id), itemMissing);
  const type = found(await repo.findType(deps.db, item.dictType), typeMissing(item.dictType));
  await assertNoClash(deps.db, type.dictName, type.dictType, { dataValue: input.dataValue }, item.id);
  await repo.updateItem(deps.db, item.id, { dataValue: input.dataValue, sort: input.sort, updateTime: nowText() });
}

/** 启用/禁用 through the item's machine: enabling an enabled item (or the reverse) is a 409 naming its state. */
export async function enableItem(deps: AppDeps, input: { id: number; enabled: 0 | 1 }): Promise<DictItemRecord['enabled']> {
  const item = found(await repo.findItem(deps.db, input.id), itemMissing);
  const [moved] = await moveStates(deps.db, DICT_ITEM_STATE, {
    action: input.enabled === 1 ? 'enable' : 'disable',
    rows: [{ key: item.id, state: item.enabled }],
    changes: { updateTime: nowText() },
  });
  return moved.to;
}
