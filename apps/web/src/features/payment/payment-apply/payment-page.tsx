import {
  applyStatusLabel,
  PAYMENT_APPLY_LABELS,
  PAYMENT_VIEW_NAMES,
  PAYMENT_VIEWS,
  paymentActionsFrom,
  paymentApplyApi,
  VIEW_STATUSES,
  type PaymentApplyRecord,
  type PaymentView,
} from '@hrbd/contract';
import { Button, Segmented, Space, Typography } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { actionsColumn, countsFrom, labelColumns, ListPage, type FilterSpec, type ListColumn, type StatusTabs } from '../../../components/list-page';
import { contractField } from '../../../components/modal-form';
import { ReviewDialog } from '../../../components/review-dialog';
import { ActionLink, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { formatYuan } from '../../../lib/format';
import { lazyComponent } from '../../../lib/lazy-module';
import { useApiMutation } from '../../../lib/query';
import { PAYMENT_QUERIES } from './queries';
import { ApplyStatusTag } from './tags';

const ApplyDrawer = lazyComponent(() => import('./apply-drawer').then((m) => ({ default: m.ApplyDrawer })));
const PayDialog = lazyComponent(() => import('./pay-dialog').then((m) => ({ default: m.PayDialog })));

const L = PAYMENT_APPLY_LABELS;
const OPINION = contractField(paymentApplyApi.approve.body, 'opinion');
const EXTRA_FILTERS: readonly FilterSpec[] = [{ kind: 'dateRange', names: ['applyFrom', 'applyTo'], label: L.applyTime.label }];

const tabsOf = (view: PaymentView): StatusTabs => ({
  field: 'applyStatus',
  items: VIEW_STATUSES[view].map((value) => ({ value, label: applyStatusLabel(view, value) })),
  counts: countsFrom(paymentApplyApi.countByStatus, (rows) => Object.fromEntries(rows.map((c) => [String(c.applyStatus), c.num]))),
});

/**
 * 支付申请审批: one list of applications seen two ways — 审批 (every state,
 * approvers' words) and 支付 (approved ones, payers' words: 待支付, 支付中,
 * 成功, 失败). Approvers pass or refuse (batch); payers 发起 and 登记结果.
 */
export default function PaymentPage() {
  const { can } = useCurrentUser();
  // Each view keeps its own tab and filters in the address (urlPrefix), so switching back restores it.
  const [view, setView] = useState<PaymentView>('approval');
  const [viewing, setViewing] = useState<string | null>(null);
  const [paying, setPaying] = useState<PaymentApplyRecord | null>(null);
  const [approving, setApproving] = useState<{ codes: string[]; subject: string; done?: () => void } | null>(null);
  const approve = useApiMutation(paymentApplyApi.approve, { invalidates: PAYMENT_QUERIES });
  const mayApprove = can(paymentApplyApi.approve);
  const mayPay = can(paymentApplyApi.pay);
  const tabs = useMemo(() => tabsOf(view), [view]);

  const columns = useMemo<ListColumn<PaymentApplyRecord>[]>(
    () => [
      ...labelColumns<PaymentApplyRecord, typeof L>(L, {
        purpose: { fixed: 'left', render: (v: string, r) => <Typography.Link onClick={() => setViewing(r.applyCode)}>{v}</Typography.Link>, filter: { kind: 'text', name: 'purpose' } },
        applyStatus: { render: (v: number) => <ApplyStatusTag value={v} view={view} /> },
        amount: { render: (v: number) => `¥${formatYuan(v)}` },
        payeeName: { filter: { kind: 'text', name: 'payeeName' } },
        payTime: { render: (v: string) => v || '-' },
        voucherNo: { render: (v: string) => v || '-' },
        approverName: { render: (v: string) => v || '-' },
        approveTime: { render: (v: string) => v || '-' },
        opinion: { render: (v: string) => v || '-' },
      }),
      actionsColumn<PaymentApplyRecord>(['详情', '登记结果'], (r) => {
        const actions = paymentActionsFrom(r.applyStatus);
        return (
          <RowActions>
            <ActionLink onClick={() => setViewing(r.applyCode)}>详情</ActionLink>
            {view === 'approval' && mayApprove && actions.includes('approve') && (
              <ActionLink onClick={() => setApproving({ codes: [r.applyCode], subject: `“${r.purpose}”` })}>审批</ActionLink>
            )}
            {view === 'payment' && mayPay && actions.includes('send') && <ActionLink onClick={() => setPaying(r)}>{r.applyStatus === 4 ? '重新支付' : '发起支付'}</ActionLink>}
            {view === 'payment' && mayPay && actions.includes('register') && <ActionLink onClick={() => setPaying(r)}>登记结果</ActionLink>}
          </RowActions>
        );
      }),
    ],
    [view, mayApprove, mayPay],
  );

  const batchActions = (keys: Key[], clear: () => void, tab: number | undefined) =>
    view === 'approval' && mayApprove && tab === 0 ? (
      <Button disabled={keys.length === 0} onClick={() => setApproving({ codes: keys.map(String), subject: `所选 ${keys.length} 条支付申请`, done: clear })}>
        批量审批
      </Button>
    ) : null;

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Segmented<PaymentView>
          value={view}
          options={PAYMENT_VIEWS.map((v) => ({ value: v, label: PAYMENT_VIEW_NAMES[v] }))}
          onChange={setView}
        />
      </Space>
      <ListPage
        key={view}
        urlPrefix={view}
        endpoint={paymentApplyApi.page}
        stateKey={`payment:apply:${view}`}
        columns={columns}
        rowKey="applyCode"
        tabs={tabs}
        fixedParams={{ view }}
        extraFilters={EXTRA_FILTERS}
        loadFailure="获取支付申请失败"
        batchActions={view === 'approval' && mayApprove ? batchActions : undefined}
        rowSelectable={(r) => r.applyStatus === 0}
      />
      {viewing && <ApplyDrawer applyCode={viewing} view={view} onClose={() => setViewing(null)} />}
      {paying && <PayDialog apply={paying} onClose={() => setPaying(null)} />}
      <ReviewDialog
        title="支付申请审批"
        subject={approving && approving.subject}
        reason={OPINION}
        onClose={() => setApproving(null)}
        onSubmit={async ({ passed, rejectDesc }) => {
          await approve.mutateAsync({ body: { applyCodes: approving?.codes ?? [], pass: passed ? 1 : 0, opinion: rejectDesc ?? '' } });
          approving?.done?.();
        }}
      />
    </>
  );
}
