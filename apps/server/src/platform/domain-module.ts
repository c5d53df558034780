import type { Domain } from '@hrbd/contract';
import type { Kysely } from 'kysely';
import type { DbOrTrx } from '../db/database.js';
import type { DialectName } from '../db/dialect/index.js';
import type { AppTask } from './context.js';
import type { RouteBinding } from './endpoint.js';
import type { FileHolder } from './file-holder.js';
import type { PaymentSource } from './payments/payment-source.js';
import type { RecordUsage } from './record-usage.js';
import type { ObjectStore } from './storage/object-store.js';

/** A migration file: `up` sees the schema as it was when written (untyped), on either dialect. */
export interface DomainMigration {
  up(db: Kysely<unknown>, dialect: DialectName): Promise<void>;
}

export interface SeedContext {
  /** The start's time, `YYYY-MM-DD HH:mm:ss`. */
  now: string;
  adminPassword: string;
  /** The server's file store, for demo records with files (轮播图 pictures, contract PDFs); absent where a test seeds the database alone. */
  storage?: ObjectStore;
}

/**
 * One step of the start-up seeding, run in one transaction with the others:
 * - `everyStart`: brought up to date at every start (the resource tree, dictionaries);
 * - `once`: reference data written on the first start, owned by administrators after;
 * - `demo`: demo data on the first start when SEED_DEMO is on.
 * `once` and `demo` steps are recorded in `sys_seed` by name, so the name never changes.
 */
export interface SeedStep {
  name: string;
  when: 'everyStart' | 'once' | 'demo';
  run(db: DbOrTrx, context: SeedContext): Promise<unknown>;
}

/**
 * What a domain brings to the server (`modules/<domain>/index.ts`): its routes,
 * its migrations by name (`NNNN-what`, run in name order across domains) and
 * its seed steps (run in manifest order, after the domains listed before it)
 * and its scheduled tasks.
 */
export interface DomainModule {
  domain: Domain;
  routes: readonly RouteBinding[];
  migrations: Readonly<Record<string, DomainMigration>>;
  seeds: readonly SeedStep[];
  tasks: readonly AppTask[];
  /** Its records that keep files, if any. */
  fileHolders?: readonly FileHolder[];
  /** Its records that refer to another area's record, which may then not be deleted (platform/record-usage.ts). */
  usages?: readonly RecordUsage[];
  /** Its records that raise 支付申请 and are completed when paid (platform/payment-source.ts). */
  paymentSources?: readonly PaymentSource[];
}
