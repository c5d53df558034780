import { COMMUNITY_LABELS, communityApi, VILLAGE_NATURE_LABELS, VILLAGE_NATURE_VALUES, VILLAGE_STATUS_LABELS, VILLAGE_STATUS_VALUES, type CommunityRecord } from '@hrbd/contract';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { LabelTag, labelOptions } from '../../../components/label-tag';
import { actionsColumn, labelColumns, ListPage, type ListColumn } from '../../../components/list-page';
import { RegionCascader } from '../../../components/region-cascader';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation } from '../../../lib/query';
import { CommunityForm } from './community-form';
import { UnitsDrawer } from './units-drawer';

const L = COMMUNITY_LABELS;
const STATUS_COLORS: Record<number, string> = { 1: 'success', 2: 'warning', 3: 'default' };

/**
 * 小区管理: the register of public rental communities with their rooms, beds
 * and tenants (kept by the ledger, never typed), filtered by name, region at
 * any level, nature and status. 单元管理 opens the units and their rooms;
 * 删除 asks first and is refused while anyone lives there.
 */
export default function CommunityPage() {
  const { can } = useCurrentUser();
  const remove = useApiMutation(communityApi.deleteCommunity, { invalidates: [communityApi.queryPageCommunity, communityApi.queryAllCommunity] });
  const [editing, setEditing] = useState<CommunityRecord | null | undefined>(undefined);
  const [units, setUnits] = useState<string | null>(null);
  const may = { add: can(communityApi.save), edit: can(communityApi.update), remove: can(communityApi.deleteCommunity), units: can(communityApi.detail) };

  const columns = useMemo<ListColumn<CommunityRecord>[]>(
    () => [
      ...labelColumns<CommunityRecord, typeof L>(L, {
        villageName: { fixed: 'left', filter: { kind: 'text', name: 'villageName', label: L.villageName.label } },
        villageStatus: {
          filter: { kind: 'select', name: 'villageStatus', label: L.villageStatus.label, options: labelOptions(VILLAGE_STATUS_LABELS, VILLAGE_STATUS_VALUES) },
          render: (s: number) => <LabelTag<number> value={s} labels={VILLAGE_STATUS_LABELS} colors={STATUS_COLORS} />,
        },
        villageNature: {
          filter: { kind: 'select', name: 'villageNature', label: L.villageNature.label, options: labelOptions(VILLAGE_NATURE_LABELS, VILLAGE_NATURE_VALUES) },
          render: (n: number) => VILLAGE_NATURE_LABELS[n] ?? '-',
        },
        districtName: { filter: { kind: 'custom', name: 'regionCode', label: '所在地区', render: () => <RegionCascader anyLevel placeholder="省/市/区县" /> } },
        houseTotalArea: { render: (v: number) => v.toFixed(2) },
        villageAddress: { render: (_: unknown, c) => `${c.cityName}${c.countyName}${c.villageAddress}` },
      }),
      actionsColumn<CommunityRecord>(['单元管理', '编辑', '删除'], (c) => (
        <RowActions>
          {may.units && <ActionLink onClick={() => setUnits(c.bizCode)}>单元管理</ActionLink>}
          {may.edit && <ActionLink onClick={() => setEditing(c)}>编辑</ActionLink>}
          {may.remove && (
            <ConfirmAction danger title={`确定删除小区“${c.villageName}”吗？有人入住的小区不能删除`} onConfirm={() => remove.mutateAsync({ query: { bizCode: c.bizCode } })}>
              删除
            </ConfirmAction>
          )}
        </RowActions>
      )),
    ],
    [may.units, may.edit, may.remove, remove],
  );

  return (
    <>
      <ListPage
        endpoint={communityApi.queryPageCommunity}
        exportEndpoint={communityApi.export}
        stateKey="rent:community"
        columns={columns}
        rowKey="bizCode"
        loadFailure="获取小区失败"
        toolbar={
          may.add && (
            <Button type="primary" onClick={() => setEditing(null)}>
              新增
            </Button>
          )
        }
      />
      <CommunityForm community={editing} onClose={() => setEditing(undefined)} />
      <UnitsDrawer bizCode={units} onClose={() => setUnits(null)} />
    </>
  );
}
