import {
  REPORT_LABELS,
  TRADE_LABELS,
  TRADE_PAY_LABELS,
  TRADE_PAY_VALUES,
  TRADE_STATUS_LABELS,
  TRADE_STATUS_VALUES,
  billTradeApi,
  billWithdrawalApi,
  type ReportRow,
  type TradeRecord,
} from '@hrbd/contract';
import { Space, Tabs, Typography } from 'antd';
import { useMemo } from 'react';
import { labelColumns, ListPage, type FilterSpec, type ListColumn, type ListView } from '../../../components/list-page';
import { MonthPicker } from '../../../components/month-picker';
import { RegionCascader } from '../../../components/region-cascader';
import { formatYuan } from '../../../lib/format';
import { useApiQuery } from '../../../lib/query';
import { TradeStatusTag } from '../shared/tags';

const T = TRADE_LABELS;
const R = REPORT_LABELS;
const yuan = (v: number) => formatYuan(v);

const TRADE_FILTERS: readonly FilterSpec[] = [
  { kind: 'select', name: 'payType', label: '支付方式', options: TRADE_PAY_VALUES.map((value) => ({ value, label: `含${TRADE_PAY_LABELS[value]}` })) },
  { kind: 'dateRange', names: ['beginTime', 'endTime'], label: T.tradeTime.label },
];

/** Sums of what the filters match, parts side by side (交易 = 电子卡 + 红包 + 其他). */
function TradeSums({ view }: { view: ListView }) {
  const q = useApiQuery(billTradeApi.billList, { query: { ...view.params, pageNum: 1, pageSize: 1 } }, { placeholderData: (previous) => previous });
  const s = q.data?.sums;
  if (!s) return null;
  return (
    <Space size={16} wrap aria-label="交易合计">
      <span>
        共 {s.count} 笔，交易金额 <Typography.Text strong>{yuan(s.amount)}</Typography.Text> 元
      </span>
      <span>电子卡 {yuan(s.cardAmount)} 元</span>
      <span>红包 {yuan(s.redPacketAmount)} 元</span>
      <span>其他 {yuan(s.otherAmount)} 元</span>
    </Space>
  );
}

function ReportTotals({ view }: { view: ListView }) {
  const q = useApiQuery(billWithdrawalApi.billReport, { query: { ...view.params, pageNum: 1, pageSize: 1 } }, { placeholderData: (previous) => previous });
  const t = q.data?.totals;
  if (!t) return null;
  return (
    <Space size={16} wrap aria-label="报表合计">
      <span>
        合计：交易 <Typography.Text strong>{yuan(t.tradeAmount)}</Typography.Text> 元
      </span>
      <span>其中红包 {yuan(t.redPacketAmount)} 元</span>
      <span>申请提现 {yuan(t.withdrawnAmount)} 元</span>
      <span>已打款 {yuan(t.paidAmount)} 元</span>
      <span>月末余额 {yuan(t.balance)} 元</span>
    </Space>
  );
}

function TradeList() {
  const columns = useMemo<ListColumn<TradeRecord>[]>(
    () =>
      labelColumns<TradeRecord, typeof T>(T, {
        storeName: { fixed: 'left', filter: { kind: 'text', name: 'storeName' } },
        status: {
          render: (v: number) => <TradeStatusTag value={v} />,
          filter: { kind: 'select', name: 'status', options: TRADE_STATUS_VALUES.map((value) => ({ value, label: TRADE_STATUS_LABELS[value] })) },
        },
        amount: { render: yuan },
        cardAmount: { render: yuan },
        redPacketAmount: { render: yuan },
        otherAmount: { render: yuan },
      }),
    [],
  );
  return (
    <ListPage
      endpoint={billTradeApi.billList}
      stateKey="shop:bill:trade"
      urlPrefix="t"
      columns={columns}
      rowKey="tradeCode"
      extraFilters={TRADE_FILTERS}
      loadFailure="获取交易账单失败"
      toolbar={(view) => <TradeSums view={view} />}
    />
  );
}

const REPORT_FILTERS: readonly FilterSpec[] = [
  { kind: 'custom', name: 'beginMonth', label: '开始月份', render: () => <MonthPicker placeholder="默认本月" /> },
  { kind: 'custom', name: 'endMonth', label: '结束月份', render: () => <MonthPicker placeholder="默认本月" /> },
  { kind: 'text', name: 'storeName', label: '商户名称' },
  { kind: 'custom', name: 'regionCode', label: '所在地区', render: () => <RegionCascader anyLevel placeholder="请选择所在地区" /> },
];

function ReportList() {
  const columns = useMemo<ListColumn<ReportRow>[]>(
    () =>
      labelColumns<ReportRow, typeof R>(R, {
        month: { width: 90 },
        tradeAmount: { render: yuan },
        redPacketAmount: { render: yuan },
        withdrawnAmount: { render: yuan },
        paidAmount: { render: yuan },
        balance: { render: yuan },
      }),
    [],
  );
  return (
    <ListPage
      endpoint={billWithdrawalApi.billReport}
      stateKey="shop:bill:report"
      urlPrefix="r"
      columns={columns}
      rowKey="rowKey"
      extraFilters={REPORT_FILTERS}
      loadFailure="获取账单报表失败"
      toolbar={(view) => <ReportTotals view={view} />}
    />
  );
}

/** 账单管理: every trade with its e-card / 红包 / other parts summed, and the stores' monthly report. */
export default function BillPage() {
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'trade', label: '交易账单', children: <TradeList /> },
        { key: 'report', label: '账单报表', children: <ReportList /> },
      ]}
    />
  );
}
