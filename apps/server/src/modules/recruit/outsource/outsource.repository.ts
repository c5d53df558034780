import { OUTSOURCE_STATES } from '@hrbd/contract';
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { inScope, isWholeScope, type DataScope } from '../../../platform/data-scope.js';
import { countRows, fetchPage, rowsByIds, type PageRequest } from '../../../platform/paging.js';
import type { RecruitOutsourceTable } from './outsource.table.js';

/** What the list filters on, as stored; `today` decides the state of each placement. */
export interface OutsourceFilter {
  /** The caller's data scope: placements are region-bound by the employer's (用工单位) county. */
  scope: DataScope;
  today: string;
  usrName?: string;
  cmpyCode?: string;
  dispatchCmpyCode?: string;
  employType?: number;
  postName?: string;
  state?: number;
  startDate?: string;
  endDate?: string;
}

type OutsourceDb = Database & { o: RecruitOutsourceTable };
type OutsourceQuery = SelectQueryBuilder<OutsourceDb, 'o', object>;

/** A leave date that has not been set compares as never. */
const NEVER = '9999-12-31';

/**
 * The state as a condition on the dates (OUTSOURCE_STATES and
 * outsourceStateOf in the contract say the same in words and in code).
 */
function inState(eb: ExpressionBuilder<OutsourceDb, 'o'>, state: number, today: string) {
  const leave = eb.fn.coalesce('o.leaveDate', sql.lit(NEVER));
  if (state === OUTSOURCE_STATES.left) return eb.or([eb(leave, '<=', today), eb('o.contractEnd', '<', today)]);
  const staying = [eb(leave, '>', today), eb('o.contractEnd', '>=', today)];
  return eb.and([...staying, state === OUTSOURCE_STATES.pending ? eb('o.contractStart', '>', today) : eb('o.contractStart', '<=', today)]);
}

/** The companies in the scope, for `cmpy_id in (…)` (through the county index). */
const employersInScope = (db: DbOrTrx, scope: DataScope) => db.selectFrom('cmpyInfo as sc').select('sc.id').where(inScope(scope, 'sc.countyCode'));

/**
 * The filters on the placements alone: names of people and companies become
 * id sets first, so the list still reads its own (contract_start, id) or
 * per-company index newest first.
 */
function filtered(db: DbOrTrx, filter: OutsourceFilter): OutsourceQuery {
  let query: OutsourceQuery = db.selectFrom('recruitOutsource as o');
  if (!isWholeScope(filter.scope)) query = query.where('o.cmpyId', 'in', employersInScope(db, filter.scope));
  if (filter.usrName) {
    const name = filter.usrName;
    query = query.where('o.resumeId', 'in', (eb) =>
      eb
        .selectFrom('recruitResume as r')
        .innerJoin('recruitJobSeeker as s', 's.id', 'r.seekerId')
        .select('r.id')
        .where(containsText(db, 's.usrName', name)),
    );
  }
  if (filter.cmpyCode) {
    const code = filter.cmpyCode;
    query = query.where('o.cmpyId', '=', (eb) => eb.selectFrom('cmpyInfo').select('id').where('cmpyCode', '=', code));
  }
  if (filter.dispatchCmpyCode) {
    const code = filter.dispatchCmpyCode;
    query = query.where('o.dispatchCmpyId', '=', (eb) => eb.selectFrom('cmpyInfo').select('id').where('cmpyCode', '=', code));
  }
  if (filter.employType !== undefined) query = query.where('o.employType', '=', filter.employType);
  if (filter.postName) query = query.where(containsText(db, 'o.postName', filter.postName));
  if (filter.startDate) query = query.where('o.contractStart', '>=', filter.startDate);
  if (filter.endDate) query = query.where('o.contractStart', '<=', filter.endDate);
  if (filter.state !== undefined) {
    const { state, today } = filter;
    query = query.where((eb) => inState(eb, state, today));
  }
  return query;
}

/** A placement with its person, resume and both companies. */
function withParties(query: OutsourceQuery) {
  return query
    .innerJoin('recruitResume as r', 'r.id', 'o.resumeId')
    .innerJoin('recruitJobSeeker as s', 's.id', 'r.seekerId')
    .innerJoin('cmpyInfo as c', 'c.id', 'o.cmpyId')
    .innerJoin('cmpyInfo as d', 'd.id', 'o.dispatchCmpyId')
    .select([
      'o.id',
      'o.outsourceCode',
      'o.resumeId',
      'o.employType',
      'o.postName',
      'o.salary',
      'o.contractStart',
      'o.contractEnd',
      'o.leaveDate',
      'o.leaveReason',
      'o.createTime',
      'r.resumeCode',
      's.usrName',
      's.usrGender',
      's.birthDate',
      's.idCard',
      's.mobile',
      's.education',
      'c.cmpyCode',
      'c.cmpyName',
      'd.cmpyCode as dispatchCmpyCode',
      'd.cmpyName as dispatchCmpyName',
    ]);
}

export type OutsourceRow = Awaited<ReturnType<ReturnType<typeof withParties>['execute']>>[number];

/** The placements `ids` with their parties, in the order of `ids` (pages and export batches pick their ids first). */
function partiesOf(db: DbOrTrx, ids: ReadonlyArray<{ id: number }>): Promise<OutsourceRow[]> {
  return rowsByIds(ids, (wanted) => withParties(db.selectFrom('recruitOutsource as o')).where('o.id', 'in', wanted).execute());
}

const newestFirst = (query: OutsourceQuery) => query.orderBy('o.contractStart', 'desc').orderBy('o.id', 'desc');

/** Newest contract first; the page's ids come off the placements' own indexes, then only they are joined. */
export function pagePlacements(db: DbOrTrx, filter: OutsourceFilter, page: PageRequest) {
  return fetchPage(
    page,
    async ({ limit, offset }) => partiesOf(db, await newestFirst(filtered(db, filter)).select('o.id').limit(limit).offset(offset).execute()),
    () => countPlacements(db, filter),
  );
}

export function countPlacements(db: DbOrTrx, filter: OutsourceFilter): Promise<number> {
  return countRows(filtered(db, filter));
}

export interface OutsourceCursor {
  contractStart: string;
  id: number;
}

/** One batch of the list in its order after `cursor` (`keysetBatches` in platform/export/batches.ts). */
export async function exportBatch(db: DbOrTrx, filter: OutsourceFilter, cursor: OutsourceCursor | null, limit: number): Promise<OutsourceRow[]> {
  let query = filtered(db, filter);
  if (cursor) {
    const { contractStart, id } = cursor;
    query = query.where((eb) => eb(eb.refTuple('o.contractStart', 'o.id'), '<', eb.tuple(contractStart, id)));
  }
  return partiesOf(db, await newestFirst(query).select('o.id').limit(limit).execute());
}

/** A placement by its code, only when its employer lies in the caller's data scope. */
export function findByCode(db: DbOrTrx, outsourceCode: string, scope: DataScope) {
  return withParties(db.selectFrom('recruitOutsource as o')).where('o.outsourceCode', '=', outsourceCode).where(inScope(scope, 'c.countyCode')).executeTakeFirst();
}

/** Every placement of a resume, newest contract first. */
export function findByResume(db: DbOrTrx, resumeId: number, scope: DataScope) {
  return withParties(db.selectFrom('recruitOutsource as o')).where('o.resumeId', '=', resumeId).where(inScope(scope, 'c.countyCode')).orderBy('o.contractStart', 'desc').orderBy('o.id', 'desc').execute();
}
