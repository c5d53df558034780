import { billWithdrawalApi, centsToYuan, WITHDRAWAL_LABELS, WITHDRAWAL_MACHINE, WITHDRAWAL_TAB_ORDER, type WithdrawalRecord } from '@hrbd/contract';
import { App, Button, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { actionsColumn, countsFrom, labelColumns, ListPage, type FilterSpec, type ListColumn, type StatusTabs } from '../../../components/list-page';
import { contractField } from '../../../components/modal-form';
import { ReasonDialog } from '../../../components/reason-dialog';
import { RegionCascader } from '../../../components/region-cascader';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { confirmThen } from '../../../lib/confirm';
import { useCurrentUser } from '../../../lib/current-user';
import { formatYuan } from '../../../lib/format';
import { useApiMutation } from '../../../lib/query';
import { WITHDRAWAL_QUERIES } from '../shared/queries';
import { WithdrawalStatusTag } from '../shared/tags';
import { PayResultDialog, useSendPayout } from './pay-dialog';
import { WithdrawalDrawer } from './withdrawal-drawer';

const L = WITHDRAWAL_LABELS;

/** 待审核 … 已驳回 with the counts billList answers under the same filters. */
const TABS: StatusTabs = {
  field: 'status',
  items: WITHDRAWAL_TAB_ORDER.map((value) => ({ value, label: WITHDRAWAL_MACHINE.label(value) })),
  counts: countsFrom(billWithdrawalApi.billList, (d) => Object.fromEntries(d.counts.map((c) => [String(c.status), c.num]))),
};
const EXTRA_FILTERS: readonly FilterSpec[] = [
  { kind: 'text', name: 'withdrawalCode', label: L.withdrawalCode.label },
  { kind: 'dateRange', names: ['beginTime', 'endTime'], label: L.applyTime.label },
];
const REASON = contractField(billWithdrawalApi.approve.body, 'rejectDesc');
const subjectOf = (w: WithdrawalRecord) => `“${w.storeName}”${centsToYuan(w.amount)} 元的提现申请`;

/**
 * 提现管理: stores' withdrawals under their status tabs. 待审核 is passed or
 * rejected (one, or the selected together); 待打款 and 打款失败 are paid
 * (发起 prints the transfer instruction); 打款中 waits for the bank's result;
 * 打款失败 may also be rejected, which gives the money back to the store.
 */
export default function WithdrawalPage() {
  const { can } = useCurrentUser();
  const { modal } = App.useApp();
  const [viewing, setViewing] = useState<WithdrawalRecord | null>(null);
  const [registering, setRegistering] = useState<WithdrawalRecord | null>(null);
  const [rejecting, setRejecting] = useState<{ codes: string[]; subject: string; done?: () => void } | null>(null);
  const approve = useApiMutation(billWithdrawalApi.approve, { invalidates: WITHDRAWAL_QUERIES });
  const send = useSendPayout();
  const mayReview = can(billWithdrawalApi.approve);
  const mayPay = can(billWithdrawalApi.toPayStore);

  const pass = (codes: string[], subject: string) =>
    confirmThen(modal, { title: `确定审核通过${subject}吗？` }, () => approve.mutateAsync({ body: { withdrawalCodes: codes, approveType: 1, rejectDesc: '' } }));

  const columns = useMemo<ListColumn<WithdrawalRecord>[]>(
    () => [
      ...labelColumns<WithdrawalRecord, typeof L>(L, {
        storeName: { fixed: 'left', render: (name: string, r) => <Typography.Link onClick={() => setViewing(r)}>{name}</Typography.Link>, filter: { kind: 'text', name: 'storeName' } },
        status: { render: (v: number) => <WithdrawalStatusTag value={v} /> },
        amount: { render: (v: number) => formatYuan(v) },
        countyName: { filter: { kind: 'custom', name: 'regionCode', label: '所在地区', render: () => <RegionCascader anyLevel placeholder="请选择所在地区" /> } },
        payTime: { render: (v: string) => v || '-' },
        voucherNo: { render: (v: string) => v || '-' },
        auditName: { render: (v: string) => v || '-' },
        auditTime: { render: (v: string) => v || '-' },
        rejectDesc: { render: (v: string) => v || '-' },
        failReason: { render: (v: string) => v || '-' },
      }),
      actionsColumn<WithdrawalRecord>(['详情', '登记结果', '驳回'], (r) => (
        <RowActions>
          <ActionLink onClick={() => setViewing(r)}>详情</ActionLink>
          {mayReview && WITHDRAWAL_MACHINE.can('pass', r.status) && (
            <ConfirmAction title={`确定审核通过${subjectOf(r)}吗？`} onConfirm={() => approve.mutateAsync({ body: { withdrawalCodes: [r.withdrawalCode], approveType: 1, rejectDesc: '' } })}>
              通过
            </ConfirmAction>
          )}
          {mayPay && WITHDRAWAL_MACHINE.can('pay', r.status) && <ActionLink onClick={() => void send(r).catch(() => undefined)}>{r.status === 5 ? '重新打款' : '打款'}</ActionLink>}
          {mayPay && WITHDRAWAL_MACHINE.can('succeed', r.status) && <ActionLink onClick={() => setRegistering(r)}>登记结果</ActionLink>}
          {mayReview && WITHDRAWAL_MACHINE.can('reject', r.status) && (
            <ActionLink danger onClick={() => setRejecting({ codes: [r.withdrawalCode], subject: subjectOf(r) })}>
              驳回
            </ActionLink>
          )}
        </RowActions>
      )),
    ],
    [mayReview, mayPay, approve, send],
  );

  return (
    <>
      <ListPage
        endpoint={billWithdrawalApi.billList}
        stateKey="shop:withdrawal"
        columns={columns}
        rowKey="withdrawalCode"
        tabs={TABS}
        extraFilters={EXTRA_FILTERS}
        loadFailure="获取提现申请失败"
        rowSelectable={(r) => WITHDRAWAL_MACHINE.can('pass', r.status) || WITHDRAWAL_MACHINE.can('reject', r.status)}
        batchActions={
          mayReview
            ? (keys, clear, tab) => {
                const codes = keys.map(String);
                const subject = `选中的${codes.length}条提现申请`;
                return (
                  tab !== undefined && (
                    <Space>
                      {WITHDRAWAL_MACHINE.can('pass', tab) && (
                        <Button type="primary" disabled={codes.length === 0} onClick={() => void pass(codes, subject).then(clear, () => undefined)}>
                          批量通过
                        </Button>
                      )}
                      {WITHDRAWAL_MACHINE.can('reject', tab) && (
                        <Button danger disabled={codes.length === 0} onClick={() => setRejecting({ codes, subject, done: clear })}>
                          批量驳回
                        </Button>
                      )}
                    </Space>
                  )
                );
              }
            : undefined
        }
      />
      <WithdrawalDrawer withdrawal={viewing} onClose={() => setViewing(null)} />
      <PayResultDialog withdrawal={registering} onClose={() => setRegistering(null)} />
      <ReasonDialog
        title="驳回提现申请"
        subject={rejecting?.subject ?? null}
        label="驳回原因"
        field={REASON}
        question={(subject) => `确定驳回${subject}吗？驳回后金额退回商户可提现余额。`}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) => approve.mutateAsync({ body: { withdrawalCodes: rejecting?.codes ?? [], approveType: 2, rejectDesc: reason } }).then(() => rejecting?.done?.())}
      />
    </>
  );
}
