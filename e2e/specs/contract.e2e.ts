import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { apiPost, tokenOf } from '../support/api.js';
import { screenshot } from '../support/browser.js';
import { modalWith, notice, openUnder, popconfirm, question, settle, tabCount } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

const MODEL = 'e2e灵活用工PDF协议';
/** A small PDF as a company would upload it. */
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);

describe('合同管理: a PDF model from upload to enabled, and a signed contract verified', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/oddjobMarket/contract/model' });
  let page: Page;
  let models: Locator;
  let cmpyName: string;

  beforeAll(async () => {
    page = session.page;
    const token = await tokenOf(page);
    // A company that already has models in the demo (so it has passed review).
    const companies = await apiPost<{ records: Array<{ cmpyName: string }> }>(session.server.baseUrl, token, '/cmpy/contract-info/page', { pageSize: 10 });
    cmpyName = companies.records[0].cmpyName;
    models = await openUnder(page, '合同管理', '合同模板', '/oddjobMarket/contract/model');
    await models.locator('.ant-table-row').first().waitFor();
  });

  it('uploads a PDF model (yunji/add), 新增成功, counted under 待审核', async () => {
    onTestFailed(() => screenshot(page, 'contract-failed-upload').then(() => undefined));
    await settle(page);
    await screenshot(page, 'contract-model-list');
    const pending = await tabCount(models, '待审核');
    await models.getByRole('button', { name: /上传 PDF 模板/ }).click();
    const form = modalWith(page, '合同 PDF');
    await form.getByLabel('模板名称').fill(MODEL);
    await form.getByLabel('合同类型').click();
    await page.locator('.ant-select-dropdown:visible').getByText('灵活用工协议', { exact: true }).click();
    await form.getByLabel('所属企业').fill(cmpyName.slice(0, 6));
    await page.locator('.ant-select-dropdown:visible').getByText(cmpyName, { exact: true }).click();
    const upload = form.locator('.ant-form-item', { hasText: '合同 PDF' }).last();
    await upload.locator('input[type=file]').setInputFiles({ name: '灵活用工协议.pdf', mimeType: 'application/pdf', buffer: PDF });
    await upload.getByRole('button', { name: /上\s*传$/ }).click();
    await form.getByText('灵活用工协议.pdf').first().waitFor();
    await settle(page);
    await screenshot(page, 'contract-model-upload');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '新增成功').waitFor();
    await models.getByRole('tab', { name: `待审核（${pending + 1}）` }).waitFor();
  });

  it('passes the model, then enables it (asked first): 已通过 and 已启用', async () => {
    onTestFailed(() => screenshot(page, 'contract-failed-review').then(() => undefined));
    await models.getByRole('tab', { name: /^待审核/ }).click();
    const row = models.locator('.ant-table-row', { hasText: MODEL });
    await row.getByText('审核', { exact: true }).click();
    const dialog = modalWith(page, '审核结果');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await question(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '操作成功').waitFor();
    await models.getByRole('tab', { name: /^已通过/ }).click();
    const passed = models.locator('.ant-table-row', { hasText: MODEL });
    await passed.getByText('未启用').waitFor();
    await passed.getByText('启用', { exact: true }).click();
    await popconfirm(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '操作成功').waitFor();
    await passed.getByText('已启用').waitFor();
    await passed.getByText(MODEL).click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByText(/SHA-256/).first().waitFor();
    await settle(page);
    await screenshot(page, 'contract-model-detail');
    await page.locator('.ant-drawer-open .ant-drawer-close').click();
  });

  it('opens a signed contract and 校验 recomputes its digest: 校验通过', async () => {
    onTestFailed(() => screenshot(page, 'contract-failed-verify').then(() => undefined));
    const signings = await openUnder(page, '合同管理', '在线签约', '/oddjobMarket/contract/sign');
    await signings.locator('.ant-table-row').first().waitFor();
    expect(await tabCount(signings, '已签署')).toBeGreaterThan(0);
    await settle(page);
    await screenshot(page, 'contract-sign-list');
    await signings.getByRole('tab', { name: /^已签署/ }).click();
    await signings.locator('.ant-table-row').first().getByText('详情/校验').click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByRole('button', { name: /校验签署文件/ }).click();
    await drawer.getByText('校验通过：签署文件未被改动').waitFor();
    await settle(page);
    await screenshot(page, 'contract-sign-verified');
    await page.locator('.ant-drawer-open .ant-drawer-close').click();
  });

  it('shows per company the signings by state and what ends within 30 days', async () => {
    const companies = await openUnder(page, '合同管理', '企业合同', '/oddjobMarket/contract/company');
    await companies.locator('.ant-table-row').first().waitFor();
    await settle(page);
    await screenshot(page, 'contract-company-list');
  });
});
