import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshot } from '../support/browser.js';
import { closeDrawer, modalWith, notice, openScreen, question, settle, tabCount } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

/** Demo colleges waiting for review (college.demo.ts): one is passed here, one rejected. */
const TO_PASS = '中原航港工程学院';
const TO_REJECT = '郑州北龙湖卫生学校';
const REASON = '办学许可证图片不清晰，请重新上传';

describe('院校审核: two colleges reviewed, the tab counts moving; 院校统计 drawn', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/schoolHome' });
  let page: Page;
  let view: Locator;

  beforeAll(async () => {
    page = session.page;
  });

  it('draws 院校统计 on the sub-system’s home: figures, the four charts and the 生源地 map', async () => {
    onTestFailed(() => screenshot(page, 'college-failed-home').then(() => undefined));
    await page.waitForURL((url) => url.hash.startsWith('#/schoolHome'));
    const home = page.locator('.cached-view[data-path="/schoolHome"]');
    for (const chart of ['各年招生人数柱状图', '毕业生及就业情况折线图', '毕业生就业行业分布环形图', '专业分布环形图', '生源地分布地图', '生源地排行柱状图']) {
      // Drawn: the chart's SVG has its marks in it (axis lines are paths too, hence more than a few).
      const marks = home.getByRole('img', { name: chart }).locator('svg path');
      await marks.first().waitFor({ state: 'attached', timeout: 30_000 });
      await expect.poll(() => marks.count(), { timeout: 30_000 }).toBeGreaterThan(5);
    }
    await expect.poll(async () => home.getByText('在读学生').count()).toBeGreaterThan(0);
    await settle(page);
    await screenshot(page, 'college-home');
  });

  it('passes one pending college and rejects another with a reason; the counts follow', async () => {
    onTestFailed(() => screenshot(page, 'college-failed-review').then(() => undefined));
    view = await openScreen(page, '院校管理', '/school/college');
    await view.locator('.ant-table-row').first().waitFor();
    const pending = await tabCount(view, '待审核');
    const passed = await tabCount(view, '已通过');
    const rejected = await tabCount(view, '已驳回');
    expect(pending).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'college-list');

    const review = async (name: string, reject: boolean) => {
      const row = view.locator('.ant-table-row', { hasText: name });
      await row.getByText('审核', { exact: true }).click();
      const dialog = modalWith(page, '审核结果');
      if (reject) {
        await dialog.getByText('驳回', { exact: true }).click();
        await dialog.getByPlaceholder('请输入驳回原因，将告知提交人').fill(REASON);
      }
      await dialog.getByRole('button', { name: /确\s*定/ }).click();
      await question(page).getByRole('button', { name: /确\s*定/ }).click();
      await notice(page, '操作成功').waitFor();
      await row.waitFor({ state: 'detached' });
    };
    await review(TO_PASS, false);
    await review(TO_REJECT, true);
    await expect.poll(() => tabCount(view, '待审核')).toBe(pending - 2);
    await expect.poll(() => tabCount(view, '已通过')).toBe(passed + 1);
    await expect.poll(() => tabCount(view, '已驳回')).toBe(rejected + 1);

    await view.getByRole('tab', { name: /^已驳回/ }).click();
    const row = view.locator('.ant-table-row', { hasText: TO_REJECT });
    await row.waitFor();
    await row.getByText('详情', { exact: true }).click();
    const drawer = page.locator('.ant-drawer-open').last();
    await drawer.getByText(`驳回原因：${REASON}`).first().waitFor();
    await drawer.getByText('入驻申请记录').waitFor();
    await settle(page);
    await screenshot(page, 'college-detail');
    await closeDrawer(page);
  });

  it('lists the students, 毕业未就业 on a tab of its own with masked numbers', async () => {
    onTestFailed(() => screenshot(page, 'college-failed-students').then(() => undefined));
    const students = await openScreen(page, '学生管理', '/school/student');
    await students.locator('.ant-table-row').first().waitFor();
    await students.getByRole('tab', { name: /^毕业未就业/ }).click();
    await expect.poll(() => tabCount(students, '毕业未就业')).toBeGreaterThan(0);
    const cells = (await students.locator('.ant-table-row').first().locator('td').allTextContents()).map((t) => t.trim());
    expect(cells).toContain('未就业');
    // The 超级管理员 sees whole numbers: every code is 18 characters, masked or not.
    expect(cells.some((c) => /^\d{17}[\dX]$|^\d{6}\*{8}\d{3}[\dX]$/.test(c))).toBe(true);
    await screenshot(page, 'college-students');
  });

  it('shows 供需信息 and the campus fairs', async () => {
    const supply = await openScreen(page, '供需信息', '/school/provide-need');
    await supply.locator('.ant-table-row').first().waitFor();
    await settle(page);
    await screenshot(page, 'college-provide-need');
    const fairs = await openScreen(page, '招聘会', '/school/jobfair');
    await fairs.locator('.ant-table-row').first().waitFor();
    await screenshot(page, 'college-jobfairs');
    await fairs.getByRole('button', { name: /新\s*增/ }).click();
    const form = modalWith(page, '举办院校');
    await form.locator('.rich-text .ProseMirror').waitFor();
    await settle(page);
    await screenshot(page, 'college-jobfair-form');
    await form.getByRole('button', { name: /取\s*消/ }).click();
  });
});
