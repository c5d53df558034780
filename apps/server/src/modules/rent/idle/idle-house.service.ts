import { IDLE_HOUSE_STATUS, perm, type IdleHouseForm, type IdleHouseRecord } from '@hrbd/contract';
import type { Db, DbOrTrx } from '../../../db/database.js';
import { constraintViolation } from '../../../db/dialect/index.js';
import { holdsCode } from '../../../platform/auth/guard.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { scopeCovers, type DataScope } from '../../../platform/data-scope.js';
import { disclosureFor, type Disclosure } from '../../../platform/disclosure.js';
import { badRequest, conflict, found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import type { PageRequest } from '../../../platform/paging.js';
import { nowText } from '../../../platform/time.js';
import { batchUrls } from '../../common/file/file.service.js';
import { placeNamer, resolvePlace } from '../../common/region/region.service.js';
import * as repo from './idle-house.repository.js';
import type { IdleHouseRow } from './idle-house.table.js';

export const IDLE_HOUSE_NOT_FOUND = '闲置房屋不存在';

const duplicate = (villageName: string) => conflict(`该房主在此地址已登记闲置房屋（${villageName}），请勿重复登记`);

/** The form as stored: the region chain checked and inside the scope, the owner not already registered at the address. */
async function storedHouse(db: Db, scope: DataScope, form: IdleHouseForm, exceptId?: number) {
  await resolvePlace(db, form);
  if (!scopeCovers(scope, form.countyCode)) throw badRequest('所在区县不在您的数据权限范围内');
  const same = await repo.findSame(db, form.idCard, form.countyCode, form.address);
  if (same && same.id !== exceptId) throw duplicate(same.villageName);
  return {
    ownerName: form.ownerName,
    idCard: form.idCard,
    mobile: form.mobile,
    provinceCode: form.provinceCode,
    cityCode: form.cityCode,
    countyCode: form.countyCode,
    address: form.address,
    gcj02Lng: form.gcj02Lng,
    gcj02Lat: form.gcj02Lat,
    villageName: form.villageName,
    rooms: form.rooms,
    halls: form.halls,
    baths: form.baths,
    area: Math.round(form.area * 100),
    floor: form.floor,
    totalFloors: form.totalFloors,
    decoration: form.decoration,
    expectedRent: form.expectedRent,
    availableFrom: form.availableFrom,
    photos: JSON.stringify([...new Set(form.photos)]),
    status: form.status,
  };
}

/** The unique index answers a race the look-up above could not see. */
const sameOwnerRace = (error: unknown, form: IdleHouseForm) => (constraintViolation(error) === 'unique' ? duplicate(form.villageName) : error);

/** `now` and `houseCode` are the demo seed's (deterministic); a request takes the clock's and a random one. */
export async function addIdleHouse(db: Db, scope: DataScope, form: IdleHouseForm, now = nowText(), houseCode = randomCode()): Promise<{ houseCode: string }> {
  const columns = await storedHouse(db, scope, form);
  try {
    await repo.insertIdleHouse(db, { ...columns, houseCode, createTime: now, updateTime: now });
  } catch (error) {
    throw sameOwnerRace(error, form);
  }
  return { houseCode };
}

export async function editIdleHouse(db: Db, scope: DataScope, form: IdleHouseForm & { houseCode: string }): Promise<{ houseCode: string }> {
  const row = await idleHouseByCode(db, form.houseCode, scope);
  const columns = await storedHouse(db, scope, form, row.id);
  try {
    await repo.updateIdleHouse(db, row.id, { ...columns, updateTime: nowText() });
  } catch (error) {
    throw sameOwnerRace(error, form);
  }
  return { houseCode: row.houseCode };
}

export async function idleHouseByCode(db: DbOrTrx, houseCode: string, scope: DataScope): Promise<IdleHouseRow> {
  return found(await repo.findByCode(db, houseCode, scope), IDLE_HOUSE_NOT_FOUND);
}

/** 删除: refused once 已出租 (the owner's letting is on record). */
export async function deleteIdleHouse(db: Db, scope: DataScope, houseCode: string): Promise<{ houseCode: string }> {
  const row = await idleHouseByCode(db, houseCode, scope);
  const refusal = conflict(`闲置房屋“${row.villageName}”当前为“已出租”状态，不能删除`);
  if (row.status === IDLE_HOUSE_STATUS.let) throw refusal;
  // Marked 已出租 between the read and the delete: the statement's condition keeps it.
  if ((await repo.deleteUnlessLet(db, row.id, IDLE_HOUSE_STATUS.let)) === 0) throw refusal;
  return { houseCode };
}

const IDLE = perm.oddjobMarket.rent.idleHouse;

/** The owner's ID number and mobile whole only with 闲置房屋's viewSensitive right. */
const idleDisclosure = (deps: AppDeps, actor: Actor): Promise<Disclosure> => disclosureFor(deps, actor, IDLE.viewSensitive);

/** Records with names and photo links; ID numbers and mobiles as `disclosure` shows them. */
async function toRecords(deps: AppDeps, rows: IdleHouseRow[], disclosure: Disclosure): Promise<IdleHouseRecord[]> {
  const photoKeys = rows.flatMap((r) => JSON.parse(r.photos) as string[]);
  const [namer, urls] = await Promise.all([placeNamer(deps.db), photoKeys.length > 0 ? batchUrls(deps, photoKeys) : Promise.resolve({ files: [] })]);
  const urlOf = new Map(urls.files.map((f) => [f.objectKey, f.url]));
  return rows.map((r) => {
    const names = namer({ provinceCode: r.provinceCode, cityCode: r.cityCode, countyCode: r.countyCode });
    return {
      houseCode: r.houseCode,
      ownerName: r.ownerName,
      idCard: disclosure.idCard(r.idCard),
      mobile: disclosure.mobile(r.mobile),
      villageName: r.villageName,
      provinceCode: r.provinceCode,
      provinceName: names.provinceName,
      cityCode: r.cityCode,
      cityName: names.cityName,
      countyCode: r.countyCode,
      countyName: names.countyName,
      districtName: names.countyName,
      address: r.address,
      gcj02Lng: r.gcj02Lng,
      gcj02Lat: r.gcj02Lat,
      rooms: r.rooms,
      halls: r.halls,
      baths: r.baths,
      area: r.area / 100,
      floor: r.floor,
      totalFloors: r.totalFloors,
      decoration: r.decoration,
      expectedRent: r.expectedRent,
      availableFrom: r.availableFrom,
      photos: (JSON.parse(r.photos) as string[]).map((objectKey) => ({ objectKey, url: urlOf.get(objectKey) ?? '' })),
      status: r.status,
      createTime: r.createTime,
      updateTime: r.updateTime,
    };
  });
}

export async function pageIdleHouses(deps: AppDeps, actor: Actor, filter: repo.IdleHouseFilter, page: PageRequest) {
  const result = await repo.pageIdleHouses(deps.db, filter, page);
  const count = [IDLE_HOUSE_STATUS.toLet, IDLE_HOUSE_STATUS.let, IDLE_HOUSE_STATUS.offShelf].map((status) => ({
    status,
    count: result.counts.find((c) => c.status === status)?.count ?? 0,
  }));
  return { page: { total: result.total, records: await toRecords(deps, result.records, await idleDisclosure(deps, actor)) }, count };
}

/** The detail; whole for viewSensitive, and for 编辑 too, since the edit form sends the owner's numbers back as they are. */
export async function idleHouseInfo(deps: AppDeps, actor: Actor, houseCode: string): Promise<IdleHouseRecord> {
  const row = await idleHouseByCode(deps.db, houseCode, actor.scope);
  const right = (await holdsCode(deps, actor, IDLE.edit)) ? IDLE.edit : IDLE.viewSensitive;
  return (await toRecords(deps, [row], await disclosureFor(deps, actor, right)))[0];
}

/** Idle houses waiting for a tenant (待出租) in the scope: 租赁概览's figure. */
export async function idleHousesToLet(db: DbOrTrx, scope: DataScope, regionCode?: string): Promise<number> {
  return (await repo.countByStatus(db, scope, regionCode)).get(IDLE_HOUSE_STATUS.toLet) ?? 0;
}
