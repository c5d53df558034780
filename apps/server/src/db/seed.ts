import type { Config } from '../config.js';
import type { SeedStep } from '../platform/domain-module.js';
import type { ObjectStore } from '../platform/storage/object-store.js';
import { formatTime } from '../platform/time.js';
import type { Db, DbOrTrx } from './database.js';

async function hasRun(db: DbOrTrx, name: string): Promise<boolean> {
  return (await db.selectFrom('sysSeed').select('name').where('name', '=', name).executeTakeFirst()) !== undefined;
}

async function markRun(db: DbOrTrx, name: string, now: string): Promise<void> {
  await db.insertInto('sysSeed').values({ name, appliedTime: now }).execute();
}

/**
 * Runs at every start after migrations, in one transaction: `everyStart` steps
 * bring their data up to date, `once` steps (and `demo` steps when SEED_DEMO is
 * on) run once per database. The steps come from the domains' manifests, in
 * their order (`modules/index.ts`). Every step reads the time from `now`: the
 * demo's history ends there (tests pin it; otherwise it is the start's time).
 */
export async function seed(db: Db, config: Pick<Config, 'adminPassword' | 'seedDemo'>, steps: readonly SeedStep[], storage?: ObjectStore, now = Date.now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const context = { now: formatTime(now), adminPassword: config.adminPassword, storage };
    for (const step of steps) {
      if (step.when === 'everyStart') {
        await step.run(trx, context);
        continue;
      }
      if (step.when === 'demo' && !config.seedDemo) continue;
      if (await hasRun(trx, step.name)) continue;
      await step.run(trx, context);
      await markRun(trx, step.name, context.now);
    }
  });
}
