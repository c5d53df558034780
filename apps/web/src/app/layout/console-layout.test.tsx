import { eventTrackingApi } from '@hrbd/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVERYTHING, renderApp, SYSTEM_ONLY } from '../testing/render-app';

function tabNames(): string[] {
  const nav = screen.getByRole('navigation', { name: '子系统' });
  return within(nav).getAllByRole('button').map((tab) => tab.textContent ?? '');
}

describe('console layout', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => {
    Cookies.remove('Authorization');
    Cookies.remove('username');
  });

  it('shows exactly one tab to a user holding only plateform:system', async () => {
    renderApp({ route: '/system/user', codes: SYSTEM_ONLY });
    expect(await screen.findByText('用户管理计数：0')).toBeInTheDocument();
    expect(tabNames()).toEqual(['系统管理']);
  });

  it('shows a held tab only once its sub-system has screens, in the spec order', async () => {
    // The user holds 培训系统 too, but no 培训系统 screen exists yet.
    renderApp({ route: '/system/user', codes: EVERYTHING });
    await screen.findByText('用户管理计数：0');
    expect(tabNames()).toEqual(['人力资源大数据', '系统管理']);
  });

  it('highlights a tab when its page path equals the current path', async () => {
    renderApp({ route: '/setup', codes: EVERYTHING });
    await screen.findByText('系统概览计数：0');
    expect(screen.getByRole('button', { name: /系统管理/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: /人力资源大数据/ })).not.toHaveAttribute('aria-current');
    fireEvent.click(screen.getByRole('button', { name: /系统管理/ }));
    fireEvent.click(within(screen.getByRole('navigation', { name: '侧边菜单' })).getByText('用户管理'));
    await screen.findByText('用户管理计数：0');
    expect(screen.getByRole('button', { name: /系统管理/ })).not.toHaveAttribute('aria-current');
  });

  it('switches the sidebar to the sub-system of the clicked tab', async () => {
    renderApp({ route: '/system/user', codes: EVERYTHING });
    await screen.findByText('用户管理计数：0');
    const sidebar = screen.getByRole('navigation', { name: '侧边菜单' });
    expect(within(sidebar).getByText('角色管理')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /人力资源大数据/ }));
    expect(await screen.findByText('数据看板计数：0')).toBeVisible();
    expect(within(sidebar).queryByText('角色管理')).not.toBeInTheDocument();
    expect(within(sidebar).getByText('数据看板')).toBeInTheDocument();
  });

  it('leads the root to the first sub-system page the user holds', async () => {
    renderApp({ route: '/', codes: SYSTEM_ONLY });
    expect(await screen.findByText('系统概览计数：0')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/setup');
  });

  it('sets the document title and the breadcrumb from the menu, and records the page view', async () => {
    const { server } = renderApp({ route: '/system/role', codes: SYSTEM_ONLY });
    await screen.findByText('角色管理计数：0');
    await waitFor(() => expect(document.title).toBe('角色管理 - 人力资源大数据'));
    const breadcrumb = document.querySelector('.breadcrumb-bar');
    expect(breadcrumb?.textContent).toBe('首页/系统管理/角色管理');
    await waitFor(() =>
      expect(server.sent(eventTrackingApi.info)).toContainEqual(
        expect.objectContaining({ eventType: 'page_view', eventName: '角色管理', pagePath: '/system/role', pageTitle: '角色管理' }),
      ),
    );
  });

  it('sends an unknown path to the 404 page and a screen without its menu to the 403 page', async () => {
    renderApp({ route: '/nowhere', codes: SYSTEM_ONLY });
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(await screen.findByText('系统概览计数：0')).toBeInTheDocument();
  });

  it('refuses a registered screen whose menu the user does not hold', async () => {
    renderApp({ route: '/busi/busiEnv', codes: SYSTEM_ONLY });
    expect(await screen.findByText('没有权限访问该页面')).toBeInTheDocument();
  });

  it('remembers the collapsed sidebar', async () => {
    const first = renderApp({ route: '/system/user', codes: SYSTEM_ONLY });
    await screen.findByText('用户管理计数：0');
    fireEvent.click(screen.getByRole('button', { name: '收起菜单' }));
    expect(screen.getByRole('button', { name: '展开菜单' })).toBeInTheDocument();
    first.unmount();
    renderApp({ route: '/system/user', codes: SYSTEM_ONLY });
    await screen.findByText('用户管理计数：0');
    expect(screen.getByRole('button', { name: '展开菜单' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the login page with a redirect back', async () => {
    renderApp({ route: '/system/role', signedIn: false });
    expect(await screen.findByPlaceholderText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fsystem%2Frole');
  });

  it('sends any 401 to the login page with a redirect to the current route', async () => {
    const { server } = renderApp({ route: '/system/user', codes: SYSTEM_ONLY });
    await screen.findByText('用户管理计数：0');
    // The session ends on the server; the next call (the page view of the next page) answers 401.
    server.on(eventTrackingApi.info, { fail: { code: 401, msg: '登录已过期，请重新登录' } });
    fireEvent.click(within(screen.getByRole('navigation', { name: '侧边菜单' })).getByText('角色管理'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fsystem%2Frole'));
    expect(Cookies.get('Authorization')).toBeUndefined();
  });

  it('leads a user whose roles grant no screen to the portal, which says so and lets them sign out', async () => {
    renderApp({ route: '/', codes: [] });
    expect(await screen.findByText('暂无可进入的子系统，请联系管理员分配权限')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/platformList');
    await waitFor(() => expect(document.title).toBe('统一门户 - 人力资源大数据'));
    fireEvent.click(screen.getByRole('button', { name: '当前用户 zhangsan' }));
    fireEvent.click(await screen.findByText('退出登录'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2FplatformList'));
    expect(Cookies.get('Authorization')).toBeUndefined();
  });

  it('keeps the header with the tabs and the user menu on the 403 page', async () => {
    renderApp({ route: '/busi/busiEnv', codes: SYSTEM_ONLY });
    expect(await screen.findByText('没有权限访问该页面')).toBeInTheDocument();
    expect(tabNames()).toEqual(['系统管理']);
    expect(screen.getByRole('button', { name: '当前用户 zhangsan' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('没有权限访问该页面 - 人力资源大数据'));
    fireEvent.click(screen.getByRole('button', { name: /系统管理/ }));
    expect(await screen.findByText('系统概览计数：0')).toBeInTheDocument();
  });

  it('sends 返回首页 on the 403 page of a user without screens to the portal, not back to 403', async () => {
    renderApp({ route: '/system/user', codes: [] });
    expect(await screen.findByText('没有权限访问该页面')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '当前用户 zhangsan' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(await screen.findByText('暂无可进入的子系统，请联系管理员分配权限')).toBeInTheDocument();
  });

  it('offers 全屏 in the header, and 退出全屏 once the page fills the screen', async () => {
    const enter = vi.fn(() => Promise.resolve());
    const exit = vi.fn(() => Promise.resolve());
    Object.assign(document.documentElement, { requestFullscreen: enter });
    Object.assign(document, { exitFullscreen: exit });
    try {
      renderApp({ route: '/system/user', codes: SYSTEM_ONLY });
      await screen.findByText('用户管理计数：0');
      fireEvent.click(screen.getByRole('button', { name: '全屏' }));
      expect(enter).toHaveBeenCalledTimes(1);
      // The browser says when it is in full screen (Esc leaves it without our button).
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: document.documentElement });
      act(() => {
        document.dispatchEvent(new Event('fullscreenchange'));
      });
      fireEvent.click(await screen.findByRole('button', { name: '退出全屏' }));
      expect(exit).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
    }
  });
});
