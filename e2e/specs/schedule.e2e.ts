import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshot } from '../support/browser.js';
import { eventually, notice, openScreen, settle } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

describe('系统管理 › 定时任务', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/setup' });
  let page: Page;

  beforeAll(() => {
    page = session.page;
  });

  it('shows the tasks the server runs, runs one at once and pauses it, each after confirmation', async () => {
    onTestFailed(() => screenshot(page, 'schedule-failed').then(() => undefined));
    const view = await openScreen(page, '定时任务', '/system/schedule');
    const tasks = view.locator('.ant-card').filter({ hasText: '执行计划' }).first();
    for (const name of ['岗位到期下线', '素材上传超时', '清理过期分片上传', '清理过期会话']) {
      await eventually(`${name} is listed`, async () => (await tasks.getByText(name, { exact: true }).count()) === 1);
    }

    const row = tasks.locator('.ant-table-row').filter({ hasText: '清理过期会话' });
    await row.getByRole('button', { name: '立即执行' }).click();
    // Each confirmation is found by its question: the last one may still be fading out.
    await page.locator('.ant-popover:visible').filter({ hasText: '立即执行' }).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '执行成功，变更 0 条数据').waitFor();
    const history = view.locator('.ant-card').filter({ hasText: '执行记录' }).last();
    await eventually('the manual run is in the history', async () => (await history.locator('.ant-table-row').filter({ hasText: '系统管理员' }).count()) > 0);

    await row.getByRole('button', { name: '暂停' }).click();
    await page.locator('.ant-popover:visible').filter({ hasText: '暂停' }).getByRole('button', { name: /确\s*定/ }).click();
    await eventually('the task reads 已暂停', async () => (await row.getByText('已暂停').count()) === 1);
    await expect(row.getByRole('button', { name: '启用' }).count()).resolves.toBe(1);
    await settle(page);
    await screenshot(page, 'schedule');
    await history.scrollIntoViewIfNeeded();
    await screenshot(page, 'schedule-history');
  });
});
