import { PROMULGATION_LABELS, PROMULGATION_MACHINE, promulgationApi, type PromulgationRecord } from '@hrbd/contract';
import { App, Button, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { actionsColumn, labelColumns, ListPage, type ListColumn } from '../../../components/list-page';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation } from '../../../lib/query';
import { shown, SkillStateTag, skillStateTabs } from '../shared/skill-record';
import { PromulgationDrawer, usePromulgationDetail } from './promulgation-drawer';
import { PromulgationFormDialog } from './promulgation-form';

const L = PROMULGATION_LABELS;
const TABS = skillStateTabs(PROMULGATION_MACHINE);

/**
 * 政策发文: documents with their state tabs, filtered by title, 文号 and
 * 发文单位. A submitted one shows in 政策资讯 (本平台) until it is revoked.
 */
export default function PromulgationPage() {
  const { can } = useCurrentUser();
  const { message } = App.useApp();
  const invalidates = [promulgationApi.getList, promulgationApi.getPromulgationInfo];
  const submit = useApiMutation(promulgationApi.submitPromulgation, { invalidates });
  const revoke = useApiMutation(promulgationApi.canclePromulgation, { invalidates });
  const remove = useApiMutation(promulgationApi.delPromulgation, { invalidates });
  // 编辑 loads the whole document first (the list has no body); `null` opens 新增.
  const [editingId, setEditingId] = useState<number | null | undefined>(undefined);
  const [viewing, setViewing] = useState<number | null>(null);
  const editingDetail = usePromulgationDetail(typeof editingId === 'number' ? editingId : null);
  useEffect(() => {
    if (editingDetail.isError) {
      void message.error(editingDetail.error.message);
      setEditingId(undefined);
    }
  }, [editingDetail.isError, editingDetail.error, message]);
  const editing = editingId === null ? null : editingId === undefined ? undefined : editingDetail.data ? editingDetail.data : undefined;
  const may = {
    add: can(promulgationApi.addPromulgation),
    edit: can(promulgationApi.eidtPromulgation),
    submit: can(promulgationApi.submitPromulgation),
    revoke: can(promulgationApi.canclePromulgation),
    remove: can(promulgationApi.delPromulgation),
  };

  const actions = useMemo(
    () =>
      function PromulgationActions(p: { id: number; title: string; state: number }, afterRemove?: () => void) {
        const name = `政策发文“${p.title}”`;
        const params = { id: p.id };
        return (
          <RowActions>
            {may.edit && PROMULGATION_MACHINE.can('edit', p.state) && <ActionLink onClick={() => setEditingId(p.id)}>编辑</ActionLink>}
            {may.submit && PROMULGATION_MACHINE.can('submit', p.state) && (
              <ConfirmAction title={`确定提交${name}吗？提交后将在政策资讯中展示`} onConfirm={() => submit.mutateAsync({ params }).catch(shown)}>
                提交
              </ConfirmAction>
            )}
            {may.revoke && PROMULGATION_MACHINE.can('revoke', p.state) && (
              <ConfirmAction danger title={`确定撤销${name}吗？撤销后不再在政策资讯中展示`} onConfirm={() => revoke.mutateAsync({ params }).catch(shown)}>
                撤销
              </ConfirmAction>
            )}
            {may.remove && PROMULGATION_MACHINE.can('remove', p.state) && (
              <ConfirmAction danger title={`确定删除${name}吗？`} onConfirm={() => remove.mutateAsync({ params }).then(() => afterRemove?.(), shown)}>
                删除
              </ConfirmAction>
            )}
          </RowActions>
        );
      },
    [may.edit, may.submit, may.revoke, may.remove, submit, revoke, remove],
  );

  const columns = useMemo<ListColumn<PromulgationRecord>[]>(
    () => [
      ...labelColumns<PromulgationRecord, typeof L>(L, {
        title: {
          fixed: 'left',
          filter: { kind: 'text', name: 'title', label: L.title.label },
          render: (title: string, p) => <Typography.Link onClick={() => setViewing(p.id)}>{title}</Typography.Link>,
        },
        state: { render: (state: number) => <SkillStateTag value={state} /> },
        docNo: { filter: { kind: 'text', name: 'docNo', label: L.docNo.label } },
        unit: { filter: { kind: 'text', name: 'unit', label: L.unit.label } },
      }),
      actionsColumn<PromulgationRecord>(['编辑', '提交', '删除'], (p) => actions(p)),
    ],
    [actions],
  );

  return (
    <>
      <ListPage
        endpoint={promulgationApi.getList}
        stateKey="policy:promulgation"
        columns={columns}
        rowKey="id"
        tabs={TABS}
        loadFailure="获取政策发文失败"
        toolbar={
          may.add && (
            <Button type="primary" onClick={() => setEditingId(null)}>
              新增
            </Button>
          )
        }
      />
      <PromulgationFormDialog doc={editing} onClose={() => setEditingId(undefined)} />
      <PromulgationDrawer id={viewing} onClose={() => setViewing(null)} actions={(p) => actions(p, () => setViewing(null))} />
    </>
  );
}
