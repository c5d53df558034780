import { idCardCheckChar, IDLE_HOUSE_STATUS, idleHouseFields } from '@hrbd/contract';
import type { Db } from '../../../db/database.js';
import { WHOLE_SCOPE } from '../../../platform/data-scope.js';
import { code32, DAY_MS, demoRandom, HOUR_MS, mobile, startOfDay, SURNAMES, weighted, type DemoRandom } from '../../../platform/demo-random.js';
import { formatTime, parseTime } from '../../../platform/time.js';
import { addIdleHouse } from './idle-house.service.js';

const SEED = 20_261_127;
export const IDLE_DEMO_HOUSES = 300;

/** 郑州's counties by how many idle homes their owners register, 新郑市 the most. */
const COUNTIES: ReadonlyArray<readonly [string, number]> = [
  ['410184', 30], ['410122', 10], ['410181', 8], ['410182', 6], ['410183', 6], ['410185', 6], ['410105', 8], ['410102', 6], ['410103', 6], ['410104', 5], ['410108', 5],
];
const ESTATES = ['锦艺城', '正商城', '建业桂园', '康桥华城', '碧桂园', '永威城', '鑫苑名家', '绿地城', '保利心语', '融创城', '龙湖春江', '亚星盛世', '华南城', '美景鸿城', '升龙城', '东方家园'];
const ROADS = ['中华路', '文化路', '人民路', '建设路', '黄河路', '轩辕路', '新华路', '金水路', '迎宾大道', '商都路', '长江路', '嵩山路'];
const GIVEN = ['建国', '秀英', '桂兰', '志刚', '海燕', '国强', '红梅', '金凤', '保国', '丽华', '长江', '玉兰', '新民', '春生', '淑珍', '德胜'];
/** 待出租 the most: a register of homes waiting for tenants; some let, some taken off. */
const STATUSES: ReadonlyArray<readonly [number, number]> = [[IDLE_HOUSE_STATUS.toLet, 6], [IDLE_HOUSE_STATUS.let, 3], [IDLE_HOUSE_STATUS.offShelf, 1]];

/** A moment in working hours (08:30–17:30) on the working day at or before `ms`'s day. */
function workingHourBefore(random: DemoRandom, ms: number): number {
  let day = startOfDay(ms);
  const weekday = (d: number) => new Date(d + 8 * HOUR_MS).getUTCDay();
  while (weekday(day) === 0 || weekday(day) === 6) day -= DAY_MS;
  return day + Math.round(((8.5 + random.next() * 9) * HOUR_MS) / 1000) * 1000;
}

const dayOf = (ms: number) => formatTime(ms).slice(0, 10);

/**
 * 闲置房屋's demo, deterministic: 300 homes in 郑州's counties (新郑市 the
 * most) on real streets of the region table, every 出租状态, registered in
 * working hours in the past year, each through the service (the form's rules,
 * the address chain, one owner per address).
 */
export async function seedIdleHouseDemo(db: Db, now: string): Promise<void> {
  const random = demoRandom(SEED);
  const today = startOfDay(parseTime(now));
  const countyRows = await db.selectFrom('comRegion').select(['code', 'name', 'gcj02Lng', 'gcj02Lat']).where('level', '=', 3).where('parentCode', '=', '410100').orderBy('code').execute();
  const streets = await db.selectFrom('comRegion').select(['name', 'parentCode']).where('level', '=', 4).where('parentCode', 'in', countyRows.map((c) => c.code)).orderBy('code').execute();
  const countyOf = new Map(countyRows.map((c) => [c.code, c]));
  const counties = COUNTIES.filter(([code]) => countyOf.get(code)?.gcj02Lng != null);
  if (counties.length === 0) return;

  const idCards = new Set<string>();
  const owner = (county: string) => {
    for (;;) {
      const birth = `${random.int(1955, 1995)}${String(random.int(1, 12)).padStart(2, '0')}${String(random.int(1, 28)).padStart(2, '0')}`;
      const first17 = `${county}${birth}${String(random.int(0, 999)).padStart(3, '0')}`;
      const idCard = first17 + (idCardCheckChar(first17) ?? '0');
      if (!idCards.has(idCard)) {
        idCards.add(idCard);
        return { ownerName: `${random.pick(SURNAMES)}${random.pick(GIVEN)}`, idCard, mobile: mobile(random) };
      }
    }
  };

  // Every status at least once, then by weight; registered oldest first.
  const statuses = [IDLE_HOUSE_STATUS.toLet, IDLE_HOUSE_STATUS.let, IDLE_HOUSE_STATUS.offShelf, ...Array.from({ length: IDLE_DEMO_HOUSES - 3 }, () => weighted(random, STATUSES))];
  const ages = Array.from({ length: IDLE_DEMO_HOUSES }, () => random.int(3, 365)).sort((a, b) => b - a);
  for (let i = 0; i < IDLE_DEMO_HOUSES; i++) {
    const countyCode = weighted(random, counties);
    const county = countyOf.get(countyCode);
    if (!county || county.gcj02Lng === null || county.gcj02Lat === null) continue;
    const countyStreets = streets.filter((s) => s.parentCode === countyCode);
    const street = countyStreets.length > 0 ? random.pick(countyStreets).name : county.name;
    const registered = workingHourBefore(random, today - ages[i] * DAY_MS);
    const rooms = weighted(random, [[1, 2], [2, 5], [3, 4], [4, 1]] as const);
    const area = Math.round((rooms * 28 + random.int(10, 30) + random.next()) * 100) / 100;
    const totalFloors = random.pick([6, 7, 11, 18, 26, 33]);
    const floor = random.int(1, totalFloors);
    const status = statuses[i];
    // A home let or taken off was available before; one waiting may be ready from a date ahead.
    const available = status === IDLE_HOUSE_STATUS.toLet ? registered + random.int(0, 40) * DAY_MS : registered + random.int(0, 10) * DAY_MS;
    const form = idleHouseFields.parse({
      ...owner(countyCode),
      provinceCode: '410000',
      cityCode: '410100',
      countyCode,
      address: `${street}${random.pick(ROADS)}${random.int(1, 399)}号${random.int(1, 20)}号楼${random.int(1, 3)}单元${floor}0${random.int(1, 4)}室`,
      gcj02Lng: Math.round((county.gcj02Lng + (random.next() - 0.5) * 0.1) * 1e6) / 1e6,
      gcj02Lat: Math.round((county.gcj02Lat + (random.next() - 0.5) * 0.08) * 1e6) / 1e6,
      villageName: `${county.name.replace(/[市县区]$/, '')}${random.pick(ESTATES)}`,
      rooms,
      halls: rooms === 1 ? random.int(0, 1) : random.int(1, 2),
      baths: rooms >= 3 ? random.int(1, 2) : 1,
      area,
      floor,
      totalFloors,
      decoration: weighted(random, [[1, 1], [2, 4], [3, 4], [4, 1]] as const),
      expectedRent: String(Math.round((area * random.int(14, 32)) / 50) * 50),
      availableFrom: dayOf(available),
      photos: [],
      status,
    });
    await addIdleHouse(db, WHOLE_SCOPE, form, formatTime(registered), code32(random));
  }
}
