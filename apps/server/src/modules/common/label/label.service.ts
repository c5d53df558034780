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
