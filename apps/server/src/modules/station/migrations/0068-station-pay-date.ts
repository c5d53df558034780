import { sql, type Kysely } from 'kysely';

/**
 * 结算's 付款日期 is the date the bank paid, as typed: a date, not a time. It
 * was kept as pay_time at a made-up 00:00:00; it is now pay_date
 * (YYYY-MM-DD). When the settlement was registered is settle_time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('recruit_station_settle').renameColumn('pay_time', 'pay_date').execute();
  await sql`update recruit_station_settle set pay_date = substr(pay_date, 1, 10) where pay_date <> ''`.execute(db);
}
