import {
  addMonths,
  bigscreenInsuranceApi,
  bigscreenInsuredTotalApi,
  bigscreenRecruitApi,
  bigscreenReportImportApi,
  bigscreenWeatherApi,
  bigscreenWorkerFlowApi,
  perm,
  REPORT_ERROR_HEADER,
  REPORT_SHEETS,
  shanghaiMonth,
  WEATHER_UNCONFIGURED_MSG,
} from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTime } from '../../../platform/time.js';
import { importReport, insuredRow, reportWorkbook } from '../../../test/bigscreen-fixtures.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { userWithCodes } from '../../../test/recruit-fixtures.js';
import { readWorkbook, recordsOf, rowsOf } from '../../../test/xlsx.js';

/**
 * 月报导入 round trip: the template, a filled workbook with a good month and
 * a month with one bad row, the import (the good month in, the bad one
 * refused whole), the panels reading what went in, the error workbook read
 * back, a county user's view, and a re-import replacing a month.
 */
describe.each(DIALECTS)('月报导入 and the imported panels on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  const now = shanghaiMonth();
  const m1 = addMonths(now, -2);
  const m2 = addMonths(now, -1);
  const m0 = addMonths(now, -3);

  beforeAll(async () => {
    admin = await server.login();
  });

  const get = async <Q extends Record<string, unknown>>(endpoint: Parameters<typeof server.call>[0], query: Q, token = admin) => {
    const res = await server.call(endpoint, { token, query });
    expect(res.status, res.json.msg).toBe(200);
    endpoint.response.parse(res.json.data);
    return res.json.data as never;
  };

  it('offers a template with the three sheets and 填写说明', async () => {
    const res = await server.call(bigscreenReportImportApi.template, { token: admin });
    expect(res.status).toBe(200);
    const workbook = await readWorkbook(res.raw.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['社保参保', '参保学历', '人员流动', '填写说明']);
    expect(rowsOf(workbook.getWorksheet('社保参保')!)[0]).toEqual([...REPORT_SHEETS.insured.headers]);
  });

  it('imports the good months and refuses the month with a bad row, naming it in the error workbook', async () => {
    const workbook = await reportWorkbook({
      insured: [
        // m0: 郑州 and two of its counties; m1 down 5 % in 中牟县: 参保减员.
        insuredRow(m0, '410100', '郑州市', 3000),
        insuredRow(m0, '410184', '新郑市', 1000),
        insuredRow(m0, '410122', '中牟县', 2000),
        insuredRow(m1, '410184', '新郑市', 1010, 30, 20),
        insuredRow(m1, '410122', '中牟县', 1900, 10, 110),
        insuredRow(m1, '410300', '洛阳市', 5000, 100, 50),
        // m2: the education rows of 新郑市 do not add up to its total.
        insuredRow(m2, '410184', '新郑市', 1100),
      ],
      education: [
        [m1, '410184', '新郑市', '本科', 600],
        [m1, '410184', '新郑市', '大专', 410],
        [m2, '410184', '新郑市', '本科', 600],
        [m2, '410184', '新郑市', '大专', 400],
      ],
      flow: [
        [m1, '410184', '新郑市', 300, 200],
        [m1, '410122', '中牟县', 100, 260],
        [m2, '410184', '新郑市', 10, 20],
      ],
    });
    const imported = await importReport(server, admin, workbook);
    expect(imported.status, imported.json.msg).toBe(200);
    expect(imported.json.success).toBe(true);
    const result = imported.json.data;
    expect(result.importedMonths).toEqual([m0, m1]);
    expect(result.refusedMonths).toEqual([m2]);
    expect(result.total).toBe(14);

    // The refused month changed nothing.
    const stored = await server.deps.db.selectFrom('bigscreenReportInsured').select(['month']).where('month', '=', m2).execute();
    expect(stored).toHaveLength(0);

    const file = await server.call(bigscreenReportImportApi.errorFile, { token: admin, query: { errorCode: result.errorCode } });
    expect(file.status).toBe(200);
    const errors = await readWorkbook(file.raw.rawPayload);
    const educationErrors = recordsOf(rowsOf(errors.getWorksheet('参保学历')!));
    expect(educationErrors).toHaveLength(2);
    expect(educationErrors[0][REPORT_ERROR_HEADER]).toContain('与参保总人数1100不符');
    const insuredErrors = recordsOf(rowsOf(errors.getWorksheet('社保参保')!));
    expect(insuredErrors.map((r) => [r['统计月份'], r[REPORT_ERROR_HEADER]])).toEqual([[m2, '同月其他行有误，本月未导入']]);

    const history = await get(bigscreenReportImportApi.history, {});
    expect((history as { records: Array<{ id: number; importedMonths: string[]; errorAvailable: boolean }> }).records[0]).toMatchObject({
      id: result.importId,
      importedMonths: [m0, m1],
      errorAvailable: true,
    });
  });

  it('refuses a month whose city differs from its counties, and rows of the wrong region or in the future', async () => {
    const workbook = await reportWorkbook({
      insured: [
        insuredRow(m0, '410300', '洛阳市', 10),
        insuredRow(m0, '410100', '郑州市', 10),
        insuredRow(m0, '410184', '新郑市', 1),
        insuredRow(addMonths(now, 1), '410184', '新郑市', 1),
        insuredRow(m1, '110101', '东城区', 1),
      ],
    });
    const imported = await importReport(server, admin, workbook);
    expect(imported.status).toBe(200);
    expect(imported.json.data.importedMonths).toEqual([]);
    const file = await server.call(bigscreenReportImportApi.errorFile, { token: admin, query: { errorCode: imported.json.data.errorCode } });
    const reasons = recordsOf(rowsOf((await readWorkbook(file.raw.rawPayload)).getWorksheet('社保参保')!)).map((r) => r[REPORT_ERROR_HEADER]);
    expect(reasons).toContain('参保总人数与所辖县区合计1不符');
    expect(reasons).toContain('统计月份不能晚于本月');
    expect(reasons).toContain('区划代码“110101”不是河南省的市或县区');
    // m0 as imported before is untouched.
    const total = await get(bigscreenInsuredTotalApi.analysis, { reportTime: m0 });
    expect((total as { insuredTotal: { value: number } }).insuredTotal.value).toBe(3000);
  });

  it('answers the panels from the imported rows, 环比 and per region', async () => {
    const total = (await get(bigscreenInsuredTotalApi.analysis, { reportTime: m1 })) as {
      insuredTotal: { value: number; previous: number; ratio: number | null };
      inflowCount: { value: number };
      outflowCount: { value: number };
    };
    // 河南 = 郑州 (no city row in m1: its counties) + 洛阳.
    expect(total.insuredTotal).toEqual({ value: 1010 + 1900 + 5000, previous: 3000, ratio: Math.round(((7910 - 3000) / 3000) * 10000) / 100 });
    expect(total.inflowCount.value).toBe(400);
    expect(total.outflowCount.value).toBe(460);

    const cities = (await get(bigscreenInsuranceApi.socialSecurityUserAnalysis, { reportTime: m1 })) as { rows: Array<{ regionCode: string; insuredTotal: number }> };
    expect(cities.rows.map((r) => [r.regionCode, r.insuredTotal])).toEqual([
      ['410100', 2910],
      ['410300', 5000],
    ]);
    const counties = (await get(bigscreenInsuranceApi.socialSecurityUserAnalysis, { reportTime: m1, parentCode: '410100' })) as { rows: Array<{ regionCode: string; regionName: string }> };
    expect(counties.rows.map((r) => r.regionName)).toEqual(['中牟县', '新郑市']);

    const insurance = (await get(bigscreenInsuranceApi.analysis, { reportTime: m1 })) as { total: number; months: Array<{ month: string; total: number }> };
    expect(insurance.total).toBe(7910);
    expect(insurance.months).toHaveLength(12);
    expect(insurance.months.find((m) => m.month === m0)?.total).toBe(3000);

    const education = (await get(bigscreenInsuranceApi.socialSecurityEducational, { reportTime: m1 })) as { total: number; rows: Array<{ educationName: string; count: number }> };
    expect(education.total).toBe(1010);
    expect(education.rows.find((r) => r.educationName === '本科')?.count).toBe(600);

    const flow = (await get(bigscreenWorkerFlowApi.analysis, { reportTime: m1 })) as { regions: Array<{ regionCode: string; net: number }> };
    expect(flow.regions).toEqual([{ regionCode: '410100', regionName: '郑州市', inflow: 400, outflow: 460, net: -60 }]);

    // 预警信息 over the province's cities: 郑州 lost 3 % of its insured (3000 → 2910); its flows (400 in, 460 out) stay under 120 %.
    type Warnings = { records: Array<{ type: string; regionName: string; levelName: string }> };
    const warnings = (await get(bigscreenRecruitApi.getEmployWarn, { reportTime: m1 })) as Warnings;
    expect(warnings.records.filter((w) => w.regionName === '郑州市').map((w) => [w.type, w.levelName])).toEqual([['insuredDrop', '一般']]);
    // Over 郑州's counties: 中牟县 lost 5 % (较重) and sent out 260 % of what came in (严重).
    const { token } = await userWithCodes(server, admin, 'bigscreen_zz', '郑州大屏', [perm.recruit.bigscreen.list], '410100');
    const counties2 = (await get(bigscreenRecruitApi.getEmployWarn, { reportTime: m1 }, token)) as Warnings;
    expect(counties2.records.filter((w) => w.regionName === '中牟县').map((w) => [w.type, w.levelName])).toEqual([
      ['netOutflow', '严重'],
      ['insuredDrop', '较重'],
    ]);
  });

  it('shows a county user their county only', async () => {
    const { token } = await userWithCodes(server, admin, 'bigscreen_xz', '新郑大屏', [perm.recruit.bigscreen.list], '410184');
    const total = (await get(bigscreenInsuredTotalApi.analysis, { reportTime: m1 }, token)) as { insuredTotal: { value: number; previous: number } };
    expect(total.insuredTotal).toMatchObject({ value: 1010, previous: 1000 });
    const map = (await get(bigscreenInsuranceApi.socialSecurityUserAnalysis, { reportTime: m1, parentCode: '410000' }, token)) as { rows: Array<{ regionCode: string }> };
    expect(map.rows.map((r) => r.regionCode)).toEqual(['410184']);
    const warnings = (await get(bigscreenRecruitApi.getEmployWarn, { reportTime: m1 }, token)) as { records: Array<{ regionCode: string }> };
    expect(warnings.records.every((w) => w.regionCode === '410184')).toBe(true);
    // Importing is a button of its own.
    expect((await server.call(bigscreenReportImportApi.history, { token })).status).toBe(403);
  });

  it('replaces a month on re-import', async () => {
    const imported = await importReport(server, admin, await reportWorkbook({ insured: [insuredRow(m1, '410184', '新郑市', 42)] }));
    expect(imported.json.data.importedMonths).toEqual([m1]);
    const rows = await server.deps.db.selectFrom('bigscreenReportInsured').select(['regionCode', 'insuredTotal']).where('month', '=', m1).execute();
    expect(rows.map((r) => [r.regionCode, Number(r.insuredTotal)])).toEqual([['410184', 42]]);
    expect(await server.deps.db.selectFrom('bigscreenReportFlow').select('regionCode').where('month', '=', m1).execute()).toEqual([]);
  });

  it('refuses a future or malformed month, and reads a date as its month', async () => {
    for (const reportTime of [addMonths(now, 1), '2025-13', 'abc', '2025-02-30']) {
      const res = await server.call(bigscreenInsuredTotalApi.analysis, { token: admin, query: { reportTime } });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ msg: '统计月份格式不正确', success: false });
    }
    const dated = await get(bigscreenInsuredTotalApi.analysis, { reportTime: `${m1}-15 10:00:00` });
    expect((dated as { month: string }).month).toBe(m1);
    expect(((await get(bigscreenInsuredTotalApi.analysis, {})) as { month: string }).month).toBe(now);
  });

  it('has no weather without a weather service', async () => {
    const res = await server.call(bigscreenWeatherApi.city, { token: admin, query: {} });
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ msg: WEATHER_UNCONFIGURED_MSG, success: false, data: null });
  });

  it('removes error workbooks after 7 days', async () => {
    const before = await server.deps.db.selectFrom('bigscreenReportError').select('errorCode').execute();
    expect(before.length).toBeGreaterThan(0);
    const { removeExpiredErrors } = await import('./insured-report.import.js');
    expect(await removeExpiredErrors(server.deps, formatTime(Date.now() + 6 * 86_400_000))).toBe(0);
    expect(await removeExpiredErrors(server.deps, formatTime(Date.now() + 8 * 86_400_000))).toBe(before.length);
  });
});
