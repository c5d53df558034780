import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshot } from '../support/browser.js';
import { closeDrawer, modalWith, notice, openScreen, question, settle, tabCount } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const VOUCHER = `ICBC-E2E-${Date.now()}`;

describe('电子卡充值: a demo application approved, then recharged by its transfer to 充值成功, every person credited', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/oddjobMarket/card' });
  let page: Page;
  let view: Locator;
  let applyCode = '';

  beforeAll(async () => {
    page = session.page;
    view = await openScreen(page, '电子卡充值', '/oddjobMarket/card');
    await view.locator('.ant-table-row').first().waitFor();
  });

  it('approves a 待审核 application: it moves to 待充值 and the counts follow', async () => {
    onTestFailed(() => screenshot(page, 'card-recharge-failed-approve').then(() => undefined));
    const pending = await tabCount(view, '待审核');
    const toRecharge = await tabCount(view, '待充值');
    expect(pending).toBeGreaterThan(0);
    await settle(page);
    await screenshot(page, 'card-recharge-list');
    await view.getByRole('tab', { name: /^待审核（/ }).click();
    const row = view.locator('.ant-table-row').first();
    await row.getByText('审核', { exact: true }).waitFor();
    applyCode = (await row.locator('a').first().textContent())?.trim() ?? '';
    expect(applyCode).toMatch(/^CZ\d{12}$/);
    await row.getByText('审核', { exact: true }).click();
    const dialog = modalWith(page, '充值申请审核');
    await dialog.getByText('通过', { exact: true }).click();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await question(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '操作成功').waitFor();
    await expect.poll(() => tabCount(view, '待审核')).toBe(pending - 1);
    expect(await tabCount(view, '待充值')).toBe(toRecharge + 1);
  });

  it('recharges it by the company\'s transfer (voucher, amount, date, receipt): 充值成功, each person credited in the drawer', async () => {
    onTestFailed(() => screenshot(page, 'card-recharge-failed-recharge').then(() => undefined));
    const succeeded = await tabCount(view, '充值成功');
    await view.getByRole('tab', { name: /^待充值（/ }).click();
    const row = view.locator('.ant-table-row', { hasText: applyCode });
    await row.getByText('充值', { exact: true }).click();
    const dialog = modalWith(page, '到账结果');
    await dialog.getByLabel('转账凭证号').fill(VOUCHER);
    // The amount is offered as the application's total; a wrong one is refused by the server with the total named.
    const amount = await dialog.getByLabel('转账金额').inputValue();
    expect(amount).toMatch(/^\d+\.\d{2}$/);
    await dialog.locator('input[type=file]').setInputFiles({ name: '转账回单.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
    await dialog.locator('.ant-upload-list-item-done, .ant-upload-list-item img, img').first().waitFor();
    await settle(page);
    await screenshot(page, 'card-recharge-dialog');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await question(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '充值成功').waitFor();
    await expect.poll(() => tabCount(view, '充值成功')).toBe(succeeded + 1);

    await view.getByRole('tab', { name: /^充值成功（/ }).click();
    await view.locator('.ant-table-row', { hasText: applyCode }).locator('a').first().click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByText('充值申请详情').waitFor();
    await drawer.getByRole('tab', { name: /^充值人员/ }).click();
    await drawer.getByText(/^已入账 \d+ 人，共 /).waitFor();
    expect(await drawer.locator('.ant-table-row').first().textContent()).toContain('充值已入账');
    await settle(page);
    await screenshot(page, 'card-recharge-drawer-lines');
    await drawer.getByRole('tab', { name: '操作记录' }).click();
    await drawer.getByText(`凭证号 ${VOUCHER}`, { exact: false }).waitFor();
    await drawer.getByText(/充值：待充值 → 充值成功/).waitFor();
    await settle(page);
    await screenshot(page, 'card-recharge-drawer-timeline');
    await closeDrawer(page);
  });
});
