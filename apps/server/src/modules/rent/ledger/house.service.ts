import {
  ROOM_STATES,
  type BodyOf,
  type DataOf,
  type HouseLedgerRecord,
  type houseApi,
  type RoomAddForm,
  type RoomRecord,
  type unitApi,
} from '@hrbd/contract';
import type { Db } from '../../../db/database.js';
import { constraintViolation } from '../../../db/dialect/index.js';
import type { DataScope } from '../../../platform/data-scope.js';
import { conflict, found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import { nowText, parseTime } from '../../../platform/time.js';
import { placeNamer } from '../../common/region/region.service.js';
import { addToTotals, communityByCode } from './community.service.js';
import * as repo from './house.repository.js';
import type { HouseRow, NewHouse } from './ledger.table.js';

export const UNIT_NOT_FOUND = '单元不存在';
export const ROOM_NOT_FOUND = '房间不存在';

export function roomStateOf(room: Pick<HouseRow, 'disabled' | 'occupied' | 'capacity'>): number {
  if (room.disabled === 1) return ROOM_STATES.disabled;
  if (room.occupied === 0) return ROOM_STATES.vacant;
  return room.occupied < room.capacity ? ROOM_STATES.partial : ROOM_STATES.full;
}

export const roomLabelOf = (r: { buildingNo: string; unitNo: string; roomNo: string }) => `${r.buildingNo}号楼${r.unitNo}单元${r.roomNo}室`;

type Occupant = RoomRecord['history'][number];

function toRoomRecord(room: HouseRow, history: Occupant[]): RoomRecord {
  return {
    houseCode: room.houseCode,
    roomNo: room.roomNo,
    floor: room.floor,
    rooms: room.rooms,
    halls: room.halls,
    baths: room.baths,
    area: room.area / 100,
    capacity: room.capacity,
    occupied: room.occupied,
    free: room.disabled === 1 ? 0 : room.capacity - room.occupied,
    rent: room.rent / 100,
    disabled: room.disabled,
    roomState: roomStateOf(room),
    history,
  };
}

// ---------------------------------------------------------------------------
// Units
// ---------------------------------------------------------------------------

type UnitSave = BodyOf<typeof unitApi.save>;
type UnitUpdate = BodyOf<typeof unitApi.update>;

const unitTaken = (buildingNo: string, unitNo: string) => conflict(`该小区已有${buildingNo}号楼${unitNo}单元`);

export async function saveUnit(db: Db, scope: DataScope, input: UnitSave, now = nowText()): Promise<{ unitCode: string }> {
  const community = await communityByCode(db, input.bizCode, scope);
  if (await repo.findUnitByNumber(db, community.id, input.buildingNo, input.unitNo)) throw unitTaken(input.buildingNo, input.unitNo);
  const unitCode = randomCode();
  try {
    await repo.insertUnit(db, { unitCode, communityId: community.id, buildingNo: input.buildingNo, unitNo: input.unitNo, floors: input.floors, elevator: input.elevator, createTime: now, updateTime: now });
  } catch (error) {
    if (constraintViolation(error) === 'unique') throw unitTaken(input.buildingNo, input.unitNo);
    throw error;
  }
  return { unitCode };
}

/**
 * 修改单元: its number and floors, and its rooms' layout, area, capacity and
 * 停用, all in one transaction with the community's totals; a capacity below
 * a room's occupants refuses the whole change, naming the room.
 */
export async function updateUnit(db: Db, scope: DataScope, input: UnitUpdate): Promise<{ unitCode: string }> {
  const unit = found(await repo.findUnitByCode(db, input.unitCode, scope), UNIT_NOT_FOUND);
  const other = await repo.findUnitByNumber(db, unit.communityId, input.buildingNo, input.unitNo);
  if (other && other.id !== unit.id) throw unitTaken(input.buildingNo, input.unitNo);
  const now = nowText();
  await db.transaction().execute(async (trx) => {
    await repo.updateUnit(trx, unit.id, { buildingNo: input.buildingNo, unitNo: input.unitNo, floors: input.floors, elevator: input.elevator, updateTime: now });
    const rooms = new Map((await repo.roomsOfUnit(trx, unit.id)).map((r) => [r.houseCode, r]));
    let area = 0;
    let beds = 0;
    for (const edit of input.rooms) {
      const room = rooms.get(edit.houseCode);
      if (!room) throw conflict(`房间不属于该单元：${edit.houseCode}`);
      const newArea = Math.round(edit.area * 100);
      const changed = await repo.updateRoom(trx, room.id, { rooms: edit.rooms, halls: edit.halls, baths: edit.baths, area: newArea, capacity: edit.capacity, disabled: edit.disabled, updateTime: now });
      if (changed === 0) {
        const label = roomLabelOf({ buildingNo: input.buildingNo, unitNo: input.unitNo, roomNo: room.roomNo });
        throw conflict(`${label}已住 ${room.occupied} 人，床位数不能少于 ${room.occupied}`);
      }
      area += newArea - room.area;
      beds += edit.capacity - room.capacity;
    }
    if (area !== 0 || beds !== 0) await addToTotals(trx, unit.communityId, { area, beds }, now);
  });
  return { unitCode: unit.unitCode };
}

export async function unitDetail(db: Db, scope: DataScope, unitCode: string): Promise<DataOf<typeof unitApi.detail>> {
  const unit = found(await repo.findUnitByCode(db, unitCode, scope), UNIT_NOT_FOUND);
  const rooms = await repo.roomsOfUnit(db, unit.id);
  const history = new Map<number, Occupant[]>();
  for (const { houseId, ...o } of await repo.occupanciesOfRooms(db, rooms.map((r) => r.id))) {
    const lived = history.get(houseId);
    if (lived) lived.push(o);
    else history.set(houseId, [o]);
  }
  return {
    unitCode: unit.unitCode,
    bizCode: unit.bizCode,
    villageName: unit.villageName,
    buildingNo: unit.buildingNo,
    unitNo: unit.unitNo,
    floors: unit.floors,
    elevator: unit.elevator === 1 ? 1 : 0,
    rooms: rooms.map((r) => toRoomRecord(r, history.get(r.id) ?? [])),
  };
}

// ---------------------------------------------------------------------------
// Rooms
// ---------------------------------------------------------------------------

/** The rooms a form asks for: listed, or generated floor by floor (0101, 0102 … 1203). */
export function roomsOfForm(form: RoomAddForm) {
  const listed = form.rooms.map((r) => ({ ...r }));
  if (!form.batch) return listed;
  const { fromFloor, toFloor, perFloor, ...spec } = form.batch;
  const generated = [];
  for (let floor = fromFloor; floor <= toFloor; floor++) {
    for (let n = 1; n <= perFloor; n++) generated.push({ roomNo: `${String(floor).padStart(2, '0')}${String(n).padStart(2, '0')}`, floor, ...spec });
  }
  return [...listed, ...generated];
}

/** 新增房间: all or none; a number already in the unit (or twice in the batch) refuses the batch, listing them. */
export async function addRooms(db: Db, scope: DataScope, form: RoomAddForm, now = nowText()): Promise<{ houseCodes: string[]; count: number }> {
  const unit = found(await repo.findUnitByCode(db, form.unitCode, scope), UNIT_NOT_FOUND);
  const rooms = roomsOfForm(form);
  if (rooms.length > 500) throw conflict(`一次最多新增 500 个房间（本次 ${rooms.length} 个）`);
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const r of rooms) (seen.has(r.roomNo) ? repeated : seen).add(r.roomNo);
  if (repeated.size > 0) throw conflict(`房间号重复：${[...repeated].join('、')}`);
  const high = rooms.find((r) => r.floor > unit.floors);
  if (high) throw conflict(`房间${high.roomNo}的楼层${high.floor}超出该单元楼层数 ${unit.floors}`);
  const houseCodes = rooms.map(() => randomCode());
  const rows: NewHouse[] = rooms.map((r, i) => ({
    houseCode: houseCodes[i],
    communityId: unit.communityId,
    unitId: unit.id,
    roomNo: r.roomNo,
    floor: r.floor,
    rooms: r.rooms,
    halls: r.halls,
    baths: r.baths,
    area: Math.round(r.area * 100),
    capacity: r.capacity,
    occupied: 0,
    rent: r.rent,
    disabled: 0,
    vacantSince: now.slice(0, 10),
    createTime: now,
    updateTime: now,
  }));
  const taken = async () => {
    const existing = await repo.existingRoomNos(db, unit.id, rooms.map((r) => r.roomNo));
    return conflict(`以下房间号在${unit.buildingNo}号楼${unit.unitNo}单元已存在：${existing.slice(0, 20).join('、')}${existing.length > 20 ? ` 等 ${existing.length} 个` : ''}`);
  };
  if ((await repo.existingRoomNos(db, unit.id, rooms.map((r) => r.roomNo))).length > 0) throw await taken();
  try {
    await db.transaction().execute(async (trx) => {
      await repo.insertRooms(trx, rows);
      await addToTotals(trx, unit.communityId, { rooms: rows.length, area: rows.reduce((s, r) => s + r.area, 0), beds: rows.reduce((s, r) => s + r.capacity, 0) }, now);
    });
  } catch (error) {
    if (constraintViolation(error) === 'unique') throw await taken();
    throw error;
  }
  return { houseCodes, count: rows.length };
}

// ---------------------------------------------------------------------------
// The room ledger
// ---------------------------------------------------------------------------

const DAY_MS = 86_400_000;

export function vacantDays(vacantSince: string | null, today: string): number | null {
  if (!vacantSince) return null;
  return Math.max(0, Math.round((parseTime(`${today} 00:00:00`) - parseTime(`${vacantSince.slice(0, 10)} 00:00:00`)) / DAY_MS));
}

export type LedgerInput = Omit<BodyOf<typeof houseApi.list>, 'reportCode'>;

export async function ledgerFilterOf(db: Db, scope: DataScope, input: LedgerInput): Promise<repo.LedgerFilter> {
  const filter: repo.LedgerFilter = { scope, regionCode: input.regionCode, roomState: input.roomState, hasFreeBed: input.hasFreeBed };
  if (input.bizCode) filter.communityId = (await communityByCode(db, input.bizCode, scope)).id;
  if (input.unitCode) filter.unitId = found(await repo.findUnitByCode(db, input.unitCode, scope), UNIT_NOT_FOUND).id;
  return filter;
}

export async function pageLedger(db: Db, scope: DataScope, input: LedgerInput): Promise<DataOf<typeof houseApi.list>> {
  const filter = await ledgerFilterOf(db, scope, input);
  const [page, namer] = await Promise.all([repo.pageLedger(db, filter, input), placeNamer(db)]);
  const occupants = await repo.openOccupantsOf(db, page.records.map((r) => r.id));
  const byRoom = new Map<number, HouseLedgerRecord['occupants']>();
  for (const o of occupants) byRoom.set(o.houseId, [...(byRoom.get(o.houseId) ?? []), { tenantCode: o.tenantCode, name: o.name, checkInDate: o.checkInDate, leaseEndDate: o.leaseEndDate, quitDate: o.quitDate }]);
  const today = nowText().slice(0, 10);
  return {
    total: page.total,
    counts: page.counts,
    records: page.records.map((r) => ({
      houseCode: r.houseCode,
      bizCode: r.bizCode,
      villageName: r.villageName,
      districtName: namer({ provinceCode: '', cityCode: '', countyCode: r.districtCode }).countyName,
      unitCode: r.unitCode,
      buildingNo: r.buildingNo,
      unitNo: r.unitNo,
      roomNo: r.roomNo,
      roomLabel: roomLabelOf(r),
      rooms: r.rooms,
      halls: r.halls,
      baths: r.baths,
      area: r.area / 100,
      capacity: r.capacity,
      occupied: r.occupied,
      free: r.disabled === 1 ? 0 : r.capacity - r.occupied,
      rent: r.rent / 100,
      roomState: roomStateOf(r),
      vacantDays: r.occupied === 0 ? vacantDays(r.vacantSince, today) : null,
      occupants: byRoom.get(r.id) ?? [],
    })),
  };
}
