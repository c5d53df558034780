import { TENANT_LABELS, TENANT_STATE_LABELS, tenantApi, type TenantRecord } from '@hrbd/contract';
import { Typography } from 'antd';
import { useMemo, useState } from 'react';
import { actionsColumn, countsFrom, labelColumns, ListPage, type FilterSpec, type ListColumn, type StatusTabs } from '../../../components/list-page';
import { RegionCascader } from '../../../components/region-cascader';
import { ConfirmAction, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation } from '../../../lib/query';
import { CommunitySelect } from '../community-select';
import { RentCompanySelect } from '../rent-company-select';
import { TenantDrawer, TenantStateTag } from './tenant-drawer';

const L = TENANT_LABELS;

const TABS: StatusTabs = {
  field: 'tenantState',
  defaultValue: 1,
  items: [
    { value: 1, label: TENANT_STATE_LABELS[1] },
    { value: 2, label: TENANT_STATE_LABELS[2] },
    { value: undefined, label: '全部' },
  ],
  counts: countsFrom(tenantApi.getRentlist, (page) => {
    const counts: Record<string, number> = Object.fromEntries(page.counts.map((c) => [String(c.tenantState), c.count]));
    counts.all = page.counts.reduce((sum, c) => sum + c.count, 0);
    return counts;
  }),
};

const EXTRA_FILTERS: readonly FilterSpec[] = [
  { kind: 'text', name: 'idCard', label: '身份证号' },
  { kind: 'text', name: 'mobile', label: '手机号' },
  { kind: 'custom', name: 'bizCode', label: '所属小区', render: () => <CommunitySelect /> },
  { kind: 'custom', name: 'regionCode', label: '所在地区', render: () => <RegionCascader anyLevel placeholder="省/市/区县" /> },
  { kind: 'dateRange', names: ['checkInFrom', 'checkInTo'], label: '入住日期' },
  { kind: 'select', name: 'dueSoon', label: '即将到期', options: [{ label: '30天内到期', value: 1 }] },
];

/**
 * 租户管理: every occupancy of the ledger, 在住 and 已退租 tabs with counts;
 * a lease past its end shows 已到期 in red. ID numbers and mobiles arrive
 * masked unless the user may see them whole. A name opens 租户详情 with the
 * person's housing history. 删除 (asked first) is for a
 * record entered in error, refused while it holds a bed.
 */
export default function TenantPage() {
  const { can } = useCurrentUser();
  const remove = useApiMutation(tenantApi.delItemByCode, { invalidates: [tenantApi.getRentlist] });
  const mayRemove = can(tenantApi.delItemByCode);
  const [shown, setShown] = useState<TenantRecord | null>(null);
  const columns = useMemo<ListColumn<TenantRecord>[]>(
    () => [
      ...labelColumns<TenantRecord, typeof L>(L, {
        name: { fixed: 'left', filter: { kind: 'text', name: 'name', label: L.name.label }, render: (name: string, t) => <a onClick={() => setShown(t)}>{name}</a> },
        tenantState: { render: (_: number, t) => <TenantStateTag tenant={t} /> },
        cmpyName: { filter: { kind: 'custom', name: 'cmpyCode', label: L.cmpyName.label, render: () => <RentCompanySelect /> } },
        leaseEndDate: { render: (d: string, t) => (t.expired ? <Typography.Text type="danger">{d}</Typography.Text> : d) },
        quitDate: { render: (d: string | null) => d ?? '-' },
        rent: { render: (v: number) => v.toFixed(2) },
      }),
      actionsColumn<TenantRecord>(['删除'], (t) => (
        <RowActions>
          {mayRemove && t.tenantState === 2 && (
            <ConfirmAction danger title={`确定删除${t.name}的租住记录吗？仅用于删除误登记的记录`} onConfirm={() => remove.mutateAsync({ params: { bizCode: t.tenantCode } })}>
              删除
            </ConfirmAction>
          )}
        </RowActions>
      )),
    ],
    [mayRemove, remove],
  );
  return (
    <>
      <ListPage
        endpoint={tenantApi.getRentlist}
        exportEndpoint={tenantApi.export}
        stateKey="rent:tenant"
        columns={columns}
        rowKey="tenantCode"
        tabs={TABS}
        extraFilters={EXTRA_FILTERS}
        loadFailure="获取租户失败"
      />
      <TenantDrawer tenant={shown} onClose={() => setShown(null)} />
    </>
  );
}
