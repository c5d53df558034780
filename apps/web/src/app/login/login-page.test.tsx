import { authApi, LOGIN_LOCKOUT_HINT, perm, userApi } from '@hrbd/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVERYTHING, renderApp, userInfoFor, SYSTEM_ONLY } from '../testing/render-app';
import { fillCredentials, prepareSlideCheck, signInOnPage, slideToTheEnd } from '../testing/sign-in';

/** The app at a login route, once the login page (a chunk of its own) is drawn. */
async function openLogin(route: string) {
  const rendered = renderApp({ route, signedIn: false });
  await screen.findByLabelText('用户名');
  return rendered;
}

describe('login page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    prepareSlideCheck();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Cookies.remove('Authorization');
    Cookies.remove('username');
  });

  it('asks for the name, the password and the slide check', async () => {
    await openLogin('/login');
    await act(async () => {
      fireEvent.click(screen.getByText('登录', { selector: 'button span' }));
    });
    expect(await screen.findByText('请输入用户名')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('请输入密码')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('请完成滑块验证')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('用户名')).toHaveAttribute('aria-invalid', 'true');
    // A field filled in loses its message as the user types.
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'zhangsan' } });
    expect(screen.queryByText('请输入用户名')).not.toBeInTheDocument();
    expect(screen.getByLabelText('用户名')).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the server message on a wrong password and asks for the slide again', async () => {
    let tickets = 0;
    const { server } = await openLogin('/login?redirect=%2Fsystem%2Frole');
    server
      .on(authApi.slideVerify, () => ({ data: { ticket: `ticket-${++tickets}` } }))
      .on(authApi.login, { fail: { code: 400, msg: '用户名或密码错误' } });
    fillCredentials('wrong');
    await slideToTheEnd();
    fireEvent.click(screen.getByText('登录', { selector: 'button span' }));

    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
    // Attempts left are not the caller's to know: the page says where the owner reads them.
    expect(screen.getByText(LOGIN_LOCKOUT_HINT)).toBeInTheDocument();
    expect(server.sent(authApi.login)[0]).toEqual({ userName: 'zhangsan', password: 'wrong', ticket: 'ticket-1' });
    expect(await screen.findByText('向右滑动完成验证')).toBeInTheDocument();
    await waitFor(() => expect(server.sent(authApi.slideChallenge).length).toBeGreaterThanOrEqual(2));
    expect(Cookies.get('Authorization')).toBeUndefined();
  });

  it('keeps the session in cookies and goes to the redirect once signed in', async () => {
    const { server } = await openLogin('/login?redirect=%2Fsystem%2Frole');
    server
      .on(authApi.slideVerify, { data: { ticket: 'ticket-1' } })
      .on(authApi.login, {
        data: { token: 'token-9', expireTime: '2030-01-01 00:00:00', userName: 'zhangsan', realName: '张三' },
      })
      .on(userApi.info, { data: userInfoFor(SYSTEM_ONLY) });
    fillCredentials('Secret@123');
    await slideToTheEnd();
    fireEvent.click(screen.getByText('登录', { selector: 'button span' }));

    expect(await screen.findByText('角色管理计数：0')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/system/role');
    expect(Cookies.get('Authorization')).toBe('token-9');
    expect(Cookies.get('username')).toBe('zhangsan');
  });

  /** The login page at `route`, answering as a user holding `codes`. */
  async function loginAs(route: string, codes: readonly string[]) {
    const { server } = await openLogin(route);
    server
      .on(authApi.slideVerify, { data: { ticket: 'ticket-1' } })
      .on(authApi.login, { data: { token: 'token-9', expireTime: '2030-01-01 00:00:00', userName: 'zhangsan', realName: '张三' } })
      .on(userApi.info, { data: userInfoFor(codes) });
    return server;
  }

  it('without a redirect, lands on the first sub-system the user holds, at its home', async () => {
    await loginAs('/login', EVERYTHING);
    await signInOnPage();
    expect(await screen.findByText('数据看板计数：0')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/busi/busiEnv');
  });

  it('lands at home, not on 403, when the redirect is a page this user may not open (another user signed out there)', async () => {
    await loginAs('/login?redirect=%2Fsystem%2Frole', [perm.recruit.code, perm.recruit.home.code]);
    await signInOnPage();
    expect(await screen.findByText('数据看板计数：0')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/busi/busiEnv');
    expect(screen.queryByText('没有权限访问该页面')).not.toBeInTheDocument();
  });

  it('lands a user whose roles grant no screen on the portal, which says so and offers 退出登录', async () => {
    await loginAs('/login', []);
    await signInOnPage();
    expect(await screen.findByText('暂无可进入的子系统，请联系管理员分配权限')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/platformList');
    fireEvent.click(screen.getByRole('button', { name: '当前用户 zhangsan' }));
    expect(await screen.findByText('退出登录')).toBeInTheDocument();
  });
});
