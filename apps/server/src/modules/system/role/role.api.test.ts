import { flattenResourceTree, MESSAGE_TYPES, messageApi, perm, RESOURCE_TREE, resourceApi, roleApi, userApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';

describe.each(DIALECTS)('roles on %s', (dialect) => {
  const server = withTestServer(dialect);
  let token: string;
  let seq = 0;

  beforeAll(async () => {
    token = await server.login();
  });

  async function addRole(roleName: string, remark?: string): Promise<string> {
    const res = await server.call(roleApi.add, { token, body: { roleName, remark } });
    expect(res.status, res.json.msg).toBe(200);
    return res.json.data.roleCode;
  }

  async function addUser(roleCodes: string[]): Promise<{ userName: string; userCode: string }> {
    const userName = `role_user_${++seq}`;
    const res = await server.call(userApi.add, {
      token,
      body: { userName, password: 'Passw0rd1', realName: `角色用户${seq}`, phone: `1390000${String(seq).padStart(4, '0')}`, roleCodes },
    });
    expect(res.status, res.json.msg).toBe(200);
    return { userName, userCode: res.json.data.userCode };
  }

  async function resourceId(code: string): Promise<number> {
    const res = await server.call(resourceApi.queryResourcesByCode, { token, body: { code } });
    expect(res.status, res.json.msg).toBe(200);
    return res.json.data.id;
  }

  const findRole = async (roleName: string) => {
    const res = await server.call(roleApi.list, { token, body: { roleName, pageSize: 100 } });
    return res.json.data.records.find((r) => r.roleName === roleName);
  };

  it('adds a role and refuses a duplicate name or a blank one', async () => {
    const res = await server.call(roleApi.add, { token, body: { roleName: '招聘专员', remark: '负责岗位审核' } });
    expect(res.status).toBe(200);
    expect(res.json.msg).toBe('新增成功');
    expect(roleApi.add.response.parse(res.json.data).roleCode).toHaveLength(32);

    const duplicate = await server.call(roleApi.add, { token, body: { roleName: '招聘专员' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.msg).toBe('角色名称“招聘专员”已存在');

    const blank = await server.call(roleApi.add, { token, body: { roleName: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.json.msg).toBe('角色名称不能为空');
  });

  it('lists roles with filters, user counts and resource counts; the built-in role holds every resource', async () => {
    const roleCode = await addRole('统计查看员');
    await addUser([roleCode]);
    await addUser([roleCode]);
    await server.call(roleApi.saveRoleResources, {
      token,
      body: { roleCode, resourceIds: [await resourceId(perm.system.code), await resourceId(perm.system.event.code)] },
    });

    const res = await server.call(roleApi.list, { token, body: { roleName: '统计' } });
    expect(res.status).toBe(200);
    const page = roleApi.list.response.parse(res.json.data);
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ roleCode, roleName: '统计查看员', builtIn: false, userCount: 2, resourceCount: 2 });

    const all = roleApi.list.response.parse((await server.call(roleApi.list, { token, body: { pageSize: 100 } })).json.data);
    const admin = all.records[0];
    expect(admin).toMatchObject({ roleCode: 'admin', roleName: '超级管理员', builtIn: true, userCount: 1 });
    expect(admin.resourceCount).toBe(flattenResourceTree(RESOURCE_TREE).length);

    const paged = await server.call(roleApi.list, { token, body: { pageNum: 1, pageSize: 1 } });
    expect(paged.json.data.records).toHaveLength(1);
    expect(paged.json.data.total).toBe(all.total);
  });

  it('edits a role, but never renames the built-in one or takes another role’s name', async () => {
    const roleCode = await addRole('培训管理员');
    await addRole('培训审核员');
    const res = await server.call(roleApi.edit, { token, body: { roleCode, roleName: '培训主管', remark: '管理全部课程' } });
    expect(res.status).toBe(200);
    expect(res.json.msg).toBe('修改成功');
    expect(await findRole('培训主管')).toMatchObject({ roleCode, remark: '管理全部课程' });

    const taken = await server.call(roleApi.edit, { token, body: { roleCode, roleName: '培训审核员' } });
    expect(taken.status).toBe(409);
    expect(taken.json.msg).toBe('角色名称“培训审核员”已存在');

    const builtIn = await server.call(roleApi.edit, { token, body: { roleCode: 'admin', roleName: '管理员' } });
    expect(builtIn.status).toBe(409);
    expect(builtIn.json.msg).toBe('超级管理员角色不可重命名');
    // Its remark may still be kept up to date.
    const remark = await server.call(roleApi.edit, { token, body: { roleCode: 'admin', roleName: '超级管理员', remark: '平台最高权限' } });
    expect(remark.status).toBe(200);

    const missing = await server.call(roleApi.edit, { token, body: { roleCode: 'nope', roleName: '随便' } });
    expect(missing.status).toBe(404);
    expect(missing.json.msg).toBe('角色不存在');
  });

  it('queryRole marks every resource checked or not; the built-in role has all checked', async () => {
    const roleCode = await addRole('消息查看员');
    const held = [await resourceId(perm.system.code), await resourceId(perm.system.message.code)];
    await server.call(roleApi.saveRoleResources, { token, body: { roleCode, resourceIds: held } });

    const res = await server.call(roleApi.queryRole, { token, body: { roleCode } });
    expect(res.status).toBe(200);
    const role = roleApi.queryRole.response.parse(res.json.data);
    expect(role.mapList).toHaveLength(flattenResourceTree(RESOURCE_TREE).length);
    expect(role.mapList.filter((m) => m.checked).map((m) => m.id).sort((a, b) => a - b)).toEqual([...held].sort((a, b) => a - b));
    expect(role.resourceCount).toBe(2);

    const admin = roleApi.queryRole.response.parse((await server.call(roleApi.queryRole, { token, body: { roleCode: 'admin' } })).json.data);
    expect(admin.mapList.every((m) => m.checked)).toBe(true);

    expect((await server.call(roleApi.queryRole, { token, body: { roleCode: 'missing' } })).status).toBe(404);
  });

  it('saves exactly the resources given, validates them, and tells the role’s users', async () => {
    const roleCode = await addRole('日志审计员');
    const { userName } = await addUser([roleCode]);
    const button = await resourceId(perm.system.operlog.list);

    const res = await server.call(roleApi.saveRoleResources, { token, body: { roleCode, resourceIds: [button, button] } });
    expect(res.status).toBe(200);
    expect(res.json.msg).toBe('保存成功');
    expect(roleApi.saveRoleResources.response.parse(res.json.data)).toEqual({ resourceCount: 1 });
    // No ancestors are added behind the administrator's back.
    const role = (await server.call(roleApi.queryRole, { token, body: { roleCode } })).json.data;
    expect(role.mapList.filter((m) => m.checked).map((m) => m.id)).toEqual([button]);

    const unknown = await server.call(roleApi.saveRoleResources, { token, body: { roleCode, resourceIds: [button, 999999, 888888] } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.msg).toBe('资源不存在（ID：999999、888888）');
    expect((await findRole('日志审计员'))?.resourceCount).toBe(1);

    const builtIn = await server.call(roleApi.saveRoleResources, { token, body: { roleCode: 'admin', resourceIds: [button] } });
    expect(builtIn.status).toBe(409);
    expect(builtIn.json.msg).toBe('超级管理员角色始终拥有全部权限，无需分配');

    const userToken = await server.login(userName, 'Passw0rd1');
    const messages = await server.call(messageApi.queryPageMsg, { token: userToken, query: { msgType: MESSAGE_TYPES.PERMISSION } });
    expect(messages.json.data.records).toHaveLength(1);
    expect(messages.json.data.records[0].title).toBe('权限变更');
    expect(messages.json.data.records[0].content).toContain('日志审计员');

    // Clearing every resource is a valid set too.
    const cleared = await server.call(roleApi.saveRoleResources, { token, body: { roleCode, resourceIds: [] } });
    expect(cleared.json.data).toEqual({ resourceCount: 0 });
  });

  it('removes a role only when nobody holds it, and never the built-in one', async () => {
    const roleCode = await addRole('临时角色');
    const spare = await addRole('备用角色');
    const { userCode } = await addUser([roleCode]);
    await server.call(roleApi.saveRoleResources, { token, body: { roleCode, resourceIds: [await resourceId(perm.system.event.code)] } });

    const held = await server.call(roleApi.remove, { token, body: { roleCode } });
    expect(held.status).toBe(409);
    expect(held.json.msg).toBe('该角色下还有1名用户，请先为这些用户更换角色后再删除');

    const builtIn = await server.call(roleApi.remove, { token, body: { roleCode: 'admin' } });
    expect(builtIn.status).toBe(409);
    expect(builtIn.json.msg).toBe('超级管理员角色不可删除');

    const moved = await server.call(userApi.edit, {
      token,
      body: { userCode, realName: '换了角色', phone: '13912345678', roleCodes: [spare] },
    });
    expect(moved.status, moved.json.msg).toBe(200);
    const res = await server.call(roleApi.remove, { token, body: { roleCode } });
    expect(res.status).toBe(200);
    expect(res.json.msg).toBe('删除成功');
    expect(roleApi.remove.response.parse(res.json.data)).toBeNull();
    expect(await findRole('临时角色')).toBeUndefined();
    expect((await server.call(roleApi.remove, { token, body: { roleCode } })).status).toBe(404);
  });

  it('refuses role management to a user without the codes', async () => {
    const roleCode = await addRole('无权限角色');
    const { userName } = await addUser([roleCode]);
    const userToken = await server.login(userName, 'Passw0rd1');
    const res = await server.call(roleApi.list, { token: userToken, body: {} });
    expect(res.status).toBe(403);
    expect(res.json.msg).toBe('没有操作权限，请联系管理员授权');
    expect((await server.call(roleApi.saveRoleResources, { token: userToken, body: { roleCode, resourceIds: [] } })).status).toBe(403);
  });
});
