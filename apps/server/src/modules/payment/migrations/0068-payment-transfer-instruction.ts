import type { Kysely } from 'kysely';
import { TEXT } from '../../../db/dialect/index.js';

/**
 * 发起 keeps the 转账指令 it printed in the file store, as 提现 does, and the
 * pay call keeps its object key; the answers sign it. Calls recorded before
 * printed nothing that was kept (instruction_key '').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payment_apply_pay')
    .addColumn('instruction_key', TEXT, (c) => c.notNull().defaultTo(''))
    .execute();
}
