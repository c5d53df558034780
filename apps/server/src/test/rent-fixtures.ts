import { communityApi, rentCompanyApi, roomApi, unitApi, type CommunityFormInput, type IdleHouseFormInput } from '@hrbd/contract';
import { expect } from 'vitest';
import { SURNAMES } from '../platform/demo-random.js';
import { formatTime } from '../platform/time.js';
import { idCardFor } from './apply-fixtures.js';
import type { TestServer } from './harness.js';
import { passedCompany, XINZHENG, type Place } from './recruit-fixtures.js';

type CommunityBody = CommunityFormInput;

let serial = 0;
/** A fresh number per call in this worker: names and ID numbers never repeat across tests. */
export const nextSerial = () => ++serial;

/** A day `days` from today (Asia/Shanghai), as YYYY-MM-DD. */
export const dayFromToday = (days: number) => formatTime(Date.now() + days * 86_400_000).slice(0, 10);

export function communityForm(overrides: Partial<CommunityBody> = {}, place: Place = XINZHENG): CommunityBody {
  const n = nextSerial();
  return {
    villageName: `龙湖人才公寓${n}期`,
    manageUnit: '新郑市住房保障中心',
    manageUnitUser: '李建华',
    manageUnitUserPhone: '0371-62691234',
    assetOwner: '新郑市城市投资集团有限公司',
    villageNature: 2,
    villageStatus: 1,
    ...place,
    ...overrides,
  };
}

/** A new tenant's form: a real-format ID number unique in this worker. */
export function tenantForm(cmpyCode: string, overrides: Record<string, unknown> = {}) {
  const n = nextSerial();
  return {
    name: `${SURNAMES[n % SURNAMES.length]}租户${n}`,
    idCard: idCardFor('410184', '1995-03-12', n % 1000),
    mobile: `139${String(10_000_000 + n).slice(-8)}`,
    cmpyCode,
    checkInDate: dayFromToday(0),
    leaseEndDate: dayFromToday(365),
    ...overrides,
  };
}

export interface RentSetup {
  bizCode: string;
  unitCode: string;
  houseCodes: string[];
  cmpyCode: string;
}

/**
 * A community (新郑市 unless `place` says otherwise) with one unit of
 * `floors` × `perFloor` rooms of `capacity` beds each, and a rent company
 * (quota `quota`), all made through the API as an operator would.
 */
export async function rentSetup(
  server: TestServer,
  token: string,
  options: { place?: Place; floors?: number; perFloor?: number; capacity?: number; quota?: number; companyNo?: number } = {},
): Promise<RentSetup> {
  const place = options.place ?? XINZHENG;
  const saved = await server.call(communityApi.save, { token, body: communityForm({}, place) });
  expect(saved.status, saved.json.msg).toBe(200);
  const bizCode = saved.json.data.bizCode;
  const unit = await server.call(unitApi.save, { token, body: { bizCode, buildingNo: '1', unitNo: '1', floors: 6, elevator: 1 } });
  expect(unit.status, unit.json.msg).toBe(200);
  const unitCode = unit.json.data.unitCode;
  const rooms = await server.call(roomApi.add, {
    token,
    body: { unitCode, batch: { fromFloor: 1, toFloor: options.floors ?? 1, perFloor: options.perFloor ?? 2, rooms: 2, halls: 1, baths: 1, area: 45.5, capacity: options.capacity ?? 2, rent: '350' } },
  });
  expect(rooms.status, rooms.json.msg).toBe(200);
  const company = await passedCompany(server, token, options.companyNo ?? 7000 + nextSerial(), place === XINZHENG ? {} : { ...place });
  const enrolled = await server.call(rentCompanyApi.addCmpy, {
    token,
    query: { cmpyCode: company.cmpyCode, contactPerson: '王经理', contactPhone: '13838112233', bedQuota: options.quota ?? 100, agreementStart: dayFromToday(-10), agreementEnd: dayFromToday(700) },
  });
  expect(enrolled.status, enrolled.json.msg).toBe(200);
  return { bizCode, unitCode, houseCodes: rooms.json.data.houseCodes, cmpyCode: company.cmpyCode };
}

/** A 闲置房屋 form: a new owner (unique ID number in this worker) at a new address in 新郑市 unless `place` says otherwise. */
export function idleHouseForm(overrides: Partial<IdleHouseFormInput> = {}, place: Place = XINZHENG): IdleHouseFormInput {
  const n = nextSerial();
  return {
    ownerName: `${SURNAMES[n % SURNAMES.length]}房东${n}`,
    idCard: idCardFor('410184', '1978-06-21', n % 1000),
    mobile: `137${String(10_000_000 + n).slice(-8)}`,
    ...place,
    address: `${place.address}${n}号楼2单元`,
    villageName: `郑新花园${n}号院`,
    rooms: 2,
    halls: 1,
    baths: 1,
    area: 86.5,
    floor: 5,
    totalFloors: 18,
    decoration: 3,
    expectedRent: '1500.00',
    availableFrom: dayFromToday(7),
    photos: [],
    status: 0,
    ...overrides,
  };
}
