import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { apiPost, tokenOf } from '../support/api.js';
import { screenshot } from '../support/browser.js';
import { closeDrawer, dayAt, downloadWorkbook, fillTimeRange, modalWith, notice, openScreen, question, settle, tabCount } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

/** Demo colleges waiting for review (college.demo.ts): one is passed here, one rejected. */
const TO_PASS = '中原航港工程学院';
const TO_REJECT = '郑州北龙湖卫生学校';
const REASON = '办学许可证图片不清晰，请重新上传';
/** A demo college passed after a rejection (新郑市): it hosts the fair made here and is picked on 院校统计. */
const HOST = '郑州龙湖科技大学';
const FAIR_NAME = `郑州龙湖科技大学${new Date().getFullYear() + 1}届毕业生冬季双选会（e2e）`;
const VENUE = '大学生就业创业服务中心一楼';
const THIS_YEAR = new Date().getFullYear();
const CHARTS = ['各年招生人数柱状图', '毕业生及就业情况折线图', '毕业生就业行业分布环形图', '专业分布环形图', '生源地分布地图', '生源地排行柱状图'];

/** Every chart of 院校统计 drawn: its SVG has its marks in it (axis lines are paths too, hence more than a few), and no card says 暂无数据. */
async function chartsDrawn(home: Locator): Promise<void> {
  for (const chart of CHARTS) {
    const box = home.getByRole('img', { name: chart });
    const marks = box.locator('svg path');
    await marks.first().waitFor({ state: 'attached', timeout: 30_000 });
    await expect.poll(() => marks.count()).toBeGreaterThan(5);
  }
  await expect.poll(() => home.getByText('暂无数据').count()).toBe(0);
}

/** Picks an option of the open antd select dropdown by its text. */
const chooseOption = (page: Page, text: string) => page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();

describe('高校及职业技能学校: two colleges reviewed with the tab counts moving, 毕业未就业 exported, a campus fair added, 院校统计 drawn and switched', () => {
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
    await chartsDrawn(home);
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

    // 导出 takes the tab: every row of the file is a graduate of this year or last still 未就业, as many as the tab counts.
    const unemployed = await tabCount(students, '毕业未就业');
    const workbook = await downloadWorkbook(page, students.getByRole('button', { name: /导\s*出/ }), /^学生_\d{14}\.xlsx$/);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('学生');
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(header.slice(0, 4)).toEqual(['姓名', '就业状态', '学籍状态', '毕业年份']);
    expect(sheet.actualRowCount - 1).toBe(unemployed);
    const column = (name: string) => header.indexOf(name) + 1;
    for (let r = 2; r <= sheet.actualRowCount; r++) {
      const row = sheet.getRow(r);
      expect(row.getCell(column('就业状态')).text).toBe('未就业');
      expect(row.getCell(column('学籍状态')).text).toBe('已毕业');
      expect([THIS_YEAR - 1, THIS_YEAR]).toContain(Number(row.getCell(column('毕业年份')).text));
      // The 超级管理员 holds 查看完整证件号和手机号: whole numbers in the file too.
      expect(row.getCell(column('身份证号')).text).toMatch(/^\d{17}[\dX]$/);
    }
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

  it('adds a campus fair: the host’s address changed in the address dialog, two companies with their jobs (新增成功)', async () => {
    onTestFailed(() => screenshot(page, 'college-failed-fair').then(() => undefined));
    // Two passed companies with jobs still recruiting after the fair starts (the recruitment demo's names are generated).
    // The picker takes the server's time format, seconds included.
    const start = `${dayAt(12, '09:00')}:00`;
    const jobs = await apiPost<{ records: Array<{ cmpyCode: string; cmpyName: string; endTime: string }> }>(session.server.baseUrl, await tokenOf(page), '/recruit/job-info/queryJobInfoList', {
      approveType: 3,
      pageNum: 1,
      pageSize: 100,
    });
    const companies = [...new Set(jobs.records.filter((j) => j.endTime > start).map((j) => j.cmpyName))].slice(0, 2);
    expect(companies).toHaveLength(2);

    const fairs = await openScreen(page, '招聘会', '/school/jobfair');
    await fairs.locator('.ant-table-row').first().waitFor();
    await fairs.getByRole('button', { name: /新\s*增/ }).click();
    const form = modalWith(page, '举办院校');
    await form.locator('.rich-text .ProseMirror').waitFor();
    // The host is picked by its name (the picker is named 院校, its form label 举办院校).
    await form.getByRole('combobox', { name: '院校', exact: true }).click();
    await page.keyboard.type(HOST);
    await chooseOption(page, HOST);
    // The host brings its address as the venue and itself as the organiser.
    await form.getByRole('button', { name: /修改地址/ }).waitFor();
    await expect.poll(() => form.getByLabel('主办单位').inputValue()).toBe(HOST);
    await form.getByLabel('招聘会名称').fill(FAIR_NAME);
    await fillTimeRange(page, form, start, `${dayAt(12, '16:30')}:00`);

    // The dialog opens on the host's address (新郑市); the venue is another building of it.
    await form.getByRole('button', { name: /修改地址/ }).click();
    const address = modalWith(page, '所在地区');
    await address.getByText('河南省 / 郑州市 / 新郑市').waitFor();
    await address.getByPlaceholder('请输入详细地址').fill(VENUE);
    // The typed address is looked up (确定 waits for it) and the point put there.
    await settle(page);
    await address.getByLabel('正在查找地址').waitFor({ state: 'detached' });
    await address.getByText(/经度 \d/).waitFor();
    const ok = address.getByRole('button', { name: /确\s*定/ });
    await expect.poll(() => ok.isEnabled()).toBe(true);
    await ok.click();
    await form.getByText(`河南省 郑州市 新郑市 ${VENUE}`).waitFor();

    for (const name of companies) {
      await form.getByRole('combobox', { name: '添加参会企业' }).click();
      await page.keyboard.type(name);
      await chooseOption(page, name);
      const row = form.locator('.ant-table-row', { hasText: name });
      await row.waitFor();
      await row.getByRole('button', { name: /全\s*选/ }).click();
      // 全选 asks for the company's jobs and picks those that can join.
      await expect.poll(async () => (await row.locator('.ant-select-selection-item').count()) > 0).toBe(true);
    }
    const chosen = form.getByText(/已选择 2 家企业、\d+ 个岗位/);
    await chosen.waitFor();
    const jobCount = Number(/、(\d+) 个岗位/.exec((await chosen.textContent()) ?? '')?.[1]);
    expect(jobCount).toBeGreaterThanOrEqual(2);
    await form.locator('.rich-text .ProseMirror').click();
    await page.keyboard.type('面向应届毕业生，信息技术、装备制造类岗位为主');
    await settle(page);
    await screenshot(page, 'college-jobfair-new');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '新增成功').waitFor();

    await fairs.getByPlaceholder('请输入招聘会名称').fill(FAIR_NAME);
    await fairs.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => fairs.locator('.ant-table-row').count()).toBe(1);
    const row = fairs.locator('.ant-table-row', { hasText: FAIR_NAME });
    const cells = (await row.locator('td').allTextContents()).map((t) => t.trim());
    expect(cells).toContain('待开始');
    expect(cells).toContain(HOST);

    await row.getByText('详情', { exact: true }).click();
    const drawer = page.locator('.ant-drawer-open').last();
    await drawer.getByText(VENUE).first().waitFor();
    await drawer.getByRole('tab', { name: `参会企业及岗位（2/${jobCount}）` }).click();
    for (const name of companies) await drawer.getByText(name, { exact: true }).first().waitFor();
    await settle(page);
    await screenshot(page, 'college-jobfair-detail');
    await closeDrawer(page);
  });

  it('院校统计 for one college over other years: every chart drawn again', async () => {
    onTestFailed(() => screenshot(page, 'college-failed-home-switch').then(() => undefined));
    const home = await openScreen(page, '院校统计', '/schoolHome');
    const reading = home.locator('.ant-statistic', { hasText: '在读学生' }).locator('.ant-statistic-content');
    await expect.poll(async () => /\d/.test((await reading.textContent()) ?? '')).toBe(true);
    const allColleges = await reading.textContent();

    await home.getByRole('combobox', { name: '院校', exact: true }).click();
    await page.keyboard.type(HOST);
    await chooseOption(page, HOST);
    await expect.poll(() => reading.textContent()).not.toBe(allColleges);
    await chartsDrawn(home);

    // 开始年份 first (the end keeps within ten years of it), then 结束年份: three years ending last year.
    await home.getByRole('combobox', { name: '开始年份' }).click();
    await chooseOption(page, `${THIS_YEAR - 3}年`);
    await home.getByRole('combobox', { name: '结束年份' }).click();
    await chooseOption(page, `${THIS_YEAR - 1}年`);
    await home.getByText(`${THIS_YEAR - 1}届毕业生`).waitFor();
    // The enrolment bars are the range's years, and only those.
    const enrolAxis = home.getByRole('img', { name: '各年招生人数柱状图' }).locator('svg text');
    await expect
      .poll(async () => (await enrolAxis.allTextContents()).filter((t) => /^20\d\d$/.test(t.trim())).sort())
      .toEqual([THIS_YEAR - 3, THIS_YEAR - 2, THIS_YEAR - 1].map(String));
    await chartsDrawn(home);
    await settle(page);
    await screenshot(page, 'college-home-switched');
  });
});
