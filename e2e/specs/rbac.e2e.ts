import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshot } from '../support/browser.js';
import { loginViaUi, logoutViaUi, openScreen } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

const ROLE = '用户专员';
const USER = { userName: 'e2e_clerk', password: 'Clerk2026x', realName: '周敏', phone: '13912345678' };

/** The antd modal or drawer whose title is `title`. */
const dialog = (page: Page, title: string) => page.locator('.ant-modal, .ant-drawer').filter({ hasText: title }).last();

describe('roles and users made in the console decide what a person sees', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/setup' });
  let page: Page;
  beforeAll(() => {
    page = session.page;
  });

  it('creates a role and grants it 用户管理 only', async () => {
    const view = await openScreen(page, '角色管理', '/system/role');
    await view.getByRole('button', { name: /新\s*增/ }).click();
    const form = dialog(page, '新增角色');
    await form.getByLabel('角色名称').fill(ROLE);
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('新增成功').waitFor();

    const row = view.locator('.ant-table-row', { hasText: ROLE });
    await row.getByText('分配权限').click();
    const drawer = dialog(page, `分配权限：${ROLE}`);
    const node = drawer.locator('.ant-tree-treenode', { has: page.locator('.ant-tree-title', { hasText: /^用户管理$/ }) });
    await node.locator('.ant-tree-checkbox').click();
    await screenshot(page, 'rbac-grant-drawer');
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await drawer.waitFor({ state: 'hidden' });
  });

  it('creates a user holding that role', async () => {
    onTestFailed(() => screenshot(page, 'rbac-failed-user').then(() => undefined));
    const view = await openScreen(page, '用户管理', '/system/user');
    await view.getByRole('button', { name: /新\s*增/ }).click();
    const form = dialog(page, '新增用户');
    await form.waitFor();
    await form.getByLabel('用户名').fill(USER.userName);
    await form.getByLabel('密码', { exact: true }).fill(USER.password);
    await form.getByLabel('姓名').fill(USER.realName);
    await form.getByLabel('手机号').fill(USER.phone);
    await form.getByLabel('角色').click();
    await page.locator('.ant-select-dropdown:visible').getByText(ROLE, { exact: true }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await form.waitFor({ state: 'hidden' });
    await view.locator('.ant-table-row', { hasText: USER.userName }).waitFor();
  });

  it('the new user sees one tab and only the screen the role grants', async () => {
    await logoutViaUi(page);
    await loginViaUi(page, USER.userName, USER.password);

    expect(await page.locator('.top-tabs__tab').allTextContents()).toEqual(['系统管理']);
    const items = await page.locator('.ant-menu .ant-menu-title-content').allTextContents();
    expect(items).toEqual(['用户管理']);
    await page.waitForURL((url) => url.hash.startsWith('#/system/user'));
    await page.locator('.cached-view[data-path="/system/user"] .ant-table-row').first().waitFor();
    await screenshot(page, 'rbac-clerk-view');

    await page.goto(`${session.server.baseUrl}/#/system/role`);
    await page.getByText('没有权限访问该页面').waitFor();
  });
});
