import { Migrator, type Kysely, type Migration } from 'kysely';
import type { Database } from '../database.js';
import { currentSchema, type DialectName } from '../dialect.js';
import * as m0001 from './0001-system.js';
import * as m0002 from './0002-system-row-counts.js';
import * as m0010 from './0010-common-reference.js';
import * as m0011 from './0011-common-files.js';
import * as m0020 from './0020-company.js';
import * as m0021 from './0021-job.js';
import * as m0022 from './0022-resume.js';
import * as m0023 from './0023-resume-indexes.js';
import * as m0024 from './0024-job-fair.js';
import * as m0025 from './0025-hot-event.js';
import * as m0026 from './0026-outsource-industrial-army.js';
import * as m0027 from './0027-recruit-dashboard.js';
import * as m0031 from './0031-data-scope.js';

type DialectMigration = { up(db: Kysely<unknown>, dialect: DialectName): Promise<void> };

/** Ordered migrations; names sort in the order they must run. Add new ones at the end. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '0001-system': m0001,
  '0002-system-row-counts': m0002,
  '0010-common-reference': m0010,
  '0011-common-files': m0011,
  '0020-company': m0020,
  '0021-job': m0021,
  '0022-resume': m0022,
  '0023-resume-indexes': m0023,
  '0024-job-fair': m0024,
  '0025-hot-event': m0025,
  '0026-outsource-industrial-army': m0026,
  '0027-recruit-dashboard': m0027,
  '0031-data-scope': m0031,
};

export async function migrateToLatest(typed: Kysely<Database>, dialect: DialectName): Promise<void> {
  // Migrations see the schema as it was when written, not today's table types.
  const db = typed as unknown as Kysely<unknown>;
  const migrations: Record<string, Migration> = Object.fromEntries(
    Object.entries(MIGRATIONS).map(([name, m]) => [name, { up: (trx: Kysely<unknown>) => m.up(trx, dialect) }]),
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
