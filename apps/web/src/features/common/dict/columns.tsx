import { DICT_ITEM_ENABLED_LABELS, DICT_ITEM_LABELS, DICT_TYPE_LABELS, type dictApi } from '@hrbd/contract';
import { Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LabelTag, labelOptions } from '../../../components/label-tag';
import { actionsColumn, labelColumns, type ListColumn, type RowOf } from '../../../components/list-page';

export type DictTypeRow = RowOf<typeof dictApi.typePage>;
export type DictItemRow = RowOf<typeof dictApi.itemPage>;

const ENABLED_COLORS: Record<number, string> = { 1: 'success', 0: 'default' };

export function DictItemStateTag({ value }: { value: number }) {
  return <LabelTag value={value} labels={DICT_ITEM_ENABLED_LABELS} colors={ENABLED_COLORS} />;
}

/** 字典类型's table, from the contract's labels: a name (its type beside it) picks the dictionary whose items the other table shows. */
export function typeColumns(selected: string | undefined, onSelect: (type: DictTypeRow) => void): ListColumn<DictTypeRow>[] {
  return labelColumns<DictTypeRow, typeof DICT_TYPE_LABELS>(DICT_TYPE_LABELS, {
    dictName: {
      filter: { kind: 'text', name: 'dictName' },
      render: (name: string, type) => (
        <Space size={6} title={`${name}（${type.dictType}）`}>
          <Typography.Link strong={type.dictType === selected} onClick={() => onSelect(type)}>
            {name}
          </Typography.Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {type.dictType}
          </Typography.Text>
          {type.dictType === selected && <Tag color="blue">当前</Tag>}
        </Space>
      ),
    },
    // The items with those disabled: wider than a bare count.
    counts: {
      width: 120,
      render: (_: unknown, type) => (
        <Space size={4}>
          {type.itemCount}
          {type.enabledCount < type.itemCount && <Typography.Text type="secondary">（已禁用 {type.itemCount - type.enabledCount}）</Typography.Text>}
        </Space>
      ),
    },
  });
}

/** 字典项's table and filters, from the contract's labels, in the dictionary's order. */
export function itemColumns(renderActions: (item: DictItemRow) => ReactNode): ListColumn<DictItemRow>[] {
  return [
    ...labelColumns<DictItemRow, typeof DICT_ITEM_LABELS>(DICT_ITEM_LABELS, {
      dataValue: { filter: { kind: 'text', name: 'dataValue' } },
      enabled: {
        render: (enabled: number) => <DictItemStateTag value={enabled} />,
        filter: { kind: 'select', name: 'enabled', options: labelOptions(DICT_ITEM_ENABLED_LABELS, [1, 0]) },
      },
    }),
    actionsColumn(['编辑', '禁用'], renderActions),
  ];
}
