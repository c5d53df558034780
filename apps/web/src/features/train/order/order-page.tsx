import { ORDER_LABELS, ORDER_PAY_STATE_LABELS, payChannelLabel, trainOrderApi, type OrderRecord } from '@hrbd/contract';
import { Statistic, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { labelOptions } from '../../../components/label-tag';
import { actionsColumn, labelColumns, ListPage, type FilterSpec, type ListColumn } from '../../../components/list-page';
import { ActionLink, RowActions } from '../../../components/row-actions';
import { useApiQuery } from '../../../lib/query';
import { CourseSelect } from '../shared/course-select';
import { OrderDrawer } from './order-drawer';
import { PayStateTag, yuanText } from './order-fields';

const L = ORDER_LABELS;
const EXTRA_FILTERS: readonly FilterSpec[] = [
  { kind: 'custom', name: 'courseCode', label: '课程', render: () => <CourseSelect /> },
  { kind: 'dateRange', names: ['beginTime', 'endTime'], label: L.createTime.label },
];

/** 合计实收 under the list's filters: the list's own answer, asked with the same fields. */
function PaidTotal({ params }: { params: Record<string, unknown> }) {
  const { data } = useApiQuery(trainOrderApi.getBDOrderlist, { query: { ...params, pageNum: 1, pageSize: 1 } });
  return <Statistic title="合计实收" value={data ? yuanText(data.paidTotal) : '-'} styles={{ content: { fontSize: 18 } }} />;
}

/** 订单列表: course orders newest first, filtered by code, person, course, state and time, with 合计实收; 详情 opens the order. */
export default function OrderPage() {
  const [viewing, setViewing] = useState<string | null>(null);
  const columns = useMemo<ListColumn<OrderRecord>[]>(
    () => [
      ...labelColumns<OrderRecord, typeof L>(L, {
        orderCode: { fixed: 'left', filter: { kind: 'text', name: 'orderCode' }, render: (code: string) => <Typography.Link onClick={() => setViewing(code)}>{code}</Typography.Link> },
        payState: { filter: { kind: 'select', name: 'payState', options: labelOptions(ORDER_PAY_STATE_LABELS, [0, 1, 2]) }, render: (v: number) => <PayStateTag value={v} /> },
        usrName: { filter: { kind: 'text', name: 'usrName' } },
        amount: { render: (v: number) => yuanText(v) },
        paidAmount: { render: (v: number) => yuanText(v) },
        price: { render: (v: number) => yuanText(v) },
        channel: { render: (v: string) => payChannelLabel(v) || '-' },
        payTime: { render: (v: string | null) => v ?? '-' },
        closeTime: { render: (v: string | null) => v ?? '-' },
        voucherNo: { render: (v: string) => v || '-' },
      }),
      actionsColumn<OrderRecord>(['详情'], (o) => (
        <RowActions>
          <ActionLink onClick={() => setViewing(o.orderCode)}>详情</ActionLink>
        </RowActions>
      )),
    ],
    [],
  );
  return (
    <>
      <ListPage endpoint={trainOrderApi.getBDOrderlist} stateKey="train:order" columns={columns} rowKey="orderCode" extraFilters={EXTRA_FILTERS} toolbar={(view) => <PaidTotal params={view.params} />} />
      <OrderDrawer orderCode={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
