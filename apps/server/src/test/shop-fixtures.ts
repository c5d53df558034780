import { storeInfoApi } from '@hrbd/contract';
import { expect } from 'vitest';
import { recordTrade } from '../modules/shop/bill-trade/bill-trade.service.js';
import { registerStore, type StoreApplication } from '../modules/shop/store-info/store-info.service.js';
import type { TestServer } from './harness.js';
import { creditCodeFor, XINZHENG, type Place } from './recruit-fixtures.js';

/**
 * Stores, trades and balances for the shop tests, made as the merchant and
 * consumer apps leave them (their services), reviewed through the API.
 */

let serial = 0;
/** A distinct number per call in this worker (fixture serials only count up). */
const next = () => process.pid * 1000 + ++serial;

/** A store application (新郑市 unless `place` says otherwise); a credit code of its own unless given. */
export function storeApplication(overrides: Partial<StoreApplication> = {}, place: Place = XINZHENG): StoreApplication {
  const n = next();
  return {
    storeName: `龙湖镇测试便利店${n}`,
    creditCode: creditCodeFor(n % 1_000_000_000, place.countyCode),
    legalPerson: '张建华',
    mobile: `139${String(n % 100_000_000).padStart(8, '0')}`,
    category: 2,
    ...place,
    photoKeys: [],
    licenseKey: '',
    accountName: '新郑市龙湖镇测试便利店',
    bankName: '中国银行新郑支行',
    accountNo: `62175${String(n).padStart(14, '0')}`,
    ...overrides,
  };
}

/** A store registered by the merchant app (认证中): its code. */
export async function checkingStore(server: TestServer, overrides: Partial<StoreApplication> = {}, place: Place = XINZHENG): Promise<string> {
  return (await registerStore(server.deps.db, storeApplication(overrides, place))).storeCode;
}

/** A store registered and passed through the API (已认证): its code. */
export async function passedStore(server: TestServer, token: string, overrides: Partial<StoreApplication> = {}, place: Place = XINZHENG): Promise<string> {
  const storeCode = await checkingStore(server, overrides, place);
  const res = await server.call(storeInfoApi.checkStoreInfo, { token, body: { storeCodes: [storeCode], approveType: 1 } });
  expect(res.status, res.json.msg).toBe(200);
  return storeCode;
}

/** A settled trade of `cents` at the store, paid in parts (e-card first, then red packet, then other). */
export async function tradeAt(server: TestServer, storeCode: string, parts: { card?: number; redPacket?: number; other?: number }, at?: string) {
  return recordTrade(
    server.deps.db,
    { storeCode, cardAmount: parts.card ?? 0, redPacketAmount: parts.redPacket ?? 0, otherAmount: parts.other ?? 0, payerName: '李明', payerPhone: '13812345678' },
    at,
  );
}
