import { ACTIVITY_MACHINE, SETTLEMENT_TAB_ORDER, activityActionsFrom, activityApi, type ActivityRecord } from '@hrbd/contract';
import { useMemo, useState } from 'react';
import { actionsColumn, ListPage, type ListColumn } from '../../../components/list-page';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation } from '../../../lib/query';
import { ACTIVITY_FILTERS, activityColumns, activityTabs } from '../shared/activity-columns';
import { ACTIVITY_QUERIES } from '../shared/queries';
import { lazyComponent } from '../../../lib/lazy-module';

// The drawer (map, exports) and the settlement dialogs (uploader) load when first opened.
const ActivityDrawer = lazyComponent(() => import('../shared/activity-drawer').then((m) => ({ default: m.ActivityDrawer })));
const AgreeDialog = lazyComponent(() => import('./settle-dialogs').then((m) => ({ default: m.AgreeDialog })));
const SettleDialog = lazyComponent(() => import('./settle-dialogs').then((m) => ({ default: m.SettleDialog })));

/** 待结算 (opens here), 结算审核中, 已结束. */
const TABS = { ...activityTabs(SETTLEMENT_TAB_ORDER, (s) => ACTIVITY_MACHINE.label(s)), defaultValue: 4 };

/**
 * 结算管理: ended activities awaiting settlement. 提交结算 freezes the
 * 结算单; 同意结算 (or not, back to 待结算) and 结算 with the voucher happen
 * under 结算审核中; the drawer opens on the 结算 tab with the counted figures and both exports.
 */
export default function SettlementPage() {
  const { can } = useCurrentUser();
  const [viewing, setViewing] = useState<string | null>(null);
  const [agreeing, setAgreeing] = useState<ActivityRecord | null>(null);
  const [settling, setSettling] = useState<ActivityRecord | null>(null);
  const submitSettle = useApiMutation(activityApi.submitSettleActivity, { invalidates: ACTIVITY_QUERIES });
  const maySubmit = can(activityApi.submitSettleActivity);
  const mayAgree = can(activityApi.agreeSettleActivity);
  const maySettle = can(activityApi.settleActivity);

  const columns = useMemo<ListColumn<ActivityRecord>[]>(
    () => [
      ...activityColumns((r) => setViewing(r.activityCode)),
      actionsColumn<ActivityRecord>(['详情', '同意结算', '结算'], (r) => {
        const actions = activityActionsFrom(r.status, r.settleAgreeState);
        return (
          <RowActions>
            <ActionLink onClick={() => setViewing(r.activityCode)}>详情</ActionLink>
            {maySubmit && actions.includes('submitSettle') && (
              <ConfirmAction title={`确定提交活动“${r.activityName}”的结算吗？提交后结算单不再变化。`} onConfirm={() => submitSettle.mutateAsync({ query: { activityCode: r.activityCode } })}>
                提交结算
              </ConfirmAction>
            )}
            {mayAgree && actions.includes('agree') && <ActionLink onClick={() => setAgreeing(r)}>同意结算</ActionLink>}
            {maySettle && actions.includes('settle') && <ActionLink onClick={() => setSettling(r)}>结算</ActionLink>}
          </RowActions>
        );
      }),
    ],
    [maySubmit, mayAgree, maySettle, submitSettle],
  );

  return (
    <>
      <ListPage
        endpoint={activityApi.queryPageActivity}
        stateKey="station:settlement"
        columns={columns}
        rowKey="activityCode"
        tabs={TABS}
        extraFilters={ACTIVITY_FILTERS}
        loadFailure="获取结算活动失败"
      />
      {viewing !== null && <ActivityDrawer activityCode={viewing} tab="settle" onClose={() => setViewing(null)} />}
      {agreeing !== null && <AgreeDialog activity={agreeing} onClose={() => setAgreeing(null)} />}
      {settling !== null && <SettleDialog activity={settling} onClose={() => setSettling(null)} />}
    </>
  );
}
