import { STORE_APPROVE_LABELS, TRADE_STATUS_LABELS, WITHDRAWAL_STATUS_LABELS } from '@hrbd/contract';
import { LabelTag } from '../../../components/label-tag';

const STORE_COLORS: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'error' };
const WITHDRAWAL_COLORS: Record<number, string> = { 0: 'processing', 1: 'warning', 2: 'default', 3: 'cyan', 4: 'success', 5: 'error' };
const TRADE_COLORS: Record<number, string> = { 1: 'success', 2: 'default' };

/** 认证中 / 已认证 / 认证失败. */
export const StoreStateTag = ({ value }: { value: number }) => <LabelTag<number> value={value} labels={STORE_APPROVE_LABELS} colors={STORE_COLORS} />;
/** 待审核 … 打款失败. */
export const WithdrawalStatusTag = ({ value }: { value: number }) => <LabelTag<number> value={value} labels={WITHDRAWAL_STATUS_LABELS} colors={WITHDRAWAL_COLORS} />;
/** 已完成 / 已退款. */
export const TradeStatusTag = ({ value }: { value: number }) => <LabelTag<number> value={value} labels={TRADE_STATUS_LABELS} colors={TRADE_COLORS} />;
