import { DICT_TYPES, ITEM_APPLY_LABELS, itemApplyApi, type ItemApplyRecord } from '@hrbd/contract';
import { useMemo } from 'react';
import { labelColumns, ListPage, type FilterSpec, type ListColumn } from '../../../components/list-page';
import { useKeyDict } from '../shared/theme-tags';

const L = ITEM_APPLY_LABELS;
const EXTRA_FILTERS: FilterSpec[] = [{ kind: 'dateRange', names: ['beginTime', 'endTime'], label: '申报时间' }];

/**
 * 政策申报: companies' declarations for 政策事项, received from the company
 * portal (no one adds them here), newest first, in the user's region, the
 * contact's mobile masked without 查看完整手机号. Filtered by item, type,
 * company and time.
 */
export default function DeclarePage() {
  const types = useKeyDict(DICT_TYPES.policyTypeGroup2);
  const columns = useMemo<ListColumn<ItemApplyRecord>[]>(
    () =>
      labelColumns<ItemApplyRecord, typeof L>(L, {
        itemName: { fixed: 'left', filter: { kind: 'text', name: 'itemName', label: L.itemName.label } },
        itemType: { filter: { kind: 'select', name: 'itemType', label: L.itemType.label, options: types.options }, render: (t: string) => types.label(t) },
        cmpyName: { filter: { kind: 'text', name: 'cmpyName', label: L.cmpyName.label } },
        remark: { render: (r: string) => r || '-' },
      }),
    [types],
  );
  return <ListPage endpoint={itemApplyApi.queryPage} stateKey="policy:declare" columns={columns} rowKey="applyCode" extraFilters={EXTRA_FILTERS} />;
}
