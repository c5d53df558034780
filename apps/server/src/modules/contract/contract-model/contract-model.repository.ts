import type { Page } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { inScope, type DataScope } from '../../../platform/data-scope.js';
import { countRows, type PageRequest } from '../../../platform/paging.js';
import { newestBatch, pageNewestFirst, type NewestCursor } from '../newest-first.repository.js';
import type { ContractModelChanges, ContractModelRow, NewContractModel } from './contract-model.table.js';

export interface ModelFilter {
  scope: DataScope;
  approveState?: number;
  modelName?: string;
  modelType?: number;
  sourceType?: number;
  isEnable?: number;
  cmpyName?: string;
  from?: string;
  to?: string;
}

/** A model as lists show it: with its company and how many signings name it. */
export type ModelListRow = ContractModelRow & { cmpyCode: string; cmpyName: string; countyCode: string; signCount: number };

/** The company a model is for, inside the caller's scope (companies are scoped by their county). */
export function companyByCode(db: DbOrTrx, cmpyCode: string, scope: DataScope) {
  return db
    .selectFrom('cmpyInfo')
    .select(['id', 'cmpyCode', 'cmpyName', 'creditCode', 'countyCode', 'approveType'])
    .where('cmpyCode', '=', cmpyCode)
    .where(inScope(scope, 'countyCode'))
    .executeTakeFirst();
}

/** The highest version of a name for a company (0 when new). */
export async function latestVersion(db: DbOrTrx, cmpyId: number, modelName: string): Promise<number> {
  const row = await db
    .selectFrom('contractModel')
    .select((eb) => eb.fn.max<number | null>('version').as('v'))
    .where('cmpyId', '=', cmpyId)
    .where('modelName', '=', modelName)
    .executeTakeFirst();
  return Number(row?.v ?? 0);
}

export async function insertModel(db: DbOrTrx, model: NewContractModel): Promise<number> {
  const row = await db.insertInto('contractModel').values(model).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateModel(db: DbOrTrx, id: number, changes: ContractModelChanges): Promise<void> {
  await db.updateTable('contractModel').set(changes).where('id', '=', id).execute();
}

function filtered(db: DbOrTrx, filter: Omit<ModelFilter, 'approveState'>) {
  let q = db.selectFrom('contractModel as m').innerJoin('cmpyInfo as c', 'c.id', 'm.cmpyId').where(inScope(filter.scope, 'c.countyCode'));
  if (filter.modelName) q = q.where(containsText(db, 'm.modelName', filter.modelName));
  if (filter.cmpyName) q = q.where(containsText(db, 'c.cmpyName', filter.cmpyName));
  if (filter.modelType !== undefined) q = q.where('m.modelType', '=', filter.modelType);
  if (filter.sourceType !== undefined) q = q.where('m.sourceType', '=', filter.sourceType);
  if (filter.isEnable !== undefined) q = q.where('m.isEnable', '=', filter.isEnable);
  if (filter.from) q = q.where('m.createTime', '>=', filter.from);
  if (filter.to) q = q.where('m.createTime', '<=', filter.to);
  return q;
}

function withState(db: DbOrTrx, filter: ModelFilter) {
  const q = filtered(db, filter);
  return filter.approveState === undefined ? q : q.where('m.approveState', '=', filter.approveState);
}

function listRows(db: DbOrTrx, filter: ModelFilter) {
  return withState(db, filter)
    .selectAll('m')
    .select(['c.cmpyCode', 'c.cmpyName', 'c.countyCode'])
    .select((eb) => eb.selectFrom('contractSign as s').select((e) => e.fn.countAll<number>().as('n')).whereRef('s.modelId', '=', 'm.id').as('signCount'));
}

export function pageModels(db: DbOrTrx, filter: ModelFilter, page: PageRequest) {
  return pageNewestFirst(page, 'm', () => listRows(db, filter), () => withState(db, filter)) as Promise<Page<ModelListRow>>;
}

export function modelBatch(db: DbOrTrx, filter: ModelFilter, after: NewestCursor | null, limit: number) {
  return newestBatch(listRows(db, filter), 'm', after, limit) as Promise<ModelListRow[]>;
}

export const countModels = (db: DbOrTrx, filter: ModelFilter) => countRows(withState(db, filter));

async function countBy(db: DbOrTrx, filter: ModelFilter, column: 'm.approveState' | 'm.modelType'): Promise<Map<number, number>> {
  const rows = await filtered(db, filter)
    .select([`${column} as k`, (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(column)
    .execute();
  return new Map(rows.map((r) => [Number(r.k), Number(r.n)]));
}

export const countByState = (db: DbOrTrx, filter: ModelFilter) => countBy(db, filter, 'm.approveState');
export const countByType = (db: DbOrTrx, filter: ModelFilter) => countBy(db, filter, 'm.modelType');

export async function countEnabled(db: DbOrTrx, filter: ModelFilter): Promise<number> {
  return countRows(filtered(db, filter).where('m.isEnable', '=', 1));
}

/** Models by code inside the scope (a code outside it is as unknown). */
export function modelsByCodes(db: DbOrTrx, codes: readonly string[], scope: DataScope) {
  return db
    .selectFrom('contractModel as m')
    .innerJoin('cmpyInfo as c', 'c.id', 'm.cmpyId')
    .selectAll('m')
    .select(['c.cmpyName'])
    .where('m.modelCode', 'in', codes)
    .where(inScope(scope, 'c.countyCode'))
    .execute();
}
