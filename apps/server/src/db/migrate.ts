import { Migrator, type Kysely, type Migration } from 'kysely';
import type { DomainMigration } from '../platform/domain-module.js';
import type { Database } from './database.js';
import { currentSchema, dialectOf } from './dialect/index.js';

/**
 * Runs the migrations not yet applied, in name order (`NNNN-what`: the number
 * places a domain's migration among the others'). The domains' manifests hand
 * them in (`modules/index.ts`); a name never changes once it has landed.
 */
export async function migrate(typed: Kysely<Database>, all: Readonly<Record<string, DomainMigration>>): Promise<void> {
  // Migrations see the schema as it was when written, not today's table types.
  const db = typed as unknown as Kysely<unknown>;
  const dialect = dialectOf(db);
  const migrations: Record<string, Migration> = Object.fromEntries(
    Object.entries(all).map(([name, m]) => [name, { up: (trx: Kysely<unknown>) => m.up(trx, dialect) }]),
  );
  // Kysely looks for its bookkeeping tables in every schema unless told which one: with
  // several schemas in one database (tests, side-by-side installs) it would find another's.
  const migrationTableSchema = dialect === 'postgres' ? await currentSchema(typed) : undefined;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`数据库迁移失败${failed ? `（${failed.migrationName}）` : ''}：${String(error)}`);
  }
}
