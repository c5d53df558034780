import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { geocoderApi } from '@hrbd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';

const gcoord = createRequire(import.meta.url)('gcoord') as {
  GCJ02: string;
  BD09: string;
  transform(input: [number, number], from: string, to: string): [number, number];
};

/** 新郑市 lies within these bounds (GCJ-02); its seat is near 113.74, 34.40. */
const XINZHENG_BOX = { minLng: 113.5, maxLng: 114.0, minLat: 34.2, maxLat: 34.6 };

describe.each(DIALECTS)('geocoder without an AMap key on %s', (dialect) => {
  const server = withTestServer(dialect);
  let token: string;

  beforeAll(async () => {
    token = await server.login();
  });

  async function geocode(query: Record<string, string>) {
    const res = await server.call(geocoderApi.location, { token, query });
    expect(res.status, res.json.msg).toBe(200);
    return geocoderApi.location.response.parse(res.json.data);
  }

  it('answers an address with the real centre of the county it names, and its BD-09 twin', async () => {
    const result = await geocode({ address: '河南省郑州市新郑市龙湖镇' });
    expect(result).toMatchObject({
      source: 'region',
      level: 'county',
      precision: 'county',
      provinceCode: '410000',
      provinceName: '河南省',
      cityCode: '410100',
      cityName: '郑州市',
      countyCode: '410184',
      countyName: '新郑市',
      formattedAddress: '河南省郑州市新郑市',
    });
    expect(result.gcj02Lng).toBeGreaterThan(XINZHENG_BOX.minLng);
    expect(result.gcj02Lng).toBeLessThan(XINZHENG_BOX.maxLng);
    expect(result.gcj02Lat).toBeGreaterThan(XINZHENG_BOX.minLat);
    expect(result.gcj02Lat).toBeLessThan(XINZHENG_BOX.maxLat);
    const [bdLng, bdLat] = gcoord.transform([result.gcj02Lng, result.gcj02Lat], gcoord.GCJ02, gcoord.BD09);
    expect(result.bd09Lng).toBeCloseTo(bdLng, 5);
    expect(result.bd09Lat).toBeCloseTo(bdLat, 5);
    // BD-09 sits about 0.0065° east and 0.006° north of GCJ-02 here.
    expect(result.bd09Lng - result.gcj02Lng).toBeGreaterThan(0.004);
    expect(result.bd09Lng - result.gcj02Lng).toBeLessThan(0.01);
    expect(result.bd09Lat - result.gcj02Lat).toBeGreaterThan(0.003);
    expect(result.bd09Lat - result.gcj02Lat).toBeLessThan(0.01);
  });

  it('resolves short and partial names, municipalities and province-governed counties', async () => {
    expect(await geocode({ address: '河南新郑龙湖镇中华北路' })).toMatchObject({ countyCode: '410184', level: 'county' });
    expect(await geocode({ address: '郑州市金水区花园路' })).toMatchObject({ provinceCode: '410000', countyName: '金水区' });
    expect(await geocode({ address: '北京市朝阳区建国路' })).toMatchObject({ cityName: '北京市', countyName: '朝阳区', formattedAddress: '北京市朝阳区' });
    // 城口县 is under 重庆's second city group, not the 重庆市 the text names.
    expect(await geocode({ address: '重庆市城口县葛城街道' })).toMatchObject({ cityCode: '500200', countyName: '城口县' });
    expect(await geocode({ address: '河南省济源市沁园街道' })).toMatchObject({ cityCode: '419000', countyCode: '419001' });
    const province = await geocode({ address: '河南省' });
    expect(province).toMatchObject({ level: 'province', precision: 'province', cityCode: null });
    expect(province.gcj02Lat).toBeGreaterThan(31);
    expect(province.gcj02Lat).toBeLessThan(37);
  });

  it('takes the search scope from a city code when the text names no city', async () => {
    expect(await geocode({ address: '新郑市龙湖镇', cityCode: '410100' })).toMatchObject({ countyCode: '410184' });
    expect(await geocode({ address: '中原区', cityCode: '410100' })).toMatchObject({ countyCode: '410102' });
  });

  it('falls back to the city centre for a county the boundary data does not draw', async () => {
    // 郑州航空港经济综合实验区 is a county-level unit without a boundary of its own.
    const result = await geocode({ address: '河南省郑州市郑州航空港经济综合实验区' });
    expect(result).toMatchObject({ level: 'county', precision: 'city', countyName: '郑州航空港经济综合实验区' });
    const city = await geocode({ address: '河南省郑州市' });
    expect([result.gcj02Lng, result.gcj02Lat]).toEqual([city.gcj02Lng, city.gcj02Lat]);
  });

  it('refuses text that names no region instead of inventing a point', async () => {
    const res = await server.call(geocoderApi.location, { token, query: { address: '幸福路88号' } });
    expect(res.status).toBe(404);
    expect(res.json.msg).toBe('未能从地址中识别出省、市或区县，请补充省市区后重试');
    const blank = await server.call(geocoderApi.location, { token, query: { address: '' } });
    expect(blank.status).toBe(400);
    expect(blank.json.msg).toContain('请输入地址');
  });
});

describe.each(DIALECTS)('geocoder with an AMap key on %s', (dialect) => {
  let token: string;
  let amap: http.Server;
  let amapBase = '';
  const seen: URLSearchParams[] = [];
  let failNext = false;

  beforeAll(async () => {
    // A stand-in for AMap's /v3/geocode/geo on loopback, answering as AMap does.
    amap = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      seen.push(url.searchParams);
      res.setHeader('content-type', 'application/json');
      if (failNext) {
        failNext = false;
        res.end(JSON.stringify({ status: '0', info: 'INVALID_USER_KEY', infocode: '10001' }));
        return;
      }
      res.end(
        JSON.stringify({
          status: '1',
          info: 'OK',
          count: '1',
          geocodes: [
            {
              formatted_address: '河南省郑州市新郑市龙湖镇中华北路',
              province: '河南省',
              city: '郑州市',
              district: '新郑市',
              street: [],
              adcode: '410184',
              location: '113.723456,34.520123',
              level: '道路',
            },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => amap.listen(0, '127.0.0.1', resolve));
    amapBase = `http://127.0.0.1:${(amap.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => amap.close(resolve)));
  // Registered after the stand-in, so it starts after it and closes before it.
  const server = withTestServer(dialect, { env: () => ({ AMAP_KEY: 'test-key', AMAP_API_BASE: amapBase }) });
  beforeAll(async () => {
    token = await server.login();
  });

  it("asks AMap and answers with its point and the region of its adcode", async () => {
    const res = await server.call(geocoderApi.location, { token, query: { address: '新郑市龙湖镇中华北路', cityCode: '410100' } });
    expect(res.status, res.json.msg).toBe(200);
    const result = geocoderApi.location.response.parse(res.json.data);
    expect(result).toMatchObject({
      source: 'amap',
      level: 'address',
      countyCode: '410184',
      cityName: '郑州市',
      formattedAddress: '河南省郑州市新郑市龙湖镇中华北路',
      gcj02Lng: 113.723456,
      gcj02Lat: 34.520123,
    });
    const last = seen.at(-1);
    expect(last?.get('key')).toBe('test-key');
    expect(last?.get('address')).toBe('新郑市龙湖镇中华北路');
    expect(last?.get('city')).toBe('410100');
  });

  it('falls back to the region centre when AMap refuses', async () => {
    failNext = true;
    const res = await server.call(geocoderApi.location, { token, query: { address: '河南省郑州市新郑市' } });
    expect(res.status, res.json.msg).toBe(200);
    expect(geocoderApi.location.response.parse(res.json.data)).toMatchObject({ source: 'region', countyCode: '410184' });
  });
});
