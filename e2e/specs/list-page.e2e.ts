import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshot } from '../support/browser.js';
import { eventually, openUnder, settle } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

const PATH = '/recruit/resume/list';

/** The titles of the table's columns, in order (the selection column has none). */
async function headers(view: Locator): Promise<string[]> {
  const texts = await view.locator('.ant-table-thead th').allTextContents();
  return texts.map((t) => t.trim()).filter(Boolean);
}

/** Drags `item` by the mouse, as a person does, onto the upper edge of `target` (antd's tree moves it before). */
async function dragAbove(page: Page, item: Locator, target: Locator): Promise<void> {
  const from = await item.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('column not shown in 列设置');
  const x = from.x + 60;
  const startY = from.y + from.height / 2;
  await page.mouse.move(x, startY);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(x, startY + ((to.y + 3 - startY) * step) / 10);
  await page.mouse.up();
}

const tool = (view: Locator, name: string) => view.locator('.list-tools').getByRole('button', { name, exact: true });
const activeTab = (view: Locator) => view.locator('.ant-tabs-tab-active');
const hash = (page: Page) => new URL(page.url()).hash;

/** The shared list page in a real browser, on 投递记录: 列设置, the view in the address, a failed load. */
describe('list page (投递记录): toolbar, address, failed load', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: PATH });
  let page: Page;
  let view: Locator;

  beforeAll(async () => {
    page = session.page;
    view = await openUnder(page, '简历管理', '投递记录', PATH);
    await view.locator('.ant-table-row').first().waitFor();
  });

  it('shows 显示/隐藏搜索, 刷新, 密度 and 列设置 at the right of the list', async () => {
    onTestFailed(() => screenshot(page, 'list-page-failed-toolbar').then(() => undefined));
    for (const name of ['隐藏搜索', '刷新', '密度', '列设置']) await tool(view, name).waitFor();
    await screenshot(page, 'list-page-toolbar');
  });

  it('列设置 hides a column, and the choice survives a reload', async () => {
    onTestFailed(() => screenshot(page, 'list-page-failed-columns').then(() => undefined));
    expect(await headers(view)).toContain('身份证号');
    await tool(view, '列设置').click();
    const settings = page.locator('.ant-popover:visible .column-settings');
    await settings.waitFor();
    await settings.locator('.ant-tree-treenode', { hasText: '身份证号' }).locator('.ant-tree-checkbox').click();
    await eventually('身份证号 hidden', async () => !(await headers(view)).includes('身份证号'));
    await settle(page);
    await screenshot(page, 'list-page-column-settings');
    await page.keyboard.press('Escape');

    await page.reload();
    await view.locator('.ant-table-row').first().waitFor();
    const after = await headers(view);
    expect(after).toContain('姓名');
    expect(after).not.toContain('身份证号');

    // A drag moves a column: 手机号 up before 企业名称.
    await tool(view, '列设置').click();
    const panel = page.locator('.ant-popover:visible .column-settings');
    const node = (title: string) => panel.locator('.ant-tree-treenode', { hasText: title });
    await node('手机号').waitFor();
    // The panel slides in: measure where the columns are once it stands still.
    await settle(page);
    await dragAbove(page, node('手机号'), node('企业名称'));
    await eventually('手机号 moved before 企业名称', async () => {
      const order = await headers(view);
      return order.indexOf('手机号') >= 0 && order.indexOf('手机号') < order.indexOf('企业名称');
    });

    // Back as defined, for the specs that read the columns by place.
    await panel.getByRole('button', { name: /重\s*置/ }).click();
    await eventually('身份证号 shown again', async () => (await headers(view)).includes('身份证号'));
    await page.keyboard.press('Escape');
  });

  it('back and forward move between two status tabs', async () => {
    onTestFailed(() => screenshot(page, 'list-page-failed-history').then(() => undefined));
    await view.getByRole('tab', { name: /^初筛通过/ }).click();
    await eventually('初筛通过 in the address', async () => /[?&]tab=/.test(hash(page)));
    const screened = hash(page);
    await view.getByRole('tab', { name: /^已录用/ }).click();
    await eventually('已录用 in the address', async () => hash(page) !== screened);
    await expect.poll(() => activeTab(view).textContent()).toMatch(/^已录用/);

    await page.goBack();
    await eventually('back at 初筛通过', async () => hash(page) === screened);
    await expect.poll(() => activeTab(view).textContent()).toMatch(/^初筛通过/);

    await page.goForward();
    await eventually('forward at 已录用', async () => hash(page) !== screened);
    await expect.poll(() => activeTab(view).textContent()).toMatch(/^已录用/);

    // A copied address opens the same tab, in a page loaded afresh.
    await page.goto(`${session.server.baseUrl}/${screened}`);
    await page.reload();
    await view.locator('.ant-tabs-tab-active').waitFor();
    await expect.poll(() => activeTab(view).textContent()).toMatch(/^初筛通过/);
  });

  it('offline: the list keeps its rows under the reason and 重试; online again, 重试 loads them', async () => {
    onTestFailed(() => screenshot(page, 'list-page-failed-offline').then(() => undefined));
    await view.getByRole('tab', { name: /^新简历/ }).click();
    await view.locator('.ant-table-row').first().waitFor();
    const rows = await view.locator('.ant-table-row').count();

    const failure = view.locator('.ant-table .load-error');
    await page.context().setOffline(true);
    try {
      await tool(view, '刷新').click();
      await failure.getByText('网络异常，请检查网络连接后重试').waitFor({ timeout: 20_000 });
      expect(await view.locator('.ant-table-row').count()).toBe(rows);
      await settle(page);
      await screenshot(page, 'list-page-error-kept-rows');
    } finally {
      // The next tests need the network whatever happened here.
      await page.context().setOffline(false);
    }
    await failure.getByRole('button', { name: /重\s*试/ }).click();
    await eventually('the failure gone after 重试', async () => (await failure.count()) === 0);
    expect(await view.locator('.ant-table-row').count()).toBe(rows);
  });

  it('a server failing on a list never loaded: the reason and 重试 in place of 暂无数据; 重试 loads the rows', async () => {
    onTestFailed(() => screenshot(page, 'list-page-failed-server').then(() => undefined));
    const failing = '**/recruit/job-info/queryJobInfoList';
    await page.route(failing, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: '服务器繁忙，请稍后重试', data: null }) }),
    );
    const jobs = await openUnder(page, '岗位管理', '岗位列表', '/recruit/job/list');
    const failure = jobs.locator('.ant-table-placeholder .load-error');
    await failure.getByText('服务器繁忙，请稍后重试').waitFor({ timeout: 20_000 });
    expect(await jobs.locator('.ant-table-placeholder').getByText('暂无数据').count()).toBe(0);
    expect(await jobs.getByText(/共 \d+ 条/).count()).toBe(0);
    await settle(page);
    await screenshot(page, 'list-page-error');

    await page.unroute(failing);
    await failure.getByRole('button', { name: /重\s*试/ }).click();
    await jobs.locator('.ant-table-row').first().waitFor({ timeout: 20_000 });
  });
});
