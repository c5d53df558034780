import { perm } from '@hrbd/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazy } from 'react';
import { answerLog, expectNames, LOG_ENDPOINT, LogList, logRecord, openTab } from '../../../components/list-page/list-fixtures';
import type { Screen } from '../../../lib/screen';
import { EVERYTHING, renderApp, SYSTEM_ONLY, TEST_SCREENS } from '../../testing/render-app';

const strip = () => screen.getByRole('tablist', { name: '已打开的页面' });

function tagTitles(): string[] {
  const bar = screen.getByRole('tablist', { name: '已打开的页面' });
  return within(bar).getAllByRole('tab').map((tag) => tag.textContent ?? '');
}

function tag(title: string): HTMLElement {
  const bar = screen.getByRole('tablist', { name: '已打开的页面' });
  const found = within(bar).getAllByRole('tab').find((t) => t.textContent === title);
  if (!found) throw new Error(`no tag ${title}`);
  return found;
}

function openFromSidebar(name: string) {
  fireEvent.click(within(screen.getByRole('navigation', { name: '侧边菜单' })).getByText(name));
}

async function contextMenu(title: string, item: string) {
  fireEvent.contextMenu(tag(title));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('tags view', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Cookies.remove('Authorization');
    Cookies.remove('username');
  });

  it('pins affix tags first and adds visited pages after them', async () => {
    renderApp({ route: '/system/user', codes: SYSTEM_ONLY });
    await screen.findByText('用户管理计数：0');
    openFromSidebar('角色管理');
    await screen.findByText('角色管理计数：0');
    expect(tagTitles()).toEqual(['系统概览', '用户管理', '角色管理']);
    expect(within(tag('系统概览')).queryByLabelText(/关闭/)).not.toBeInTheDocument();
  });

  it('close others keeps the affix tags and the chosen one', async () => {
    renderApp({ route: '/system/user', codes: EVERYTHING });
    await screen.findByText('用户管理计数：0');
    openFromSidebar('角色管理');
    await screen.findByText('角色管理计数：0');
    await contextMenu('用户管理', '关闭其他');
    await waitFor(() => expect(tagTitles()).toEqual(['数据看板', '系统概览', '用户管理']));
    expect(screen.getByTestId('location')).toHaveTextContent('/system/user');
  });

  it('close all keeps only the affix tags, and an affix tag cannot be closed', async () => {
    renderApp({ route: '/system/user', codes: SYSTEM_ONLY });
    await screen.findByText('用户管理计数：0');
    fireEvent.contextMenu(tag('系统概览'));
    const close = await screen.findByRole('menuitem', { name: '关闭' });
    expect(close).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(await screen.findByRole('menuitem', { name: '关闭所有' }));
    await waitFor(() => expect(tagTitles()).toEqual(['系统概览']));
    expect(screen.getByTestId('location')).toHaveTextContent('/setup');
  });

  it('closing the active tag goes to its neighbour; closing the last goes to the root', async () => {
    renderApp({ route: '/system/user', codes: [perm.system.code, perm.system.user.code, perm.system.role.code] });
    await screen.findByText('用户管理计数：0');
    openFromSidebar('角色管理');
    await screen.findByText('角色管理计数：0');
    fireEvent.click(within(tag('角色管理')).getByLabelText('关闭 角色管理'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/system/user'));
    expect(tagTitles()).toEqual(['用户管理']);
    // No affix tag for this user: closing the last tag goes to the root, which opens the first page again.
    fireEvent.click(within(tag('用户管理')).getByLabelText('关闭 用户管理'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/system/user'));
    expect(await screen.findByText('用户管理计数：0')).toBeInTheDocument();
  });

  it('keeps the pages of open tags mounted and unmounts a closed one', async () => {
    renderApp({ route: '/system/user', codes: SYSTEM_ONLY });
    fireEvent.click(await screen.findByText('用户管理计数：0'));
    expect(screen.getByText('用户管理计数：1')).toBeVisible();
    openFromSidebar('角色管理');
    await screen.findByText('角色管理计数：0');
    // Hidden, not gone: back on its tag, the page still shows its own state.
    expect(screen.getByText('用户管理计数：1')).not.toBeVisible();
    fireEvent.click(tag('用户管理'));
    await waitFor(() => expect(screen.getByText('用户管理计数：1')).toBeVisible());
    // Closing the tag unmounts the page; reopened, it starts afresh.
    fireEvent.click(within(tag('用户管理')).getByLabelText('关闭 用户管理'));
    await waitFor(() => expect(screen.queryByText(/用户管理计数/)).not.toBeInTheDocument());
    openFromSidebar('用户管理');
    expect(await screen.findByText('用户管理计数：0')).toBeVisible();
  });

  it('does not keep a page that opts out of caching', async () => {
    renderApp({ route: '/system/resource', codes: SYSTEM_ONLY });
    await screen.findByText('资源管理计数：0');
    openFromSidebar('角色管理');
    await screen.findByText('角色管理计数：0');
    expect(screen.queryByText(/资源管理计数/)).not.toBeInTheDocument();
    expect(tagTitles()).toContain('资源管理');
  });

  it('keeps the tags through a reload', async () => {
    const first = renderApp({ route: '/system/user', codes: SYSTEM_ONLY });
    await screen.findByText('用户管理计数：0');
    openFromSidebar('角色管理');
    await screen.findByText('角色管理计数：0');
    first.unmount();
    renderApp({ route: '/system/role', codes: SYSTEM_ONLY });
    await screen.findByText('角色管理计数：0');
    expect(tagTitles()).toEqual(['系统概览', '用户管理', '角色管理']);
  });

  it('drops restored tags the user may no longer open', async () => {
    const first = renderApp({ route: '/system/user', codes: SYSTEM_ONLY });
    await screen.findByText('用户管理计数：0');
    openFromSidebar('角色管理');
    await screen.findByText('角色管理计数：0');
    first.unmount();
    renderApp({ route: '/system/role', codes: [perm.system.code, perm.system.home.code, perm.system.role.code] });
    await screen.findByText('角色管理计数：0');
    expect(tagTitles()).toEqual(['系统概览', '角色管理']);
  });

  it('关闭所有 on a 人力资源大数据 page stays in that sub-system and opens its home, not the last pinned tag', async () => {
    renderApp({ route: '/recruit/job/label', codes: EVERYTHING });
    await screen.findByText('岗位标签计数：0');
    expect(tagTitles()).toEqual(['数据看板', '系统概览', '岗位标签']);
    await contextMenu('岗位标签', '关闭所有');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/busi/busiEnv'));
    expect(tagTitles()).toEqual(['数据看板', '系统概览']);
    expect(await screen.findByText('数据看板计数：0')).toBeVisible();
  });

  it('关闭左侧 and 关闭右侧 close the tags on that side, never the pinned ones', async () => {
    renderApp({ route: '/system/user', codes: SYSTEM_ONLY });
    await screen.findByText('用户管理计数：0');
    openFromSidebar('角色管理');
    await screen.findByText('角色管理计数：0');
    openFromSidebar('资源管理');
    await screen.findByText('资源管理计数：0');
    expect(tagTitles()).toEqual(['系统概览', '用户管理', '角色管理', '资源管理']);

    await contextMenu('角色管理', '关闭右侧');
    // The open page (资源管理) was closed: its neighbour on the kept side, 角色管理, opens.
    await waitFor(() => expect(tagTitles()).toEqual(['系统概览', '用户管理', '角色管理']));
    expect(screen.getByTestId('location')).toHaveTextContent('/system/role');

    await contextMenu('角色管理', '关闭左侧');
    await waitFor(() => expect(tagTitles()).toEqual(['系统概览', '角色管理']));
    expect(screen.getByTestId('location')).toHaveTextContent('/system/role');

    // Nothing closable left of 角色管理, nor right of it.
    fireEvent.contextMenu(tag('角色管理'));
    expect(await screen.findByRole('menuitem', { name: '关闭左侧' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: '关闭右侧' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps one menu open: a right click on another tag moves it there; Escape or a press outside closes it', async () => {
    renderApp({ route: '/system/user', codes: SYSTEM_ONLY });
    await screen.findByText('用户管理计数：0');
    openFromSidebar('角色管理');
    await screen.findByText('角色管理计数：0');

    fireEvent.contextMenu(tag('用户管理'));
    expect(await screen.findByRole('menuitem', { name: '关闭左侧' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.mouseDown(tag('角色管理'), { button: 2 });
    fireEvent.contextMenu(tag('角色管理'));
    expect(screen.getAllByRole('menu', { name: '标签操作' })).toHaveLength(1);
    // 角色管理 has 用户管理 closable on its left.
    expect(screen.getByRole('menuitem', { name: '关闭左侧' })).toBeEnabled();
    expect(screen.getByRole('menuitem', { name: '刷新页面' })).toHaveFocus();

    fireEvent.keyDown(screen.getByRole('menu', { name: '标签操作' }), { key: 'ArrowDown' });
    expect(screen.getByRole('menuitem', { name: '关闭' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('menu', { name: '标签操作' }), { key: 'Escape' });
    expect(screen.queryByRole('menu', { name: '标签操作' })).not.toBeInTheDocument();

    fireEvent.contextMenu(tag('角色管理'));
    await screen.findByRole('menu', { name: '标签操作' });
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu', { name: '标签操作' })).not.toBeInTheDocument();
    expect(tagTitles()).toEqual(['系统概览', '用户管理', '角色管理']);
  });

  it('刷新页面 reloads the page of the tag afresh, keeping the tag', async () => {
    renderApp({ route: '/system/user', codes: SYSTEM_ONLY });
    fireEvent.click(await screen.findByText('用户管理计数：0'));
    fireEvent.click(screen.getByText('用户管理计数：1'));
    expect(screen.getByText('用户管理计数：2')).toBeVisible();
    await contextMenu('用户管理', '刷新页面');
    expect(await screen.findByText('用户管理计数：0')).toBeVisible();
    expect(tagTitles()).toEqual(['系统概览', '用户管理']);
    expect(screen.getByTestId('location')).toHaveTextContent('/system/user');
  });

  it('shows scroll arrows when the tags overflow, and scrolls with them and the wheel', async () => {
    // jsdom lays nothing out: the strip is given 600 px of room for 2,000 px of tags.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('tags-view__strip') ? 600 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('tags-view__strip') ? 2000 : 0;
    });
    renderApp({ route: '/system/user', codes: SYSTEM_ONLY });
    await screen.findByText('用户管理计数：0');
    const left = await screen.findByRole('button', { name: '向左滚动' });
    const right = screen.getByRole('button', { name: '向右滚动' });
    expect(left).toBeDisabled();
    expect(right).toBeEnabled();
    fireEvent.click(right);
    expect(strip().scrollLeft).toBeGreaterThan(0);
    fireEvent.scroll(strip());
    await waitFor(() => expect(left).toBeEnabled());
    const before = strip().scrollLeft;
    fireEvent.wheel(strip(), { deltaY: -100 });
    expect(strip().scrollLeft).toBe(before - 100);
  });

  // A list and two page changes: room for antd on a loaded machine.
  it('keeps a list’s view in its address and its tag: another page and back, from the tag or the menu', { timeout: 60_000 }, async () => {
    // 用户管理 is a list here, with tabs whose choice lives in the address.
    const list: Screen = { path: '/system/user', component: lazy(() => Promise.resolve({ default: () => <LogList /> })) };
    const screens = TEST_SCREENS.map((s) => (s.path === list.path ? list : s));
    const { server } = renderApp({ route: '/system/user', codes: SYSTEM_ONLY, screens });
    server.on(LOG_ENDPOINT, answerLog({ records: [logRecord(1, 'zhangsan'), logRecord(2, 'lisi', 0)] }));
    await expectNames(['zhangsan', 'lisi']);
    openTab('失败');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/system/user?tab=0'));
    await expectNames(['lisi']);

    openFromSidebar('角色管理');
    await screen.findByText('角色管理计数：0');
    fireEvent.click(tag('用户管理'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/system/user?tab=0'));
    expect(document.querySelector('.ant-tabs-tab-active')).toHaveTextContent(/^失败/);

    openFromSidebar('角色管理');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/system/role'));
    // The menu names the page without its view: the open tag's view is the one shown.
    openFromSidebar('用户管理');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/system/user?tab=0'));
    expect(document.querySelector('.ant-tabs-tab-active')).toHaveTextContent(/^失败/);
    await expectNames(['lisi']);
  });
});
