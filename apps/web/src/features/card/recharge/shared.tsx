import { RECHARGE_STAGE_LABELS, rechargeApi, type RechargeStage } from '@hrbd/contract';
import { LabelTag } from '../../../components/label-tag';

const STAGE_COLORS: Record<number, string> = { 0: 'processing', 1: 'warning', 2: 'success', 3: 'error', 4: 'default' };

/** 待审核 / 待充值 / 充值成功 / 充值失败 / 已驳回. */
export const RechargeStageTag = ({ value }: { value: number }) => <LabelTag<RechargeStage> value={value as RechargeStage} labels={RECHARGE_STAGE_LABELS} colors={STAGE_COLORS} />;

/** What a recharge's move shows on: the list with its tab counts and the detail. */
export const RECHARGE_QUERIES = [rechargeApi.queryRechargeApplyList, rechargeApi.queryRechargeApplyStatus, rechargeApi.queryRechargeStatus, rechargeApi.queryRechargeApplyInfo] as const;
