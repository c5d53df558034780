import type { Selectable, SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import type { NewAttempt, NewPaper, NewPaperTopic, PaperChanges, TrainExamPaperTable } from './exam-paper.table.js';

export interface PaperFilter {
  paperName?: string;
  openStatus?: number;
  resitStatus?: number;
  composeType?: number;
}

type PaperDb = Database & { p: TrainExamPaperTable };
type PaperQuery = SelectQueryBuilder<PaperDb, 'p', object>;

function filteredPapers(db: DbOrTrx, filter: PaperFilter): PaperQuery {
  let query: PaperQuery = db.selectFrom('trainExamPaper as p');
  if (filter.paperName) query = query.where(containsText(db, 'p.paperName', filter.paperName));
  if (filter.openStatus !== undefined) query = query.where('p.openStatus', '=', filter.openStatus);
  if (filter.resitStatus !== undefined) query = query.where('p.resitStatus', '=', filter.resitStatus);
  if (filter.composeType !== undefined) query = query.where('p.composeType', '=', filter.composeType);
  return query;
}

export type PaperRow = Selectable<TrainExamPaperTable>;

/** Papers newest first. */
export function pagePapers(db: DbOrTrx, filter: PaperFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) => filteredPapers(db, filter).selectAll('p').orderBy('p.createTime', 'desc').orderBy('p.id', 'desc').limit(limit).offset(offset).execute(),
    () => countRows(filteredPapers(db, filter)),
  );
}

export function findByCode(db: DbOrTrx, paperCode: string) {
  return db.selectFrom('trainExamPaper').selectAll().where('paperCode', '=', paperCode).executeTakeFirst();
}

export function findByName(db: DbOrTrx, paperName: string) {
  return db.selectFrom('trainExamPaper').select(['id', 'paperCode']).where('paperName', '=', paperName).executeTakeFirst();
}

export async function insertPaper(db: DbOrTrx, row: NewPaper): Promise<number> {
  const inserted = await db.insertInto('trainExamPaper').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updatePaper(db: DbOrTrx, id: number, changes: PaperChanges): Promise<void> {
  await db.updateTable('trainExamPaper').set(changes).where('id', '=', id).execute();
}

/** Puts `rows` in place of the paper's questions. */
export async function replaceTopics(db: DbOrTrx, paperId: number, rows: readonly Omit<NewPaperTopic, 'paperId'>[]): Promise<void> {
  await db.deleteFrom('trainExamPaperTopic').where('paperId', '=', paperId).execute();
  for (let i = 0; i < rows.length; i += 100) {
    await db
      .insertInto('trainExamPaperTopic')
      .values(rows.slice(i, i + 100).map((row) => ({ ...row, paperId })))
      .execute();
  }
}

export function topicsOf(db: DbOrTrx, paperId: number) {
  return db.selectFrom('trainExamPaperTopic').selectAll().where('paperId', '=', paperId).orderBy('sort').execute();
}

/** Each learner's best score on a paper, and how many attempts they made. */
export async function bestScores(db: DbOrTrx, paperId: number): Promise<Array<{ best: number; attempts: number }>> {
  const rows = await db
    .selectFrom('trainExamAttempt')
    .select((eb) => [eb.fn.max<number>('score').as('best'), eb.fn.countAll<number>().as('attempts')])
    .where('paperId', '=', paperId)
    .groupBy('learnerCode')
    .execute();
  return rows.map((r) => ({ best: Number(r.best), attempts: Number(r.attempts) }));
}

/** Learners with at least one attempt, per paper. */
export async function examineeCounts(db: DbOrTrx, paperIds: readonly number[]): Promise<Map<number, number>> {
  if (paperIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('trainExamAttempt')
    .select((eb) => ['paperId', eb.fn.count<number>('learnerCode').distinct().as('n')])
    .where('paperId', 'in', paperIds)
    .groupBy('paperId')
    .execute();
  return new Map(rows.map((r) => [Number(r.paperId), Number(r.n)]));
}

export async function hasAttempts(db: DbOrTrx, paperId: number): Promise<boolean> {
  return (await db.selectFrom('trainExamAttempt').select('id').where('paperId', '=', paperId).limit(1).executeTakeFirst()) !== undefined;
}

/** The learner app's write (tests and the demo seed stand in for it). */
export async function insertAttempts(db: DbOrTrx, rows: readonly NewAttempt[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('trainExamAttempt').values(rows.slice(i, i + 200)).execute();
}
