import { flattenResourceTree, perm, RESOURCE_TREE, resourceApi, roleApi, TOP_TABS, type ResourceTreeNode } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';

const codesOf = (nodes: readonly ResourceTreeNode[]): string[] => nodes.flatMap((n) => [n.code, ...codesOf(n.children)]);
const SEEDED = flattenResourceTree(RESOURCE_TREE).length;

describe.each(DIALECTS)('resources on %s', (dialect) => {
  const server = withTestServer(dialect);
  let token: string;

  beforeAll(async () => {
    token = await server.login();
  });

  async function byCode(code: string) {
    const res = await server.call(resourceApi.queryResourcesByCode, { token, body: { code } });
    expect(res.status, res.json.msg).toBe(200);
    return res.json.data;
  }

  async function add(body: { parentId: number; code: string; name: string; type: 'menu' | 'button' }): Promise<number> {
    const res = await server.call(resourceApi.add, { token, body });
    expect(res.status, res.json.msg).toBe(200);
    return res.json.data.id;
  }

  it('lists the whole tree with the six top tabs as roots', async () => {
    const res = await server.call(resourceApi.list, { token, body: {} });
    expect(res.status).toBe(200);
    const tree = resourceApi.list.response.parse(res.json.data);
    expect(tree.map((n) => n.code)).toEqual(TOP_TABS.map((t) => t.code));
    expect(codesOf(tree).length).toBeGreaterThanOrEqual(SEEDED);
    const system = tree.find((n) => n.code === perm.system.code);
    expect(system?.children.map((n) => n.name)).toContain('角色管理');
  });

  it('filters the tree by name or type, keeping the ancestors of each match', async () => {
    const byName = resourceApi.list.response.parse(
      (await server.call(resourceApi.list, { token, body: { name: '在线用户' } })).json.data,
    );
    expect(byName.map((n) => n.code)).toEqual([perm.system.code]);
    expect(byName[0].children.map((n) => n.code)).toEqual([perm.system.online.code]);
    // The match's own buttons do not match the name, so they are left out.
    expect(byName[0].children[0].children).toEqual([]);

    const buttons = (await server.call(resourceApi.list, { token, body: { name: '强制下线', type: 'button' } })).json.data;
    expect(codesOf(buttons)).toEqual(expect.arrayContaining([perm.system.code, perm.system.online.code, perm.system.online.forceLogout]));
    expect(codesOf(buttons)).not.toContain(perm.system.online.list);

    const none = await server.call(resourceApi.list, { token, body: { name: '不存在的菜单' } });
    expect(none.json.data).toEqual([]);
  });

  it('pages resources flat with filters', async () => {
    const system = await byCode(perm.system.code);
    const res = await server.call(resourceApi.listPage, { token, body: { parentId: system.id, type: 'menu', pageSize: 5 } });
    expect(res.status).toBe(200);
    const page = resourceApi.listPage.response.parse(res.json.data);
    expect(page.records).toHaveLength(5);
    expect(page.total).toBe(RESOURCE_TREE.find((n) => n.code === perm.system.code)?.children?.length);
    expect(page.records.every((r) => r.parentId === system.id && r.type === 'menu')).toBe(true);

    const byCodeText = (await server.call(resourceApi.listPage, { token, body: { code: 'system:role:' } })).json.data;
    expect(byCodeText.records.map((r) => r.code).sort()).toEqual(
      [perm.system.role.add, perm.system.role.edit, perm.system.role.grant, perm.system.role.list, perm.system.role.remove],
    );
    const byName = (await server.call(resourceApi.listPage, { token, body: { name: '登录日志' } })).json.data;
    expect(byName.records.map((r) => r.code)).toEqual([perm.system.loginlog.code]);
  });

  it('finds a resource by code, or says it does not exist', async () => {
    const res = await server.call(resourceApi.queryResourcesByCode, { token, body: { code: perm.system.user.add } });
    expect(res.status).toBe(200);
    expect(resourceApi.queryResourcesByCode.response.parse(res.json.data)).toMatchObject({ code: perm.system.user.add, name: '新增', type: 'button' });
    const missing = await server.call(resourceApi.queryResourcesByCode, { token, body: { code: 'no:such:code' } });
    expect(missing.status).toBe(404);
    expect(missing.json.msg).toBe('权限标识“no:such:code”对应的资源不存在');
  });

  it('adds a resource under a menu, and refuses a missing parent, a button parent, a taken or malformed code', async () => {
    const system = await byCode(perm.system.code);
    const res = await server.call(resourceApi.add, {
      token,
      body: { parentId: system.id, code: 'system:notice', name: '通知公告', type: 'menu', path: '/system/notice', icon: 'notification', sort: 20 },
    });
    expect(res.status).toBe(200);
    expect(res.json.msg).toBe('新增成功');
    const { id } = resourceApi.add.response.parse(res.json.data);
    expect(await byCode('system:notice')).toMatchObject({ id, parentId: system.id, name: '通知公告', path: '/system/notice', hidden: false });

    const noParent = await server.call(resourceApi.add, { token, body: { parentId: 999999, code: 'x:y', name: '孤儿', type: 'menu' } });
    expect(noParent.status).toBe(400);
    expect(noParent.json.msg).toBe('上级资源不存在（ID：999999）');

    const button = await byCode(perm.system.user.add);
    const underButton = await server.call(resourceApi.add, { token, body: { parentId: button.id, code: 'x:z', name: '按钮的子节点', type: 'button' } });
    expect(underButton.status).toBe(400);
    expect(underButton.json.msg).toBe('上级资源“新增”是按钮，按钮下不能再添加子资源');

    const taken = await server.call(resourceApi.add, { token, body: { parentId: 0, code: 'system:notice', name: '重复', type: 'menu' } });
    expect(taken.status).toBe(409);
    expect(taken.json.msg).toBe('权限标识“system:notice”已存在');

    const malformed = await server.call(resourceApi.add, { token, body: { parentId: 0, code: '系统', name: '格式', type: 'menu' } });
    expect(malformed.status).toBe(400);
    expect(malformed.json.msg).toBe('权限标识格式不正确，如 system:user:add');
  });

  it('edits a resource but never under itself or its own descendants', async () => {
    const parent = await add({ parentId: 0, code: 'demo', name: '演示', type: 'menu' });
    const child = await add({ parentId: parent, code: 'demo:child', name: '演示子菜单', type: 'menu' });
    const grandchild = await add({ parentId: child, code: 'demo:child:view', name: '查看', type: 'button' });

    const fields = { code: 'demo', name: '演示', type: 'menu' as const };
    const self = await server.call(resourceApi.edit, { token, body: { id: parent, parentId: parent, ...fields } });
    expect(self.status).toBe(409);
    expect(self.json.msg).toBe('上级资源不能是该资源自身或其下级资源');
    const descendant = await server.call(resourceApi.edit, { token, body: { id: parent, parentId: child, ...fields } });
    expect(descendant.status).toBe(409);

    const toButton = await server.call(resourceApi.edit, { token, body: { id: child, parentId: parent, code: 'demo:child', name: '演示子菜单', type: 'button' } });
    expect(toButton.status).toBe(409);
    expect(toButton.json.msg).toBe('该资源下还有1个子资源，不能改为按钮');

    const res = await server.call(resourceApi.edit, {
      token,
      body: { id: grandchild, parentId: parent, code: 'demo:view', name: '查看全部', type: 'button', hidden: true, remark: '移到上一级' },
    });
    expect(res.status).toBe(200);
    expect(res.json.msg).toBe('修改成功');
    expect(await byCode('demo:view')).toMatchObject({ id: grandchild, parentId: parent, name: '查看全部', hidden: true, remark: '移到上一级' });

    // Endpoints are guarded by the seeded codes, so those stay fixed; their names may change.
    const seeded = await byCode(perm.system.event.code);
    const recode = await server.call(resourceApi.edit, {
      token,
      body: { id: seeded.id, parentId: seeded.parentId, code: 'system:events', name: seeded.name, type: 'menu' },
    });
    expect(recode.status).toBe(409);
    expect(recode.json.msg).toBe('“埋点管理”是系统内置资源，权限标识和资源类型不可修改');
    const rename = await server.call(resourceApi.edit, {
      token,
      body: { id: seeded.id, parentId: seeded.parentId, code: seeded.code, name: '事件埋点', type: 'menu', path: seeded.path, icon: seeded.icon, sort: seeded.sort },
    });
    expect(rename.status).toBe(200);

    const missing = await server.call(resourceApi.edit, { token, body: { id: 999999, parentId: 0, ...fields } });
    expect(missing.status).toBe(404);
  });

  it('removes a leaf with its role grants, but not a node with children or a seeded one', async () => {
    const parent = await add({ parentId: 0, code: 'temp', name: '临时', type: 'menu' });
    const leaf = await add({ parentId: parent, code: 'temp:run', name: '运行', type: 'button' });
    const role = await server.call(roleApi.add, { token, body: { roleName: '临时角色' } });
    const roleCode = role.json.data.roleCode;
    await server.call(roleApi.saveRoleResources, { token, body: { roleCode, resourceIds: [parent, leaf] } });

    const withChildren = await server.call(resourceApi.remove, { token, body: { id: parent } });
    expect(withChildren.status).toBe(409);
    expect(withChildren.json.msg).toBe('该资源下还有1个子资源，请先删除子资源');

    const res = await server.call(resourceApi.remove, { token, body: { id: leaf } });
    expect(res.status).toBe(200);
    expect(res.json.msg).toBe('删除成功');
    expect(resourceApi.remove.response.parse(res.json.data)).toBeNull();
    const held = (await server.call(roleApi.queryRole, { token, body: { roleCode } })).json.data;
    expect(held.resourceCount).toBe(1);
    expect(held.mapList.some((m) => m.id === leaf)).toBe(false);
    expect((await server.call(resourceApi.remove, { token, body: { id: parent } })).status).toBe(200);

    const seeded = await byCode(perm.system.home.code);
    const builtIn = await server.call(resourceApi.remove, { token, body: { id: seeded.id } });
    expect(builtIn.status).toBe(409);
    expect(builtIn.json.msg).toBe('“系统概览”是系统内置资源，不可删除');

    const missing = await server.call(resourceApi.remove, { token, body: { id: 999999 } });
    expect(missing.status).toBe(404);
    expect(missing.json.msg).toBe('资源不存在');
  });
});
