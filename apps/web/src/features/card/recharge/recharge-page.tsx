import { RECHARGE_LABELS, RECHARGE_MACHINE, RECHARGE_STAGES, RECHARGE_TAB_ORDER, rechargeApi, type RechargeDetail, type RechargeRecord } from '@hrbd/contract';
import { App, Button, Space, Typography } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { actionsColumn, countsFrom, labelColumns, ListPage, type FilterSpec, type ListColumn, type StatusTabs } from '../../../components/list-page';
import { contractField } from '../../../components/modal-form';
import { RegionCascader } from '../../../components/region-cascader';
import { ReviewDialog } from '../../../components/review-dialog';
import { ActionLink, RowActions } from '../../../components/row-actions';
import { confirmThen } from '../../../lib/confirm';
import { useCurrentUser } from '../../../lib/current-user';
import { formatYuan, orDash } from '../../../lib/format';
import { lazyComponent } from '../../../lib/lazy-module';
import { useApiMutation } from '../../../lib/query';
import { RECHARGE_QUERIES, RechargeStageTag } from './shared';

// The drawer and the recharge dialog (uploader, date picker) load when first opened.
const RechargeDrawer = lazyComponent(() => import('./recharge-drawer').then((m) => ({ default: m.RechargeDrawer })));
const RechargeDialog = lazyComponent(() => import('./recharge-dialog').then((m) => ({ default: m.RechargeDialog })));

const L = RECHARGE_LABELS;

/** 待审核 / 待充值 / 充值成功 / 充值失败 / 已驳回, counted under the list's filters (queryRechargeApplyStatus with its 充值状态 breakdown). */
const TABS: StatusTabs = {
  field: 'stage',
  items: RECHARGE_TAB_ORDER.map((value) => ({ value, label: RECHARGE_MACHINE.label(value) })),
  counts: countsFrom(rechargeApi.queryRechargeApplyStatus, (rows) => {
    const counts: Record<string, number> = {};
    for (const row of rows) {
      if (row.statues === 0) counts[String(RECHARGE_STAGES.review)] = row.count;
      if (row.statues === 2) counts[String(RECHARGE_STAGES.rejected)] = row.count;
      for (const r of row.byRecharge) counts[String(r.stage)] = r.count;
    }
    return counts;
  }),
};
const EXTRA_FILTERS: readonly FilterSpec[] = [
  { kind: 'text', name: 'applyCode', label: L.applyCode.label },
  { kind: 'dateRange', names: ['beginTime', 'endTime'], label: L.submitTime.label },
];
const REASON = contractField(rechargeApi.rejectRecharge.body, 'remark');

interface Reviewing {
  ids: number[];
  subject: string;
  done?: () => void;
}

/**
 * 电子卡充值: companies' recharge applications under their state tabs. 审核
 * (通过 or 驳回 with a reason, one or a selection of 待审核), 充值 for 待充值
 * and 充值失败 (the transfer registered, every person credited), 详情 with
 * the people, what each was credited and the timeline.
 */
export default function RechargePage() {
  const { can } = useCurrentUser();
  const { modal } = App.useApp();
  const [viewing, setViewing] = useState<number | null>(null);
  const [reviewing, setReviewing] = useState<Reviewing | null>(null);
  const [recharging, setRecharging] = useState<RechargeRecord | null>(null);
  const check = useApiMutation(rechargeApi.checkRechargeApplyInfo, { invalidates: RECHARGE_QUERIES });
  const reject = useApiMutation(rechargeApi.rejectRecharge, { invalidates: RECHARGE_QUERIES });
  const mayReview = can(rechargeApi.checkRechargeApplyInfo);
  const mayRecharge = can(rechargeApi.rechargeApply);

  const actionsOf = (r: Pick<RechargeRecord, 'id' | 'stage' | 'cmpyName' | 'applyCode'>, record: RechargeRecord | RechargeDetail) => (
    <>
      {mayReview && RECHARGE_MACHINE.can('check', r.stage) && <ActionLink onClick={() => setReviewing({ ids: [r.id], subject: `“${r.cmpyName}”的充值申请` })}>审核</ActionLink>}
      {mayRecharge && RECHARGE_MACHINE.can('recharge', r.stage) && (
        <ActionLink onClick={() => setRecharging(record)}>{r.stage === RECHARGE_STAGES.failed ? '重新充值' : '充值'}</ActionLink>
      )}
    </>
  );

  const columns = useMemo<ListColumn<RechargeRecord>[]>(
    () => [
      ...labelColumns<RechargeRecord, typeof L>(L, {
        applyCode: { fixed: 'left', render: (code: string, r) => <Typography.Link onClick={() => setViewing(r.id)}>{code}</Typography.Link> },
        cmpyName: { filter: { kind: 'text', name: 'cmpyName' } },
        stage: { render: (v: number) => <RechargeStageTag value={v} /> },
        rechargeTotalPeople: { render: (v: number) => `${v} 人` },
        rechargeTotalMoney: { render: (v: number) => formatYuan(v) },
        contactPerson: { filter: { kind: 'text', name: 'contactPerson' } },
        countyName: { filter: { kind: 'custom', name: 'countyCode', render: () => <RegionCascader placeholder="请选择所属区县" /> } },
        checkTime: { render: (v: string | null) => orDash(v) },
        rechargeTime: { render: (v: string | null) => orDash(v) },
        reviewerName: { render: (v: string) => orDash(v) },
        explainRemark: { render: (v: string) => orDash(v) },
        remark: { render: (v: string) => orDash(v) },
      }),
      actionsColumn<RechargeRecord>(['详情', '重新充值'], (r) => (
        <RowActions>
          <ActionLink onClick={() => setViewing(r.id)}>详情</ActionLink>
          {actionsOf(r, r)}
        </RowActions>
      )),
    ],
    [mayReview, mayRecharge],
  );

  const batchActions = (selected: Key[], clearSelection: () => void, tab: number | undefined) =>
    mayReview && tab === RECHARGE_STAGES.review ? (
      <Space>
        <Button
          disabled={selected.length === 0}
          onClick={() =>
            confirmThen(modal, { title: `确定审核通过所选的 ${selected.length} 条充值申请吗？` }, () => check.mutateAsync({ body: { ids: selected.map(Number), remark: '' } })).then(
              clearSelection,
              () => undefined,
            )
          }
        >
          批量通过{selected.length > 0 ? `（${selected.length}）` : ''}
        </Button>
        <Button disabled={selected.length === 0} onClick={() => setReviewing({ ids: selected.map(Number), subject: `所选的 ${selected.length} 条充值申请`, done: clearSelection })}>
          批量驳回{selected.length > 0 ? `（${selected.length}）` : ''}
        </Button>
      </Space>
    ) : null;

  return (
    <>
      <ListPage
        endpoint={rechargeApi.queryRechargeApplyList}
        stateKey="card:recharge"
        columns={columns}
        rowKey="id"
        tabs={TABS}
        extraFilters={EXTRA_FILTERS}
        loadFailure="获取充值申请失败"
        batchActions={batchActions}
        rowSelectable={(r) => r.stage === RECHARGE_STAGES.review}
      />
      {viewing !== null && <RechargeDrawer id={viewing} onClose={() => setViewing(null)} actions={(d) => <Space>{actionsOf(d, d)}</Space>} />}
      <ReviewDialog
        title="充值申请审核"
        subject={reviewing?.subject ?? null}
        reason={REASON}
        onClose={() => setReviewing(null)}
        onSubmit={async ({ passed, rejectDesc }) => {
          const ids = reviewing?.ids ?? [];
          await (passed ? check.mutateAsync({ body: { ids, remark: '' } }) : reject.mutateAsync({ body: { ids, remark: rejectDesc ?? '' } }));
          reviewing?.done?.();
        }}
      />
      {recharging && <RechargeDialog apply={recharging} onClose={() => setRecharging(null)} />}
    </>
  );
}
