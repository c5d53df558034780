import type { Kysely } from 'kysely';
import type { DbOrTrx } from '../../../db/database.js';
import { bulkInsert, containsText, dialectOf, type BulkColumnType } from '../../../db/dialect/index.js';
import { inScope, type DataScope } from '../../../platform/data-scope.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import type { NewRechargeApply, NewRechargeOperation, RechargeApplyRow } from './recharge.table.js';

export interface RechargeFilter {
  scope: DataScope;
  applyCode?: string;
  cmpyName?: string;
  contactPerson?: string;
  countyCode?: string;
  from?: string;
  to?: string;
  stage?: number;
}

export type RechargeListRow = RechargeApplyRow & { reviewerName: string | null };

export async function insertApply(db: DbOrTrx, apply: NewRechargeApply): Promise<number> {
  const row = await db.insertInto('cardRechargeApply').values(apply).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A company's lines (one statement however many). */
export async function insertLines(db: DbOrTrx, applyId: number, lines: ReadonlyArray<{ name: string; idCard: string; mobile: string; amount: number }>): Promise<void> {
  const columns: Array<[string, BulkColumnType]> = [
    ['apply_id', 'integer'],
    ['name', 'text'],
    ['id_card', 'text'],
    ['mobile', 'text'],
    ['amount', 'integer'],
  ];
  await bulkInsert(db as unknown as Kysely<unknown>, dialectOf(db), 'card_recharge_line', columns, lines.map((l) => [applyId, l.name, l.idCard, l.mobile, l.amount]));
}

export function findById(db: DbOrTrx, id: number, scope: DataScope): Promise<RechargeListRow | undefined> {
  return db
    .selectFrom('cardRechargeApply as r')
    .leftJoin('sysUser as u', 'u.userCode', 'r.latestRevieEmployCode')
    .selectAll('r')
    .select('u.realName as reviewerName')
    .where('r.id', '=', id)
    .where(inScope(scope, 'r.countyCode'))
    .executeTakeFirst();
}

export function findByIds(db: DbOrTrx, ids: readonly number[], scope: DataScope): Promise<RechargeApplyRow[]> {
  return db.selectFrom('cardRechargeApply').selectAll().where('id', 'in', ids).where(inScope(scope, 'countyCode')).execute();
}

function filtered(db: DbOrTrx, filter: Omit<RechargeFilter, 'stage'>) {
  let q = db.selectFrom('cardRechargeApply as r').where(inScope(filter.scope, 'r.countyCode'));
  if (filter.applyCode) q = q.where('r.applyCode', '=', filter.applyCode);
  if (filter.cmpyName) q = q.where(containsText(db, 'r.cmpyName', filter.cmpyName));
  if (filter.contactPerson) q = q.where(containsText(db, 'r.contactPerson', filter.contactPerson));
  if (filter.countyCode) q = q.where('r.countyCode', '=', filter.countyCode);
  if (filter.from) q = q.where('r.submitTime', '>=', filter.from);
  if (filter.to) q = q.where('r.submitTime', '<=', filter.to);
  return q;
}

export async function pageApplies(db: DbOrTrx, filter: RechargeFilter, page: PageRequest) {
  const base = filter.stage === undefined ? filtered(db, filter) : filtered(db, filter).where('r.stage', '=', filter.stage);
  return fetchPage(
    page,
    (window) =>
      base
        .leftJoin('sysUser as u', 'u.userCode', 'r.latestRevieEmployCode')
        .selectAll('r')
        .select('u.realName as reviewerName')
        .orderBy('r.submitTime', 'desc')
        .orderBy('r.id', 'desc')
        .limit(window.limit)
        .offset(window.offset)
        .execute(),
    () => countRows(base),
  );
}

/** The list's rows under its filters and tab, newest first, after a cursor (an export's batches). */
export interface RechargeCursor {
  submitTime: string;
  id: number;
}

export function appliesAfter(db: DbOrTrx, filter: RechargeFilter, cursor: RechargeCursor | null, limit: number): Promise<RechargeListRow[]> {
  let q = filter.stage === undefined ? filtered(db, filter) : filtered(db, filter).where('r.stage', '=', filter.stage);
  if (cursor) q = q.where((eb) => eb(eb.refTuple('r.submitTime', 'r.id'), '<', eb.tuple(cursor.submitTime, cursor.id)));
  return q
    .leftJoin('sysUser as u', 'u.userCode', 'r.latestRevieEmployCode')
    .selectAll('r')
    .select('u.realName as reviewerName')
    .orderBy('r.submitTime', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

export function countApplies(db: DbOrTrx, filter: RechargeFilter): Promise<number> {
  return countRows(filter.stage === undefined ? filtered(db, filter) : filtered(db, filter).where('r.stage', '=', filter.stage));
}

/** Applications and their money by stage, over the list's filters. */
export async function countsByStage(db: DbOrTrx, filter: Omit<RechargeFilter, 'stage'>): Promise<Map<number, { count: number; money: number }>> {
  const rows = await filtered(db, filter)
    .select(['r.stage', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('r.rechargeTotalMoney').as('money')])
    .groupBy('r.stage')
    .execute();
  return new Map(rows.map((r) => [Number(r.stage), { count: Number(r.n), money: Number(r.money ?? 0) }]));
}

export function allLines(db: DbOrTrx, applyId: number) {
  return db.selectFrom('cardRechargeLine').select(['name', 'idCard', 'mobile', 'amount']).where('applyId', '=', applyId).orderBy('id').execute();
}

export async function pageLines(db: DbOrTrx, applyId: number, keyword: string | undefined, page: PageRequest) {
  let base = db.selectFrom('cardRechargeLine').where('applyId', '=', applyId);
  if (keyword) base = base.where((eb) => eb.or([containsText(db, 'name', keyword), eb('idCard', '=', keyword.toUpperCase())]));
  return fetchPage(
    page,
    (window) => base.select(['name', 'idCard', 'mobile', 'amount']).orderBy('id').limit(window.limit).offset(window.offset).execute(),
    () => countRows(base),
  );
}

export async function linesTotal(db: DbOrTrx, applyId: number): Promise<number> {
  const row = await db
    .selectFrom('cardRechargeLine')
    .select((eb) => eb.fn.sum<number>('amount').as('total'))
    .where('applyId', '=', applyId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function insertOperations(db: DbOrTrx, rows: readonly NewRechargeOperation[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('cardRechargeOperation').values([...rows]).execute();
}

export function operationsOf(db: DbOrTrx, applyId: number) {
  return db.selectFrom('cardRechargeOperation').selectAll().where('applyId', '=', applyId).orderBy('id', 'desc').execute();
}

export function operationByRequestNo(db: DbOrTrx, requestNo: string) {
  return db.selectFrom('cardRechargeOperation').selectAll().where('requestNo', '=', requestNo).executeTakeFirst();
}

export function operationByVoucher(db: DbOrTrx, voucherNo: string) {
  return db.selectFrom('cardRechargeOperation').select(['id', 'applyId']).where('voucherNo', '=', voucherNo).executeTakeFirst();
}

/** Of these keys, those that are a recharge's transfer receipt (batchQueryUrl's rule). */
export async function receiptKeysAmong(db: DbOrTrx, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db.selectFrom('cardRechargeOperation').select('receiptKey').distinct().where('receiptKey', 'in', keys).execute();
  return rows.flatMap((r) => (r.receiptKey ? [r.receiptKey] : []));
}


/** What a recharge registration adds to its timeline row. */
export interface OperationExtra {
  requestNo: string;
  voucherNo: string;
  payAmount: number;
  payTime: string;
  receiptKey: string;
}
