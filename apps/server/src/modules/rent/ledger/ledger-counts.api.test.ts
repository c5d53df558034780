import { communityApi, houseApi, LEASE_DUE_DAYS, perm, quitApi, rentHomeApi, tenantApi, unitApi } from '@hrbd/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { userWithCodes, XINZHENG, ZHONGMOU } from '../../../test/recruit-fixtures.js';
import { communityForm, dayFromToday, rentSetup, tenantForm, type RentSetup } from '../../../test/rent-fixtures.js';
import { counterDifferences } from './community.service.js';
import { ledgerTasks } from './ledger.tasks.js';
import { applyQuit } from './quit.service.js';

/**
 * Totals always equal the ledger: 租户管理's, 房源管理's and 租赁概览's
 * totals come from the per-county counters (migration 0070) when nothing but
 * the region, the tab or 即将到期 narrows them. After every kind of move each
 * caller's totals must be what a plain SQL count of the rows says, for the
 * whole scope, a county and a city, and the counters must equal the recount
 * the nightly check makes.
 */
describe.each(DIALECTS)('rent counters against a recount on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  /** '' = 全部; a county's code; a city's first four digits. */
  const callers: Array<{ prefix: string; token: string }> = [];
  let xz: RentSetup;
  let zm: RentSetup;

  const distribute = async (houseCode: string, tenants: Array<Record<string, unknown>>) => {
    const res = await server.call(houseApi.distribute, { token: admin, body: { houseCode, tenants } });
    expect(res.status, res.json.msg).toBe(200);
    return res.json.data.tenantCodes;
  };
  const empty = async (houseCode: string) => {
    const res = await server.call(houseApi.toEmpty, { token: admin, query: { houseCode, reason: '房屋维修' } });
    expect(res.status, res.json.msg).toBe(200);
  };
  const confirm = async (applyCode: string) => {
    const res = await server.call(quitApi.confirm, { token: admin, query: { applyCode, result: 1 } });
    expect(res.status, res.json.msg).toBe(200);
    return res.json.data.applyState;
  };

  /** count(*) of the occupancies in the region `prefix`, per 租住状态, by plain SQL. */
  async function plainTenants(prefix: string): Promise<Record<number, number>> {
    const { rows } = await sql<{ s: number; n: number | string }>`
      select case when quit_date is null then 1 else 2 end as s, count(*) as n from rent_occupancy
      where county_code like ${`${prefix}%`} group by case when quit_date is null then 1 else 2 end`.execute(server.deps.db);
    return Object.fromEntries(rows.map((r) => [Number(r.s), Number(r.n)]));
  }

  /** 在住 tenants in `prefix` whose lease ends within the 即将到期 days (or has ended). */
  async function plainDue(prefix: string): Promise<number> {
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from rent_occupancy
      where county_code like ${`${prefix}%`} and quit_date is null and lease_end_date <= ${dayFromToday(LEASE_DUE_DAYS)}`.execute(server.deps.db);
    return Number(rows[0].n);
  }

  /** Rooms of live communities in `prefix` per state (1 空置, 2 部分入住, 3 已住满, 4 停用) and their free beds. */
  async function plainRooms(prefix: string): Promise<{ byState: Record<number, number>; free: number }> {
    const { rows } = await sql<{ disabled: number; occupied: number; capacity: number }>`
      select h.disabled, h.occupied, h.capacity from rent_house h join rent_community c on c.id = h.community_id
      where c.deleted = 0 and c.district_code like ${`${prefix}%`}`.execute(server.deps.db);
    const byState: Record<number, number> = {};
    let free = 0;
    for (const r of rows) {
      const state = Number(r.disabled) === 1 ? 4 : Number(r.occupied) === 0 ? 1 : Number(r.occupied) < Number(r.capacity) ? 2 : 3;
      byState[state] = (byState[state] ?? 0) + 1;
      if (Number(r.disabled) === 0) free += Number(r.capacity) - Number(r.occupied);
    }
    return { byState, free };
  }

  const tabs = (byState: Record<number, number>, key: 'tenantState' | 'roomState') =>
    Object.entries(byState)
      .filter(([, n]) => n > 0)
      .map(([state, count]) => ({ [key]: Number(state), count }))
      .sort((a, b) => Number(a[key]) - Number(b[key]));
  const sum = (byState: Record<number, number>, states = Object.keys(byState).map(Number)) => states.reduce((s, k) => s + (byState[k] ?? 0), 0);

  async function expectTotalsEqualLedger(): Promise<void> {
    for (const { prefix, token } of callers) {
      const tenants = await plainTenants(prefix);
      const list = async (query: Record<string, unknown>) => {
        const res = await server.call(tenantApi.getRentlist, { token, query: { pageNum: 1, pageSize: 10, ...query } });
        expect(res.status, res.json.msg).toBe(200);
        return tenantApi.getRentlist.response.parse(res.json.data);
      };
      const all = await list({});
      expect({ total: all.total, counts: all.counts }, `租户管理 ${prefix}`).toEqual({ total: sum(tenants), counts: tabs(tenants, 'tenantState') });
      expect((await list({ tenantState: 1 })).total, `在住 ${prefix}`).toBe(tenants[1] ?? 0);
      expect((await list({ tenantState: 2 })).total, `已退租 ${prefix}`).toBe(tenants[2] ?? 0);
      const due = await plainDue(prefix);
      const dueList = await list({ dueSoon: 1 });
      expect({ total: dueList.total, counts: dueList.counts }, `即将到期 ${prefix}`).toEqual({ total: due, counts: tabs({ 1: due }, 'tenantState') });
      // A filter the counters cannot answer is counted, and agrees.
      if (prefix === '') expect((await list({ name: '租户' })).total).toBe(sum(tenants));

      const rooms = await plainRooms(prefix);
      const ledger = async (body: Record<string, unknown>) => {
        const res = await server.call(houseApi.list, { token, body: { pageNum: 1, pageSize: 10, ...body } });
        expect(res.status, res.json.msg).toBe(200);
        return houseApi.list.response.parse(res.json.data);
      };
      const allRooms = await ledger({});
      expect({ total: allRooms.total, counts: allRooms.counts }, `房源管理 ${prefix}`).toEqual({ total: sum(rooms.byState), counts: tabs(rooms.byState, 'roomState') });
      const free = await ledger({ hasFreeBed: 1 });
      expect({ total: free.total, counts: free.counts }, `有空床 ${prefix}`).toEqual({ total: sum(rooms.byState, [1, 2]), counts: tabs({ 1: rooms.byState[1] ?? 0, 2: rooms.byState[2] ?? 0 }, 'roomState') });
      expect((await ledger({ roomState: 3 })).total, `已住满 ${prefix}`).toBe(rooms.byState[3] ?? 0);
      expect((await ledger({ roomState: 3, hasFreeBed: 1 })).total).toBe(0);

      const summary = await server.call(rentHomeApi.getCommunitySummary, { token, query: {} });
      expect(summary.status, summary.json.msg).toBe(200);
      expect(summary.json.data, `租赁概览 ${prefix}`).toMatchObject({ rooms: sum(rooms.byState), free: rooms.free, occupied: tenants[1] ?? 0, tenants: tenants[1] ?? 0, leasesDue: due });
    }
    // The nightly check's recount finds the counters as the triggers kept them.
    expect(await counterDifferences(server.deps.db)).toEqual([]);
  }

  beforeAll(async () => {
    admin = await server.login();
    const codes = [perm.oddjobMarket.rent.tenant.list, perm.oddjobMarket.rent.house.list, perm.oddjobMarket.rent.home.list];
    callers.push({ prefix: '', token: admin });
    callers.push({ prefix: XINZHENG.countyCode, token: (await userWithCodes(server, admin, `rentcount_xz_${dialect}`, '新郑计数员', codes, XINZHENG.countyCode)).token });
    callers.push({ prefix: ZHONGMOU.countyCode, token: (await userWithCodes(server, admin, `rentcount_zm_${dialect}`, '中牟计数员', codes, ZHONGMOU.countyCode)).token });
    callers.push({ prefix: '4101', token: (await userWithCodes(server, admin, `rentcount_zz_${dialect}`, '郑州计数员', codes, '410100')).token });
    xz = await rentSetup(server, admin, { capacity: 3, perFloor: 4 });
    zm = await rentSetup(server, admin, { capacity: 2, perFloor: 3, place: ZHONGMOU });
  });

  it('keeps every total equal to a count of the ledger through distributions, quits, 腾空, the scheduled quit, deletes and moves', async () => {
    await expectTotalsEqualLedger();

    // Distributions: leases ending soon, already ended and far off; a room filled, one partly.
    const [a, b, c, d] = xz.houseCodes;
    const inA = await distribute(a, [
      tenantForm(xz.cmpyCode, { leaseEndDate: dayFromToday(10) }),
      tenantForm(xz.cmpyCode, { checkInDate: dayFromToday(-20), leaseEndDate: dayFromToday(-2) }),
      tenantForm(xz.cmpyCode),
    ]);
    const inB = await distribute(b, [tenantForm(xz.cmpyCode, { leaseEndDate: dayFromToday(LEASE_DUE_DAYS) }), tenantForm(xz.cmpyCode, { leaseEndDate: dayFromToday(LEASE_DUE_DAYS + 1) })]);
    const inZm = await distribute(zm.houseCodes[0], [tenantForm(zm.cmpyCode, { leaseEndDate: dayFromToday(5) }), tenantForm(zm.cmpyCode)]);
    await distribute(c, [tenantForm(xz.cmpyCode)]);
    await expectTotalsEqualLedger();

    // A quit confirmed for today (已退租 at once), one confirmed ahead and ended by the scheduler.
    const today = await applyQuit(server.deps.db, { tenantCode: inA[0], quitDate: dayFromToday(0), reason: '离职' });
    expect(await confirm(today.applyCode)).toBe(3);
    const ahead = await applyQuit(server.deps.db, { tenantCode: inZm[0], quitDate: dayFromToday(2), reason: '工作调动' });
    expect(await confirm(ahead.applyCode)).toBe(1);
    await expectTotalsEqualLedger();
    const due = ledgerTasks.find((t) => t.code === 'rent.quit.due');
    if (!due) throw new Error('rent.quit.due');
    expect(await due.run(server.deps, `${dayFromToday(2)} 00:10:00`)).toBe(1);
    await expectTotalsEqualLedger();

    // 腾空 with an open quit application among the tenants.
    await applyQuit(server.deps.db, { tenantCode: inB[0], quitDate: dayFromToday(7), reason: '合同到期' });
    await empty(b);
    await expectTotalsEqualLedger();

    // A record entered in error deleted (no bed held); a room disabled; rooms added.
    const removed = await server.call(tenantApi.delItemByCode, { token: admin, params: { bizCode: inB[1] } });
    expect(removed.status, removed.json.msg).toBe(200);
    const disabled = await server.call(unitApi.update, {
      token: admin,
      body: { unitCode: xz.unitCode, buildingNo: '1', unitNo: '1', floors: 6, elevator: 1, rooms: [{ houseCode: d, rooms: 2, halls: 1, baths: 1, area: 45.5, capacity: 4, disabled: 1 }] },
    });
    expect(disabled.status, disabled.json.msg).toBe(200);
    await expectTotalsEqualLedger();

    // The 中牟县 community moves to 新郑市 with its rooms and tenants; then an empty community is deleted.
    const moved = await server.call(communityApi.detail, { token: admin, query: { bizCode: zm.bizCode } });
    const edit = await server.call(communityApi.update, { token: admin, body: { ...communityForm({ villageName: moved.json.data.villageName }, XINZHENG), bizCode: zm.bizCode } });
    expect(edit.status, edit.json.msg).toBe(200);
    await expectTotalsEqualLedger();
    const other = await rentSetup(server, admin, { capacity: 2, perFloor: 2, place: ZHONGMOU });
    await distribute(other.houseCodes[0], [tenantForm(other.cmpyCode)]);
    await empty(other.houseCodes[0]);
    await expectTotalsEqualLedger();
    const deleted = await server.call(communityApi.deleteCommunity, { token: admin, query: { bizCode: other.bizCode } });
    expect(deleted.status, deleted.json.msg).toBe(200);
    await expectTotalsEqualLedger();
  });

  it('lets distributions, quits and 腾空 of one county and one company run together without waiting on each other in a circle', async () => {
    const setup = await rentSetup(server, admin, { capacity: 2, perFloor: 6 });
    const [r1, r2, r3, r4, r5, r6] = setup.houseCodes;
    const quitting = await distribute(r1, [tenantForm(setup.cmpyCode, { leaseEndDate: dayFromToday(20) }), tenantForm(setup.cmpyCode)]);
    await distribute(r2, [tenantForm(setup.cmpyCode), tenantForm(setup.cmpyCode, { leaseEndDate: dayFromToday(9) })]);
    const applied = await applyQuit(server.deps.db, { tenantCode: quitting[0], quitDate: dayFromToday(0), reason: '离职' });
    // Each writer takes the county's counters, the company, rooms and communities: none of these may fail (a deadlock would be a 500).
    const answers = await Promise.all([
      server.call(houseApi.distribute, { token: admin, body: { houseCode: r3, tenants: [tenantForm(setup.cmpyCode, { leaseEndDate: dayFromToday(9) }), tenantForm(setup.cmpyCode, { leaseEndDate: dayFromToday(20) })] } }),
      server.call(quitApi.confirm, { token: admin, query: { applyCode: applied.applyCode, result: 1 } }),
      server.call(houseApi.toEmpty, { token: admin, query: { houseCode: r2, reason: '房屋维修' } }),
      server.call(houseApi.distribute, { token: admin, body: { houseCode: r4, tenants: [tenantForm(setup.cmpyCode)] } }),
      server.call(houseApi.distribute, { token: admin, body: { houseCode: r5, tenants: [tenantForm(setup.cmpyCode, { leaseEndDate: dayFromToday(20) })] } }),
      server.call(houseApi.distribute, { token: admin, body: { houseCode: r6, tenants: [tenantForm(setup.cmpyCode, { leaseEndDate: dayFromToday(9) })] } }),
    ]);
    expect(answers.map((a) => `${a.status} ${a.json.msg}`)).toEqual(answers.map((a) => `200 ${a.json.msg}`));
    await expectTotalsEqualLedger();
  });

  it('reports a counter that no longer equals the ledger in the nightly recount', async () => {
    await server.deps.db.updateTable('rentTenantCount').set({ n: sql<number>`n + 1` }).where('countyCode', '=', XINZHENG.countyCode).where('tenantState', '=', 1).execute();
    const recount = ledgerTasks.find((t) => t.code === 'rent.ledger.recount');
    if (!recount) throw new Error('rent.ledger.recount');
    expect(await recount.run(server.deps, `${dayFromToday(0)} 02:30:00`)).toBe(1);
    expect(await counterDifferences(server.deps.db)).toEqual([expect.objectContaining({ key: `在住/已退租|${XINZHENG.countyCode}|1` })]);
    await server.deps.db.updateTable('rentTenantCount').set({ n: sql<number>`n - 1` }).where('countyCode', '=', XINZHENG.countyCode).where('tenantState', '=', 1).execute();
    expect(await recount.run(server.deps, `${dayFromToday(0)} 02:30:00`)).toBe(0);
  });
});
