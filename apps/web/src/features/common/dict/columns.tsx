import { DICT_ITEM_ENABLED_LABELS, type dictApi } from '@hrbd/contract';
import { Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LabelTag, labelOptions } from '../../../components/label-tag';
import type { ListColumn, RowOf } from '../../../components/list-page';

export type DictTypeRow = RowOf<typeof dictApi.typePage>;
export type DictItemRow = RowOf<typeof dictApi.itemPage>;

const ENABLED_COLORS: Record<number, string> = { 1: 'success', 0: 'default' };

export function DictItemStateTag({ value }: { value: number }) {
  return <LabelTag value={value} labels={DICT_ITEM_ENABLED_LABELS} colors={ENABLED_COLORS} />;
}

/** 字典类型's table: a name picks the dictionary whose items the other table shows. */
export function typeColumns(selected: string | undefined, onSelect: (type: DictTypeRow) => void): ListColumn<DictTypeRow>[] {
  return [
    {
      title: '字典名称',
      dataIndex: 'dictName',
      width: 190,
      filter: { kind: 'text', name: 'dictName', label: '字典名称' },
      render: (name: string, type) => (
        <Space direction="vertical" size={0}>
          <Space size={6}>
            <Typography.Link strong={type.dictType === selected} onClick={() => onSelect(type)}>
              {name}
            </Typography.Link>
            {type.dictType === selected && <Tag color="blue">当前</Tag>}
          </Space>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {type.dictType}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '字典项数',
      key: 'counts',
      width: 120,
      render: (_: unknown, type) => (
        <Space size={4}>
          {type.itemCount}
          {type.enabledCount < type.itemCount && <Typography.Text type="secondary">（已禁用 {type.itemCount - type.enabledCount}）</Typography.Text>}
        </Space>
      ),
    },
  ];
}

/** 字典项's table and filters, in the dictionary's order. */
export function itemColumns(renderActions: (item: DictItemRow) => ReactNode): ListColumn<DictItemRow>[] {
  return [
    { title: '字典键', dataIndex: 'dataKey', width: 80 },
    { title: '字典值', dataIndex: 'dataValue', width: 180, filter: { kind: 'text', name: 'dataValue', label: '字典值' } },
    { title: '排序', dataIndex: 'sort', width: 70 },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 90,
      render: (enabled: number) => <DictItemStateTag value={enabled} />,
      filter: { kind: 'select', name: 'enabled', label: '启用状态', options: labelOptions(DICT_ITEM_ENABLED_LABELS, [1, 0]) },
    },
    { title: '更新时间', dataIndex: 'updateTime', width: 170 },
    { title: '操作', key: 'actions', fixed: 'right', width: 110, render: (_: unknown, item) => renderActions(item) },
  ];
}
