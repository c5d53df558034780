import { courseApi, perm, TRAIN_APPLY_MACHINE, trainApplyApi, trainOrderApi, type OrderRecord, type TrainApplyDetail, type TrainApplyRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, mockApi, pageOfRows, renderScreen } from '../../../test/render-screen';
import OrderPage from '../order/order-page';
import ApplyPage from './apply-page';

const ALL = [perm.train.apply.list, perm.train.apply.edit, perm.train.apply.export];

function record(overrides: Partial<TrainApplyRecord>): TrainApplyRecord {
  return {
    applyCode: 'a1',
    courseCode: 'c1',
    courseName: '低压电工作业',
    usrName: '张伟',
    usrPhe: '138****5678',
    idCard: '410184********1234',
    applyState: 0,
    classCode: '',
    remark: '',
    amount: 128_000,
    applyTime: '2026-11-20 09:30:00',
    ...overrides,
  };
}

const FIELDS = [
  { key: 'name', label: '学员姓名', type: 'text' as const, required: true, options: [] },
  { key: 'gender', label: '性别', type: 'radio' as const, required: true, options: ['男', '女'] },
];

function detailOf(r: TrainApplyRecord): TrainApplyDetail {
  return {
    ...r,
    formCode: 'f1',
    formFields: FIELDS,
    answers: { name: r.usrName, gender: '男' },
    coursePrice: 128_000,
    order:
      r.applyState === 0
        ? null
        : { orderCode: 'o1', applyCode: r.applyCode, courseCode: r.courseCode, courseName: r.courseName, usrName: r.usrName, price: 128_000, amount: 128_000, paidAmount: r.applyState === 2 ? 128_000 : 0, payState: r.applyState === 2 ? 1 : 0, channel: r.applyState === 2 ? 'wechat' : '', voucherNo: r.applyState === 2 ? '4200001234' : '', payTime: null, closeTime: null, createTime: '2026-11-20 10:00:00', receiptKey: '', receiptUrl: '', operatorName: '' },
    classInfo: r.classCode ? { classCode: r.classCode } : null,
    updateTime: r.applyTime,
  };
}

function applyServer() {
  const rows = [record({}), record({ applyCode: 'a2', usrName: '李娜', applyState: 1 }), record({ applyCode: 'a3', usrName: '王芳', applyState: 2 })];
  const api = mockApi()
    .on(trainApplyApi.getApplyBDList, ({ query }) => {
      const state = query.applyState === undefined ? undefined : Number(query.applyState);
      return pageOfRows(rows.filter((r) => state === undefined || r.applyState === state));
    })
    .on(trainApplyApi.countByApplyState, () => TRAIN_APPLY_MACHINE.values.map((s) => ({ applyState: s, label: TRAIN_APPLY_MACHINE.label(s), count: rows.filter((r) => r.applyState === s).length })))
    .on(trainApplyApi.getApplyInfo, ({ query }) => detailOf(rows.find((r) => r.applyCode === query.applyCode)!))
    .on(courseApi.getBDCourseList, () => pageOfRows([]))
    .on(trainApplyApi.editApplyInfo, ({ body }) => {
      const b = body as { applyCode: string; usrName?: string };
      const row = rows.find((r) => r.applyCode === b.applyCode)!;
      if (b.usrName) row.usrName = b.usrName;
      return { applyCode: row.applyCode, applyState: row.applyState };
    });
  return { api, rows };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('报名管理', { timeout: 120_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts every state in its tab, shows the phone masked, and the detail with its answers and order', async () => {
    applyServer();
    renderScreen(<ApplyPage />, { permissions: ALL });
    expect(await screen.findByRole('tab', { name: '全部（3）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '线上未支付（1）' })).toBeInTheDocument();
    await screen.findByText('李娜');
    expect(within(rowOf('张伟')).getByText('138****5678')).toBeInTheDocument();
    expect(within(rowOf('张伟')).getByText('1280.00 元')).toBeInTheDocument();
    await userEvent.click(within(rowOf('王芳')).getByRole('button', { name: /详\s*情/ }));
    const drawer = (await screen.findByText('报名详情')).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('4200001234')).toBeInTheDocument();
    expect(within(drawer).getByText('已支付')).toBeInTheDocument();
    expect(within(drawer).getByText('尚未分班')).toBeInTheDocument();
  });

  it('edits sending only what changed, and offers no 分班 while an online order waits', async () => {
    const { api } = applyServer();
    renderScreen(<ApplyPage />, { permissions: ALL });
    await screen.findByText('李娜');
    await userEvent.click(within(rowOf('李娜')).getByRole('button', { name: /编\s*辑/ }));
    let dialog = (await screen.findByText('编辑报名信息')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('报名当前为“线上未支付”状态，不能分班')).toBeInTheDocument();
    expect(within(dialog).queryByText('线下缴费登记')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));

    await userEvent.click(within(rowOf('张伟')).getByRole('button', { name: /编\s*辑/ }));
    // The first dialog may still be closing: the newest one is the last.
    dialog = (await screen.findAllByText('编辑报名信息')).at(-1)?.closest('.ant-modal') as HTMLElement;
    expect(await within(dialog).findAllByDisplayValue('张伟')).toHaveLength(2);
    expect(within(dialog).getByText('线下缴费登记')).toBeInTheDocument();
    fill(dialog, '姓名', '张卫');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(trainApplyApi.editApplyInfo)).toEqual([{ applyCode: 'a1', usrName: '张卫' }]));
    expect(await screen.findByText('张卫')).toBeInTheDocument();
  });

  it('lists orders with 合计实收 under the filters', async () => {
    const order: OrderRecord = { orderCode: 'o9', applyCode: 'a3', courseCode: 'c1', courseName: '低压电工作业', usrName: '王芳', price: 128_000, amount: 128_000, paidAmount: 128_000, payState: 1, channel: 'offline', voucherNo: 'ZZ-0018', payTime: '2026-11-20 10:00:00', closeTime: null, createTime: '2026-11-20 10:00:00' };
    mockApi()
      .on(trainOrderApi.getBDOrderlist, () => ({ ...pageOfRows([order]), paidTotal: 352_050 }))
      .on(courseApi.getBDCourseList, () => pageOfRows([]));
    renderScreen(<OrderPage />, { permissions: [perm.train.order.list] });
    expect(await screen.findByText('3520.50 元')).toBeInTheDocument();
    expect(within(rowOf('ZZ-0018')).getByText('线下缴费')).toBeInTheDocument();
    expect(within(rowOf('ZZ-0018')).getByText('已支付')).toBeInTheDocument();
  });
});
