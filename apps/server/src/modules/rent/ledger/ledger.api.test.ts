import { communityApi, houseApi, perm, quitApi, rentCompanyApi, rentHomeApi, roomApi, tenantApi, unitApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { userWithCodes, ZHONGMOU } from '../../../test/recruit-fixtures.js';
import { communityForm, dayFromToday, rentSetup, tenantForm } from '../../../test/rent-fixtures.js';
import { readWorkbook, recordsOf, rowsOf } from '../../../test/xlsx.js';
import { totalsDifferences } from './community.service.js';
import { ledgerTasks } from './ledger.tasks.js';
import { bedsInUseDifferences } from './occupancy.service.js';
import { applyQuit, withdrawQuit } from './quit.service.js';

describe.each(DIALECTS)('rent ledger (小区、房间、分配、退租) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;

  beforeAll(async () => {
    admin = await server.login();
  });

  const community = async (bizCode: string) => {
    const res = await server.call(communityApi.detail, { token: admin, query: { bizCode } });
    expect(res.status, res.json.msg).toBe(200);
    return communityApi.detail.response.parse(res.json.data);
  };
  const room = async (houseCode: string, bizCode: string) => {
    const res = await server.call(houseApi.list, { token: admin, body: { pageNum: 1, pageSize: 100, bizCode } });
    expect(res.status, res.json.msg).toBe(200);
    const found = houseApi.list.response.parse(res.json.data).records.find((r) => r.houseCode === houseCode);
    if (!found) throw new Error(`room ${houseCode} not listed`);
    return found;
  };
  const distribute = (houseCode: string, tenants: Array<Record<string, unknown>>, token = admin) => server.call(houseApi.distribute, { token, body: { houseCode, tenants } });
  const expectLedgerKept = async () => {
    expect(await totalsDifferences(server.deps.db)).toEqual([]);
    expect(await bedsInUseDifferences(server.deps.db)).toEqual([]);
  };
  const companyRow = async (cmpyCode: string) => {
    const list = rentCompanyApi.cmpyList.response.parse((await server.call(rentCompanyApi.cmpyList, { token: admin, body: { pageNum: 1, pageSize: 100 } })).json.data);
    const found = list.records.find((r) => r.cmpyCode === cmpyCode);
    if (!found) throw new Error(`company ${cmpyCode} not listed`);
    return found;
  };

  it('registers a community, refusing derived totals, bad phones and a name taken in its county', async () => {
    const form = communityForm({ villageName: '新郑龙湖公租房小区' });
    const saved = await server.call(communityApi.save, { token: admin, body: form });
    expect(saved.status, saved.json.msg).toBe(200);
    expect(saved.json.msg).toBe('新增成功');
    const shown = await community(saved.json.data.bizCode);
    expect(shown).toMatchObject({ villageName: '新郑龙湖公租房小区', districtName: '新郑市', cityName: '郑州市', houseTotalNum: 0, totalOccupancyNum: 0, villageStatus: 1, units: [] });

    const derived = await server.call(communityApi.save, { token: admin, body: { ...communityForm(), totalOccupancyNum: 5 } });
    expect(derived.status).toBe(400);
    expect(derived.json.msg).toBe('入住总人数由系统计算，不可填写');
    const phone = await server.call(communityApi.save, { token: admin, body: communityForm({ manageUnitUserPhone: '12345' }) });
    expect(phone.status).toBe(400);
    expect(phone.json.msg).toContain('联系电话');
    const county = await server.call(communityApi.save, { token: admin, body: communityForm({ countyCode: '410202' }) });
    expect(county.status).toBe(400);
    expect(county.json.msg).toContain('不属于郑州市');
    const twice = await server.call(communityApi.save, { token: admin, body: form });
    expect(twice.status).toBe(409);
    expect(twice.json.msg).toBe('该区县已有同名小区“新郑龙湖公租房小区”');
    // The same name in another county is another community.
    expect((await server.call(communityApi.save, { token: admin, body: { ...form, ...ZHONGMOU } })).status).toBe(200);

    const page = async (body: Record<string, unknown>) => communityApi.queryPageCommunity.response.parse((await server.call(communityApi.queryPageCommunity, { token: admin, body: { pageNum: 1, pageSize: 100, ...body } })).json.data);
    expect((await page({ villageName: '龙湖公租房' })).total).toBe(2);
    expect((await page({ villageName: '龙湖公租房', regionCode: '410184' })).records.map((r) => r.districtName)).toEqual(['新郑市']);
    expect((await page({ villageName: '龙湖公租房', regionCode: '410100' })).total).toBe(2);
    expect((await page({ villageName: '龙湖公租房', villageStatus: 2 })).total).toBe(0);

    const edited = await server.call(communityApi.update, { token: admin, body: { ...form, bizCode: saved.json.data.bizCode, villageStatus: 2 } });
    expect(edited.status, edited.json.msg).toBe(200);
    expect((await community(saved.json.data.bizCode)).villageStatus).toBe(2);
  });

  it('generates a unit’s rooms floor by floor, keeps the totals, and refuses a batch with a number the unit has', async () => {
    const setup = await rentSetup(server, admin, { floors: 3, perFloor: 4, capacity: 3 });
    expect(setup.houseCodes).toHaveLength(12);
    const shown = await community(setup.bizCode);
    expect(shown).toMatchObject({ houseTotalNum: 12, bedTotal: 36, houseTotalArea: 546, totalOccupancyNum: 0 });
    expect(shown.units).toEqual([expect.objectContaining({ buildingNo: '1', unitNo: '1', roomCount: 12, bedCount: 36, occupied: 0 })]);
    const unit = unitApi.detail.response.parse((await server.call(unitApi.detail, { token: admin, query: { unitCode: setup.unitCode } })).json.data);
    expect(unit.rooms.map((r) => r.roomNo)).toEqual(['0101', '0102', '0103', '0104', '0201', '0202', '0203', '0204', '0301', '0302', '0303', '0304']);
    expect(unit.rooms[0]).toMatchObject({ area: 45.5, capacity: 3, rent: 350, roomState: 1, free: 3 });

    const again = await server.call(roomApi.add, {
      token: admin,
      body: { unitCode: setup.unitCode, rooms: [{ roomNo: '0501', floor: 5, rooms: 1, halls: 0, baths: 1, area: 30, capacity: 1, rent: '300' }, { roomNo: '0102', floor: 1, rooms: 1, halls: 0, baths: 1, area: 30, capacity: 1, rent: '300' }] },
    });
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe('以下房间号在1号楼1单元已存在：0102');
    expect((await community(setup.bizCode)).houseTotalNum).toBe(12);
    const area = await server.call(roomApi.add, { token: admin, body: { unitCode: setup.unitCode, rooms: [{ roomNo: '0601', floor: 6, rooms: 1, halls: 0, baths: 1, area: 30.123, capacity: 1, rent: '300' }] } });
    expect(area.status).toBe(400);
    expect(area.json.msg).toContain('面积最多两位小数');
    const unitTwice = await server.call(unitApi.save, { token: admin, body: { bizCode: setup.bizCode, buildingNo: '1', unitNo: '1', floors: 6, elevator: 0 } });
    expect(unitTwice.status).toBe(409);
    await expectLedgerKept();
  });

  it('gives a room to two tenants in one move, changing room, community and tenants together', async () => {
    const setup = await rentSetup(server, admin, { capacity: 4 });
    const [houseCode] = setup.houseCodes;
    const res = await distribute(houseCode, [tenantForm(setup.cmpyCode), tenantForm(setup.cmpyCode, { rent: '420.5' })]);
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.data).toMatchObject({ occupied: 2, free: 2 });
    expect(await room(houseCode, setup.bizCode)).toMatchObject({ occupied: 2, free: 2, roomState: 2, vacantDays: null });
    expect((await community(setup.bizCode)).totalOccupancyNum).toBe(2);
    const tenants = tenantApi.getRentlist.response.parse((await server.call(tenantApi.getRentlist, { token: admin, query: { bizCode: setup.bizCode } })).json.data);
    expect(tenants.total).toBe(2);
    expect(tenants.records.map((t) => t.rent).sort()).toEqual([350, 420.5]);
    expect(tenants.counts).toEqual([{ tenantState: 1, count: 2 }]);
    await expectLedgerKept();
  });

  it('refuses each wrong distribution and lets nobody in when one tenant cannot go', async () => {
    const setup = await rentSetup(server, admin, { capacity: 2, perFloor: 3, quota: 3 });
    const [a, b, c] = setup.houseCodes;
    const housed = tenantForm(setup.cmpyCode);
    expect((await distribute(a, [housed])).status).toBe(200);

    const tooMany = await distribute(a, [tenantForm(setup.cmpyCode), tenantForm(setup.cmpyCode)]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.json.msg).toBe('该房间床位不足（剩余床位 1）');
    const again = await distribute(b, [tenantForm(setup.cmpyCode), housed]);
    expect(again.status).toBe(409);
    expect(again.json.msg).toMatch(/^.+已入住龙湖人才公寓\d+期1号楼1单元0101室，不能重复分配$/);
    expect(await room(b, setup.bizCode)).toMatchObject({ occupied: 0, roomState: 1 });
    const quota = await distribute(b, [tenantForm(setup.cmpyCode), tenantForm(setup.cmpyCode)]);
    expect(quota.status, quota.json.msg).toBe(200);
    const over = await distribute(c, [tenantForm(setup.cmpyCode)]);
    expect(over.status).toBe(409);
    expect(over.json.msg).toMatch(/床位配额不足（配额 3，在用 3，本次 1）/);
    const early = await distribute(c, [tenantForm(setup.cmpyCode, { checkInDate: dayFromToday(-40) })]);
    expect(early.status).toBe(400);
    expect(early.json.msg).toContain('入住日期不能早于 30 天前');
    const badId = await distribute(c, [tenantForm(setup.cmpyCode, { idCard: '410184199503120001' })]);
    expect(badId.status).toBe(400);
    expect(badId.json.msg).toContain('身份证号');

    // 停用 room, 暂停入住 community.
    const unit = unitApi.detail.response.parse((await server.call(unitApi.detail, { token: admin, query: { unitCode: setup.unitCode } })).json.data);
    const cRoom = unit.rooms.find((r) => r.houseCode === c);
    if (!cRoom) throw new Error('room c');
    const disable = await server.call(unitApi.update, {
      token: admin,
      body: { unitCode: setup.unitCode, buildingNo: '1', unitNo: '1', floors: 6, elevator: 1, rooms: [{ houseCode: c, rooms: 2, halls: 1, baths: 1, area: 45.5, capacity: 2, disabled: 1 }] },
    });
    expect(disable.status, disable.json.msg).toBe(200);
    const disabled = await distribute(c, [tenantForm(setup.cmpyCode)]);
    expect(disabled.status).toBe(409);
    expect(disabled.json.msg).toMatch(/1号楼1单元0103室已停用，不能分配$/);
    const shrink = await server.call(unitApi.update, {
      token: admin,
      body: { unitCode: setup.unitCode, buildingNo: '1', unitNo: '1', floors: 6, elevator: 1, rooms: [{ houseCode: b, rooms: 2, halls: 1, baths: 1, area: 45.5, capacity: 1, disabled: 0 }] },
    });
    expect(shrink.status).toBe(409);
    expect(shrink.json.msg).toBe('1号楼1单元0102室已住 2 人，床位数不能少于 2');
    const form = await community(setup.bizCode);
    await server.call(communityApi.update, { token: admin, body: { ...communityForm(), villageName: form.villageName, bizCode: setup.bizCode, villageStatus: 2 } });
    const paused = await distribute(a, [tenantForm(setup.cmpyCode)]);
    expect(paused.status).toBe(409);
    expect(paused.json.msg).toMatch(/当前为“暂停入住”状态，不能分配房间$/);
    expect((await community(setup.bizCode)).totalOccupancyNum).toBe(3);
    await expectLedgerKept();
  });

  it('lets one of two requests for the last bed in and refuses the other (409), and houses a person once', async () => {
    const setup = await rentSetup(server, admin, { capacity: 1, perFloor: 2 });
    const [houseCode, other] = setup.houseCodes;
    const results = await Promise.all([distribute(houseCode, [tenantForm(setup.cmpyCode)]), distribute(houseCode, [tenantForm(setup.cmpyCode)])]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.json.msg).toBe('该房间已住满（剩余床位 0）');
    expect(await room(houseCode, setup.bizCode)).toMatchObject({ occupied: 1, free: 0, roomState: 3 });

    const person = tenantForm(setup.cmpyCode);
    const setup2 = await rentSetup(server, admin, { capacity: 1, perFloor: 1 });
    const both = await Promise.all([distribute(other, [person]), distribute(setup2.houseCodes[0], [{ ...person, cmpyCode: setup2.cmpyCode }])]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)?.json.msg).toMatch(/不能重复分配$/);
    expect((await community(setup.bizCode)).totalOccupancyNum + (await community(setup2.bizCode)).totalOccupancyNum).toBe(2);
    await expectLedgerKept();
  });

  it('lets one of two distributions for a company’s last quota bed in and refuses the other (409), and gives quota back as tenants leave', async () => {
    const setup = await rentSetup(server, admin, { capacity: 2, perFloor: 3, quota: 3 });
    const [a, b, c] = setup.houseCodes;
    expect((await distribute(a, [tenantForm(setup.cmpyCode), tenantForm(setup.cmpyCode)])).status).toBe(200);
    // Two rooms with free beds each: only the company's quota stands between them.
    const results = await Promise.all([distribute(b, [tenantForm(setup.cmpyCode)]), distribute(c, [tenantForm(setup.cmpyCode)])]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.json.msg).toMatch(/^租赁企业“.+”床位配额不足（配额 3，在用 3，本次 1）$/);
    expect(await companyRow(setup.cmpyCode)).toMatchObject({ bedQuota: 3, bedsInUse: 3, tenants: 3 });
    expect((await room(b, setup.bizCode)).occupied + (await room(c, setup.bizCode)).occupied).toBe(1);
    expect((await community(setup.bizCode)).totalOccupancyNum).toBe(3);
    await expectLedgerKept();

    // 腾空 gives the room's two beds back to the quota; a quit confirmed today gives one more.
    expect((await server.call(houseApi.toEmpty, { token: admin, query: { houseCode: a, reason: '房屋维修' } })).status).toBe(200);
    const two = await distribute(a, [tenantForm(setup.cmpyCode), tenantForm(setup.cmpyCode)]);
    expect(two.status, two.json.msg).toBe(200);
    const { applyCode } = await applyQuit(server.deps.db, { tenantCode: two.json.data.tenantCodes[0], quitDate: dayFromToday(0), reason: '离职' });
    expect((await server.call(quitApi.confirm, { token: admin, query: { applyCode, result: 1 } })).json.data.applyState).toBe(3);
    expect((await companyRow(setup.cmpyCode)).bedsInUse).toBe(2);
    expect((await distribute(a, [tenantForm(setup.cmpyCode)])).status).toBe(200);
    expect((await distribute(c, [tenantForm(setup.cmpyCode)])).json.msg).toMatch(/床位配额不足（配额 3，在用 3，本次 1）$/);
    await expectLedgerKept();
  });

  it('empties a room: its tenants leave today, their open quits close, totals drop; an empty room is refused', async () => {
    const setup = await rentSetup(server, admin, { capacity: 3 });
    const [houseCode] = setup.houseCodes;
    const res = await distribute(houseCode, [tenantForm(setup.cmpyCode), tenantForm(setup.cmpyCode)]);
    const [first] = res.json.data.tenantCodes;
    const { applyCode } = await applyQuit(server.deps.db, { tenantCode: first, quitDate: dayFromToday(10), reason: '工作调动' });
    const noReason = await server.call(houseApi.toEmpty, { token: admin, query: { houseCode, reason: '' } });
    expect(noReason.status).toBe(400);
    const emptied = await server.call(houseApi.toEmpty, { token: admin, query: { houseCode, reason: '房屋维修' } });
    expect(emptied.status, emptied.json.msg).toBe(200);
    expect(emptied.json.data.ended).toBe(2);
    expect(await room(houseCode, setup.bizCode)).toMatchObject({ occupied: 0, roomState: 1, vacantDays: 0, occupants: [] });
    expect((await community(setup.bizCode)).totalOccupancyNum).toBe(0);
    const quit = quitApi.detail.response.parse((await server.call(quitApi.detail, { token: admin, query: { applyCode } })).json.data);
    expect(quit).toMatchObject({ applyState: 3, actualQuitDate: dayFromToday(0) });
    const twice = await server.call(houseApi.toEmpty, { token: admin, query: { houseCode, reason: '房屋维修' } });
    expect(twice.status).toBe(409);
    expect(twice.json.msg).toMatch(/无人入住，不能腾空$/);
    const tenants = tenantApi.getRentlist.response.parse((await server.call(tenantApi.getRentlist, { token: admin, query: { bizCode: setup.bizCode, tenantState: 2 } })).json.data);
    expect(tenants.records.map((t) => t.quitDate)).toEqual([dayFromToday(0), dayFromToday(0)]);
    await expectLedgerKept();
  });

  it('moves quit applications by the machine: confirm ahead then the scheduler, confirm today, reject, withdraw, repeats refused', async () => {
    const setup = await rentSetup(server, admin, { capacity: 4 });
    const [houseCode] = setup.houseCodes;
    const codes = (await distribute(houseCode, [tenantForm(setup.cmpyCode), tenantForm(setup.cmpyCode), tenantForm(setup.cmpyCode), tenantForm(setup.cmpyCode)])).json.data.tenantCodes;
    const confirm = (applyCode: string, query: Record<string, unknown>) => server.call(quitApi.confirm, { token: admin, query: { applyCode, ...query } });

    // 确认 with a date ahead: 已确认, the bed still held until the scheduler's day.
    const ahead = await applyQuit(server.deps.db, { tenantCode: codes[0], quitDate: dayFromToday(5), reason: '合同到期' });
    await expect(applyQuit(server.deps.db, { tenantCode: codes[0], quitDate: dayFromToday(6), reason: '重复' })).rejects.toThrow('已有未完结的退租申请');
    await expect(applyQuit(server.deps.db, { tenantCode: codes[1], quitDate: dayFromToday(-1), reason: '过去' })).rejects.toThrow('退租日期不能早于今天');
    const confirmed = await confirm(ahead.applyCode, { result: 1 });
    expect(confirmed.status, confirmed.json.msg).toBe(200);
    expect(confirmed.json.data.applyState).toBe(1);
    const repeat = await confirm(ahead.applyCode, { result: 1 });
    expect(repeat.status).toBe(409);
    expect(repeat.json.msg).toBe('退租申请当前为“已确认”状态，不能确认退租');
    expect((await room(houseCode, setup.bizCode)).occupied).toBe(4);
    const [dueTask] = ledgerTasks;
    expect(await dueTask.run(server.deps, `${dayFromToday(4)} 00:10:00`)).toBe(0);
    expect(await dueTask.run(server.deps, `${dayFromToday(5)} 00:10:00`)).toBeGreaterThanOrEqual(1);
    expect(await dueTask.run(server.deps, `${dayFromToday(5)} 00:10:00`)).toBe(0);
    const done = quitApi.detail.response.parse((await server.call(quitApi.detail, { token: admin, query: { applyCode: ahead.applyCode } })).json.data);
    expect(done).toMatchObject({ applyState: 3, actualQuitDate: dayFromToday(5), operatorName: '系统管理员' });
    expect((await room(houseCode, setup.bizCode)).occupied).toBe(3);

    // 确认 with today's date: 已退租 at once.
    const now = await applyQuit(server.deps.db, { tenantCode: codes[1], quitDate: dayFromToday(0), reason: '离职' });
    expect((await confirm(now.applyCode, { result: 1 })).json.data.applyState).toBe(3);
    expect((await room(houseCode, setup.bizCode)).occupied).toBe(2);
    const far = await applyQuit(server.deps.db, { tenantCode: codes[2], quitDate: dayFromToday(3), reason: '离职' });
    const tooFar = await confirm(far.applyCode, { result: 1, actualQuitDate: dayFromToday(40) });
    expect(tooFar.status).toBe(400);
    expect(tooFar.json.msg).toBe('实际退租日期应在申请退租日期前后 30 天内');

    // 驳回 needs a reason; a rejected one cannot be confirmed; 撤回 only while 待确认.
    expect((await confirm(far.applyCode, { result: 2 })).status).toBe(400);
    const rejected = await confirm(far.applyCode, { result: 2, reason: '租约未到期' });
    expect(rejected.json.data.applyState).toBe(2);
    expect((await confirm(far.applyCode, { result: 1 })).json.msg).toBe('退租申请当前为“已驳回”状态，不能确认退租');
    const mine = await applyQuit(server.deps.db, { tenantCode: codes[2], quitDate: dayFromToday(3), reason: '再次申请' });
    expect((await withdrawQuit(server.deps.db, mine.applyCode)).applyState).toBe(4);
    await expect(withdrawQuit(server.deps.db, mine.applyCode)).rejects.toThrow('退租申请当前为“已撤回”状态，不能撤回');

    const list = quitApi.pagelist.response.parse((await server.call(quitApi.pagelist, { token: admin, body: { pageNum: 1, pageSize: 20, bizCode: setup.bizCode } })).json.data);
    expect(list.total).toBe(4);
    expect(Object.fromEntries(list.counts.map((c) => [c.applyState, c.count]))).toEqual({ 2: 1, 3: 2, 4: 1 });
    const tab = quitApi.pagelist.response.parse((await server.call(quitApi.pagelist, { token: admin, body: { pageNum: 1, pageSize: 20, bizCode: setup.bizCode, applyState: 3 } })).json.data);
    expect(tab.total).toBe(2);
    expect(tab.counts.length).toBe(3);
    expect((await community(setup.bizCode)).totalOccupancyNum).toBe(2);
    await expectLedgerKept();
  });

  it('masks ID numbers and mobiles without viewSensitive, exports the list, and deletes only a record holding no bed', async () => {
    const setup = await rentSetup(server, admin, { capacity: 2 });
    const t = tenantForm(setup.cmpyCode);
    const res = await distribute(setup.houseCodes[0], [t]);
    const [tenantCode] = res.json.data.tenantCodes;
    const viewer = await userWithCodes(server, admin, `rentviewer${dialect}`, '租户查看员', [perm.oddjobMarket.rent.tenant.list, perm.oddjobMarket.rent.tenant.export]);
    const masked = tenantApi.getRentlist.response.parse((await server.call(tenantApi.getRentlist, { token: viewer.token, query: { bizCode: setup.bizCode } })).json.data).records[0];
    expect(masked.idCard).toBe(`${t.idCard.slice(0, 6)}********${t.idCard.slice(-4)}`);
    expect(masked.mobile).toBe(`${t.mobile.slice(0, 3)}****${t.mobile.slice(-4)}`);
    const whole = tenantApi.getRentlist.response.parse((await server.call(tenantApi.getRentlist, { token: admin, query: { idCard: t.idCard } })).json.data).records;
    expect(whole.map((r) => r.idCard)).toEqual([t.idCard]);

    const file = await server.call(tenantApi.export, { token: viewer.token, query: { bizCode: setup.bizCode } });
    expect(file.status).toBe(200);
    const rows = recordsOf(rowsOf((await readWorkbook(file.raw.rawPayload)).worksheets[0]));
    expect(rows).toEqual([expect.objectContaining({ 姓名: t.name, 租住状态: '在住', 身份证号: masked.idCard, '租金（元/月）': '350.00' })]);

    const living = await server.call(tenantApi.delItemByCode, { token: admin, params: { bizCode: tenantCode } });
    expect(living.status).toBe(409);
    expect(living.json.msg).toBe(`${t.name}仍在住，不能删除，请先退租`);
    await server.call(houseApi.toEmpty, { token: admin, query: { houseCode: setup.houseCodes[0], reason: '登记错误' } });
    const removed = await server.call(tenantApi.delItemByCode, { token: admin, params: { bizCode: tenantCode } });
    expect(removed.status, removed.json.msg).toBe(200);
    expect(removed.json.msg).toBe('删除成功');
    expect((await server.call(tenantApi.delItemByCode, { token: admin, params: { bizCode: tenantCode } })).status).toBe(404);
  });

  it('shows who lived in a room when (单元详情) and a person’s housing history in the caller’s scope (租户管理 同一租户)', async () => {
    const xz = await rentSetup(server, admin, { capacity: 1, perFloor: 2 });
    const zm = await rentSetup(server, admin, { capacity: 1, perFloor: 1, place: ZHONGMOU });
    const [first, second] = xz.houseCodes;
    const person = tenantForm(xz.cmpyCode, { checkInDate: dayFromToday(-3) });
    const earlier = (await distribute(first, [person])).json.data.tenantCodes[0];
    expect((await server.call(houseApi.toEmpty, { token: admin, query: { houseCode: first, reason: '调换房间' } })).status).toBe(200);
    const next = tenantForm(xz.cmpyCode);
    expect((await distribute(first, [next])).status).toBe(200);
    expect((await server.call(houseApi.toEmpty, { token: admin, query: { houseCode: first, reason: '调换房间' } })).status).toBe(200);
    const later = (await distribute(second, [{ ...person, checkInDate: dayFromToday(0) }])).json.data.tenantCodes[0];
    await server.call(houseApi.toEmpty, { token: admin, query: { houseCode: second, reason: '调往中牟' } });
    const inZm = (await distribute(zm.houseCodes[0], [{ ...person, cmpyCode: zm.cmpyCode, checkInDate: dayFromToday(0) }])).json.data.tenantCodes[0];

    const unit = unitApi.detail.response.parse((await server.call(unitApi.detail, { token: admin, query: { unitCode: xz.unitCode } })).json.data);
    const lived = unit.rooms.find((r) => r.houseCode === first)?.history;
    // Latest check-in first, each with its dates; nobody lives there now.
    expect(lived).toEqual([
      expect.objectContaining({ name: next.name, checkInDate: dayFromToday(0), quitDate: dayFromToday(0) }),
      expect.objectContaining({ tenantCode: earlier, name: person.name, checkInDate: dayFromToday(-3), leaseEndDate: person.leaseEndDate, quitDate: dayFromToday(0) }),
    ]);
    expect(unit.rooms.find((r) => r.houseCode === second)?.history.map((o) => o.tenantCode)).toEqual([later]);

    const history = async (token: string, personOf: string) => server.call(tenantApi.getRentlist, { token, query: { personOf, pageNum: 1, pageSize: 20 } });
    const whole = tenantApi.getRentlist.response.parse((await history(admin, earlier)).json.data);
    expect(whole.records.map((r) => r.tenantCode).sort()).toEqual([earlier, later, inZm].sort());
    expect(whole.counts).toEqual([{ tenantState: 1, count: 1 }, { tenantState: 2, count: 2 }]);
    // A 新郑市 user holding no viewSensitive: the person's 新郑市 records, the number masked.
    const local = await userWithCodes(server, admin, `renthistory${dialect}`, '新郑租户专员', [perm.oddjobMarket.rent.tenant.list], '410184');
    const seen = tenantApi.getRentlist.response.parse((await history(local.token, later)).json.data);
    expect(seen.records.map((r) => r.tenantCode).sort()).toEqual([earlier, later].sort());
    expect(seen.records.every((r) => r.idCard === `${person.idCard.slice(0, 6)}********${person.idCard.slice(-4)}`)).toBe(true);
    const outside = await history(local.token, inZm);
    expect(outside.status).toBe(404);
    expect(outside.json.msg).toBe('租户记录不存在');
    // Both filters apply: another person's number and this person's record list nothing.
    const both = await server.call(tenantApi.getRentlist, { token: admin, query: { personOf: earlier, idCard: next.idCard } });
    expect(both.json.data.total).toBe(0);
  });

  it('deletes a community only when nobody lives there, keeping it out of lists afterwards', async () => {
    const setup = await rentSetup(server, admin, { capacity: 2 });
    await distribute(setup.houseCodes[0], [tenantForm(setup.cmpyCode)]);
    const refused = await server.call(communityApi.deleteCommunity, { token: admin, query: { bizCode: setup.bizCode } });
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toMatch(/尚有 1 人入住，不能删除$/);
    await server.call(houseApi.toEmpty, { token: admin, query: { houseCode: setup.houseCodes[0], reason: '小区停用' } });
    const removed = await server.call(communityApi.deleteCommunity, { token: admin, query: { bizCode: setup.bizCode } });
    expect(removed.status, removed.json.msg).toBe(200);
    expect((await server.call(communityApi.detail, { token: admin, query: { bizCode: setup.bizCode } })).status).toBe(404);
    const file = await server.call(communityApi.export, { token: admin, query: { villageName: '龙湖人才公寓' } });
    expect(file.status).toBe(200);
    const names = recordsOf(rowsOf((await readWorkbook(file.raw.rawPayload)).worksheets[0])).map((r) => r.小区名称);
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain((await server.deps.db.selectFrom('rentCommunity').select('villageName').where('bizCode', '=', setup.bizCode).executeTakeFirstOrThrow()).villageName);
  });

  it('enrols a passed company once and lists its quota beside the ledger', async () => {
    const setup = await rentSetup(server, admin, { capacity: 2, quota: 9 });
    await distribute(setup.houseCodes[0], [tenantForm(setup.cmpyCode), tenantForm(setup.cmpyCode)]);
    const twice = await server.call(rentCompanyApi.addCmpy, {
      token: admin,
      query: { cmpyCode: setup.cmpyCode, contactPerson: '王经理', contactPhone: '13838112233', bedQuota: 5, agreementStart: dayFromToday(0), agreementEnd: dayFromToday(30) },
    });
    expect(twice.status).toBe(409);
    expect(twice.json.msg).toMatch(/已是租赁企业$/);
    const list = rentCompanyApi.cmpyList.response.parse((await server.call(rentCompanyApi.cmpyList, { token: admin, body: { pageNum: 1, pageSize: 100 } })).json.data);
    expect(list.records.find((r) => r.cmpyCode === setup.cmpyCode)).toMatchObject({ bedQuota: 9, bedsInUse: 2, tenants: 2, quitsThisMonth: 0, districtName: '新郑市' });
    const names = (await server.call(rentCompanyApi.getCmpyNameList, { token: admin, query: {} })).json.data;
    expect(names.map((n) => n.cmpyCode)).toContain(setup.cmpyCode);
  });

  it('sums a region in 租赁概览 from the same ledger, and lists its communities with their rate', async () => {
    const summary = async () => rentHomeApi.getCommunitySummary.response.parse((await server.call(rentHomeApi.getCommunitySummary, { token: admin, query: { regionCode: '410122' } })).json.data);
    const before = await summary();
    const setup = await rentSetup(server, admin, { capacity: 2, perFloor: 2, place: ZHONGMOU });
    const res = await distribute(setup.houseCodes[0], [tenantForm(setup.cmpyCode), tenantForm(setup.cmpyCode, { leaseEndDate: dayFromToday(10) })]);
    expect(res.status, res.json.msg).toBe(200);
    await applyQuit(server.deps.db, { tenantCode: res.json.data.tenantCodes[0], quitDate: dayFromToday(3), reason: '工作调动' });
    const after = await summary();
    expect({
      communities: after.communities - before.communities, rooms: after.rooms - before.rooms, beds: after.beds - before.beds, occupied: after.occupied - before.occupied,
      free: after.free - before.free, rentCompanies: after.rentCompanies - before.rentCompanies, openQuits: after.openQuits - before.openQuits, leasesDue: after.leasesDue - before.leasesDue,
    }).toEqual({ communities: 1, rooms: 2, beds: 4, occupied: 2, free: 2, rentCompanies: 1, openQuits: 1, leasesDue: 1 });
    expect(after.rate).toBe(after.beds === 0 ? 0 : Math.round((after.occupied * 10_000) / after.beds) / 100);
    const list = rentHomeApi.queryCommunityList.response.parse((await server.call(rentHomeApi.queryCommunityList, { token: admin, body: { pageNum: 1, pageSize: 100, regionCode: '410122' } })).json.data);
    expect(list.records.find((c) => c.bizCode === setup.bizCode)).toMatchObject({ bedTotal: 4, totalOccupancyNum: 2, rate: 50, districtName: '中牟县' });
  });
});
