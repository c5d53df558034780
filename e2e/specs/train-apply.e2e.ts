import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshot } from '../support/browser.js';
import { closeDrawer, dayAt, downloadWorkbook, modalWith, notice, openScreen, settle, tabCount } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const VOUCHER = 'ZZ-E2E-0001';

/** The value beside `label` in the open drawer's detail (antd Descriptions, bordered). */
const detailValue = (drawer: Locator, label: string) => drawer.locator('th', { hasText: label }).first().locator('xpath=following-sibling::td[1]');

describe('报名管理 and 订单列表: an offline payment registered on a demo application, applications exported', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/train/apply' });
  let page: Page;
  let view: Locator;
  let person = '';

  beforeAll(async () => {
    page = session.page;
    view = await openScreen(page, '报名管理', '/train/apply');
    await view.locator('.ant-table-row').first().waitFor();
  });

  it('registers 线下缴费 with its receipt on an application of a paid course: 意向登记 → 线上已支付, the counts follow', async () => {
    onTestFailed(() => screenshot(page, 'train-apply-failed-pay').then(() => undefined));
    const intent = await tabCount(view, '意向登记');
    const paid = await tabCount(view, '线上已支付');
    expect(intent).toBeGreaterThan(0);
    await view.getByRole('tab', { name: /^意向登记（/ }).click();
    await view.locator('.ant-table-row').first().waitFor();
    await settle(page);
    await screenshot(page, 'train-apply-list');

    // A course with a price (a free one takes no payment).
    const row = view.locator('.ant-table-row').filter({ hasText: /[1-9]\d*\.\d{2} 元/ }).first();
    person = (await row.locator('a').first().textContent())?.trim() ?? '';
    expect(person).not.toBe('');
    await row.getByText('编辑', { exact: true }).click();
    const dialog = modalWith(page, '编辑报名信息');
    await dialog.getByText('线下缴费登记').waitFor();
    await dialog.getByRole('switch').click();
    await dialog.getByLabel('缴费凭证号').fill(VOUCHER);
    const time = dialog.getByLabel('缴费时间');
    await time.click();
    await time.fill(`${dayAt(-1, '10:30')}:00`);
    await time.press('Enter');
    await dialog.locator('input[type=file]').setInputFiles({ name: '缴费收据.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
    await dialog.locator('.ant-upload-list-item-done, .ant-upload-list-item img, img').first().waitFor();
    await dialog.getByRole('textbox', { name: '备注' }).fill('现场缴费，收据已核对');
    await settle(page);
    await screenshot(page, 'train-apply-offline-payment');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '保存成功').waitFor();
    await expect.poll(() => tabCount(view, '意向登记')).toBe(intent - 1);
    expect(await tabCount(view, '线上已支付')).toBe(paid + 1);
  });

  it('shows the paid order, its voucher and receipt in the detail', async () => {
    onTestFailed(() => screenshot(page, 'train-apply-failed-detail').then(() => undefined));
    await view.getByRole('tab', { name: /^线上已支付（/ }).click();
    await view.getByPlaceholder('请输入姓名').fill(person);
    await view.getByRole('button', { name: /查\s*询/ }).click();
    const row = view.locator('.ant-table-row', { hasText: person }).first();
    await row.waitFor();
    await row.getByText('详情', { exact: true }).click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByText('订单信息', { exact: true }).waitFor();
    await detailValue(drawer, '凭证号/交易号').getByText(VOUCHER).waitFor();
    expect((await detailValue(drawer, '支付渠道').textContent())?.trim()).toBe('线下缴费');
    expect((await detailValue(drawer, '支付状态').textContent())?.trim()).toBe('已支付');
    await drawer.getByAltText('缴费凭证').waitFor();
    await settle(page);
    await screenshot(page, 'train-apply-detail');
    await closeDrawer(page);
  });

  it('exports the filtered applications and the file holds exactly them', async () => {
    const expected = await tabCount(view, '线上已支付');
    const workbook = await downloadWorkbook(page, view.getByRole('button', { name: /^(download )?导\s*出$/ }), /^课程报名_\d{14}\.xlsx$/);
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['报名状态', '报名时间', '姓名', '手机号', '身份证号', '课程名称']));
    expect(sheet.actualRowCount - 1).toBe(expected);
    const names = sheet.getColumn(header.indexOf('姓名') + 1).values.slice(2);
    expect(names.every((n) => String(n).includes(person))).toBe(true);
    expect(new Set(sheet.getColumn(header.indexOf('报名状态') + 1).values.slice(2))).toEqual(new Set(['线上已支付']));
  });

  it('lists the order in 订单列表 with 合计实收', async () => {
    onTestFailed(() => screenshot(page, 'train-apply-failed-orders').then(() => undefined));
    const orders = await openScreen(page, '订单列表', '/train/order');
    await orders.locator('.ant-table-row').first().waitFor();
    await orders.getByText('合计实收').waitFor();
    await orders.getByPlaceholder('请输入报名人').fill(person);
    await orders.getByRole('button', { name: /查\s*询/ }).click();
    await orders.locator('.ant-table-row', { hasText: VOUCHER }).waitFor();
    await settle(page);
    await screenshot(page, 'train-order-list');
  });
});
