/**
 * Refusals a careless or hostile caller meets, each in the envelope with a
 * Chinese message: requests the HTTP parser or the router refuses, compressed
 * bodies, non-upload bodies sent to tus, values of the wrong type or shape,
 * oversize declarations and license images too large to decode.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { applyInfoApi, hotEventApi, LICENSE_FILE_FIELD, LICENSE_MESSAGES, licenseApi, materialApi, roleApi, TUS_PATH, userApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../test/harness.js';
import { multipartBody } from '../test/upload-fixtures.js';

const HAN = /[\u4e00-\u9fa5]/;

interface Answer {
  status: number;
  type: string;
  json: { code: number; msg: string; data: unknown };
}

describe.each(DIALECTS)('refusals on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let port: number;

  beforeAll(async () => {
    admin = await server.login();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as { port: number }).port;
  });

  /** A request over a real socket (the HTTP parser's refusals never reach inject). */
  function send(method: string, path: string, headers: Record<string, string> = {}, body?: Buffer): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method, path, agent: false, headers: { authorization: admin, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), json: JSON.parse(text) as Answer['json'] });
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  function expectEnvelope(answer: Answer, status: number): void {
    expect(answer.status).toBe(status);
    expect(answer.type).toContain('application/json');
    expect(answer.json.code).toBe(status);
    expect(answer.json.msg).toMatch(HAN);
    expect(answer.json.data).toBeNull();
  }

  it('answers a query too long for the header limit with 431, the limit and where long values go', async () => {
    const answer = await send('GET', `${hotEventApi.page.path}?eventTitle=${'a'.repeat(100_000)}`);
    expectEnvelope(answer, 431);
    expect(answer.json.msg).toContain('16KB');
    expect(answer.json.msg).toContain('表单（POST）接口');
  });

  it('answers a URL that cannot be decoded with 400 in the envelope', async () => {
    for (const path of ['/%', '/pclogin/user/list%zz']) {
      const answer = await send('GET', path);
      expectEnvelope(answer, 400);
      expect(answer.json.msg).toBe('请求地址不合法：含有无法解码的 % 编码');
    }
  });

  it('refuses a gzip-encoded body with 415 in the envelope, and the connection keeps answering', async () => {
    const gz = zlib.gzipSync(JSON.stringify({ pageNum: 1, pageSize: 10 }));
    const headers = { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': String(gz.length) };
    const answer = await send('POST', userApi.list.path, headers, gz);
    expectEnvelope(answer, 415);
    expect(answer.json.msg).toContain('Content-Encoding');
    expect((await send('POST', userApi.list.path, { 'content-type': 'application/json' }, Buffer.from('{}'))).status).toBe(200);
  });

  it('refuses JSON or text sent to tus with 415, and tus protocol errors, in the envelope', async () => {
    const tus = { 'tus-resumable': '1.0.0' };
    const json = await send('POST', TUS_PATH, { ...tus, 'upload-length': '10', 'content-type': 'application/json' }, Buffer.from('{"a":1}'));
    expectEnvelope(json, 415);
    const text = await send('PATCH', `${TUS_PATH}/0123456789abcdef0123456789abcdef`, { ...tus, 'upload-offset': '0', 'content-type': 'text/plain' }, Buffer.from('hello'));
    expectEnvelope(text, 415);
    const badLength = await send('POST', TUS_PATH, { ...tus, 'upload-length': 'x' });
    expectEnvelope(badLength, 400);
    const noVersion = await send('POST', TUS_PATH, { 'upload-length': '10' });
    expectEnvelope(noVersion, 412);
  });

  it('calls a present value of the wrong type 格式不正确, never 不能为空', async () => {
    const state = await server.call(applyInfoApi.queryPageJobApplyInfo, { token: admin, query: { state: 'abc' } });
    expect(state).toMatchObject({ status: 400, json: { msg: '投递状态格式不正确' } });
    const page = await server.call(userApi.list, { token: admin, body: { pageNum: 1.5 } });
    expect(page).toMatchObject({ status: 400, json: { msg: '页码格式不正确' } });
    const role = await server.call(roleApi.add, { token: admin, body: { roleName: ['a'] } });
    expect(role).toMatchObject({ status: 400, json: { msg: '角色名称格式不正确' } });
    const missing = await server.call(roleApi.add, { token: admin, body: {} });
    expect(missing).toMatchObject({ status: 400, json: { msg: '角色名称不能为空' } });
  });

  it('reads integers in a query as decimal digits only', async () => {
    for (const pageNum of ['0x10', '1e1', ' 2']) {
      const res = await server.call(hotEventApi.page, { token: admin, query: { pageNum } });
      expect(res, pageNum).toMatchObject({ status: 400, json: { msg: '页码格式不正确' } });
    }
    expect((await server.call(hotEventApi.page, { token: admin, query: { pageNum: '16' } })).status).toBe(200);
  });

  it('refuses bidi overrides and zero-width characters in a name, trims it, and keeps line breaks in a remark', async () => {
    for (const roleName of ['审核\u202E员', '审核\u200B员', '审核\n员']) {
      const res = await server.call(roleApi.add, { token: admin, body: { roleName } });
      expect(res.status, JSON.stringify(roleName)).toBe(400);
      expect(res.json.msg).toMatch(/^角色名称不能包含/);
    }
    const ok = await server.call(roleApi.add, { token: admin, body: { roleName: '  复核员 ', remark: '第一行\n第二行' } });
    expect(ok.status, ok.json.msg).toBe(200);
    const row = await server.deps.db.selectFrom('sysRole').select(['roleName', 'remark']).where('roleCode', '=', ok.json.data.roleCode).executeTakeFirstOrThrow();
    expect(row).toEqual({ roleName: '复核员', remark: '第一行\n第二行' });
  });

  it('refuses a material over its kind’s size by what it declares, in the uploaders’ words', async () => {
    const register = async (materialType: number, fileSize: number) => {
      const { payload, headers } = multipartBody({ materialType, materialName: '宣传', fileName: 'a.bin', fileSize, md5: 'a'.repeat(32) });
      const raw = await server.app.inject({ method: 'POST', url: materialApi.uploadMaterial.path, payload, headers: { ...headers, authorization: admin } });
      return { status: raw.statusCode, json: raw.json<Answer['json']>() };
    };
    const before = await server.deps.db.selectFrom('comMaterial').select('id').execute();
    expect(await register(2, 104_857_601)).toMatchObject({ status: 400, json: { msg: '文件大小不能超过100M，请重新选择' } });
    expect(await register(1, 10 * 1024 * 1024 + 1)).toMatchObject({ status: 400, json: { msg: '只能上传小于10M的文件，请重新上传' } });
    expect(await server.deps.db.selectFrom('comMaterial').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses a license image above 40 megapixels from its header, before decoding it', async () => {
    // A 9,999 × 9,999 PNG header: decoding it would take 400 MB.
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(9999, 0);
    ihdr.writeUInt32BE(9999, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from([0, 0, 0, 13]),
      Buffer.from('IHDR'),
      ihdr,
      Buffer.alloc(4),
      Buffer.alloc(5000),
    ]);
    const { payload, headers } = multipartBody({}, { name: 'license.png', type: 'image/png', data: png, field: LICENSE_FILE_FIELD });
    const raw = await server.app.inject({ method: 'POST', url: licenseApi.disBusiLicense.path, payload, headers: { ...headers, authorization: admin } });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toEqual({ code: 400, msg: LICENSE_MESSAGES.tooManyPixels, data: null, success: false });
  });
});
