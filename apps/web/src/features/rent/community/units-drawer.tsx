import { communityApi, houseApi, ROOM_DETAIL_LABELS, ROOM_STATE_LABELS, roomApi, unitApi, type RoomRecord } from '@hrbd/contract';
import { Button, Descriptions, Drawer, Form, Input, InputNumber, Radio, Space, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { LoadErrorBanner, tableLoadState } from '../../../components/list-page';
import { ModalForm } from '../../../components/modal-form';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { ROOM_STATE_COLORS, RoomDrawer } from './room-drawer';

interface UnitValues {
  buildingNo: string;
  unitNo: string;
  floors: number;
  elevator: 0 | 1;
}

interface BatchValues {
  fromFloor: number;
  toFloor: number;
  perFloor: number;
  rooms: number;
  halls: number;
  baths: number;
  area: number;
  capacity: number;
  rent: string;
}

const ROOM_QUERIES = [communityApi.detail, communityApi.queryPageCommunity, unitApi.detail, houseApi.list];

/** 生成房间: floors × rooms per floor, numbered 0101 …, all of one layout; a number the unit has refuses the batch. */
function RoomBatchDialog({ unitCode, onClose }: { unitCode: string | null; onClose: () => void }) {
  const add = useApiMutation(roomApi.add, { invalidates: ROOM_QUERIES });
  return (
    <ModalForm<BatchValues>
      title="生成房间"
      open={unitCode !== null}
      onClose={onClose}
      width={640}
      labelWidth={150}
      initialValues={{ fromFloor: 1, toFloor: 6, perFloor: 4, rooms: 2, halls: 1, baths: 1, area: 60, capacity: 2, rent: '400' }}
      onSubmit={({ fromFloor, toFloor, perFloor, ...spec }) => add.mutateAsync({ body: { unitCode: unitCode ?? '', batch: { fromFloor, toFloor, perFloor, ...spec } } })}
    >
      <Form.Item label="楼层" required>
        <Space>
          <Form.Item name="fromFloor" noStyle rules={[{ required: true, message: '请输入起始楼层' }]}>
            <InputNumber min={1} max={99} precision={0} aria-label="起始楼层" />
          </Form.Item>
          至
          <Form.Item name="toFloor" noStyle rules={[{ required: true, message: '请输入结束楼层' }]}>
            <InputNumber min={1} max={99} precision={0} aria-label="结束楼层" />
          </Form.Item>
          层
        </Space>
      </Form.Item>
      <Form.Item name="perFloor" label="每层房间数" rules={[{ required: true, message: '请输入每层房间数' }]}>
        <InputNumber min={1} max={50} precision={0} />
      </Form.Item>
      <Form.Item label="户型" required>
        <Space>
          <Form.Item name="rooms" noStyle>
            <InputNumber min={1} max={9} precision={0} aria-label="室" />
          </Form.Item>
          室
          <Form.Item name="halls" noStyle>
            <InputNumber min={0} max={9} precision={0} aria-label="厅" />
          </Form.Item>
          厅
          <Form.Item name="baths" noStyle>
            <InputNumber min={0} max={9} precision={0} aria-label="卫" />
          </Form.Item>
          卫
        </Space>
      </Form.Item>
      <Form.Item name="area" label="面积（㎡）" rules={[{ required: true, message: '请输入面积' }]}>
        <InputNumber min={1} max={10000} precision={2} />
      </Form.Item>
      <Form.Item name="capacity" label="床位数" rules={[{ required: true, message: '请输入床位数' }]}>
        <InputNumber min={1} max={20} precision={0} />
      </Form.Item>
      <Form.Item name="rent" label="租金（元/床/月）" rules={[{ required: true, message: '请输入租金' }, { pattern: /^(0|[1-9]\d*)(\.\d{1,2})?$/, message: '请输入正确的金额（最多保留两位小数）' }]}>
        <Input style={{ width: 140 }} />
      </Form.Item>
    </ModalForm>
  );
}

function UnitDialog({ bizCode, open, onClose }: { bizCode: string; open: boolean; onClose: () => void }) {
  const save = useApiMutation(unitApi.save, { invalidates: ROOM_QUERIES });
  return (
    <ModalForm<UnitValues> title="新增单元" open={open} onClose={onClose} initialValues={{ floors: 6, elevator: 0 }} onSubmit={(v) => save.mutateAsync({ body: { bizCode, ...v } })}>
      <Form.Item name="buildingNo" label="楼栋号" rules={[{ required: true, message: '请输入楼栋号' }, { max: 20 }]}>
        <Input placeholder="如：3" />
      </Form.Item>
      <Form.Item name="unitNo" label="单元号" rules={[{ required: true, message: '请输入单元号' }, { max: 20 }]}>
        <Input placeholder="如：1" />
      </Form.Item>
      <Form.Item name="floors" label="楼层数" rules={[{ required: true, message: '请输入楼层数' }]}>
        <InputNumber min={1} max={99} precision={0} />
      </Form.Item>
      <Form.Item name="elevator" label="有无电梯">
        <Radio.Group options={[{ label: '有', value: 1 }, { label: '无', value: 0 }]} />
      </Form.Item>
    </ModalForm>
  );
}

/** 房间明细 of one unit: each room's layout, beds and state from the ledger; a room's number opens who lived there when. */
function RoomTable({ unitCode }: { unitCode: string }) {
  const detail = useApiQuery(unitApi.detail, { query: { unitCode } });
  const [shown, setShown] = useState<string | null>(null);
  const rooms = detail.data?.rooms ?? [];
  return (
    <>
      <Table<RoomRecord>
        size="small"
        rowKey="houseCode"
        loading={detail.isLoading}
        dataSource={rooms}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        {...tableLoadState(detail, rooms.length > 0)}
        columns={[
          { key: 'roomNo', dataIndex: 'roomNo', title: '房间号', width: 80, render: (n: string, r) => <a onClick={() => setShown(r.houseCode)}>{n}</a> },
          { key: 'floor', dataIndex: 'floor', title: '楼层', width: 60 },
          { key: 'layout', title: '户型', width: 90, render: (_: unknown, r) => `${r.rooms}室${r.halls}厅${r.baths}卫` },
          { key: 'area', dataIndex: 'area', title: '面积（㎡）', width: 90 },
          { key: 'beds', title: ROOM_DETAIL_LABELS.beds.label, width: 130, render: (_: unknown, r) => `${r.occupied}/${r.capacity}` },
          { key: 'rent', dataIndex: 'rent', title: '租金（元/床/月）', width: 120, render: (v: number) => v.toFixed(2) },
          { key: 'roomState', dataIndex: 'roomState', title: '房间状态', width: 90, render: (s: number) => <Tag color={ROOM_STATE_COLORS[s]}>{ROOM_STATE_LABELS[s]}</Tag> },
        ]}
      />
      <RoomDrawer room={shown ? { unitCode, houseCode: shown } : null} onClose={() => setShown(null)} />
    </>
  );
}

/** 单元管理: a community's units with their rooms, beds and occupants; 新增单元, 生成房间 and each unit's 房间明细. */
export function UnitsDrawer({ bizCode, onClose }: { bizCode: string | null; onClose: () => void }) {
  const { can } = useCurrentUser();
  const detail = useApiQuery(communityApi.detail, { query: { bizCode: bizCode ?? '' } }, { enabled: bizCode !== null });
  const [addingUnit, setAddingUnit] = useState(false);
  const [generating, setGenerating] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const data = detail.data;
  return (
    <Drawer
      title={data ? `单元管理：${data.villageName}` : '单元管理'}
      open={bizCode !== null}
      onClose={onClose}
      size={960}
      destroyOnHidden
      extra={
        can(unitApi.save) && (
          <Button type="primary" onClick={() => setAddingUnit(true)}>
            新增单元
          </Button>
        )
      }
    >
      {detail.isLoading && <Spin />}
      {detail.isError && <LoadErrorBanner reason={detail.error.message} onRetry={() => void detail.refetch()} />}
      {data && (
        <>
          <Descriptions size="small" column={4} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label="房间总数">{data.houseTotalNum}</Descriptions.Item>
            <Descriptions.Item label="床位总数">{data.bedTotal}</Descriptions.Item>
            <Descriptions.Item label="入住总人数">{data.totalOccupancyNum}</Descriptions.Item>
            <Descriptions.Item label="房屋总面积（㎡）">{data.houseTotalArea.toFixed(2)}</Descriptions.Item>
          </Descriptions>
          <Table
            size="small"
            rowKey="unitCode"
            dataSource={data.units}
            pagination={false}
            locale={{ emptyText: '暂无单元，请先新增单元' }}
            expandable={{ expandedRowKeys: shown ? [shown] : [], onExpand: (open, u) => setShown(open ? u.unitCode : null), expandedRowRender: (u) => <RoomTable unitCode={u.unitCode} /> }}
            columns={[
              { key: 'name', title: '单元', render: (_: unknown, u) => `${u.buildingNo}号楼${u.unitNo}单元` },
              { key: 'floors', dataIndex: 'floors', title: '楼层数', width: 80 },
              { key: 'elevator', dataIndex: 'elevator', title: '电梯', width: 60, render: (v: number) => (v ? '有' : '无') },
              { key: 'roomCount', dataIndex: 'roomCount', title: '房间数', width: 80 },
              { key: 'bedCount', dataIndex: 'bedCount', title: '床位数', width: 80 },
              { key: 'occupied', dataIndex: 'occupied', title: '入住人数', width: 90 },
              {
                key: 'actions',
                title: '操作',
                width: 180,
                render: (_: unknown, u) => (
                  <Space size={0}>
                    <Button type="link" size="small" onClick={() => setShown(shown === u.unitCode ? null : u.unitCode)}>
                      房间明细
                    </Button>
                    {can(roomApi.add) && (
                      <Button type="link" size="small" onClick={() => setGenerating(u.unitCode)}>
                        生成房间
                      </Button>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        </>
      )}
      {bizCode && <UnitDialog bizCode={bizCode} open={addingUnit} onClose={() => setAddingUnit(false)} />}
      <RoomBatchDialog unitCode={generating} onClose={() => setGenerating(null)} />
    </Drawer>
  );
}
