import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A 支付申请 (amounts in cents). */
export interface PaymentApplyTable {
  id: Generated<number>;
  applyCode: string;
  purpose: string;
  sourceType: string;
  sourceCode: string;
  payeeName: string;
  payeeAccount: string;
  payeeBank: string;
  amount: number;
  lineCount: number;
  applyStatus: number;
  opinion: Generated<string>;
  failReason: Generated<string>;
  applicantId: number | null;
  applicantName: string;
  applyTime: string;
  approverName: Generated<string>;
  approveTime: Generated<string>;
  voucherNo: Generated<string>;
  payTime: Generated<string>;
  updateTime: string;
}
export type PaymentApplyRow = Selectable<PaymentApplyTable>;
export type NewPaymentApply = Insertable<PaymentApplyTable>;
export type PaymentApplyChanges = Updateable<PaymentApplyTable>;

/** One pay call, by its requestNo. */
export interface PaymentApplyPayTable {
  id: Generated<number>;
  applyId: number;
  requestNo: string;
  step: string;
  /** The channel's answer: sent, paid, failed. */
  outcome: string;
  toStatus: number;
  amount: number;
  voucherNo: string;
  payDate: string;
  /** When the bank paid (登记结果, YYYY-MM-DD HH:mm:ss); '' for calls recorded before it was kept. */
  payTime: Generated<string>;
  receiptKey: string;
  /** 发起: the object key of the 转账指令 it printed (migration 0068); '' for 登记结果 and calls recorded before. */
  instructionKey: Generated<string>;
  reason: string;
  operatorId: number | null;
  operatorName: string;
  createTime: string;
}
export type PaymentApplyPayRow = Selectable<PaymentApplyPayTable>;
export type NewPaymentApplyPay = Insertable<PaymentApplyPayTable>;

export interface PaymentApplyOperationTable {
  id: Generated<number>;
  applyId: number;
  action: string;
  fromStatus: number | null;
  toStatus: number;
  operatorName: string;
  voucherNo: string;
  reason: string;
  createTime: string;
}
export type NewPaymentApplyOperation = Insertable<PaymentApplyOperationTable>;

/** 支付申请 per source, day (YYYY-MM-DD) and state, and per payee with a count per state (n0–n5), kept by trigger (migration 0090). */
export interface PaymentApplyDayCountTable {
  sourceType: string;
  day: string;
  applyStatus: number;
  n: number;
}
export interface PaymentApplyPayeeCountTable {
  payeeName: string;
  n: number;
  n0: number;
  n1: number;
  n2: number;
  n3: number;
  n4: number;
  n5: number;
}
