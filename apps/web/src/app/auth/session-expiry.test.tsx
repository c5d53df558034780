import { authApi, resourceApi, roleApi, userApi } from '@hrbd/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import Cookies from 'js-cookie';
import { lazy, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalForm } from '../../components/modal-form';
import { useApiMutation, useApiQuery } from '../../lib/query';
import type { Screen } from '../../lib/screen';
import { renderApp, SYSTEM_ONLY, TEST_SCREENS, userInfoFor } from '../testing/render-app';
import { prepareSlideCheck, signInOnPage } from '../testing/sign-in';
import { SESSION_EXPIRED_MSG } from './unauthorized-redirect';

const LAPSED = { fail: { code: 401, msg: '登录已过期，请重新登录' } };

/** A page that loads three lists at once, as a real screen does, and has a 新增 dialog. */
function RolePage() {
  const roles = useApiQuery(roleApi.list, { body: { pageNum: 1, pageSize: 10 } });
  useApiQuery(userApi.list, { body: { pageNum: 1, pageSize: 10 } });
  useApiQuery(resourceApi.list, {});
  const [open, setOpen] = useState(false);
  const add = useApiMutation(roleApi.add);
  return (
    <>
      <p>{roles.isSuccess ? `角色共 ${roles.data.total} 个` : '加载中'}</p>
      <Button onClick={() => setOpen(true)}>新增</Button>
      <ModalForm<{ roleName: string }> title="新增角色" open={open} onClose={() => setOpen(false)} onSubmit={(body) => add.mutateAsync({ body })}>
        <Form.Item name="roleName" label="角色名称">
          <Input placeholder="请输入角色名称" />
        </Form.Item>
      </ModalForm>
    </>
  );
}

const SCREENS: Screen[] = [
  ...TEST_SCREENS.filter((s) => s.path !== '/system/role'),
  { path: '/system/role', component: lazy(() => Promise.resolve({ default: RolePage })) },
];

const location = () => screen.getByTestId('location');

describe('a lapsed session', () => {
  beforeEach(() => {
    sessionStorage.clear();
    prepareSlideCheck();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Cookies.remove('Authorization');
    Cookies.remove('username');
  });

  // Two whole flows (a page, the login page and back) each: room for a loaded machine.
  it('says so once for all the calls that meet it, keeps the route and returns there after signing in', { timeout: 60_000 }, async () => {
    const { server } = renderApp({ route: '/system/role?keyword=abc', codes: SYSTEM_ONLY, screens: SCREENS });
    server.on(roleApi.list, LAPSED).on(userApi.list, LAPSED).on(resourceApi.list, LAPSED);

    await waitFor(() => expect(location()).toHaveTextContent('/login?redirect=%2Fsystem%2Frole%3Fkeyword%3Dabc'));
    expect(await screen.findByText(SESSION_EXPIRED_MSG)).toBeInTheDocument();
    await waitFor(() => expect(server.calls.filter((c) => c.path.endsWith('/list')).length).toBeGreaterThanOrEqual(3));
    expect(screen.getAllByText(SESSION_EXPIRED_MSG)).toHaveLength(1);
    expect(Cookies.get('Authorization')).toBeUndefined();

    // Signed in again, the user is back on the page they were on, with its query.
    server
      .on(authApi.slideVerify, { data: { ticket: 'ticket-1' } })
      .on(authApi.login, { data: { token: 'token-9', expireTime: '2030-01-01 00:00:00', userName: 'zhangsan', realName: '张三' } })
      .on(userApi.info, { data: userInfoFor(SYSTEM_ONLY) })
      .on(roleApi.list, { data: { total: 2, rows: [] } })
      .on(userApi.list, { data: { total: 0, rows: [] } })
      .on(resourceApi.list, { data: [] });
    await signInOnPage();
    expect(await screen.findByText('角色共 2 个')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/system/role?keyword=abc');
  });

  it('asks before dropping typed input: 留在本页 keeps the dialog and its text, 重新登录 goes to sign in', { timeout: 60_000 }, async () => {
    const { server } = renderApp({ route: '/system/role', codes: SYSTEM_ONLY, screens: SCREENS });
    server.on(roleApi.list, { data: { total: 0, rows: [] } }).on(userApi.list, { data: { total: 0, rows: [] } }).on(resourceApi.list, { data: [] });
    await screen.findByText('角色共 0 个');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    fireEvent.change(await screen.findByPlaceholderText('请输入角色名称'), { target: { value: '招聘专员' } });

    server.on(roleApi.add, LAPSED);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    const stay = await screen.findByRole('button', { name: '留在本页' });
    expect(screen.getByText(SESSION_EXPIRED_MSG, { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    fireEvent.click(stay);
    await waitFor(() => expect(screen.queryByRole('button', { name: '留在本页' })).not.toBeInTheDocument());
    expect(location()).toHaveTextContent('/system/role');
    expect(screen.getByPlaceholderText('请输入角色名称')).toHaveValue('招聘专员');

    // Asked again on the next try; this time the user signs in again.
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    fireEvent.click(await screen.findByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(location()).toHaveTextContent('/login?redirect=%2Fsystem%2Frole'));
    expect(Cookies.get('Authorization')).toBeUndefined();
  });
});
