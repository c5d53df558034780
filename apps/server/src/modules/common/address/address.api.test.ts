import { ADDRESS_TYPES, addressApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { userWithCodes } from '../../../test/recruit-fixtures.js';
import { HISTORY_KEEP, rememberAddress, type SavedAddress } from './address.service.js';

const CMPY = 'c'.repeat(32);

const xinzheng = (address: string, lon = 113.74): SavedAddress => ({
  provinceCode: '410000',
  provinceName: '河南省',
  cityCode: '410100',
  cityName: '郑州市',
  countyCode: '410184',
  countyName: '新郑市',
  address,
  gcj02Lon: lon,
  gcj02Lat: 34.39,
});

describe.each(DIALECTS)('company history addresses on %s', (dialect) => {
  const server = withTestServer(dialect);
  let token: string;

  beforeAll(async () => {
    token = await server.login();
  });

  async function history(query: Record<string, string | number>) {
    const res = await server.call(addressApi.queryCmpyHistoryAddr, { token, query });
    expect(res.status, res.json.msg).toBe(200);
    return addressApi.queryCmpyHistoryAddr.response.parse(res.json.data);
  }

  it('lists the newest 3 work addresses by default, without repeating a re-saved one', async () => {
    const db = server.deps.db;
    for (const n of [1, 2, 3, 4]) await rememberAddress(db, CMPY, ADDRESS_TYPES.work, xinzheng(`龙湖镇中华北路${n}号`));
    // Saving address 2 again moves it to the top with its new coordinate; it is listed once.
    await rememberAddress(db, CMPY, ADDRESS_TYPES.work, xinzheng(' 龙湖镇中华北路2号 ', 113.75));
    await rememberAddress(db, CMPY, ADDRESS_TYPES.company, xinzheng('新郑市人民路1号'));
    await rememberAddress(db, 'd'.repeat(32), ADDRESS_TYPES.work, xinzheng('别家的地址'));

    const page = await history({ cmpyCode: CMPY });
    expect(page.total).toBe(4);
    expect(page.records.map((r) => r.address)).toEqual(['龙湖镇中华北路2号', '龙湖镇中华北路4号', '龙湖镇中华北路3号']);
    expect(page.records[0]).toMatchObject({
      provinceName: '河南省',
      cityName: '郑州市',
      countyName: '新郑市',
      provinceCode: '410000',
      cityCode: '410100',
      countyCode: '410184',
      gcj02Lon: 113.75,
      gcj02Lat: 34.39,
    });

    const second = await history({ cmpyCode: CMPY, pageNum: 2 });
    expect(second.records.map((r) => r.address)).toEqual(['龙湖镇中华北路1号']);
    const company = await history({ cmpyCode: CMPY, type: ADDRESS_TYPES.company, pageSize: 10 });
    expect(company.records.map((r) => r.address)).toEqual(['新郑市人民路1号']);
  });

  it('keeps a bounded history per company and kind', async () => {
    const code = 'e'.repeat(32);
    for (let n = 0; n < HISTORY_KEEP + 5; n++) await rememberAddress(server.deps.db, code, ADDRESS_TYPES.work, xinzheng(`中华路${n}号`));
    const page = await history({ cmpyCode: code, pageSize: 100 });
    expect(page.total).toBe(HISTORY_KEEP);
    expect(page.records[0].address).toBe(`中华路${HISTORY_KEEP + 4}号`);
  });

  it('answers an empty page for a company without history, and checks its input', async () => {
    expect(await history({ cmpyCode: 'f'.repeat(32) })).toEqual({ records: [], total: 0 });
    const noCompany = await server.call(addressApi.queryCmpyHistoryAddr, { token, query: {} });
    expect(noCompany.status).toBe(400);
    expect(noCompany.json.msg).toContain('企业编号');
    const badType = await server.call(addressApi.queryCmpyHistoryAddr, { token, query: { cmpyCode: CMPY, type: 7 } });
    expect(badType.status).toBe(400);
    expect(badType.json.msg).toContain('地址类型');
  });

  it('answers only users who may open the job list, whose form shows these addresses', async () => {
    await rememberAddress(server.deps.db, CMPY, ADDRESS_TYPES.work, xinzheng('龙湖镇祥和路8号'));
    const auditor = await userWithCodes(server, token, 'history_auditor', '审计甲', ['plateform:system', 'system:operlog', 'system:operlog:list']);
    const refused = await server.call(addressApi.queryCmpyHistoryAddr, { token: auditor.token, query: { cmpyCode: CMPY } });
    expect(refused.status).toBe(403);
    expect(refused.json.data).toBeNull();
    const recruiter = await userWithCodes(server, token, 'history_recruiter', '招聘乙', ['plateform:recruit', 'recruit:job:list', 'recruit:job:list:list']);
    const allowed = await server.call(addressApi.queryCmpyHistoryAddr, { token: recruiter.token, query: { cmpyCode: CMPY } });
    expect(allowed.status, allowed.json.msg).toBe(200);
    expect(allowed.json.data.records.map((r) => r.address)).toContain('龙湖镇祥和路8号');
  });
});
