import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

describe('月报导入: the demo import in the history, a month read-only', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/recruit/bigscreen-report' });
  let page: Page;

  beforeAll(() => {
    page = session.page;
  });

  it('lists the demo import with its 24 months and opens one', async () => {
    await page.getByText('演示数据_社保月报.xlsx').waitFor({ timeout: 60_000 });
    await screenshot(page, 'bigscreen-report-import');
    const row = page.locator('.ant-table-row').first();
    const month = row.locator('.ant-tag').last();
    const text = (await month.textContent()) ?? '';
    await month.click();
    await page.getByText(`${text} 月报数据`).waitFor();
    await page.locator('.ant-drawer .ant-table-row').first().waitFor();
    expect(await page.locator('.ant-drawer .ant-table-row').count()).toBeGreaterThanOrEqual(17);
    await screenshot(page, 'bigscreen-report-import-month');
  });
});
