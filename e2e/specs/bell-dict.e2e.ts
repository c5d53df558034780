import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { newPage, screenshot } from '../support/browser.js';
import { eventually, fillLogin, modalWith, notice, openScreen, openShowing, openUnder, settle } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

/** The unread count the header's bell shows (its label reads 消息，3 条未读, or 消息 when none). */
async function unreadCount(page: Page): Promise<number> {
  const label = (await page.locator('.message-bell').getAttribute('aria-label')) ?? '';
  return Number(/(\d+) 条未读/.exec(label)?.[1] ?? 0);
}

/** The options the open select dropdown shows (its list is virtual: the first screenful). */
async function offered(page: Page): Promise<string[]> {
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option-content');
  let texts: string[] = [];
  await eventually('the dropdown lists its options', async () => {
    texts = await options.allTextContents();
    return texts.length > 0;
  });
  return texts;
}

/** Opens the 学历要求 filter of 岗位列表 and answers what it offers, then closes it. */
async function educationFilter(page: Page, list: Locator): Promise<string[]> {
  await list.locator('.ant-form-item', { hasText: '学历要求' }).locator('.ant-select').click();
  const options = await offered(page);
  await page.keyboard.press('Escape');
  return options;
}

describe('系统管理: the message bell and 字典管理', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/setup' });
  let page: Page;

  beforeAll(async () => {
    page = session.page;
    // The page's clock, so the bell's next poll can be brought forward instead of waited for.
    await page.clock.install();
    await page.reload();
    await page.locator('.top-tabs').waitFor();
  });

  it('the bell counts a new message without a reload, lists it, and 全部已读 clears it', async () => {
    onTestFailed(() => screenshot(page, 'bell-failed').then(() => undefined));
    await page.locator('.message-bell').waitFor();
    const before = await unreadCount(page);

    // A wrong password for admin, typed in another browser, tells admin at once (登录密码错误).
    const stranger = await newPage(session.browser, session.server.baseUrl);
    await openShowing(stranger, '/#/login', stranger.getByPlaceholder('请输入用户名'));
    await fillLogin(stranger, DEMO_ADMIN.userName, 'Wrong#2025');
    await stranger.getByRole('button', { name: /登\s*录/ }).click();
    await stranger.getByText(/用户名或密码错误/).first().waitFor();
    await stranger.context().close();

    // A minute on: past the bell's poll interval.
    await page.clock.fastForward('01:00');
    await eventually('the bell counts the new message', async () => (await unreadCount(page)) === before + 1);

    await page.locator('.message-bell').click();
    const panel = page.locator('.message-bell__panel');
    await panel.getByText('登录密码错误').first().waitFor();
    await settle(page);
    await screenshot(page, 'message-bell');

    await panel.getByRole('button', { name: '全部已读' }).click();
    await notice(page, `已将 ${before + 1} 条消息标为已读`).waitFor();
    await eventually('the bell reads no unread message', async () => (await unreadCount(page)) === 0);
    await panel.getByText('暂无未读消息').waitFor();
    await page.keyboard.press('Escape');
  });

  it('字典管理 edits an item and disables another, and the 岗位列表 select shows it', async () => {
    onTestFailed(() => screenshot(page, 'dict-failed').then(() => undefined));
    // The job list first, so its dictionary is already in the console's cache when it changes.
    await page.locator('.top-tabs__tab', { hasText: '人力资源大数据' }).click();
    const jobs = await openUnder(page, '岗位管理', '岗位列表', '/recruit/job/list');
    expect(await educationFilter(page, jobs)).toEqual(expect.arrayContaining(['其他', '小学']));

    await page.locator('.top-tabs__tab', { hasText: '系统管理' }).click();
    const view = await openScreen(page, '字典管理', '/system/dict');
    const items = view.locator('.ant-card').filter({ hasText: '字典项：学历' });
    const row = (value: string) => items.locator('.ant-table-row').filter({ has: page.getByText(value, { exact: true }) });
    await row('其他').waitFor();

    await row('其他').getByRole('button', { name: '编辑' }).click();
    const form = modalWith(page, '编辑字典项');
    await form.getByLabel('字典值').fill('其他学历');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '修改成功').waitFor();
    await row('其他学历').waitFor();

    await row('小学').getByRole('button', { name: '禁用' }).click();
    await page.locator('.ant-popover:visible').filter({ hasText: '确定禁用字典项“小学”吗？' }).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '禁用成功').waitFor();
    await row('小学').getByText('已禁用').waitFor();
    // The page as a person looks at it: the notices gone, scrolled back to the top.
    await eventually('the notices fade', async () => (await page.locator('.ant-message-notice').count()) === 0);
    await view.locator('.ant-card').first().evaluate((card) => card.scrollIntoView());
    await settle(page);
    await screenshot(page, 'dict');

    await page.locator('.top-tabs__tab', { hasText: '人力资源大数据' }).click();
    await openUnder(page, '岗位管理', '岗位列表', '/recruit/job/list');
    let options: string[] = [];
    await eventually('the select offers the edited wording and not the disabled item', async () => {
      options = await educationFilter(page, jobs);
      return options.includes('其他学历') && !options.includes('小学');
    }).catch(() => {
      throw new Error(`学历要求 offers ${options.join('、')}`);
    });
  });

  it('登录日志 shows the browser and system read from each sign-in’s user agent', async () => {
    onTestFailed(() => screenshot(page, 'loginlog-failed').then(() => undefined));
    await page.locator('.top-tabs__tab', { hasText: '系统管理' }).click();
    const view = await openScreen(page, '登录日志', '/system/loginlog');
    // The newest is the failed attempt of the other browser: headless Chromium on Linux.
    const newest = view.locator('.ant-table-row').first();
    await newest.getByText('Chrome', { exact: false }).first().waitFor();
    await expect(newest.locator('td').allTextContents()).resolves.toEqual(expect.arrayContaining([expect.stringMatching(/^Chrome \d+$/), 'Linux']));
    await expect(newest.getByText('Mozilla/5.0', { exact: false }).count()).resolves.toBe(0);
    await settle(page);
    await screenshot(page, 'loginlog');
  });
});
