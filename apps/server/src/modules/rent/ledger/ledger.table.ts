import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A community (小区); area in ㎡ × 100; the totals are derived (written by the ledger's transactions). */
export interface RentCommunityTable {
  id: Generated<number>;
  bizCode: string;
  villageName: string;
  manageUnit: string;
  manageUnitUser: string;
  manageUnitUserPhone: string;
  assetOwner: string;
  villageNature: number;
  villageStatus: number;
  houseTotalArea: number;
  houseTotalNum: number;
  bedTotal: number;
  totalOccupancyNum: number;
  villageAddress: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  gcj02Lng: number;
  gcj02Lat: number;
  deleted: number;
  createTime: string;
  updateTime: string;
}

/** A community's rental profile (租赁信息); money in 分, lists as JSON text. */
export interface RentCommunityProfileTable {
  communityId: number;
  rentalObject: string;
  rentMin: number;
  rentMax: number;
  deposit: number;
  payCycle: number;
  minLeaseMonths: number;
  facilities: string;
  photos: string;
  introduction: string;
  lettingState: number;
  createTime: string;
  updateTime: string;
}

export interface RentUnitTable {
  id: Generated<number>;
  unitCode: string;
  communityId: number;
  buildingNo: string;
  unitNo: string;
  floors: number;
  elevator: number;
  createTime: string;
  updateTime: string;
}

/** A room: capacity in beds, `occupied` = its open occupancies; area ㎡ × 100, rent 分 per bed and month. */
export interface RentHouseTable {
  id: Generated<number>;
  houseCode: string;
  communityId: number;
  unitId: number;
  roomNo: string;
  floor: number;
  rooms: number;
  halls: number;
  baths: number;
  area: number;
  capacity: number;
  occupied: number;
  rent: number;
  disabled: number;
  vacantSince: string | null;
  createTime: string;
  updateTime: string;
}

/** One bed held by one person (a tenant record); quitDate null while 在住. */
export interface RentOccupancyTable {
  id: Generated<number>;
  tenantCode: string;
  houseId: number;
  communityId: number;
  countyCode: string;
  companyId: number;
  name: string;
  idCard: string;
  mobile: string;
  checkInDate: string;
  leaseEndDate: string;
  quitDate: string | null;
  rent: number;
  endReason: string;
  createTime: string;
  updateTime: string;
}

/** 退租申请: QUIT_MACHINE's applyState. */
export interface RentQuitApplyTable {
  id: Generated<number>;
  applyCode: string;
  occupancyId: number;
  countyCode: string;
  applyState: number;
  quitDate: string;
  actualQuitDate: string | null;
  reason: string;
  rejectReason: string;
  operatorId: number | null;
  operatorName: string;
  decideTime: string | null;
  applyTime: string;
  updateTime: string;
}

export type CommunityRow = Selectable<RentCommunityTable>;
export type NewCommunity = Insertable<RentCommunityTable>;
export type CommunityChanges = Updateable<RentCommunityTable>;
export type ProfileRow = Selectable<RentCommunityProfileTable>;
export type UnitRow = Selectable<RentUnitTable>;
export type HouseRow = Selectable<RentHouseTable>;
export type NewHouse = Insertable<RentHouseTable>;
export type OccupancyRow = Selectable<RentOccupancyTable>;
export type NewOccupancy = Insertable<RentOccupancyTable>;
export type QuitRow = Selectable<RentQuitApplyTable>;
export type NewProfile = Insertable<RentCommunityProfileTable>;
export type ProfileChanges = Updateable<RentCommunityProfileTable>;

// Counters kept by triggers (migration 0070); `n` is a bigint, which PostgreSQL answers as text.

/** Occupancies per county and 租住状态 (1 在住, 2 已退租). */
export interface RentTenantCountTable {
  countyCode: string;
  tenantState: number;
  n: number | string;
}

/** Open occupancies per county and lease end day. */
export interface RentLeaseDueCountTable {
  countyCode: string;
  leaseEndDate: string;
  n: number | string;
}

/** Rooms of live communities per county, room state and free beds (0 when 停用). */
export interface RentRoomCountTable {
  countyCode: string;
  roomState: number;
  freeBeds: number;
  n: number | string;
}
