import { applyNotifyApi, NOTIFY_LABELS, NOTIFY_MACHINE, type NotifyRecord } from '@hrbd/contract';
import { App, Button, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { actionsColumn, labelColumns, ListPage, type ListColumn } from '../../../components/list-page';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation } from '../../../lib/query';
import { shown, SkillStateTag, skillStateTabs } from '../shared/skill-record';
import { NotifyDrawer, projectText, useNotifyDetail } from './notify-drawer';
import { NotifyFormDialog } from './notify-form';

const L = NOTIFY_LABELS;
const TABS = skillStateTabs(NOTIFY_MACHINE);

/**
 * 申报通知: notices with their state tabs, filtered by title. 提交 needs the
 * notice's 补贴项目 已提交 (the server says so otherwise); a submitted notice
 * shows in 政策资讯 (本平台) until it is revoked.
 */
export default function NotifyPage() {
  const { can } = useCurrentUser();
  const { message } = App.useApp();
  const invalidates = [applyNotifyApi.getNotifyList, applyNotifyApi.notifyInfo];
  const submit = useApiMutation(applyNotifyApi.submitApplyNotify, { invalidates });
  const revoke = useApiMutation(applyNotifyApi.cancleApplyNotify, { invalidates });
  const remove = useApiMutation(applyNotifyApi.delApplyNotify, { invalidates });
  const [editingCode, setEditingCode] = useState<string | null | undefined>(undefined);
  const [viewing, setViewing] = useState<string | null>(null);
  // 编辑 loads the whole notice first (the list has no body).
  const editingDetail = useNotifyDetail(typeof editingCode === 'string' ? editingCode : null);
  useEffect(() => {
    if (editingDetail.isError) {
      void message.error(editingDetail.error.message);
      setEditingCode(undefined);
    }
  }, [editingDetail.isError, editingDetail.error, message]);
  const editing = editingCode === null ? null : editingCode === undefined ? undefined : (editingDetail.data ?? undefined);
  const may = {
    add: can(applyNotifyApi.addApplyNotify),
    edit: can(applyNotifyApi.editApplyNotify),
    submit: can(applyNotifyApi.submitApplyNotify),
    revoke: can(applyNotifyApi.cancleApplyNotify),
    remove: can(applyNotifyApi.delApplyNotify),
  };

  const actions = useMemo(
    () =>
      function NotifyActions(n: { notifyCode: string; title: string; state: number }, afterRemove?: () => void) {
        const name = `申报通知“${n.title}”`;
        const query = { idNo: n.notifyCode };
        return (
          <RowActions>
            {may.edit && NOTIFY_MACHINE.can('edit', n.state) && <ActionLink onClick={() => setEditingCode(n.notifyCode)}>编辑</ActionLink>}
            {may.submit && NOTIFY_MACHINE.can('submit', n.state) && (
              <ConfirmAction title={`确定提交${name}吗？提交后将在政策资讯中展示`} onConfirm={() => submit.mutateAsync({ query }).catch(shown)}>
                提交
              </ConfirmAction>
            )}
            {may.revoke && NOTIFY_MACHINE.can('revoke', n.state) && (
              <ConfirmAction danger title={`确定撤销${name}吗？撤销后不再在政策资讯中展示`} onConfirm={() => revoke.mutateAsync({ query }).catch(shown)}>
                撤销
              </ConfirmAction>
            )}
            {may.remove && NOTIFY_MACHINE.can('remove', n.state) && (
              <ConfirmAction danger title={`确定删除${name}吗？`} onConfirm={() => remove.mutateAsync({ query }).then(() => afterRemove?.(), shown)}>
                删除
              </ConfirmAction>
            )}
          </RowActions>
        );
      },
    [may.edit, may.submit, may.revoke, may.remove, submit, revoke, remove],
  );

  const columns = useMemo<ListColumn<NotifyRecord>[]>(
    () => [
      ...labelColumns<NotifyRecord, typeof L>(L, {
        title: {
          fixed: 'left',
          filter: { kind: 'text', name: 'title', label: L.title.label },
          render: (title: string, n) => <Typography.Link onClick={() => setViewing(n.notifyCode)}>{title}</Typography.Link>,
        },
        state: { render: (state: number) => <SkillStateTag value={state} /> },
        projectName: { render: (_: unknown, n) => projectText(n) },
        reportTime: { render: (_: unknown, n) => `${n.reportStart} 至 ${n.reportEnd}` },
      }),
      actionsColumn<NotifyRecord>(['编辑', '提交', '删除'], (n) => actions(n)),
    ],
    [actions],
  );

  return (
    <>
      <ListPage
        endpoint={applyNotifyApi.getNotifyList}
        stateKey="policy:notify"
        columns={columns}
        rowKey="notifyCode"
        tabs={TABS}
        loadFailure="获取申报通知失败"
        toolbar={
          may.add && (
            <Button type="primary" onClick={() => setEditingCode(null)}>
              新增
            </Button>
          )
        }
      />
      <NotifyFormDialog notice={editing} onClose={() => setEditingCode(undefined)} />
      <NotifyDrawer notifyCode={viewing} onClose={() => setViewing(null)} actions={(n) => actions(n, () => setViewing(null))} />
    </>
  );
}
