import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { auditLogApi, userApi } from '@hrbd/contract';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTime } from '../../../platform/time.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { QR_OPTIONS } from './wechat.service.js';

const PUBLIC_URL = 'https://hr.example.gov.cn/';
const NOT_CONFIGURED = '未配置微信公众号参数 WECHAT_APPID/WECHAT_SECRET，无法绑定微信';

/** Codes the imitation WeChat server understands, as WeChat would answer them. */
const OPENIDS: Record<string, string> = { 'code-a': 'oWx_user_A_1111', 'code-b': 'oWx_user_B_2222' };

/** A stand-in for api.weixin.qq.com's sns/oauth2/access_token, recording what it was asked. */
function fakeWechat(): Promise<{ server: HttpServer; base: string; requests: URLSearchParams[] }> {
  const requests: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/sns/oauth2/access_token') {
      res.writeHead(404).end();
      return;
    }
    requests.push(url.searchParams);
    const code = url.searchParams.get('code') ?? '';
    if (code === 'boom') {
      res.writeHead(500).end('internal error');
      return;
    }
    const credentialsOk = url.searchParams.get('appid') === 'wx123' && url.searchParams.get('secret') === 's';
    const openid = credentialsOk ? OPENIDS[code] : undefined;
    // WeChat answers errors with HTTP 200 and an errcode, and labels its JSON text/plain.
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end(
      JSON.stringify(
        openid
          ? { access_token: 'at', expires_in: 7200, refresh_token: 'rt', openid, scope: 'snsapi_base' }
          : { errcode: credentialsOk ? 40029 : 40125, errmsg: 'invalid code' },
      ),
    );
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, base: `http://127.0.0.1:${port}`, requests });
    });
  });
}

describe.each(DIALECTS)('WeChat binding on %s', (dialect) => {
  let wechat: Awaited<ReturnType<typeof fakeWechat>>;
  let adminToken: string;
  let operatorToken: string;

  beforeAll(async () => {
    wechat = await fakeWechat();
  });
  afterAll(() => new Promise((resolve) => wechat.server.close(resolve)));
  // Registered after the stand-in, so it starts after it and closes before it.
  const server = withTestServer(dialect, { env: () => ({ WECHAT_APPID: 'wx123', WECHAT_SECRET: 's', WECHAT_API_BASE: wechat.base, PUBLIC_URL }) });
  beforeAll(async () => {
    adminToken = await server.login();
    await server.call(userApi.add, {
      token: adminToken,
      body: { userName: 'operator1', password: 'Opera1234', realName: '李运营', phone: '13500000001', roleCodes: ['admin'] },
    });
    operatorToken = await server.login('operator1', 'Opera1234');
  });

  const qrcode = async (token: string) => {
    const res = await server.call(userApi.bindAccountQrcord, { token });
    expect(res.status, res.json.msg).toBe(200);
    return userApi.bindAccountQrcord.response.parse(res.json.data);
  };
  const status = async (token: string, ticket?: string) => {
    const res = await server.call(userApi.queryBindStatus, { token, query: { ticket } });
    expect(res.status, res.json.msg).toBe(200);
    return userApi.queryBindStatus.response.parse(res.json.data);
  };
  /** What the phone's WeChat browser gets back from the OAuth redirect. */
  const scan = async (code: string, state: string) => {
    const res = await server.call(userApi.wxCallback, { query: { code, state } });
    expect(String(res.raw.headers['content-type'])).toContain('text/html');
    return { status: res.status, html: res.raw.body };
  };

  it('issues a five-minute QR code that opens WeChat’s OAuth page with a one-time ticket', async () => {
    const before = Date.now();
    const qr = await qrcode(adminToken);
    expect(qr.qrcode.startsWith('data:image/png;base64,')).toBe(true);
    const expected =
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx123' +
      `&redirect_uri=${encodeURIComponent('https://hr.example.gov.cn/pclogin/V2/user/wxCallback')}` +
      `&response_type=code&scope=snsapi_base&state=${qr.ticket}#wechat_redirect`;
    expect(qr.qrcode).toBe(await QRCode.toDataURL(expected, QR_OPTIONS));
    const ttl = parseTime(qr.expireTime) - before;
    expect(ttl).toBeGreaterThan(4 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);
    expect(await status(adminToken, qr.ticket)).toEqual({ bound: false, wxNickname: '', bindTime: null, ticketState: 'pending' });
    // Each QR code carries a ticket of its own.
    expect((await qrcode(adminToken)).ticket).not.toBe(qr.ticket);
  });

  it('binds the scanner’s WeChat when the callback comes back, once per ticket', async () => {
    const qr = await qrcode(adminToken);
    const page = await scan('code-a', qr.ticket);
    expect(page.status).toBe(200);
    expect(page.html).toContain('绑定成功');
    expect(page.html).toContain('微信用户1111');
    const asked = wechat.requests.at(-1);
    expect(Object.fromEntries(asked ?? [])).toEqual({ appid: 'wx123', secret: 's', code: 'code-a', grant_type: 'authorization_code' });

    const bound = await status(adminToken, qr.ticket);
    expect(bound).toMatchObject({ bound: true, wxNickname: '微信用户1111', ticketState: 'bound' });
    expect(bound.bindTime).not.toBeNull();
    const info = await server.call(userApi.info, { token: adminToken });
    expect(info.json.data.user.wxBound).toBe(true);
    const users = await server.call(userApi.list, { token: adminToken, body: { userName: 'admin' } });
    expect(users.json.data.records[0].wxBound).toBe(true);

    const replay = await scan('code-a', qr.ticket);
    expect(replay.status).toBe(409);
    expect(replay.html).toContain('该二维码已使用，请勿重复扫码');
    const another = await server.call(userApi.bindAccountQrcord, { token: adminToken });
    expect(another.status).toBe(409);
    expect(another.json.msg).toBe('当前账号已绑定微信，如需更换请先解除绑定');
  });

  it('refuses a WeChat already bound to another account', async () => {
    const qr = await qrcode(operatorToken);
    const page = await scan('code-a', qr.ticket);
    expect(page.status).toBe(409);
    expect(page.html).toContain('该微信已绑定其他账号，请先在原账号中解除绑定');
    expect(await status(operatorToken, qr.ticket)).toMatchObject({ bound: false, ticketState: 'pending' });
  });

  it('tells the phone when WeChat refuses the code, WeChat fails, or the ticket is unknown or expired', async () => {
    const qr = await qrcode(operatorToken);
    const refused = await scan('bad', qr.ticket);
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('绑定失败');
    expect(refused.html).toContain('微信授权失败（错误码 40029）');

    const outage = await scan('boom', qr.ticket);
    expect(outage.status).toBe(502);
    expect(outage.html).toContain('微信服务器响应异常（HTTP 500）');

    const asked = wechat.requests.length;
    const unknown = await scan('code-b', 'no-such-ticket');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('二维码无效，请在电脑上重新生成二维码');
    // A stray link never reaches WeChat.
    expect(wechat.requests.length).toBe(asked);

    await server.deps.db.updateTable('sysWechatTicket').set({ expireTime: '2000-01-01 00:00:00' }).where('ticket', '=', qr.ticket).execute();
    const expired = await scan('code-b', qr.ticket);
    expect(expired.status).toBe(409);
    expect(expired.html).toContain('二维码已过期');
    expect((await status(operatorToken, qr.ticket)).ticketState).toBe('expired');

    // Failed callbacks are in the operation log with their reason.
    const log = await server.call(auditLogApi.operLogPage, { token: adminToken, body: { path: 'wxCallback', result: 0 } });
    expect(log.json.data.records.map((r) => r.errorMsg)).toContain('二维码已过期，请在电脑上刷新二维码后重新扫码');
  });

  it('answers ticket status only for the caller’s own tickets', async () => {
    const qr = await qrcode(operatorToken);
    const res = await server.call(userApi.queryBindStatus, { token: adminToken, query: { ticket: qr.ticket } });
    expect(res.status).toBe(404);
    expect(res.json.msg).toBe('绑定二维码不存在，请重新生成');
    expect((await status(adminToken)).ticketState).toBeNull();
  });

  it('unbinds, refuses to unbind twice, and frees the WeChat for another account', async () => {
    const res = await server.call(userApi.unBindWX, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.json.msg).toBe('解除绑定成功');
    expect(userApi.unBindWX.response.parse(res.json.data)).toBeNull();
    expect(await status(adminToken)).toEqual({ bound: false, wxNickname: '', bindTime: null, ticketState: null });

    const again = await server.call(userApi.unBindWX, { token: adminToken });
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe('当前账号未绑定微信');

    const qr = await qrcode(operatorToken);
    expect((await scan('code-a', qr.ticket)).status).toBe(200);
    expect((await status(operatorToken)).wxNickname).toBe('微信用户1111');
  });
});

describe.each(DIALECTS)('WeChat binding without official-account settings on %s', (dialect) => {
  const server = withTestServer(dialect);
  let token: string;

  beforeAll(async () => {
    token = await server.login();
  });

  it('refuses to issue a QR code or complete a callback, and says which settings are missing', async () => {
    const qr = await server.call(userApi.bindAccountQrcord, { token });
    expect(qr.status).toBe(503);
    expect(qr.json.msg).toBe(NOT_CONFIGURED);
    expect(await server.deps.db.selectFrom('sysWechatTicket').select('id').execute()).toEqual([]);

    const callback = await server.call(userApi.wxCallback, { query: { code: 'code-a', state: 'whatever' } });
    expect(callback.status).toBe(503);
    expect(callback.raw.body).toContain(NOT_CONFIGURED);

    const bindStatus = await server.call(userApi.queryBindStatus, { token });
    expect(bindStatus.json.data).toEqual({ bound: false, wxNickname: '', bindTime: null, ticketState: null });
  });
});
