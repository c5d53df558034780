import type { Generated, Insertable, Selectable } from 'kysely';

/** 电子卡充值申请: a company's request to credit its people's e-cards. Amounts in cents. */
export interface CardRechargeApplyTable {
  id: Generated<number>;
  applyCode: string;
  contactPerson: string;
  contactTell: string;
  explainRemark: Generated<string>;
  cmpyCode: string;
  cmpyName: string;
  countyCode: string;
  rechargeTotalPeople: number;
  rechargeTotalMoney: number;
  /** The tab and the machine's state (RECHARGE_STAGE); statues/rechargeStatues are written with it. */
  stage: Generated<number>;
  statues: Generated<number>;
  rechargeStatues: Generated<number>;
  submitTime: string;
  remark: Generated<string>;
  checkTime: string | null;
  latestRevieEmployCode: string | null;
  rechargeTime: string | null;
  createTime: string;
  updateTime: string;
}

/** A person to credit: one per person and application. */
export interface CardRechargeLineTable {
  id: Generated<number>;
  applyId: number;
  name: string;
  idCard: string;
  mobile: string;
  amount: number;
}

/** The timeline: decisions and recharge registrations (voucher, amount, time, receipt). */
export interface CardRechargeOperationTable {
  id: Generated<number>;
  applyId: number;
  action: string;
  fromStage: number;
  toStage: number;
  operatorCode: string;
  operatorName: string;
  remark: Generated<string>;
  requestNo: string | null;
  voucherNo: string | null;
  payAmount: number | null;
  payTime: string | null;
  receiptKey: string | null;
  createTime: string;
}

export type RechargeApplyRow = Selectable<CardRechargeApplyTable>;
export type NewRechargeApply = Insertable<CardRechargeApplyTable>;
export type RechargeLineRow = Selectable<CardRechargeLineTable>;
export type RechargeOperationRow = Selectable<CardRechargeOperationTable>;
export type NewRechargeOperation = Insertable<CardRechargeOperationTable>;
