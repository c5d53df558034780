import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A store's withdrawal (WITHDRAWAL_MACHINE), the account copied from the store when applying. */
export interface ShopWithdrawalTable {
  id: Generated<number>;
  withdrawalCode: string;
  storeId: number;
  amount: number;
  accountName: string;
  bankName: string;
  accountNo: string;
  status: number;
  applyTime: string;
  auditName: string;
  auditTime: string;
  rejectDesc: string;
  payTime: string;
  voucherNo: string;
  failReason: string;
  updateTime: string;
}

/** A withdrawal's timeline. */
export interface ShopWithdrawalOperationTable {
  id: Generated<number>;
  withdrawalId: number;
  action: string;
  fromState: number | null;
  toState: number;
  reason: string;
  voucherNo: string;
  operatorName: string;
  createTime: string;
}

/** One 打款 call (step 1 发起, 2 登记结果) and what it answered. */
export interface ShopWithdrawalPayTable {
  id: Generated<number>;
  requestNo: string;
  withdrawalId: number;
  step: number;
  toState: number;
  voucherNo: string | null;
  amount: number;
  payTime: string;
  receiptKey: string;
  instructionKey: string;
  failReason: string;
  operatorName: string;
  createTime: string;
}

export type WithdrawalRow = Selectable<ShopWithdrawalTable>;
export type NewWithdrawal = Insertable<ShopWithdrawalTable>;
export type WithdrawalChanges = Updateable<ShopWithdrawalTable>;
export type NewWithdrawalOperation = Insertable<ShopWithdrawalOperationTable>;
export type WithdrawalPayRow = Selectable<ShopWithdrawalPayTable>;
export type NewWithdrawalPay = Insertable<ShopWithdrawalPayTable>;
