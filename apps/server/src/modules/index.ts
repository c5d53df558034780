import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { seed } from '../db/seed.js';
import type { ObjectStore } from '../platform/storage/object-store.js';
import { contractModule } from './contract/index.js';
import type { AppTask } from '../platform/context.js';
import type { DomainModule } from '../platform/domain-module.js';
import type { FileHolder } from '../platform/file-holder.js';
import type { PaymentSource } from '../platform/payments/payment-source.js';
import type { RecordUsage } from '../platform/record-usage.js';
import type { RouteBinding } from '../platform/endpoint.js';
import { commonModule } from './common/index.js';
import { companyModule } from './company/index.js';
import { recruitModule } from './recruit/index.js';
import { statsModule } from './stats/index.js';
import { systemModule } from './system/index.js';
import { trainModule } from './train/index.js';
import { policyModule } from './policy/index.js';
import { stationModule } from './station/index.js';
import { collegeModule } from './college/index.js';
import { rentModule } from './rent/index.js';
import { advertModule } from './advert/index.js';
import { cardModule } from './card/index.js';
import { shopModule } from './shop/index.js';
import { paymentModule } from './payment/index.js';
import { redpkgModule } from './redpkg/index.js';
import { bigscreenModule } from './bigscreen/index.js';

/**
 * Every domain the server runs, each described by its manifest
 * (`modules/<domain>/index.ts`). Seeds run in this order, so a domain comes
 * after the ones whose data its demo builds on.
 */
export const DOMAIN_MODULES: readonly DomainModule[] = [systemModule, commonModule, companyModule, recruitModule, statsModule, trainModule, policyModule, stationModule, collegeModule, rentModule, advertModule, cardModule, shopModule, paymentModule, redpkgModule, bigscreenModule, contractModule];

/** Every route the server serves. The catalogue report and guard tests read this list. */
export const allRoutes: readonly RouteBinding[] = DOMAIN_MODULES.flatMap((m) => m.routes);

/** Brings a database's schema up to date with every domain's migrations. */
export function migrateToLatest(db: Db): Promise<void> {
  return migrate(db, Object.assign({}, ...DOMAIN_MODULES.map((m) => m.migrations)));
}

/** The start-up seeding of every domain: reference data, the admin account, demo data when asked (its history ending at `now`). */
export function runSeeds(db: Db, config: Pick<Config, 'adminPassword' | 'seedDemo'>, storage?: ObjectStore, now?: number): Promise<void> {
  return seed(db, config, DOMAIN_MODULES.flatMap((m) => m.seeds), storage, now);
}

/** Every domain's scheduled tasks (platform/scheduler runs them; 系统管理 › 定时任务 shows them). */
export const allScheduledTasks: readonly AppTask[] = DOMAIN_MODULES.flatMap((m) => m.tasks);

/** Every domain's records that keep files, for batchQueryUrl's rule (common/file/file-access.ts). */
export const allFileHolders: readonly FileHolder[] = DOMAIN_MODULES.flatMap((m) => m.fileHolders ?? []);

/** Every domain's usages of other areas' records, for delete's refusal (platform/record-usage.ts). */
export const allRecordUsages: readonly RecordUsage[] = DOMAIN_MODULES.flatMap((m) => m.usages ?? []);

/** Every domain's sources of 支付申请, completed when paid (platform/payment-source.ts). */
export const allPaymentSources: readonly PaymentSource[] = DOMAIN_MODULES.flatMap((m) => m.paymentSources ?? []);
