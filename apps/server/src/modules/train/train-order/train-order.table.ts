import type { Generated, Insertable, Selectable } from 'kysely';

/** An order (订单) of an application; payState moves along ORDER_MACHINE. Amounts in cents. */
export interface TrainOrderTable {
  id: Generated<number>;
  orderCode: string;
  applyCode: string;
  courseCode: string;
  courseName: string;
  usrName: string;
  price: number;
  amount: number;
  paidAmount: number;
  /** 0 待支付, 1 已支付, 2 已关闭. */
  payState: number;
  channel: string;
  voucherNo: string;
  receiptKey: string;
  operatorName: string;
  payTime: string | null;
  closeTime: string | null;
  createTime: string;
  updateTime: string;
}

export type OrderRow = Selectable<TrainOrderTable>;
export type NewOrder = Insertable<TrainOrderTable>;
