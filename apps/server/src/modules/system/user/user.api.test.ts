import { auditLogApi, authApi, eventTrackingApi, MESSAGE_TYPES, messageApi, perm, resourceApi, roleApi, userApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTime } from '../../../platform/time.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';

const PASSWORD = 'Passw0rd1';
const DAY_MS = 86_400_000;

describe.each(DIALECTS)('users on %s', (dialect) => {
  const server = withTestServer(dialect);
  let token: string;
  /** A role holding nothing, for users whose rights do not matter to a test. */
  let plainRole: string;
  let seq = 0;

  beforeAll(async () => {
    token = await server.login();
    plainRole = (await server.call(roleApi.add, { token, body: { roleName: '普通用户' } })).json.data.roleCode;
  });

  const phone = () => `1380000${String(1000 + seq).slice(-4)}`;

  async function addUser(overrides: Record<string, unknown> = {}): Promise<{ userName: string; userCode: string }> {
    seq += 1;
    const body = { userName: `user_${seq}`, password: PASSWORD, realName: `用户${seq}`, phone: phone(), roleCodes: [plainRole], ...overrides };
    const res = await server.call(userApi.add, { token, body });
    expect(res.status, res.json.msg).toBe(200);
    return { userName: String(body.userName), userCode: res.json.data.userCode };
  }

  const list = async (body: Record<string, unknown>) => {
    const res = await server.call(userApi.list, { token, body: { pageSize: 100, ...body } });
    expect(res.status, res.json.msg).toBe(200);
    return userApi.list.response.parse(res.json.data);
  };

  async function resourceId(code: string): Promise<number> {
    return (await server.call(resourceApi.queryResourcesByCode, { token, body: { code } })).json.data.id;
  }

  describe('adding', () => {
    it('adds a user who can then sign in', async () => {
      const res = await server.call(userApi.add, {
        token,
        body: { userName: 'zhang_san', password: PASSWORD, realName: '张三', phone: '13812345678', email: 'zs@example.com', roleCodes: [plainRole], remark: '招聘专员' },
      });
      expect(res.status).toBe(200);
      expect(res.json.msg).toBe('新增成功');
      const { userCode } = userApi.add.response.parse(res.json.data);
      const [record] = (await list({ userName: 'zhang_san' })).records;
      expect(record).toMatchObject({
        userCode,
        userName: 'zhang_san',
        realName: '张三',
        phone: '13812345678',
        email: 'zs@example.com',
        status: 1,
        roles: [{ roleCode: plainRole, roleName: '普通用户' }],
        wxBound: false,
        lastLoginTime: null,
        remark: '招聘专员',
      });
      await server.login('zhang_san', PASSWORD);
      expect((await list({ userName: 'zhang_san' })).records[0].lastLoginTime).not.toBeNull();
    });

    it('refuses a user name that is taken', async () => {
      const { userName } = await addUser();
      const res = await server.call(userApi.add, {
        token,
        body: { userName, password: PASSWORD, realName: '重名', phone: '13900001111', roleCodes: [plainRole] },
      });
      expect(res.status).toBe(409);
      expect(res.json.msg).toBe(`用户名“${userName}”已存在`);
    });

    it('names the field in Chinese when the form is wrong', async () => {
      const base = { userName: 'li_si', password: PASSWORD, realName: '李四', phone: '13812345679', roleCodes: [plainRole] };
      const attempt = async (changes: Record<string, unknown>) => {
        const res = await server.call(userApi.add, { token, body: { ...base, ...changes } });
        expect(res.status).toBe(400);
        return res.json.msg;
      };
      expect(await attempt({ phone: '12345' })).toBe('手机号格式不正确');
      expect(await attempt({ userName: '1abc' })).toBe('用户名须以字母开头，4-32位字母、数字或下划线');
      expect(await attempt({ password: 'abcdefgh' })).toBe('密码须为8-32位，且同时包含字母和数字');
      expect(await attempt({ realName: '' })).toBe('姓名不能为空');
      expect(await attempt({ email: 'not-an-email' })).toBe('邮箱格式不正确');
      expect(await attempt({ roleCodes: [] })).toBe('角色至少选择1项');
      expect(await attempt({ roleCodes: ['no-such-role'] })).toBe('角色不存在：no-such-role');
      expect(await attempt({ phone: 'x', realName: '' })).toBe('姓名不能为空；手机号格式不正确');
      expect((await list({ userName: 'li_si' })).total).toBe(0);
    });
  });

  describe('editing and listing', () => {
    it('edits a user’s details and roles', async () => {
      const { userCode, userName } = await addUser();
      const other = (await server.call(roleApi.add, { token, body: { roleName: '培训专员' } })).json.data.roleCode;
      const res = await server.call(userApi.edit, {
        token,
        body: { userCode, realName: '改名后', phone: '13711112222', email: 'new@example.com', roleCodes: [plainRole, other], remark: '调岗' },
      });
      expect(res.status).toBe(200);
      expect(res.json.msg).toBe('修改成功');
      expect(userApi.edit.response.parse(res.json.data)).toBeNull();
      const [record] = (await list({ userName })).records;
      expect(record).toMatchObject({ realName: '改名后', phone: '13711112222', email: 'new@example.com', remark: '调岗' });
      expect(record.roles.map((r) => r.roleName)).toEqual(['普通用户', '培训专员']);

      const missing = await server.call(userApi.edit, { token, body: { userCode: 'nobody', realName: '无', phone: '13711112222', roleCodes: [plainRole] } });
      expect(missing.status).toBe(404);
      expect(missing.json.msg).toBe('用户不存在');
    });

    it('keeps the administrator from taking away their own 超级管理员 role', async () => {
      const admin = (await list({ userName: 'admin', roleCode: 'admin' })).records.find((r) => r.userName === 'admin');
      const res = await server.call(userApi.edit, {
        token,
        body: { userCode: admin?.userCode, realName: '系统管理员', phone: '13800000000', roleCodes: [plainRole] },
      });
      expect(res.status).toBe(403);
      expect(res.json.msg).toBe('不能修改自己的角色，请联系其他管理员');
    });

    it('filters by user name, real name, phone, status, role and creation time, and pages', async () => {
      const trainer = (await server.call(roleApi.add, { token, body: { roleName: '讲师' } })).json.data.roleCode;
      const a = await addUser({ userName: 'filter_wang', realName: '王筛选', phone: '13655550001', roleCodes: [trainer] });
      const b = await addUser({ userName: 'filter_zhao', realName: '赵筛选', phone: '13655550002', status: 0 });
      const names = async (body: Record<string, unknown>) => (await list(body)).records.map((r) => r.userName);

      expect(await names({ userName: 'filter_' })).toEqual([b.userName, a.userName]);
      expect(await names({ realName: '王筛' })).toEqual([a.userName]);
      expect(await names({ phone: '1365555000' })).toEqual([b.userName, a.userName]);
      expect(await names({ userName: 'filter_', status: 0 })).toEqual([b.userName]);
      expect(await names({ roleCode: trainer })).toEqual([a.userName]);
      const today = formatTime(Date.now()).slice(0, 10);
      expect(await names({ userName: 'filter_', beginTime: today, endTime: today })).toHaveLength(2);
      expect(await names({ userName: 'filter_', endTime: formatTime(Date.now() - DAY_MS).slice(0, 10) })).toEqual([]);

      const page = (await server.call(userApi.list, { token, body: { userName: 'filter_', pageNum: 2, pageSize: 1 } })).json.data;
      expect(page.total).toBe(2);
      expect(page.records.map((r) => r.userName)).toEqual([a.userName]);
    });
  });

  describe('removing', () => {
    it('removes users all together or not at all, and never the caller', async () => {
      const a = await addUser();
      const b = await addUser();
      const partial = await server.call(userApi.remove, { token, body: { userCodes: [a.userCode, 'ghost-code'] } });
      expect(partial.status).toBe(404);
      expect(partial.json.msg).toBe('用户不存在：ghost-code');
      expect((await list({ userName: a.userName })).total).toBe(1);

      const me = (await list({ userName: 'admin' })).records.find((r) => r.userName === 'admin');
      const self = await server.call(userApi.remove, { token, body: { userCodes: [a.userCode, me?.userCode] } });
      expect(self.status).toBe(409);
      expect(self.json.msg).toBe('不能删除当前登录的账号');

      const res = await server.call(userApi.remove, { token, body: { userCodes: [a.userCode, b.userCode] } });
      expect(res.status).toBe(200);
      expect(res.json.msg).toBe('删除成功');
      expect(userApi.remove.response.parse(res.json.data)).toEqual({ removed: 2 });
      expect((await list({ userName: a.userName })).total).toBe(0);
      expect((await server.call(authApi.login, { body: { userName: b.userName, password: PASSWORD } })).status).toBe(400);
    });
  });

  describe('enabling and disabling', () => {
    it('disabling ends the user’s sessions at once and stops sign-in; enabling lets them back', async () => {
      const { userName, userCode } = await addUser();
      const userToken = await server.login(userName, PASSWORD);
      expect((await server.call(userApi.info, { token: userToken })).status).toBe(200);

      const res = await server.call(userApi.enableUser, { token, body: { userCode, status: 0 } });
      expect(res.status).toBe(200);
      expect(res.json.msg).toBe('禁用成功');
      expect(userApi.enableUser.response.parse(res.json.data)).toBeNull();
      expect((await server.call(userApi.info, { token: userToken })).status).toBe(401);
      const refused = await server.call(authApi.login, { body: { userName, password: PASSWORD } });
      expect(refused.status).toBe(403);
      expect(refused.json.msg).toBe('账号已被禁用，请联系管理员');

      const twice = await server.call(userApi.enableUser, { token, body: { userCode, status: 0 } });
      expect(twice.status).toBe(409);
      expect(twice.json.msg).toBe('该用户已是禁用状态');

      const enabled = await server.call(userApi.enableUser, { token, body: { userCode, status: 1 } });
      expect(enabled.json.msg).toBe('启用成功');
      await server.login(userName, PASSWORD);
    });

    it('refuses to disable the caller', async () => {
      const me = (await list({ userName: 'admin' })).records.find((r) => r.userName === 'admin');
      const res = await server.call(userApi.enableUser, { token, body: { userCode: me?.userCode, status: 0 } });
      expect(res.status).toBe(409);
      expect(res.json.msg).toBe('不能禁用当前登录的账号');
      expect((await server.call(userApi.info, { token })).status).toBe(200);
    });
  });

  describe('passwords', () => {
    it('resetting a password ends the user’s sessions; the new password works and the user is told', async () => {
      const { userName, userCode } = await addUser();
      const oldToken = await server.login(userName, PASSWORD);
      const res = await server.call(userApi.resetPassword, { token, body: { userCode, newPassword: 'Reset2024x' } });
      expect(res.status).toBe(200);
      expect(res.json.msg).toBe('密码重置成功');
      expect(userApi.resetPassword.response.parse(res.json.data)).toBeNull();
      expect((await server.call(userApi.info, { token: oldToken })).status).toBe(401);
      expect((await server.call(authApi.login, { body: { userName, password: PASSWORD } })).status).toBe(400);
      const newToken = await server.login(userName, 'Reset2024x');
      const messages = await server.call(messageApi.queryPageMsg, { token: newToken, query: { msgType: MESSAGE_TYPES.SECURITY } });
      expect(messages.json.data.records.map((m) => m.title)).toContain('密码已被重置');

      const weak = await server.call(userApi.resetPassword, { token, body: { userCode, newPassword: '12345678' } });
      expect(weak.status).toBe(400);
      expect(weak.json.msg).toBe('新密码须为8-32位，且同时包含字母和数字');
    });

    it('changing one’s own password keeps this session and ends the others', async () => {
      const { userName } = await addUser();
      const here = await server.login(userName, PASSWORD);
      const elsewhere = await server.login(userName, PASSWORD);

      const wrong = await server.call(userApi.changePassword, { token: here, body: { oldPassword: 'Wrong1234', newPassword: 'Chang3d99' } });
      expect(wrong.status).toBe(400);
      expect(wrong.json.msg).toBe('原密码不正确');
      const same = await server.call(userApi.changePassword, { token: here, body: { oldPassword: PASSWORD, newPassword: PASSWORD } });
      expect(same.status).toBe(400);
      expect(same.json.msg).toBe('新密码不能与原密码相同');

      const res = await server.call(userApi.changePassword, { token: here, body: { oldPassword: PASSWORD, newPassword: 'Chang3d99' } });
      expect(res.status).toBe(200);
      expect(res.json.msg).toBe('密码修改成功');
      expect(userApi.changePassword.response.parse(res.json.data)).toBeNull();
      expect((await server.call(userApi.info, { token: here })).status).toBe(200);
      expect((await server.call(userApi.info, { token: elsewhere })).status).toBe(401);
      await server.login(userName, 'Chang3d99');
    });
  });

  describe('rights', () => {
    it('a role change applies to the user’s next call without signing in again', async () => {
      const roleCode = (await server.call(roleApi.add, { token, body: { roleName: '埋点分析员' } })).json.data.roleCode;
      const { userName } = await addUser({ roleCodes: [roleCode] });
      const userToken = await server.login(userName, PASSWORD);

      const before = await server.call(eventTrackingApi.list, { token: userToken, body: {} });
      expect(before.status).toBe(403);
      expect(before.json.msg).toBe('没有操作权限，请联系管理员授权');

      const ids = [await resourceId(perm.system.code), await resourceId(perm.system.event.code), await resourceId(perm.system.event.list)];
      await server.call(roleApi.saveRoleResources, { token, body: { roleCode, resourceIds: ids } });
      expect((await server.call(eventTrackingApi.list, { token: userToken, body: {} })).status).toBe(200);
      const info = userApi.info.response.parse((await server.call(userApi.info, { token: userToken })).json.data);
      expect(info.permissions).toEqual(expect.arrayContaining([perm.system.event.list]));
      expect(info.menus.map((m) => m.code)).toEqual([perm.system.code]);
      expect(info.menus[0].children.map((m) => m.code)).toEqual([perm.system.event.code]);

      await server.call(roleApi.saveRoleResources, { token, body: { roleCode, resourceIds: [] } });
      expect((await server.call(eventTrackingApi.list, { token: userToken, body: {} })).status).toBe(403);
    });

    it('refuses user management to callers who are not signed in or lack the code', async () => {
      expect((await server.call(userApi.list, { body: {} })).status).toBe(401);
      const { userName } = await addUser();
      const userToken = await server.login(userName, PASSWORD);
      expect((await server.call(userApi.list, { token: userToken, body: {} })).status).toBe(403);
      expect((await server.call(userApi.add, { token: userToken, body: {} })).status).toBe(403);
    });
  });

  describe('operation log', () => {
    it('writes a row for each change, naming the record and the outcome', async () => {
      const { userCode } = await addUser();
      await server.call(userApi.enableUser, { token, body: { userCode, status: 0 } });
      await server.call(userApi.enableUser, { token, body: { userCode, status: 0 } }); // already disabled: refused
      await server.call(userApi.list, { token, body: {} }); // reads are not logged

      const res = await server.call(auditLogApi.operLogPage, { token, body: { path: '/pclogin/user/', pageSize: 3 } });
      const rows = res.json.data.records.map((r) => [r.path, r.targetCode, r.result, r.httpStatus, r.errorMsg]);
      expect(rows).toEqual([
        ['/pclogin/user/enableUser', userCode, 0, 409, '该用户已是禁用状态'],
        ['/pclogin/user/enableUser', userCode, 1, 200, ''],
        // A new record is logged under the code it was given.
        ['/pclogin/user/add', userCode, 1, 200, ''],
      ]);
      expect(res.json.data.records[0]).toMatchObject({ userName: 'admin', realName: '系统管理员', summary: '启用或禁用用户' });
    });
  });
});
