import { regionApi, type Endpoint } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';

describe.each(DIALECTS)('regions on %s', (dialect) => {
  const server = withTestServer(dialect);
  let token: string;

  beforeAll(async () => {
    token = await server.login();
  });

  async function ok<E extends Endpoint>(endpoint: E, query: Record<string, string> = {}) {
    const res = await server.call(endpoint, { token, query });
    expect(res.status, res.json.msg).toBe(200);
    return endpoint.response.parse(res.json.data) as ReturnType<E['response']['parse']>;
  }

  it('starts a server with all 44,703 regions loaded', async () => {
    const { n } = await server.deps.db.selectFrom('comRegion').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(44_703);
  });

  it('lists the 31 provinces with six-digit codes', async () => {
    const provinces = await ok(regionApi.selectAllProvince);
    expect(provinces).toHaveLength(31);
    expect(provinces[0]).toEqual({ proCode: '110000', proName: '北京市' });
    expect(provinces).toContainEqual({ proCode: '410000', proName: '河南省' });
    expect(provinces.every((p) => /^\d{2}0000$/.test(p.proCode))).toBe(true);
  });

  it("lists a province's cities, accepting the short code too", async () => {
    const cities = await ok(regionApi.selectByProvinceCode, { proCode: '410000' });
    expect(cities).toContainEqual({ cityCode: '410100', cityName: '郑州市', proCode: '410000' });
    // 济源 is governed by the province directly: it keeps GB/T 2260's 419000 group.
    expect(cities).toContainEqual({ cityCode: '419000', cityName: '省直辖县级行政区划', proCode: '410000' });
    expect(cities).toHaveLength(18);
    expect(await ok(regionApi.selectByProvinceCode, { proCode: '41' })).toEqual(cities);
  });

  it("lists a city's counties: 郑州市 holds 新郑市 410184", async () => {
    const counties = await ok(regionApi.selectByCityCode, { cityCode: '410100' });
    expect(counties).toContainEqual({ countryCode: '410184', countryName: '新郑市', cityCode: '410100' });
    expect(counties.every((c) => c.countryCode.startsWith('4101') && c.countryCode.length === 6)).toBe(true);
    expect(await ok(regionApi.selectByCityCode, { cityCode: '4101' })).toEqual(counties);
  });

  it("lists a county's streets with nine-digit codes", async () => {
    const streets = await ok(regionApi.selectByCountryCode, { countryCode: '410184' });
    expect(streets.length).toBeGreaterThan(5);
    expect(streets.every((s) => /^410184\d{3}$/.test(s.streetCode) && s.countryCode === '410184')).toBe(true);
    expect(streets.map((s) => s.streetName)).toContain('龙湖镇');
  });

  it('answers a street with its whole parent chain', async () => {
    const streets = await ok(regionApi.selectByCountryCode, { countryCode: '410184' });
    const longhu = streets.find((s) => s.streetName === '龙湖镇');
    const area = await ok(regionApi.selectByStreetCode, { streetCode: longhu?.streetCode ?? '' });
    expect(area).toMatchObject({
      level: 'street',
      proCode: '410000',
      proName: '河南省',
      cityCode: '410100',
      cityName: '郑州市',
      countryCode: '410184',
      countryName: '新郑市',
      streetName: '龙湖镇',
      gcj02Lng: null,
    });
  });

  it('finds any code with its parents; a county carries its centre', async () => {
    const county = await ok(regionApi.selectAreaByCode, { code: '410184' });
    expect(county).toMatchObject({ level: 'county', proName: '河南省', cityName: '郑州市', countryName: '新郑市', streetCode: null });
    expect(county.gcj02Lng).toBeCloseTo(113.74, 1);
    expect(await ok(regionApi.selectAreaByCode, { code: '410100' })).toMatchObject({ level: 'city', cityName: '郑州市', countryCode: null });
    expect(await ok(regionApi.selectAreaByCode, { code: '410000' })).toMatchObject({ level: 'province', proName: '河南省', cityCode: null });
    expect(await ok(regionApi.selectAreaByCode, { code: '41' })).toMatchObject({ level: 'province', proCode: '410000' });
  });

  it('handles municipalities, cities without counties and province-governed counties', async () => {
    expect(await ok(regionApi.selectByProvinceCode, { proCode: '110000' })).toEqual([{ cityCode: '110100', cityName: '北京市', proCode: '110000' }]);
    expect((await ok(regionApi.selectByProvinceCode, { proCode: '500000' })).map((c) => c.cityName)).toEqual(['重庆市', '重庆郊县']);
    expect(await ok(regionApi.selectAreaByCode, { code: '110105' })).toMatchObject({ proName: '北京市', cityName: '北京市', countryName: '朝阳区' });
    // 东莞 has no counties: its towns sit under one county of the city's own name and code.
    expect(await ok(regionApi.selectByCityCode, { cityCode: '441900' })).toEqual([{ countryCode: '441900', countryName: '东莞市', cityCode: '441900' }]);
    expect(await ok(regionApi.selectAreaByCode, { code: '441900' })).toMatchObject({ level: 'county', cityCode: '441900', countryCode: '441900' });
    expect(await ok(regionApi.selectAreaByCode, { code: '419001' })).toMatchObject({
      level: 'county',
      proName: '河南省',
      cityCode: '419000',
      countryName: '济源市',
    });
  });

  it('refuses unknown codes with 404 and a message, malformed ones with 400', async () => {
    const cases: Array<[Endpoint, Record<string, string>, string]> = [
      [regionApi.selectByProvinceCode, { proCode: '990000' }, '省份编码“990000”不存在'],
      [regionApi.selectByProvinceCode, { proCode: '410100' }, '省份编码“410100”不存在'],
      [regionApi.selectByCityCode, { cityCode: '419900' }, '城市编码“419900”不存在'],
      [regionApi.selectByCountryCode, { countryCode: '410199' }, '区县编码“410199”不存在'],
      [regionApi.selectByStreetCode, { streetCode: '410184999' }, '乡镇街道编码“410184999”不存在'],
      [regionApi.selectAreaByCode, { code: '123' }, '行政区划编码“123”不存在'],
    ];
    for (const [endpoint, query, msg] of cases) {
      const res = await server.call(endpoint, { token, query });
      expect(res.status, endpoint.key).toBe(404);
      expect(res.json).toEqual({ code: 404, msg, data: null, success: false });
    }
    const bad = await server.call(regionApi.selectByCityCode, { token, query: { cityCode: '郑州' } });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toContain('城市编码');
    const missing = await server.call(regionApi.selectByCountryCode, { token, query: {} });
    expect(missing.status).toBe(400);
    expect(missing.json.msg).toContain('区县编码');
  });

  it('asks for a signed-in caller', async () => {
    const res = await server.call(regionApi.selectAllProvince, {});
    expect(res.status).toBe(401);
  });
});
