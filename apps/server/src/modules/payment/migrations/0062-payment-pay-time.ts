import type { Kysely } from 'kysely';
import { TEXT } from '../../../db/dialect/index.js';

/**
 * 登记结果 records when the bank paid to the second (支付时间), not only the
 * day: a pay call keeps that time. Calls recorded before keep their date
 * alone (pay_time '').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payment_apply_pay')
    .addColumn('pay_time', TEXT, (c) => c.notNull().defaultTo(''))
    .execute();
}
