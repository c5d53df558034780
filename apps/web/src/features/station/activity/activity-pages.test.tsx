import { ACTIVITY_MACHINE, activityApi, perm, type ActivityBalance, type ActivityDetail, type ActivityRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, formErrors, mockApi, renderScreen } from '../../../test/render-screen';
import SettlementPage from '../settlement/settlement-page';
import ActivityPage from './activity-page';

const A = perm.recruit.station.activity;
const S = perm.recruit.station.settlement;

function activity(overrides: Partial<ActivityRecord>): ActivityRecord {
  return {
    activityCode: 'a1',
    activityName: '龙湖镇春风行动专场',
    activityType: 3,
    stationNo: 'ZD1',
    stationName: '龙湖镇社区招聘驿站',
    countyCode: '410184',
    countyName: '新郑市',
    beginTime: '2026-03-10 09:00:00',
    endTime: '2026-03-10 17:00:00',
    status: 1,
    budget: 2_000_000,
    hirePrice: 50_000,
    trainPrice: 20_000,
    planRecruit: 30,
    planTrain: 20,
    contactPerson: '王丽',
    contactPhone: '13800001111',
    rejectDesc: '',
    createTime: '2026-03-01 10:00:00',
    settleAgreeState: null,
    ...overrides,
  };
}

/** Activities whose moves follow the contract's machine, with a 结算单 once submitted. */
function activityServer() {
  const rows = [
    activity({}),
    activity({ activityCode: 'a2', activityName: '薛店镇技能培训周', status: 3 }),
    activity({ activityCode: 'a3', activityName: '和庄镇秋季招聘会', status: 4 }),
    activity({ activityCode: 'a4', activityName: '孟庄镇返乡专场', status: 5, settleAgreeState: 0 }),
    activity({ activityCode: 'a5', activityName: '梨河镇冬季专场', status: 6, settleAgreeState: 1 }),
  ];
  /** The server's rule: 同意结算 once per 结算单, 结算 only after it (409 otherwise). */
  const sheetTo = (code: string, agreeState: number) => {
    rows.find((r) => r.activityCode === code)!.settleAgreeState = agreeState;
  };
  const moveTo = (code: string, action: Parameters<typeof ACTIVITY_MACHINE.next>[0]) => {
    const row = rows.find((r) => r.activityCode === code)!;
    row.status = ACTIVITY_MACHINE.next(action, row.status) ?? row.status;
    return { activityCode: code, status: row.status };
  };
  const balance = (r: ActivityRecord): ActivityBalance => ({
    activityCode: r.activityCode,
    status: r.status,
    budget: r.budget,
    hirePrice: r.hirePrice,
    trainPrice: r.trainPrice,
    hires: 3,
    trainees: 2,
    hireAmount: 150_000,
    trainAmount: 40_000,
    payable: 190_000,
    capped: false,
    settledAmount: r.status === 6 ? 190_000 : 0,
    balance: r.budget - (r.status === 6 ? 190_000 : 0),
    // A settled one's 结算单: paid by the bank on a date, registered two days later.
    sheet:
      r.status === 6
        ? {
            settleCode: 'JS5',
            hires: 3,
            trainees: 2,
            hireAmount: 150_000,
            trainAmount: 40_000,
            payable: 190_000,
            capped: false,
            agreeState: 1,
            agreeReason: '',
            hireCodes: ['h1', 'h2', 'h3'],
            trainCodes: ['t1', 't2'],
            submitterName: '王丽',
            submitTime: '2026-03-12 09:30:00',
            agreeName: '系统管理员',
            agreeTime: '2026-03-15 10:00:00',
            voucherNo: 'ZZ2026031801',
            payDate: '2026-03-18',
            payeeAccount: '6222020000000000001',
            receiptKey: '',
            receiptUrl: '',
            paidAmount: 190_000,
            settleTime: '2026-03-20 16:05:12',
          }
        : null,
  });
  const api = mockApi()
    .on(activityApi.queryPageActivity, ({ body }) => {
      const status = (body as { status?: number }).status;
      const shown = rows.filter((r) => status === undefined || r.status === Number(status));
      return { records: shown, total: shown.length };
    })
    .on(activityApi.queryStateCount, () => ACTIVITY_MACHINE.values.map((s) => ({ status: s, label: ACTIVITY_MACHINE.label(s), count: rows.filter((r) => r.status === s).length })))
    .on(activityApi.queryActivityInfo, ({ query }) => {
      const r = rows.find((x) => x.activityCode === query.activityCode)!;
      if (Number(query.type) === 1) return balance(r);
      const detail: ActivityDetail = {
        ...r,
        provinceCode: '410000',
        provinceName: '河南省',
        cityCode: '410100',
        cityName: '郑州市',
        address: '龙湖镇中华北路88号',
        gcj02Lng: 113.74,
        gcj02Lat: 34.39,
        posterKey: '',
        posterUrl: '',
        description: '<p>现场招聘</p>',
        participants: [],
        stopReason: '',
        creatorName: '系统管理员',
        updateTime: r.createTime,
        operations: [],
      };
      return detail;
    })
    .on(activityApi.auditActivity, ({ query }) => moveTo(String(query.activityCode), Number(query.pass) === 1 ? 'pass' : 'reject'))
    .on(activityApi.stopActivity, ({ query }) => moveTo(String(query.activityCode), 'stop'))
    .on(activityApi.submitSettleActivity, ({ query }) => {
      sheetTo(String(query.activityCode), 0);
      return { ...moveTo(String(query.activityCode), 'submitSettle'), settleCode: 'JS1', payable: 190_000 };
    })
    .on(activityApi.agreeSettleActivity, ({ query }) => {
      sheetTo(String(query.activityCode), Number(query.agree) === 1 ? 1 : 2);
      return moveTo(String(query.activityCode), Number(query.agree) === 1 ? 'agree' : 'disagree');
    })
    .on(activityApi.settleActivity, ({ query }) => ({ ...moveTo(String(query.activityCode), 'settle'), paidAmount: 190_000 }));
  return { api, rows };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const confirmDialog = () => document.querySelector<HTMLElement>('.ant-modal-confirm') as HTMLElement;

describe('驿站活动', { timeout: 120_000 }, () => {
  it('counts the six tabs, reviews an activity under 审核中 and stops one in progress with a reason', { timeout: 300_000 }, async () => {
    const { api, rows } = activityServer();
    renderScreen(<ActivityPage />, { permissions: [A.list, A.add, A.edit, A.review, A.remove, A.submit, A.stop] });
    expect(await screen.findByRole('tab', { name: '待开始（0）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '进行中（1）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '审核中（1）' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新增活动/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '审核中（1）' }));
    await screen.findByText('龙湖镇春风行动专场');
    expect(within(rowOf('龙湖镇春风行动专场')).getByText('20000.00')).toBeInTheDocument();
    await userEvent.click(within(rowOf('龙湖镇春风行动专场')).getByRole('button', { name: /审\s*核/ }));
    const dialog = (await screen.findByText('活动审核')).closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(dialog).getByLabelText('通过'));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(confirmDialog()).toHaveTextContent('确定审核通过活动“龙湖镇春风行动专场”吗？'));
    await userEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(rows[0].status).toBe(0));
    expect(await screen.findByRole('tab', { name: '待开始（1）' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: /进行中/ }));
    await screen.findByText('薛店镇技能培训周');
    expect(within(rowOf('薛店镇技能培训周')).queryByRole('button', { name: /删\s*除/ })).not.toBeInTheDocument();
    await userEvent.click(within(rowOf('薛店镇技能培训周')).getByRole('button', { name: /停止上线/ }));
    const stop = (await screen.findAllByText('停止上线')).map((e) => e.closest('.ant-modal')).find(Boolean) as HTMLElement;
    await userEvent.click(within(stop).getByRole('button', { name: /确\s*定/ }));
    expect((await formErrors(stop)).join()).toContain('请输入停止原因');
    fill(stop, '停止原因', '场地临时征用');
    await userEvent.click(within(stop).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(confirmDialog()).toBeTruthy());
    await userEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(activityApi.stopActivity)).toEqual([{ activityCode: 'a2', reason: '场地临时征用' }]));
    expect(rows[1].status).toBe(4);
  });
});

describe('结算管理', { timeout: 120_000 }, () => {
  it('opens on 待结算, submits a settlement after asking, and agrees it under 结算审核中', { timeout: 300_000 }, async () => {
    const { rows } = activityServer();
    renderScreen(<SettlementPage />, { permissions: [A.list, S.list, S.submitSettle, S.agree, S.settle, S.export] });
    expect(await screen.findByRole('tab', { name: '待结算（1）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '结算审核中（1）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已结束（1）' })).toBeInTheDocument();
    await screen.findByText('和庄镇秋季招聘会');
    await userEvent.click(within(rowOf('和庄镇秋季招聘会')).getByRole('button', { name: /提交结算/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(rows[2].status).toBe(5));
    expect(await screen.findByRole('tab', { name: '结算审核中（2）' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: /结算审核中/ }));
    await screen.findByText('孟庄镇返乡专场');
    await userEvent.click(within(rowOf('孟庄镇返乡专场')).getByRole('button', { name: /同意结算/ }));
    const dialog = (await screen.findByText('结算审核')).closest('.ant-modal') as HTMLElement;
    expect(await within(dialog).findByText('1900.00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.queryByText('结算审核')).not.toBeInTheDocument());

    await userEvent.click(within(rowOf('孟庄镇返乡专场')).getByRole('button', { name: /详\s*情/ }));
    const drawer = (await screen.findByText('活动详情')).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('应结算金额')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: /导出招聘明细/ })).toBeInTheDocument();
  });

  it('offers 同意结算 under 结算审核中 until the 结算单 is agreed, and 结算 only after it', { timeout: 300_000 }, async () => {
    const { api, rows } = activityServer();
    renderScreen(<SettlementPage />, { permissions: [A.list, S.list, S.submitSettle, S.agree, S.settle] });
    await userEvent.click(await screen.findByRole('tab', { name: '结算审核中（1）' }));
    await screen.findByText('孟庄镇返乡专场');
    const settleButton = /^结\s*算$/;
    expect(within(rowOf('孟庄镇返乡专场')).getByRole('button', { name: /同意结算/ })).toBeInTheDocument();
    expect(within(rowOf('孟庄镇返乡专场')).queryByRole('button', { name: settleButton })).not.toBeInTheDocument();

    await userEvent.click(within(rowOf('孟庄镇返乡专场')).getByRole('button', { name: /同意结算/ }));
    const dialog = (await screen.findByText('结算审核')).closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(rows[3].settleAgreeState).toBe(1));
    // Agreed: still 结算审核中, now 结算 and no second 同意结算.
    await waitFor(() => expect(within(rowOf('孟庄镇返乡专场')).getByRole('button', { name: settleButton })).toBeInTheDocument());
    expect(within(rowOf('孟庄镇返乡专场')).queryByRole('button', { name: /同意结算/ })).not.toBeInTheDocument();
    await userEvent.click(within(rowOf('孟庄镇返乡专场')).getByRole('button', { name: settleButton }));
    expect(await screen.findByText('应结算金额 1900.00，线下转账后登记付款凭证')).toBeInTheDocument();
    expect(api.sent(activityApi.settleActivity)).toEqual([]);
  });

  it('shows a settled 结算单\'s 付款日期 as the date the bank paid, and 结算时间 when it was registered', async () => {
    activityServer();
    renderScreen(<SettlementPage />, { permissions: [A.list, S.list] });
    await userEvent.click(await screen.findByRole('tab', { name: '已结束（1）' }));
    await screen.findByText('梨河镇冬季专场');
    await userEvent.click(within(rowOf('梨河镇冬季专场')).getByRole('button', { name: /详\s*情/ }));
    const drawer = (await screen.findByText('活动详情')).closest('.ant-drawer') as HTMLElement;
    await userEvent.click(within(drawer).getByRole('tab', { name: '结算' }));
    const valueOf = async (label: string) => ((await within(drawer).findByText(label, { selector: 'th, th *' })).closest('th')?.nextElementSibling as HTMLElement).textContent;
    expect(await valueOf('付款日期')).toBe('2026-03-18');
    expect(await valueOf('结算时间')).toBe('2026-03-20 16:05:12');
    expect(drawer).not.toHaveTextContent('00:00:00');
  });
});
