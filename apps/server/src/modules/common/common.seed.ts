import { seedDirectory } from './directory/directory.service.js';
import { seedLabels } from './label/label.service.js';
import { seedTrees } from './tree-data/tree-data.service.js';
import type { DbOrTrx } from '../../db/database.js';

/**
 * Reference data every installation starts with (not demo data): training
 * labels, the public employment service directory, the industry and job
 * category trees. Written once; administrators own them afterwards.
 * Dictionaries are synced separately on every start; regions come with
 * migration 0010.
 */
export async function seedCommonReference(db: DbOrTrx, now: string): Promise<void> {
  await seedLabels(db, now);
  await seedDirectory(db);
  await seedTrees(db);
}
