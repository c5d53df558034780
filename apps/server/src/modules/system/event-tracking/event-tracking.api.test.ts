import { eventTrackingApi, roleApi, userApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTime } from '../../../platform/time.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';

const DAY_MS = 86_400_000;

describe.each(DIALECTS)('event tracking on %s', (dialect) => {
  const server = withTestServer(dialect);
  let adminToken: string;
  let clerkToken: string;
  const reports: Array<{ status: number; data: unknown }> = [];

  beforeAll(async () => {
    adminToken = await server.login();
    // A user with no role grants at all may still report events: every page reports them.
    const role = await server.call(roleApi.add, { token: adminToken, body: { roleName: '普通职员' } });
    await server.call(userApi.add, {
      token: adminToken,
      body: { userName: 'clerk01', password: 'Clerk1234', realName: '王小明', phone: '13700000001', roleCodes: [role.json.data.roleCode] },
    });
    clerkToken = await server.login('clerk01', 'Clerk1234');

    const report = async (token: string, body: Record<string, string>, userAgent: string) => {
      const res = await server.call(eventTrackingApi.info, { token, body, headers: { 'user-agent': userAgent } });
      reports.push({ status: res.status, data: res.json.data });
    };
    await report(adminToken, { eventType: 'page_view', eventName: '进入用户管理', pagePath: '/system/user', pageTitle: '用户管理' }, 'Chrome/120');
    await report(clerkToken, { eventType: 'click', eventName: '点击导出', pagePath: '/recruit/job/list', extra: '{"rows":20}' }, 'Firefox/121');
    await report(clerkToken, { eventType: 'page_view', eventName: '进入岗位列表', pagePath: '/recruit/job/list' }, 'Firefox/121');
  });

  const list = (body: Record<string, unknown>, token = adminToken) => server.call(eventTrackingApi.list, { token, body });

  it('stores each event for the signed-in user with where it came from', async () => {
    const res = await list({});
    expect(res.status).toBe(200);
    const page = eventTrackingApi.list.response.parse(res.json.data);
    expect(page.total).toBe(3);
    // Newest first.
    expect(page.records.map((r) => r.eventName)).toEqual(['进入岗位列表', '点击导出', '进入用户管理']);
    expect(page.records[1]).toMatchObject({
      eventType: 'click',
      pagePath: '/recruit/job/list',
      pageTitle: '',
      extra: '{"rows":20}',
      userName: 'clerk01',
      realName: '王小明',
      ip: '127.0.0.1',
      userAgent: 'Firefox/121',
    });
    expect(page.records[2]).toMatchObject({ userName: 'admin', realName: '系统管理员', pageTitle: '用户管理' });
  });

  it('answers each report with an empty envelope', () => {
    expect(reports.map((r) => r.status)).toEqual([200, 200, 200]);
    for (const report of reports) expect(eventTrackingApi.info.response.parse(report.data)).toBeNull();
  });

  it('filters by type, name, page path, user name and time', async () => {
    const names = async (body: Record<string, unknown>) => (await list(body)).json.data.records.map((r) => r.eventName);
    expect(await names({ eventType: 'click' })).toEqual(['点击导出']);
    expect(await names({ eventName: '进入' })).toEqual(['进入岗位列表', '进入用户管理']);
    expect(await names({ pagePath: 'job' })).toEqual(['进入岗位列表', '点击导出']);
    expect(await names({ userName: 'clerk' })).toEqual(['进入岗位列表', '点击导出']);

    const today = formatTime(Date.now()).slice(0, 10);
    const yesterday = formatTime(Date.now() - DAY_MS).slice(0, 10);
    // A bare end date means the end of that day.
    expect(await names({ beginTime: today, endTime: today })).toHaveLength(3);
    expect(await names({ endTime: yesterday })).toEqual([]);
    expect(await names({ beginTime: `${today} 00:00:00`, endTime: formatTime(Date.now() + 60_000) })).toHaveLength(3);
  });

  it('pages the list', async () => {
    const first = (await list({ pageNum: 1, pageSize: 2 })).json.data;
    const second = (await list({ pageNum: 2, pageSize: 2 })).json.data;
    expect(first.total).toBe(3);
    expect(first.records).toHaveLength(2);
    expect(second.records).toHaveLength(1);
  });

  it('refuses a report without sign-in or with a bad type, and the list without its permission', async () => {
    const anonymous = await server.call(eventTrackingApi.info, { body: { eventType: 'click', eventName: '点击', pagePath: '/' } });
    expect(anonymous.status).toBe(401);
    const badType = await server.call(eventTrackingApi.info, { token: clerkToken, body: { eventType: 'hover', eventName: '悬停', pagePath: '/' } });
    expect(badType.status).toBe(400);
    expect(badType.json.msg).toBe('事件类型取值不正确');
    const noName = await server.call(eventTrackingApi.info, { token: clerkToken, body: { eventType: 'click', pagePath: '/' } });
    expect(noName.status).toBe(400);
    expect(noName.json.msg).toBe('事件名称不能为空');
    const forbidden = await list({}, clerkToken);
    expect(forbidden.status).toBe(403);
  });
});
