import { perm, resourceApi, roleApi, type ResourceTreeNode, type RoleRecord } from '@hrbd/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_USER, mockApi, pageOfRows, renderScreen } from '../../../test/render-screen';
import RolePage from './role-page';

const ROLE_BUTTONS = [perm.system.role.list, perm.system.role.add, perm.system.role.edit, perm.system.role.remove, perm.system.role.grant];
/** The 超级管理员 holds every code, the tree's included. */
const ALL = [...ROLE_BUTTONS, 'c1', 'c2', 'c3', 'c4', 'c5', 'c6'];

const ROLES: RoleRecord[] = [
  { roleCode: 'admin', roleName: '超级管理员', remark: '', builtIn: true, userCount: 1, resourceCount: 6, createTime: '2025-01-01 08:00:00', grantable: true },
  { roleCode: 'r1', roleName: '系统运维', remark: '日常运维', builtIn: false, userCount: 2, resourceCount: 3, createTime: '2025-01-01 08:00:00', grantable: true },
  { roleCode: 'r2', roleName: '账号管理员', remark: '', builtIn: false, userCount: 1, resourceCount: 4, createTime: '2025-01-01 08:00:00', grantable: true },
];

/** What each role holds to begin with. */
const HELD: Record<string, number[]> = { admin: [1, 2, 3, 4, 5, 6], r1: [1, 2, 3], r2: [1, 2, 3, 4] };

function node(id: number, name: string, type: 'menu' | 'button', children: ResourceTreeNode[] = []): ResourceTreeNode {
  return { id, parentId: 0, code: `c${id}`, name, type, path: '', icon: '', sort: id, hidden: false, remark: '', createTime: '2025-01-01 08:00:00', children };
}

const TREE = [
  node(1, '系统管理', 'menu', [
    node(2, '用户管理', 'menu', [node(3, '用户查询', 'button'), node(4, '用户新增', 'button')]),
    node(5, '角色管理', 'menu', [node(6, '角色查询', 'button')]),
  ]),
];

function mockRoles() {
  return mockApi()
    .on(roleApi.list, pageOfRows(ROLES))
    .on(resourceApi.list, TREE)
    .on(roleApi.queryRole, ({ body }) => {
      const role = ROLES.find((r) => r.roleCode === (body as { roleCode: string }).roleCode)!;
      const held = HELD[role.roleCode];
      return { ...role, mapList: [1, 2, 3, 4, 5, 6].map((id) => ({ id, checked: held.includes(id) })) };
    });
}

/** The checkbox of a tree node, found by the node's title. */
function checkboxOf(drawer: HTMLElement, title: string): HTMLElement {
  const treeNode = within(drawer).getByText(title).closest('.ant-tree-treenode');
  const box = treeNode?.querySelector<HTMLElement>('.ant-tree-checkbox');
  if (!box) throw new Error(`no checkbox for ${title}`);
  return box;
}

async function openGrant(roleName: string): Promise<HTMLElement> {
  const row = (await screen.findByText(roleName)).closest('tr')!;
  await userEvent.click(within(row).getByRole('button', { name: '分配权限' }));
  const drawer = await screen.findByRole('dialog');
  await within(drawer).findByText('系统管理');
  await userEvent.click(within(drawer).getByRole('button', { name: '展开全部' }));
  await within(drawer).findByText('用户新增');
  return drawer;
}

describe('角色管理', { timeout: 120_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('sends the checked resources, granting the menus above a ticked button', async () => {
    const api = mockRoles().on(roleApi.saveRoleResources, { resourceCount: 6 }, '保存成功');
    renderScreen(<RolePage />, { permissions: ALL });
    const drawer = await openGrant('系统运维');
    await waitFor(() => expect(checkboxOf(drawer, '用户查询')).toHaveClass('ant-tree-checkbox-checked'));
    expect(checkboxOf(drawer, '用户新增')).not.toHaveClass('ant-tree-checkbox-checked');
    // Held in part: drawn half-checked, so a collapsed branch still shows it.
    expect(checkboxOf(drawer, '用户管理')).toHaveClass('ant-tree-checkbox-indeterminate');
    expect(checkboxOf(drawer, '系统管理')).toHaveClass('ant-tree-checkbox-indeterminate');

    fireEvent.click(checkboxOf(drawer, '用户新增'));
    fireEvent.click(checkboxOf(drawer, '角色查询'));
    await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(api.sent(roleApi.saveRoleResources)).toHaveLength(1));
    const sent = api.sent(roleApi.saveRoleResources)[0] as { roleCode: string; resourceIds: number[] };
    expect(sent.roleCode).toBe('r1');
    expect([...sent.resourceIds].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('unchecking a menu takes its buttons away but keeps the menu above', async () => {
    const api = mockRoles().on(roleApi.saveRoleResources, { resourceCount: 1 });
    renderScreen(<RolePage />, { permissions: ALL });
    const drawer = await openGrant('账号管理员');
    await waitFor(() => expect(checkboxOf(drawer, '用户管理')).toHaveClass('ant-tree-checkbox-checked'));
    fireEvent.click(checkboxOf(drawer, '用户管理'));
    await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.sent(roleApi.saveRoleResources)).toEqual([{ roleCode: 'r2', resourceIds: [1] }]));
  });

  it('shows the built-in administrator with everything checked and nothing to save', async () => {
    mockRoles();
    renderScreen(<RolePage />, { permissions: ALL });
    const drawer = await openGrant('超级管理员');
    expect(within(drawer).getByText('超级管理员拥有全部权限，无需分配。')).toBeInTheDocument();
    await waitFor(() => expect(checkboxOf(drawer, '角色查询')).toHaveClass('ant-tree-checkbox-checked'));
    expect(checkboxOf(drawer, '角色查询')).toHaveClass('ant-tree-checkbox-disabled');
    expect(within(drawer).queryByRole('button', { name: /保\s*存/ })).not.toBeInTheDocument();
  });

  it('lets an account administrator give or take away only what she holds, and not touch her own role', async () => {
    const api = mockRoles().on(roleApi.saveRoleResources, { resourceCount: 5 });
    // She holds 账号管理员 (r2: resources 1–4), not 角色管理 (5) or 角色查询 (6).
    const user = { ...ADMIN_USER, userCode: 'u-acct', userName: 'acct', roles: [{ roleCode: 'r2', roleName: '账号管理员' }] };
    renderScreen(<RolePage />, { permissions: [...ROLE_BUTTONS, 'c1', 'c2', 'c3', 'c4'], user });

    const own = await openGrant('账号管理员');
    expect(within(own).getByText('不能修改自己所属角色的权限。')).toBeInTheDocument();
    expect(checkboxOf(own, '用户新增')).toHaveClass('ant-tree-checkbox-disabled');
    expect(within(own).queryByRole('button', { name: /保\s*存/ })).not.toBeInTheDocument();
    await userEvent.click(within(own).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const drawer = await openGrant('系统运维');
    await waitFor(() => expect(checkboxOf(drawer, '用户查询')).toHaveClass('ant-tree-checkbox-checked'));
    expect(checkboxOf(drawer, '角色查询')).toHaveClass('ant-tree-checkbox-disabled');
    expect(checkboxOf(drawer, '用户新增')).not.toHaveClass('ant-tree-checkbox-disabled');
    await userEvent.click(within(drawer).getByRole('button', { name: /全\s*选/ }));
    await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.sent(roleApi.saveRoleResources)).toHaveLength(1));
    const sent = api.sent(roleApi.saveRoleResources)[0] as { resourceIds: number[] };
    expect([...sent.resourceIds].sort()).toEqual([1, 2, 3, 4]);
  });

  it("shows the server's refusal to delete a role users still hold", async () => {
    mockRoles().on(roleApi.remove, { fail: { code: 409, msg: '该角色下还有2个用户，不能删除' } });
    renderScreen(<RolePage />, { permissions: ALL });
    const row = (await screen.findByText('系统运维')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('该角色下还有2个用户，不能删除')).toBeInTheDocument();
    // The built-in role offers no 删除 at all.
    const adminRow = screen.getByText('超级管理员').closest('tr')!;
    expect(within(adminRow).queryByRole('button', { name: /删\s*除/ })).not.toBeInTheDocument();
  });
});
