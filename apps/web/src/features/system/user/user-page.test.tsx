import { perm, roleApi, userApi, type UserRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_USER, choose, fill, formErrors, mockApi, pageOfRows, renderScreen } from '../../../test/render-screen';
import UserPage from './user-page';
const ALL = [perm.system.user.list, perm.system.user.add, perm.system.user.edit, perm.system.user.remove, perm.system.user.enable, perm.system.user.resetPwd, perm.system.role.list];

function user(overrides: Partial<UserRecord>): UserRecord {
  return { ...ADMIN_USER, userCode: 'u1', userName: 'zhangsan', realName: '张三', roles: [{ roleCode: 'r1', roleName: '招聘专员' }], ...overrides };
}

const ROWS = [user({}), user({ userCode: 'u2', userName: 'lisi', realName: '李四', status: 0 })];

function mockUsers() {
  return mockApi()
    .on(userApi.list, ({ body }) => {
      const { status, pageSize } = body as { status?: number; pageSize: number };
      const rows = status === undefined ? ROWS : ROWS.filter((r) => r.status === status);
      // Totals as a big table would have them, so the counts are told apart from the rows.
      const total = status === undefined ? 23 : status === 1 ? 20 : 3;
      return pageOfRows(rows.slice(0, pageSize), total);
    })
    .on(roleApi.list, pageOfRows([{ roleCode: 'r1', roleName: '招聘专员', remark: '', builtIn: false, userCount: 1, resourceCount: 3, createTime: '2025-01-01 08:00:00', grantable: true }]));
}

describe('用户管理', { timeout: 120_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('lists users with the total and status tabs with counts', async () => {
    mockUsers();
    renderScreen(<UserPage />, { permissions: ALL });
    expect(await screen.findByText('张三')).toBeInTheDocument();
    expect(screen.getByText('李四')).toBeInTheDocument();
    expect(screen.getByText('共 23 条')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '全部（23）' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '已启用（20）' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '已禁用（3）' })).toBeInTheDocument();
  });

  it('hides actions the user holds no code for', async () => {
    mockUsers();
    renderScreen(<UserPage />, { permissions: [perm.system.user.list] });
    await screen.findByText('张三');
    expect(screen.queryByRole('button', { name: /新\s*增/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('refuses a bad phone number with the contract message and sends nothing', async () => {
    const api = mockUsers();
    renderScreen(<UserPage />, { permissions: ALL });
    await userEvent.click(await screen.findByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    fill(dialog, '用户名', 'wangwu');
    fill(dialog, '密码', 'Passw0rd!');
    fill(dialog, '姓名', '王五');
    fill(dialog, '手机号', '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await formErrors(dialog)).toEqual(['手机号格式不正确', '请选择角色']);
    expect(api.sent(userApi.add)).toHaveLength(0);
  });

  it('adds a user and shows the server message', async () => {
    const api = mockUsers().on(userApi.add, { userCode: 'u3' }, '新增成功');
    renderScreen(<UserPage />, { permissions: ALL });
    await userEvent.click(await screen.findByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    fill(dialog, '用户名', 'wangwu');
    fill(dialog, '密码', 'Passw0rd!');
    fill(dialog, '姓名', '王五');
    fill(dialog, '手机号', '13912345678');
    await choose(dialog, '角色', '招聘专员');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(api.sent(userApi.add)).toEqual([
      expect.objectContaining({ userName: 'wangwu', password: 'Passw0rd!', realName: '王五', phone: '13912345678', roleCodes: ['r1'], status: 1 }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers an account administrator only the roles she may grant, and no action on a 超级管理员 account', async () => {
    const api = mockUsers()
      .on(userApi.list, pageOfRows([user({}), user({ userCode: 'u-admin2', userName: 'root2', realName: '赵管理', roles: [{ roleCode: 'admin', roleName: '超级管理员' }] })]))
      .on(
        roleApi.list,
        pageOfRows([
          { roleCode: 'admin', roleName: '超级管理员', remark: '', builtIn: true, userCount: 1, resourceCount: 9, createTime: '2025-01-01 08:00:00', grantable: false },
          { roleCode: 'r1', roleName: '招聘专员', remark: '', builtIn: false, userCount: 1, resourceCount: 3, createTime: '2025-01-01 08:00:00', grantable: true },
        ]),
      );
    const me = user({ userCode: 'u-acct', userName: 'acct', realName: '钱账号', roles: [{ roleCode: 'r9', roleName: '账号管理员' }] });
    renderScreen(<UserPage />, { permissions: ALL, user: me });

    const adminRow = (await screen.findByText('赵管理')).closest('tr')!;
    expect(within(adminRow).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(within(adminRow).queryByRole('button', { name: '重置密码' })).not.toBeInTheDocument();
    expect(within(adminRow).getByRole('switch')).toBeDisabled();

    await userEvent.click(await screen.findByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    await choose(dialog, '角色', '超级管理员');
    const adminOption = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === '超级管理员');
    expect(adminOption).toHaveClass('ant-select-item-option-disabled');
    fill(dialog, '用户名', 'wangwu');
    fill(dialog, '密码', 'Passw0rd!');
    fill(dialog, '姓名', '王五');
    fill(dialog, '手机号', '13912345678');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    // The disabled option was not taken: the form still asks for a role and sends nothing.
    expect(await formErrors(dialog)).toEqual(['请选择角色']);
    expect(api.sent(userApi.add)).toHaveLength(0);
  });
});
