import type { LabelItem, LabelType } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { LABEL_SEEDS, seedLabelCode } from './label.seed.js';
import * as repo from './label.repository.js';

export function labelsByType(db: DbOrTrx, labelType: number): Promise<LabelItem[]> {
  return repo.listByType(db, labelType);
}

/** The starting set of training labels, written once per database. */
export async function seedLabels(db: DbOrTrx, now: string): Promise<void> {
  const rows = Object.entries(LABEL_SEEDS).flatMap(([type, seeds]) =>
    seeds.map((seed, sort) => ({
      labelCode: seedLabelCode(Number(type) as LabelType, sort),
      labelName: seed.labelName,
      labelType: Number(type),
      labelHot: seed.labelHot,
      sort,
      createTime: now,
      updateTime: now,
    })),
  );
  await repo.insertLabels(db, rows);
}

/**
 * The labels of `labelType` named `names`, each added where missing (not hot,
 * after the others, with a readable code continuing the seeded ones): demo
 * data of other domains tags with labels the starting set lacks.
 */
export async function ensureLabels(db: DbOrTrx, labelType: LabelType, names: readonly string[], now: string): Promise<LabelItem[]> {
  const existing = await repo.listByType(db, labelType);
  const known = new Set(existing.map((label) => label.labelName));
  const missing = [...new Set(names)].filter((name) => !known.has(name));
  await repo.insertLabels(
    db,
    missing.map((labelName, i) => ({
      labelCode: seedLabelCode(labelType, existing.length + i),
      labelName,
      labelType,
      labelHot: 0,
      sort: existing.length + i,
      createTime: now,
      updateTime: now,
    })),
  );
  const byName = new Map((await repo.listByType(db, labelType)).map((label) => [label.labelName, label]));
  return names.flatMap((name) => byName.get(name) ?? []);
}
