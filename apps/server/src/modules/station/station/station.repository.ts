import { JOB_APPROVE_TYPES } from '@hrbd/contract';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText, filterOnly } from '../../../db/dialect/index.js';
import { inScope, type DataScope } from '../../../platform/data-scope.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import type { NewStation, NewStationOperation, RecruitStationTable, StationChanges, StationRow } from './station.table.js';

/** The subjects of recruit_station_operation. */
export const OPERATION_SUBJECTS = { station: 1, activity: 2 } as const;

export interface StationFilter {
  scope: DataScope;
  approveState?: number;
  stationName?: string;
  stationType?: number;
  countyCode?: string;
  from?: string;
  to?: string;
}

/** A live (not deleted) station by its number, only inside the caller's scope. */
export function findByNo(db: DbOrTrx, stationNo: string, scope: DataScope): Promise<StationRow | undefined> {
  return db
    .selectFrom('recruitStation')
    .selectAll()
    .where('stationNo', '=', stationNo)
    .where('deleted', '=', 0)
    .where(inScope(scope, 'countyCode'))
    .executeTakeFirst();
}

/** Any station (deleted ones included) by id: what an activity shows as its station. */
export function findById(db: DbOrTrx, id: number): Promise<StationRow | undefined> {
  return db.selectFrom('recruitStation').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A live station of that name in the county (names are unique per county). */
export function findByNameInCounty(db: DbOrTrx, countyCode: string, stationName: string) {
  return db
    .selectFrom('recruitStation')
    .select(['id', 'stationNo'])
    .where('countyCode', '=', countyCode)
    .where('stationName', '=', stationName)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

/** A live station whose 负责人 has this mobile. */
export function findByLeaderPhone(db: DbOrTrx, phone: string) {
  return db
    .selectFrom('recruitStation')
    .select(['id', 'stationNo', 'stationName'])
    .where('leaderPhone', '=', phone)
    .where('deleted', '=', 0)
    .orderBy('id')
    .execute();
}

export async function insertStation(db: DbOrTrx, station: NewStation): Promise<number> {
  const row = await db.insertInto('recruitStation').values(station).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateStation(db: DbOrTrx, id: number, changes: StationChanges): Promise<void> {
  await db.updateTable('recruitStation').set(changes).where('id', '=', id).execute();
}

// ---------------------------------------------------------------------------
// List, counts, export
// ---------------------------------------------------------------------------

/**
 * The register's filters. For a page (`ordered`) the county (the scope's or the filter's) is only tested: it reads
 * the newest stations off (deleted, submit_time, id) (migration 0071) until ten of the county are met, instead of
 * sorting every station of the county. A count reads the county's stations off (county_code, deleted,
 * approve_state) alone (migration 0087).
 */
function filtered(db: DbOrTrx, filter: Omit<StationFilter, 'approveState'>, ordered = false) {
  const county = ordered ? filterOnly(db, 's.county_code') : sql.ref('s.county_code');
  let q = db.selectFrom('recruitStation as s').where('s.deleted', '=', 0).where(inScope(filter.scope, county));
  if (filter.stationName) q = q.where(containsText(db, 's.stationName', filter.stationName));
  if (filter.stationType !== undefined) q = q.where('s.stationType', '=', filter.stationType);
  if (filter.countyCode) q = q.where(county, '=', filter.countyCode);
  if (filter.from) q = q.where('s.submitTime', '>=', filter.from);
  if (filter.to) q = q.where('s.submitTime', '<=', filter.to);
  return q;
}

/** How many jobs a station's board shows now (recruiting: online and not ended). */
function boardCount(eb: ExpressionBuilder<Database & { s: RecruitStationTable }, 's'>, now: string) {
  return eb
    .selectFrom('recruitStationJob as sj')
    .innerJoin('recruitJobInfo as j', 'j.id', 'sj.jobId')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('sj.stationId', '=', 's.id')
    .where('j.approveType', '=', JOB_APPROVE_TYPES.online)
    .where('j.endTime', '>', now)
    .as('jobCount');
}

function withState(db: DbOrTrx, filter: StationFilter, ordered = false) {
  const q = filtered(db, filter, ordered);
  return filter.approveState === undefined ? q : q.where('s.approveState', '=', filter.approveState);
}

export type StationListRow = StationRow & { jobCount: number };

export async function pageStations(db: DbOrTrx, filter: StationFilter, now: string, page: PageRequest) {
  return fetchPage(
    page,
    (window) =>
      withState(db, filter, true)
        .selectAll('s')
        .select((eb) => boardCount(eb, now))
        .orderBy('s.submitTime', 'desc')
        .orderBy('s.id', 'desc')
        .limit(window.limit)
        .offset(window.offset)
        .execute() as Promise<StationListRow[]>,
    () => countRows(withState(db, filter)),
  );
}

export function stationBatch(db: DbOrTrx, filter: StationFilter, now: string, after: { submitTime: string; id: number } | null, limit: number) {
  let q = withState(db, filter, true)
    .selectAll('s')
    .select((eb) => boardCount(eb, now));
  if (after) {
    q = q.where((eb) => eb.or([eb('s.submitTime', '<', after.submitTime), eb.and([eb('s.submitTime', '=', after.submitTime), eb('s.id', '<', after.id)])]));
  }
  return q.orderBy('s.submitTime', 'desc').orderBy('s.id', 'desc').limit(limit).execute() as Promise<StationListRow[]>;
}

export const countStations = (db: DbOrTrx, filter: StationFilter) => countRows(withState(db, filter));

export async function countByState(db: DbOrTrx, filter: Omit<StationFilter, 'approveState'>): Promise<Map<number, number>> {
  const rows = await filtered(db, filter)
    .select(['s.approveState', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('s.approveState')
    .execute();
  return new Map(rows.map((r) => [Number(r.approveState), Number(r.n)]));
}

/** 运营中 stations for pickers, by name and county. */
export function runningStations(db: DbOrTrx, scope: DataScope, filter: { stationName?: string; countyCode?: string }, limit: number) {
  let q = db
    .selectFrom('recruitStation')
    .selectAll()
    .where('deleted', '=', 0)
    .where('approveState', '=', 1)
    .where(inScope(scope, 'countyCode'));
  if (filter.stationName) q = q.where(containsText(db, 'station_name', filter.stationName));
  if (filter.countyCode) q = q.where('countyCode', '=', filter.countyCode);
  return q.orderBy('stationName').orderBy('id').limit(limit).execute();
}

/**
 * Which of `objectKeys` are a station's photos (deleted stations' included:
 * their records are kept). Keys are stored comma-separated, so the text match
 * only narrows the rows; the keys are compared whole.
 */
export async function photoKeysAmong(db: DbOrTrx, objectKeys: readonly string[]): Promise<string[]> {
  if (objectKeys.length === 0) return [];
  const rows = await db
    .selectFrom('recruitStation')
    .select('photoKeys')
    .where((eb) => eb.or(objectKeys.map((key) => containsText(db, 'photo_keys', key))))
    .execute();
  const stored = new Set(rows.flatMap((r) => (r.photoKeys ? r.photoKeys.split(',') : [])));
  return objectKeys.filter((key) => stored.has(key));
}

// ---------------------------------------------------------------------------
// The board
// ---------------------------------------------------------------------------

/** The station a job is on (deleted stations no longer hold a board). */
export function stationOfJob(db: DbOrTrx, jobId: number) {
  return db
    .selectFrom('recruitStationJob as sj')
    .innerJoin('recruitStation as s', 's.id', 'sj.stationId')
    .select(['s.id', 's.stationNo', 's.stationName'])
    .where('sj.jobId', '=', jobId)
    .where('s.deleted', '=', 0)
    .executeTakeFirst();
}

export async function jobIdByCode(db: DbOrTrx, jobCode: string): Promise<number | null> {
  const job = await db.selectFrom('recruitJobInfo').select('id').where('jobCode', '=', jobCode).executeTakeFirst();
  return job ? Number(job.id) : null;
}

/** A deleted station's jobs leave its board (and may join another). */
export async function clearBoard(db: DbOrTrx, stationId: number): Promise<void> {
  await db.deleteFrom('recruitStationJob').where('stationId', '=', stationId).execute();
}

export async function joinBoard(db: DbOrTrx, stationId: number, jobId: number, now: string): Promise<void> {
  // A job once on a deleted station's board may join another: the old link goes.
  await db.deleteFrom('recruitStationJob').where('jobId', '=', jobId).execute();
  await db.insertInto('recruitStationJob').values({ stationId, jobId, joinTime: now }).execute();
}

/** The board: the station's jobs recruiting now, newest joined first. */
export function boardJobs(db: DbOrTrx, stationId: number, now: string) {
  return db
    .selectFrom('recruitStationJob as sj')
    .innerJoin('recruitJobInfo as j', 'j.id', 'sj.jobId')
    .select(['j.id', 'j.jobCode', 'j.jobName', 'j.cmpyCode', 'j.cmpyName', 'j.headcount', 'j.endTime', 'sj.joinTime'])
    .where('sj.stationId', '=', stationId)
    .where('j.approveType', '=', JOB_APPROVE_TYPES.online)
    .where('j.endTime', '>', now)
    .orderBy('sj.joinTime', 'desc')
    .orderBy('j.id', 'desc')
    .execute();
}

// ---------------------------------------------------------------------------
// Activities seen from the station (the activity area's table, read only)
// ---------------------------------------------------------------------------

export async function activityCountsOf(db: DbOrTrx, stationId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('recruitStationActivity')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('stationId', '=', stationId)
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [Number(r.status), Number(r.n)]));
}

export function activitiesInStates(db: DbOrTrx, stationId: number, states: readonly number[]) {
  return db
    .selectFrom('recruitStationActivity')
    .select(['activityCode', 'activityName', 'activityType', 'status', 'beginTime', 'endTime'])
    .where('stationId', '=', stationId)
    .where('status', 'in', states)
    .orderBy('beginTime')
    .execute();
}

// ---------------------------------------------------------------------------
// 操作记录
// ---------------------------------------------------------------------------

export async function insertOperations(db: DbOrTrx, rows: readonly NewStationOperation[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('recruitStationOperation').values([...rows]).execute();
}

export function operationsOf(db: DbOrTrx, subject: number, subjectId: number) {
  return db
    .selectFrom('recruitStationOperation')
    .selectAll()
    .where('subject', '=', subject)
    .where('subjectId', '=', subjectId)
    .orderBy('id', 'desc')
    .execute();
}
