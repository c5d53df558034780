import { authApi, BACKGROUND_POLL_HEADER, MESSAGE_TYPES, messageApi, sessionApi, userApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../../../platform/time.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';

describe.each(DIALECTS)('online sessions on %s', (dialect) => {
  const server = withTestServer(dialect);
  let token: string;

  beforeAll(async () => {
    token = await server.login();
    await server.call(userApi.add, {
      token,
      body: { userName: 'operator1', password: 'Opera1234', realName: '李运营', phone: '13500000001', roleCodes: ['admin'] },
    });
  });

  const online = async (body: Record<string, unknown> = {}, caller = token) => {
    const res = await server.call(sessionApi.onlineList, { token: caller, body: { pageSize: 100, ...body } });
    expect(res.status, res.json.msg).toBe(200);
    return sessionApi.onlineList.response.parse(res.json.data);
  };

  /** The session id of a token, read through the list as its owner sees it. */
  const sessionIdOf = async (ownToken: string) => {
    const page = await online({}, ownToken);
    const mine = page.records.find((r) => r.current);
    expect(mine).toBeDefined();
    return mine?.sessionId ?? '';
  };

  it('lists live sessions with their users and marks the caller’s own', async () => {
    const operatorToken = await server.login('operator1', 'Opera1234');
    const page = await online();
    const operator = page.records.find((r) => r.userName === 'operator1');
    expect(operator).toMatchObject({ realName: '李运营', ip: '127.0.0.1', userSource: 'PC_YJ', current: false });
    expect(page.records.filter((r) => r.current)).toHaveLength(1);
    expect(page.records.find((r) => r.current)?.userName).toBe('admin');
    // Never the token itself.
    expect(JSON.stringify(page)).not.toContain(operatorToken);

    expect((await online({ userName: 'operator' })).records.map((r) => r.userName)).toEqual(['operator1']);
    expect((await online({ ip: '10.1.1.1' })).total).toBe(0);
  });

  it('shows each session’s browser and operating system, read from its user agent', async () => {
    const userAgent = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15';
    const res = await server.call(authApi.login, { body: { userName: 'operator1', password: 'Opera1234' }, headers: { 'user-agent': userAgent } });
    const mine = (await online({}, res.json.data.token)).records.find((r) => r.current);
    expect(mine).toMatchObject({ userName: 'operator1', userAgent, browser: 'Safari 17', os: 'macOS 10.15' });
  });

  it('counts the person’s own requests as activity, not the message bell’s background poll', async () => {
    const polling = await server.login('operator1', 'Opera1234');
    const sessionId = await sessionIdOf(polling);
    const lastActive = async () =>
      (await server.deps.db.selectFrom('sysSession').select('lastActiveTime').where('sessionId', '=', sessionId).executeTakeFirstOrThrow()).lastActiveTime;
    const anHourAgo = '2000-01-01 09:00:00';
    await server.deps.db.updateTable('sysSession').set({ lastActiveTime: anHourAgo }).where('sessionId', '=', sessionId).execute();
    // Past the guard's one-second memory of the session, so each call below reads it afresh.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const poll = { token: polling, query: { readFlag: 0, pageNum: 1, pageSize: 5 }, headers: { [BACKGROUND_POLL_HEADER]: '1' } };
    expect((await server.call(messageApi.queryPageMsg, poll)).status).toBe(200);
    expect(await lastActive()).toBe(anHourAgo);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await server.call(messageApi.queryPageMsg, { ...poll, headers: {} })).status).toBe(200);
    expect(await lastActive()).not.toBe(anHourAgo);
  });

  it('leaves out sessions that were logged out or have expired', async () => {
    const leaving = await server.login('operator1', 'Opera1234');
    const leavingId = await sessionIdOf(leaving);
    await server.call(authApi.logout, { token: leaving });
    const expiring = await server.login('operator1', 'Opera1234');
    const expiringId = await sessionIdOf(expiring);
    await server.deps.db.updateTable('sysSession').set({ expireTime: '2000-01-01 00:00:00' }).where('sessionId', '=', expiringId).execute();
    const ids = (await online()).records.map((r) => r.sessionId);
    expect(ids).not.toContain(leavingId);
    expect(ids).not.toContain(expiringId);
  });

  it('stops a session another instance revoked within a second (the guard remembers a read for one second)', async () => {
    const elsewhere = await server.login('operator1', 'Opera1234');
    expect((await server.call(userApi.info, { token: elsewhere })).status).toBe(200);
    // Revoked by another instance: only the shared database knows.
    await server.deps.db.updateTable('sysSession').set({ revokedTime: nowText() }).where('sessionId', '=', await sessionIdOf(elsewhere)).execute();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await server.call(userApi.info, { token: elsewhere })).status).toBe(401);
  });

  it('forces another session out at once and tells its owner', async () => {
    const victim = await server.login('operator1', 'Opera1234');
    const victimId = await sessionIdOf(victim);
    const res = await server.call(sessionApi.forceLogout, { token, body: { sessionIds: [victimId] } });
    expect(res.status).toBe(200);
    expect(res.json.msg).toBe('强制下线成功');
    expect(sessionApi.forceLogout.response.parse(res.json.data)).toEqual({ revoked: 1 });
    expect((await server.call(userApi.info, { token: victim })).status).toBe(401);
    expect((await online()).records.map((r) => r.sessionId)).not.toContain(victimId);

    const again = await server.login('operator1', 'Opera1234');
    const messages = await server.call(messageApi.queryPageMsg, { token: again, query: { msgType: MESSAGE_TYPES.SECURITY } });
    expect(messages.json.data.records.map((m) => m.title)).toContain('登录已被强制下线');
  });

  it('refuses to force out the caller’s own session', async () => {
    const own = await sessionIdOf(token);
    const other = await sessionIdOf(await server.login('operator1', 'Opera1234'));
    const res = await server.call(sessionApi.forceLogout, { token, body: { sessionIds: [other, own] } });
    expect(res.status).toBe(409);
    expect(res.json.msg).toBe('不能强制下线当前会话');
    expect((await online()).records.map((r) => r.sessionId)).toEqual(expect.arrayContaining([own, other]));
  });

  it('changes nothing when any id is unknown or already ended', async () => {
    const live = await sessionIdOf(await server.login('operator1', 'Opera1234'));
    const res = await server.call(sessionApi.forceLogout, { token, body: { sessionIds: [live, 'no-such-session'] } });
    expect(res.status).toBe(404);
    expect(res.json.msg).toBe('会话不存在或已下线：no-such-session；未下线任何会话');
    expect((await online()).records.map((r) => r.sessionId)).toContain(live);
    const empty = await server.call(sessionApi.forceLogout, { token, body: { sessionIds: [] } });
    expect(empty.status).toBe(400);
    expect(empty.json.msg).toBe('会话至少选择1项');
  });
});
