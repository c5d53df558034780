import {
  RENT_REPORT_DELETE_DAYS,
  RENT_REPORT_SOURCE,
  VILLAGE_STATUS,
  type BodyOf,
  type DataOf,
  type flatsReportApi,
  type HouseLedgerRecord,
  type houseApi,
  type LatestRentReportRecord,
  type Page,
  type QueryOf,
  type RentReportAddForm,
  type RentReportFigures,
  type RentReportRecord,
} from '@hrbd/contract';
import type { Db, DbOrTrx } from '../../../db/database.js';
import { constraintViolation } from '../../../db/dialect/index.js';
import { keysetBatches, recordBatches } from '../../../platform/export/batches.js';
import type { AppDeps } from '../../../platform/context.js';
import { scopeCovers, type DataScope } from '../../../platform/data-scope.js';
import { AppError, badRequest, conflict, found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import type { PageRequest } from '../../../platform/paging.js';
import { pageWindow } from '../../../platform/paging.js';
import { nowText, parseTime } from '../../../platform/time.js';
import { inTransaction } from '../../../platform/transaction.js';
import { batchUrls } from '../../common/file/file.service.js';
import { placeNamer } from '../../common/region/region.service.js';
import { communityByCode, communityById } from './community.service.js';
import { roomLabelOf, roomStateOf } from './house.service.js';
import type { CommunityRow } from './ledger.table.js';
import * as repo from './report.repository.js';

export const REPORT_NOT_FOUND = '房源上报不存在';
const DAY_MS = 86_400_000;

/** Who files: an operator (人工上报) or the scheduler (系统生成). */
export interface Reporter {
  source: number;
  reporterId: number | null;
  reporterName: string;
}

const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** The month before `month` (YYYY-MM). */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

const daysBetween = (from: string, to: string) => Math.max(0, Math.round((parseTime(`${to} 00:00:00`) - parseTime(`${from} 00:00:00`)) / DAY_MS));

/** Occupied beds per 100 beds, two decimals (as 租赁概览 computes it). */
const rateOf = (occupied: number, beds: number) => (beds === 0 ? 0 : Math.round((occupied * 10_000) / beds) / 100);

/**
 * A community's month as the ledger says it stood at `cutoff` (the month's
 * last day, or today for the month under way). An occupancy holds its bed from
 * the day it was recorded or its check-in, whichever is earlier (a future
 * check-in reserves the bed at once), until its quit date; so for today the
 * figures are exactly the live ledger's. Rooms count from the day they were
 * added, with today's capacity and 停用.
 */
export async function ledgerAt(db: DbOrTrx, communityId: number, month: string, cutoff: string) {
  const [rooms, occupancies] = await Promise.all([repo.roomsOfCommunity(db, communityId), repo.occupanciesOfCommunity(db, communityId)]);
  const monthStart = `${month}-01`;
  const fromOf = (o: (typeof occupancies)[number]) => (o.createTime.slice(0, 10) < o.checkInDate ? o.createTime.slice(0, 10) : o.checkInDate);
  const holding = new Map<number, typeof occupancies>();
  const lastQuit = new Map<number, string>();
  let moveIns = 0;
  let moveOuts = 0;
  for (const o of occupancies) {
    const from = fromOf(o);
    if (from > cutoff) continue;
    if (from >= monthStart) moveIns += 1;
    if (o.quitDate !== null && o.quitDate <= cutoff) {
      if (o.quitDate >= monthStart) moveOuts += 1;
      if ((lastQuit.get(o.houseId) ?? '') < o.quitDate) lastQuit.set(o.houseId, o.quitDate);
      continue;
    }
    holding.set(o.houseId, [...(holding.get(o.houseId) ?? []), o]);
  }
  const figures: RentReportFigures = { houseNum: 0, vacantHouseNum: 0, bedNum: 0, occupiedBedNum: 0, freeBedNum: 0, tenantNum: 0, occupancyRate: 0, moveInNum: moveIns, moveOutNum: moveOuts };
  const lines = [];
  for (const room of rooms) {
    const added = room.createTime.slice(0, 10);
    if (added > cutoff) continue;
    const occupants = holding.get(room.id) ?? [];
    const occupied = occupants.length;
    figures.houseNum += 1;
    figures.bedNum += room.capacity;
    figures.occupiedBedNum += occupied;
    if (room.disabled === 0) {
      figures.freeBedNum += Math.max(0, room.capacity - occupied);
      if (occupied === 0) figures.vacantHouseNum += 1;
    }
    lines.push({
      houseCode: room.houseCode,
      unitCode: room.unitCode,
      buildingNo: room.buildingNo,
      unitNo: room.unitNo,
      roomNo: room.roomNo,
      rooms: room.rooms,
      halls: room.halls,
      baths: room.baths,
      area: room.area,
      capacity: room.capacity,
      occupied,
      rent: room.rent,
      disabled: room.disabled,
      vacantDays: occupied === 0 ? daysBetween(lastQuit.get(room.id) ?? added, cutoff) : null,
      occupants: JSON.stringify(occupants.map((o) => ({ tenantCode: o.tenantCode, name: o.name, checkInDate: o.checkInDate, leaseEndDate: o.leaseEndDate, quitDate: null }))),
    });
  }
  // One bed per person (the ledger's unique index): the people in residence are the beds held.
  figures.tenantNum = figures.occupiedBedNum;
  figures.occupancyRate = rateOf(figures.occupiedBedNum, figures.bedNum);
  return { figures, lines };
}

const monthTaken = (community: CommunityRow, month: string) => conflict(`小区“${community.villageName}”已有${month}的房源上报，每月只能上报一次`);

/**
 * Files one community's month: the figures and room lines computed from the
 * ledger in the filing's transaction. One per community and month: checked,
 * and held by the unique index against a race (409).
 */
export async function fileReport(
  db: DbOrTrx,
  community: CommunityRow,
  form: { reportMonth: string; remark: string; photos: readonly string[] },
  by: Reporter,
  now: string,
  reportCode: string = randomCode(),
): Promise<{ reportCode: string }> {
  const today = now.slice(0, 10);
  const month = form.reportMonth;
  if (month > today.slice(0, 7)) throw badRequest('上报月份不能晚于本月');
  if (month < community.createTime.slice(0, 7)) throw badRequest(`上报月份不能早于小区建档月份（${community.createTime.slice(0, 7)}）`);
  const cutoff = lastDayOf(month) < today ? lastDayOf(month) : today;
  try {
    await inTransaction(db, async (trx) => {
      if (await repo.reportOfMonth(trx, community.id, month)) throw monthTaken(community, month);
      const { figures, lines } = await ledgerAt(trx, community.id, month, cutoff);
      const { occupancyRate: _rate, ...stored } = figures;
      await repo.insertReport(
        trx,
        { reportCode, communityId: community.id, reportMonth: month, cutoffDate: cutoff, ...stored, remark: form.remark, photos: JSON.stringify(form.photos), ...by, reportTime: now },
        lines,
      );
    });
  } catch (error) {
    if (constraintViolation(error) === 'unique') throw monthTaken(community, month);
    throw error;
  }
  return { reportCode };
}

/** 新增上报 by an operator: the community looked up in the caller's scope. */
export async function addReport(db: Db, actor: { userId: number; realName: string; scope: DataScope }, form: RentReportAddForm, now = nowText()): Promise<{ reportCode: string }> {
  const community = await communityByCode(db, form.bizCode, actor.scope);
  return fileReport(db, community, form, { source: RENT_REPORT_SOURCE.manual, reporterId: actor.userId, reporterName: actor.realName }, now);
}

/**
 * The scheduled filing (the 1st, 01:00): last month's report, 系统生成, for
 * every 运营中 community that has none. Safe to repeat and to run late: a
 * community filed meanwhile (by hand or a racing run) is left alone.
 */
export async function fileMonthlyReports(db: Db, now: string): Promise<number> {
  const month = previousMonth(now.slice(0, 7));
  let filed = 0;
  for (const { id } of await repo.operatingWithoutReport(db, month, VILLAGE_STATUS.operating)) {
    const community = await communityById(db, id);
    // A community registered after that month has nothing to report for it.
    if (month < community.createTime.slice(0, 7)) continue;
    try {
      await fileReport(db, community, { reportMonth: month, remark: '', photos: [] }, { source: RENT_REPORT_SOURCE.system, reporterId: null, reporterName: '系统' }, now);
      filed += 1;
    } catch (error) {
      // Filed by someone else between the look-up and the insert: nothing is due.
      if (error instanceof AppError && error.status === 409) continue;
      throw error;
    }
  }
  return filed;
}

// ---------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------

type Namer = Awaited<ReturnType<typeof placeNamer>>;

async function toRecords(deps: AppDeps, rows: readonly repo.ReportListRow[]): Promise<RentReportRecord[]> {
  const keys = rows.flatMap((r) => JSON.parse(r.photos) as string[]);
  const [namer, urls] = await Promise.all([placeNamer(deps.db), keys.length > 0 ? batchUrls(deps, keys) : Promise.resolve({ files: [] })]);
  const urlOf = new Map(urls.files.map((f) => [f.objectKey, f.url]));
  return rows.map((r) => toRecord(r, namer, urlOf));
}

function toRecord(r: repo.ReportListRow, namer: Namer, urlOf: ReadonlyMap<string, string>): RentReportRecord {
  return {
    reportCode: r.reportCode,
    bizCode: r.bizCode,
    villageName: r.villageName,
    districtName: namer({ provinceCode: '', cityCode: '', countyCode: r.districtCode }).countyName,
    reportMonth: r.reportMonth,
    cutoffDate: r.cutoffDate,
    source: r.source,
    houseNum: r.houseNum,
    vacantHouseNum: r.vacantHouseNum,
    bedNum: r.bedNum,
    occupiedBedNum: r.occupiedBedNum,
    freeBedNum: r.freeBedNum,
    tenantNum: r.tenantNum,
    occupancyRate: rateOf(r.occupiedBedNum, r.bedNum),
    moveInNum: r.moveInNum,
    moveOutNum: r.moveOutNum,
    remark: r.remark,
    photos: (JSON.parse(r.photos) as string[]).map((objectKey) => ({ objectKey, url: urlOf.get(objectKey) ?? '' })),
    reporterName: r.reporterName,
    reportTime: r.reportTime,
  };
}

export type ReportListInput = BodyOf<typeof flatsReportApi.export>;

export async function reportFilterOf(db: Db, scope: DataScope, input: ReportListInput): Promise<repo.ReportFilter> {
  const filter: repo.ReportFilter = { scope, regionCode: input.regionCode, monthFrom: input.monthFrom, monthTo: input.monthTo, source: input.source };
  if (input.bizCode) filter.communityId = (await communityByCode(db, input.bizCode, scope)).id;
  return filter;
}

export async function pageReports(deps: AppDeps, scope: DataScope, input: ReportListInput, page: PageRequest): Promise<Page<RentReportRecord>> {
  const result = await repo.pageReports(deps.db, await reportFilterOf(deps.db, scope, input), page);
  return { total: result.total, records: await toRecords(deps, result.records) };
}

export async function reportDetail(deps: AppDeps, scope: DataScope, reportCode: string): Promise<RentReportRecord> {
  const row = found(await repo.findReport(deps.db, reportCode, scope), REPORT_NOT_FOUND);
  return (await toRecords(deps, [row]))[0];
}

export async function reportsForExport(deps: AppDeps, scope: DataScope, input: ReportListInput) {
  const filter = await reportFilterOf(deps.db, scope, input);
  return {
    count: () => repo.countReports(deps.db, filter),
    batches: () =>
      recordBatches(
        keysetBatches(
          deps.db,
          (after: { reportMonth: string; id: number } | null, limit) => repo.reportsAfter(deps.db, filter, after, limit),
          (last) => ({ reportMonth: last.reportMonth, id: last.id }),
        ),
        (rows) => toRecords(deps, rows),
      ),
  };
}

const FIGURE_KEYS = ['houseNum', 'vacantHouseNum', 'bedNum', 'occupiedBedNum', 'freeBedNum', 'tenantNum', 'moveInNum', 'moveOutNum'] as const;

/** latestV2: each community's latest report (or one community's), with each figure's change since the one before it. */
export async function latestReports(deps: AppDeps, scope: DataScope, query: QueryOf<typeof flatsReportApi.latestV2>): Promise<LatestRentReportRecord[]> {
  const filter: repo.ReportFilter = { scope, regionCode: query.regionCode };
  if (query.bizCode) filter.communityId = (await communityByCode(deps.db, query.bizCode, scope)).id;
  const rows = await repo.latestTwo(deps.db, filter);
  const records = await toRecords(deps, rows);
  const latest: LatestRentReportRecord[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && rows[i - 1].communityId === rows[i].communityId) continue;
    const current = records[i];
    const before = rows[i + 1]?.communityId === rows[i].communityId ? records[i + 1] : null;
    let change: RentReportFigures | null = null;
    if (before) {
      const diff = Object.fromEntries(FIGURE_KEYS.map((k) => [k, current[k] - before[k]])) as Record<(typeof FIGURE_KEYS)[number], number>;
      change = { ...diff, occupancyRate: Math.round((current.occupancyRate - before.occupancyRate) * 100) / 100 };
    }
    latest.push({ ...current, previousMonth: before?.reportMonth ?? null, change });
  }
  return latest;
}

/** 删除: only a community's latest report, within RENT_REPORT_DELETE_DAYS of filing (409 otherwise). */
export async function deleteReport(db: Db, scope: DataScope, reportCode: string, now = nowText()): Promise<{ reportCode: string }> {
  const row = found(await repo.findReport(db, reportCode, scope), REPORT_NOT_FOUND);
  await db.transaction().execute(async (trx) => {
    // Read inside the transaction: a later month filed meanwhile makes this one no longer the latest.
    const latest = await repo.latestMonthOf(trx, row.communityId);
    if (latest !== row.reportMonth) throw conflict(`只能删除小区“${row.villageName}”最新的一份上报（${latest ?? ''}），${row.reportMonth}的上报不能删除`);
    if (parseTime(now) - parseTime(row.reportTime) > RENT_REPORT_DELETE_DAYS * DAY_MS) throw conflict(`上报已超过 ${RENT_REPORT_DELETE_DAYS} 天，不能删除`);
    await repo.deleteReport(trx, row.id);
  });
  return { reportCode };
}

// ---------------------------------------------------------------------------
// 房源管理 with a report's code: its frozen room lines
// ---------------------------------------------------------------------------

type LedgerListInput = BodyOf<typeof houseApi.list>;

/** The report's room lines under the ledger's filters and paging, with its state tab counts. */
export async function reportLines(db: Db, scope: DataScope, input: LedgerListInput & { reportCode: string }): Promise<DataOf<typeof houseApi.list>> {
  const report = found(await repo.findReport(db, input.reportCode, scope), REPORT_NOT_FOUND);
  const namer = await placeNamer(db);
  const districtName = namer({ provinceCode: '', cityCode: '', countyCode: report.districtCode }).countyName;
  const outside = (input.bizCode !== undefined && input.bizCode !== report.bizCode) || (input.regionCode !== undefined && !scopeCovers({ regionCode: input.regionCode }, report.districtCode));
  const lines = outside ? [] : (await repo.linesOf(db, report.id)).filter((l) => input.unitCode === undefined || l.unitCode === input.unitCode);
  const records: HouseLedgerRecord[] = lines.map((l) => ({
    houseCode: l.houseCode,
    bizCode: report.bizCode,
    villageName: report.villageName,
    districtName,
    unitCode: l.unitCode,
    buildingNo: l.buildingNo,
    unitNo: l.unitNo,
    roomNo: l.roomNo,
    roomLabel: roomLabelOf(l),
    rooms: l.rooms,
    halls: l.halls,
    baths: l.baths,
    area: l.area / 100,
    capacity: l.capacity,
    occupied: l.occupied,
    free: l.disabled === 1 ? 0 : Math.max(0, l.capacity - l.occupied),
    rent: l.rent / 100,
    roomState: roomStateOf(l),
    vacantDays: l.vacantDays,
    occupants: JSON.parse(l.occupants) as HouseLedgerRecord['occupants'],
  }));
  const counts = new Map<number, number>();
  for (const r of records) counts.set(r.roomState, (counts.get(r.roomState) ?? 0) + 1);
  const matching = records.filter((r) => (input.roomState === undefined || r.roomState === input.roomState) && (input.hasFreeBed === undefined || (r.free > 0 ? 1 : 0) === input.hasFreeBed));
  const { limit, offset } = pageWindow(input);
  return {
    total: matching.length,
    counts: [...counts.entries()].sort(([a], [b]) => a - b).map(([roomState, count]) => ({ roomState, count })),
    records: matching.slice(offset, offset + limit),
  };
}
