import { perm, resourceApi, type ResourceTreeNode } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fill, mockApi, renderScreen } from '../../../test/render-screen';
import ResourcePage from './resource-page';
const ALL = [perm.system.resource.list, perm.system.resource.add, perm.system.resource.edit, perm.system.resource.remove];

function node(id: number, parentId: number, name: string, code: string, type: 'menu' | 'button', children: ResourceTreeNode[] = []): ResourceTreeNode {
  return { id, parentId, code, name, type, path: type === 'menu' ? `/${code}` : '', icon: '', sort: id, hidden: false, remark: '', createTime: '2025-01-01 08:00:00', children };
}

const TREE = [node(1, 0, '系统管理', perm.system.code, 'menu', [node(2, 1, '用户管理', perm.system.user.code, 'menu', [node(3, 2, '查询', perm.system.user.list, 'button')])])];
const { children: _children, ...USER_LIST } = TREE[0].children[0].children[0];

describe('资源管理', { timeout: 120_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the tree with type tags and the refusal to delete a menu with children', async () => {
    mockApi()
      .on(resourceApi.list, TREE)
      .on(resourceApi.remove, { fail: { code: 409, msg: '该资源下还有1个子资源，请先删除子资源' } });
    renderScreen(<ResourcePage />, { permissions: ALL });
    await userEvent.click(await screen.findByRole('button', { name: '展开全部' }));
    const button = (await screen.findByText(perm.system.user.list)).closest('tr')!;
    expect(within(button).getByText('按钮')).toBeInTheDocument();
    // A button holds nothing, so it offers no 新增下级.
    expect(within(button).queryByRole('button', { name: '新增下级' })).not.toBeInTheDocument();

    const menu = screen.getByText(perm.system.user.code).closest('tr')!;
    expect(within(menu).getByText('菜单')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('button', { name: /删\s*除/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('该资源下还有1个子资源，请先删除子资源')).toBeInTheDocument();
  });

  it('adds a button under a menu with the menu as parent', async () => {
    const api = mockApi().on(resourceApi.list, TREE).on(resourceApi.add, { id: 9 }, '新增成功');
    renderScreen(<ResourcePage />, { permissions: ALL });
    const menu = (await screen.findByText(perm.system.code)).closest('tr')!;
    await userEvent.click(within(menu).getByRole('button', { name: '新增下级' }));
    const dialog = await screen.findByRole('dialog');
    fill(dialog, '资源名称', '导出');
    fill(dialog, '权限标识', 'system user export');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('权限标识格式不正确，如 system:user:add')).toBeInTheDocument();
    fill(dialog, '权限标识', 'system:user:export');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(api.sent(resourceApi.add)).toEqual([
        { parentId: 1, type: 'button', name: '导出', code: 'system:user:export', path: '', icon: '', hidden: false, sort: 0, remark: '' },
      ]),
    );
  });

  it('finds a resource by its code on the list tab', async () => {
    const api = mockApi()
      .on(resourceApi.list, TREE)
      .on(resourceApi.listPage, { records: [USER_LIST], total: 1 })
      .on(resourceApi.queryResourcesByCode, USER_LIST);
    renderScreen(<ResourcePage />, { permissions: ALL });
    await userEvent.click(await screen.findByText('资源列表'));
    await userEvent.type(screen.getByRole('searchbox', { name: '按权限标识查询' }), 'system:user:list{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('资源详情')).toBeInTheDocument();
    expect(within(dialog).getByText(perm.system.user.list)).toBeInTheDocument();
    expect(api.sent(resourceApi.queryResourcesByCode)).toEqual([{ code: perm.system.user.list }]);
  });
});
