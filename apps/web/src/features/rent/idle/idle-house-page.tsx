import { centsToYuan, DECORATION_LABELS, IDLE_HOUSE_LABELS, IDLE_HOUSE_STATUS, IDLE_HOUSE_STATUS_LABELS, idleHouseApi, rentHomeApi, type IdleHouseRecord } from '@hrbd/contract';
import { App, Button } from 'antd';
import { useMemo, useState } from 'react';
import { actionsColumn, countsFrom, labelColumns, ListPage, type FilterSpec, type ListColumn, type StatusTabs } from '../../../components/list-page';
import { RegionCascader } from '../../../components/region-cascader';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { callApi } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { lazyComponent } from '../../../lib/lazy-module';
import { useApiMutation } from '../../../lib/query';
import { IdleHouseDrawer } from './idle-house-drawer';
import { floorOf, formOf, fullAddressOf, layoutOf } from './idle-house-view';
import { IdleStatusTag } from './idle-status-tag';

// The form (address dialog, image uploader, date picker) loads when first opened: it kept this screen over its byte budget.
const IdleHouseForm = lazyComponent(() => import('./idle-house-form').then((m) => ({ default: m.IdleHouseForm })), null);

const L = IDLE_HOUSE_LABELS;
const S = IDLE_HOUSE_STATUS;

const TABS: StatusTabs = {
  field: 'status',
  items: [
    { value: undefined, label: '全部' },
    { value: S.toLet, label: IDLE_HOUSE_STATUS_LABELS[S.toLet] },
    { value: S.let, label: IDLE_HOUSE_STATUS_LABELS[S.let] },
    { value: S.offShelf, label: IDLE_HOUSE_STATUS_LABELS[S.offShelf] },
  ],
  // The list answers its tabs itself (spec §3: `count`, per status under the same filters).
  counts: countsFrom(idleHouseApi.list, ({ count }) => {
    const counts: Record<string, number> = Object.fromEntries(count.map((c) => [String(c.status), c.count]));
    counts.all = count.reduce((sum, c) => sum + c.count, 0);
    return counts;
  }),
};

const EXTRA_FILTERS: readonly FilterSpec[] = [{ kind: 'custom', name: 'regionCode', label: '所在地区', render: () => <RegionCascader anyLevel placeholder="省/市/区县" /> }];

/** The moves a row offers besides 编辑 (whose form sets any status): 下架 and 已出租 from 待出租, 上架 back from 已下架. */
const MOVES: Record<number, ReadonlyArray<{ label: string; to: number; ask: (name: string) => string }>> = {
  [S.toLet]: [
    { label: '已出租', to: S.let, ask: (n) => `确定将“${n}”标记为已出租吗？已出租的房屋不能删除` },
    { label: '下架', to: S.offShelf, ask: (n) => `确定下架“${n}”吗？` },
  ],
  [S.let]: [{ label: '重新上架', to: S.toLet, ask: (n) => `确定将“${n}”重新上架为待出租吗？` }],
  [S.offShelf]: [{ label: '上架', to: S.toLet, ask: (n) => `确定上架“${n}”吗？` }],
};

/**
 * 闲置房屋: homes private owners offer for rent, by 出租状态 with counts,
 * filtered by community, owner, mobile and region. The owner's ID number and
 * mobile arrive masked unless the user may see them whole. 删除 asks first;
 * the server refuses a house already let (已出租) and the notice says so.
 */
export default function IdleHousePage() {
  const { can } = useCurrentUser();
  const { message } = App.useApp();
  const invalidates = [idleHouseApi.list, idleHouseApi.info, rentHomeApi.getCommunitySummary];
  const remove = useApiMutation(idleHouseApi.del, { invalidates });
  const move = useApiMutation(idleHouseApi.edit, { invalidates, successMessage: '操作成功' });
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [shown, setShown] = useState<string | null>(null);
  const may = { add: can(idleHouseApi.add), edit: can(idleHouseApi.edit), remove: can(idleHouseApi.del) };

  const columns = useMemo<ListColumn<IdleHouseRecord>[]>(() => {
    // The edit endpoint takes the whole house: read it whole (编辑 may), then send it back with the new status.
    // A refusal is shown by the mutation's notice (the server's words); the question then closes.
    const moveTo = async (h: IdleHouseRecord, status: number) => {
      let whole: IdleHouseRecord;
      try {
        whole = await callApi(idleHouseApi.info, { query: { houseCode: h.houseCode } });
      } catch (error) {
        void message.error(error instanceof Error ? error.message : String(error));
        return;
      }
      await move.mutateAsync({ body: formOf(whole, status) }).catch(() => undefined);
    };
    const removeHouse = (h: IdleHouseRecord) => remove.mutateAsync({ query: { houseCode: h.houseCode } }).catch(() => undefined);
    return [
      ...labelColumns<IdleHouseRecord, typeof L>(L, {
        villageName: { fixed: 'left', filter: { kind: 'text', name: 'villageName' } },
        status: { render: (s: number) => <IdleStatusTag value={s} /> },
        ownerName: { filter: { kind: 'text', name: 'ownerName' } },
        mobile: { filter: { kind: 'text', name: 'mobile' } },
        layout: { width: 100, render: (_: unknown, h) => layoutOf(h) },
        area: { width: 96, render: (a: number) => a.toFixed(2) },
        floorLabel: { width: 90, render: (_: unknown, h) => floorOf(h) },
        expectedRent: { width: 140, render: (v: number) => centsToYuan(v) },
        decoration: { render: (d: number) => DECORATION_LABELS[d] ?? '-' },
        fullAddress: { render: (_: unknown, h) => fullAddressOf(h) },
      }),
      actionsColumn<IdleHouseRecord>(['详情', '编辑', '重新上架', '删除'], (h) => (
        <RowActions>
          <ActionLink onClick={() => setShown(h.houseCode)}>详情</ActionLink>
          {may.edit && <ActionLink onClick={() => setEditing(h.houseCode)}>编辑</ActionLink>}
          {may.edit &&
            MOVES[h.status]?.map((m) => (
              <ConfirmAction key={m.label} title={m.ask(h.villageName)} onConfirm={() => moveTo(h, m.to)}>
                {m.label}
              </ConfirmAction>
            ))}
          {may.remove && (
            <ConfirmAction danger title={`确定删除闲置房屋“${h.villageName}”吗？已出租的房屋不能删除`} onConfirm={() => removeHouse(h)}>
              删除
            </ConfirmAction>
          )}
        </RowActions>
      )),
    ];
  }, [may.edit, may.remove, move, remove, message]);

  return (
    <>
      <ListPage
        endpoint={idleHouseApi.list}
        stateKey="rent:idleHouse"
        columns={columns}
        rowKey="houseCode"
        tabs={TABS}
        extraFilters={EXTRA_FILTERS}
        loadFailure="获取闲置房屋失败"
        toolbar={
          may.add && (
            <Button type="primary" onClick={() => setEditing(null)}>
              新增
            </Button>
          )
        }
      />
      {editing !== undefined && <IdleHouseForm houseCode={editing} onClose={() => setEditing(undefined)} />}
      <IdleHouseDrawer houseCode={shown} onClose={() => setShown(null)} />
    </>
  );
}
