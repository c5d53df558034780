import type { Generated, Insertable } from 'kysely';

export interface CmpyHistoryAddressTable {
  id: Generated<number>;
  cmpyCode: string;
  /** ADDRESS_TYPES of the contract: 1 company address, 2 work address. */
  type: number;
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  countyCode: string;
  countyName: string;
  address: string;
  gcj02Lon: number;
  gcj02Lat: number;
  createTime: string;
  updateTime: string;
}

export type NewHistoryAddress = Insertable<CmpyHistoryAddressTable>;
