import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.js';
import { expectHash, expectTags, logoutViaUi, openScreen } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

describe('console shell', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/setup' });
  let page: Page;
  beforeAll(() => {
    page = session.page;
  });

  it('opens pages from the sidebar as tags, with the title from the deepest route', async () => {
    await openScreen(page, '用户管理', '/system/user');
    await openScreen(page, '角色管理', '/system/role');
    await openScreen(page, '登录日志', '/system/loginlog');
    await expectTags(page, ['数据看板', '系统概览', '用户管理', '角色管理', '登录日志']);
    expect(await page.title()).toBe('登录日志');
    await page.locator('.cached-view[data-path="/system/loginlog"] .ant-table-row').first().waitFor();
    await screenshot(page, 'shell-login-log');
  });

  it('close others keeps the affix tags and the chosen one', async () => {
    await page.locator('.tags-view__tag', { hasText: '角色管理' }).click({ button: 'right' });
    await page.getByText('关闭其他', { exact: true }).click();
    await expectTags(page, ['数据看板', '系统概览', '角色管理']);
    expectHash(page, /^#\/system\/role/);
  });

  it('keeps the tags and the page through a reload', async () => {
    await openScreen(page, '用户管理', '/system/user');
    await page.reload();
    await page.locator('.tags-view__title').first().waitFor();
    await expectTags(page, ['数据看板', '系统概览', '角色管理', '用户管理']);
    expectHash(page, /^#\/system\/user/);
  });

  it('close all leaves only the affix tags and goes to the last of them', async () => {
    await page.locator('.tags-view__tag', { hasText: '用户管理' }).click({ button: 'right' });
    await page.getByText('关闭所有', { exact: true }).click();
    await expectTags(page, ['数据看板', '系统概览']);
    await page.waitForURL((url) => url.hash.startsWith('#/setup'));
  });

  it('shows 404 for an unknown page', async () => {
    await page.goto(`${session.server.baseUrl}/#/no/such/page`);
    await page.getByText('页面不存在', { exact: true }).waitFor();
    await screenshot(page, 'shell-404');
  });

  it('logs out to the login page with a redirect back to where the user was', async () => {
    await page.goto(`${session.server.baseUrl}/#/system/role`);
    await logoutViaUi(page);
    expectHash(page, /^#\/login\?redirect=%2Fsystem%2Frole/);
    const cookies = await page.context().cookies();
    expect(cookies.filter((c) => c.name === 'Authorization' || c.name === 'username')).toEqual([]);
  });
});
