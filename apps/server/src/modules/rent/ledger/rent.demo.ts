import { idCardCheckChar, QUIT_STATES } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { code32, DAY_MS, demoRandom, HOUR_MS, mobile, startOfDay, SURNAMES, weighted, type DemoRandom } from '../../../platform/demo-random.js';
import { formatTime, parseTime } from '../../../platform/time.js';
import { companyPlace, passedCompanies } from '../../company/company/company.service.js';
import { WHOLE_SCOPE } from '../../../platform/data-scope.js';
import type { NewCommunity, NewHouse, NewOccupancy, RentQuitApplyTable } from './ledger.table.js';
import type { Insertable } from 'kysely';

const SEED = 20_261_126;
export const RENT_DEMO_COMMUNITIES = 24;
export const RENT_DEMO_COMPANIES = 35;

/** 郑州's counties with their public rental stock, 新郑市 the most. */
const COUNTIES: ReadonlyArray<readonly [string, number]> = [
  ['410184', 8], ['410122', 3], ['410181', 2], ['410182', 2], ['410183', 2], ['410185', 2], ['410105', 1], ['410103', 1], ['410102', 1], ['410104', 1], ['410108', 1],
];
const KINDS: ReadonlyArray<readonly [number, string]> = [[1, '公租房小区'], [2, '人才公寓'], [3, '保障性租赁住房'], [4, '企业宿舍']];
const NAMES = ['龙湖', '孟庄', '薛店', '郭店', '和庄', '新港', '滨河', '轩辕', '溱水', '双洎', '梨河', '华南城', '紫荆', '嵩阳', '索河', '青屏', '雁鸣湖', '白沙', '官渡', '金岱', '绿博', '杜岭', '嵩山', '北林'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '建军', '海燕', '志强', '晓东', '丽娟', '俊杰', '文博', '玉梅', '红霞', '永辉'];
const QUIT_REASONS = ['工作调动', '合同到期不再续租', '购买自住房', '离职返乡', '随配偶迁居'];
const REJECT_REASONS = ['租约未到期且未结清租金', '退租日期与企业报备不一致，请企业确认后重新申请'];

/**
 * A moment in working hours (08:30–17:30) on the day `ms` falls on, a weekend moved back to its Friday: the days
 * asked for are past ones, and rolling on to Monday took a Monday's "yesterday" past the seeding's now.
 */
function workingMoment(random: DemoRandom, ms: number): number {
  let day = startOfDay(ms);
  const weekday = (d: number) => new Date(d + 8 * HOUR_MS).getUTCDay();
  while (weekday(day) === 0 || weekday(day) === 6) day -= DAY_MS;
  return day + Math.round(((8.5 + random.next() * 9) * HOUR_MS) / 1000) * 1000;
}

const dayOf = (ms: number) => formatTime(ms).slice(0, 10);

/**
 * 住房租赁's demo, deterministic: 24 communities in 郑州's counties (新郑市 the
 * most), ~120 units, ~4,000 rooms and their beds, 35 rent companies taken from
 * the demo's passed companies, ~7,000 tenants (most in residence) and quit
 * applications in every state, in flow order and in the past. The room,
 * community and company figures are written from the same ledger rows (the
 * recount finds no difference).
 */
export async function seedRentDemo(db: DbOrTrx, now: string): Promise<void> {
  const random = demoRandom(SEED);
  const today = startOfDay(parseTime(now));
  // Reference data as this database has it (the recruit demo reads it the same way).
  const countyRows = await db.selectFrom('comRegion').select(['code', 'name', 'gcj02Lng', 'gcj02Lat']).where('level', '=', 3).where('parentCode', '=', '410100').orderBy('code').execute();
  const streets = await db.selectFrom('comRegion').select(['name', 'parentCode']).where('level', '=', 4).where('parentCode', 'in', countyRows.map((c) => c.code)).orderBy('code').execute();
  const countyOf = new Map(countyRows.map((c) => [c.code, c]));
  const counties = COUNTIES.filter(([code]) => countyOf.get(code)?.gcj02Lng != null);
  if (counties.length === 0) return;

  // Rent companies: passed companies of the demo, each with its county.
  const companies: Array<{ id: number; quota: number; used: number }> = [];
  for (const c of await passedCompanies(db, RENT_DEMO_COMPANIES)) {
    const place = await companyPlace(db, c.cmpyCode, WHOLE_SCOPE);
    if (!place) continue;
    const start = workingMoment(random, today - random.int(500, 700) * DAY_MS);
    const inserted = await db
      .insertInto('rentCompany')
      .values({
        cmpyCode: c.cmpyCode, cmpyName: c.cmpyName, countyCode: place.countyCode, contactPerson: `${random.pick(SURNAMES)}经理`, contactPhone: mobile(random),
        bedQuota: random.int(150, 400), agreementStart: dayOf(start), agreementEnd: dayOf(start + random.int(2, 4) * 365 * DAY_MS), createTime: formatTime(start),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    companies.push({ id: Number(inserted.id), quota: 0, used: 0 });
  }
  // Tenants are workers of rent companies: without the demo's companies there is nobody to house.
  if (companies.length === 0) return;

  const idCards = new Set<string>();
  const person = (county: string) => {
    for (;;) {
      const birth = `${random.int(1970, 2003)}${String(random.int(1, 12)).padStart(2, '0')}${String(random.int(1, 28)).padStart(2, '0')}`;
      const first17 = `${county}${birth}${String(random.int(0, 999)).padStart(3, '0')}`;
      const id = first17 + (idCardCheckChar(first17) ?? '0');
      if (!idCards.has(id)) {
        idCards.add(id);
        return { name: `${random.pick(SURNAMES)}${random.pick(GIVEN)}`, idCard: id, mobile: mobile(random) };
      }
    }
  };

  const quits: Array<Insertable<RentQuitApplyTable> & { tenantCode: string }> = [];
  for (let i = 0; i < RENT_DEMO_COMMUNITIES; i++) {
    const countyCode = i < 8 ? '410184' : weighted(random, counties);
    const county = countyOf.get(countyCode);
    if (!county || county.gcj02Lng === null || county.gcj02Lat === null) continue;
    const [nature, kindName] = weighted(random, KINDS.map((k, j) => [k, j === 0 ? 4 : j === 1 ? 3 : 2] as const));
    const countyStreets = streets.filter((s) => s.parentCode === countyCode);
    const street = countyStreets.length > 0 ? random.pick(countyStreets).name : county.name;
    const opened = workingMoment(random, today - random.int(600, 900) * DAY_MS);
    const status = i === 5 ? 2 : i === 17 ? 3 : 1;
    const community: NewCommunity = {
      bizCode: code32(random), villageName: `${NAMES[i]}${kindName}`, manageUnit: `${county.name}住房保障服务中心`, manageUnitUser: `${random.pick(SURNAMES)}${random.pick(GIVEN)}`,
      manageUnitUserPhone: `0371-6${random.int(1000000, 9999999)}`, assetOwner: `${county.name}城市建设投资有限公司`, villageNature: nature, villageStatus: status,
      houseTotalArea: 0, houseTotalNum: 0, bedTotal: 0, totalOccupancyNum: 0, villageAddress: `${street}${NAMES[i]}路${random.int(1, 299)}号`,
      provinceCode: '410000', cityCode: '410100', districtCode: countyCode,
      gcj02Lng: Math.round((county.gcj02Lng + (random.next() - 0.5) * 0.08) * 1e6) / 1e6, gcj02Lat: Math.round((county.gcj02Lat + (random.next() - 0.5) * 0.06) * 1e6) / 1e6,
      deleted: 0, createTime: formatTime(opened), updateTime: formatTime(opened),
    };
    const communityId = Number((await db.insertInto('rentCommunity').values(community).returning('id').executeTakeFirstOrThrow()).id);
    const totals = { area: 0, rooms: 0, beds: 0, occupants: 0 };
    const units = random.int(4, 6);
    for (let u = 1; u <= units; u++) {
      const floors = random.int(6, 11);
      const perFloor = random.int(2, 4);
      const unitId = Number(
        (await db.insertInto('rentUnit').values({ unitCode: code32(random), communityId, buildingNo: String(Math.ceil(u / 2)), unitNo: String(((u - 1) % 2) + 1), floors, elevator: floors > 6 ? 1 : 0, createTime: formatTime(opened), updateTime: formatTime(opened) }).returning('id').executeTakeFirstOrThrow()).id,
      );
      const rooms: NewHouse[] = [];
      const plans: Array<{ capacity: number; living: number; rent: number }> = [];
      for (let f = 1; f <= floors; f++) {
        for (let r = 1; r <= perFloor; r++) {
          const capacity = nature === 4 ? random.int(4, 6) : random.int(1, 3);
          const area = (nature === 4 ? random.int(3500, 5500) : random.int(4500, 9000));
          const rent = nature === 2 ? random.pick([30000, 35000, 45000]) : random.pick([18000, 22000, 26000]);
          // Operating communities are mostly full; a paused or closed one keeps the tenants it had.
          const living = status === 3 ? 0 : random.chance(0.12) ? 0 : random.chance(0.6) ? capacity : random.int(1, capacity);
          plans.push({ capacity, living, rent });
          rooms.push({
            houseCode: code32(random), communityId, unitId, roomNo: `${String(f).padStart(2, '0')}${String(r).padStart(2, '0')}`, floor: f,
            rooms: nature === 4 ? 1 : random.int(1, 3), halls: 1, baths: 1, area, capacity, occupied: living, rent, disabled: random.chance(0.01) && living === 0 ? 1 : 0,
            vacantSince: living === 0 ? dayOf(today - random.int(3, 200) * DAY_MS) : null, createTime: formatTime(opened), updateTime: formatTime(opened),
          });
          totals.area += area;
          totals.beds += capacity;
          totals.rooms += 1;
          totals.occupants += living;
        }
      }
      for (let k = 0; k < rooms.length; k += 200) await db.insertInto('rentHouse').values(rooms.slice(k, k + 200)).execute();
      const ids = await db.selectFrom('rentHouse').select(['id', 'roomNo']).where('unitId', '=', unitId).orderBy('id').execute();

      const occupancies: NewOccupancy[] = [];
      ids.forEach((room, k) => {
        const plan = plans[k];
        // Earlier tenants of the bed, gone before today.
        const pastTenants = random.chance(0.25) ? 1 : 0;
        for (let p = 0; p < pastTenants; p++) {
          const inMs = workingMoment(random, opened + random.int(10, 200) * DAY_MS);
          const quitMs = Math.min(today - random.int(20, 90) * DAY_MS, inMs + random.int(120, 360) * DAY_MS);
          const who = person(countyCode);
          const tenantCode = code32(random);
          occupancies.push({
            tenantCode, houseId: Number(room.id), communityId, countyCode, companyId: random.pick(companies).id, ...who, checkInDate: dayOf(inMs), leaseEndDate: dayOf(inMs + 365 * DAY_MS),
            quitDate: dayOf(quitMs), rent: plan.rent, endReason: '退租申请', createTime: formatTime(inMs), updateTime: formatTime(workingMoment(random, quitMs)),
          });
          quits.push({ tenantCode, applyCode: code32(random), occupancyId: 0, countyCode, applyState: QUIT_STATES.quit, quitDate: dayOf(quitMs), actualQuitDate: dayOf(quitMs), reason: random.pick(QUIT_REASONS), rejectReason: '', operatorId: null, operatorName: '住房专员', decideTime: formatTime(workingMoment(random, quitMs - 5 * DAY_MS)), applyTime: formatTime(workingMoment(random, quitMs - 12 * DAY_MS)), updateTime: formatTime(workingMoment(random, quitMs)) });
        }
        for (let b = 0; b < plan.living; b++) {
          const inMs = workingMoment(random, today - random.int(15, 600) * DAY_MS);
          const who = person(countyCode);
          const company = random.pick(companies);
          company.used += 1;
          const tenantCode = code32(random);
          // Most leases run a year or two; some ran out and wait for renewal (已到期).
          occupancies.push({
            tenantCode, houseId: Number(room.id), communityId, countyCode, companyId: company.id, ...who, checkInDate: dayOf(inMs), leaseEndDate: dayOf(inMs + random.pick([365, 730]) * DAY_MS - DAY_MS),
            quitDate: null, rent: plan.rent, endReason: '', createTime: formatTime(inMs), updateTime: formatTime(inMs),
          });
          const roll = random.next();
          const asked = today + random.int(3, 40) * DAY_MS;
          const applied = workingMoment(random, today - random.int(1, 10) * DAY_MS);
          const base = { tenantCode, applyCode: code32(random), occupancyId: 0, countyCode, quitDate: dayOf(asked), reason: random.pick(QUIT_REASONS), rejectReason: '', operatorId: null, operatorName: '', decideTime: null as string | null, actualQuitDate: null as string | null, applyTime: formatTime(applied), updateTime: formatTime(applied) };
          if (roll < 0.012) quits.push({ ...base, applyState: QUIT_STATES.pending });
          else if (roll < 0.02) quits.push({ ...base, applyState: QUIT_STATES.confirmed, actualQuitDate: dayOf(asked), operatorName: '住房专员', decideTime: formatTime(applied + 2 * HOUR_MS) });
          else if (roll < 0.026) quits.push({ ...base, applyState: QUIT_STATES.rejected, rejectReason: random.pick(REJECT_REASONS), operatorName: '住房专员', decideTime: formatTime(applied + 2 * HOUR_MS) });
          else if (roll < 0.03) quits.push({ ...base, applyState: QUIT_STATES.withdrawn, updateTime: formatTime(applied + HOUR_MS) });
        }
      });
      for (let k = 0; k < occupancies.length; k += 200) await db.insertInto('rentOccupancy').values(occupancies.slice(k, k + 200)).execute();
    }
    await db.updateTable('rentCommunity').set({ houseTotalArea: totals.area, houseTotalNum: totals.rooms, bedTotal: totals.beds, totalOccupancyNum: totals.occupants }).where('id', '=', communityId).execute();
  }

  // Quotas leave room to distribute more.
  for (const c of companies) await db.updateTable('rentCompany').set({ bedQuota: c.used + random.int(20, 120), bedsInUse: c.used }).where('id', '=', c.id).execute();
  // Some 待确认 applications ask to leave today: the day's work in 退租申请 (applied on earlier working days).
  quits.filter((q) => q.applyState === QUIT_STATES.pending).forEach((q, i) => {
    if (i % 8 === 0) q.quitDate = dayOf(today);
  });
  const codes = [...new Set(quits.map((q) => q.tenantCode))];
  const idOf = new Map<string, number>();
  for (let k = 0; k < codes.length; k += 500) {
    for (const r of await db.selectFrom('rentOccupancy').select(['id', 'tenantCode']).where('tenantCode', 'in', codes.slice(k, k + 500)).execute()) idOf.set(r.tenantCode, Number(r.id));
  }
  const rows = quits.map(({ tenantCode, ...q }) => ({ ...q, occupancyId: idOf.get(tenantCode) ?? 0 }));
  for (let k = 0; k < rows.length; k += 200) await db.insertInto('rentQuitApply').values(rows.slice(k, k + 200)).execute();
}
