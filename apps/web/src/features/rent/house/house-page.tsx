import { communityApi, houseApi, ROOM_LABELS, ROOM_STATE_LABELS, ROOM_STATE_VALUES, tenantApi, unitApi, type HouseLedgerRecord } from '@hrbd/contract';
import { Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { actionsColumn, countsFrom, labelColumns, ListPage, type FilterSpec, type ListColumn, type StatusTabs } from '../../../components/list-page';
import { ReasonDialog } from '../../../components/reason-dialog';
import { RegionCascader } from '../../../components/region-cascader';
import { ActionLink, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation } from '../../../lib/query';
import { CommunitySelect } from '../community-select';
import { ROOM_STATE_COLORS, RoomDrawer } from '../community/room-drawer';
import { DistributeDialog } from './distribute-dialog';

const L = ROOM_LABELS;

/** Tabs by room state, counted by the list's own answer under the same filters. */
const TABS: StatusTabs = {
  field: 'roomState',
  items: [{ value: undefined, label: '全部' }, ...ROOM_STATE_VALUES.map((s) => ({ value: s, label: ROOM_STATE_LABELS[s] }))],
  counts: countsFrom(houseApi.list, (page) => {
    const counts: Record<string, number> = Object.fromEntries(page.counts.map((c) => [String(c.roomState), c.count]));
    counts.all = page.counts.reduce((sum, c) => sum + c.count, 0);
    return counts;
  }),
};

const EXTRA_FILTERS: readonly FilterSpec[] = [
  { kind: 'custom', name: 'bizCode', label: '所属小区', render: () => <CommunitySelect /> },
  { kind: 'select', name: 'hasFreeBed', label: '有空床', options: [{ label: '有空床', value: 1 }, { label: '无空床', value: 0 }] },
];

/**
 * 房源管理: the room ledger — capacity, occupied and free beds, state,
 * occupants and 空置天数 — under state tabs, by region, community and free
 * beds; a room's name opens 房间详情 with who lived there when. 分配房间 puts tenants into free beds; 腾空 (a reason, then asked
 * again) ends every occupancy of the room today.
 */
export default function HousePage() {
  const { can } = useCurrentUser();
  const [distributing, setDistributing] = useState<HouseLedgerRecord | null>(null);
  const [emptying, setEmptying] = useState<HouseLedgerRecord | null>(null);
  const [viewing, setViewing] = useState<HouseLedgerRecord | null>(null);
  const empty = useApiMutation(houseApi.toEmpty, { invalidates: [houseApi.list, communityApi.queryPageCommunity, communityApi.detail, tenantApi.getRentlist] });
  const may = { distribute: can(houseApi.distribute), empty: can(houseApi.toEmpty), view: can(unitApi.detail) };

  const columns = useMemo<ListColumn<HouseLedgerRecord>[]>(
    () => [
      ...labelColumns<HouseLedgerRecord, typeof L>(L, {
        // 房间详情 (who lived there when) is read from the unit's detail: offered to those who may read it.
        roomLabel: { fixed: 'left', render: (label: string, r) => (may.view ? <a onClick={() => setViewing(r)}>{label}</a> : label) },
        roomState: { render: (s: number) => <Tag color={ROOM_STATE_COLORS[s]}>{ROOM_STATE_LABELS[s]}</Tag> },
        districtName: { filter: { kind: 'custom', name: 'regionCode', label: '所在地区', render: () => <RegionCascader anyLevel placeholder="省/市/区县" /> } },
        layout: { render: (_: unknown, r) => `${r.rooms}室${r.halls}厅${r.baths}卫` },
        area: { render: (v: number) => v.toFixed(2) },
        rent: { render: (v: number) => v.toFixed(2) },
        vacantDays: { render: (v: number | null) => (v === null ? '-' : `${v} 天`) },
        occupants: {
          render: (_: unknown, r) =>
            r.occupants.length === 0 ? (
              '-'
            ) : (
              <Tooltip title={r.occupants.map((o) => `${o.name}（${o.checkInDate} 入住，${o.leaseEndDate} 到期）`).join('；')}>
                {r.occupants.map((o) => o.name).join('、')}
              </Tooltip>
            ),
        },
      }),
      actionsColumn<HouseLedgerRecord>(['分配房间', '腾空'], (r) => (
        <RowActions>
          {may.distribute && r.roomState !== 4 && r.free > 0 && <ActionLink onClick={() => setDistributing(r)}>分配房间</ActionLink>}
          {may.empty && r.occupied > 0 && (
            <ActionLink danger onClick={() => setEmptying(r)}>
              腾空
            </ActionLink>
          )}
        </RowActions>
      )),
    ],
    [may.distribute, may.empty, may.view],
  );

  return (
    <>
      <ListPage endpoint={houseApi.list} stateKey="rent:house" columns={columns} rowKey="houseCode" tabs={TABS} extraFilters={EXTRA_FILTERS} loadFailure="获取房源失败" />
      <DistributeDialog room={distributing} onClose={() => setDistributing(null)} />
      <RoomDrawer room={viewing} onClose={() => setViewing(null)} />
      <ReasonDialog
        title="腾空房间"
        subject={emptying ? `${emptying.villageName}${emptying.roomLabel}` : null}
        label="腾空原因"
        field={{ rules: [{ required: true, message: '请输入腾空原因' }, { max: 200 }], count: { show: true, max: 200 } }}
        question={(subject) => `确定腾空${subject}吗？在住的 ${emptying?.occupied ?? 0} 名租户将于今日退租`}
        onClose={() => setEmptying(null)}
        onSubmit={(reason) => empty.mutateAsync({ query: { houseCode: emptying?.houseCode ?? '', reason } })}
      />
    </>
  );
}
