import { APPLY_STATES, JOB_APPROVE_TYPES, TRAIN_APPLY_STATES } from '@hrbd/contract';
import type { ExpressionBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText, filterOnly } from '../../../db/dialect/index.js';
import { inScope, isWholeScope, type DataScope } from '../../../platform/data-scope.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import type { RecruitStationTable } from '../station/station.table.js';
import type { ActivityChanges, ActivityRow, NewActivity, NewActivityItem, NewSettle, RecruitStationActivityTable, SettleRow } from './activity.table.js';

/** kind of recruit_station_activity_item. */
export const ITEM_KINDS = { company: 0, job: 1, course: 2 } as const;

export interface ActivityFilter {
  scope: DataScope;
  status?: number;
  /** A tab set (settlement's 4, 5, 6) when no single status is asked. */
  statuses?: readonly number[];
  stationNo?: string;
  activityName?: string;
  activityType?: number;
  countyCode?: string;
  beginFrom?: string;
  beginTo?: string;
}

/** The filters on the activity's own columns. */
function ownFiltered(db: DbOrTrx, filter: Omit<ActivityFilter, 'status'>) {
  let q = db.selectFrom('recruitStationActivity as a');
  if (filter.activityName) q = q.where(containsText(db, 'a.activity_name', filter.activityName));
  if (filter.activityType !== undefined) q = q.where('a.activityType', '=', filter.activityType);
  if (filter.beginFrom) q = q.where('a.beginTime', '>=', filter.beginFrom);
  if (filter.beginTo) q = q.where('a.beginTime', '<=', filter.beginTo);
  if (filter.statuses) q = q.where('a.status', 'in', filter.statuses);
  return q;
}

/**
 * Activities belong to their station's county: the scope goes through it, as a
 * filter only (`filterOnly`): a county's page walks the activities newest
 * first (or a tab's) and tests each one's station, meeting ten within a few
 * dozen rows, where SQLite would otherwise read every activity of the county's
 * stations and sort them (a quarter of 100,000 for 新郑市, bench/stations.ts).
 * Its totals come from the counters (migration 0071).
 */
function filtered(db: DbOrTrx, filter: Omit<ActivityFilter, 'status'>) {
  let q = ownFiltered(db, filter).innerJoin('recruitStation as s', 's.id', 'a.stationId').where(inScope(filter.scope, filterOnly(db, 's.county_code')));
  if (filter.stationNo) q = q.where('s.stationNo', '=', filter.stationNo);
  if (filter.countyCode) q = q.where(filterOnly(db, 's.county_code'), '=', filter.countyCode);
  return q;
}

/**
 * Whether counting needs the station: a scope, a station or a county. Every
 * activity has its station (station_id not null, a foreign key; stations are
 * only ever soft-deleted), so without those the join would drop no row and
 * only cost a station lookup per activity (bench/stations.ts).
 */
const countsThroughStation = (filter: Omit<ActivityFilter, 'status'>) => !isWholeScope(filter.scope) || Boolean(filter.stationNo) || Boolean(filter.countyCode);

const withStatus = (db: DbOrTrx, filter: ActivityFilter) => {
  const q = filtered(db, filter);
  return filter.status === undefined ? q : q.where('a.status', '=', filter.status);
};

/** Whether only the scope, a county and statuses narrow the activities: the counters answer then (migration 0071). */
const countedOnly = (filter: Omit<ActivityFilter, 'status'>) =>
  !filter.stationNo && !filter.activityName && filter.activityType === undefined && !filter.beginFrom && !filter.beginTo;

/** Activities per status in the scope (and county), summed from the per-county counters. */
async function countedByStatus(db: DbOrTrx, filter: Omit<ActivityFilter, 'status'>): Promise<Map<number, number>> {
  let q = db
    .selectFrom('recruitStationActivityCount')
    .select((eb) => ['status', eb.fn.sum<number | string>('n').as('n')])
    .where(inScope(filter.scope, 'county'));
  if (filter.countyCode) q = q.where('county', '=', filter.countyCode);
  if (filter.statuses) q = q.where('status', 'in', filter.statuses);
  const rows = await q.groupBy('status').execute();
  return new Map(rows.map((r) => [Number(r.status), Number(r.n)]));
}

async function countActivities(db: DbOrTrx, filter: ActivityFilter): Promise<number> {
  if (countedOnly(filter)) {
    const counts = await countedByStatus(db, filter);
    return filter.status === undefined ? [...counts.values()].reduce((sum, n) => sum + n, 0) : (counts.get(filter.status) ?? 0);
  }
  if (countsThroughStation(filter)) return countRows(withStatus(db, filter));
  const q = ownFiltered(db, filter);
  return countRows(filter.status === undefined ? q : q.where('a.status', '=', filter.status));
}

export type ActivityListRow = ActivityRow & { stationNo: string; stationName: string; stationCountyCode: string; settleAgreeState: number | null };

/** A listed activity's station and its latest 结算单's agreement (what 结算审核中 offers next): one index probe a row. */
const listColumns = (eb: ExpressionBuilder<Database & { a: RecruitStationActivityTable; s: RecruitStationTable }, 'a' | 's'>) => [
  eb.ref('s.stationNo').as('stationNo'),
  eb.ref('s.stationName').as('stationName'),
  eb.ref('s.countyCode').as('stationCountyCode'),
  eb
    .selectFrom('recruitStationSettle as st')
    .select('st.agreeState')
    .whereRef('st.activityId', '=', 'a.id')
    .orderBy('st.id', 'desc')
    .limit(1)
    .as('settleAgreeState'),
];

export function pageActivities(db: DbOrTrx, filter: ActivityFilter, page: PageRequest) {
  const base = withStatus(db, filter);
  return fetchPage(
    page,
    (window) =>
      base
        .selectAll('a')
        .select(listColumns)
        .orderBy('a.beginTime', 'desc')
        .orderBy('a.id', 'desc')
        .limit(window.limit)
        .offset(window.offset)
        .execute() as Promise<ActivityListRow[]>,
    () => countActivities(db, filter),
  );
}

export function activityBatch(db: DbOrTrx, filter: ActivityFilter, after: { beginTime: string; id: number } | null, limit: number) {
  let q = withStatus(db, filter).selectAll('a').select(['s.stationNo', 's.stationName', 's.countyCode as stationCountyCode']);
  if (after) q = q.where((eb) => eb.or([eb('a.beginTime', '<', after.beginTime), eb.and([eb('a.beginTime', '=', after.beginTime), eb('a.id', '<', after.id)])]));
  return q.orderBy('a.beginTime', 'desc').orderBy('a.id', 'desc').limit(limit).execute() as Promise<ActivityListRow[]>;
}

export async function countByStatus(db: DbOrTrx, filter: Omit<ActivityFilter, 'status'>): Promise<Map<number, number>> {
  if (countedOnly(filter)) return countedByStatus(db, filter);
  const rows = countsThroughStation(filter)
    ? await filtered(db, filter)
        .select(['a.status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('a.status')
        .execute()
    : await ownFiltered(db, filter)
        .select(['a.status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('a.status')
        .execute();
  return new Map(rows.map((r) => [Number(r.status), Number(r.n)]));
}

/** An activity by code, only when its station lies in the caller's scope. */
export function findByCode(db: DbOrTrx, activityCode: string, scope: DataScope): Promise<ActivityListRow | undefined> {
  return db
    .selectFrom('recruitStationActivity as a')
    .innerJoin('recruitStation as s', 's.id', 'a.stationId')
    .selectAll('a')
    .select(listColumns)
    .where('a.activityCode', '=', activityCode)
    .where(inScope(scope, 's.countyCode'))
    .executeTakeFirst() as Promise<ActivityListRow | undefined>;
}

/** Which of `objectKeys` are an activity's poster. */
export async function posterKeysAmong(db: DbOrTrx, objectKeys: readonly string[]): Promise<string[]> {
  if (objectKeys.length === 0) return [];
  const rows = await db.selectFrom('recruitStationActivity').select('posterKey').distinct().where('posterKey', 'in', objectKeys).execute();
  return rows.map((r) => r.posterKey);
}

export function findById(db: DbOrTrx, id: number): Promise<ActivityRow | undefined> {
  return db.selectFrom('recruitStationActivity').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertActivity(db: DbOrTrx, activity: NewActivity): Promise<number> {
  const row = await db.insertInto('recruitStationActivity').values(activity).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateActivity(db: DbOrTrx, id: number, changes: ActivityChanges): Promise<void> {
  await db.updateTable('recruitStationActivity').set(changes).where('id', '=', id).execute();
}

/** Deletes an activity only while still in one of `states`; answers whether it went. */
export async function deleteActivity(db: DbOrTrx, id: number, states: readonly number[]): Promise<boolean> {
  await db.deleteFrom('recruitStationActivityItem').where('activityId', '=', id).execute();
  const result = await db.deleteFrom('recruitStationActivity').where('id', '=', id).where('status', 'in', states).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Due clock moves: 待开始 whose start has come, 进行中 whose end has. */
export function dueActivities(db: DbOrTrx, now: string) {
  return db
    .selectFrom('recruitStationActivity')
    .select(['id', 'activityCode', 'status', 'beginTime', 'endTime'])
    .where((eb) => eb.or([eb.and([eb('status', '=', 0), eb('beginTime', '<=', now)]), eb.and([eb('status', '=', 3), eb('endTime', '<=', now)])]))
    .orderBy('id')
    .limit(1000)
    .execute();
}

// ---------------------------------------------------------------------------
// Participants
// ---------------------------------------------------------------------------

export async function replaceItems(db: DbOrTrx, activityId: number, items: readonly Omit<NewActivityItem, 'activityId'>[]): Promise<void> {
  await db.deleteFrom('recruitStationActivityItem').where('activityId', '=', activityId).execute();
  if (items.length > 0) await db.insertInto('recruitStationActivityItem').values(items.map((i) => ({ ...i, activityId }))).execute();
}

export function itemsOf(db: DbOrTrx, activityId: number) {
  return db.selectFrom('recruitStationActivityItem').selectAll().where('activityId', '=', activityId).orderBy('kind').orderBy('sort').execute();
}

export function companiesByCodes(db: DbOrTrx, cmpyCodes: readonly string[]) {
  if (cmpyCodes.length === 0) return Promise.resolve([]);
  return db.selectFrom('cmpyInfo').select(['cmpyCode', 'cmpyName', 'approveType']).where('cmpyCode', 'in', cmpyCodes).execute();
}

export function jobNames(db: DbOrTrx, jobCodes: readonly string[]) {
  if (jobCodes.length === 0) return Promise.resolve([]);
  return db.selectFrom('recruitJobInfo').select(['jobCode', 'jobName', 'cmpyCode']).where('jobCode', 'in', jobCodes).execute();
}

export function courseNames(db: DbOrTrx, courseCodes: readonly string[]) {
  if (courseCodes.length === 0) return Promise.resolve([]);
  return db.selectFrom('trainCourse').select(['courseCode', 'courseName', 'cmpyCode']).where('courseCode', 'in', courseCodes).execute();
}

// ---------------------------------------------------------------------------
// What a settlement counts
// ---------------------------------------------------------------------------

export interface Window {
  activityId: number;
  beginTime: string;
  endTime: string;
}

const jobIdsOf = (db: DbOrTrx, activityId: number) =>
  db
    .selectFrom('recruitStationActivityItem as i')
    .innerJoin('recruitJobInfo as j', 'j.jobCode', 'i.itemCode')
    .select('j.id')
    .where('i.activityId', '=', activityId)
    .where('i.kind', '=', ITEM_KINDS.job);

const courseCodesOf = (db: DbOrTrx, activityId: number) =>
  db.selectFrom('recruitStationActivityItem as i').select('i.itemCode').where('i.activityId', '=', activityId).where('i.kind', '=', ITEM_KINDS.course);

/** Applications to the activity's jobs sent within its window. */
const recruitAppliesIn = (db: DbOrTrx, w: Window) =>
  db.selectFrom('recruitJobApply').where('jobId', 'in', jobIdsOf(db, w.activityId)).where('applyTime', '>=', w.beginTime).where('applyTime', '<=', w.endTime);

/** Of those, the ones now 已录用: each job's hires in the window are one range of recruit's (job_id, state, apply_time) index (migration 0085). */
const hiresIn = (db: DbOrTrx, w: Window) => recruitAppliesIn(db, w).where('state', '=', APPLY_STATES.hired);

/** Applications to the activity's courses within its window past 意向登记. */
const traineesIn = (db: DbOrTrx, w: Window) =>
  db
    .selectFrom('trainApply')
    .where('courseCode', 'in', courseCodesOf(db, w.activityId))
    .where('applyTime', '>=', w.beginTime)
    .where('applyTime', '<=', w.endTime)
    .where('applyState', '<>', TRAIN_APPLY_STATES.intent);

/** The hires' codes, oldest first: what a 结算单 freezes and the exports mark 计入结算. */
export async function hireCodes(db: DbOrTrx, w: Window): Promise<string[]> {
  const rows = await hiresIn(db, w).select('applyCode').orderBy('applyTime').orderBy('id').execute();
  return rows.map((r) => r.applyCode);
}

/** The trainees' codes, oldest first. */
export async function traineeCodes(db: DbOrTrx, w: Window): Promise<string[]> {
  const rows = await traineesIn(db, w).select('applyCode').orderBy('applyTime').orderBy('id').execute();
  return rows.map((r) => r.applyCode);
}

/** How many hires: 结算余额 needs the figure only (fetching a busy activity's codes cost most of that request). */
export const countHires = (db: DbOrTrx, w: Window): Promise<number> => countRows(hiresIn(db, w));

/** How many trainees. */
export const countTrainees = (db: DbOrTrx, w: Window): Promise<number> => countRows(traineesIn(db, w));

/** The codes of the activity's jobs, each once, in the order the activity lists them. */
export async function jobCodesOf(db: DbOrTrx, activityId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('recruitStationActivityItem')
    .select('itemCode')
    .where('activityId', '=', activityId)
    .where('kind', '=', ITEM_KINDS.job)
    .orderBy('sort')
    .execute();
  return [...new Set(rows.map((r) => r.itemCode))];
}

export const countRecruitApplies = (db: DbOrTrx, w: Window): Promise<number> => countRows(recruitAppliesIn(db, w));

const trainAppliesIn = (db: DbOrTrx, w: Window) =>
  db
    .selectFrom('trainApply as t')
    .innerJoin('trainCourse as c', 'c.courseCode', 't.courseCode')
    .leftJoin('cmpyInfo as ci', 'ci.cmpyCode', 'c.cmpyCode')
    .where('t.courseCode', 'in', courseCodesOf(db, w.activityId))
    .where('t.applyTime', '>=', w.beginTime)
    .where('t.applyTime', '<=', w.endTime);

export async function trainApplyBatch(db: DbOrTrx, w: Window, after: { applyTime: string; id: number } | null, limit: number) {
  let q = trainAppliesIn(db, w).select(['t.id', 't.applyCode', 't.applyTime', 't.applyState', 't.usrName', 't.usrPhe', 'c.courseName', 'ci.cmpyName']);
  if (after) q = q.where((eb) => eb.or([eb('t.applyTime', '>', after.applyTime), eb.and([eb('t.applyTime', '=', after.applyTime), eb('t.id', '>', after.id)])]));
  const rows = await q.orderBy('t.applyTime').orderBy('t.id').limit(limit).execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), cmpyName: r.cmpyName ?? '' }));
}

export const countTrainApplies = (db: DbOrTrx, w: Window) => countRows(trainAppliesIn(db, w));

// ---------------------------------------------------------------------------
// 结算单
// ---------------------------------------------------------------------------

export async function insertSettle(db: DbOrTrx, settle: NewSettle): Promise<void> {
  await db.insertInto('recruitStationSettle').values(settle).execute();
}

/** The latest 结算单 of an activity. */
export function latestSettle(db: DbOrTrx, activityId: number): Promise<SettleRow | undefined> {
  return db.selectFrom('recruitStationSettle').selectAll().where('activityId', '=', activityId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export async function updateSettle(db: DbOrTrx, id: number, changes: Partial<Omit<SettleRow, 'id'>>): Promise<void> {
  await db.updateTable('recruitStationSettle').set(changes).where('id', '=', id).execute();
}

// ---------------------------------------------------------------------------
// The form's pickers
// ---------------------------------------------------------------------------

/** Passed companies with jobs recruiting now on a station's board, with those jobs. */
export function recruitingOnBoard(db: DbOrTrx, stationId: number, now: string) {
  return db
    .selectFrom('recruitStationJob as sj')
    .innerJoin('recruitJobInfo as j', 'j.id', 'sj.jobId')
    .innerJoin('cmpyInfo as c', 'c.cmpyCode', 'j.cmpyCode')
    .select(['c.cmpyCode', 'c.cmpyName', 'j.jobCode', 'j.jobName'])
    .where('sj.stationId', '=', stationId)
    .where('j.approveType', '=', JOB_APPROVE_TYPES.online)
    .where('j.endTime', '>', now)
    .where('c.approveType', '=', 1)
    .orderBy('c.cmpyName')
    .orderBy('j.jobName')
    .execute();
}
