import {
  PUBLICATION_APIS,
  PUBLICATION_LABELS,
  PUBLICATION_MACHINES,
  PUBLICATION_STATE_LABELS,
  PUBLICATION_STATE_VALUES,
  PUBLICATION_STATES,
  PUBLICATION_SUBJECTS,
  type PublicationKind,
  type PublicationRecord,
} from '@hrbd/contract';
import { App, Button } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { LabelTag } from '../../../components/label-tag';
import { actionsColumn, labelColumns, ListPage, type FilterSpec, type ListColumn, type StatusTabs } from '../../../components/list-page';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { callApi } from '../../../lib/api';
import { useApiMutation } from '../../../lib/query';
import { useThemeTags } from '../shared/theme-tags';
import { PUBLICATION_STATE_COLORS, PublicationDrawer } from './publication-drawer';
import { PublicationFormDialog, type Editing } from './publication-form';

const L = PUBLICATION_LABELS;
const EXTRA_FILTERS: FilterSpec[] = [{ kind: 'dateRange', names: ['beginTime', 'endTime'], label: '发布时间' }];

/**
 * 政策信息 / 政策报告 (one screen, two kinds): tabs 草稿 / 待发布 / 已发布 /
 * 已下线 with counts, filtered by title, theme and publish time. A row offers
 * only its machine's moves: 编辑 always; 提交 and 删除 from 草稿 and 已下线;
 * 撤销 while 待发布; 下线 once 已发布. Each destructive move asks first.
 */
export function PublicationPage({ kind }: { kind: PublicationKind }) {
  const api = PUBLICATION_APIS[kind];
  const subject = PUBLICATION_SUBJECTS[kind];
  const machine = PUBLICATION_MACHINES[kind];
  const { can } = useCurrentUser();
  const themes = useThemeTags();
  const invalidates = [api.page, api.detail, api.pageOnHome, api.countOnHome];
  const off = useApiMutation(api.off, { invalidates });
  const remove = useApiMutation(api.delete, { invalidates });
  const [editing, setEditing] = useState<Editing | undefined>(undefined);
  const [viewing, setViewing] = useState<string | null>(null);
  const may = { add: can(api.add), edit: can(api.edit), off: can(api.off), remove: can(api.delete) };

  const tabs = useMemo<StatusTabs>(
    () => ({ field: 'state', items: PUBLICATION_STATE_VALUES.map((state) => ({ value: state, label: PUBLICATION_STATE_LABELS[state] })) }),
    [],
  );

  // The form needs the body and files, which the list leaves out: read the detail first.
  const { message } = App.useApp();
  const open = useCallback(
    async (code: string, submit = false) => {
      try {
        setEditing({ record: await callApi(api.detail, { query: { code } }), submit });
      } catch (error) {
        void message.error((error as Error).message);
      }
    },
    [api, message],
  );

  const columns = useMemo<ListColumn<PublicationRecord>[]>(
    () => [
      ...labelColumns<PublicationRecord, typeof L>(L, {
        title: { fixed: 'left', filter: { kind: 'text', name: 'title', label: L.title.label }, render: (title: string, r) => <a onClick={() => setViewing(r.code)}>{title}</a> },
        state: { render: (state: number) => <LabelTag<number> value={state} labels={PUBLICATION_STATE_LABELS} colors={PUBLICATION_STATE_COLORS} /> },
        publishTime: { render: (t: string | null) => t ?? '-' },
        themeTags: { filter: { kind: 'select', name: 'themeTag', label: L.themeTags.label, options: themes.options }, render: (tags: string[]) => themes.join(tags) },
        source: { render: (s: string) => s || '-' },
      }),
      actionsColumn<PublicationRecord>(['编辑', '提交', '删除'], (r) => {
        const name = `${subject}“${r.title}”`;
        return (
          <RowActions>
            {may.edit && machine.can('edit', r.state) && <ActionLink onClick={() => void open(r.code)}>编辑</ActionLink>}
            {may.add && machine.can('schedule', r.state) && <ActionLink onClick={() => void open(r.code, true)}>提交</ActionLink>}
            {may.off && r.state === PUBLICATION_STATES.scheduled && (
              <ConfirmAction danger title={`确定撤销${name}吗？撤销后回到草稿，不会自动发布`} onConfirm={() => off.mutateAsync({ query: { code: r.code } })}>
                撤销
              </ConfirmAction>
            )}
            {may.off && machine.can('off', r.state) && (
              <ConfirmAction danger title={`确定下线${name}吗？下线后首页不再展示`} onConfirm={() => off.mutateAsync({ query: { code: r.code } })}>
                下线
              </ConfirmAction>
            )}
            {may.remove && machine.can('remove', r.state) && (
              <ConfirmAction danger title={`确定删除${name}吗？`} onConfirm={() => remove.mutateAsync({ query: { code: r.code } })}>
                删除
              </ConfirmAction>
            )}
          </RowActions>
        );
      }),
    ],
    [may.edit, may.add, may.off, may.remove, off, remove, themes, machine, subject, open],
  );

  return (
    <>
      <ListPage
        endpoint={api.page}
        stateKey={`policy:${kind === 1 ? 'info' : 'report'}`}
        columns={columns}
        rowKey="code"
        tabs={tabs}
        extraFilters={EXTRA_FILTERS}
        toolbar={
          may.add && (
            <Button type="primary" onClick={() => setEditing({ record: null })}>
              新增
            </Button>
          )
        }
      />
      {/* Keyed by the record: a fresh form for each, so its saved values are what the dialog opens with. */}
      <PublicationFormDialog key={editing?.record?.code ?? 'new'} kind={kind} editing={editing} onClose={() => setEditing(undefined)} />
      <PublicationDrawer kind={kind} code={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
