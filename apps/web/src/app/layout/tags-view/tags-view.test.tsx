import { perm } from '@hrbd/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVERYTHING, renderApp, SYSTEM_ONLY } from '../../testing/render-app';

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
});
