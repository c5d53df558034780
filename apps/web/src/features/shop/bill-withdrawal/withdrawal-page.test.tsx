import { billWithdrawalApi, perm, WITHDRAWAL_MACHINE, WITHDRAWAL_STATUS_LABELS, WITHDRAWAL_TAB_ORDER, type WithdrawalRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formErrors, mockApi, renderScreen } from '../../../test/render-screen';
import WithdrawalPage from './withdrawal-page';

const W = perm.oddjobMarket.shop.withdrawal;
const ALL = [W.list, W.review, W.pay];

function withdrawal(overrides: Partial<WithdrawalRecord>): WithdrawalRecord {
  return {
    withdrawalCode: 'TX1',
    storeCode: 'SH1',
    storeName: '花园路王记烩面馆',
    countyName: '金水区',
    amount: 12_345,
    accountName: '金水区王记烩面馆（个体工商户）',
    bankName: '郑州银行郑州分行',
    accountNo: '6217 **** **** 8901',
    status: 0,
    applyTime: '2026-11-20 10:00:00',
    auditName: '',
    auditTime: '',
    rejectDesc: '',
    payTime: '',
    voucherNo: '',
    failReason: '',
    timeline: [{ action: 'apply', actionName: '申请提现', fromState: null, toState: 0, reason: '', voucherNo: '', operatorName: '商户', createTime: '2026-11-20 10:00:00' }],
    ...overrides,
  };
}

/** Withdrawals whose 审核 and 打款 really move them by the contract's machine. */
function withdrawalServer() {
  const rows = [
    withdrawal({}),
    withdrawal({ withdrawalCode: 'TX2', storeName: '紫荆山路李记超市', status: 1 }),
    withdrawal({ withdrawalCode: 'TX3', storeName: '人民路张记药房', status: 3 }),
  ];
  const api = mockApi()
    .on(billWithdrawalApi.billList, ({ query }) => {
      const status = query.status === undefined ? undefined : Number(query.status);
      const shown = rows.filter((r) => status === undefined || r.status === status);
      return {
        records: shown,
        total: shown.length,
        counts: WITHDRAWAL_TAB_ORDER.map((s) => ({ status: s, label: WITHDRAWAL_STATUS_LABELS[s], num: rows.filter((r) => r.status === s).length })),
      };
    })
    .on(billWithdrawalApi.approve, ({ body }) => {
      const b = body as { withdrawalCodes: string[]; approveType: number };
      for (const row of rows.filter((r) => b.withdrawalCodes.includes(r.withdrawalCode))) row.status = WITHDRAWAL_MACHINE.next(b.approveType === 1 ? 'pass' : 'reject', row.status) ?? row.status;
      return { count: b.withdrawalCodes.length, status: b.approveType === 1 ? 1 : 2 };
    })
    .on(billWithdrawalApi.toPayStore, ({ body }) => {
      const b = body as { withdrawalCode: string; step: number; success?: boolean };
      const row = rows.find((r) => r.withdrawalCode === b.withdrawalCode)!;
      row.status = b.step === 1 ? 3 : b.success ? 4 : 5;
      return { withdrawalCode: row.withdrawalCode, status: row.status, instructionUrl: b.step === 1 ? '/files/document/202611/x.pdf' : '', failReason: '' };
    });
  return { api, rows };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const confirmDialog = () => document.querySelector<HTMLElement>('.ant-modal-confirm') as HTMLElement;

describe('提现管理', { timeout: 300_000 }, () => {
  it('counts every status and offers only what each state allows', async () => {
    withdrawalServer();
    renderScreen(<WithdrawalPage />, { permissions: ALL });
    expect(await screen.findByRole('tab', { name: '待审核（1）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '打款中（1）' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '待打款（1）' }));
    await screen.findByText('紫荆山路李记超市');
    const row = rowOf('紫荆山路李记超市');
    expect(within(row).getByRole('button', { name: /打\s*款/ })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /驳\s*回/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /登记结果/ })).not.toBeInTheDocument();
  });

  it('发起 asks first and offers the transfer instruction; 登记结果 needs a voucher before paying', async () => {
    const { api, rows } = withdrawalServer();
    renderScreen(<WithdrawalPage />, { permissions: ALL });
    await userEvent.click(await screen.findByRole('tab', { name: '待打款（1）' }));
    await screen.findByText('紫荆山路李记超市');
    await userEvent.click(within(rowOf('紫荆山路李记超市')).getByRole('button', { name: /打\s*款/ }));
    await waitFor(() => expect(confirmDialog()).toHaveTextContent('确定向“紫荆山路李记超市”打款 123.45 元吗？'));
    await userEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定/ }));
    const instruction = await screen.findByText('下载转账指令（PDF）');
    expect(instruction).toHaveAttribute('href', '/files/document/202611/x.pdf');
    expect(instruction).toHaveAttribute('download', `转账指令_${rows[1].withdrawalCode}.pdf`);
    expect(rows[1].status).toBe(3);
    const sent = api.sent(billWithdrawalApi.toPayStore)[0] as { requestNo: string };
    expect(sent.requestNo).toMatch(/^[A-Za-z0-9]{32}$/);

    await userEvent.click(await screen.findByRole('tab', { name: /^打款中/ }));
    await screen.findByText('人民路张记药房');
    await userEvent.click(within(rowOf('人民路张记药房')).getByRole('button', { name: /登记结果/ }));
    const dialog = (await screen.findByText('登记打款结果')).closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    const errors = (await formErrors(dialog)).join();
    expect(errors).toContain('请输入凭证号');
    expect(errors).toContain('请上传打款回单');
    expect(api.sent(billWithdrawalApi.toPayStore)).toHaveLength(1);
  });

  it('shows no 审核 or 打款 to a user holding only 查询, and the timeline in the drawer', async () => {
    withdrawalServer();
    renderScreen(<WithdrawalPage />, { permissions: [W.list] });
    await screen.findByText('花园路王记烩面馆');
    expect(within(rowOf('花园路王记烩面馆')).queryByRole('button', { name: /通\s*过/ })).not.toBeInTheDocument();
    await userEvent.click(within(rowOf('花园路王记烩面馆')).getByRole('button', { name: /详\s*情/ }));
    const drawer = (await screen.findByText('提现详情')).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText(/商户 申请提现（待审核）/)).toBeInTheDocument();
  });
});
