import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bigscreenWeatherApi, OK_MSG, WEATHER_FAILED_MSG } from '@hrbd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';

/**
 * The weather card through AMap's weather service, played by a local
 * stand-in under AMAP_API_BASE: an answer, the 10-minute cache, a failing
 * service (502) and an unknown code (400). No service at all is 503, in the
 * import test's server (it has no AMAP_KEY).
 */
describe.each(DIALECTS)('数据大屏 weather on %s', (dialect) => {
  let amap: http.Server;
  let base = '';
  const asked: string[] = [];
  let failing = false;

  beforeAll(async () => {
    amap = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      asked.push(`${url.pathname}?city=${url.searchParams.get('city')}&key=${url.searchParams.get('key')}`);
      res.setHeader('content-type', 'application/json');
      if (failing) {
        res.end(JSON.stringify({ status: '0', info: 'DAILY_QUERY_OVER_LIMIT', lives: [] }));
        return;
      }
      res.end(
        JSON.stringify({
          status: '1',
          info: 'OK',
          lives: [
            { province: '河南', city: '新郑市', adcode: url.searchParams.get('city'), weather: '多云', temperature: '18', winddirection: '东北', windpower: '≤3', humidity: '56', reporttime: '2025-06-18 10:02:11' },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => amap.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(amap.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => amap.close(resolve)));

  const server = withTestServer(dialect, { env: () => ({ AMAP_KEY: 'weather-key', AMAP_API_BASE: base }) });
  let admin: string;
  beforeAll(async () => {
    admin = await server.login();
  });

  it('answers the weather now for 新郑市 by default, and reuses it for 10 minutes', async () => {
    const first = await server.call(bigscreenWeatherApi.city, { token: admin, query: {} });
    expect(first.status, first.json.msg).toBe(200);
    expect(first.json).toMatchObject({ code: 200, msg: OK_MSG, success: true });
    expect(first.json.data).toEqual({
      cityCode: '410184',
      cityName: '新郑市',
      weather: '多云',
      temperature: '18',
      windDirection: '东北',
      windPower: '≤3',
      humidity: '56',
      reportTime: '2025-06-18 10:02:11',
    });
    expect(asked).toEqual(['/v3/weather/weatherInfo?city=410184&key=weather-key']);
    await server.call(bigscreenWeatherApi.city, { token: admin, query: { cityCode: '410184' } });
    expect(asked).toHaveLength(1);
  });

  it('says the service is unavailable when it fails, and refuses an unknown code', async () => {
    failing = true;
    const failed = await server.call(bigscreenWeatherApi.city, { token: admin, query: { cityCode: '410100' } });
    expect(failed.status).toBe(502);
    expect(failed.json).toMatchObject({ msg: WEATHER_FAILED_MSG, success: false, data: null });
    failing = false;
    const unknown = await server.call(bigscreenWeatherApi.city, { token: admin, query: { cityCode: '419999' } });
    expect(unknown.status).toBe(400);
    expect((await server.call(bigscreenWeatherApi.city, { token: admin, query: { cityCode: 'abc' } })).json.msg).toBe('城市编码格式不正确');
  });
});
