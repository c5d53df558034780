import {
  STATION_LABELS,
  STATION_MACHINE,
  STATION_SERVICE_LABELS,
  STATION_TAB_ORDER,
  STATION_TYPE_LABELS,
  STATION_TYPE_VALUES,
  stationApi,
  type StationRecord,
} from '@hrbd/contract';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { actionsColumn, countsFrom, labelColumns, ListPage, type FilterSpec, type ListColumn, type StatusTabs } from '../../../components/list-page';
import { contractField } from '../../../components/modal-form';
import { RegionCascader } from '../../../components/region-cascader';
import { ReviewDialog } from '../../../components/review-dialog';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation } from '../../../lib/query';
import { STATION_QUERIES } from '../shared/queries';
import { StationStateTag } from '../shared/tags';
import { lazyComponent } from '../../../lib/lazy-module';

// The form (address dialog, uploader) and the drawer (map) load when first opened: the list alone is the screen's chunk.
const StationDrawer = lazyComponent(() => import('./station-drawer').then((m) => ({ default: m.StationDrawer })));
const StationForm = lazyComponent(() => import('./station-form').then((m) => ({ default: m.StationForm })));

const L = STATION_LABELS;

/** 运营中 / 待审核 / 已驳回 with counts under the list's filters (countNumByApproveState). */
const TABS: StatusTabs = {
  field: 'approveState',
  items: STATION_TAB_ORDER.map((value) => ({ value, label: STATION_MACHINE.label(value) })),
  counts: countsFrom(stationApi.countNumByApproveState, (rows) => Object.fromEntries(rows.map((c) => [String(c.approveState), c.count]))),
};
const EXTRA_FILTERS: readonly FilterSpec[] = [{ kind: 'dateRange', names: ['beginTime', 'endTime'], label: L.submitTime.label }];
const REASON = contractField(stationApi.checkStation.body, 'rejectDesc');

/**
 * 驿站及活动管理: the station register under its review tabs. Rows offer
 * what the state allows (审核 while 待审核; 编辑; 删除 asked first); 详情 opens
 * the drawer with the board, the activities and 操作记录.
 */
export default function StationPage() {
  const { can } = useCurrentUser();
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [reviewing, setReviewing] = useState<StationRecord | null>(null);
  const check = useApiMutation(stationApi.checkStation, { invalidates: STATION_QUERIES });
  const remove = useApiMutation(stationApi.deleteStationByStationNo, { invalidates: STATION_QUERIES });
  const mayEdit = can(stationApi.editStation);
  const mayReview = can(stationApi.checkStation);
  const mayRemove = can(stationApi.deleteStationByStationNo);

  const columns = useMemo<ListColumn<StationRecord>[]>(
    () => [
      ...labelColumns<StationRecord, typeof L>(L, {
        stationName: { fixed: 'left', render: (name: string, r) => <Typography.Link onClick={() => setViewing(r.stationNo)}>{name}</Typography.Link> },
        approveState: { render: (v: number) => <StationStateTag value={v} /> },
        stationType: {
          render: (v: number) => STATION_TYPE_LABELS[v] ?? v,
          filter: { kind: 'select', name: 'stationType', options: STATION_TYPE_VALUES.map((value) => ({ value, label: STATION_TYPE_LABELS[value] })) },
        },
        countyName: { filter: { kind: 'custom', name: 'countyCode', render: () => <RegionCascader placeholder="请选择所在区县" /> } },
        serviceItems: { render: (items: number[]) => items.map((i) => STATION_SERVICE_LABELS[i] ?? i).join('、') },
        reviewTime: { render: (v: string) => v || '-' },
        reviewerName: { render: (v: string) => v || '-' },
        rejectDesc: { render: (v: string) => v || '-' },
      }),
      actionsColumn<StationRecord>(['详情', '编辑', '审核', '删除'], (r) => (
        <RowActions>
          <ActionLink onClick={() => setViewing(r.stationNo)}>详情</ActionLink>
          {mayEdit && <ActionLink onClick={() => setEditing(r.stationNo)}>编辑</ActionLink>}
          {mayReview && STATION_MACHINE.can('pass', r.approveState) && <ActionLink onClick={() => setReviewing(r)}>审核</ActionLink>}
          {mayRemove && (
            <ConfirmAction danger title={`确定删除驿站“${r.stationName}”吗？`} onConfirm={() => remove.mutateAsync({ query: { stationNo: r.stationNo } })}>
              删除
            </ConfirmAction>
          )}
        </RowActions>
      )),
    ],
    [mayEdit, mayReview, mayRemove, remove],
  );

  return (
    <>
      <ListPage
        endpoint={stationApi.getBDStationList}
        exportEndpoint={stationApi.export}
        stateKey="station:manage"
        columns={columns}
        rowKey="stationNo"
        tabs={TABS}
        extraFilters={EXTRA_FILTERS}
        loadFailure="获取驿站失败"
        toolbar={
          can(stationApi.addStation) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              新增驿站
            </Button>
          )
        }
      />
      {viewing !== null && <StationDrawer stationNo={viewing} onClose={() => setViewing(null)} />}
      {editing !== undefined && <StationForm stationNo={editing} onClose={() => setEditing(undefined)} />}
      <ReviewDialog
        title="驿站审核"
        subject={reviewing && `驿站“${reviewing.stationName}”`}
        reason={REASON}
        onClose={() => setReviewing(null)}
        onSubmit={({ passed, rejectDesc }) => check.mutateAsync({ body: { stationNo: reviewing?.stationNo ?? '', approveState: passed ? 1 : 3, rejectDesc: rejectDesc ?? '' } })}
      />
    </>
  );
}

