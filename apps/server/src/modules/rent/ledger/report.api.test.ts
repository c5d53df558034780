import { communityApi, flatsReportApi, houseApi, RENT_REPORT_SOURCE } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { WHOLE_SCOPE } from '../../../platform/data-scope.js';
import { formatTime, nowText, parseTime } from '../../../platform/time.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { ZHONGMOU } from '../../../test/recruit-fixtures.js';
import { communityForm, rentSetup, tenantForm } from '../../../test/rent-fixtures.js';
import { readWorkbook, recordsOf, rowsOf } from '../../../test/xlsx.js';
import { communityByCode } from './community.service.js';
import { deleteReport, fileReport, previousMonth } from './report.service.js';
import { reportTasks } from './report.tasks.js';

const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};
const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

describe.each(DIALECTS)('rent reports (房源上报) on %s', (dialect) => {
  // Only the report task: the scheduler's clock below drives it alone.
  const server = withTestServer(dialect, { tasks: reportTasks });
  let admin: string;
  const thisMonth = nowText().slice(0, 7);

  beforeAll(async () => {
    admin = await server.login();
  });

  const add = (body: Record<string, unknown>, token = admin) => server.call(flatsReportApi.add, { token, body });
  const detail = async (reportCode: string) => {
    const res = await server.call(flatsReportApi.detail, { token: admin, query: { reportCode } });
    expect(res.status, res.json.msg).toBe(200);
    return flatsReportApi.detail.response.parse(res.json.data);
  };
  const list = async (body: Record<string, unknown>, token = admin) => {
    const res = await server.call(flatsReportApi.list, { token, body: { pageNum: 1, pageSize: 100, ...body } });
    expect(res.status, res.json.msg).toBe(200);
    return flatsReportApi.list.response.parse(res.json.data);
  };
  const lines = async (body: Record<string, unknown>) => {
    const res = await server.call(houseApi.list, { token: admin, body: { pageNum: 1, pageSize: 100, ...body } });
    expect(res.status, res.json.msg).toBe(200);
    return houseApi.list.response.parse(res.json.data);
  };
  const community = async (bizCode: string) => communityApi.detail.response.parse((await server.call(communityApi.detail, { token: admin, query: { bizCode } })).json.data);
  const distribute = (houseCode: string, tenants: Array<Record<string, unknown>>) => server.call(houseApi.distribute, { token: admin, body: { houseCode, tenants } });

  it('files a month with figures the server computes from the ledger, once, and keeps its room lines frozen', async () => {
    const setup = await rentSetup(server, admin, { capacity: 2, perFloor: 3 });
    const [a, b] = setup.houseCodes;
    expect((await distribute(a, [tenantForm(setup.cmpyCode, { name: '赵满床' }), tenantForm(setup.cmpyCode)])).status).toBe(200);
    expect((await distribute(b, [tenantForm(setup.cmpyCode, { name: '钱半间' })])).status).toBe(200);

    const figures = await add({ bizCode: setup.bizCode, reportMonth: thisMonth, remark: '本月完成消防检查', occupiedBedNum: 99 });
    expect(figures.status).toBe(400);
    expect(figures.json.msg).toBe('已住床位由系统计算，不可填写');
    const future = await add({ bizCode: setup.bizCode, reportMonth: nextMonth(thisMonth) });
    expect(future.status).toBe(400);
    expect(future.json.msg).toBe('上报月份不能晚于本月');
    const badMonth = await add({ bizCode: setup.bizCode, reportMonth: '2026-13' });
    expect(badMonth.status).toBe(400);
    expect(badMonth.json.msg).toContain('上报月份');
    const before = await add({ bizCode: setup.bizCode, reportMonth: previousMonth(thisMonth) });
    expect(before.status).toBe(400);
    expect(before.json.msg).toBe(`上报月份不能早于小区建档月份（${thisMonth}）`);

    const filed = await add({ bizCode: setup.bizCode, reportMonth: thisMonth, remark: '本月完成消防检查' });
    expect(filed.status, filed.json.msg).toBe(200);
    expect(filed.json.msg).toBe('新增成功');
    const report = await detail(filed.json.data.reportCode);
    expect(report).toMatchObject({
      bizCode: setup.bizCode, reportMonth: thisMonth, cutoffDate: nowText().slice(0, 10), source: RENT_REPORT_SOURCE.manual, reporterName: '系统管理员', remark: '本月完成消防检查', districtName: '新郑市',
      houseNum: 3, vacantHouseNum: 1, bedNum: 6, occupiedBedNum: 3, freeBedNum: 3, tenantNum: 3, occupancyRate: 50, moveInNum: 3, moveOutNum: 0,
    });
    // The same figures as the ledger at filing.
    const shown = await community(setup.bizCode);
    const live = await lines({ bizCode: setup.bizCode });
    expect({ houseNum: report.houseNum, bedNum: report.bedNum, occupiedBedNum: report.occupiedBedNum, vacantHouseNum: report.vacantHouseNum, freeBedNum: report.freeBedNum }).toEqual({
      houseNum: shown.houseTotalNum, bedNum: shown.bedTotal, occupiedBedNum: shown.totalOccupancyNum,
      vacantHouseNum: live.counts.find((c) => c.roomState === 1)?.count ?? 0, freeBedNum: live.records.reduce((sum, r) => sum + r.free, 0),
    });

    const twice = await add({ bizCode: setup.bizCode, reportMonth: thisMonth });
    expect(twice.status).toBe(409);
    expect(twice.json.msg).toBe(`小区“${shown.villageName}”已有${thisMonth}的房源上报，每月只能上报一次`);

    // Later moves change the ledger, not the report: its room lines stay as filed.
    expect((await distribute(b, [tenantForm(setup.cmpyCode)])).status).toBe(200);
    const frozen = await lines({ reportCode: report.reportCode });
    expect(frozen.total).toBe(3);
    expect(Object.fromEntries(frozen.counts.map((c) => [c.roomState, c.count]))).toEqual({ 1: 1, 2: 1, 3: 1 });
    expect(frozen.records.find((r) => r.houseCode === b)).toMatchObject({ occupied: 1, free: 1, roomState: 2, roomLabel: '1号楼1单元0102室', occupants: [expect.objectContaining({ name: '钱半间' })] });
    expect(frozen.records.find((r) => r.houseCode === a)?.occupants.map((o) => o.name)).toContain('赵满床');
    expect((await lines({ bizCode: setup.bizCode })).records.find((r) => r.houseCode === b)).toMatchObject({ occupied: 2, roomState: 3 });
    const full = await lines({ reportCode: report.reportCode, roomState: 3 });
    expect(full.records.map((r) => r.houseCode)).toEqual([a]);
    expect(full.counts.length).toBe(3);
    expect((await lines({ reportCode: report.reportCode, hasFreeBed: 1 })).total).toBe(2);
    expect((await detail(report.reportCode)).occupiedBedNum).toBe(3);
    expect((await server.call(houseApi.list, { token: admin, body: { pageNum: 1, pageSize: 10, reportCode: 'nosuchreport' } })).status).toBe(404);
  });

  it('lets one of two racing filings of a month in and refuses the other (409)', async () => {
    const setup = await rentSetup(server, admin, { capacity: 1, perFloor: 1 });
    const results = await Promise.all([add({ bizCode: setup.bizCode, reportMonth: thisMonth }), add({ bizCode: setup.bizCode, reportMonth: thisMonth })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await list({ bizCode: setup.bizCode })).total).toBe(1);
  });

  it('answers each community’s latest report with the change since the previous, and deletes only the latest within 30 days', async () => {
    const setup = await rentSetup(server, admin, { capacity: 2, perFloor: 2 });
    await distribute(setup.houseCodes[0], [tenantForm(setup.cmpyCode)]);
    const first = (await add({ bizCode: setup.bizCode, reportMonth: thisMonth })).json.data.reportCode;
    await distribute(setup.houseCodes[1], [tenantForm(setup.cmpyCode), tenantForm(setup.cmpyCode)]);
    // Next month's report, filed on its 5th (the service under that clock).
    const later = nextMonth(thisMonth);
    const filedAt = `${nextMonth(later)}-05 10:00:00`;
    const row = await communityByCode(server.deps.db, setup.bizCode, WHOLE_SCOPE);
    const second = (await fileReport(server.deps.db, row, { reportMonth: later, remark: '', photos: [] }, { source: RENT_REPORT_SOURCE.manual, reporterId: null, reporterName: '住房专员' }, filedAt)).reportCode;
    expect(await detail(second)).toMatchObject({ reportMonth: later, cutoffDate: lastDayOf(later), occupiedBedNum: 3, moveInNum: 0, occupancyRate: 75 });

    const latest = await server.call(flatsReportApi.latestV2, { token: admin, query: { bizCode: setup.bizCode } });
    expect(latest.status, latest.json.msg).toBe(200);
    expect(latest.json.data).toEqual([
      expect.objectContaining({ reportCode: second, reportMonth: later, previousMonth: thisMonth, change: expect.objectContaining({ occupiedBedNum: 2, tenantNum: 2, freeBedNum: -2, vacantHouseNum: -1, houseNum: 0, occupancyRate: 50 }) }),
    ]);
    const all = flatsReportApi.latestV2.response.parse((await server.call(flatsReportApi.latestV2, { token: admin, query: {} })).json.data);
    expect(new Set(all.map((r) => r.bizCode)).size).toBe(all.length);
    expect(all.find((r) => r.bizCode === setup.bizCode)?.reportCode).toBe(second);

    const notLatest = await server.call(flatsReportApi.del, { token: admin, query: { reportCode: first } });
    expect(notLatest.status).toBe(409);
    expect(notLatest.json.msg).toMatch(new RegExp(`最新的一份上报（${later}），${thisMonth}的上报不能删除$`));
    const afterDays = (days: number) => formatTime(parseTime(filedAt) + days * 86_400_000);
    await expect(deleteReport(server.deps.db, WHOLE_SCOPE, second, afterDays(31))).rejects.toThrow('上报已超过 30 天，不能删除');
    expect(await deleteReport(server.deps.db, WHOLE_SCOPE, second, afterDays(29))).toEqual({ reportCode: second });
    const removed = await server.call(flatsReportApi.del, { token: admin, query: { reportCode: first } });
    expect(removed.status, removed.json.msg).toBe(200);
    expect(removed.json.msg).toBe('删除成功');
    expect((await server.call(flatsReportApi.detail, { token: admin, query: { reportCode: first } })).status).toBe(404);
    expect((await server.call(flatsReportApi.latestV2, { token: admin, query: { bizCode: setup.bizCode } })).json.data).toEqual([]);
    // The month is free again.
    expect((await add({ bizCode: setup.bizCode, reportMonth: thisMonth })).status).toBe(200);
  });

  it('files last month on the 1st at 01:00 (系统生成) for every 运营中 community without one, and only once', async () => {
    const operating = await rentSetup(server, admin, { capacity: 3, perFloor: 2 });
    await distribute(operating.houseCodes[0], [tenantForm(operating.cmpyCode), tenantForm(operating.cmpyCode)]);
    const paused = await rentSetup(server, admin, { capacity: 1, perFloor: 1 });
    const pausedForm = await community(paused.bizCode);
    expect((await server.call(communityApi.update, { token: admin, body: { ...communityForm(), villageName: pausedForm.villageName, bizCode: paused.bizCode, villageStatus: 2 } })).status).toBe(200);
    const byHand = await rentSetup(server, admin, { capacity: 1, perFloor: 1 });
    const manual = (await add({ bizCode: byHand.bizCode, reportMonth: thisMonth, remark: '人工上报' })).json.data.reportCode;

    const due = `${nextMonth(thisMonth)}-01 01:00:00`;
    await server.deps.scheduler.tick(new Date(parseTime(due) + 30_000));
    const system = await list({ bizCode: operating.bizCode });
    expect(system.records).toEqual([
      expect.objectContaining({ reportMonth: thisMonth, source: RENT_REPORT_SOURCE.system, reporterName: '系统', cutoffDate: lastDayOf(thisMonth), houseNum: 2, bedNum: 6, occupiedBedNum: 2, tenantNum: 2, vacantHouseNum: 1, moveInNum: 2 }),
    ]);
    expect(system.records[0].reportTime >= due).toBe(true);
    const shown = await community(operating.bizCode);
    expect(system.records[0]).toMatchObject({ houseNum: shown.houseTotalNum, bedNum: shown.bedTotal, occupiedBedNum: shown.totalOccupancyNum });
    expect((await list({ bizCode: paused.bizCode })).total).toBe(0);
    expect((await list({ bizCode: byHand.bizCode })).records.map((r) => [r.reportCode, r.source])).toEqual([[manual, RENT_REPORT_SOURCE.manual]]);
    expect((await list({ source: RENT_REPORT_SOURCE.system, monthFrom: thisMonth, monthTo: thisMonth })).records.every((r) => r.reportMonth === thisMonth && r.reporterName === '系统')).toBe(true);

    // Run again late, or by the same clock: nothing more is due.
    const count = (await list({ monthFrom: thisMonth, monthTo: thisMonth })).total;
    await server.deps.scheduler.tick(new Date(parseTime(due) + 60_000));
    const [task] = reportTasks;
    expect(await task.run(server.deps, `${nextMonth(thisMonth)}-03 09:00:00`)).toBe(0);
    expect((await list({ monthFrom: thisMonth, monthTo: thisMonth })).total).toBe(count);
  });

  it('lists by community, region and month range, and exports the list read back', async () => {
    const xz = await rentSetup(server, admin, { capacity: 2, perFloor: 2 });
    const zm = await rentSetup(server, admin, { capacity: 2, perFloor: 2, place: ZHONGMOU });
    await distribute(xz.houseCodes[0], [tenantForm(xz.cmpyCode)]);
    const xzReport = (await add({ bizCode: xz.bizCode, reportMonth: thisMonth, remark: '新郑上报' })).json.data.reportCode;
    const zmReport = (await add({ bizCode: zm.bizCode, reportMonth: thisMonth, remark: '中牟上报' })).json.data.reportCode;

    expect((await list({ regionCode: '410122', monthFrom: thisMonth })).records.map((r) => r.reportCode)).toContain(zmReport);
    expect((await list({ regionCode: '410122' })).records.every((r) => r.districtName === '中牟县')).toBe(true);
    expect((await list({ bizCode: xz.bizCode, monthTo: previousMonth(thisMonth) })).total).toBe(0);
    expect((await list({ bizCode: xz.bizCode, monthFrom: thisMonth, monthTo: thisMonth })).records.map((r) => r.reportCode)).toEqual([xzReport]);
    const badRange = await server.call(flatsReportApi.list, { token: admin, body: { pageNum: 1, pageSize: 10, monthFrom: '2026/01' } });
    expect(badRange.status).toBe(400);
    expect(badRange.json.msg).toContain('开始月份');

    const file = await server.call(flatsReportApi.export, { token: admin, body: { bizCode: xz.bizCode } });
    expect(file.status).toBe(200);
    const rows = recordsOf(rowsOf((await readWorkbook(file.raw.rawPayload)).worksheets[0]));
    expect(rows).toEqual([expect.objectContaining({ 小区名称: (await community(xz.bizCode)).villageName, 上报月份: thisMonth, 上报方式: '人工上报', 房间数: '2', 已住床位: '1', '入住率（%）': '25.00', 备注: '新郑上报' })]);

    expect((await detail(zmReport)).remark).toBe('中牟上报');
    // The data scope (a 新郑市 user never sees a 中牟县 report): modules/data-scope.api.test.ts.
  });
});
