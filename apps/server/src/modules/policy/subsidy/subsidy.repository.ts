import type { SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import type { NewSubsidy, PolicySubsidyProjectTable, SubsidyChanges } from './subsidy.table.js';

export interface SubsidyFilter {
  projectName?: string;
  state?: number;
  hot?: number;
  /** 1 未开始, 2 申报中, 3 已截止 as of `now`. */
  reportPhase?: number;
  countyCode?: string;
  now: string;
}

type SubsidyDb = Database & { p: PolicySubsidyProjectTable };
type SubsidyQuery = SelectQueryBuilder<SubsidyDb, 'p', object>;

function filtered(db: DbOrTrx, filter: SubsidyFilter): SubsidyQuery {
  let query: SubsidyQuery = db.selectFrom('policySubsidyProject as p');
  if (filter.projectName) query = query.where(containsText(db, 'p.projectName', filter.projectName));
  if (filter.state !== undefined) query = query.where('p.state', '=', filter.state);
  if (filter.hot !== undefined) query = query.where('p.hot', '=', filter.hot);
  if (filter.reportPhase === 1) query = query.where('p.reportStart', '>', filter.now);
  if (filter.reportPhase === 2) query = query.where('p.reportStart', '<=', filter.now).where('p.reportEnd', '>=', filter.now);
  if (filter.reportPhase === 3) query = query.where('p.reportEnd', '<', filter.now);
  if (filter.countyCode) {
    const county = filter.countyCode;
    query = query.where('p.id', 'in', (eb) => eb.selectFrom('policySubsidyCounty').select('projectId').where('countyCode', '=', county));
  }
  return query;
}

/** Projects, the latest changed first, with how many applications each has. */
export function pageProjects(db: DbOrTrx, filter: SubsidyFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) =>
      filtered(db, filter)
        .selectAll('p')
        .select((eb) => eb.selectFrom('policyApply as a').select(eb.fn.countAll<number>().as('n')).whereRef('a.projectId', '=', 'p.id').as('applyCount'))
        .orderBy('p.updateTime', 'desc')
        .orderBy('p.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    () => countRows(filtered(db, filter)),
  );
}

export function findByCode(db: DbOrTrx, projectCode: string) {
  return db.selectFrom('policySubsidyProject').selectAll().where('projectCode', '=', projectCode).executeTakeFirst();
}

export function findById(db: DbOrTrx, id: number) {
  return db.selectFrom('policySubsidyProject').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The counties each project covers, in code order. */
export async function countiesOf(db: DbOrTrx, ids: readonly number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (ids.length === 0) return map;
  const rows = await db.selectFrom('policySubsidyCounty').select(['projectId', 'countyCode']).where('projectId', 'in', ids).orderBy('countyCode').execute();
  for (const row of rows) map.set(row.projectId, [...(map.get(row.projectId) ?? []), row.countyCode]);
  return map;
}

export async function insertProject(db: DbOrTrx, row: NewSubsidy): Promise<number> {
  const inserted = await db.insertInto('policySubsidyProject').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateProject(db: DbOrTrx, id: number, changes: SubsidyChanges): Promise<void> {
  await db.updateTable('policySubsidyProject').set(changes).where('id', '=', id).execute();
}

export async function replaceCounties(db: DbOrTrx, projectId: number, counties: readonly string[]): Promise<void> {
  await db.deleteFrom('policySubsidyCounty').where('projectId', '=', projectId).execute();
  if (counties.length > 0) await db.insertInto('policySubsidyCounty').values(counties.map((countyCode) => ({ projectId, countyCode }))).execute();
}

export async function deleteProject(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('policySubsidyCounty').where('projectId', '=', id).execute();
  await db.deleteFrom('policySubsidyProject').where('id', '=', id).execute();
}

export async function applicationCount(db: DbOrTrx, projectId: number): Promise<number> {
  const row = await db.selectFrom('policyApply').select((eb) => eb.fn.countAll<number>().as('n')).where('projectId', '=', projectId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Hot projects other than `exceptId`. */
export async function hotCount(db: DbOrTrx, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom('policySubsidyProject')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('hot', '=', 1)
    .where('id', '<>', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
