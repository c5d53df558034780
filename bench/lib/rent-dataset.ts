import type { Db } from '@hrbd/server/dist/db/database.js';
import { bulkInsert, createDatabase, dialectOf, type BulkColumnType, type DatabaseTarget, type DialectName } from '@hrbd/server/dist/db/dialect/index.js';
import { migrateToLatest, runSeeds } from '@hrbd/server/dist/modules/index.js';
import { DAY_MS, demoRandom, SURNAMES, weighted } from '@hrbd/server/dist/platform/demo-random.js';
import { formatTime } from '@hrbd/server/dist/platform/time.js';
import { idCardCheckChar } from '@hrbd/contract';
import { sql, type Kysely } from 'kysely';

export const RENT_ADMIN_PASSWORD = 'Bench@123456';

export interface RentDataset {
  communities: number;
  units: number;
  rooms: number;
  beds: number;
  companies: number;
  /** Occupancies written: in residence (open) and ended. */
  occupancies: number;
  open: number;
  /** A community with about the median number of tenants (the list's 按小区 case). */
  typicalCommunity: { bizCode: string; tenants: number };
  /** Rooms with exactly one free bed (the last-bed race takes them). */
  oneFreeBed: string[];
  /** A rent company with quota to spare, for the race's tenants. */
  raceCompany: string;
  seconds: number;
}

/** 郑州's counties, 新郑市 the most (as the demo). */
const COUNTIES: ReadonlyArray<readonly [string, number]> = [
  ['410184', 30], ['410122', 10], ['410181', 8], ['410182', 8], ['410183', 8], ['410185', 8], ['410102', 6], ['410103', 6], ['410104', 5], ['410105', 6], ['410108', 5],
];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '建军', '海燕', '志强', '晓东', '丽娟', '俊杰'];
const UNITS_PER_COMMUNITY = 5;
const FLOORS = 10;
const CHUNK = 20_000;

type Cell = string | number | null;

async function load(db: Db, dialect: DialectName, table: string, columns: ReadonlyArray<readonly [string, BulkColumnType]>, rows: readonly Cell[][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await bulkInsert(db as unknown as Kysely<unknown>, dialect, table, columns, rows.slice(i, i + CHUNK));
}

/** The n-th person's ID number: unique for every n (birthday `bornFrom` plus a day per thousand, sequence from n), with its check character. */
export function benchIdCard(county: string, n: number, bornFrom = '1970-01-01'): string {
  const birth = formatTime(Date.parse(`${bornFrom}T12:00:00+08:00`) + Math.floor(n / 1000) * DAY_MS).slice(0, 10).replaceAll('-', '');
  const first17 = `${county}${birth}${String(n % 1000).padStart(3, '0')}`;
  return first17 + (idCardCheckChar(first17) ?? '0');
}

const COMMUNITY_COLUMNS = [
  ['id', 'integer'], ['biz_code', 'text'], ['village_name', 'text'], ['manage_unit', 'text'], ['village_nature', 'integer'], ['village_status', 'integer'],
  ['house_total_area', 'integer'], ['house_total_num', 'integer'], ['bed_total', 'integer'], ['total_occupancy_num', 'integer'], ['village_address', 'text'],
  ['province_code', 'text'], ['city_code', 'text'], ['district_code', 'text'], ['gcj02_lng', 'double precision'], ['gcj02_lat', 'double precision'], ['create_time', 'text'], ['update_time', 'text'],
] as const;
const UNIT_COLUMNS = [['id', 'integer'], ['unit_code', 'text'], ['community_id', 'integer'], ['building_no', 'text'], ['unit_no', 'text'], ['floors', 'integer'], ['elevator', 'integer'], ['create_time', 'text'], ['update_time', 'text']] as const;
const HOUSE_COLUMNS = [
  ['id', 'integer'], ['house_code', 'text'], ['community_id', 'integer'], ['unit_id', 'integer'], ['room_no', 'text'], ['floor', 'integer'], ['rooms', 'integer'], ['halls', 'integer'],
  ['baths', 'integer'], ['area', 'integer'], ['capacity', 'integer'], ['occupied', 'integer'], ['rent', 'integer'], ['vacant_since', 'text'], ['create_time', 'text'], ['update_time', 'text'],
] as const;
const COMPANY_COLUMNS = [
  ['id', 'integer'], ['cmpy_code', 'text'], ['cmpy_name', 'text'], ['county_code', 'text'], ['contact_person', 'text'], ['contact_phone', 'text'], ['bed_quota', 'integer'],
  ['beds_in_use', 'integer'], ['agreement_start', 'text'], ['agreement_end', 'text'], ['create_time', 'text'],
] as const;
const OCCUPANCY_COLUMNS = [
  ['tenant_code', 'text'], ['house_id', 'integer'], ['community_id', 'integer'], ['county_code', 'text'], ['company_id', 'integer'], ['name', 'text'], ['id_card', 'text'], ['mobile', 'text'],
  ['check_in_date', 'text'], ['lease_end_date', 'text'], ['quit_date', 'text'], ['rent', 'integer'], ['end_reason', 'text'], ['create_time', 'text'], ['update_time', 'text'],
] as const;

/**
 * A migrated database with the admin and 住房租赁 at scale: `communities`
 * (运营中, in 郑州's counties, 新郑市 the most), five units each, `rooms`
 * (2–4 beds), `companies` rent companies, and about `occupancies` ledger rows:
 * each room mostly full, a quarter of the rooms with one earlier tenant gone.
 * Rooms', communities' and companies' figures are written from the same rows
 * (the ledger rule), dates relative to today. Bulk statements with explicit
 * ids; PostgreSQL's sequences are moved past them and the database `vacuum analyze`d.
 */
export async function buildRentDataset(
  target: DatabaseTarget,
  sizes: { communities: number; rooms: number; occupancies: number; companies: number },
  log: (line: string) => void,
): Promise<RentDataset> {
  const started = performance.now();
  const db = createDatabase(target);
  const dialect = dialectOf(db);
  const random = demoRandom(20_261_127);
  const now = Date.now();
  const dayOf = (ms: number) => formatTime(ms).slice(0, 10);
  const created = formatTime(now - 800 * DAY_MS);
  try {
    await migrateToLatest(db);
    await runSeeds(db, { adminPassword: RENT_ADMIN_PASSWORD, seedDemo: false });

    const companies = Array.from({ length: sizes.companies }, (_, i) => ({ id: i + 1, used: 0, county: weighted(random, COUNTIES), code: `bench-rent-cmpy-${i + 1}` }));
    const roomsPerCommunity = Math.max(UNITS_PER_COMMUNITY, Math.round(sizes.rooms / sizes.communities));
    const perUnit = Math.ceil(roomsPerCommunity / UNITS_PER_COMMUNITY);
    // Beds average 3 a room; a room's occupants are chosen so the ledger comes to about `occupancies` rows.
    const pastShare = 0.25;
    const fill = Math.min(1, (sizes.occupancies / sizes.rooms - pastShare) / 3);

    // Communities, units and companies go in first (rooms and occupancies refer to them), their figures once counted.
    const counties = Array.from({ length: sizes.communities }, (_, i) => (i < sizes.communities * 0.3 ? '410184' : weighted(random, COUNTIES)));
    await load(db, dialect, 'rent_community', COMMUNITY_COLUMNS, counties.map((county, i): Cell[] => [i + 1, `bench-rent-community-${i + 1}`, `压测小区${i + 1}`, '住房保障服务中心', random.int(1, 4), 1, 0, 0, 0, 0,
      `压测路${i + 1}号`, '410000', '410100', county, 113.6 + random.next() * 0.4, 34.5 + random.next() * 0.4, created, created]));
    const unitRows: Cell[][] = [];
    for (let c = 1; c <= sizes.communities; c++) {
      for (let u = 1; u <= UNITS_PER_COMMUNITY; u++) unitRows.push([unitRows.length + 1, `bench-rent-unit-${unitRows.length + 1}`, c, String(Math.ceil(u / 2)), String(((u - 1) % 2) + 1), FLOORS, 1, created, created]);
    }
    await load(db, dialect, 'rent_unit', UNIT_COLUMNS, unitRows);
    await load(db, dialect, 'rent_company', COMPANY_COLUMNS, companies.map((m): Cell[] => [m.id, m.code, `压测租赁企业${m.id}`, m.county, '王经理', '13838112233', 1_000_000, 0, dayOf(now - 700 * DAY_MS), dayOf(now + 700 * DAY_MS), created]));

    let roomId = 0;
    let unitId = 0;
    let person = 0;
    let occupancies = 0;
    let open = 0;
    let beds = 0;
    const tenantsOf: Array<{ bizCode: string; tenants: number }> = [];
    const oneFreeBed: string[] = [];
    const pending: Cell[][] = [];
    const perRoom = Math.ceil(perUnit / FLOORS);
    for (let c = 1; c <= sizes.communities; c++) {
      const county = counties[c - 1];
      const bizCode = `bench-rent-community-${c}`;
      const totals = { area: 0, rooms: 0, beds: 0, occupants: 0 };
      const houseRows: Cell[][] = [];
      let tenants = 0;
      for (let u = 1; u <= UNITS_PER_COMMUNITY; u++) {
        unitId += 1;
        for (let r = 0; r < perUnit; r++) {
          roomId += 1;
          const capacity = random.int(2, 4);
          const area = random.int(3500, 9000);
          const rent = random.pick([18000, 22000, 30000]);
          let living = 0;
          for (let b = 0; b < capacity; b++) if (random.next() < fill) living += 1;
          const houseCode = `bench-rent-house-${roomId}`;
          if (living === capacity - 1 && oneFreeBed.length < 5000) oneFreeBed.push(houseCode);
          const floor = Math.floor(r / perRoom) + 1;
          houseRows.push([roomId, houseCode, c, unitId, `${String(floor).padStart(2, '0')}${String((r % perRoom) + 1).padStart(2, '0')}`, floor, 2, 1, 1, area, capacity, living, rent,
            living === 0 ? dayOf(now - random.int(3, 200) * DAY_MS) : null, created, created]);
          totals.area += area;
          totals.rooms += 1;
          totals.beds += capacity;
          totals.occupants += living;
          const tenant = (quit: string | null, inMs: number) => {
            person += 1;
            tenants += 1;
            const company = companies[person % companies.length];
            if (quit === null) company.used += 1;
            pending.push([`bench-rent-tenant-${person}`, roomId, c, county, company.id, `${random.pick(SURNAMES)}${random.pick(GIVEN)}`, benchIdCard(county, person),
              `139${String(10_000_000 + (person % 90_000_000)).slice(-8)}`, dayOf(inMs), dayOf(inMs + random.pick([365, 730]) * DAY_MS - DAY_MS), quit, rent, quit ? '退租申请' : '',
              formatTime(inMs), formatTime(quit ? Date.parse(`${quit}T10:00:00+08:00`) : inMs)]);
          };
          if (random.chance(pastShare)) {
            const inMs = now - random.int(400, 700) * DAY_MS;
            tenant(dayOf(inMs + random.int(120, 360) * DAY_MS), inMs);
          }
          for (let b = 0; b < living; b++) tenant(null, now - random.int(15, 600) * DAY_MS);
        }
      }
      await load(db, dialect, 'rent_house', HOUSE_COLUMNS, houseRows);
      if (pending.length >= CHUNK) await load(db, dialect, 'rent_occupancy', OCCUPANCY_COLUMNS, pending.splice(0));
      await db.updateTable('rentCommunity').set({ houseTotalArea: totals.area, houseTotalNum: totals.rooms, bedTotal: totals.beds, totalOccupancyNum: totals.occupants }).where('id', '=', c).execute();
      occupancies += tenants;
      open += totals.occupants;
      beds += totals.beds;
      tenantsOf.push({ bizCode, tenants });
      if (c % 200 === 0 || c === sizes.communities) log(`  ${c} communities, ${roomId.toLocaleString('en')} rooms, ${occupancies.toLocaleString('en')} occupancies`);
    }
    await load(db, dialect, 'rent_occupancy', OCCUPANCY_COLUMNS, pending.splice(0));
    for (const m of companies) await db.updateTable('rentCompany').set({ bedQuota: m.used + 10_000, bedsInUse: m.used }).where('id', '=', m.id).execute();

    if (dialect === 'postgres') {
      for (const table of ['rent_community', 'rent_unit', 'rent_house', 'rent_company']) await sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`).execute(db);
      await sql`vacuum analyze`.execute(db);
    }
    const ranked = [...tenantsOf].sort((a, b) => a.tenants - b.tenants);
    return {
      communities: sizes.communities, units: unitId, rooms: roomId, beds, companies: companies.length, occupancies, open,
      typicalCommunity: ranked[Math.floor(ranked.length / 2)], oneFreeBed, raceCompany: companies[0].code, seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await db.destroy();
  }
}

