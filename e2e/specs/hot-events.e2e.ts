import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshot } from '../support/browser.js';
import { downloadWorkbook, eventually, modalWith, notice, openScreen, settle, tabCount } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

const NOTE = '已电话联系，告知到新郑市人力资源市场现场办理（e2e）';

describe('hot events (热点事件): an item handled from an event’s data, the counts following, the handled tab exported', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/recruit/hot-event' });
  let page: Page;
  let panel: Locator;
  let before = { pending: 0, handled: 0 };
  let submitter = '';

  beforeAll(async () => {
    page = session.page;
    const list = await openScreen(page, '热点事件', '/recruit/hot-event');
    // An event with items still to handle (the list says 待处理 n beside its total).
    const row = list.locator('.ant-table-row').filter({ hasText: /待处理 \d+/ }).first();
    await row.waitFor();
    await row.getByText('数据', { exact: true }).click();
    panel = page.locator('.ant-drawer-open .hot-event-values');
    await panel.getByRole('tab', { name: /^待处理（\d+）$/ }).waitFor();
  });

  it('handles the first pending item with a note (操作成功): 待处理 one fewer, 已处理 one more', async () => {
    onTestFailed(() => screenshot(page, 'hot-events-failed-handle').then(() => undefined));
    before = { pending: await tabCount(panel, '待处理'), handled: await tabCount(panel, '已处理') };
    expect(before.pending).toBeGreaterThan(0);
    const row = panel.locator('.ant-table-row').first();
    submitter = ((await row.locator('td').first().textContent()) ?? '').replace(/^(个人|企业)/, '').trim();
    await row.getByText('处理', { exact: true }).click();

    const dialog = modalWith(page, '处理说明');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.getByText('请输入处理说明').waitFor();
    await dialog.getByLabel('处理说明').fill(NOTE);
    await settle(page);
    await screenshot(page, 'hot-events-handle');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '操作成功').waitFor();

    await eventually('counts after handling', async () => {
      const now = { pending: await tabCount(panel, '待处理'), handled: await tabCount(panel, '已处理') };
      return now.pending === before.pending - 1 && now.handled === before.handled + 1;
    });
    await panel.getByRole('tab', { name: /^已处理（\d+）$/ }).click();
    // The keyword matches names and content (not notes): find the person handled.
    await panel.getByPlaceholder('姓名/企业名称或内容').fill(submitter);
    await panel.getByRole('button', { name: /查\s*询/ }).click();
    const handled = panel.locator('.ant-table-row', { hasText: NOTE });
    await handled.waitFor();
    expect(await handled.textContent()).toContain('系统管理员');
    await settle(page);
    await screenshot(page, 'hot-events-handled');
  });

  it('exports the handled items it shows, the note included', async () => {
    const shown = await tabCount(panel, '已处理');
    const workbook = await downloadWorkbook(page, panel.getByRole('button', { name: /导\s*出/ }), /^热点事件数据_\d{14}\.xlsx$/);
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['姓名/企业名称', '处理状态', '处理人', '处理说明']));
    expect(sheet.actualRowCount - 1).toBe(shown);
    const noteColumn = header.indexOf('处理说明') + 1;
    expect(sheet.getColumn(noteColumn).values.slice(2)).toContain(NOTE);
  });
});
