import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshot } from '../support/browser.js';
import { closeDrawer, dayAt, modalWith, notice, openScreen, popconfirm, settle, tabCount } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

const INFO = '荥阳市就业见习补贴政策解读（e2e）';
const FILE = '郑州市人民政府关于印发促进就业创业若干措施的通知（e2e）';
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);

describe('政策管理: 政策信息, 政策报告, 政策文件, 政策事项, 政策申报 and 首页 on the demo data', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/policy/home' });
  let page: Page;

  beforeAll(() => {
    page = session.page;
  });

  it('首页 shows the figures, the county map and chart, and the newest news, notices, info and reports', async () => {
    onTestFailed(() => screenshot(page, 'policy-pub-failed-home').then(() => undefined));
    const view = await openScreen(page, '首页', '/policy/home');
    await view.getByText('已发布政策信息').waitFor();
    await view.locator('.ant-list-item').first().waitFor();
    await view.locator('[role="img"][aria-label="各区县政策申请地图"] svg path').first().waitFor();
    await view.locator('[role="img"][aria-label="各区县政策申请数"] svg').first().waitFor();
    for (const title of ['最新政策资讯', '最新申报通知', '最新政策信息', '最新政策报告']) {
      await view.locator('.ant-card').filter({ hasText: title }).locator('.ant-list-item').first().waitFor();
    }
    await settle(page);
    await screenshot(page, 'policy-home');
  });

  it('政策信息: a draft is submitted for later (待发布), revoked to 草稿 and deleted; the tab counts follow', async () => {
    onTestFailed(() => screenshot(page, 'policy-pub-failed-info').then(() => undefined));
    const view = await openScreen(page, '政策信息', '/policy/info');
    await view.locator('.ant-table-row').first().waitFor();
    const drafts = await tabCount(view, '草稿');
    const scheduled = await tabCount(view, '待发布');
    expect(await tabCount(view, '已发布')).toBeGreaterThan(0);
    await settle(page);
    await screenshot(page, 'policy-info-list');

    await view.getByRole('button', { name: /新\s*增/ }).click();
    let form = modalWith(page, '保存方式');
    await form.getByLabel('标题').fill(INFO);
    await form.getByLabel('来源/作者').fill('荥阳市人力资源和社会保障局');
    await form.locator('.ProseMirror').click();
    await page.keyboard.type('一、政策对象：离校2年内未就业高校毕业生。');
    await settle(page);
    await screenshot(page, 'policy-info-form');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '保存成功').waitFor();
    await expect.poll(() => tabCount(view, '草稿')).toBe(drafts + 1);

    // 提交 with a publish time ahead: it waits as 待发布.
    await view.locator('.ant-table-row', { hasText: INFO }).first().getByRole('button', { name: /提\s*交/ }).click();
    form = modalWith(page, '保存方式');
    const time = form.getByLabel('发布时间');
    await time.click();
    await time.fill(dayAt(3, '09:00:00'));
    await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click();
    await settle(page);
    await screenshot(page, 'policy-info-submit');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '提交成功').waitFor();
    await expect.poll(() => tabCount(view, '待发布')).toBe(scheduled + 1);
    expect(await tabCount(view, '草稿')).toBe(drafts);

    await view.getByRole('tab', { name: /^待发布/ }).click();
    const waiting = view.locator('.ant-table-row', { hasText: INFO }).first();
    await waiting.waitFor();
    await settle(page);
    await screenshot(page, 'policy-info-scheduled');
    await waiting.getByRole('button', { name: /撤\s*销/ }).click();
    await popconfirm(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '撤销成功').waitFor();
    await expect.poll(() => tabCount(view, '待发布')).toBe(scheduled);

    await view.getByRole('tab', { name: /^草稿/ }).click();
    const draft = view.locator('.ant-table-row', { hasText: INFO }).first();
    await draft.getByRole('button', { name: /删\s*除/ }).click();
    await popconfirm(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '删除成功').waitFor();
    await expect.poll(() => tabCount(view, '草稿')).toBe(drafts);
  });

  it('政策报告: a published report goes offline after asking, and its detail shows the body', async () => {
    onTestFailed(() => screenshot(page, 'policy-pub-failed-report').then(() => undefined));
    const view = await openScreen(page, '政策报告', '/policy/report');
    await view.getByRole('tab', { name: /^已发布/ }).click();
    const row = view.locator('.ant-table-row').first();
    await row.waitFor();
    const published = await tabCount(view, '已发布');
    const offline = await tabCount(view, '已下线');
    await row.locator('td a').first().click();
    await page.locator('.ant-drawer-open').getByText('一、基本情况').waitFor();
    await settle(page);
    await screenshot(page, 'policy-report-detail');
    await closeDrawer(page);
    await row.getByRole('button', { name: /下\s*线/ }).click();
    await popconfirm(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '下线成功').waitFor();
    await expect.poll(() => tabCount(view, '已下线')).toBe(offline + 1);
    expect(await tabCount(view, '已发布')).toBe(published - 1);
  });

  it('政策文件: a file with a PDF, its items set and a project related, all shown in its detail', async () => {
    onTestFailed(() => screenshot(page, 'policy-pub-failed-file').then(() => undefined));
    const view = await openScreen(page, '政策文件', '/policy/file');
    await view.locator('.ant-table-row').first().waitFor();
    await settle(page);
    await screenshot(page, 'policy-file-list');

    await view.getByRole('button', { name: /新\s*增/ }).click();
    let form = modalWith(page, '发文机关');
    await form.getByLabel('文件标题').fill(FILE);
    await form.getByLabel('文号').fill(`郑政〔2025〕${900 + (Date.now() % 90)}号`);
    await form.getByLabel('发文机关').fill('郑州市人民政府');
    // 层级 stays 市: the region is 郑州市.
    await form.getByLabel('地区').click();
    await page.locator('.ant-cascader-menu-item:visible', { hasText: '河南省' }).first().click();
    await page.locator('.ant-cascader-menu-item:visible', { hasText: '郑州市' }).first().click();
    const date = form.getByLabel('发布日期');
    await date.click();
    await date.fill(dayAt(-20, '').trim());
    await date.press('Enter');
    const attachments = form.locator('.ant-form-item', { hasText: '附件' }).last();
    await attachments.locator('input[type=file]').setInputFiles({ name: '促进就业创业若干措施.pdf', mimeType: 'application/pdf', buffer: PDF });
    await attachments.getByRole('button', { name: /上\s*传$/ }).click();
    await form.getByText('促进就业创业若干措施.pdf').first().waitFor();
    await settle(page);
    await screenshot(page, 'policy-file-form');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '新增成功').waitFor();

    const row = view.locator('.ant-table-row', { hasText: FILE }).first();
    await row.getByRole('button', { name: /设置事项/ }).click();
    form = modalWith(page, '添加事项');
    await form.getByRole('button', { name: '添加事项' }).click();
    await form.getByLabel('事项名称').fill('高校毕业生一次性求职创业补贴');
    await form.getByLabel('主管部门').fill('郑州市人力资源和社会保障局');
    await settle(page);
    await screenshot(page, 'policy-file-items');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '操作成功').waitFor();

    await row.getByRole('button', { name: /关联项目/ }).click();
    form = modalWith(page, '关联补贴项目');
    await form.locator('.ant-select').click();
    const project = (await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().textContent())?.trim() ?? '';
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    // A multiple select stays open over the footer: close it as a person does, by clicking elsewhere.
    await form.locator('.ant-modal-title').click();
    await settle(page);
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '操作成功').waitFor();

    await row.locator('td a').first().click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByText('高校毕业生一次性求职创业补贴').waitFor();
    await drawer.getByText('促进就业创业若干措施.pdf', { exact: false }).waitFor();
    await drawer.getByText(project, { exact: false }).first().waitFor();
    await settle(page);
    await screenshot(page, 'policy-file-detail');
    await closeDrawer(page);
  });

  it('政策事项 and 政策申报 list the demo items by type and the declarations', async () => {
    onTestFailed(() => screenshot(page, 'policy-pub-failed-items').then(() => undefined));
    const items = await openScreen(page, '政策事项', '/policy/item');
    await items.locator('.ant-table-row').first().waitFor();
    expect(await tabCount(items, '资质荣誉')).toBeGreaterThan(0);
    await settle(page);
    await screenshot(page, 'policy-item-list');
    const declarations = await openScreen(page, '政策申报', '/policy/declare');
    await declarations.locator('.ant-table-row').first().waitFor();
    await settle(page);
    await screenshot(page, 'policy-declare-list');
  });
});
