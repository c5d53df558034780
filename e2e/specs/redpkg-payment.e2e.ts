import ExcelJS from 'exceljs';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshot } from '../support/browser.js';
import { downloadWorkbook, modalWith, notice, openScreen, question, settle, tabCount } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

/** A valid ID number of a 新郑市 person born in 2005 (the demo's people are born 1966–2003). */
function idCard(n: number): string {
  const first17 = `41018420050${1 + (n % 9)}1${n % 9}${String(n).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * weights[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

const NAME = 'e2e红包';

describe('红包补贴用户 → 支付申请审批: import, submit, check, approve and pay to 已发放', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/oddjobMarket/redpkg' });
  let page: Page;
  let users: Locator;

  const selectAllAnd = async (button: RegExp) => {
    await users.locator('.ant-table-thead .ant-checkbox-input').first().check();
    await users.getByRole('button', { name: button }).click();
  };
  const filterByName = async () => {
    await users.getByLabel('姓名').fill(NAME);
    await users.getByRole('button', { name: /查\s*询/ }).click();
    await settle(page);
  };

  beforeAll(async () => {
    page = session.page;
    users = await openScreen(page, '红包补贴用户', '/oddjobMarket/redpkg');
    await users.locator('.ant-table-row').first().waitFor();
  });

  it('imports a sheet: good rows in as 待提交, the bad one back in the error file with 错误原因', async () => {
    onTestFailed(() => screenshot(page, 'redpkg-failed-import').then(() => undefined));
    await screenshot(page, 'redpkg-list');
    const drafts = await tabCount(users, '待提交');
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('红包补贴用户');
    ws.addRow(['姓名', '身份证号', '手机号', '所属区县', '补贴类别', '补贴金额（元）']);
    ws.addRow([`${NAME}甲`, idCard(901), '13800009901', '新郑市', '就业困难人员', '500']);
    ws.addRow([`${NAME}乙`, idCard(902), '13800009902', '新郑市', '高校毕业生', '300.50']);
    ws.addRow([`${NAME}丙`, idCard(903), '13800009903', '中牟县', '退役军人', '200']);
    ws.addRow([`${NAME}丁`, idCard(904), '1380000', '新郑市', '退役军人', '200']);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'redpkg-')), '红包补贴名单.xlsx');
    writeFileSync(file, Buffer.from(await workbook.xlsx.writeBuffer()));

    await users.getByRole('button', { name: /导\s*入/ }).click();
    const dialog = modalWith(page, '导入红包补贴用户');
    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.getByText('红包补贴名单.xlsx').waitFor();
    await dialog.getByRole('button', { name: '开始导入' }).click();
    await dialog.getByText('导入完成：共 4 条，成功 3 条，失败 1 条').waitFor();
    await settle(page);
    await screenshot(page, 'redpkg-import-result');
    const errors = await downloadWorkbook(page, dialog.getByRole('button', { name: '下载错误文件' }), /^红包补贴用户导入错误_HB\d{14}[0-9A-F]{4}\.xlsx$/);
    expect(errors.worksheets[0].getRow(2).getCell(1).text).toBe(`${NAME}丁`);
    expect(errors.worksheets[0].getRow(2).getCell(7).text).toBe('手机号格式不正确');
    await dialog.getByRole('button', { name: '完成' }).click();
    await expect.poll(() => tabCount(users, '待提交')).toBe(drafts + 3);
  });

  it('submits the three after seeing their people and amount, then passes them (a 支付申请 is raised)', async () => {
    onTestFailed(() => screenshot(page, 'redpkg-failed-check').then(() => undefined));
    await users.getByRole('tab', { name: /^待提交/ }).click();
    await filterByName();
    await users.locator('.ant-table-row', { hasText: `${NAME}甲` }).waitFor();
    await selectAllAnd(/批量提交审核/);
    await question(page).getByText('本次提交 3 人，补贴金额合计 ¥1000.50').waitFor();
    await screenshot(page, 'redpkg-submit-confirm');
    await question(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '操作成功').waitFor();

    await users.getByRole('tab', { name: /^待审核/ }).click();
    await users.locator('.ant-table-row', { hasText: `${NAME}乙` }).waitFor();
    await selectAllAnd(/批量审核/);
    const review = modalWith(page, '红包补贴审核');
    await review.getByText('通过', { exact: true }).click();
    await review.getByRole('button', { name: /确\s*定/ }).click();
    await question(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '操作成功').waitFor();
    await users.getByRole('tab', { name: /^审核通过/ }).click();
    await users.locator('.ant-table-row', { hasText: `${NAME}丙` }).getByText('发放中').waitFor();
  });

  it('approves the 支付申请, 发起支付 (支付中), registers the voucher: 支付成功, the people 已发放', async () => {
    onTestFailed(() => screenshot(page, 'redpkg-failed-pay').then(() => undefined));
    const applies = await openScreen(page, '支付申请审批', '/oddjobMarket/payment');
    await applies.locator('.ant-table-row').first().waitFor();
    await settle(page);
    await screenshot(page, 'payment-approval-view');
    const row = () => applies.locator('.ant-table-row', { hasText: '红包补贴发放（3人）' }).first();
    await row().getByText('审批', { exact: true }).click();
    const dialog = modalWith(page, '支付申请审批');
    await dialog.getByText('通过', { exact: true }).click();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await question(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '操作成功').waitFor();

    await applies.getByText('支付', { exact: true }).first().click();
    await applies.getByRole('tab', { name: /^待支付/ }).click();
    await row().getByText('发起支付').click();
    const send = modalWith(page, '发起支付');
    await send.getByRole('button', { name: /确\s*定/ }).click();
    await question(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '已发起支付，请按转账指令付款后登记结果').waitFor();
    // The dialog stays open offering the transfer instruction 发起 printed and kept: a signed link to the stored file.
    await send.getByText('已发起支付，请下载转账指令到银行办理转账', { exact: false }).waitFor();
    const link = send.getByRole('link', { name: '下载转账指令（PDF）' });
    expect(await link.getAttribute('href')).toMatch(/^\/files\/document\/.+\.pdf\?expires=/);
    const [instruction] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(instruction.suggestedFilename()).toMatch(/^转账指令_.+\.pdf$/);
    expect(readFileSync(await instruction.path()).subarray(0, 5).toString()).toBe('%PDF-');
    await send.getByRole('button', { name: /完\s*成/ }).click();
    await send.waitFor({ state: 'hidden' });

    await applies.getByRole('tab', { name: /^支付中/ }).click();
    await row().getByText('登记结果').click();
    const registerDialog = modalWith(page, '登记支付结果');
    await registerDialog.getByLabel('凭证号').fill(`E2EPZ${Date.now()}`);
    await settle(page);
    await screenshot(page, 'payment-register');
    await registerDialog.getByRole('button', { name: /确\s*定/ }).click();
    await question(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '支付成功').waitFor();
    await applies.getByRole('tab', { name: /^成功/ }).click();
    await row().getByText('红包补贴发放（3人）').click();
    await page.locator('.ant-drawer-open').getByText('登记支付结果：支付中 → 成功', { exact: false }).waitFor();
    // The 发起 record keeps its instruction.
    const kept = page.locator('.ant-drawer-open').locator('tr', { hasText: '发起支付' }).getByRole('link', { name: '下载' });
    await kept.waitFor();
    await settle(page);
    await screenshot(page, 'payment-detail');
    await kept.scrollIntoViewIfNeeded();
    await screenshot(page, 'payment-detail-pays');
    await page.locator('.ant-drawer-open .ant-drawer-close').last().click();

    users = await openScreen(page, '红包补贴用户', '/oddjobMarket/redpkg');
    await users.getByRole('tab', { name: /^审核通过/ }).click();
    await filterByName();
    await expect.poll(() => users.locator('.ant-table-row').filter({ hasText: '已发放' }).count()).toBe(3);
    await screenshot(page, 'redpkg-granted');
  });
});
