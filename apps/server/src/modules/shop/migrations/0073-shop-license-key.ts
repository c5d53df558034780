import type { Kysely } from 'kysely';

/** One spelling in names: the store's licence_key column (0054) becomes license_key, as the code says. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shop_store').renameColumn('licence_key', 'license_key').execute();
}
