import { sql, type Kysely } from 'kysely';

/**
 * A rent company's beds in use, kept on its row so a distribution takes its
 * quota by one conditional update (`beds_in_use + n <= bed_quota`), as a room
 * takes beds: of two requests for a company's last quota bed one lands and
 * the other is a 409. Counting the ledger inside the transaction could not
 * hold that on PostgreSQL (both counts saw the bed free). Filled from the
 * ledger's open occupancies.
 *
 * And 租户管理 by community (the 所属小区 filter, newest first) had no index
 * to read: a scan of every occupancy (1.6 s on SQLite at a million, bench/rent.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('rent_company')
    .addColumn('beds_in_use', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('rent_occupancy_community_idx').on('rent_occupancy').columns(['community_id', 'id']).execute();
  await sql`update rent_company set beds_in_use = (select count(*) from rent_occupancy o where o.company_id = rent_company.id and o.quit_date is null)`.execute(db);
}
