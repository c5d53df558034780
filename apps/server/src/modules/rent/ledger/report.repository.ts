import type { DbOrTrx } from '../../../db/database.js';
import { inScope, type DataScope } from '../../../platform/data-scope.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import type { NewReport, NewReportLine } from './report.table.js';

// ---------------------------------------------------------------------------
// The ledger as it stood (what a report is computed from)
// ---------------------------------------------------------------------------

/** A community's rooms with their unit, in the ledger's order. */
export function roomsOfCommunity(db: DbOrTrx, communityId: number) {
  return db
    .selectFrom('rentHouse as h')
    .innerJoin('rentUnit as u', 'u.id', 'h.unitId')
    .select(['h.id', 'h.houseCode', 'h.roomNo', 'h.rooms', 'h.halls', 'h.baths', 'h.area', 'h.capacity', 'h.rent', 'h.disabled', 'h.createTime', 'u.unitCode', 'u.buildingNo', 'u.unitNo'])
    .where('h.communityId', '=', communityId)
    .orderBy('u.buildingNo')
    .orderBy('u.unitNo')
    .orderBy('h.roomNo')
    .orderBy('h.id')
    .execute();
}

/** Every occupancy a community's rooms ever had (open and ended). */
export function occupanciesOfCommunity(db: DbOrTrx, communityId: number) {
  return db
    .selectFrom('rentOccupancy')
    .select(['id', 'houseId', 'tenantCode', 'name', 'checkInDate', 'leaseEndDate', 'quitDate', 'createTime'])
    .where('communityId', '=', communityId)
    .orderBy('id')
    .execute();
}

/** Live communities in 运营中 (status 1) with no report for `month`. */
export function operatingWithoutReport(db: DbOrTrx, month: string, status: number) {
  return db
    .selectFrom('rentCommunity as c')
    .select(['c.id', 'c.bizCode'])
    .where('c.deleted', '=', 0)
    .where('c.villageStatus', '=', status)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('rentReport as r').select('r.id').whereRef('r.communityId', '=', 'c.id').where('r.reportMonth', '=', month))))
    .orderBy('c.id')
    .execute();
}

// ---------------------------------------------------------------------------
// Reports
// ---------------------------------------------------------------------------

export async function insertReport(db: DbOrTrx, report: NewReport, lines: ReadonlyArray<Omit<NewReportLine, 'reportId'>>): Promise<number> {
  const id = Number((await db.insertInto('rentReport').values(report).returning('id').executeTakeFirstOrThrow()).id);
  for (let i = 0; i < lines.length; i += 200) await db.insertInto('rentReportLine').values(lines.slice(i, i + 200).map((l) => ({ ...l, reportId: id }))).execute();
  return id;
}

export async function reportOfMonth(db: DbOrTrx, communityId: number, month: string) {
  return db.selectFrom('rentReport').select(['id', 'reportCode']).where('communityId', '=', communityId).where('reportMonth', '=', month).executeTakeFirst();
}

export interface ReportFilter {
  scope: DataScope;
  communityId?: number;
  regionCode?: string;
  monthFrom?: string;
  monthTo?: string;
  source?: number;
}

function filtered(db: DbOrTrx, filter: ReportFilter) {
  let query = db
    .selectFrom('rentReport as r')
    .innerJoin('rentCommunity as c', 'c.id', 'r.communityId')
    .where('c.deleted', '=', 0)
    .where(inScope(filter.scope, 'c.districtCode'));
  if (filter.regionCode) query = query.where(inScope({ regionCode: filter.regionCode }, 'c.districtCode'));
  if (filter.communityId !== undefined) query = query.where('r.communityId', '=', filter.communityId);
  if (filter.monthFrom) query = query.where('r.reportMonth', '>=', filter.monthFrom);
  if (filter.monthTo) query = query.where('r.reportMonth', '<=', filter.monthTo);
  if (filter.source !== undefined) query = query.where('r.source', '=', filter.source);
  return query;
}

const REPORT_COLUMNS = [
  'r.id',
  'r.reportCode',
  'r.communityId',
  'r.reportMonth',
  'r.cutoffDate',
  'r.houseNum',
  'r.vacantHouseNum',
  'r.bedNum',
  'r.occupiedBedNum',
  'r.freeBedNum',
  'r.tenantNum',
  'r.moveInNum',
  'r.moveOutNum',
  'r.remark',
  'r.photos',
  'r.source',
  'r.reporterName',
  'r.reportTime',
  'c.bizCode',
  'c.villageName',
  'c.districtCode',
] as const;

export function pageReports(db: DbOrTrx, filter: ReportFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) => filtered(db, filter).select(REPORT_COLUMNS).orderBy('r.reportMonth', 'desc').orderBy('r.id', 'desc').limit(limit).offset(offset).execute(),
    () => countRows(filtered(db, filter)),
  );
}

export type ReportListRow = Awaited<ReturnType<typeof reportsAfter>>[number];

/** Export batches in the list's order, after the cursor (reportMonth, id). */
export function reportsAfter(db: DbOrTrx, filter: ReportFilter, after: { reportMonth: string; id: number } | null, limit: number) {
  let query = filtered(db, filter).select(REPORT_COLUMNS);
  if (after) query = query.where((eb) => eb.or([eb('r.reportMonth', '<', after.reportMonth), eb.and([eb('r.reportMonth', '=', after.reportMonth), eb('r.id', '<', after.id)])]));
  return query.orderBy('r.reportMonth', 'desc').orderBy('r.id', 'desc').limit(limit).execute();
}

export const countReports = (db: DbOrTrx, filter: ReportFilter) => countRows(filtered(db, filter));

/** A report by its code, its community live and inside the scope. */
export function findReport(db: DbOrTrx, reportCode: string, scope: DataScope) {
  return filtered(db, { scope }).select(REPORT_COLUMNS).where('r.reportCode', '=', reportCode).executeTakeFirst();
}

/** The latest two reports of each community the filter matches (the latest and the one before it). */
export function latestTwo(db: DbOrTrx, filter: ReportFilter) {
  return filtered(db, filter)
    .select(REPORT_COLUMNS)
    .where((eb) =>
      eb(
        eb.selectFrom('rentReport as n').select((n) => n.fn.countAll<number>().as('k')).whereRef('n.communityId', '=', 'r.communityId').whereRef('n.reportMonth', '>', 'r.reportMonth'),
        '<',
        2,
      ),
    )
    .orderBy('c.villageName')
    .orderBy('r.communityId')
    .orderBy('r.reportMonth', 'desc')
    .execute();
}

export async function latestMonthOf(db: DbOrTrx, communityId: number): Promise<string | null> {
  const row = await db.selectFrom('rentReport').select((eb) => eb.fn.max('reportMonth').as('month')).where('communityId', '=', communityId).executeTakeFirst();
  return row?.month ?? null;
}

export async function deleteReport(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('rentReportLine').where('reportId', '=', id).execute();
  await db.deleteFrom('rentReport').where('id', '=', id).execute();
}

// ---------------------------------------------------------------------------
// Frozen room lines (房源管理 with a report's code)
// ---------------------------------------------------------------------------

export interface LineFilter {
  reportId: number;
  unitCode?: string;
  roomState?: number;
  hasFreeBed?: number;
}

export function linesOf(db: DbOrTrx, reportId: number) {
  return db.selectFrom('rentReportLine').selectAll().where('reportId', '=', reportId).orderBy('buildingNo').orderBy('unitNo').orderBy('roomNo').orderBy('id').execute();
}
