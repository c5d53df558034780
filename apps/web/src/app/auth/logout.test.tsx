import { authApi } from '@hrbd/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, SYSTEM_ONLY } from '../testing/render-app';

async function logOut() {
  fireEvent.click(screen.getByRole('button', { name: '当前用户 zhangsan' }));
  fireEvent.click(await screen.findByText('退出登录'));
}

describe('logout', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    Cookies.remove('Authorization');
    Cookies.remove('username');
  });

  it('revokes the session, clears both cookies and returns to login with a redirect to the current route', async () => {
    const { server } = renderApp({ route: '/system/role?keyword=abc', codes: SYSTEM_ONLY });
    await screen.findByText('角色管理计数：0');
    expect(Cookies.get('username')).toBe('zhangsan');
    await logOut();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fsystem%2Frole%3Fkeyword%3Dabc'));
    expect(server.sent(authApi.logout)).toHaveLength(1);
    expect(Cookies.get('Authorization')).toBeUndefined();
    expect(Cookies.get('username')).toBeUndefined();
    expect(await screen.findByPlaceholderText('请输入用户名')).toBeInTheDocument();
  });

  it('clears the cookies even when the logout call fails', async () => {
    const { server } = renderApp({ route: '/system/user', codes: SYSTEM_ONLY });
    await screen.findByText('用户管理计数：0');
    server.on(authApi.logout, { fail: { code: 500, msg: '服务器繁忙，请稍后重试' } });
    await logOut();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fsystem%2Fuser'));
    expect(Cookies.get('Authorization')).toBeUndefined();
    expect(Cookies.get('username')).toBeUndefined();
  });

  it('shows the username from the cookie and offers 个人中心 when that screen exists', async () => {
    renderApp({ route: '/system/user', codes: SYSTEM_ONLY });
    await screen.findByText('用户管理计数：0');
    fireEvent.click(screen.getByRole('button', { name: '当前用户 zhangsan' }));
    fireEvent.click(await screen.findByText('个人中心'));
    expect(await screen.findByText('个人中心计数：0')).toBeInTheDocument();
    // A page outside every sub-system keeps the sidebar of the one the user came from.
    expect(screen.getByRole('navigation', { name: '侧边菜单' })).toHaveTextContent('用户管理');
    await waitFor(() => expect(document.title).toBe('个人中心 - 人力资源大数据'));
  });
});
