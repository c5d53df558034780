import { auditLogApi, authApi, roleApi, userApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTime } from '../../../platform/time.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';

const DAY_MS = 86_400_000;

describe.each(DIALECTS)('operation and login logs on %s', (dialect) => {
  const server = withTestServer(dialect);
  let token: string;
  let roleCode: string;

  beforeAll(async () => {
    await server.call(authApi.login, { body: { userName: 'admin', password: 'Wrong1234' } });
    await server.call(authApi.login, { body: { userName: 'ghost', password: 'Ghost1234' } });
    token = await server.login();
    roleCode = (await server.call(roleApi.add, { token, body: { roleName: '审计员' } })).json.data.roleCode;
    await server.call(roleApi.add, { token, body: { roleName: '审计员' } }); // refused: duplicate
    await server.call(roleApi.edit, { token, body: { roleCode, roleName: '审计专员' } });
  });

  const operations = (body: Record<string, unknown>) => server.call(auditLogApi.operLogPage, { token, body });
  const logins = (body: Record<string, unknown>) => server.call(auditLogApi.loginLogPage, { token, body });

  it('lists operations newest first with outcome, target and operator', async () => {
    const res = await operations({});
    expect(res.status).toBe(200);
    const page = auditLogApi.operLogPage.response.parse(res.json.data);
    expect(page.total).toBe(3);
    expect(page.records.map((r) => [r.path, r.result, r.httpStatus])).toEqual([
      ['/pclogin/role/edit', 1, 200],
      ['/pclogin/role/add', 0, 409],
      ['/pclogin/role/add', 1, 200],
    ]);
    expect(page.records[0]).toMatchObject({ userName: 'admin', realName: '系统管理员', method: 'POST', summary: '编辑角色', targetCode: roleCode, ip: '127.0.0.1' });
    expect(page.records[1].errorMsg).toBe('角色名称“审计员”已存在');
  });

  it('filters operations by operator, path, result and time', async () => {
    const paths = async (body: Record<string, unknown>) => (await operations(body)).json.data.records.map((r) => r.path);
    expect(await paths({ userName: 'adm' })).toHaveLength(3);
    expect(await paths({ userName: 'nobody' })).toEqual([]);
    expect(await paths({ path: 'role/edit' })).toEqual(['/pclogin/role/edit']);
    expect(await paths({ result: 0 })).toEqual(['/pclogin/role/add']);
    const today = formatTime(Date.now()).slice(0, 10);
    expect(await paths({ beginTime: today, endTime: today })).toHaveLength(3);
    expect(await paths({ endTime: formatTime(Date.now() - DAY_MS).slice(0, 10) })).toEqual([]);
    const bad = await operations({ result: 3 });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toBe('操作结果取值应为 0、1 之一');
  });

  it('lists login attempts newest first with their reason, and filters them', async () => {
    const res = await logins({});
    expect(res.status).toBe(200);
    const page = auditLogApi.loginLogPage.response.parse(res.json.data);
    expect(page.records.map((r) => [r.userName, r.result])).toEqual([
      ['admin', 1],
      ['ghost', 0],
      ['admin', 0],
    ]);
    expect(page.records[0]).toMatchObject({ reason: '登录成功', ip: '127.0.0.1', userSource: 'PC_YJ' });
    expect(page.records[2].reason).toBe('用户名或密码错误，还可尝试4次');

    const names = async (body: Record<string, unknown>) => (await logins(body)).json.data.records.map((r) => r.userName);
    expect(await names({ result: 0 })).toEqual(['ghost', 'admin']);
    expect(await names({ userName: 'gho' })).toEqual(['ghost']);
    expect(await names({ ip: '127.0.0' })).toHaveLength(3);
    expect(await names({ ip: '10.0.0.1' })).toEqual([]);
    expect(await names({ beginTime: formatTime(Date.now() + DAY_MS).slice(0, 10) })).toEqual([]);
  });

  it('keeps both logs from users without the permission', async () => {
    await server.call(userApi.add, {
      token,
      body: { userName: 'auditee', password: 'Audit1234', realName: '被审计人', phone: '13600000001', roleCodes: [roleCode] },
    });
    const userToken = await server.login('auditee', 'Audit1234');
    expect((await server.call(auditLogApi.operLogPage, { token: userToken, body: {} })).status).toBe(403);
    expect((await server.call(auditLogApi.loginLogPage, { token: userToken, body: {} })).status).toBe(403);
  });

  it('shows the browser and operating system a sign-in came from, read from its user agent', async () => {
    const userAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    await server.call(authApi.login, { body: { userName: 'admin', password: 'Test@123456' }, headers: { 'user-agent': userAgent } });
    await server.call(authApi.login, { body: { userName: 'admin', password: 'Test@123456' }, headers: { 'user-agent': 'curl/8.5.0' } });
    const [curl, chrome] = (await logins({ userName: 'admin', result: 1 })).json.data.records;
    expect(chrome).toMatchObject({ userAgent, browser: 'Chrome 131', os: 'Windows 10' });
    // An agent that names neither keeps its text and no names.
    expect(curl).toMatchObject({ userAgent: 'curl/8.5.0', browser: '', os: '' });
  });
});
