import type { Kysely } from 'kysely';
import { installRowCounter, type DialectName } from '../../../db/dialect/index.js';

/**
 * 支付申请 per applyStatus in sys_row_count (trigger-kept, as the other big
 * lists): a page's total and the tabs' counts without filters read it instead
 * of counting a million rows per request (bench/results/shop.md). A source's
 * page newest first reads its own index.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await installRowCounter(db, dialect, 'payment_apply', 'apply_status');
  await db.schema.createIndex('payment_apply_source_time_idx').on('payment_apply').columns(['source_type', 'apply_time', 'id']).execute();
}
