import { flatsReportApi, houseApi, RENT_REPORT_LABELS, RENT_REPORT_SOURCE_LABELS, ROOM_DETAIL_LABELS, ROOM_STATE_LABELS, type HouseLedgerRecord, type RentReportRecord } from '@hrbd/contract';
import { Drawer, Image, Space, Spin, Tag, Typography } from 'antd';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { LoadErrorBanner } from '../../../components/list-page';
import { PagedTable } from '../../../components/paged-table';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiQuery } from '../../../lib/query';
import { ROOM_STATE_COLORS } from '../community/room-drawer';

const L = RENT_REPORT_LABELS;
const LINES_PAGE = 20;

const FIELDS: ReadonlyArray<DetailField<RentReportRecord>> = [
  { key: 'villageName', label: L.villageName.label },
  { key: 'districtName', label: L.districtName.label },
  { key: 'reportMonth', label: L.reportMonth.label },
  { key: 'cutoffDate', label: L.cutoffDate.label },
  { key: 'source', label: L.source.label, labels: RENT_REPORT_SOURCE_LABELS },
  { key: 'reporterName', label: L.reporterName.label },
  { key: 'reportTime', label: L.reportTime.label },
  { key: 'houseNum', label: L.houseNum.label },
  { key: 'vacantHouseNum', label: L.vacantHouseNum.label },
  { key: 'bedNum', label: L.bedNum.label },
  { key: 'occupiedBedNum', label: L.occupiedBedNum.label },
  { key: 'freeBedNum', label: L.freeBedNum.label },
  { key: 'tenantNum', label: L.tenantNum.label },
  { key: 'occupancyRate', label: L.occupancyRate.label, render: (v) => v.toFixed(2) },
  { key: 'moveInNum', label: L.moveInNum.label },
  { key: 'moveOutNum', label: L.moveOutNum.label },
  { key: 'remark', label: L.remark.label, span: 2 },
  {
    key: 'photos',
    label: '上报照片',
    span: 2,
    render: (photos) =>
      photos.length > 0 && (
        <Image.PreviewGroup>
          <Space wrap>
            {photos.map((p) => (
              <Image key={p.objectKey} src={p.url} width={96} height={72} style={{ objectFit: 'cover' }} alt="上报照片" />
            ))}
          </Space>
        </Image.PreviewGroup>
      ),
  },
];

/** The report's room lines as they stood when it was filed (房源管理's list with the report's code). */
function ReportLines({ reportCode }: { reportCode: string }) {
  return (
    <PagedTable
      endpoint={houseApi.list}
      input={(page) => ({ body: { ...page, reportCode } })}
      pageSize={LINES_PAGE}
      rowKey="houseCode"
      columns={[
        { key: 'roomLabel', dataIndex: 'roomLabel', title: '房间', width: 160 },
        { key: 'roomState', dataIndex: 'roomState', title: '房间状态', width: 90, render: (s: number) => <Tag color={ROOM_STATE_COLORS[s]}>{ROOM_STATE_LABELS[s]}</Tag> },
        { key: 'beds', title: ROOM_DETAIL_LABELS.beds.label, width: 130, render: (_: unknown, r: HouseLedgerRecord) => `${r.occupied}/${r.capacity}` },
        { key: 'vacantDays', dataIndex: 'vacantDays', title: '空置天数', width: 90, render: (v: number | null) => (v === null ? '-' : `${v} 天`) },
        { key: 'occupants', title: '入住人员', ellipsis: true, render: (_: unknown, r: HouseLedgerRecord) => (r.occupants.length === 0 ? '-' : r.occupants.map((o) => o.name).join('、')) },
      ]}
    />
  );
}

/** 详情: the figures the server computed at filing, the photos, and the room lines frozen with the report. */
export function ReportDrawer({ reportCode, onClose }: { reportCode: string | null; onClose: () => void }) {
  const { can } = useCurrentUser();
  const detail = useApiQuery(flatsReportApi.detail, { query: { reportCode: reportCode ?? '' } }, { enabled: reportCode !== null });
  const data = detail.data;
  return (
    <Drawer title={data ? `房源上报：${data.villageName} ${data.reportMonth}` : '房源上报'} open={reportCode !== null} onClose={onClose} size={900} destroyOnHidden>
      {detail.isLoading && <Spin />}
      {detail.isError && <LoadErrorBanner reason={detail.error.message} onRetry={() => void detail.refetch()} />}
      {data && (
        <>
          <DetailView fields={FIELDS} record={data} column={2} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            房间明细（上报时）
          </Typography.Title>
          {can(houseApi.list) ? <ReportLines reportCode={data.reportCode} /> : <Typography.Text type="secondary">查看房间明细需要房源管理的查询权限</Typography.Text>}
        </>
      )}
    </Drawer>
  );
}
