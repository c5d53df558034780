import { conflict } from './errors.js';
import type { DbOrTrx } from '../db/database.js';

/**
 * Records of one kind that refer to a record of another, which may not be deleted while any do
 * (a course's applications and classes). The area holding the references declares the usage in
 * its domain manifest's `usages`; the area deleting asks `deps.lookups.usages` — so the area
 * that builds on another (applications on courses) is never imported by it.
 */
export interface RecordUsage {
  /** The kind referred to, as its owner names it: `train.course`. */
  of: string;
  /** The referring records as a refusal names them, with their counting word: 报名记录 … 条. */
  name: string;
  unit: string;
  count(db: DbOrTrx, key: string): Promise<number>;
}

/**
 * Refuses (409) deleting `subject` (课程) while records use it, naming each kind with its count:
 * 课程已有报名记录 3 条、班级 1 个，不能删除.
 */
export async function refuseWhileUsed(db: DbOrTrx, usages: readonly RecordUsage[], of: string, key: string, subject: string): Promise<void> {
  const relevant = usages.filter((usage) => usage.of === of);
  const counts = await Promise.all(relevant.map(async (usage) => ({ usage, count: await usage.count(db, key) })));
  const used = counts.filter(({ count }) => count > 0);
  if (used.length) throw conflict(`${subject}已有${used.map(({ usage, count }) => `${usage.name} ${count} ${usage.unit}`).join('、')}，不能删除`);
}
