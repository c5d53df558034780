import { authApi, MESSAGE_TYPES, messageApi, roleApi, userApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';

describe.each(DIALECTS)('messages on %s', (dialect) => {
  const server = withTestServer(dialect);
  let adminToken: string;
  let userToken: string;

  beforeAll(async () => {
    adminToken = await server.login();
    const roleCode = (await server.call(roleApi.add, { token: adminToken, body: { roleName: '收件人角色' } })).json.data.roleCode;
    const added = await server.call(userApi.add, {
      token: adminToken,
      body: { userName: 'reader01', password: 'Reader123', realName: '读者', phone: '13400000001', roleCodes: [roleCode] },
    });
    // Real events send the messages: a permission change, then a password reset.
    await server.call(roleApi.saveRoleResources, { token: adminToken, body: { roleCode, resourceIds: [] } });
    await server.call(userApi.resetPassword, { token: adminToken, body: { userCode: added.json.data.userCode, newPassword: 'Reader456' } });
    userToken = await server.login('reader01', 'Reader456');
  });

  const page = async (query: Record<string, unknown> = {}, token = userToken) => {
    const res = await server.call(messageApi.queryPageMsg, { token, query });
    expect(res.status, res.json.msg).toBe(200);
    return messageApi.queryPageMsg.response.parse(res.json.data);
  };

  it('pages the caller’s own messages newest first with the unread count', async () => {
    const mine = await page();
    expect(mine.records.map((m) => [m.msgType, m.title, m.readFlag])).toEqual([
      [MESSAGE_TYPES.SECURITY, '密码已被重置', 0],
      [MESSAGE_TYPES.PERMISSION, '权限变更', 0],
    ]);
    expect(mine.total).toBe(2);
    expect(mine.unreadCount).toBe(2);
    // The administrator's own inbox holds none of them.
    expect((await page({}, adminToken)).total).toBe(0);
  });

  it('filters by type and read state, and pages', async () => {
    expect((await page({ msgType: MESSAGE_TYPES.PERMISSION })).records.map((m) => m.title)).toEqual(['权限变更']);
    const second = await page({ pageNum: 2, pageSize: 1 });
    expect(second.records.map((m) => m.title)).toEqual(['权限变更']);
    expect(second.total).toBe(2);
    const bad = await server.call(messageApi.queryPageMsg, { token: userToken, query: { msgType: 9 } });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toBe('消息类型取值应为 1、2、3 之一');
  });

  it('opening a message marks it read once', async () => {
    const [first] = (await page({ msgType: MESSAGE_TYPES.SECURITY })).records;
    const res = await server.call(messageApi.queryMsg, { token: userToken, query: { msgCode: first.msgCode } });
    expect(res.status).toBe(200);
    const opened = messageApi.queryMsg.response.parse(res.json.data);
    expect(opened).toMatchObject({ msgCode: first.msgCode, readFlag: 1, title: '密码已被重置' });
    expect(opened.readTime).not.toBeNull();
    expect(opened.content).toContain('系统管理员');

    const again = (await server.call(messageApi.queryMsg, { token: userToken, query: { msgCode: first.msgCode } })).json.data;
    expect(again.readTime).toBe(opened.readTime);
    const after = await page();
    expect(after.unreadCount).toBe(1);
    expect((await page({ readFlag: 1 })).records.map((m) => m.msgCode)).toEqual([first.msgCode]);
    expect((await page({ readFlag: 0 })).records.map((m) => m.title)).toEqual(['权限变更']);
  });

  it('never opens another user’s message', async () => {
    const [theirs] = (await page()).records;
    const res = await server.call(messageApi.queryMsg, { token: adminToken, query: { msgCode: theirs.msgCode } });
    expect(res.status).toBe(404);
    expect(res.json.msg).toBe('消息不存在');
    expect((await server.call(messageApi.queryMsg, { query: { msgCode: theirs.msgCode } })).status).toBe(401);
  });

  it('全部已读 marks every unread message of the caller read, and only the caller’s', async () => {
    // A wrong password tells the administrator: an unread message in another inbox.
    await server.call(authApi.login, { body: { userName: 'admin', password: 'Wrong0000' } });
    const adminUnread = (await page({}, adminToken)).unreadCount;
    expect(adminUnread).toBe(1);
    const unread = (await page({ readFlag: 0 })).records.map((m) => m.msgCode);
    expect(unread.length).toBeGreaterThan(0);

    const res = await server.call(messageApi.readAll, { token: userToken });
    expect(res.status, res.json.msg).toBe(200);
    expect(messageApi.readAll.response.parse(res.json.data)).toEqual({ read: unread.length });
    expect(res.json.msg).toBe(`已将 ${unread.length} 条消息标为已读`);

    const after = await page();
    expect(after.unreadCount).toBe(0);
    expect(after.records.every((m) => m.readFlag === 1 && m.readTime !== null)).toBe(true);
    expect((await page({}, adminToken)).unreadCount).toBe(adminUnread);

    const again = await server.call(messageApi.readAll, { token: userToken });
    expect(again.json).toMatchObject({ code: 200, msg: '暂无未读消息', data: { read: 0 } });
    expect((await server.call(messageApi.readAll, {})).status).toBe(401);
  });
});
