import { PlusOutlined } from '@ant-design/icons';
import { JOB_LABEL_HOT, JOB_LABEL_HOT_LABELS, jobLabelApi, perm, type JobLabelRecord } from '@hrbd/contract';
import { Button, Card, Space, Table, type TableColumnType } from 'antd';
import { useMemo, useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { labelOptions } from '../../../components/label-tag';
import { pinyinGroups } from '../../../components/pinyin-select';
import { FilterForm, tableLoadState, type FilterSpec, type FilterValues } from '../../../components/list-page';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { useSessionState } from '../../../lib/use-session-state';
import { HotBadge } from '../shared/tags';
import { LabelForm } from './label-form';
type PinyinGrouping = NonNullable<ReturnType<typeof pinyinGroups.useModule>>;

/** A label with the pinyin group it is listed under; the group's first row carries how many rows the group spans. */
type GroupedLabel = JobLabelRecord & { group: string; groupSize: number };

/** Labels in A–Z groups by the pinyin initial of their names (then 其他), as the label selector groups them. */
function groupByInitial(grouping: PinyinGrouping, labels: readonly JobLabelRecord[]): GroupedLabel[] {
  const byCode = new Map(labels.map((l) => [l.labelCode, l]));
  return grouping.groupEntries(grouping.toEntries(labels.map((l) => ({ value: l.labelCode, label: l.labelName })))).flatMap(({ group, entries }) =>
    entries.flatMap((entry, i) => {
      const label = byCode.get(String(entry.value));
      return label ? [{ ...label, group, groupSize: i === 0 ? entries.length : 0 }] : [];
    }),
  );
}

const FILTERS: FilterSpec[] = [
  { kind: 'text', name: 'labelName', label: '标签名称' },
  { kind: 'select', name: 'labelHot', label: '是否热门', options: labelOptions(JOB_LABEL_HOT_LABELS, [1, 0]) },
];

/**
 * 岗位标签: the labels jobs are tagged with, hot ones marked 热门, grouped by
 * the pinyin initial of their names. The list is whole (a few dozen labels),
 * so it has no pages. A label jobs still carry is not deleted: the server
 * says how many carry it.
 */
export default function JobLabelPage() {
  const { can } = useCurrentUser();
  const [filters, setFilters] = useSessionState<FilterValues>('list:recruit:job:label', {});
  const [editing, setEditing] = useState<JobLabelRecord | null | undefined>(undefined);
  const labels = useApiQuery(jobLabelApi.queryJobLabel, { query: filters });
  const remove = useApiMutation(jobLabelApi.delJobLabel, { invalidates: [jobLabelApi.queryJobLabel] });
  const mayEdit = can(perm.recruit.job.label.save);
  const mayRemove = can(perm.recruit.job.label.remove);

  // The grouping reads pinyin-pro, loaded with the first render (the list waits for it).
  const grouping = pinyinGroups.useModule();
  const rows = useMemo(() => (grouping ? groupByInitial(grouping, labels.data ?? []) : []), [grouping, labels.data]);
  const count = labels.data?.length;

  const columns = useMemo<TableColumnType<GroupedLabel>[]>(
    () => [
      {
        title: '首字母',
        dataIndex: 'group',
        width: 90,
        align: 'center',
        onCell: (label) => ({ rowSpan: label.groupSize }),
        render: (group: string) => <strong>{group}</strong>,
      },
      {
        title: '标签名称',
        dataIndex: 'labelName',
        render: (name: string, label) => (
          <Space size={8}>
            {name}
            {label.labelHot === JOB_LABEL_HOT.hot && <HotBadge />}
          </Space>
        ),
      },
      { title: '是否热门', dataIndex: 'labelHot', width: 100, render: (hot: number) => JOB_LABEL_HOT_LABELS[hot] ?? '-' },
      { title: '使用岗位数', dataIndex: 'jobCount', width: 120, align: 'right' },
      { title: '创建时间', dataIndex: 'createTime', width: 180 },
      {
        title: '操作',
        key: 'actions',
        width: 140,
        render: (_: unknown, label) => (
          <RowActions>
            {mayEdit && <ActionLink onClick={() => setEditing(label)}>编辑</ActionLink>}
            {mayRemove && (
              <ConfirmAction
                danger
                title={`确定删除标签“${label.labelName}”吗？`}
                onConfirm={() => remove.mutateAsync({ params: { labelCode: label.labelCode } }).catch(() => undefined)}
              >
                删除
              </ConfirmAction>
            )}
          </RowActions>
        ),
      },
    ],
    [mayEdit, mayRemove, remove.mutateAsync],
  );

  return (
    <Card className="list-page" variant="borderless">
      <FilterForm filters={FILTERS} values={filters} onSearch={setFilters} />
      {mayEdit && (
        <Space className="list-toolbar" style={{ margin: '12px 0' }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            新增
          </Button>
        </Space>
      )}
      <Table<GroupedLabel>
        rowKey="labelCode"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={labels.isFetching || !grouping}
        pagination={false}
        {...tableLoadState(labels, rows.length > 0)}
        // Labels that failed to load are not 0 labels: no count then.
        footer={count === undefined ? undefined : () => `共 ${count} 个标签`}
      />
      <LabelForm label={editing} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
