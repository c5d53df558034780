import { ANNO_DETAIL_LABELS, ANNO_LABELS, ANNO_TOP_LABELS, annoApi, type AnnoDetail, type AnnoRecord } from '@hrbd/contract';
import { Alert, App, Button, Drawer, Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { labelOptions } from '../../../components/label-tag';
import { actionsColumn, labelColumns, ListPage, LoadErrorBanner, type ListColumn } from '../../../components/list-page';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { callApi } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { DISPLAY_TABS, DisplayStatusTag, EnableAction, shown, SortCell, useDragSort, windowText } from '../shared/display';
import { AnnoFormDialog } from './anno-form';

const L = ANNO_LABELS;
const D = ANNO_DETAIL_LABELS;
const invalidates = [annoApi.queryAnnoList, annoApi.queryAnnoInfo];

/** A notice's edit as it is stored now (the list leaves the body out, so it is read first). */
async function storedForm(annoCode: string) {
  const d = await callApi(annoApi.queryAnnoInfo, { query: { annoCode } });
  return { annoCode: d.annoCode, title: d.title, content: d.content, isTop: d.isTop, startTime: d.startTime, endTime: d.endTime, enabled: d.enabled };
}

const FIELDS: ReadonlyArray<DetailField<AnnoDetail>> = [
  { key: 'title', label: L.title.label, span: 2 },
  { key: 'status', label: L.status.label, render: (status) => <DisplayStatusTag value={status} /> },
  { key: 'isTop', label: L.isTop.label, labels: ANNO_TOP_LABELS },
  { key: 'startTime', label: L.window.label, span: 2, render: (_, a) => windowText(a) },
  { key: 'creatorName', label: L.creatorName.label },
  { key: 'updateTime', label: L.updateTime.label },
  { key: 'content', label: D.content.label, span: 2, render: (html) => <div className="rich-text-view" dangerouslySetInnerHTML={{ __html: html }} /> },
];

function AnnoDrawer({ annoCode, onClose }: { annoCode: string | null; onClose: () => void }) {
  const info = useApiQuery(annoApi.queryAnnoInfo, { query: { annoCode: annoCode ?? '' } }, { enabled: annoCode !== null });
  return (
    <Drawer title="公告详情" open={annoCode !== null} onClose={onClose} size={800} destroyOnHidden>
      {info.isLoading && <Spin />}
      {info.isError && <LoadErrorBanner reason={info.error.message} onRetry={() => void info.refetch()} />}
      {info.data && <DetailView fields={FIELDS} record={info.data} />}
    </Drawer>
  );
}

/**
 * 公告管理: notices, pinned ones first, with their derived status. A row
 * dragged onto another of its group (置顶 or not) takes its place; the body
 * is read in the detail drawer and edited in the dialog.
 */
export default function AnnoPage() {
  const { can } = useCurrentUser();
  const { message } = App.useApp();
  const edit = useApiMutation(annoApi.editAnno, { invalidates });
  const reorder = useApiMutation(annoApi.editAnno, { invalidates, successMessage: '排序已保存' });
  const remove = useApiMutation(annoApi.removeAnno, { invalidates });
  const [editing, setEditing] = useState<AnnoDetail | null | undefined>(undefined);
  const [viewing, setViewing] = useState<string | null>(null);
  const may = { add: can(annoApi.saveAnno), edit: can(annoApi.editAnno), remove: can(annoApi.removeAnno) };

  const onRow = useDragSort<AnnoRecord>({
    enabled: may.edit,
    groupOf: (a) => a.isTop,
    groupWord: '置顶分组',
    move: async (a, sort) => reorder.mutateAsync({ body: { ...(await storedForm(a.annoCode)), sort } }),
  });

  const columns = useMemo<ListColumn<AnnoRecord>[]>(() => {
    const openEdit = (a: AnnoRecord) =>
      callApi(annoApi.queryAnnoInfo, { query: { annoCode: a.annoCode } }).then(setEditing, (error: Error) => void message.error(error.message));
    return [
      ...labelColumns<AnnoRecord, typeof L>(L, {
        title: {
          fixed: 'left',
          width: 260,
          filter: { kind: 'text', name: 'title' },
          render: (title: string, a) => <Typography.Link onClick={() => setViewing(a.annoCode)}>{title}</Typography.Link>,
        },
        status: { render: (status: number) => <DisplayStatusTag value={status} /> },
        isTop: {
          filter: { kind: 'select', name: 'isTop', options: labelOptions(ANNO_TOP_LABELS, [1, 0]) },
          render: (top: number) => (top === 1 ? <Tag color="orange">置顶</Tag> : '-'),
        },
        sort: { render: (sort: number) => <SortCell sort={sort} draggable={may.edit} /> },
        window: { width: 280, render: (_: unknown, a) => windowText(a) },
      }),
      actionsColumn<AnnoRecord>(['编辑', '停用', '删除'], (a) => {
        const name = `公告“${a.title}”`;
        return (
          <RowActions>
            {may.edit && <ActionLink onClick={() => void openEdit(a)}>编辑</ActionLink>}
            {may.edit && <EnableAction name={name} enabled={a.enabled} send={async (enabled) => edit.mutateAsync({ body: { ...(await storedForm(a.annoCode)), enabled } })} />}
            {may.remove && (
              <ConfirmAction danger title={`确定删除${name}吗？`} onConfirm={() => remove.mutateAsync({ params: { annoCode: a.annoCode } }).catch(shown)}>
                删除
              </ConfirmAction>
            )}
          </RowActions>
        );
      }),
    ];
  }, [may.edit, may.remove, edit, remove, message]);

  return (
    <>
      <ListPage
        endpoint={annoApi.queryAnnoList}
        stateKey="advert:anno"
        columns={columns}
        rowKey="annoCode"
        tabs={DISPLAY_TABS}
        loadFailure="获取公告失败"
        onRow={onRow}
        title={may.edit ? <Alert type="info" showIcon title="按住一行拖到同组（置顶或非置顶）的另一行上，即可调整顺序，松开后自动保存" style={{ fontWeight: 'normal' }} /> : undefined}
        toolbar={
          may.add && (
            <Button type="primary" onClick={() => setEditing(null)}>
              新增
            </Button>
          )
        }
      />
      <AnnoFormDialog anno={editing} onClose={() => setEditing(undefined)} />
      <AnnoDrawer annoCode={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
