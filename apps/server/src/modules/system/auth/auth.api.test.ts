import { authApi, messageApi, perm, SLIDE_RULES, userApi } from '@hrbd/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN, DIALECTS, withTestServer } from '../../../test/harness.js';
import { humanDrag } from '../../../test/slide-drag.js';

describe.each(DIALECTS)('login and sessions on %s', (dialect) => {
  const server = withTestServer(dialect);

  it('signs in with the right password and reads the signed-in user', async () => {
    const res = await server.call(authApi.login, { body: ADMIN });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ code: 200, msg: '登录成功' });
    const token = res.json.data.token;
    const info = await server.call(userApi.info, { token });
    expect(info.status).toBe(200);
    expect(info.json.data.user.userName).toBe('admin');
    expect(info.json.data.permissions).toContain(perm.system.code);
    expect(info.json.data.menus.map((m) => m.code)).toContain(perm.system.code);
  });

  it('accepts the token raw or as Bearer, and never from a cookie', async () => {
    const token = await server.login();
    const raw = await server.call(userApi.info, { headers: { authorization: token } });
    expect(raw.status).toBe(200);
    const cookie = await server.call(userApi.info, { headers: { cookie: `Authorization=${token}` } });
    expect(cookie.status).toBe(401);
    expect(cookie.json.msg).toContain('未登录');
  });

  it('stores only a hash of the token', async () => {
    const token = await server.login();
    const rows = await server.deps.db.selectFrom('sysSession').select('tokenHash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it('logout revokes the token', async () => {
    const token = await server.login();
    expect((await server.call(authApi.logout, { token })).status).toBe(200);
    const after = await server.call(userApi.info, { token });
    expect(after.status).toBe(401);
  });

  it('writes every attempt to the login log', async () => {
    const before = await server.deps.db.selectFrom('sysLoginLog').select('id').execute();
    await server.call(authApi.login, { body: { userName: 'admin', password: 'wrong-password1' } });
    await server.call(authApi.login, { body: { userName: 'nobody', password: 'x' } });
    await server.login();
    const rows = await server.deps.db.selectFrom('sysLoginLog').selectAll().orderBy('id').execute();
    const added = rows.slice(before.length);
    expect(added.map((r) => [r.userName, r.result])).toEqual([
      ['admin', 0],
      ['nobody', 0],
      ['admin', 1],
    ]);
  });

  it('answers an unknown user, a wrong password and a locked account with the same sentence', async () => {
    const token = await server.login();
    await server.call(userApi.add, {
      token,
      body: { userName: 'locktest', password: 'Lock1234', realName: '锁定测试', phone: '13900000001', roleCodes: ['admin'] },
    });
    const stranger = await server.call(authApi.login, { body: { userName: 'nobody_here', password: 'Wrong1234' } });
    const answers: Array<[number, string]> = [];
    for (let i = 0; i < 5; i++) {
      const res = await server.call(authApi.login, { body: { userName: 'locktest', password: 'Wrong1234' } });
      answers.push([res.status, res.json.msg]);
    }
    expect([stranger.status, stranger.json.msg]).toEqual([400, '用户名或密码错误']);
    expect(answers).toEqual(Array.from({ length: 5 }, () => [400, '用户名或密码错误']));
    // Locked now: even the right password gets the same answer, so guessing on learns nothing.
    const right = await server.call(authApi.login, { body: { userName: 'locktest', password: 'Lock1234' } });
    expect([right.status, right.json.msg]).toEqual([400, '用户名或密码错误']);
    // The login log (administrators only) keeps the precise reasons.
    const log = await server.deps.db.selectFrom('sysLoginLog').select('reason').where('userName', '=', 'locktest').orderBy('id').execute();
    expect(log[0].reason).toBe('用户名或密码错误，还可尝试4次');
    expect(log.at(-1)?.reason).toMatch(/账号已锁定，请于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 后再试/);

    // The account's owner reads the attempts left and the lock in their messages once the lock ends.
    await server.deps.db.updateTable('sysUser').set({ lockedUntil: '2000-01-01 00:00:00' }).where('userName', '=', 'locktest').execute();
    const userToken = await server.login('locktest', 'Lock1234');
    const page = await server.call(messageApi.queryPageMsg, { token: userToken, query: { readFlag: 0, pageSize: 20 } });
    const contents = page.json.data.records.map((m) => `${m.title}：${m.content}`);
    expect(contents.filter((c) => c.startsWith('登录密码错误'))).toHaveLength(4);
    expect(contents.some((c) => c.includes('还可尝试4次'))).toBe(true);
    expect(contents.some((c) => c.startsWith('账号已被锁定'))).toBe(true);
  });
});

describe.each(DIALECTS)('slide verify on %s', (dialect) => {
  const server = withTestServer(dialect, { env: { LOGIN_CAPTCHA: 'on' } });

  it('refuses login without a ticket', async () => {
    const res = await server.call(authApi.login, { body: ADMIN });
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe('请先完成滑块验证');
  });

  it('issues a one-time ticket for a drag to the end and accepts it once', async () => {
    const { json } = await server.call(authApi.slideChallenge);
    const challengeId = json.data.challengeId;
    const verified = await server.call(authApi.slideVerify, { body: humanDrag(challengeId) });
    expect(verified.status).toBe(200);
    const ticket = verified.json.data.ticket;
    expect((await server.call(authApi.login, { body: { ...ADMIN, ticket } })).status).toBe(200);
    expect((await server.call(authApi.login, { body: { ...ADMIN, ticket } })).json.msg).toBe('请先完成滑块验证');
    // The challenge is spent too.
    expect((await server.call(authApi.slideVerify, { body: humanDrag(challengeId) })).status).toBe(400);
  });

  it('refuses a drag that stops short of the end', async () => {
    const { json } = await server.call(authApi.slideChallenge);
    const drag = humanDrag(json.data.challengeId);
    const res = await server.call(authApi.slideVerify, { body: { ...drag, offset: 200, trail: drag.trail.map((p) => ({ ...p, x: Math.min(p.x, 200) })) } });
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe('验证失败，请重试');
  });

  it('refuses an implausibly fast drag', async () => {
    const { json } = await server.call(authApi.slideChallenge);
    const res = await server.call(authApi.slideVerify, {
      body: { ...humanDrag(json.data.challengeId), duration: SLIDE_RULES.minDurationMs - 1 },
    });
    expect(res.status).toBe(400);
  });
});
