import { applyStatusLabel, perm, paymentApplyApi, VIEW_STATUSES, type PaymentApplyRecord, type PaymentView } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderScreen } from '../../../test/render-screen';
import PaymentPage from './payment-page';

const P = perm.oddjobMarket.payment;

function apply(applyCode: string, applyStatus: number, purpose: string): PaymentApplyRecord {
  return {
    applyCode,
    purpose,
    sourceType: 'redpkg',
    sourceName: '红包补贴发放',
    sourceCode: `s-${applyCode}`,
    payeeName: '郑州市电子卡红包补贴资金账户',
    payeeAccount: '*************FUND',
    payeeBank: '电子卡资金存管账户',
    amount: 100_050,
    lineCount: 3,
    applyStatus,
    opinion: '',
    failReason: '',
    applicantName: '系统管理员',
    applyTime: '2026-11-20 10:00:00',
    approverName: '',
    approveTime: '',
    voucherNo: '',
    payTime: '',
  };
}

/** Applications answered per view, as the server filters and labels them. */
function paymentServer() {
  const rows = [apply('a0', 0, '红包补贴发放（3人）'), apply('a1', 1, '红包补贴发放（5人）'), apply('a5', 5, '红包补贴发放（8人）')];
  const api = mockApi()
    .on(paymentApplyApi.page, ({ body }) => {
      const b = body as { view: PaymentView; applyStatus?: number };
      const shown = rows.filter((r) => VIEW_STATUSES[b.view].includes(r.applyStatus as never) && (b.applyStatus === undefined || r.applyStatus === Number(b.applyStatus)));
      return { records: shown, total: shown.length };
    })
    .on(paymentApplyApi.countByStatus, ({ body }) => {
      const view = (body as { view: PaymentView }).view;
      return VIEW_STATUSES[view].map((s) => ({ applyStatus: s, label: applyStatusLabel(view, s), num: rows.filter((r) => r.applyStatus === s).length }));
    });
  return { api, rows };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('支付申请审批', { timeout: 120_000 }, () => {
  it('shows the 审批 view\'s tabs and offers 审批 on 审批中; the 支付 switch shows the payers\' words and pay actions', async () => {
    paymentServer();
    renderScreen(<PaymentPage />, { permissions: [P.list, P.review, P.pay] });
    expect(await screen.findByRole('tab', { name: '审批中（1）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '待支付（1）' })).toBeInTheDocument();
    await screen.findByText('红包补贴发放（3人）');
    expect(within(rowOf('红包补贴发放（3人）')).getByRole('button', { name: /审\s*批/ })).toBeInTheDocument();

    await userEvent.click(screen.getByText('支付', { exact: true }));
    expect(await screen.findByRole('tab', { name: '支付中（1）' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /审批中/ })).not.toBeInTheDocument();
    await screen.findByText('红包补贴发放（5人）');
    expect(within(rowOf('红包补贴发放（5人）')).getByRole('button', { name: /发起支付/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '支付中（1）' }));
    await waitFor(() => expect(within(rowOf('红包补贴发放（8人）')).getByRole('button', { name: /登记结果/ })).toBeInTheDocument());
  });

  it('after 发起 offers the 转账指令 PDF the answer links to, in the dialog; the detail offers it on the 发起 record', async () => {
    const { api, rows } = paymentServer();
    const url = '/files/document/202611/0123456789abcdef0123456789abcdef.pdf?expires=1&sig=s';
    api.on(paymentApplyApi.pay, ({ body }) => {
      const row = rows.find((r) => r.applyCode === (body as { applyCode: string }).applyCode) as PaymentApplyRecord;
      row.applyStatus = 5;
      return { applyCode: row.applyCode, applyStatus: 5, requestNo: 'r1', outcome: 'sent', reason: '', instructionUrl: url };
    });
    api.on(paymentApplyApi.info, ({ query }) => {
      const row = rows.find((r) => r.applyCode === (query as { applyCode: string }).applyCode) as PaymentApplyRecord;
      const record = { outcome: 'sent', amount: 0, voucherNo: '', payDate: '', payTime: '', receiptKey: '', reason: '', operatorName: '系统管理员', createTime: '2026-11-20 11:00:00' };
      return {
        ...row,
        operations: [],
        payments: [
          { ...record, requestNo: 'r1', step: 'send', instructionUrl: url },
          { ...record, requestNo: 'r0', step: 'register', outcome: 'failed', reason: '退票', instructionUrl: '' },
        ],
      };
    });
    renderScreen(<PaymentPage />, { permissions: [P.list, P.pay] });
    await userEvent.click(await screen.findByText('支付', { exact: true }));
    await screen.findByText('红包补贴发放（5人）');
    await userEvent.click(within(rowOf('红包补贴发放（5人）')).getByRole('button', { name: /发起支付/ }));
    const dialog = (await screen.findByText('发起支付', { selector: '.ant-modal-title' }, { timeout: 10_000 })).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).queryByText('下载转账指令（PDF）')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    const confirm = () => document.querySelector<HTMLElement>('.ant-modal-confirm') as HTMLElement;
    await waitFor(() => expect(confirm()).toHaveTextContent('确定发起支付 ¥1000.50 吗？'));
    await userEvent.click(within(confirm()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(paymentApplyApi.pay)).toEqual([expect.objectContaining({ applyCode: 'a1', step: 'send' })]));
    const link = await within(dialog).findByText('下载转账指令（PDF）');
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('download', '转账指令_a1.pdf');
    await userEvent.click(within(dialog).getByRole('button', { name: /完\s*成/ }));

    await userEvent.click(await screen.findByRole('tab', { name: '支付中（2）' }));
    await waitFor(() => expect(within(rowOf('红包补贴发放（5人）')).getByRole('button', { name: /详\s*情/ })).toBeInTheDocument());
    await userEvent.click(within(rowOf('红包补贴发放（5人）')).getByRole('button', { name: /详\s*情/ }));
    const drawer = (await screen.findByText('支付申请详情')).closest('.ant-drawer') as HTMLElement;
    const sendRow = (await within(drawer).findByText('发起支付')).closest('tr') as HTMLElement;
    expect(within(sendRow).getByText('下载')).toHaveAttribute('href', url);
    expect(within(sendRow).getByText('下载')).toHaveAttribute('download', '转账指令_a1.pdf');
    expect(within(within(drawer).getByText('登记结果').closest('tr') as HTMLElement).queryByText('下载')).not.toBeInTheDocument();
  });

  it('登记结果 sends the time the bank paid (date and time), not a bare date', async () => {
    const { api } = paymentServer();
    api.on(paymentApplyApi.pay, ({ body }) => ({ applyCode: (body as { applyCode: string }).applyCode, applyStatus: 3, requestNo: 'r2', outcome: 'paid', reason: '', instructionUrl: '' }));
    renderScreen(<PaymentPage />, { permissions: [P.list, P.pay] });
    await userEvent.click(await screen.findByText('支付', { exact: true }));
    await userEvent.click(await screen.findByRole('tab', { name: '支付中（1）' }));
    await waitFor(() => expect(within(rowOf('红包补贴发放（8人）')).getByRole('button', { name: /登记结果/ })).toBeInTheDocument());
    await userEvent.click(within(rowOf('红包补贴发放（8人）')).getByRole('button', { name: /登记结果/ }));
    const dialog = (await screen.findByText('登记支付结果', { selector: '.ant-modal-title' }, { timeout: 10_000 })).closest('.ant-modal') as HTMLElement;
    expect((within(dialog).getByLabelText('支付时间') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await userEvent.type(within(dialog).getByPlaceholderText('银行转账凭证号'), 'PZ-0001');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    const confirm = () => document.querySelector<HTMLElement>('.ant-modal-confirm') as HTMLElement;
    await waitFor(() => expect(confirm()).toHaveTextContent('确定登记支付成功'));
    await userEvent.click(within(confirm()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(paymentApplyApi.pay)).toHaveLength(1));
    expect(api.sent(paymentApplyApi.pay)[0]).toMatchObject({ applyCode: 'a5', step: 'register', ok: true, voucherNo: 'PZ-0001', payTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/) });
  });

  it('offers no 审批 or 支付 to a user holding only 查询', async () => {
    paymentServer();
    renderScreen(<PaymentPage />, { permissions: [P.list] });
    await screen.findByText('红包补贴发放（3人）');
    expect(within(rowOf('红包补贴发放（3人）')).queryByRole('button', { name: /审\s*批/ })).not.toBeInTheDocument();
  });
});
