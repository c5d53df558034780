import { paymentApplyApi, redPkgUserApi } from '@hrbd/contract';

/** What a red-packet change shows on: the list with its counts and sums, the statistics, and the 支付申请 a check raises. */
export const RED_PKG_QUERIES = [
  redPkgUserApi.queryRedPkgUserList,
  redPkgUserApi.queryCheckTypeCount,
  redPkgUserApi.queryCheckMoney,
  redPkgUserApi.queryRedPkgStatisCount,
  paymentApplyApi.page,
  paymentApplyApi.countByStatus,
] as const;
