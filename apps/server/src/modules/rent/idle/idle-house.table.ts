import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** 闲置房屋: a private home offered for rent as a whole (not part of the bed ledger). */
export interface RentIdleHouseTable {
  id: Generated<number>;
  houseCode: string;
  ownerName: string;
  idCard: string;
  mobile: string;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  address: string;
  gcj02Lng: number;
  gcj02Lat: number;
  villageName: string;
  rooms: number;
  halls: number;
  baths: number;
  /** ㎡ × 100. */
  area: number;
  floor: number;
  totalFloors: number;
  decoration: number;
  /** Cents per month. */
  expectedRent: number;
  availableFrom: string;
  /** JSON array of object keys. */
  photos: string;
  status: number;
  createTime: string;
  updateTime: string;
}

export type IdleHouseRow = Selectable<RentIdleHouseTable>;
export type NewIdleHouse = Insertable<RentIdleHouseTable>;
export type IdleHouseChanges = Updateable<RentIdleHouseTable>;
