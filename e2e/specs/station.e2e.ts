import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { apiGet, apiPost, tokenOf } from '../support/api.js';
import { screenshot } from '../support/browser.js';
import { closeDrawer, downloadWorkbook, modalWith, notice, openUnder, pickCascader, popconfirm, question, settle, tabCount } from '../support/console.js';
import { DEMO_ADMIN } from '../support/server.js';
import { useBrowserSession } from '../support/session.js';

const STATION = '龙湖镇e2e社区招聘驿站';
/** A 统一社会信用代码 with its GB 32100 check character. */
const CREDIT_CODE = '12410184MB0099001H';
const ACTIVITY = '龙湖镇e2e春风行动专场';
const VOUCHER = 'ZZE2E20260001';
const PAYEE = '6222020200112233445';
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const pad = (n: number) => String(n).padStart(2, '0');
/** Shanghai wall-clock time `ms` from now, as the API writes times. */
function timeFromNow(ms: number): string {
  const d = new Date(Date.now() + ms + 8 * 3_600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

describe('招聘驿站: a station from 新增 to a settled activity, counts moving each time', () => {
  const session = useBrowserSession({ signIn: DEMO_ADMIN, landing: '/recruit/station/manage' });
  let page: Page;
  let stations: Locator;
  let stationNo: string;
  let activityCode: string;

  beforeAll(async () => {
    page = session.page;
    stations = await openUnder(page, '招聘驿站', '驿站及活动管理', '/recruit/station/manage');
    await stations.locator('.ant-table-row').first().waitFor();
  });

  it('adds a station through the form (address dialog, 负责人手机号 checked on blur), 新增成功, 待审核 counted', async () => {
    onTestFailed(() => screenshot(page, 'station-failed-add').then(() => undefined));
    await settle(page);
    await screenshot(page, 'station-list');
    const pending = await tabCount(stations, '待审核');
    await stations.getByRole('button', { name: /新增驿站/ }).click();
    const form = modalWith(page, '驿站名称');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    for (const message of ['请输入驿站名称', '请选择驿站地址', '请输入负责人']) await form.getByText(message, { exact: true }).waitFor();
    await form.getByLabel('驿站名称').fill(STATION);
    await form.getByLabel('运营单位').fill('新郑市龙湖镇劳动保障事务所');
    await form.getByLabel('统一社会信用代码').fill(CREDIT_CODE);
    await form.getByRole('button', { name: /选择地址/ }).click();
    const address = modalWith(page, '所在地区');
    await address.getByRole('combobox').first().click();
    await pickCascader(page, ['河南省', '郑州市', '新郑市']);
    await address.getByPlaceholder('请输入详细地址').fill('龙湖镇中华北路188号');
    await address.getByText(/经度 \d/).waitFor();
    await address.getByRole('button', { name: /确\s*定/ }).click();
    await form.getByText('河南省 郑州市 新郑市 龙湖镇中华北路188号').waitFor();
    await form.getByLabel('负责人', { exact: true }).fill('李建国');
    await form.getByLabel('负责人手机号').fill('1370000');
    await form.getByLabel('服务电话').click();
    await form.getByText('负责人手机号格式不正确').first().waitFor();
    await form.getByLabel('负责人手机号').fill('13783170099');
    await form.getByLabel('服务电话').fill('0371-62690099');
    await form.getByLabel('开放时间').fill('周一至周五 9:00-17:30');
    await form.getByLabel('场地面积').fill('160');
    await settle(page);
    await screenshot(page, 'station-form');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '新增成功').waitFor();
    await expect.poll(() => tabCount(stations, '待审核')).toBe(pending + 1);
  });

  it('passes the station (审核 → 运营中), and its drawer shows the place and 操作记录', async () => {
    onTestFailed(() => screenshot(page, 'station-failed-review').then(() => undefined));
    const running = await tabCount(stations, '运营中');
    await stations.getByRole('tab', { name: /^待审核/ }).click();
    const row = stations.locator('.ant-table-row', { hasText: STATION });
    await row.getByText('审核', { exact: true }).click();
    const dialog = modalWith(page, '驿站审核');
    await dialog.getByText('通过', { exact: true }).click();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await question(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '操作成功').waitFor();
    await expect.poll(() => tabCount(stations, '运营中')).toBe(running + 1);

    const token = await tokenOf(page);
    const list = await apiGet<{ records: Array<{ stationNo: string }> }>(session.server.baseUrl, token, '/recruit/station/getBDStationList', { stationName: STATION });
    stationNo = list.records[0].stationNo;
    await stations.getByRole('tab', { name: /^运营中/ }).click();
    await stations.locator('.ant-table-row', { hasText: STATION }).getByText('详情', { exact: true }).click();
    const drawer = page.locator('.ant-drawer-open').last();
    await drawer.getByText('龙湖镇中华北路188号').first().waitFor();
    await settle(page);
    await screenshot(page, 'station-drawer');
    await drawer.getByRole('tab', { name: '操作记录' }).click();
    await drawer.getByText(/审核通过：待审核 → 运营中/).waitFor();
    await closeDrawer(page);
  });

  it('puts a recruiting job on the board, and adds an activity starting seconds ahead', async () => {
    const token = await tokenOf(page);
    const base = session.server.baseUrl;
    let joined: { jobCode: string; cmpyCode: string } | undefined;
    // The first online job on no board yet (the demo leaves some off every board).
    for (let pageNum = 1; pageNum <= 10 && !joined; pageNum++) {
      const jobs = await apiPost<{ records: Array<{ jobCode: string; cmpyCode: string }> }>(base, token, '/recruit/job-info/queryJobInfoList', { pageNum, pageSize: 100, approveType: 3 });
      for (const job of jobs.records) {
        const flag = await apiGet<{ showFlag: boolean }>(base, token, '/recruit/applyInfo/getShowJoinStationFlag', { jobCode: job.jobCode });
        if (!flag.showFlag) continue;
        await apiGet(base, token, '/recruit/station/jobjoinStation', { jobCode: job.jobCode, stationNo });
        joined = job;
        break;
      }
    }
    expect(joined).toBeDefined();
    const added = await apiPost<{ activityCode: string; status: number }>(base, token, '/recruit/station/activity/addActivity', {
      stationNo,
      activityName: ACTIVITY,
      activityType: 1,
      beginTime: timeFromNow(8_000),
      endTime: timeFromNow(2 * 86_400_000),
      provinceCode: '410000',
      cityCode: '410100',
      countyCode: '410184',
      address: '龙湖镇中华北路188号',
      gcj02Lng: 113.74,
      gcj02Lat: 34.39,
      description: '<p>辖区企业现场招聘。</p>',
      contactPerson: '李建国',
      contactPhone: '13783170099',
      participants: [{ cmpyCode: joined?.cmpyCode, jobCodes: [joined?.jobCode], courseCodes: [] }],
      planRecruit: 20,
      planTrain: 0,
      budget: '20000',
      hirePrice: '500',
      trainPrice: '0',
    });
    expect(added.status).toBe(1);
    activityCode = added.activityCode;
  });

  it('passes the activity once started (→ 进行中), then 停止上线 (→ 待结算)', async () => {
    onTestFailed(() => screenshot(page, 'station-failed-activity').then(() => undefined));
    const activities = await openUnder(page, '招聘驿站', '驿站活动', '/recruit/station/activity');
    await activities.getByRole('tab', { name: /^审核中/ }).click();
    const row = activities.locator('.ant-table-row', { hasText: ACTIVITY });
    await row.waitFor();
    await settle(page);
    await screenshot(page, 'station-activity-list');
    const ongoing = await tabCount(activities, '进行中');
    // The start time passes (8 s after adding), so 通过 moves it straight to 进行中.
    await page.waitForTimeout(9_000);
    await row.getByText('审核', { exact: true }).click();
    const dialog = modalWith(page, '活动审核');
    await dialog.getByText('通过', { exact: true }).click();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await question(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '操作成功').waitFor();
    await expect.poll(() => tabCount(activities, '进行中')).toBe(ongoing + 1);

    await activities.getByRole('tab', { name: /^进行中/ }).click();
    const running = activities.locator('.ant-table-row', { hasText: ACTIVITY });
    await running.getByText('详情', { exact: true }).click();
    const drawer = page.locator('.ant-drawer-open').last();
    await drawer.getByText('辖区企业现场招聘。').waitFor();
    await settle(page);
    await screenshot(page, 'station-activity-drawer');
    await closeDrawer(page);

    const toSettle = await tabCount(activities, '待结算');
    await running.getByText('停止上线', { exact: true }).click();
    const stop = modalWith(page, '停止原因');
    await stop.getByLabel('停止原因').fill('招聘任务提前完成');
    await stop.getByRole('button', { name: /确\s*定/ }).click();
    await question(page).getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '活动已停止').waitFor();
    await expect.poll(() => tabCount(activities, '待结算')).toBe(toSettle + 1);
  });

  /** Where a row starts in 结算管理: 待结算, or 结算审核中 with its 结算单 awaiting a decision or agreed. */
  type SettleStep = 'submit' | 'agree' | 'settle';

  /**
   * From `step` on: 提交结算 (待结算 → 结算审核中), 同意结算, then 结算 (→ 已结束) of `row` in 结算管理, the tab counts
   * moving each time. A payable above 0 is paid through the voucher form (凭证号, 付款日期, 收款账号, 付款回单); a zero one
   * needs none. Opens its drawer on 结算 afterwards and answers it.
   */
  async function settleInConsole(settlement: Locator, row: () => Locator, step: SettleStep, payable: string | null, shots: string): Promise<Locator> {
    if (step === 'submit') {
      await settlement.getByRole('tab', { name: /^待结算/ }).click();
      await row().waitFor();
      const reviewing = await tabCount(settlement, '结算审核中');
      await row().getByText('提交结算', { exact: true }).click();
      await popconfirm(page).getByRole('button', { name: /确\s*定/ }).click();
      await notice(page, '提交成功').waitFor();
      await expect.poll(() => tabCount(settlement, '结算审核中')).toBe(reviewing + 1);
    }
    await settlement.getByRole('tab', { name: /^结算审核中/ }).click();
    await row().waitFor();
    if (step !== 'settle') {
      // Before the 结算单 is agreed the row offers 同意结算, not 结算 (which the server would refuse).
      expect(await row().getByText('结算', { exact: true }).count()).toBe(0);
      await row().getByText('同意结算', { exact: true }).click();
      const agree = modalWith(page, '结算审核');
      await agree.getByText(/应结算/).waitFor();
      await agree.getByRole('button', { name: /确\s*定/ }).click();
      await notice(page, '操作成功').waitFor();
    }

    const ended = await tabCount(settlement, '已结束');
    await row().getByText('结算', { exact: true }).click();
    expect(await row().getByText('同意结算', { exact: true }).count()).toBe(0);
    const pay = modalWith(page, '付款金额');
    if (payable) {
      await pay.getByText(`应结算金额 ${payable}，线下转账后登记付款凭证`).waitFor();
      expect(await pay.getByLabel('付款金额').inputValue()).toBe(payable);
      await pay.getByRole('button', { name: /确\s*定/ }).click();
      for (const message of ['请输入付款凭证号', '请输入收款账号', '请上传付款回单']) await pay.getByText(message, { exact: true }).waitFor();
      await pay.getByLabel('付款凭证号').fill(VOUCHER);
      await pay.getByLabel('收款账号').fill(PAYEE);
      await pay.locator('input[type=file]').setInputFiles({ name: '付款回单.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
      await pay.locator('.ant-upload-list-item-done, .ant-image').first().waitFor();
    } else {
      await pay.getByText('应结算金额为 0，无需登记付款凭证').waitFor();
    }
    await settle(page);
    await screenshot(page, `${shots}-settle-dialog`);
    await pay.getByRole('button', { name: /确\s*定/ }).click();
    await notice(page, '结算成功').waitFor();
    await expect.poll(() => tabCount(settlement, '已结束')).toBe(ended + 1);

    await settlement.getByRole('tab', { name: /^已结束/ }).click();
    await row().getByText('详情', { exact: true }).click();
    const drawer = page.locator('.ant-drawer-open').last();
    await drawer.getByText('应结算金额').waitFor();
    await drawer.getByText('已同意').waitFor();
    return drawer;
  }

  it('submits, agrees and settles it in 结算管理 (nothing to pay: no voucher), and exports the recruit lines', async () => {
    onTestFailed(() => screenshot(page, 'station-failed-settle').then(() => undefined));
    const settlement = await openUnder(page, '招聘驿站', '结算管理', '/recruit/station/settlement');
    const drawer = await settleInConsole(settlement, () => settlement.locator('.ant-table-row', { hasText: ACTIVITY }), 'submit', null, 'station-zero');
    await settle(page);
    await screenshot(page, 'station-settlement-drawer');
    const workbook = await downloadWorkbook(page, drawer.getByRole('button', { name: /导出招聘明细/ }), /^活动招聘明细_\d{14}\.xlsx$/);
    const header = (workbook.worksheets[0].getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['企业名称', '岗位名称', '求职者', '手机号', '投递时间', '投递状态', '计入结算']);
    await closeDrawer(page);
    await settle(page);
    await screenshot(page, 'station-settlement-list');
    expect(activityCode).toBeTruthy();
  });

  it('pays a demo activity with hires (payable > 0) through the voucher form, and its 结算单 shows the voucher', async () => {
    onTestFailed(() => screenshot(page, 'station-failed-voucher').then(() => undefined));
    // No API sends an application (job seekers apply in the app), so the activity added above hires nobody in its
    // window: a demo activity with hires or trainees is paid instead, found through the API — one awaiting 提交结算
    // first, else one whose 结算单 awaits 同意结算, else one agreed.
    const token = await tokenOf(page);
    const base = session.server.baseUrl;
    type Listed = { activityCode: string; activityName: string; beginTime: string; status: number; settleAgreeState: number | null };
    const candidates: Array<Listed & { step: SettleStep }> = [];
    for (const status of [4, 5]) {
      const listed = await apiPost<{ records: Listed[] }>(base, token, '/recruit/station/activity/queryPageActivity', { pageNum: 1, pageSize: 100, status });
      for (const a of listed.records) candidates.push({ ...a, step: status === 4 ? 'submit' : a.settleAgreeState === 1 ? 'settle' : 'agree' });
    }
    const order: SettleStep[] = ['submit', 'agree', 'settle'];
    candidates.sort((a, b) => order.indexOf(a.step) - order.indexOf(b.step));
    let chosen: (Listed & { step: SettleStep; payable: number }) | undefined;
    for (const a of candidates) {
      const balance = await apiGet<{ payable: number }>(base, token, '/recruit/station/activity/queryActivityInfo', { activityCode: a.activityCode, type: 1 });
      if (balance.payable > 0) {
        chosen = { ...a, payable: balance.payable };
        break;
      }
    }
    expect(chosen, 'a demo activity to settle with hires or trainees').toBeDefined();
    const { activityName, beginTime, step, payable } = chosen as NonNullable<typeof chosen>;
    const yuan = (payable / 100).toFixed(2);

    const settlement = await openUnder(page, '招聘驿站', '结算管理', '/recruit/station/settlement');
    await settlement.getByPlaceholder('请输入活动名称').fill(activityName);
    await settlement.getByRole('button', { name: /查\s*询/ }).click();
    // Demo names repeat across stations: its start time tells it apart.
    const row = () => settlement.locator('.ant-table-row', { hasText: activityName }).filter({ hasText: beginTime });
    await expect.poll(() => settlement.locator('.ant-table-row').filter({ hasNotText: activityName }).count()).toBe(0);
    const drawer = await settleInConsole(settlement, row, step, yuan, 'station-voucher');
    await drawer.getByText(VOUCHER).waitFor();
    await drawer.getByText(PAYEE).waitFor();
    await drawer.locator('img[alt="付款回单"]').waitFor();
    expect(await drawer.getByText(yuan).count()).toBeGreaterThan(0);
    await settle(page);
    await screenshot(page, 'station-voucher-drawer');
    await closeDrawer(page);
  });
});
