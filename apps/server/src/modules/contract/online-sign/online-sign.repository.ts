import type { Page } from '@hrbd/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { inScope, type DataScope } from '../../../platform/data-scope.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import { newestBatch, pageNewestFirst, type NewestCursor } from '../newest-first.repository.js';
import type { ContractSignChanges, ContractSignRow, NewContractSign } from './online-sign.table.js';

export interface SignFilter {
  scope: DataScope;
  signState?: number;
  signCode?: string;
  partyA?: string;
  partyB?: string;
  modelName?: string;
  modelType?: number;
  from?: string;
  to?: string;
}

export type SignListRow = ContractSignRow & {
  cmpyCode: string;
  cmpyName: string;
  countyCode: string;
  modelCode: string;
  modelName: string;
  modelType: number;
  modelVersion: number;
};

function filtered(db: DbOrTrx, filter: Omit<SignFilter, 'signState'>) {
  let q = db
    .selectFrom('contractSign as s')
    .innerJoin('cmpyInfo as c', 'c.id', 's.cmpyId')
    .innerJoin('contractModel as m', 'm.id', 's.modelId')
    .where(inScope(filter.scope, 'c.countyCode'));
  if (filter.signCode) q = q.where('s.signCode', '=', filter.signCode);
  if (filter.partyA) q = q.where(containsText(db, 'c.cmpyName', filter.partyA));
  if (filter.partyB) q = q.where(containsText(db, 's.workerName', filter.partyB));
  if (filter.modelName) q = q.where(containsText(db, 'm.modelName', filter.modelName));
  if (filter.modelType !== undefined) q = q.where('m.modelType', '=', filter.modelType);
  if (filter.from) q = q.where('s.createTime', '>=', filter.from);
  if (filter.to) q = q.where('s.createTime', '<=', filter.to);
  return q;
}

function withState(db: DbOrTrx, filter: SignFilter) {
  const q = filtered(db, filter);
  return filter.signState === undefined ? q : q.where('s.signState', '=', filter.signState);
}

function listRows(db: DbOrTrx, filter: SignFilter) {
  return withState(db, filter)
    .selectAll('s')
    .select(['c.cmpyCode', 'c.cmpyName', 'c.countyCode', 'm.modelCode', 'm.modelName', 'm.modelType', 'm.version as modelVersion']);
}

export function pageSignings(db: DbOrTrx, filter: SignFilter, page: PageRequest) {
  return pageNewestFirst(page, 's', () => listRows(db, filter), () => withState(db, filter)) as Promise<Page<SignListRow>>;
}

export function signingBatch(db: DbOrTrx, filter: SignFilter, after: NewestCursor | null, limit: number) {
  return newestBatch(listRows(db, filter), 's', after, limit) as Promise<SignListRow[]>;
}

export const countSignings = (db: DbOrTrx, filter: SignFilter) => countRows(withState(db, filter));

export async function countByState(db: DbOrTrx, filter: SignFilter): Promise<Map<number, number>> {
  const rows = await filtered(db, filter)
    .select(['s.signState', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('s.signState')
    .execute();
  return new Map(rows.map((r) => [Number(r.signState), Number(r.n)]));
}

/** Signings started since `from`, by month (YYYY-MM) and state. */
export async function countPerMonth(db: DbOrTrx, scope: DataScope, filter: { modelType?: number; cmpyName?: string }, from: string) {
  const month = sql<string>`substr(${sql.ref('s.createTime')}, 1, 7)`;
  const rows = await filtered(db, { scope, modelType: filter.modelType, partyA: filter.cmpyName, from })
    .select([month.as('month'), 's.signState', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy([month, 's.signState'])
    .execute();
  return rows.map((r) => ({ month: String(r.month), signState: Number(r.signState), count: Number(r.n) }));
}

export function signingByCode(db: DbOrTrx, signCode: string, scope: DataScope) {
  return db
    .selectFrom('contractSign as s')
    .innerJoin('cmpyInfo as c', 'c.id', 's.cmpyId')
    .selectAll('s')
    .where('s.signCode', '=', signCode)
    .where(inScope(scope, 'c.countyCode'))
    .executeTakeFirst();
}

export async function insertSignings(db: DbOrTrx, rows: readonly NewContractSign[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('contractSign').values([...rows]).execute();
}

export async function updateSigning(db: DbOrTrx, id: number, changes: ContractSignChanges): Promise<void> {
  await db.updateTable('contractSign').set(changes).where('id', '=', id).execute();
}

/** 待签署 signings whose deadline has passed, oldest first. */
export function overdue(db: DbOrTrx, now: string, limit: number) {
  return db
    .selectFrom('contractSign')
    .select(['id', 'signCode', 'signState'])
    .where('signState', '=', 0)
    .where('deadline', '<', now)
    .orderBy('deadline')
    .orderBy('id')
    .limit(limit)
    .execute();
}

// ---------------------------------------------------------------------------
// 企业合同: per company
// ---------------------------------------------------------------------------

export interface CompanyFilter {
  scope: DataScope;
  cmpyName?: string;
  countyCode?: string;
  /** Signed contracts ending in [today, until] count as ending soon. */
  today: string;
  until: string;
  endingSoonOnly: boolean;
}

function companies(db: DbOrTrx, filter: CompanyFilter) {
  let q = db
    .selectFrom('cmpyInfo as c')
    .where(inScope(filter.scope, 'c.countyCode'))
    .where((eb) => eb.or([eb.exists(eb.selectFrom('contractModel as m').select('m.id').whereRef('m.cmpyId', '=', 'c.id')), eb.exists(eb.selectFrom('contractSign as s').select('s.id').whereRef('s.cmpyId', '=', 'c.id'))]));
  if (filter.cmpyName) q = q.where(containsText(db, 'c.cmpyName', filter.cmpyName));
  if (filter.countyCode) q = q.where('c.countyCode', '=', filter.countyCode);
  if (filter.endingSoonOnly) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('contractSign as s')
          .select('s.id')
          .whereRef('s.cmpyId', '=', 'c.id')
          .where('s.signState', '=', 1)
          .where('s.endDate', '>=', filter.today)
          .where('s.endDate', '<=', filter.until),
      ),
    );
  }
  return q;
}

export function pageCompanies(db: DbOrTrx, filter: CompanyFilter, page: PageRequest) {
  const base = companies(db, filter);
  return fetchPage(
    page,
    (window) =>
      base
        .select(['c.id', 'c.cmpyCode', 'c.cmpyName', 'c.creditCode', 'c.countyCode'])
        .select((eb) => eb.selectFrom('contractSign as s').select((e) => e.fn.max('s.createTime').as('t')).whereRef('s.cmpyId', '=', 'c.id').as('latestSignTime'))
        .orderBy('latestSignTime', 'desc')
        .orderBy('c.id', 'desc')
        .limit(window.limit)
        .offset(window.offset)
        .execute(),
    () => countRows(base),
  );
}

/** Models (all and enabled) of these companies. */
export async function modelCountsOf(db: DbOrTrx, cmpyIds: readonly number[]) {
  if (cmpyIds.length === 0) return [];
  const rows = await db
    .selectFrom('contractModel')
    .select(['cmpyId', 'isEnable', (eb) => eb.fn.countAll<number>().as('n')])
    .where('cmpyId', 'in', cmpyIds)
    .groupBy(['cmpyId', 'isEnable'])
    .execute();
  return rows.map((r) => ({ cmpyId: Number(r.cmpyId), isEnable: Number(r.isEnable), count: Number(r.n) }));
}

/** Signings of these companies by state. */
export async function signCountsOf(db: DbOrTrx, cmpyIds: readonly number[]) {
  if (cmpyIds.length === 0) return [];
  const rows = await db
    .selectFrom('contractSign')
    .select(['cmpyId', 'signState', (eb) => eb.fn.countAll<number>().as('n')])
    .where('cmpyId', 'in', cmpyIds)
    .groupBy(['cmpyId', 'signState'])
    .execute();
  return rows.map((r) => ({ cmpyId: Number(r.cmpyId), signState: Number(r.signState), count: Number(r.n) }));
}

/** Signed contracts of these companies ending in [today, until], soonest first. */
export function endingSoonOf(db: DbOrTrx, cmpyIds: readonly number[], today: string, until: string) {
  if (cmpyIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('contractSign as s')
    .innerJoin('contractModel as m', 'm.id', 's.modelId')
    .select(['s.cmpyId', 's.signCode', 's.workerName', 's.endDate', 'm.modelName'])
    .where('s.cmpyId', 'in', cmpyIds)
    .where('s.signState', '=', 1)
    .where('s.endDate', '>=', today)
    .where('s.endDate', '<=', until)
    .orderBy('s.endDate')
    .orderBy('s.id')
    .execute();
}

/** A model by code with its company, for a new signing (the model's own area keeps its rules; this only reads). */
export function modelForSigning(db: DbOrTrx, modelCode: string, scope: DataScope) {
  return db
    .selectFrom('contractModel as m')
    .innerJoin('cmpyInfo as c', 'c.id', 'm.cmpyId')
    .select(['m.id', 'm.modelName', 'm.isEnable', 'm.cmpyId'])
    .where('m.modelCode', '=', modelCode)
    .where(inScope(scope, 'c.countyCode'))
    .executeTakeFirst();
}
