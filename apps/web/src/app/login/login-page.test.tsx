import { authApi, LOGIN_LOCKOUT_HINT, userApi } from '@hrbd/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, userInfoFor, SYSTEM_ONLY } from '../testing/render-app';

const TRACK = 340;
let now = 0;

async function slideToTheEnd() {
  const handle = screen.getByRole('slider', { name: '滑块' });
  fireEvent.pointerDown(handle, { clientX: 10, button: 0 });
  for (let i = 1; i <= 5; i++) {
    now += 60;
    fireEvent.pointerMove(window, { clientX: 10 + (TRACK * i) / 5 });
  }
  await act(async () => {
    fireEvent.pointerUp(window, { clientX: 10 + TRACK });
  });
  await screen.findByText('验证通过');
}

function fillCredentials(password: string) {
  fireEvent.change(screen.getByPlaceholderText('请输入用户名'), { target: { value: 'zhangsan' } });
  fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: password } });
}

describe('login page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    // A real time, not an arbitrary number: jsdom's cookie jar reads the clock too.
    now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('slide-verify') ? TRACK : 0;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Cookies.remove('Authorization');
    Cookies.remove('username');
  });

  it('asks for the name, the password and the slide check', async () => {
    renderApp({ route: '/login', signedIn: false });
    await act(async () => {
      fireEvent.click(screen.getByText('登录', { selector: 'button span' }));
    });
    expect(await screen.findByText('请输入用户名', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(screen.getByText('请输入密码', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(screen.getByText('请完成滑块验证')).toBeInTheDocument();
  });

  it('shows the server message on a wrong password and asks for the slide again', async () => {
    let tickets = 0;
    const { server } = renderApp({ route: '/login?redirect=%2Fsystem%2Frole', signedIn: false });
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
    const { server } = renderApp({ route: '/login?redirect=%2Fsystem%2Frole', signedIn: false });
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
});
