import { paymentApplyApi, redPkgUserApi } from '@hrbd/contract';

/** What an application's move shows on: both views' lists and counts, its detail, and its source's lines (red packets 已发放). */
export const PAYMENT_QUERIES = [
  paymentApplyApi.page,
  paymentApplyApi.countByStatus,
  paymentApplyApi.info,
  redPkgUserApi.queryRedPkgUserList,
  redPkgUserApi.queryCheckTypeCount,
  redPkgUserApi.queryCheckMoney,
] as const;
