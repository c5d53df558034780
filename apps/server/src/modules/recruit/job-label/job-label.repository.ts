import type { DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import type { JobLabelChanges, NewJobLabel } from './job-label.table.js';

export interface LabelFilter {
  labelName?: string;
  labelHot?: number;
}

/** Labels with how many jobs carry each: hot ones first, then in the order they were added. */
export async function listLabels(db: DbOrTrx, filter: LabelFilter) {
  let query = db
    .selectFrom('recruitJobLabel as l')
    .leftJoin('recruitJobLabelRel as r', 'r.labelCode', 'l.labelCode')
    .select((eb) => ['l.labelCode', 'l.labelName', 'l.labelHot', 'l.createTime', eb.fn.count<number>('r.jobId').as('jobCount')])
    .groupBy(['l.id', 'l.labelCode', 'l.labelName', 'l.labelHot', 'l.createTime']);
  if (filter.labelName) query = query.where(containsText(db, 'l.labelName', filter.labelName));
  if (filter.labelHot !== undefined) query = query.where('l.labelHot', '=', filter.labelHot);
  const rows = await query.orderBy('l.labelHot', 'desc').orderBy('l.id').execute();
  return rows.map((r) => ({ ...r, jobCount: Number(r.jobCount) }));
}

export function findByCode(db: DbOrTrx, labelCode: string) {
  return db.selectFrom('recruitJobLabel').selectAll().where('labelCode', '=', labelCode).executeTakeFirst();
}

export function findByName(db: DbOrTrx, labelName: string) {
  return db.selectFrom('recruitJobLabel').select(['id', 'labelCode']).where('labelName', '=', labelName).executeTakeFirst();
}

export function findByCodes(db: DbOrTrx, labelCodes: readonly string[]) {
  return db.selectFrom('recruitJobLabel').select(['labelCode', 'labelName', 'labelHot']).where('labelCode', 'in', labelCodes).execute();
}

export async function insertLabels(db: DbOrTrx, rows: NewJobLabel[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('recruitJobLabel').values(rows).execute();
}

export async function updateLabel(db: DbOrTrx, id: number, changes: JobLabelChanges): Promise<void> {
  await db.updateTable('recruitJobLabel').set(changes).where('id', '=', id).execute();
}

export async function deleteLabel(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('recruitJobLabel').where('id', '=', id).execute();
}

/** How many jobs carry the label. */
export async function countUsage(db: DbOrTrx, labelCode: string): Promise<number> {
  const row = await db
    .selectFrom('recruitJobLabelRel')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('labelCode', '=', labelCode)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
