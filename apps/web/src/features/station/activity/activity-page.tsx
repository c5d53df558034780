import { ACTIVITY_MACHINE, ACTIVITY_TAB_ORDER, activityActionsFrom, activityApi, type ActivityRecord } from '@hrbd/contract';
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { actionsColumn, ListPage, type ListColumn } from '../../../components/list-page';
import { contractField } from '../../../components/modal-form';
import { ReasonDialog } from '../../../components/reason-dialog';
import { ReviewDialog } from '../../../components/review-dialog';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation } from '../../../lib/query';
import { ACTIVITY_FILTERS, activityColumns, activityTabs } from '../shared/activity-columns';
import { ACTIVITY_QUERIES } from '../shared/queries';
import { lazyComponent } from '../../../lib/lazy-module';

// The step form (address dialog, rich text, uploader) and the drawer (map) load when first opened.
const ActivityDrawer = lazyComponent(() => import('../shared/activity-drawer').then((m) => ({ default: m.ActivityDrawer })));
const ActivityForm = lazyComponent(() => import('./activity-form').then((m) => ({ default: m.ActivityForm })));

/** 待开始, 进行中, 待结算, 已结束 (the organisation's view), then 审核中 and 已驳回 where review happens. */
const TABS = activityTabs(ACTIVITY_TAB_ORDER, (s) => ACTIVITY_MACHINE.label(s));
const REJECT_REASON = contractField(activityApi.auditActivity.query, 'rejectDesc');
const STOP_REASON = contractField(activityApi.stopActivity.query, 'reason');
const STOP_FIELD = { ...STOP_REASON, rules: [{ required: true, message: '请输入停止原因' }, ...STOP_REASON.rules] };

/**
 * 驿站活动: activities under their status tabs with counts. A row offers the
 * moves ACTIVITY_MACHINE allows from its status (修改, 审核, 提交审核, 停止上线,
 * 删除), each gated by its button code; the list, counts and an open drawer reload after each.
 */
export default function ActivityPage() {
  const { can } = useCurrentUser();
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [reviewing, setReviewing] = useState<ActivityRecord | null>(null);
  const [stopping, setStopping] = useState<ActivityRecord | null>(null);
  const audit = useApiMutation(activityApi.auditActivity, { invalidates: ACTIVITY_QUERIES });
  const submit = useApiMutation(activityApi.submitActivity, { invalidates: ACTIVITY_QUERIES });
  const stop = useApiMutation(activityApi.stopActivity, { invalidates: ACTIVITY_QUERIES });
  const remove = useApiMutation(activityApi.deleteActivity, { invalidates: ACTIVITY_QUERIES });
  const may = {
    edit: can(activityApi.editActivity),
    review: can(activityApi.auditActivity),
    submit: can(activityApi.submitActivity),
    stop: can(activityApi.stopActivity),
    remove: can(activityApi.deleteActivity),
  };

  const columns = useMemo<ListColumn<ActivityRecord>[]>(
    () => [
      ...activityColumns((r) => setViewing(r.activityCode)),
      actionsColumn<ActivityRecord>(['详情', '修改', '审核', '删除'], (r) => {
        const actions = activityActionsFrom(r.status, r.settleAgreeState);
        return (
          <RowActions>
            <ActionLink onClick={() => setViewing(r.activityCode)}>详情</ActionLink>
            {may.edit && actions.includes('edit') && <ActionLink onClick={() => setEditing(r.activityCode)}>修改</ActionLink>}
            {may.review && actions.includes('pass') && <ActionLink onClick={() => setReviewing(r)}>审核</ActionLink>}
            {may.submit && actions.includes('submit') && (
              <ConfirmAction title={`确定将活动“${r.activityName}”提交审核吗？`} onConfirm={() => submit.mutateAsync({ query: { activityCode: r.activityCode } })}>
                提交审核
              </ConfirmAction>
            )}
            {may.stop && actions.includes('stop') && (
              <ActionLink danger onClick={() => setStopping(r)}>
                停止上线
              </ActionLink>
            )}
            {may.remove && actions.includes('remove') && (
              <ConfirmAction danger title={`确定删除活动“${r.activityName}”吗？`} onConfirm={() => remove.mutateAsync({ query: { activityCode: r.activityCode } })}>
                删除
              </ConfirmAction>
            )}
          </RowActions>
        );
      }),
    ],
    [may.edit, may.review, may.submit, may.stop, may.remove],
  );

  return (
    <>
      <ListPage
        endpoint={activityApi.queryPageActivity}
        stateKey="station:activity"
        columns={columns}
        rowKey="activityCode"
        tabs={TABS}
        extraFilters={ACTIVITY_FILTERS}
        loadFailure="获取驿站活动失败"
        toolbar={
          can(activityApi.addActivity) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              新增活动
            </Button>
          )
        }
      />
      {viewing !== null && <ActivityDrawer activityCode={viewing} onClose={() => setViewing(null)} />}
      {editing !== undefined && <ActivityForm activityCode={editing} onClose={() => setEditing(undefined)} />}
      <ReviewDialog
        title="活动审核"
        subject={reviewing && `活动“${reviewing.activityName}”`}
        reason={REJECT_REASON}
        onClose={() => setReviewing(null)}
        onSubmit={({ passed, rejectDesc }) => audit.mutateAsync({ query: { activityCode: reviewing?.activityCode ?? '', pass: passed ? 1 : 0, rejectDesc: rejectDesc ?? '' } })}
      />
      <ReasonDialog
        title="停止上线"
        subject={stopping && `活动“${stopping.activityName}”`}
        label="停止原因"
        field={STOP_FIELD}
        question={(subject) => `确定停止${subject}吗？`}
        onClose={() => setStopping(null)}
        onSubmit={(reason) => stop.mutateAsync({ query: { activityCode: stopping?.activityCode ?? '', reason } })}
      />
    </>
  );
}
