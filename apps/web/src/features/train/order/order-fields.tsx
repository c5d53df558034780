import { ORDER_DETAIL_LABELS, ORDER_LABELS, ORDER_PAY_STATE_LABELS, payChannelLabel, type OrderDetail, type OrderRecord } from '@hrbd/contract';
import { Image } from 'antd';
import type { DetailField } from '../../../components/detail-view';
import { LabelTag } from '../../../components/label-tag';
import { formatYuan } from '../../../lib/format';

const L = ORDER_LABELS;
const D = ORDER_DETAIL_LABELS;
const PAY_COLORS: Record<number, string> = { 0: 'warning', 1: 'success', 2: 'default' };

/** 待支付 / 已支付 / 已关闭. */
export const PayStateTag = ({ value }: { value: number }) => <LabelTag<number> value={value} labels={ORDER_PAY_STATE_LABELS} colors={PAY_COLORS} />;

/** Amounts in yuan with two decimals and the unit. */
export const yuanText = (cents: number) => `${formatYuan(cents)} 元`;

export const ORDER_FIELDS: DetailField<OrderRecord & Partial<OrderDetail>>[] = [
  { key: 'orderCode', label: L.orderCode.label },
  { key: 'payState', label: L.payState.label, render: (v) => <PayStateTag value={v} /> },
  { key: 'courseName', label: L.courseName.label },
  { key: 'usrName', label: L.usrName.label },
  { key: 'price', label: L.price.label, render: (v) => yuanText(v) },
  { key: 'amount', label: L.amount.label, render: (v) => yuanText(v) },
  { key: 'paidAmount', label: L.paidAmount.label, render: (v) => yuanText(v) },
  { key: 'channel', label: L.channel.label, render: (v) => payChannelLabel(v) },
  { key: 'voucherNo', label: L.voucherNo.label },
  { key: 'createTime', label: L.createTime.label },
  { key: 'payTime', label: L.payTime.label },
  { key: 'closeTime', label: L.closeTime.label },
  { key: 'operatorName', label: '登记人' },
  { key: 'receiptUrl', label: D.receiptUrl.label, render: (url) => (url ? <Image src={url} width={120} alt={D.receiptUrl.label} /> : '-') },
];
