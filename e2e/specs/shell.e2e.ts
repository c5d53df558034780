import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { addUserWithoutScreens, apiPost, tokenOf } from '../support/api.js';
import { screenshot } from '../support/browser.js';
import { closeTags, expectHash, expectTags, fillLogin, loginViaUi, logoutViaUi, modalWith, openScreen, openUnder, settle, tagMenu } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

/** A person whose role grants no screen yet, made through the API before the flows start. */
const NEWCOMER = { userName: 'e2e_newcomer', password: 'Newcomer2026x', realName: '孙悦', phone: '13911112222' };

describe('console shell', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/setup' });
  let page: Page;
  beforeAll(async () => {
    page = session.page;
    await addUserWithoutScreens(page, session.server.baseUrl, NEWCOMER);
  });

  it('opens pages from the sidebar as tags, with the title from the deepest route', async () => {
    await openScreen(page, '用户管理', '/system/user');
    await openScreen(page, '角色管理', '/system/role');
    await openScreen(page, '登录日志', '/system/loginlog');
    await expectTags(page, ['数据看板', '系统概览', '用户管理', '角色管理', '登录日志']);
    expect(await page.title()).toBe('登录日志 - 人力资源大数据');
    await page.locator('.cached-view[data-path="/system/loginlog"] .ant-table-row').first().waitFor();
    await screenshot(page, 'shell-login-log');
  });

  it('close others keeps the affix tags and the chosen one', async () => {
    await closeTags(page, '角色管理', '关闭其他');
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

  it('close all leaves only the affix tags and opens the home of the sub-system the user is in', async () => {
    await closeTags(page, '用户管理', '关闭所有');
    await expectTags(page, ['数据看板', '系统概览']);
    await page.waitForURL((url) => url.hash.startsWith('#/setup'));
  });

  it('close all on a 人力资源大数据 page stays in 人力资源大数据, at its home', async () => {
    await page.locator('.top-tabs__tab', { hasText: '人力资源大数据' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/busi/busiEnv'));
    await openUnder(page, '岗位管理', '岗位标签', '/recruit/job/label');
    await expectTags(page, ['数据看板', '系统概览', '岗位标签']);
    await closeTags(page, '岗位标签', '关闭所有');
    await expectTags(page, ['数据看板', '系统概览']);
    await page.waitForURL((url) => url.hash.startsWith('#/busi/busiEnv'));
    expect(await page.locator('.top-tabs__tab.is-current').textContent()).toContain('人力资源大数据');
  });

  // Fourteen screens are opened one after another: room for a loaded machine.
  it('scrolls tags that do not fit with arrows, keeps the open one in view, and offers 刷新页面 / 关闭左侧 / 关闭右侧', { timeout: 180_000 }, async () => {
    onTestFailed(() => screenshot(page, 'shell-tags-failed').then(() => undefined));
    await openUnder(page, '岗位管理', '岗位列表', '/recruit/job/list');
    await openUnder(page, '岗位管理', '岗位审核', '/recruit/job/review');
    await openUnder(page, '岗位管理', '岗位类别', '/recruit/job/category');
    await openUnder(page, '岗位管理', '岗位标签', '/recruit/job/label');
    await openScreen(page, '招聘会', '/recruit/jobfair');
    await openScreen(page, '热点事件', '/recruit/hot-event');
    await page.locator('.top-tabs__tab', { hasText: '系统管理' }).click();
    for (const [name, path] of [
      ['用户管理', '/system/user'],
      ['角色管理', '/system/role'],
      ['资源管理', '/system/resource'],
      ['消息管理', '/system/message'],
      ['操作日志', '/system/operlog'],
      ['登录日志', '/system/loginlog'],
      ['在线用户', '/system/online'],
      ['定时任务', '/system/schedule'],
    ]) {
      await openScreen(page, name, path);
    }
    const strip = page.locator('.tags-view__strip');
    await page.locator('.tags-view__arrow').first().waitFor();
    // The last opened tag is in view, at the right end of the strip.
    const box = (await strip.boundingBox())!;
    const active = (await page.locator('.tags-view__tag.is-active').boundingBox())!;
    expect(active.x).toBeGreaterThanOrEqual(box.x);
    expect(active.x + active.width).toBeLessThanOrEqual(box.x + box.width + 1);
    await expect.poll(() => page.getByRole('button', { name: '向右滚动' }).isDisabled()).toBe(true);
    await settle(page);
    await screenshot(page, 'shell-tags-overflow');

    // The left arrow brings back the first tags (as many presses as the overflow needs), then disables itself.
    const left = page.getByRole('button', { name: '向左滚动' });
    await left.click();
    await expect
      .poll(
        async () => {
          if (await left.isEnabled()) await left.click({ timeout: 2_000 });
          return strip.evaluate((el) => el.scrollLeft);
        },
        { timeout: 20_000 },
      )
      .toBe(0);
    await expect.poll(() => left.isDisabled()).toBe(true);

    await page.locator('.tags-view__tag', { hasText: '岗位标签' }).click({ button: 'right' });
    const menu = tagMenu(page);
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['刷新页面', '关闭', '关闭其他', '关闭左侧', '关闭右侧', '关闭所有']);
    await settle(page);
    await screenshot(page, 'shell-tags-menu');
    await menu.getByRole('menuitem', { name: '关闭右侧', exact: true }).click();
    await expectTags(page, ['数据看板', '系统概览', '岗位列表', '岗位审核', '岗位类别', '岗位标签']);
    expectHash(page, /^#\/recruit\/job\/label/);
    await closeTags(page, '岗位审核', '关闭左侧');
    await expectTags(page, ['数据看板', '系统概览', '岗位审核', '岗位类别', '岗位标签']);
  });

  it('counts a pasted text against its limit and refuses it past the limit, keeping it whole', async () => {
    const view = page.locator('.cached-view[data-path="/recruit/job/label"]');
    await page.locator('.tags-view__tag', { hasText: '岗位标签' }).click();
    await view.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = modalWith(page, '新增标签');
    const pasted = '国家级高新技术企业员工专项住房补贴及子女入学保障计划';
    await dialog.getByLabel('标签名称').fill(pasted);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.getByText('标签名称长度不能超过20个字符').waitFor();
    expect(await dialog.getByLabel('标签名称').inputValue()).toBe(pasted);
    expect(await dialog.locator('.ant-input-show-count-suffix').textContent()).toBe(`${pasted.length} / 20`);
    await settle(page);
    await screenshot(page, 'shell-text-over-limit');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('shows 404 for an unknown page', async () => {
    await page.goto(`${session.server.baseUrl}/#/no/such/page`);
    await page.getByText('页面不存在', { exact: true }).waitFor();
    await screenshot(page, 'shell-404');
  });

  it('tells once that the session lapsed, keeps the route and returns there after signing in again', async () => {
    await page.goto(`${session.server.baseUrl}/#/setup`);
    const roles = await openScreen(page, '角色管理', '/system/role');
    // The session ends on the server (as after 7 days, or 强制下线): the next call meets 401 — the list's
    // 刷新 here, or the bell's poll if it comes first; either way on this route.
    await apiPost(session.server.baseUrl, await tokenOf(page), '/pclogin/userauth/logout');
    await roles.getByRole('button', { name: '刷新' }).click().catch(() => undefined);
    await page.waitForURL((url) => url.hash.startsWith('#/login'));
    expectHash(page, /^#\/login\?redirect=%2Fsystem%2Frole/);
    // The login page says it (antd's messages leave with the console, which the login page does not load).
    await page.getByRole('status').getByText('登录状态已过期，请重新登录').waitFor();
    expect(await page.getByText('登录状态已过期，请重新登录').count()).toBe(1);
    await settle(page);
    await screenshot(page, 'shell-session-expired');

    await fillLogin(page, DEMO_ADMIN.userName, DEMO_ADMIN.password);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/system/role'));
    await page.locator('.cached-view[data-path="/system/role"] .ant-table-row').first().waitFor();
  });

  it('logs out to the login page with a redirect back to where the user was', async () => {
    await page.goto(`${session.server.baseUrl}/#/system/role`);
    await logoutViaUi(page);
    expectHash(page, /^#\/login\?redirect=%2Fsystem%2Frole/);
    const cookies = await page.context().cookies();
    expect(cookies.filter((c) => c.name === 'Authorization' || c.name === 'username')).toEqual([]);
  });

  it('lands a user whose roles grant no screen on the portal, which says so; 403 keeps the header; they can log out', async () => {
    await loginViaUi(page, NEWCOMER.userName, NEWCOMER.password);
    await page.getByText('暂无可进入的子系统，请联系管理员分配权限').waitFor();
    expectHash(page, /^#\/platformList/);
    expect(await page.title()).toBe('统一门户 - 人力资源大数据');
    await settle(page);
    await screenshot(page, 'shell-portal-no-screens');

    await page.goto(`${session.server.baseUrl}/#/system/user`);
    await page.getByText('没有权限访问该页面', { exact: true }).waitFor();
    expect(await page.locator('.top-bar .user-menu').textContent()).toContain(NEWCOMER.userName);
    await settle(page);
    await screenshot(page, 'shell-403');
    await page.getByRole('button', { name: /返回首页/ }).click();
    await page.getByText('暂无可进入的子系统，请联系管理员分配权限').waitFor();

    await logoutViaUi(page);
    const cookies = await page.context().cookies();
    expect(cookies.filter((c) => c.name === 'Authorization')).toEqual([]);
  });
});
