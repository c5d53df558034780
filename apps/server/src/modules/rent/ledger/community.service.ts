import {
  VILLAGE_STATUS,
  type BodyOf,
  type CommunityForm,
  type CommunityRecord,
  type communityApi,
  type Page,
  type QueryOf,
  type RentProfileForm,
  type RentProfileRecord,
  type rentProfileApi,
} from '@hrbd/contract';
import type { z } from 'zod';
import type { communityDetail } from '@hrbd/contract';
import type { Db, DbOrTrx } from '../../../db/database.js';
import { constraintViolation } from '../../../db/dialect/index.js';
import { keysetBatches, recordBatches } from '../../../platform/export/batches.js';
import { scopeCovers, type DataScope } from '../../../platform/data-scope.js';
import type { AppDeps } from '../../../platform/context.js';
import { badRequest, conflict, found, notFound } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import type { PageRequest } from '../../../platform/paging.js';
import { sanitizeRichText } from '../../../platform/sanitize-html.js';
import { nowText } from '../../../platform/time.js';
import { batchUrls } from '../../common/file/file.service.js';
import { placeNamer, resolvePlace } from '../../common/region/region.service.js';
import * as repo from './community.repository.js';
import * as counters from './ledger-counts.repository.js';
import * as houses from './house.repository.js';
import type { CommunityRow } from './ledger.table.js';

export const COMMUNITY_NOT_FOUND = '小区不存在';

/** ㎡ × 100 as ㎡. */
export const areaOf = (hundredths: number) => hundredths / 100;

type Namer = Awaited<ReturnType<typeof placeNamer>>;

export function toCommunityRecord(row: CommunityRow, namer: Namer): CommunityRecord {
  const names = namer({ provinceCode: row.provinceCode, cityCode: row.cityCode, countyCode: row.districtCode });
  return {
    bizCode: row.bizCode,
    villageName: row.villageName,
    manageUnit: row.manageUnit,
    manageUnitUser: row.manageUnitUser,
    manageUnitUserPhone: row.manageUnitUserPhone,
    assetOwner: row.assetOwner,
    villageNature: row.villageNature,
    villageStatus: row.villageStatus,
    houseTotalArea: areaOf(row.houseTotalArea),
    houseTotalNum: row.houseTotalNum,
    bedTotal: row.bedTotal,
    totalOccupancyNum: row.totalOccupancyNum,
    villageAddress: row.villageAddress,
    address: row.villageAddress,
    provinceCode: row.provinceCode,
    provinceName: names.provinceName,
    cityCode: row.cityCode,
    cityName: names.cityName,
    countyCode: row.districtCode,
    countyName: names.countyName,
    districtCode: row.districtCode,
    districtName: names.countyName,
    gcj02Lng: row.gcj02Lng,
    gcj02Lat: row.gcj02Lat,
    updateTime: row.updateTime,
  };
}

/** A live community in the scope, or 404 (one outside the scope is not disclosed). */
export async function communityByCode(db: DbOrTrx, bizCode: string, scope: DataScope): Promise<CommunityRow> {
  return found(await repo.findByCode(db, bizCode, scope), COMMUNITY_NOT_FOUND);
}

export const communityById = async (db: DbOrTrx, id: number): Promise<CommunityRow> => found(await repo.findById(db, id), COMMUNITY_NOT_FOUND);
export const communitiesByIds = (db: DbOrTrx, ids: readonly number[]) => repo.findByIds(db, ids);

/** The form as stored: the region chain checked and inside the caller's scope, the name free in its county. */
async function storedCommunity(db: Db, scope: DataScope, form: CommunityForm, exceptId?: number) {
  await resolvePlace(db, form);
  if (!scopeCovers(scope, form.countyCode)) throw badRequest('所在区县不在您的数据权限范围内');
  const same = await repo.findByName(db, form.countyCode, form.villageName);
  if (same && same.id !== exceptId) throw conflict(`该区县已有同名小区“${form.villageName}”`);
  return {
    villageName: form.villageName,
    manageUnit: form.manageUnit,
    manageUnitUser: form.manageUnitUser,
    manageUnitUserPhone: form.manageUnitUserPhone,
    assetOwner: form.assetOwner,
    villageNature: form.villageNature,
    villageStatus: form.villageStatus,
    villageAddress: form.address,
    provinceCode: form.provinceCode,
    cityCode: form.cityCode,
    districtCode: form.countyCode,
    gcj02Lng: form.gcj02Lng,
    gcj02Lat: form.gcj02Lat,
  };
}

const nameTaken = (error: unknown, name: string) => {
  if (constraintViolation(error) === 'unique') return conflict(`该区县已有同名小区“${name}”`);
  return error;
};

export async function saveCommunity(db: Db, scope: DataScope, form: CommunityForm, now = nowText()): Promise<{ bizCode: string }> {
  const columns = await storedCommunity(db, scope, form);
  const bizCode = randomCode();
  try {
    await repo.insertCommunity(db, { ...columns, bizCode, houseTotalArea: 0, houseTotalNum: 0, bedTotal: 0, totalOccupancyNum: 0, deleted: 0, createTime: now, updateTime: now });
  } catch (error) {
    throw nameTaken(error, form.villageName);
  }
  return { bizCode };
}

export async function updateCommunity(db: Db, scope: DataScope, form: CommunityForm & { bizCode: string }): Promise<{ bizCode: string }> {
  const row = await communityByCode(db, form.bizCode, scope);
  const columns = await storedCommunity(db, scope, form, row.id);
  const now = nowText();
  try {
    await db.transaction().execute(async (trx) => {
      // Tenants and quits carry the county for the data scope: they move with the community. Before the
      // community (whose rooms' counters move with it): occupancies first, as every ledger writer takes them.
      if (columns.districtCode !== row.districtCode) await houses.moveCounty(trx, row.id, columns.districtCode);
      await repo.updateCommunity(trx, row.id, { ...columns, updateTime: now });
    });
  } catch (error) {
    throw nameTaken(error, form.villageName);
  }
  return { bizCode: row.bizCode };
}

export async function communityDetailOf(db: Db, scope: DataScope, bizCode: string): Promise<z.infer<typeof communityDetail>> {
  const row = await communityByCode(db, bizCode, scope);
  const [namer, units] = await Promise.all([placeNamer(db), houses.unitSummaries(db, row.id)]);
  return { ...toCommunityRecord(row, namer), units };
}

type PageInput = BodyOf<typeof communityApi.queryPageCommunity>;

export async function pageCommunities(db: Db, scope: DataScope, input: PageInput): Promise<Page<CommunityRecord>> {
  const [page, namer] = await Promise.all([repo.pageCommunities(db, { ...input, scope }, input), placeNamer(db)]);
  return { total: page.total, records: page.records.map((row) => toCommunityRecord(row, namer)) };
}

const ALL_LIMIT = 2000;

export async function allCommunities(db: Db, scope: DataScope, villageName?: string) {
  const [rows, namer] = await Promise.all([repo.allCommunities(db, { scope, villageName }, ALL_LIMIT), placeNamer(db)]);
  return rows.map((r) => ({
    bizCode: r.bizCode,
    villageName: r.villageName,
    districtName: namer({ provinceCode: '', cityCode: '', countyCode: r.districtCode }).countyName,
    villageStatus: r.villageStatus,
  }));
}

export async function communitiesForExport(db: Db, filter: repo.CommunityFilter) {
  const namer = await placeNamer(db);
  return {
    count: () => repo.countCommunities(db, filter),
    batches: () =>
      recordBatches(
        keysetBatches(
          db,
          (after: { updateTime: string; id: number } | null, limit) => repo.communitiesAfter(db, filter, after, limit),
          (last) => ({ updateTime: last.updateTime, id: last.id }),
        ),
        (rows) => rows.map((row) => toCommunityRecord(row, namer)),
      ),
  };
}

/** 删除: refused while anyone lives there; otherwise soft, so history keeps the name. */
export async function deleteCommunity(db: Db, scope: DataScope, bizCode: string): Promise<{ bizCode: string }> {
  const row = await communityByCode(db, bizCode, scope);
  await db.transaction().execute(async (trx) => {
    // Read again inside the transaction: a distribution landing meanwhile keeps the community.
    const living = await houses.openOccupancyCount(trx, row.id);
    if (living > 0) throw conflict(`小区“${row.villageName}”尚有 ${living} 人入住，不能删除`);
    await repo.updateCommunity(trx, row.id, { deleted: 1, updateTime: nowText() });
  });
  return { bizCode };
}

/** Whether a community takes distributions (运营中). */
export function assertOperating(row: CommunityRow): void {
  if (row.villageStatus !== VILLAGE_STATUS.operating) {
    throw conflict(`小区“${row.villageName}”当前为“${row.villageStatus === VILLAGE_STATUS.paused ? '暂停入住' : '已停用'}”状态，不能分配房间`);
  }
}

// ---------------------------------------------------------------------------
// Rental profiles (rent-community-info)
// ---------------------------------------------------------------------------

function profileColumns(form: RentProfileForm) {
  return {
    rentalObject: form.rentalObject,
    rentMin: Math.round(form.rentMin * 100),
    rentMax: Math.round(form.rentMax * 100),
    deposit: Math.round(form.deposit * 100),
    payCycle: form.payCycle,
    minLeaseMonths: form.minLeaseMonths,
    facilities: JSON.stringify([...new Set(form.facilities)]),
    photos: JSON.stringify(form.photos),
    introduction: sanitizeRichText(form.introduction),
    lettingState: form.lettingState,
  };
}

export async function saveProfile(db: Db, scope: DataScope, form: RentProfileForm, now = nowText()): Promise<{ bizCode: string }> {
  const community = await communityByCode(db, form.bizCode, scope);
  if (await repo.findProfile(db, community.id)) throw conflict(`小区“${community.villageName}”已有租赁信息，请修改`);
  try {
    await repo.insertProfile(db, { communityId: community.id, ...profileColumns(form), createTime: now, updateTime: now });
  } catch (error) {
    if (constraintViolation(error) === 'unique') throw conflict(`小区“${community.villageName}”已有租赁信息，请修改`);
    throw error;
  }
  return { bizCode: community.bizCode };
}

export async function updateProfile(db: Db, scope: DataScope, form: RentProfileForm): Promise<{ bizCode: string }> {
  const community = await communityByCode(db, form.bizCode, scope);
  if (!(await repo.findProfile(db, community.id))) throw notFound(`小区“${community.villageName}”尚无租赁信息`);
  await repo.updateProfile(db, community.id, { ...profileColumns(form), updateTime: nowText() });
  return { bizCode: community.bizCode };
}

async function toProfileRecords(deps: AppDeps, rows: repo.ProfileListRow[]): Promise<RentProfileRecord[]> {
  const photoKeys = rows.flatMap((r) => JSON.parse(r.photos) as string[]);
  const [namer, free, urls] = await Promise.all([
    placeNamer(deps.db),
    repo.freeBeds(deps.db, rows.map((r) => r.communityId)),
    photoKeys.length > 0 ? batchUrls(deps, photoKeys) : Promise.resolve({ files: [] }),
  ]);
  const urlOf = new Map(urls.files.map((f) => [f.objectKey, f.url]));
  return rows.map((r) => ({
    bizCode: r.bizCode,
    villageName: r.villageName,
    districtName: namer({ provinceCode: '', cityCode: '', countyCode: r.districtCode }).countyName,
    villageStatus: r.villageStatus,
    rentalObject: r.rentalObject,
    rentMin: r.rentMin / 100,
    rentMax: r.rentMax / 100,
    deposit: r.deposit / 100,
    payCycle: r.payCycle,
    minLeaseMonths: r.minLeaseMonths,
    facilities: JSON.parse(r.facilities) as string[],
    photos: (JSON.parse(r.photos) as string[]).map((objectKey) => ({ objectKey, url: urlOf.get(objectKey) ?? '' })),
    introduction: r.introduction,
    lettingState: r.lettingState,
    freeBeds: free.get(r.communityId) ?? 0,
    updateTime: r.updateTime,
  }));
}

export async function pageProfiles(deps: AppDeps, scope: DataScope, input: BodyOf<typeof rentProfileApi.page>, page: PageRequest): Promise<Page<RentProfileRecord>> {
  const result = await repo.pageProfiles(deps.db, { ...input, scope }, page);
  return { total: result.total, records: await toProfileRecords(deps, result.records) };
}

export async function profileDetail(deps: AppDeps, scope: DataScope, bizCode: string): Promise<RentProfileRecord> {
  const community = await communityByCode(deps.db, bizCode, scope);
  const rows = await repo.profilesAfter(deps.db, { scope, villageName: undefined }, community.id - 1, 1);
  const row = found(rows.find((r) => r.communityId === community.id), `小区“${community.villageName}”尚无租赁信息`);
  return (await toProfileRecords(deps, [row]))[0];
}

export async function profilesForExport(deps: AppDeps, filter: repo.ProfileFilter) {
  return {
    count: () => repo.countProfiles(deps.db, filter),
    batches: () =>
      recordBatches(
        keysetBatches(deps.db, (after: number | null, limit) => repo.profilesAfter(deps.db, filter, after, limit), (last) => last.communityId),
        (rows) => toProfileRecords(deps, rows),
      ),
  };
}

export type ProfileExportQuery = QueryOf<typeof rentProfileApi.export>;

// ---------------------------------------------------------------------------
// Totals against the ledger
// ---------------------------------------------------------------------------

export interface TotalsDifference {
  villageName: string;
  stored: { rooms: number; area: number; beds: number; occupants: number };
  counted: { rooms: number; area: number; beds: number; occupants: number };
}

/** Communities whose stored totals differ from a recount of rooms and the ledger (none, when every writer kept them). */
export async function totalsDifferences(db: DbOrTrx): Promise<TotalsDifference[]> {
  const [rows, counted] = await Promise.all([repo.allLiveIds(db), repo.recountedTotals(db)]);
  const differences: TotalsDifference[] = [];
  for (const row of rows) {
    const c = counted.get(row.id) ?? { rooms: 0, area: 0, beds: 0, occupants: 0 };
    const stored = { rooms: row.houseTotalNum, area: row.houseTotalArea, beds: row.bedTotal, occupants: row.totalOccupancyNum };
    if (stored.rooms !== c.rooms || stored.area !== c.area || stored.beds !== c.beds || stored.occupants !== c.occupants) differences.push({ villageName: row.villageName, stored, counted: c });
  }
  return differences;
}

export interface CounterDifference {
  /** `counter|county|…`: which counter row (在住/已退租, 租约到期, 房间状态) and its key. */
  key: string;
  stored: number;
  counted: number;
}

/**
 * Counter rows (migration 0070) that differ from a recount of the occupancies
 * and rooms (none, when the triggers kept them): the nightly check logs them.
 */
export async function counterDifferences(db: DbOrTrx): Promise<CounterDifference[]> {
  const [stored, counted] = await Promise.all([counters.storedCounters(db), counters.recountedCounters(db)]);
  const keys = [...new Set([...stored.keys(), ...counted.keys()])].sort();
  return keys.filter((key) => stored.get(key) !== counted.get(key)).map((key) => ({ key, stored: stored.get(key) ?? 0, counted: counted.get(key) ?? 0 }));
}

export const addToTotals = repo.addToTotals;
