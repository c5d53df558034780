import { billTradeApi, billWithdrawalApi, storeCommentApi, storeInfoApi } from '@hrbd/contract';

/** What a store review changes: its list, counts and detail. */
export const STORE_QUERIES = [storeInfoApi.queryStoreInfoApprove, storeInfoApi.queryStoreApproveCount, storeInfoApi.queryStoreInfoPC];
/** What a withdrawal's move changes: the list with its counts, the report, the stores' balances. */
export const WITHDRAWAL_QUERIES = [billWithdrawalApi.billList, billWithdrawalApi.billReport, billWithdrawalApi.remainingTimes, storeInfoApi.queryStoreInfoPC];
export const READ_ONLY_QUERIES = [storeCommentApi.queryCommentPC, billTradeApi.billList];
