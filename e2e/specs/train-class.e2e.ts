import ExcelJS from 'exceljs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { apiGet, apiPost, tokenOf } from '../support/api.js';
import { screenshot } from '../support/browser.js';
import { downloadWorkbook, modalWith, notice, openScreen, popconfirm, settle } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

const CLASS_NAME = '低压电工作业e2e班';

/** `YYYY-MM-DD HH:mm:00`, `days` from now at `time` (Asia/Shanghai). */
const at = (days: number, time: string) => `${new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)} ${time}:00`;

/** A valid ID number (新郑市, 1990s) for person `n`. */
function idCard(n: number): string {
  const first17 = `410184199${n % 10}0${1 + (n % 9)}1${n % 9}${String(n).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * weights[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

describe('班级管理 · 学员管理 · 签到管理: a class with sessions, students imported with an error file, 补签, 结业', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/train/class' });
  let page: Page;
  let classCode = '';

  beforeAll(async () => {
    page = session.page;
    // The class is made as the API takes it (its two sessions are over, so it can take a 补签 and 结业).
    const token = await tokenOf(page);
    const base = session.server.baseUrl;
    const courses = await apiGet<{ records: Array<{ courseCode: string; cmpyCode: string }> }>(base, token, '/train/course/getBDCourseList', {
      pageNum: 1,
      pageSize: 10,
      approveType: 1,
      courseType: 2,
    });
    const companies = await apiGet<Array<{ cmpyCode: string }>>(base, token, '/cmpy/list', { cmpyName: '' });
    const created = await apiPost<{ classCode: string }>(base, token, '/hrbd-train/train-class/save', {
      className: CLASS_NAME,
      courseCode: courses.records[0].courseCode,
      cmpyCode: companies[0].cmpyCode,
      teachers: ['王建国'],
      capacity: 3,
      beginDate: at(-3, '00:00').slice(0, 10),
      endDate: at(-2, '00:00').slice(0, 10),
      sessions: [
        { beginTime: at(-3, '09:00'), endTime: at(-3, '12:00') },
        { beginTime: at(-2, '14:00'), endTime: at(-2, '17:00') },
      ],
      provinceCode: '410000',
      cityCode: '410100',
      countyCode: '410184',
      address: '中华北路88号新郑市职业技能培训学校',
      gcj02Lng: 113.7407,
      gcj02Lat: 34.3959,
      signRadius: 500,
      passRate: 50,
    });
    classCode = created.classCode;
  });

  it('lists the class as 已结束 and shows its sessions in the form and the detail', async () => {
    onTestFailed(() => screenshot(page, 'train-class-failed-list').then(() => undefined));
    const list = await openScreen(page, '班级管理', '/train/class');
    await list.locator('.ant-table-row').first().waitFor();
    await screenshot(page, 'train-class-list');
    await list.getByPlaceholder('请输入班级名称').fill(CLASS_NAME);
    await list.getByRole('button', { name: /查\s*询/ }).click();
    const row = list.locator('.ant-table-row', { hasText: CLASS_NAME });
    await row.getByText('已结束', { exact: true }).waitFor();
    await row.getByText('编辑', { exact: true }).click();
    const form = modalWith(page, '课次安排');
    await form.getByText('第2课次', { exact: true }).waitFor();
    await settle(page);
    await screenshot(page, 'train-class-form');
    await form.getByRole('button', { name: /取\s*消/ }).click();
    await form.waitFor({ state: 'hidden' });
    await row.getByText('详情', { exact: true }).click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByText('花名册（0）').waitFor();
    await settle(page);
    await screenshot(page, 'train-class-detail');
    await page.locator('.ant-drawer-open .ant-drawer-close').last().click();
  });

  it('imports students: the good rows go in, the bad one comes back in the error file with its reason', async () => {
    onTestFailed(() => screenshot(page, 'train-class-failed-import').then(() => undefined));
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('学员');
    ws.addRow(['姓名', '身份证号', '手机号', '学历', '就业状态', '班级编号']);
    ws.addRow(['张伟', idCard(101), '13800000101', '高中', '未就业', classCode]);
    ws.addRow(['李娜', idCard(102), '13800000102', '本科', '已就业', classCode]);
    ws.addRow(['王芳', idCard(103), '1380000', '高中', '未就业', classCode]);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'train-class-')), '学员导入.xlsx');
    writeFileSync(file, Buffer.from(await workbook.xlsx.writeBuffer()));

    const list = await openScreen(page, '学员管理', '/train/student');
    await list.getByRole('button', { name: /导\s*入/ }).click();
    const dialog = modalWith(page, '导入学员');
    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.getByText('学员导入.xlsx').waitFor();
    await screenshot(page, 'train-class-import-picked');
    await dialog.getByRole('button', { name: '开始导入' }).click();
    await dialog.getByText('导入完成：成功 2 条，失败 1 条').waitFor();
    await screenshot(page, 'train-class-import-result');
    const errors = await downloadWorkbook(page, dialog.getByRole('button', { name: '下载错误文件' }), /^学员导入错误文件_\d{14}\.xlsx$/);
    const sheet = errors.worksheets[0];
    expect(sheet.getRow(2).getCell(1).text).toBe('王芳');
    expect(sheet.getRow(2).getCell(7).text).toBe('手机号格式不正确');
    await dialog.getByRole('button', { name: '完成' }).click();
    await list.locator('.ant-table-row', { hasText: '张伟' }).first().waitFor();
    await screenshot(page, 'train-class-students');
  });

  it('makes up a 缺勤 with a reason (补签) in 签到管理', async () => {
    onTestFailed(() => screenshot(page, 'train-class-failed-resign').then(() => undefined));
    const view = await openScreen(page, '签到管理', '/train/sign-in');
    await view.locator('.ant-select').first().click();
    await page.keyboard.type('e2e班');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: CLASS_NAME }).first().click();
    const detail = view.locator('.ant-card', { hasText: '学员签到明细' });
    const zhang = detail.locator('.ant-table-row', { hasText: '张伟' });
    await zhang.getByText('缺勤').first().waitFor();
    await screenshot(page, 'train-class-sign-report');
    await zhang.getByText('补签', { exact: true }).first().click();
    const dialog = modalWith(page, '补签原因');
    await dialog.getByPlaceholder('如：现场签到设备故障').fill('现场签到设备故障');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '补签成功').waitFor();
    await zhang.locator('.ant-tag', { hasText: '补签' }).first().waitFor();
    const summary = view.locator('.ant-card', { hasText: '课次签到统计' }).locator('.ant-table-row').first();
    // 应到 2, 实到 1, 迟到 0, 缺勤 1, 补签 1.
    await expect.poll(async () => (await summary.locator('td').allTextContents()).slice(2, 7)).toEqual(['2', '1', '0', '1', '1']);
    await settle(page);
    await screenshot(page, 'train-class-resigned');
  });

  it('shows 签到分析: attendance by day, lateness and the class ranking as charts', async () => {
    onTestFailed(() => screenshot(page, 'train-class-failed-analysis').then(() => undefined));
    const view = await openScreen(page, '签到管理', '/train/sign-in');
    await view.getByRole('tab', { name: '签到分析' }).click();
    for (const label of ['每日出勤图', '迟到时长分布图', '班级出勤率排行图']) await view.getByLabel(label).waitFor();
    await settle(page);
    await screenshot(page, 'train-class-analysis');
  });

  it('ends the class after a confirm (结业): the class is 已结业 and each student judged', async () => {
    onTestFailed(() => screenshot(page, 'train-class-failed-end').then(() => undefined));
    const list: Locator = await openScreen(page, '班级管理', '/train/class');
    const row = list.locator('.ant-table-row', { hasText: CLASS_NAME });
    await row.getByText('结业', { exact: true }).click();
    await popconfirm(page).getByText('确定结业吗？', { exact: false }).waitFor();
    await popconfirm(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '结业成功').waitFor();
    await row.getByText('已结业', { exact: true }).waitFor();
    await row.getByText('详情', { exact: true }).click();
    const drawer = page.locator('.ant-drawer-open');
    const zhang = drawer.locator('.ant-table-row', { hasText: '张伟' });
    await zhang.getByText('已结业', { exact: true }).waitFor();
    await drawer.locator('.ant-table-row', { hasText: '李娜' }).getByText('未结业', { exact: true }).waitFor();
    await settle(page);
    await screenshot(page, 'train-class-ended');
  });
});
