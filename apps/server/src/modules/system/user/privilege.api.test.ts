import { ADMIN_ROLE_CODE, auditLogApi, resourceApi, roleApi, userApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_PASSWORD, seedSystemDemo } from '../system.demo.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';

/**
 * Privilege escalation as the demo 账号管理员 tried it: she manages accounts and
 * roles but holds 14 permissions; none of her calls may hand out more.
 */
describe.each(DIALECTS)('who may grant what on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let manager: string;
  let managerCode: string;
  let managerName: string;
  let accountRole: string;
  let auditorRole: string;
  let adminCode: string;
  let seq = 0;

  beforeAll(async () => {
    await server.deps.db.transaction().execute((trx) => seedSystemDemo(trx));
    admin = await server.login();
    const roles = (await server.call(roleApi.list, { token: admin, body: { pageSize: 100 } })).json.data.records;
    const roleCode = (name: string) => roles.find((r) => r.roleName === name)?.roleCode ?? '';
    accountRole = roleCode('账号管理员');
    auditorRole = roleCode('系统审计员');
    // An enabled demo user holding 账号管理员 and nothing else.
    const holders = (await server.call(userApi.list, { token: admin, body: { roleCode: accountRole, status: 1, pageSize: 100 } })).json.data.records;
    const plain = holders.find((u) => u.roles.length === 1);
    if (!plain) throw new Error('the demo has no plain 账号管理员');
    managerCode = plain.userCode;
    managerName = plain.userName;
    manager = await server.login(plain.userName, DEMO_USER_PASSWORD);
    adminCode = (await server.call(userApi.list, { token: admin, body: { userName: 'admin' } })).json.data.records[0].userCode;
  });

  const newUser = (roleCodes: string[]) => {
    seq += 1;
    return { userName: `grant_${seq}`, password: 'Passw0rd1', realName: `授权${seq}`, phone: `1376666${String(seq).padStart(4, '0')}`, roleCodes };
  };
  const resourceId = async (code: string) => (await server.call(resourceApi.queryResourcesByCode, { token: admin, body: { code } })).json.data.id;
  const heldIds = async (roleCode: string) =>
    (await server.call(roleApi.queryRole, { token: admin, body: { roleCode } })).json.data.mapList.filter((m) => m.checked).map((m) => m.id);
  const allIds = async () => (await server.call(roleApi.queryRole, { token: admin, body: { roleCode: ADMIN_ROLE_CODE } })).json.data.mapList.map((m) => m.id);

  it('refuses to create a 超级管理员, and writes the refusal to the operation log', async () => {
    const body = newUser([ADMIN_ROLE_CODE]);
    const res = await server.call(userApi.add, { token: manager, body });
    expect(res.status).toBe(403);
    expect(res.json.msg).toBe('只有超级管理员可以授予或收回超级管理员角色');
    const found = await server.call(userApi.list, { token: admin, body: { userName: body.userName } });
    expect(found.json.data.total).toBe(0);
    const log = await server.call(auditLogApi.operLogPage, { token: admin, body: { path: userApi.add.path, userName: managerName, pageSize: 5 } });
    expect(log.json.data.records[0]).toMatchObject({ httpStatus: 403, errorMsg: '只有超级管理员可以授予或收回超级管理员角色' });
  });

  it('refuses a role holding rights she lacks, and grants one made of her own', async () => {
    const refused = await server.call(userApi.add, { token: manager, body: newUser([auditorRole]) });
    expect(refused.status).toBe(403);
    expect(refused.json.msg).toBe('不能授予或收回角色“系统审计员”：该角色含有您未拥有的权限');

    const roleCode = (await server.call(roleApi.add, { token: manager, body: { roleName: `用户查询员${seq}` } })).json.data.roleCode;
    const ids = await Promise.all(['plateform:system', 'system:user', 'system:user:list'].map(resourceId));
    const saved = await server.call(roleApi.saveRoleResources, { token: manager, body: { roleCode, resourceIds: ids } });
    expect(saved.status, saved.json.msg).toBe(200);
    const roles = (await server.call(roleApi.list, { token: manager, body: { pageSize: 100 } })).json.data.records;
    expect(roles.filter((r) => r.grantable).map((r) => r.roleName).sort()).toEqual([`用户查询员${seq}`, '账号管理员'].sort());
    const added = await server.call(userApi.add, { token: manager, body: newUser([roleCode]) });
    expect(added.status, added.json.msg).toBe(200);
  });

  it('refuses to make herself 超级管理员 or change her own roles', async () => {
    const me = (await server.call(userApi.list, { token: admin, body: { pageSize: 100, roleCode: accountRole } })).json.data.records.find(
      (u) => u.userCode === managerCode,
    );
    const body = { userCode: managerCode, realName: me?.realName ?? '', phone: me?.phone ?? '', roleCodes: [accountRole, ADMIN_ROLE_CODE] };
    const res = await server.call(userApi.edit, { token: manager, body });
    expect(res.status).toBe(403);
    expect(res.json.msg).toBe('不能修改自己的角色，请联系其他管理员');
    const info = await server.call(userApi.info, { token: manager });
    expect(info.json.data.roles.map((r) => r.roleCode)).toEqual([accountRole]);
    // Her own name and phone are still hers to edit.
    const same = await server.call(userApi.edit, { token: manager, body: { ...body, roleCodes: [accountRole], remark: '信息中心' } });
    expect(same.status, same.json.msg).toBe(200);
  });

  it("refuses to put every resource on her own role, or rights she lacks on another's", async () => {
    const everything = await allIds();
    const own = await server.call(roleApi.saveRoleResources, { token: manager, body: { roleCode: accountRole, resourceIds: everything } });
    expect(own.status).toBe(403);
    expect(own.json.msg).toBe('不能修改自己所属角色的权限');
    expect((await heldIds(accountRole)).length).toBe(14);

    const auditorBefore = await heldIds(auditorRole);
    const other = await server.call(roleApi.saveRoleResources, { token: manager, body: { roleCode: auditorRole, resourceIds: everything } });
    expect(other.status).toBe(403);
    expect(other.json.msg).toMatch(/^不能分配或收回您未拥有的权限：/);
    expect(await heldIds(auditorRole)).toEqual(auditorBefore);
    // Adding what she holds while the auditor's own rights stay is allowed.
    const withUserList = [...auditorBefore, await resourceId('system:user'), await resourceId('system:user:list')];
    const kept = await server.call(roleApi.saveRoleResources, { token: manager, body: { roleCode: auditorRole, resourceIds: withUserList } });
    expect(kept.status, kept.json.msg).toBe(200);
  });

  it('leaves 超级管理员 accounts and the built-in role to the 超级管理员', async () => {
    const reset = await server.call(userApi.resetPassword, { token: manager, body: { userCode: adminCode, newPassword: 'Hijack12345' } });
    expect(reset.status).toBe(403);
    expect(reset.json.msg).toBe('只有超级管理员可以重置超级管理员账号的密码');
    const disable = await server.call(userApi.enableUser, { token: manager, body: { userCode: adminCode, status: 0 } });
    expect(disable.status).toBe(403);
    expect(disable.json.msg).toBe('只有超级管理员可以禁用超级管理员账号');
    const edit = await server.call(userApi.edit, { token: manager, body: { userCode: adminCode, realName: '改名', phone: '13800000000', roleCodes: [ADMIN_ROLE_CODE] } });
    expect(edit.status).toBe(403);
    expect(edit.json.msg).toBe('只有超级管理员可以修改超级管理员账号');
    const role = await server.call(roleApi.edit, { token: manager, body: { roleCode: ADMIN_ROLE_CODE, roleName: '超级管理员', remark: '改' } });
    expect(role.status).toBe(403);
    // The admin still signs in with the old password and is enabled.
    expect(await server.login()).toMatch(/\w+/);
  });

  it('keeps even the 超级管理员 from removing their own role', async () => {
    const res = await server.call(userApi.edit, { token: admin, body: { userCode: adminCode, realName: '系统管理员', phone: '13800000000', roleCodes: [accountRole] } });
    expect(res.status).toBe(403);
    expect(res.json.msg).toBe('不能修改自己的角色，请联系其他管理员');
  });
});
