import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshot } from '../support/browser.js';
import { eventually, pickCascader, settle } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

/** The figure of a headline card, as a number. */
async function figure(page: Page, title: string): Promise<number> {
  const card = page.locator('.ant-card').filter({ has: page.locator('.ant-statistic-title', { hasText: title }) }).first();
  const text = (await card.locator('.ant-statistic-content-value').textContent()) ?? '';
  return Number(text.replace(/,/g, ''));
}

describe('培训系统 数据看板 (trainHome): the demo’s figures and charts, narrowed to one county', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/trainHome' });
  let page: Page;

  beforeAll(async () => {
    page = session.page;
    await page.getByRole('img', { name: '课程与开班趋势图' }).waitFor({ timeout: 30_000 });
  });

  it('shows the cards and charts of the last 12 months from the demo records', async () => {
    onTestFailed(() => screenshot(page, 'train-home-failed').then(() => undefined));
    await page.getByRole('list', { name: '区县占比' }).waitFor();
    await settle(page);
    expect(await figure(page, '课程总数')).toBeGreaterThan(0);
    expect(await figure(page, '班级总数')).toBeGreaterThan(0);
    expect(await figure(page, '学员人数')).toBeGreaterThan(0);
    for (const chart of ['报名与学员趋势图', '每月新增课程图', '班级使用率图', '签到情况图', '课程开班与学员排行图']) {
      await page.getByRole('img', { name: chart }).waitFor();
    }
    await screenshot(page, 'train-home-top');
    await page.getByText('机构课程占比').scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'train-home-middle');
    await page.getByRole('application', { name: '学员所在区县地图' }).scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'train-home-map');
  });

  it('counts only 新郑市 once the county is chosen', async () => {
    const allCourses = await figure(page, '课程总数');
    const allStudents = await figure(page, '学员人数');
    await page.locator('.train-home__toolbar .ant-cascader').click();
    await pickCascader(page, ['河南省', '郑州市', '新郑市']);
    const countyList = page.getByRole('list', { name: '区县占比' }).locator('li');
    await eventually('only 新郑市 listed', async () => {
      const counties = await countyList.allTextContents();
      return counties.length > 0 && counties.every((c) => c.startsWith('新郑市'));
    }, 20_000);
    await settle(page);
    expect(await figure(page, '课程总数')).toBeLessThanOrEqual(allCourses);
    expect(await figure(page, '学员人数')).toBeLessThan(allStudents);
    await page.locator('.train-home__toolbar').evaluate((bar) => bar.scrollIntoView());
    await settle(page);
    await screenshot(page, 'train-home-xinzheng');
  });
});
