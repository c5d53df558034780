import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshot } from '../support/browser.js';
import { dayAt, fillTimeRange, modalWith, notice, openUnder, popconfirm, settle } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

const PAPER_NAME = '电工初级理论知识考试（e2e）';

/** Picks `option` in the antd Select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

describe('试卷管理: a paper drawn by rules from the question bank, opened, then allowed resits', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/train/exam/paper' });
  let page: Page;
  let list: Locator;

  beforeAll(async () => {
    page = session.page;
    list = await openUnder(page, '考试管理', '试卷管理', '/train/exam/paper');
    await list.locator('.ant-table-row').first().waitFor();
  });

  it('composes a paper from a rule (电工, 单选题, 10 × 2 分), showing its total, and adds it (新增成功)', async () => {
    onTestFailed(() => screenshot(page, 'train-exam-failed-add').then(() => undefined));
    await list.getByRole('button', { name: /新\s*增/ }).click();
    const form = modalWith(page, '试卷名称');
    await form.getByLabel('试卷名称').fill(PAPER_NAME);
    // 考试时间 is typed to the second (components/time-range-picker).
    await fillTimeRange(page, form, `${dayAt(5, '09:00')}:00`, `${dayAt(12, '18:00')}:00`);
    await choose(page, form, '技能标签', '电工');
    await form.getByText('20 分', { exact: true }).waitFor();
    await form.getByLabel('及格分').fill('12');
    await settle(page);
    await screenshot(page, 'train-exam-paper-form');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '新增成功').waitFor();

    const row = list.locator('.ant-table-row', { hasText: PAPER_NAME });
    await row.waitFor();
    const cells = (await row.locator('td').allTextContents()).map((t) => t.trim());
    expect(cells).toContain('规则抽题');
    expect(cells).toContain('未开放');
  });

  it('opens the paper after a question, and sets 允许补考 2 次', async () => {
    onTestFailed(() => screenshot(page, 'train-exam-failed-open').then(() => undefined));
    const row = list.locator('.ant-table-row', { hasText: PAPER_NAME });
    await row.getByText('开放', { exact: true }).click();
    await popconfirm(page).getByText(`确定开放试卷“${PAPER_NAME}”吗？`, { exact: false }).waitFor();
    await popconfirm(page).getByRole('button', { name: /确\s*定/ }).click();
    await row.getByText('已开放', { exact: true }).waitFor();
    // An open paper is no longer edited.
    await expect.poll(() => row.getByText('编辑', { exact: true }).count()).toBe(0);

    await row.getByText('补考设置', { exact: true }).click();
    const dialog = modalWith(page, '补考状态');
    await dialog.getByText('允许补考', { exact: true }).click();
    await dialog.getByLabel('补考次数').fill('2');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    // 不允许补考 → 允许补考 (the new paper had none).
    await expect.poll(async () => (await row.locator('td').allTextContents()).some((t) => t.trim().startsWith('允许补考'))).toBe(true);
    await settle(page);
    await screenshot(page, 'train-exam-paper-list');
  });
});
