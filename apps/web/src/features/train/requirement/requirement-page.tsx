import { REQUIRE_LABELS, REQUIRE_MACHINE, REQUIRE_STATE_VALUES, trainRequireApi, type RequireRecord } from '@hrbd/contract';
import { useMemo, useState } from 'react';
import { actionsColumn, countsFrom, labelColumns, ListPage, openingName, type FilterSpec, type ListColumn, type StatusTabs } from '../../../components/list-page';
import { RegionCascader } from '../../../components/region-cascader';
import { ActionLink, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { HandleDialog, nextStates } from './handle-dialog';
import { RequirementDrawer } from './requirement-drawer';
import { RequireStateTag } from './requirement-tags';

const L = REQUIRE_LABELS;

/** Tabs in the order of the flow, counted by the list's own answer under the same filters. */
const TABS: StatusTabs = {
  field: 'state',
  defaultValue: 0,
  items: [{ value: undefined, label: '全部' }, ...REQUIRE_STATE_VALUES.map((state) => ({ value: state, label: REQUIRE_MACHINE.label(state) }))],
  counts: countsFrom(trainRequireApi.trainRequireList, (page) => {
    const counts: Record<string, number> = Object.fromEntries(page.stateCounts.map((c) => [String(c.state), c.count]));
    counts.all = page.stateCounts.reduce((sum, c) => sum + c.count, 0);
    return counts;
  }),
};

const EXTRA_FILTERS: readonly FilterSpec[] = [
  { kind: 'text', name: 'keyword', label: '关键词', placeholder: '需求人、所在单位或培训工种' },
  { kind: 'dateRange', names: ['beginTime', 'endTime'], label: L.sendTime.label },
];

/**
 * 培训需求: requirements sent from the public side, under their flow tabs
 * with counts, filtered by county, keyword and time. 处理 moves one on as
 * the flow allows (a reason for 不予受理); 详情 shows it with every move.
 * Phones arrive masked.
 */
export default function RequirementPage() {
  const { can } = useCurrentUser();
  const mayHandle = can(trainRequireApi.updateState);
  const [viewing, setViewing] = useState<RequireRecord | null>(null);
  const [handling, setHandling] = useState<RequireRecord | null>(null);

  const columns = useMemo<ListColumn<RequireRecord>[]>(
    () => [
      ...labelColumns<RequireRecord, typeof L>(L, {
        name: openingName(setViewing),
        state: { render: (state: number) => <RequireStateTag value={state} /> },
        countyName: { filter: { kind: 'custom', name: 'countyCode', render: () => <RegionCascader placeholder="请选择所属区县" /> } },
        cmpyName: { render: (name: string) => name || '-' },
        handlerName: { render: (name: string) => name || '-' },
        handleTime: { render: (time: string | null) => time ?? '-' },
      }),
      actionsColumn<RequireRecord>(['详情', '处理'], (r) => (
        <RowActions>
          <ActionLink onClick={() => setViewing(r)}>详情</ActionLink>
          {mayHandle && nextStates(r.state).length > 0 && <ActionLink onClick={() => setHandling(r)}>处理</ActionLink>}
        </RowActions>
      )),
    ],
    [mayHandle],
  );

  return (
    <>
      <ListPage endpoint={trainRequireApi.trainRequireList} stateKey="train:requirement" columns={columns} rowKey="requireCode" tabs={TABS} extraFilters={EXTRA_FILTERS} />
      <RequirementDrawer requirement={viewing} onClose={() => setViewing(null)} />
      <HandleDialog requirement={handling} onClose={() => setHandling(null)} />
    </>
  );
}
