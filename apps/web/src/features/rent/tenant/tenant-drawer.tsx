import { TENANT_LABELS, TENANT_STATE_LABELS, tenantApi, type TenantRecord } from '@hrbd/contract';
import { Drawer, Tag, Typography } from 'antd';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { PagedTable } from '../../../components/paged-table';

const L = TENANT_LABELS;
const HISTORY_PAGE = 10;

/** 在住, 已退租, or 已到期 in red for one living past the lease end (as the list shows it). */
export function TenantStateTag({ tenant }: { tenant: TenantRecord }) {
  if (tenant.expired) return <Tag color="red">已到期</Tag>;
  return <Tag color={tenant.tenantState === 1 ? 'success' : 'default'}>{TENANT_STATE_LABELS[tenant.tenantState]}</Tag>;
}

const FIELDS: ReadonlyArray<DetailField<TenantRecord>> = [
  { key: 'name', label: L.name.label },
  { key: 'tenantState', label: L.tenantState.label, render: (_, t) => <TenantStateTag tenant={t} /> },
  { key: 'idCard', label: L.idCard.label },
  { key: 'mobile', label: L.mobile.label },
  { key: 'cmpyName', label: L.cmpyName.label, span: 2 },
  { key: 'villageName', label: L.villageName.label },
  { key: 'roomLabel', label: L.roomLabel.label },
  { key: 'districtName', label: L.districtName.label },
  { key: 'rent', label: L.rent.label, render: (v) => v.toFixed(2) },
  { key: 'checkInDate', label: L.checkInDate.label },
  { key: 'leaseEndDate', label: L.leaseEndDate.label },
  { key: 'quitDate', label: L.quitDate.label },
  { key: 'createTime', label: L.createTime.label },
];

/** The person's housing history: every record of the same ID number the user may see, newest first (租户管理's list with `personOf`). */
function HousingHistory({ tenantCode }: { tenantCode: string }) {
  return (
    <PagedTable
      endpoint={tenantApi.getRentlist}
      input={(page) => ({ query: { ...page, personOf: tenantCode } })}
      pageSize={HISTORY_PAGE}
      rowKey="tenantCode"
      columns={[
        { key: 'villageName', dataIndex: 'villageName', title: L.villageName.label, ellipsis: true },
        { key: 'roomLabel', dataIndex: 'roomLabel', title: L.roomLabel.label, width: 150 },
        { key: 'cmpyName', dataIndex: 'cmpyName', title: L.cmpyName.label, ellipsis: true },
        { key: 'checkInDate', dataIndex: 'checkInDate', title: L.checkInDate.label, width: 110 },
        { key: 'leaseEndDate', dataIndex: 'leaseEndDate', title: L.leaseEndDate.label, width: 110 },
        { key: 'quitDate', dataIndex: 'quitDate', title: L.quitDate.label, width: 110, render: (d: string | null) => d ?? '-' },
        { key: 'tenantState', dataIndex: 'tenantState', title: L.tenantState.label, width: 90, render: (_: number, t: TenantRecord) => <TenantStateTag tenant={t} /> },
      ]}
    />
  );
}

/** 租户详情: the record as listed, and where the same person has lived (records outside the user's region are not shown). */
export function TenantDrawer({ tenant, onClose }: { tenant: TenantRecord | null; onClose: () => void }) {
  return (
    <Drawer title={tenant ? `租户详情：${tenant.name}` : '租户详情'} open={tenant !== null} onClose={onClose} size={900} destroyOnHidden>
      {tenant && (
        <>
          <DetailView fields={FIELDS} record={tenant} column={2} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            租住记录
          </Typography.Title>
          <HousingHistory tenantCode={tenant.tenantCode} />
        </>
      )}
    </Drawer>
  );
}
