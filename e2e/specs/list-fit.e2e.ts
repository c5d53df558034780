import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshot } from '../support/browser.js';
import { eventually } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

/**
 * Every list screen of the console that has demo rows (issue 9: at first those whose state or time columns
 * were off-screen at 1440 px). 素材管理 has none: the demo seeds no materials (uploads.e2e.ts and train-course.e2e.ts upload their own).
 */
const LISTS = [
  { name: '岗位列表', path: '/recruit/job/list' },
  { name: '岗位审核', path: '/recruit/job/review' },
  { name: '企业审核', path: '/recruit/company/approval' },
  { name: '投递记录', path: '/recruit/resume/list' },
  { name: '外包员工', path: '/recruit/outsource' },
  { name: '用户管理', path: '/system/user' },
  { name: '埋点管理', path: '/system/event' },
  { name: '操作日志', path: '/system/operlog' },
  { name: '登录日志', path: '/system/loginlog' },
  { name: '在线用户', path: '/system/online' },
  { name: '题库管理', path: '/train/exam/topic' },
  { name: '试卷管理', path: '/train/exam/paper' },
  { name: '培训需求', path: '/train/requirement' },
  { name: '培训表单', path: '/train/form' },
  { name: '课程审核', path: '/train/course/approval' },
  { name: '课程列表', path: '/train/course/list' },
  { name: '政策申请审核', path: '/policy/apply' },
  { name: '补贴项目', path: '/policy/subsidy' },
  { name: '报名管理', path: '/train/apply' },
  { name: '订单列表', path: '/train/order' },
  { name: '班级管理', path: '/train/class' },
  { name: '学员管理', path: '/train/student' },
  { name: '技能机构', path: '/policy/organ' },
  { name: '政策发文', path: '/policy/promulgation' },
  { name: '申报通知', path: '/policy/notify' },
  { name: '政策资讯', path: '/policy/news' },
  { name: '驿站及活动管理', path: '/recruit/station/manage' },
  { name: '驿站活动', path: '/recruit/station/activity' },
  { name: '结算管理', path: '/recruit/station/settlement' },
  { name: '政策信息', path: '/policy/info' },
  { name: '政策报告', path: '/policy/report' },
  { name: '政策文件', path: '/policy/file' },
  { name: '政策事项', path: '/policy/item' },
  { name: '政策申报', path: '/policy/declare' },
  { name: '院校管理', path: '/school/college' },
  { name: '学生管理', path: '/school/student' },
  { name: '校园招聘会', path: '/school/jobfair' },
  { name: '小区管理', path: '/oddjobMarket/rent/community' },
  { name: '闲置房屋', path: '/oddjobMarket/idle-house' },
  { name: '房源管理', path: '/oddjobMarket/rent/house' },
  { name: '租户管理', path: '/oddjobMarket/rent/tenant' },
  { name: '退租申请', path: '/oddjobMarket/rent/quit' },
  { name: '租赁企业', path: '/oddjobMarket/rent/company' },
  { name: '轮播图管理', path: '/oddjobMarket/advert/banner' },
  { name: '公告管理', path: '/oddjobMarket/advert/anno' },
  { name: '推荐岗位', path: '/oddjobMarket/advert/recommend-job' },
  { name: '推荐课程', path: '/oddjobMarket/advert/recommend-course' },
  { name: '商户认证', path: '/oddjobMarket/shop/info' },
  { name: '提现管理', path: '/oddjobMarket/shop/withdrawal' },
  { name: '评价管理', path: '/oddjobMarket/shop/comment' },
  { name: '红包补贴用户', path: '/oddjobMarket/redpkg' },
  { name: '支付申请审批', path: '/oddjobMarket/payment' },
  { name: '合同模板', path: '/oddjobMarket/contract/model' },
  { name: '在线签约', path: '/oddjobMarket/contract/sign' },
  { name: '企业合同', path: '/oddjobMarket/contract/company' },
  { name: '电子卡充值', path: '/oddjobMarket/card' },
  { name: '企业统计', path: '/recruit/company/statistics' },
  { name: '招聘会', path: '/recruit/jobfair' },
  { name: '热点事件', path: '/recruit/hot-event' },
  { name: '线上课程', path: '/train/course/online' },
  { name: '自定义课程', path: '/train/course/custom' },
  { name: '供需信息', path: '/school/provide-need' },
  { name: '账单管理', path: '/oddjobMarket/shop/bill' },
  { name: '房源上报', path: '/oddjobMarket/rent/report' },
  { name: '角色管理', path: '/system/role' },
  { name: '资源管理', path: '/system/resource' },
  { name: '消息管理', path: '/system/message' },
  { name: '定时任务', path: '/system/schedule' },
  { name: '字典管理', path: '/system/dict' },
] as const;

interface ColumnBox {
  title: string;
  left: number;
  right: number;
}

interface Fit {
  /** The table's visible part: its scroll container's edges on screen. */
  visibleLeft: number;
  visibleRight: number;
  /** Where the columns fixed on the right begin (the visible right edge when there are none). */
  fixedRightStart: number;
  /** State and time columns, by their cells' class (column-kinds.ts); a list may have none (政策事项). */
  columns: ColumnBox[];
  rowHeights: number[];
  /** Header cells drawn so far. */
  headerCells: number;
}

/** Measures the first table on the page as drawn, scrolled to its start. Browser code as text: this package is compiled without the DOM's types. */
const measure = (page: Page) =>
  page.evaluate<Fit>(`(() => {
    // Pages behind other tags stay in the document, hidden: measure the one on screen.
    const shown = [...document.querySelectorAll('.list-page')].find((el) => el.getClientRects().length > 0);
    const table = shown.querySelector('.ant-table');
    const scroller = table.querySelector('.ant-table-content, .ant-table-body') || table;
    scroller.scrollLeft = 0;
    const box = scroller.getBoundingClientRect();
    const visibleRight = Math.min(box.right, window.innerWidth);
    const fixedRight = [...table.querySelectorAll('thead th.ant-table-cell-fix-right')].map((th) => th.getBoundingClientRect().left);
    const columns = [...table.querySelectorAll('thead th.list-col--state, thead th.list-col--time')].map((th) => {
      const r = th.getBoundingClientRect();
      return { title: th.textContent.trim(), left: r.left, right: r.right };
    });
    const rowHeights = [...table.querySelectorAll('tbody tr.ant-table-row')].map((tr) => tr.getBoundingClientRect().height);
    const headerCells = table.querySelectorAll('thead th').length;
    return { visibleLeft: box.left, visibleRight, fixedRightStart: fixedRight.length ? Math.min(...fixedRight) : visibleRight, columns, rowHeights, headerCells };
  })()`);

/**
 * Lists fit the screen (issue 9): at 1440×900 every state and time column of
 * each built list is on screen as the page opens — it ends before the fixed
 * 操作 column begins, so neither the scrollbar nor that column hides it —
 * and every row is one line.
 */
describe('lists fit a 1440 px screen', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN });
  let page: Page;
  beforeAll(() => {
    page = session.page;
  });

  it.each(LISTS)('$name shows its state and time columns without scrolling, one line a row', { timeout: 60_000 }, async ({ name, path }) => {
    onTestFailed(() => screenshot(page, `list-fit-failed-${path.replace(/\//g, '-').slice(1)}`).then(() => undefined));
    await page.goto(`/#${path}`);
    await page.locator('.list-page:visible .ant-table-row:visible').first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    // The viewport is what the spec says it is: a 1440 px wide screen.
    expect(page.viewportSize()).toEqual({ width: 1440, height: 900 });
    let fit = await measure(page);
    await eventually(`${name}'s columns drawn`, async () => {
      fit = await measure(page);
      return fit.headerCells > 0;
    });
    const hidden = fit.columns.filter((c) => c.left < fit.visibleLeft || c.right > fit.fixedRightStart + 0.5);
    if (hidden.length > 0 || name === '岗位列表' || name === '企业审核' || name === '投递记录' || name === '在线用户' || path.startsWith('/oddjobMarket/rent/')) {
      await screenshot(page, `list-fit-${path.replace(/\//g, '-').slice(1)}`);
    }
    expect(hidden, `${name}: visible up to ${fit.fixedRightStart}px`).toEqual([]);
    // One line: every row as tall as the shortest (a wrapped cell makes its row taller).
    const shortest = Math.min(...fit.rowHeights);
    expect(Math.max(...fit.rowHeights) - shortest, `${name}: row heights ${fit.rowHeights.join(', ')}`).toBeLessThanOrEqual(1);
    expect(shortest).toBeLessThan(60);
  });

  it('在线用户: the fixed 操作 column does not cover 最后活动时间', async () => {
    await page.goto('/#/system/online');
    await page.locator('.list-page:visible .ant-table-row:visible').first().waitFor({ timeout: 20_000 });
    const fit = await measure(page);
    const lastActive = fit.columns.find((c) => c.title === '最后活动时间');
    expect(lastActive).toBeDefined();
    expect(lastActive!.right).toBeLessThanOrEqual(fit.fixedRightStart + 0.5);
  });
});
