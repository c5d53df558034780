import { sql, type Expression, type ExpressionBuilder, type SqlBool, type SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { inScope, isWholeScope, type DataScope } from '../../../platform/data-scope.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import type { NewPolicyApply, NewPolicyApplyRecord, PolicyApplyTable } from './apply.table.js';

/** The list's and counts' filters as stored; `scope` is the caller's 数据权限 on the applicant's county. */
export interface ApplyFilter {
  scope: DataScope;
  applyState?: number;
  name?: string;
  idcard?: string;
  phone?: string;
  district?: string;
  projectCode?: string;
  applyPersonType?: string;
  monthFrom?: string;
  monthTo?: string;
  submitFrom?: string;
  submitTo?: string;
  duplicate?: number;
}

type ApplyDb = Database & { a: PolicyApplyTable };
type ApplyQuery = SelectQueryBuilder<ApplyDb, 'a', object>;

/**
 * 疑似重复: another application by the same ID number, 审核中 or 已通过, whose
 * months overlap this one's and which asks for a subsidy kind this one asks for.
 */
function hasDuplicate(eb: ExpressionBuilder<ApplyDb, 'a'>): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom('policyApply as d')
      .select('d.id')
      .whereRef('d.idcard', '=', 'a.idcard')
      .whereRef('d.id', '<>', 'a.id')
      .where('d.applyState', 'in', [1, 2])
      .whereRef('d.monthStart', '<=', 'a.monthEnd')
      .whereRef('d.monthEnd', '>=', 'a.monthStart')
      .where(
        sql<SqlBool>`((${sql.ref('d.oldApply')} = 1 and ${sql.ref('a.oldApply')} = 1) or (${sql.ref('d.medicalApply')} = 1 and ${sql.ref('a.medicalApply')} = 1))`,
      ),
  );
}

/**
 * A project's id as a scalar subquery: compared by `=` (not `in`), both
 * databases read the (project_id, submit_time, id) index in list order.
 */
function projectIdOf(db: DbOrTrx, projectCode: string) {
  return db.selectFrom('policySubsidyProject').select('id').where('projectCode', '=', projectCode);
}

function filtered(db: DbOrTrx, filter: ApplyFilter): ApplyQuery {
  let query: ApplyQuery = db.selectFrom('policyApply as a').where(inScope(filter.scope, 'a.district'));
  if (filter.applyState !== undefined) query = query.where('a.applyState', '=', filter.applyState);
  if (filter.name) query = query.where(containsText(db, 'a.name', filter.name));
  if (filter.idcard) query = query.where('a.idcard', '=', filter.idcard.toUpperCase());
  if (filter.phone) query = query.where('a.phone', '=', filter.phone);
  if (filter.district) query = query.where('a.district', '=', filter.district);
  if (filter.projectCode) query = query.where('a.projectId', '=', projectIdOf(db, filter.projectCode));
  if (filter.applyPersonType) query = query.where('a.applyPersonType', '=', filter.applyPersonType);
  if (filter.monthFrom) query = query.where('a.monthEnd', '>=', filter.monthFrom);
  if (filter.monthTo) query = query.where('a.monthStart', '<=', filter.monthTo);
  if (filter.submitFrom) query = query.where('a.submitTime', '>=', filter.submitFrom);
  if (filter.submitTo) query = query.where('a.submitTime', '<=', filter.submitTo);
  if (filter.duplicate === 1) query = query.where((eb) => hasDuplicate(eb));
  if (filter.duplicate === 0) query = query.where((eb) => eb.not(hasDuplicate(eb)));
  return query;
}

const LIST_COLUMNS = [
  'a.id', 'a.applyId', 'a.applyState', 'a.name', 'a.idcard', 'a.phone', 'a.district', 'a.applyPersonType', 'a.monthStart', 'a.monthEnd',
  'a.totalSubsidyFee', 'a.submitTime', 'a.verifyName', 'a.verifyTime', 'a.rejectDesc', 'a.projectId',
] as const;

/**
 * True when nothing but the tab, the county, the project and the data scope
 * narrows the list: its counts and sums are then the trigger-kept
 * `policy_apply_count` (migration 0065), a few thousand rows at most, instead
 * of up to a million applications.
 */
const onlyCounted = (f: ApplyFilter) =>
  !f.name && !f.idcard && !f.phone && !f.applyPersonType && !f.monthFrom && !f.monthTo && !f.submitFrom && !f.submitTo && f.duplicate === undefined;

/**
 * Per state from the counters: how many and their 补贴总金额 in 分. The
 * counters' roll-ups (project 0 = all projects, county '' = all counties)
 * answer what is not narrowed, so at most a county range's rows are summed.
 */
async function countedByState(db: DbOrTrx, filter: ApplyFilter): Promise<Map<number, { n: number; fee: number }>> {
  let query = db
    .selectFrom('policyApplyCount as c')
    .select((eb) => ['c.applyState', 'c.measure', eb.fn.sum<number | string>('c.n').as('total')])
    .where('c.projectId', '=', filter.projectCode ? projectIdOf(db, filter.projectCode) : sql.lit(0));
  if (filter.applyState !== undefined) query = query.where('c.applyState', '=', filter.applyState);
  if (filter.district) query = query.where('c.district', '=', filter.district).where(inScope(filter.scope, 'c.district'));
  else if (isWholeScope(filter.scope)) query = query.where('c.district', '=', '');
  else query = query.where(inScope(filter.scope, 'c.district')).where('c.district', '<>', '');
  const rows = await query.groupBy(['c.applyState', 'c.measure']).execute();
  const counts = new Map<number, { n: number; fee: number }>();
  for (const row of rows) {
    const state = Number(row.applyState);
    const entry = counts.get(state) ?? { n: 0, fee: 0 };
    entry[row.measure] = Number(row.total ?? 0);
    counts.set(state, entry);
  }
  return counts;
}

export async function countApplications(db: DbOrTrx, filter: ApplyFilter): Promise<number> {
  if (!onlyCounted(filter)) return countRows(filtered(db, filter));
  return [...(await countedByState(db, filter)).values()].reduce((sum, c) => sum + c.n, 0);
}

/** The list's rows of `query`: newest first, id breaking ties of the same second, with their project and whether each is 疑似重复. */
function listRows(query: ApplyQuery) {
  return query
    .innerJoin('policySubsidyProject as p', 'p.id', 'a.projectId')
    .select(LIST_COLUMNS)
    .select(['p.projectCode', 'p.projectName'])
    .select((eb) => eb.case().when(hasDuplicate(eb)).then(1).else(0).end().as('duplicate'))
    .orderBy('a.submitTime', 'desc')
    .orderBy('a.id', 'desc');
}

export function pageApplications(db: DbOrTrx, filter: ApplyFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) => listRows(filtered(db, filter)).limit(limit).offset(offset).execute(),
    () => countApplications(db, filter),
  );
}

/** Where an export's last batch ended: the list's order is (submit time, id), newest first. */
export interface ApplyCursor {
  submitTime: string;
  id: number;
}

/** The list's rows after `cursor`, in the list's order: an export's batches. */
export function applicationsAfter(db: DbOrTrx, filter: ApplyFilter, cursor: ApplyCursor | null, limit: number) {
  let query = filtered(db, filter);
  if (cursor) query = query.where((eb) => eb(eb.refTuple('a.submitTime', 'a.id'), '<', eb.tuple(cursor.submitTime, cursor.id)));
  return listRows(query).limit(limit).execute();
}

/** Per state under the filter (its own state ignored): how many and their 补贴总金额 in 分. */
export async function countByState(db: DbOrTrx, filter: ApplyFilter): Promise<Map<number, { n: number; fee: number }>> {
  const { applyState: _ignored, ...rest } = filter;
  if (onlyCounted(rest)) return countedByState(db, rest);
  const rows = await filtered(db, rest)
    .select((eb) => ['a.applyState', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('a.totalSubsidyFee').as('fee')])
    .groupBy('a.applyState')
    .execute();
  return new Map(rows.map((r) => [Number(r.applyState), { n: Number(r.n), fee: Number(r.fee ?? 0) }]));
}

/** Applications by their codes, only those in the caller's scope. */
export function findByIds(db: DbOrTrx, applyIds: readonly string[], scope: DataScope) {
  return db.selectFrom('policyApply').selectAll().where('applyId', 'in', applyIds).where(inScope(scope, 'district')).execute();
}

/** The other applications that make `row` 疑似重复 (see hasDuplicate). */
export function duplicatesOf(
  db: DbOrTrx,
  row: { id: number; idcard: string; monthStart: string; monthEnd: string; oldApply: number; medicalApply: number },
) {
  return db
    .selectFrom('policyApply as d')
    .innerJoin('policySubsidyProject as p', 'p.id', 'd.projectId')
    .select(['d.applyId', 'd.name', 'd.monthStart', 'd.monthEnd', 'd.applyState', 'p.projectName'])
    .where('d.idcard', '=', row.idcard)
    .where('d.id', '<>', row.id)
    .where('d.applyState', 'in', [1, 2])
    .where('d.monthStart', '<=', row.monthEnd)
    .where('d.monthEnd', '>=', row.monthStart)
    .where((eb) => {
      const kinds: Expression<SqlBool>[] = [];
      if (row.oldApply) kinds.push(eb('d.oldApply', '=', 1));
      if (row.medicalApply) kinds.push(eb('d.medicalApply', '=', 1));
      return eb.or(kinds);
    })
    .orderBy('d.submitTime')
    .execute();
}

export function recordsOf(db: DbOrTrx, applyRowId: number) {
  return db
    .selectFrom('policyApplyRecord')
    .select(['action', 'reason', 'operatorName', 'operateTime'])
    .where('applyRowId', '=', applyRowId)
    .orderBy('id')
    .execute();
}

export async function insertRecords(db: DbOrTrx, rows: readonly NewPolicyApplyRecord[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('policyApplyRecord').values(rows.slice(i, i + 500)).execute();
}

/** Inserts applications in batches; answers their ids in order. */
export async function insertApplications(db: DbOrTrx, rows: readonly NewPolicyApply[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const inserted = await db.insertInto('policyApply').values(rows.slice(i, i + 200)).returning('id').execute();
    ids.push(...inserted.map((r) => Number(r.id)));
  }
  return ids;
}
