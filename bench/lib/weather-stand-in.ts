import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** AMap's weather service (`/v3/weather/weatherInfo`), played locally: there is no network here. The 数据大屏's weather card asks it through AMAP_API_BASE. */
export async function weatherStandIn(): Promise<{ base: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        status: '1',
        info: 'OK',
        lives: [{ province: '河南', city: '新郑市', adcode: url.searchParams.get('city'), weather: '晴', temperature: '20', winddirection: '南', windpower: '≤3', humidity: '50', reporttime: '2025-06-18 10:00:00' }],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
