import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A store registered in the merchant app; approveType 0 认证中, 1 已认证, 2 认证失败. */
export interface ShopStoreTable {
  id: Generated<number>;
  storeCode: string;
  storeName: string;
  creditCode: string;
  legalPerson: string;
  mobile: string;
  category: number;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  address: string;
  gcj02Lng: number;
  gcj02Lat: number;
  /** Comma-separated object keys. */
  photoKeys: string;
  licenseKey: string;
  accountName: string;
  bankName: string;
  accountNo: string;
  approveType: number;
  rejectDesc: string;
  submitTime: string;
  reviewerName: string;
  reviewTime: string;
  createTime: string;
  updateTime: string;
}

/** A store's review history. */
export interface ShopStoreOperationTable {
  id: Generated<number>;
  storeId: number;
  action: string;
  fromState: number | null;
  toState: number;
  reason: string;
  operatorName: string;
  createTime: string;
}

export type StoreRow = Selectable<ShopStoreTable>;
export type NewStore = Insertable<ShopStoreTable>;
export type StoreChanges = Updateable<ShopStoreTable>;
export type NewStoreOperation = Insertable<ShopStoreOperationTable>;
