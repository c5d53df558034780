import { ROOM_DETAIL_LABELS, ROOM_LABELS, ROOM_STATE_LABELS, TENANT_LABELS, unitApi, type RoomRecord } from '@hrbd/contract';
import { Drawer, Spin, Table, Tag, Typography } from 'antd';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { LoadErrorBanner } from '../../../components/list-page';
import { useApiQuery } from '../../../lib/query';

export const ROOM_STATE_COLORS: Record<number, string> = { 1: 'default', 2: 'processing', 3: 'success', 4: 'error' };

type Occupant = RoomRecord['history'][number];
const T = TENANT_LABELS;
const L = ROOM_LABELS;
const D = ROOM_DETAIL_LABELS;

const FIELDS: ReadonlyArray<DetailField<RoomRecord>> = [
  { key: 'roomState', label: L.roomState.label, render: (s) => <Tag color={ROOM_STATE_COLORS[s]}>{ROOM_STATE_LABELS[s]}</Tag> },
  { key: 'floor', label: D.floor.label },
  { key: 'rooms', label: L.layout.label, render: (_, r) => `${r.rooms}室${r.halls}厅${r.baths}卫` },
  { key: 'area', label: L.area.label, render: (v) => v.toFixed(2) },
  { key: 'capacity', label: D.beds.label, render: (_, r) => `${r.occupied}/${r.capacity}` },
  { key: 'rent', label: L.rent.label, render: (v) => v.toFixed(2) },
];

/** Who lived there when: every occupancy of the room, latest check-in first, 在住 while it has no quit date. */
function RoomHistory({ history }: { history: Occupant[] }) {
  return (
    <Table<Occupant>
      size="small"
      rowKey="tenantCode"
      dataSource={history}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: '暂无居住记录' }}
      columns={[
        { key: 'name', dataIndex: 'name', title: T.name.label, width: 100 },
        { key: 'checkInDate', dataIndex: 'checkInDate', title: T.checkInDate.label, width: 110 },
        { key: 'leaseEndDate', dataIndex: 'leaseEndDate', title: T.leaseEndDate.label, width: 110 },
        { key: 'quitDate', dataIndex: 'quitDate', title: T.quitDate.label, width: 110, render: (d: string | null) => d ?? <Tag color="success">在住</Tag> },
      ]}
    />
  );
}

/**
 * 房间详情: the room's layout, beds and state, and who lived there when. Read
 * from its unit's detail (the same answer 房间明细 shows), so it opens from
 * 房间明细 without another request and from 房源管理 with one.
 */
export function RoomDrawer({ room, onClose }: { room: { unitCode: string; houseCode: string } | null; onClose: () => void }) {
  const detail = useApiQuery(unitApi.detail, { query: { unitCode: room?.unitCode ?? '' } }, { enabled: room !== null });
  const unit = detail.data;
  const shown = unit?.rooms.find((r) => r.houseCode === room?.houseCode);
  return (
    <Drawer
      title={unit && shown ? `房间详情：${unit.villageName}${unit.buildingNo}号楼${unit.unitNo}单元${shown.roomNo}室` : '房间详情'}
      open={room !== null}
      onClose={onClose}
      size={720}
      destroyOnHidden
    >
      {detail.isLoading && <Spin />}
      {detail.isError && <LoadErrorBanner reason={detail.error.message} onRetry={() => void detail.refetch()} />}
      {unit && !shown && <Typography.Text type="secondary">房间不存在</Typography.Text>}
      {shown && (
        <>
          <DetailView fields={FIELDS} record={shown} column={2} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            居住记录
          </Typography.Title>
          <RoomHistory history={shown.history} />
        </>
      )}
    </Drawer>
  );
}
