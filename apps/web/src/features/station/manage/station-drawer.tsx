import { ACTIVITY_TYPE_LABELS, STATION_DETAIL_LABELS, STATION_LABELS, STATION_MACHINE, STATION_SERVICE_LABELS, STATION_TYPE_LABELS, stationApi, type StationDetail } from '@hrbd/contract';
import { Drawer, Empty, Image, Space, Spin, Table, Tabs, Tag, Typography } from 'antd';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { LoadError } from '../../../components/list-page';
import { PlaceView } from '../../../components/map';
import { useApiQuery } from '../../../lib/query';
import { OperationTimeline } from '../shared/operations';
import { ActivityStatusTag, StationStateTag } from '../shared/tags';

const L = STATION_LABELS;
const D = STATION_DETAIL_LABELS;
const FIELDS: DetailField<StationDetail>[] = [
  { key: 'stationName', label: L.stationName.label },
  { key: 'approveState', label: L.approveState.label, render: (v) => <StationStateTag value={v} /> },
  { key: 'stationType', label: L.stationType.label, render: (v) => STATION_TYPE_LABELS[v] ?? v },
  { key: 'operatorName', label: L.operatorName.label },
  { key: 'creditCode', label: L.creditCode.label },
  { key: 'leaderName', label: L.leaderName.label },
  { key: 'leaderPhone', label: L.leaderPhone.label },
  { key: 'servicePhone', label: L.servicePhone.label },
  { key: 'openHours', label: L.openHours.label },
  { key: 'floorArea', label: L.floorArea.label },
  { key: 'serviceItems', label: L.serviceItems.label, span: 2, render: (items: number[]) => items.map((i) => <Tag key={i}>{STATION_SERVICE_LABELS[i]}</Tag>) },
  { key: 'submitterName', label: D.submitterName.label },
  { key: 'submitTime', label: L.submitTime.label },
  { key: 'reviewerName', label: L.reviewerName.label },
  { key: 'reviewTime', label: L.reviewTime.label },
  { key: 'rejectDesc', label: L.rejectDesc.label, span: 2 },
  { key: 'introduction', label: D.introduction.label, span: 2 },
  { key: 'stationNo', label: L.stationNo.label },
];

/** 驿站详情: info with its point on the map, the board, its 待开始 and 进行中 activities, 操作记录. */
export function StationDrawer({ stationNo, onClose }: { stationNo: string | null; onClose: () => void }) {
  const detail = useApiQuery(stationApi.getStationInfo, { query: { stationNo: stationNo ?? '' } }, { enabled: stationNo !== null });
  const s = detail.data?.stationNo === stationNo ? detail.data : undefined;
  return (
    <Drawer title="驿站详情" open={stationNo !== null} onClose={onClose} width={880} destroyOnHidden>
      {detail.isError && <LoadError reason={detail.error.message} onRetry={() => void detail.refetch()} title="获取驿站详情失败" />}
      {!s && !detail.isError && <Spin />}
      {s && (
        <Tabs
          items={[
            {
              key: 'info',
              label: '基本信息',
              children: (
                <Space orientation="vertical" size={16} style={{ width: '100%' }}>
                  <DetailView fields={FIELDS} record={s} column={2} />
                  <PlaceView place={s} />
                  {s.photos.length > 0 && (
                    <Image.PreviewGroup>
                      <Space wrap>
                        {s.photos.map((p) => (
                          <Image key={p.key} src={p.url} width={120} height={90} style={{ objectFit: 'cover' }} alt="驿站照片" />
                        ))}
                      </Space>
                    </Image.PreviewGroup>
                  )}
                </Space>
              ),
            },
            {
              key: 'board',
              label: `驿站岗位（${s.board.length}）`,
              children: (
                <Table
                  size="small"
                  rowKey="jobCode"
                  pagination={false}
                  dataSource={s.board}
                  locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无正在招聘的岗位" /> }}
                  columns={[
                    { title: '岗位名称', dataIndex: 'jobName', key: 'jobName' },
                    { title: '企业名称', dataIndex: 'cmpyName', key: 'cmpyName' },
                    { title: '招聘人数', dataIndex: 'headcount', key: 'headcount', width: 90 },
                    { title: '招聘截止', dataIndex: 'endTime', key: 'endTime', width: 170 },
                    { title: '加入时间', dataIndex: 'joinTime', key: 'joinTime', width: 170 },
                  ]}
                />
              ),
            },
            {
              key: 'activities',
              label: '驿站活动',
              children: (
                <Space orientation="vertical" size={12} style={{ width: '100%' }}>
                  <Space wrap>
                    {s.activityCounts.map((c) => (
                      <Tag key={c.status}>
                        {c.label} {c.count}
                      </Tag>
                    ))}
                  </Space>
                  <Typography.Text type="secondary">待开始和进行中的活动</Typography.Text>
                  <Table
                    size="small"
                    rowKey="activityCode"
                    pagination={false}
                    dataSource={s.activities}
                    locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无待开始或进行中的活动" /> }}
                    columns={[
                      { title: '活动名称', dataIndex: 'activityName', key: 'activityName' },
                      { title: '活动类型', dataIndex: 'activityType', key: 'activityType', width: 100, render: (v: number) => ACTIVITY_TYPE_LABELS[v] },
                      { title: '活动状态', dataIndex: 'status', key: 'status', width: 100, render: (v: number) => <ActivityStatusTag value={v} /> },
                      { title: '开始时间', dataIndex: 'beginTime', key: 'beginTime', width: 170 },
                      { title: '结束时间', dataIndex: 'endTime', key: 'endTime', width: 170 },
                    ]}
                  />
                </Space>
              ),
            },
            { key: 'operations', label: '操作记录', children: <OperationTimeline operations={s.operations} stateLabel={(v) => STATION_MACHINE.label(v)} /> },
          ]}
        />
      )}
    </Drawer>
  );
}
