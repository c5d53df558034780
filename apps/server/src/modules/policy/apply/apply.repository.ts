import { sql, type Expression, type ExpressionBuilder, type SqlBool, type SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { inScope, type DataScope } from '../../../platform/data-scope.js';
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

function filtered(db: DbOrTrx, filter: ApplyFilter): ApplyQuery {
  let query: ApplyQuery = db.selectFrom('policyApply as a').where(inScope(filter.scope, 'a.district'));
  if (filter.applyState !== undefined) query = query.where('a.applyState', '=', filter.applyState);
  if (filter.name) query = query.where(containsText(db, 'a.name', filter.name));
  if (filter.idcard) query = query.where('a.idcard', '=', filter.idcard.toUpperCase());
  if (filter.phone) query = query.where('a.phone', '=', filter.phone);
  if (filter.district) query = query.where('a.district', '=', filter.district);
  if (filter.projectCode) {
    const code = filter.projectCode;
    query = query.where('a.projectId', 'in', (eb) => eb.selectFrom('policySubsidyProject').select('id').where('projectCode', '=', code));
  }
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

/** Applications newest first, id breaking ties of the same second, with their project and whether each is 疑似重复. */
export function pageApplications(db: DbOrTrx, filter: ApplyFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) =>
      filtered(db, filter)
        .innerJoin('policySubsidyProject as p', 'p.id', 'a.projectId')
        .select(LIST_COLUMNS)
        .select(['p.projectCode', 'p.projectName'])
        .select((eb) => eb.case().when(hasDuplicate(eb)).then(1).else(0).end().as('duplicate'))
        .orderBy('a.submitTime', 'desc')
        .orderBy('a.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    () => countRows(filtered(db, filter)),
  );
}

/** Per state under the filter (its own state ignored): how many and their 补贴总金额 in 分. */
export async function countByState(db: DbOrTrx, filter: ApplyFilter): Promise<Map<number, { n: number; fee: number }>> {
  const { applyState: _ignored, ...rest } = filter;
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
