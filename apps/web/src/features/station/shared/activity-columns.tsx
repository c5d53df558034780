import { ACTIVITY_LABELS, ACTIVITY_TYPE_LABELS, ACTIVITY_TYPE_VALUES, activityApi, type ActivityRecord } from '@hrbd/contract';
import { Typography } from 'antd';
import { countsFrom, labelColumns, type FilterSpec, type ListColumn, type StatusTabs } from '../../../components/list-page';
import { RegionCascader } from '../../../components/region-cascader';
import { formatYuan } from '../../../lib/format';
import { ActivityStatusTag } from './tags';

const L = ACTIVITY_LABELS;

/** Tabs of activity statuses in `order`, counted by queryStateCount under the list's filters. */
export function activityTabs(order: readonly number[], label: (status: number) => string): StatusTabs {
  return {
    field: 'status',
    items: order.map((value) => ({ value, label: label(value) })),
    counts: countsFrom(activityApi.queryStateCount, (rows) => Object.fromEntries(rows.map((c) => [String(c.status), c.count]))),
  };
}

export const ACTIVITY_FILTERS: readonly FilterSpec[] = [{ kind: 'dateRange', names: ['beginFrom', 'beginTo'], label: '开始时间' }];

/** The activity list's columns (驿站活动 and 结算管理 share them). */
export function activityColumns(onView: (r: ActivityRecord) => void): ListColumn<ActivityRecord>[] {
  return labelColumns<ActivityRecord, typeof L>(L, {
    activityName: {
      fixed: 'left',
      render: (name: string, r) => <Typography.Link onClick={() => onView(r)}>{name}</Typography.Link>,
      filter: { kind: 'text', name: 'activityName' },
    },
    status: { render: (v: number) => <ActivityStatusTag value={v} /> },
    activityType: {
      render: (v: number) => ACTIVITY_TYPE_LABELS[v] ?? v,
      filter: { kind: 'select', name: 'activityType', options: ACTIVITY_TYPE_VALUES.map((value) => ({ value, label: ACTIVITY_TYPE_LABELS[value] })) },
    },
    countyName: { filter: { kind: 'custom', name: 'countyCode', render: () => <RegionCascader placeholder="请选择所在区县" /> } },
    budget: { render: (v: number) => formatYuan(v) },
    hirePrice: { render: (v: number) => formatYuan(v) },
    trainPrice: { render: (v: number) => formatYuan(v) },
  });
}
