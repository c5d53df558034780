import { maskIdCard, QUIT_MACHINE, QUIT_STATES, type TenantInput } from '@hrbd/contract';
import type { Db, DbOrTrx } from '../../../db/database.js';
import { constraintViolation } from '../../../db/dialect/index.js';
import { WHOLE_SCOPE, type DataScope } from '../../../platform/data-scope.js';
import { badRequest, conflict, found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import { moveStates } from '../../../platform/state-move.js';
import { formatTime, nowText, parseTime } from '../../../platform/time.js';
import { releaseQuotas, rentCompanyByCode, storedBedsInUse, takeQuotas } from '../company/rent-company.service.js';
import { addToTotals, assertOperating, communityById } from './community.service.js';
import * as repo from './house.repository.js';
import { ROOM_NOT_FOUND, roomLabelOf } from './house.service.js';
import * as quits from './quit.repository.js';
import type { NewOccupancy } from './ledger.table.js';

/** Where 退租申请 keeps its state (the quit service moves it; 腾空 and the ledger close it). */
export const QUIT_STATE = { table: 'rentQuitApply', key: 'id', state: 'applyState', machine: QUIT_MACHINE } as const;

const DAY_MS = 86_400_000;
export const CHECK_IN_BACK_DAYS = 30;
export const LEASE_MAX_YEARS = 3;

export const addDays = (day: string, days: number) => formatTime(parseTime(`${day} 00:00:00`) + days * DAY_MS).slice(0, 10);
const addYears = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;

export const TENANT_NOT_FOUND = '租户记录不存在';

export const fullRoomMessage = (free: number) => (free <= 0 ? '该房间已住满（剩余床位 0）' : `该房间床位不足（剩余床位 ${free}）`);

/** Checks one tenant's dates against `today`, naming the person. */
function checkDates(t: TenantInput, today: string): void {
  if (t.checkInDate < addDays(today, -CHECK_IN_BACK_DAYS)) throw badRequest(`${t.name}的入住日期不能早于 ${CHECK_IN_BACK_DAYS} 天前`);
  if (t.leaseEndDate <= t.checkInDate) throw badRequest(`${t.name}的租约到期日应晚于入住日期`);
  if (t.leaseEndDate > addYears(t.checkInDate, LEASE_MAX_YEARS)) throw badRequest(`${t.name}的租期不能超过 ${LEASE_MAX_YEARS} 年`);
}

export interface DistributeInput {
  houseCode: string;
  tenants: TenantInput[];
}

/**
 * 分配房间: every tenant of the request takes a bed of the room, or none does.
 * One transaction: the room's beds by a conditional update (occupied + n <=
 * capacity), the occupancies (one open bed per ID number: a unique index),
 * the community's total. Refusals (409): the community not 运营中, the room
 * 停用, too few free beds, a person already housed, a company over its quota.
 */
export async function distribute(db: Db, scope: DataScope, input: DistributeInput, now = nowText()): Promise<{ houseCode: string; tenantCodes: string[]; occupied: number; free: number }> {
  const today = now.slice(0, 10);
  const room = found(await repo.findRoomByCode(db, input.houseCode, scope), ROOM_NOT_FOUND);
  const label = `${room.villageName}${roomLabelOf(room)}`;
  const community = await communityById(db, room.communityId);
  assertOperating(community);
  if (room.disabled === 1) throw conflict(`${label}已停用，不能分配`);
  const n = input.tenants.length;
  if (room.capacity - room.occupied < n) throw conflict(fullRoomMessage(room.capacity - room.occupied));
  const ids = input.tenants.map((t) => t.idCard);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice) throw badRequest(`身份证号 ${maskIdCard(twice)} 重复填写`);
  for (const t of input.tenants) checkDates(t, today);

  const housed = await repo.openBedsOf(db, ids);
  if (housed.length > 0) {
    const h = housed[0];
    throw conflict(`${h.name}已入住${h.villageName}${roomLabelOf(h)}，不能重复分配`);
  }
  // Beds asked of each company's quota (its scope aside: a company rents wherever its workers live, the community's scope decides).
  const companies = new Map<string, { id: number; asked: number }>();
  for (const t of input.tenants) {
    const known = companies.get(t.cmpyCode);
    if (known) known.asked += 1;
    else companies.set(t.cmpyCode, { id: (await rentCompanyByCode(db, t.cmpyCode, WHOLE_SCOPE)).id, asked: 1 });
  }

  const tenantCodes = input.tenants.map(() => randomCode());
  try {
    await db.transaction().execute(async (trx) => {
      const rows: NewOccupancy[] = input.tenants.map((t, i) => ({
        tenantCode: tenantCodes[i],
        houseId: room.id,
        communityId: room.communityId,
        countyCode: community.districtCode,
        companyId: companies.get(t.cmpyCode)?.id ?? 0,
        name: t.name,
        idCard: t.idCard,
        mobile: t.mobile,
        checkInDate: t.checkInDate,
        leaseEndDate: t.leaseEndDate,
        quitDate: null,
        rent: t.rent ?? room.rent,
        endReason: '',
        createTime: now,
        updateTime: now,
      }));
      // The occupancies (and their county's counters), then quota, then the room's beds, then the community:
      // the order every ledger writer locks rows in (a quit ends its occupancies first too).
      await repo.insertOccupancies(trx, rows);
      await takeQuotas(trx, new Map([...companies.values()].map((c) => [c.id, c.asked])));
      if (!(await repo.takeBeds(trx, room.id, n, now))) throw conflict(fullRoomMessage(await repo.freeBedsOf(trx, room.id)));
      await addToTotals(trx, room.communityId, { occupants: n }, now);
    });
  } catch (error) {
    // Another request housed one of these people between the check and the insert.
    if (constraintViolation(error) === 'unique') throw conflict('租户已有在住床位，不能重复分配');
    throw error;
  }
  const free = await repo.freeBedsOf(db, room.id);
  return { houseCode: room.houseCode, tenantCodes, occupied: room.capacity - free, free };
}

/**
 * Ends open occupancies as of `quitDate` in the caller's transaction: the
 * beds go back to their companies' quotas and their rooms and the
 * communities' totals drop, each by the occupancies this call actually ended
 * (one already ended is not counted twice). In the order a distribution
 * takes them (its occupancies with their county's counters, then companies,
 * rooms, communities, each by id), so a distribution and a quit never wait on
 * each other in a circle.
 */
export async function endOccupanciesIn(trx: DbOrTrx, occupancyIds: readonly number[], quitDate: string, reason: string, now: string): Promise<number> {
  const ended: Array<{ companyId: number; houseId: number; communityId: number }> = [];
  for (const id of occupancyIds) {
    const o = await repo.occupancyById(trx, id);
    if (o.quitDate !== null) continue;
    if ((await repo.endOccupancies(trx, [id], quitDate, reason, now)) === 0) continue;
    ended.push(o);
  }
  const today = now.slice(0, 10);
  await releaseQuotas(trx, tally(ended, (o) => o.companyId));
  for (const [houseId, n] of tally(ended, (o) => o.houseId)) await repo.releaseBeds(trx, houseId, n, quitDate < today ? today : quitDate, now);
  for (const [communityId, n] of tally(ended, (o) => o.communityId)) await addToTotals(trx, communityId, { occupants: -n }, now);
  return ended.length;
}

/** How many of `rows` share each key, keys ascending. */
function tally<T>(rows: readonly T[], key: (row: T) => number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return new Map([...counts].sort(([a], [b]) => a - b));
}

/** Companies whose stored beds in use differ from their open occupancies in the ledger (the recount logs them). */
export async function bedsInUseDifferences(db: DbOrTrx): Promise<Array<{ cmpyName: string; stored: number; counted: number }>> {
  const [stored, counted] = await Promise.all([storedBedsInUse(db), repo.openBedsByCompany(db)]);
  return stored.filter((c) => c.bedsInUse !== (counted.get(c.id) ?? 0)).map((c) => ({ cmpyName: c.cmpyName, stored: c.bedsInUse, counted: counted.get(c.id) ?? 0 }));
}

/** 腾空: every open occupancy of the room ends today, their open quit applications close; an empty room is refused. */
export async function emptyRoom(db: Db, scope: DataScope, houseCode: string, reason: string, now = nowText()): Promise<{ houseCode: string; ended: number }> {
  const room = found(await repo.findRoomByCode(db, houseCode, scope), ROOM_NOT_FOUND);
  const ended = await db.transaction().execute(async (trx) => {
    const open = await repo.openOccupantsOf(trx, [room.id]);
    if (open.length === 0) throw conflict(`${room.villageName}${roomLabelOf(room)}无人入住，不能腾空`);
    const openQuits = await quits.openQuitsOf(trx, open.map((o) => o.id));
    if (openQuits.length > 0) {
      await moveStates(trx, QUIT_STATE, {
        action: 'close',
        rows: openQuits.map((q) => ({ key: q.id, state: q.applyState })),
        batch: true,
        changes: { actualQuitDate: now.slice(0, 10), updateTime: now },
      });
    }
    return endOccupanciesIn(trx, open.map((o) => o.id), now.slice(0, 10), `腾空：${reason}`, now);
  });
  return { houseCode: room.houseCode, ended };
}

/** 删除 a tenant record entered in error: only one holding no bed and with no open quit application. */
export async function deleteTenant(db: Db, scope: DataScope, tenantCode: string): Promise<{ tenantCode: string }> {
  const o = found(await repo.occupancyByCode(db, tenantCode, scope), TENANT_NOT_FOUND);
  if (o.quitDate === null) throw conflict(`${o.name}仍在住，不能删除，请先退租`);
  const open = await quits.openQuitsOf(db, [o.id]);
  if (open.length > 0) throw conflict(`${o.name}有未完结的退租申请，不能删除`);
  await db.transaction().execute((trx) => repo.deleteOccupancy(trx, o.id));
  return { tenantCode };
}

export { QUIT_STATES };
