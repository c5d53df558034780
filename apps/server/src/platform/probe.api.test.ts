import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
let port = 0;
beforeAll(async () => {
  server = await startTestServer('sqlite');
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as { port: number }).port;
});
afterAll(() => server?.close());

function send(method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve(`${res.statusCode} ${JSON.stringify(res.headers['content-type'])} ${text.slice(0, 300)}`));
    });
    req.on('error', (e) => resolve(`ERR ${e.message}`));
    if (body) req.write(body);
    req.end();
  });
}

it('probes', async () => {
  const token = await server.login();
  const a = { authorization: token };
  for (const url of ['/pclogin/%', '/%', '/pclogin/user/list%zz', '/pclogin/user/userInfo?a=%']) {
    const r = await server.app.inject({ method: 'GET', url, headers: a });
    console.log('inject', url, r.statusCode, r.body.slice(0, 200));
  }
  console.log('badurl2', await send('GET', '/%', a));
  console.log('431', await send('GET', `/pclogin/user/list?x=${'a'.repeat(100000)}`, a));
  console.log('badurl', await send('GET', '/pclogin/%', a));
  console.log('badurlq', await send('GET', '/pclogin/user/userInfo?a=%', a));
  const gz = zlib.gzipSync(JSON.stringify({ pageNum: 1, pageSize: 10 }));
  console.log('gzip', await send('POST', '/pclogin/user/list', { ...a, 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': String(gz.length) }, gz));
  console.log('tus json', await send('POST', '/backend-common/tus', { ...a, 'content-type': 'application/json', 'tus-resumable': '1.0.0', 'upload-length': '10' }, Buffer.from('{"a":1}')));
  console.log('tus text patch', await send('PATCH', '/backend-common/tus/abc', { ...a, 'content-type': 'text/plain', 'tus-resumable': '1.0.0', 'upload-offset': '0' }, Buffer.from('hello')));
  console.log('tus bad len', await send('POST', '/backend-common/tus', { ...a, 'tus-resumable': '1.0.0', 'upload-length': 'x' }));
});
