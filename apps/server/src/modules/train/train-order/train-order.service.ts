import { ORDER_MACHINE, ORDER_PAY_STATES, type OrderDetail, type OrderListQuery, type OrderRecord, type Page } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import type { AppDeps } from '../../../platform/context.js';
import { isWholeScope, type DataScope } from '../../../platform/data-scope.js';
import { found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import type { PaymentReceipt } from '../../../platform/payments/payment-channel.js';
import { moveStates } from '../../../platform/state-move.js';
import { courseCodesInScope } from '../course/course.service.js';
import * as repo from './train-order.repository.js';
import type { NewOrder, OrderRow } from './train-order.table.js';

/** Where an order keeps its state. */
const ORDER_STATE = { table: 'trainOrder', key: 'id', state: 'payState', machine: ORDER_MACHINE } as const;
const NOT_FOUND = '订单不存在';

/** Orders belong to their course's place (数据权限): the course service says which courses a scope holds. */
const coursesOf = (db: DbOrTrx, scope: DataScope): repo.CourseCodes | undefined => (isWholeScope(scope) ? undefined : courseCodesInScope(db, scope));

export function toRecord(row: OrderRow): OrderRecord {
  return {
    orderCode: row.orderCode,
    applyCode: row.applyCode,
    courseCode: row.courseCode,
    courseName: row.courseName,
    usrName: row.usrName,
    price: Number(row.price),
    amount: Number(row.amount),
    paidAmount: Number(row.paidAmount),
    payState: Number(row.payState),
    channel: row.channel,
    voucherNo: row.voucherNo,
    payTime: row.payTime,
    closeTime: row.closeTime,
    createTime: row.createTime,
  };
}

export function toDetail(deps: AppDeps, row: OrderRow): OrderDetail {
  return { ...toRecord(row), receiptKey: row.receiptKey, receiptUrl: row.receiptKey ? deps.fileUrls.sign(row.receiptKey).url : '', operatorName: row.operatorName };
}

/** getBDOrderlist: a page newest first, and 合计实收 of every order under the same filters. */
export async function pageOrders(deps: AppDeps, scope: DataScope, input: OrderListQuery): Promise<Page<OrderRecord> & { paidTotal: number }> {
  const filter: repo.OrderFilter = { ...input, courses: coursesOf(deps.db, scope) };
  const [page, total] = await Promise.all([repo.pageOrders(deps.db, filter, input), repo.paidTotal(deps.db, filter)]);
  return { total: page.total, records: page.records.map(toRecord), paidTotal: total };
}

export async function orderInfo(deps: AppDeps, scope: DataScope, orderCode: string): Promise<OrderDetail> {
  return toDetail(deps, found(await repo.findByCode(deps.db, orderCode, coursesOf(deps.db, scope)), NOT_FOUND));
}

/** Each application's latest order (an application shows it with its amount). */
export const latestOrders = (db: DbOrTrx, applyCodes: readonly string[]) => repo.latestOf(db, applyCodes);

/** What an order is made from: the application and its course (name and price snapshot). */
export interface OrderSource {
  applyCode: string;
  usrName: string;
  courseCode: string;
  courseName: string;
  price: number;
}

/** A new order row, unpaid (线上下单) or already paid (a registered receipt). */
export function newOrder(source: OrderSource, time: string, receipt?: PaymentReceipt & { operatorName?: string }): NewOrder {
  return {
    orderCode: randomCode(),
    applyCode: source.applyCode,
    courseCode: source.courseCode,
    courseName: source.courseName,
    usrName: source.usrName,
    price: source.price,
    amount: source.price,
    paidAmount: receipt?.paidAmount ?? 0,
    payState: receipt ? ORDER_PAY_STATES.paid : ORDER_PAY_STATES.unpaid,
    channel: receipt?.channel ?? '',
    voucherNo: receipt?.voucherNo ?? '',
    receiptKey: receipt?.receiptKey ?? '',
    operatorName: receipt?.operatorName ?? '',
    payTime: receipt?.payTime ?? null,
    closeTime: null,
    createTime: time,
    updateTime: time,
  };
}

/** Orders as they were written (the learner app's, the demo's), in batches; in the caller's transaction. */
export const insertOrders = (db: DbOrTrx, rows: readonly NewOrder[]) => repo.insertOrders(db, rows);

/** An unpaid order paid through the channel (a provider's verified notify): 待支付 → 已支付. */
export async function markPaid(db: DbOrTrx, order: OrderRow, receipt: PaymentReceipt, now: string): Promise<void> {
  await moveStates(db, ORDER_STATE, {
    action: 'pay',
    rows: [{ key: order.id, state: order.payState, code: order.orderCode }],
    changes: { paidAmount: receipt.paidAmount, channel: receipt.channel, voucherNo: receipt.voucherNo, receiptKey: receipt.receiptKey, payTime: receipt.payTime, updateTime: now },
  });
}

/**
 * Closes one unpaid order (待支付 → 已关闭) as of `now`, in the caller's
 * transaction; throws the machine's 409 when it moved meanwhile (the caller,
 * the scheduler, skips it).
 */
export async function closeUnpaid(db: DbOrTrx, order: OrderRow, now: string): Promise<void> {
  await moveStates(db, ORDER_STATE, { action: 'close', rows: [{ key: order.id, state: order.payState }], changes: { closeTime: now, updateTime: now } });
}

export const unpaidBefore = (db: DbOrTrx, before: string, limit: number) => repo.unpaidBefore(db, before, limit);
export const orderByCode = (db: DbOrTrx, orderCode: string) => repo.findByCode(db, orderCode);
