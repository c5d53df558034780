import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshot } from '../support/browser.js';
import { closeDrawer, modalWith, notice, openScreen, popconfirm, settle, tabCount } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

const FORM_NAME = '茶艺师培训报名表（e2e）';

describe('培训系统: 培训需求, 培训表单 and 标签管理 on the demo data', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/train/requirement' });
  let page: Page;

  beforeAll(() => {
    page = session.page;
  });

  it('培训需求: takes a pending requirement into 处理中 with a note, the counts follow, and its history shows the move', async () => {
    onTestFailed(() => screenshot(page, 'train-admin-failed-requirement').then(() => undefined));
    const view: Locator = await openScreen(page, '培训需求', '/train/requirement');
    await view.locator('.ant-table-row').first().waitFor();
    const pending = await tabCount(view, '待处理');
    const processing = await tabCount(view, '处理中');
    expect(pending).toBeGreaterThan(0);
    // Phones arrive masked.
    expect(await view.locator('.ant-table-row').first().textContent()).toMatch(/1\d\d\*{4}\d{4}/);
    await settle(page);
    await screenshot(page, 'train-admin-requirement-list');

    const row = view.locator('.ant-table-row').first();
    const name = (await row.locator('td').first().textContent())?.trim() ?? '';
    await row.getByRole('button', { name: /处\s*理/ }).click();
    const dialog = modalWith(page, '处理结果');
    await dialog.getByText('处理中', { exact: true }).click();
    await dialog.getByLabel('处理说明').fill('已电话联系需求人，正在对接培训机构。');
    await settle(page);
    await screenshot(page, 'train-admin-requirement-handle');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '处理成功').waitFor();
    await expect.poll(() => tabCount(view, '待处理')).toBe(pending - 1);
    expect(await tabCount(view, '处理中')).toBe(processing + 1);

    await view.getByRole('tab', { name: /^处理中/ }).click();
    const moved = view.locator('.ant-table-row', { hasText: name }).first();
    await moved.getByRole('button', { name: /详\s*情/ }).click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByText('已电话联系需求人，正在对接培训机构。').first().waitFor();
    await drawer.getByText(/待处理 → 处理中/).first().waitFor();
    await settle(page);
    await screenshot(page, 'train-admin-requirement-detail');
    await closeDrawer(page);
  });

  it('培训表单: adds a form with a choice field, previews it, and lists it', async () => {
    onTestFailed(() => screenshot(page, 'train-admin-failed-form').then(() => undefined));
    const view = await openScreen(page, '培训表单', '/train/form');
    await view.locator('.ant-table-row', { hasText: '电工培训报名表' }).waitFor();
    await settle(page);
    await screenshot(page, 'train-admin-form-list');

    await view.getByRole('button', { name: /新\s*增/ }).click();
    const editor = modalWith(page, '表单字段');
    await editor.getByLabel('表单名称').fill(FORM_NAME);
    await editor.getByRole('button', { name: /添加字段/ }).click();
    await editor.getByLabel('第3个字段的字段名称').fill('报考等级');
    await editor.getByLabel('第3个字段的字段类型').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '下拉选择' }).first().click();
    const options = editor.getByLabel('第3个字段的选项');
    await options.fill('五级');
    await options.press('Enter');
    await options.fill('四级');
    await options.press('Enter');
    await settle(page);
    await screenshot(page, 'train-admin-form-editor');
    await editor.getByRole('button', { name: /预\s*览/ }).click();
    const preview = modalWith(page, '表单预览');
    await preview.getByText('报考等级', { exact: true }).waitFor();
    await settle(page);
    await screenshot(page, 'train-admin-form-preview');
    await preview.locator('.ant-modal-close').click();
    await editor.getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '新增成功').waitFor();
    await view.locator('.ant-table-row', { hasText: FORM_NAME }).waitFor();
  });

  it('标签管理: marks a skill label 热门 after a question, the hot count following', async () => {
    onTestFailed(() => screenshot(page, 'train-admin-failed-label').then(() => undefined));
    const view = await openScreen(page, '标签管理', '/train/label');
    await view.getByRole('tab', { name: '职业技能' }).click();
    const plain = view.locator('.ant-table-row', { hasText: '钳工' });
    await plain.waitFor();
    const before = Number(/热门标签 (\d+)\//.exec((await view.getByText(/^热门标签/).textContent()) ?? '')?.[1]);
    await plain.getByRole('button', { name: /设为热门/ }).click();
    await popconfirm(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '已设为热门').waitFor();
    await view.getByText(`热门标签 ${before + 1}/10`, { exact: false }).waitFor();
    await settle(page);
    await screenshot(page, 'train-admin-label-list');
  });
});
