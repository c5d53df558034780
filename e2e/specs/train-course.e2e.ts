import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshot } from '../support/browser.js';
import { closeDrawer, modalWith, notice, openUnder, popconfirm, question, settle, tabCount } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

/** The value beside `label` in the open drawer's detail (antd Descriptions, bordered). */
const detailValue = (drawer: Locator, label: string) => drawer.locator('th', { hasText: label }).first().locator('xpath=following-sibling::td[1]');

describe('课程审核: a demo course passed in review, put online and taken offline, its history in the detail', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/train/course/approval' });
  let page: Page;
  let approval: Locator;
  let courseCode = '';
  let courseName = '';

  beforeAll(async () => {
    page = session.page;
    approval = await openUnder(page, '课程管理', '课程审核', '/train/course/approval');
    await approval.locator('.ant-table-row').first().waitFor();
  });

  it('passes the first course 审核中 from its detail after asking; the tab counts follow', async () => {
    onTestFailed(() => screenshot(page, 'train-course-failed-pass').then(() => undefined));
    const inReview = await tabCount(approval, '审核中');
    const passed = await tabCount(approval, '已通过');
    expect(inReview).toBeGreaterThan(0);
    await screenshot(page, 'train-course-approval');

    const row = approval.locator('.ant-table-row').first();
    // The name is the row's link (the first cell is its checkbox).
    courseName = (await row.locator('a').first().textContent())?.trim() ?? '';
    expect(courseName).not.toBe('');
    await row.getByText('详情', { exact: true }).click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByText('审核记录', { exact: true }).waitFor();
    courseCode = (await detailValue(drawer, '课程编号').textContent())?.trim() ?? '';
    expect(courseCode).toMatch(/^[0-9a-f]{32}$/);
    await drawer.getByRole('button', { name: '审核通过' }).click();
    await question(page).locator('.ant-modal-confirm-title', { hasText: `确定审核通过课程“${courseName}”吗？` }).waitFor();
    await question(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '操作成功').waitFor();
    await detailValue(drawer, '审核状态').getByText('已通过').waitFor();
    await closeDrawer(page);
    await expect.poll(() => tabCount(approval, '审核中')).toBe(inReview - 1);
    expect(await tabCount(approval, '已通过')).toBe(passed + 1);
  });

  it('puts the course online and takes it offline from 课程列表, each after asking', async () => {
    onTestFailed(() => screenshot(page, 'train-course-failed-online').then(() => undefined));
    const list = await openUnder(page, '课程管理', '课程列表', '/train/course/list');
    // The form: 课程性质 decides what else it asks (机构课程 its organisation).
    await list.getByRole('button', { name: /新\s*增/ }).click();
    const form = modalWith(page, '课程名称');
    await form.getByText('机构课程', { exact: true }).click();
    await form.getByText('所属机构', { exact: true }).waitFor();
    await settle(page);
    await screenshot(page, 'train-course-form');
    await form.getByRole('button', { name: /取\s*消/ }).click();
    await form.waitFor({ state: 'hidden' });
    await list.getByPlaceholder('请输入课程编号').fill(courseCode);
    await list.getByRole('button', { name: /查\s*询/ }).click();
    const row = list.locator('.ant-table-row', { hasText: courseName });
    await expect.poll(() => list.locator('.ant-table-row').count()).toBe(1);
    await row.getByText('已通过', { exact: true }).waitFor();

    await row.getByText('上线', { exact: true }).click();
    await popconfirm(page).getByText(`确定上线课程“${courseName}”吗？`).first().waitFor();
    await popconfirm(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '上线成功').waitFor();
    await row.getByText('已上线', { exact: true }).waitFor();
    // Online, the course is neither edited nor deleted.
    expect(await row.getByText('编辑', { exact: true }).count()).toBe(0);
    await settle(page);
    await screenshot(page, 'train-course-online');

    await row.getByText('下线', { exact: true }).click();
    await popconfirm(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '下线成功').waitFor();
    await row.getByText('已下线', { exact: true }).waitFor();
  });

  it('shows the course under 已下线 in 课程审核 with its history in flow order', async () => {
    onTestFailed(() => screenshot(page, 'train-course-failed-history').then(() => undefined));
    approval = await openUnder(page, '课程管理', '课程审核', '/train/course/approval');
    await approval.getByRole('tab', { name: /^已下线（\d+）$/ }).click();
    // The tab is in the address; the filter row is set from it once it has moved.
    await page.waitForURL((url) => url.hash.includes('tab=4'));
    await approval.locator('.ant-table-row').first().getByText('已下线', { exact: true }).waitFor();
    await settle(page);
    await approval.getByPlaceholder('请输入课程编号').fill(courseCode);
    await approval.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => approval.locator('.ant-table-row').count()).toBe(1);
    await approval.locator('.ant-table-row').first().getByText('详情', { exact: true }).click();
    const drawer = page.locator('.ant-drawer-open');
    const history = drawer.locator('.ant-table-tbody');
    await history.getByText('下线', { exact: true }).waitFor();
    const actions = await history.locator('tr td:first-child').allTextContents();
    expect(actions.slice(-3)).toEqual(['审核通过', '上线', '下线']);
    expect(actions[0]).toBe('提交审核');
    // 强制下线 is offered to an offline course.
    await drawer.getByRole('button', { name: '强制下线' }).waitFor();
    await history.scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'train-course-history');
  });
});
