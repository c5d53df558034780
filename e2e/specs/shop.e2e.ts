import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshot } from '../support/browser.js';
import { closeDrawer, modalWith, notice, openUnder, question, settle, tabCount } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('商户管理: review a store, pay a withdrawal by voucher', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/oddjobMarket/shop/info' });
  let page: Page;

  beforeAll(async () => {
    page = session.page;
  });

  it('passes a store under review: 认证中 one fewer, 已认证 one more, its drawer shows the review history', async () => {
    onTestFailed(() => screenshot(page, 'shop-failed-review').then(() => undefined));
    const stores: Locator = await openUnder(page, '商户管理', '商户认证', '/oddjobMarket/shop/info');
    await stores.locator('.ant-table-row').first().waitFor();
    await settle(page);
    await screenshot(page, 'shop-store-list');
    const checking = await tabCount(stores, '认证中');
    const passed = await tabCount(stores, '已认证');
    expect(checking).toBeGreaterThan(0);
    const row = stores.locator('.ant-table-row').first();
    await row.getByText('认证中', { exact: true }).waitFor();
    const name = (await row.locator('a.ant-typography').first().innerText()).trim();
    await row.getByText('详情', { exact: true }).click();
    await page.locator('.ant-drawer-open').getByText('可提现余额（元）').waitFor();
    await settle(page);
    await screenshot(page, 'shop-store-drawer');
    await page.locator('.ant-drawer-open').getByRole('button', { name: /审\s*核/ }).click();
    const dialog = modalWith(page, '商户认证审核');
    await dialog.getByText('通过', { exact: true }).click();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await question(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '操作成功').waitFor();
    await closeDrawer(page);
    await expect.poll(() => tabCount(stores, '认证中')).toBe(checking - 1);
    expect(await tabCount(stores, '已认证')).toBe(passed + 1);
    await stores.getByRole('tab', { name: /^已认证/ }).click();
    await stores.locator('.ant-table-row').first().getByText('已认证', { exact: true }).waitFor();
    await stores.getByPlaceholder(/商户名称/).first().fill(name);
    await stores.getByRole('button', { name: /查\s*询/ }).click();
    const found = stores.locator('.ant-table-row', { hasText: name });
    await found.getByText('详情', { exact: true }).click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByRole('tab', { name: '审核记录' }).click();
    await drawer.getByText(/审核通过：认证中 → 已认证/).waitFor();
    await closeDrawer(page);
  });

  it('pays a 待打款 withdrawal: 发起 offers the transfer instruction, 登记结果 with a voucher makes it 已打款 with its timeline', async () => {
    onTestFailed(() => screenshot(page, 'shop-failed-pay').then(() => undefined));
    const list: Locator = await openUnder(page, '商户管理', '提现管理', '/oddjobMarket/shop/withdrawal');
    await list.locator('.ant-table-row').first().waitFor();
    await settle(page);
    await screenshot(page, 'shop-withdrawal-list');
    const toPay = await tabCount(list, '待打款');
    const paying = await tabCount(list, '打款中');
    const paid = await tabCount(list, '已打款');
    await list.getByRole('tab', { name: /^待打款/ }).click();
    const row = list.locator('.ant-table-row').first();
    // The previous tab's rows stay until the new ones arrive: wait for a 待打款 row.
    await row.getByText('待打款', { exact: true }).waitFor();
    const name = (await row.locator('a.ant-typography').first().innerText()).trim();
    await row.getByText('打款', { exact: true }).click();
    await question(page).getByRole('button', { name: /确\s*定/ }).click();
    const sent = page.locator('.ant-modal-confirm:visible', { hasText: '已发起打款' });
    // The first instruction starts the PDF thread and loads the CJK font: seconds alone, more beside another spec file.
    await sent.getByText('下载转账指令（PDF）').waitFor({ timeout: 90_000 });
    const pdfUrl = await sent.getByText('下载转账指令（PDF）').getAttribute('href');
    const pdf = await page.request.get(new URL(pdfUrl ?? '', session.server.baseUrl).toString());
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await sent.getByRole('button', { name: /知道了|确\s*定|OK/ }).click();
    await expect.poll(() => tabCount(list, '打款中')).toBe(paying + 1);
    expect(await tabCount(list, '待打款')).toBe(toPay - 1);

    await list.getByRole('tab', { name: /^打款中/ }).click();
    await list.locator('.ant-table-row').first().getByText('打款中', { exact: true }).waitFor();
    const target = list.locator('.ant-table-row', { hasText: name }).first();
    await target.getByText('登记结果', { exact: true }).click();
    const dialog = modalWith(page, '登记打款结果');
    await dialog.getByLabel('凭证号').fill(`E2E${Date.now()}`);
    await dialog.locator('input[type=file]').setInputFiles({ name: '回单.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
    await dialog.locator('.ant-upload-list-item-done, .ant-image').first().waitFor();
    await settle(page);
    await screenshot(page, 'shop-pay-dialog');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await question(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '操作成功').waitFor();
    await expect.poll(() => tabCount(list, '已打款')).toBe(paid + 1);

    await list.getByRole('tab', { name: /^已打款/ }).click();
    await list.locator('.ant-table-row').first().getByText('已打款', { exact: true }).waitFor();
    await list.locator('.ant-table-row', { hasText: name }).first().getByText('详情', { exact: true }).click();
    await page.locator('.ant-drawer-open').getByText(/登记打款成功：打款中 → 已打款/).waitFor();
    await settle(page);
    await screenshot(page, 'shop-withdrawal-timeline');
    await closeDrawer(page);
  }, 150_000);

  it('shows comments with the average and bills with their parts summed', async () => {
    const comments = await openUnder(page, '商户管理', '评价管理', '/oddjobMarket/shop/comment');
    await comments.locator('.ant-table-row').first().waitFor();
    await comments.getByText('平均评分').waitFor();
    await settle(page);
    await screenshot(page, 'shop-comment-list');
    const bills = await openUnder(page, '商户管理', '账单管理', '/oddjobMarket/shop/bill');
    await bills.locator('.ant-table-row').first().waitFor();
    await bills.getByText(/交易金额 [\d.]+ 元/).waitFor();
    await settle(page);
    await screenshot(page, 'shop-bill-list');
    await bills.getByRole('tab', { name: '账单报表' }).click();
    await bills.getByText(/月末余额 [\d.-]+ 元/).first().waitFor();
    await bills.locator('.ant-table-row').first().waitFor();
    await settle(page);
    await screenshot(page, 'shop-bill-report');
  });
});
