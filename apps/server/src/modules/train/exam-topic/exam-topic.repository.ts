import type { Selectable, SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import type { NewTopic, NewTopicLabel, TopicChanges, TrainExamTopicTable } from './exam-topic.table.js';

/** The bank's filters as stored. */
export interface TopicFilter {
  stem?: string;
  topicType?: number;
  labelCode?: string;
  difficulty?: number;
  status?: number;
}

type TopicDb = Database & { t: TrainExamTopicTable };
type TopicQuery = SelectQueryBuilder<TopicDb, 't', object>;

function filteredTopics(db: DbOrTrx, filter: TopicFilter): TopicQuery {
  let query: TopicQuery = db.selectFrom('trainExamTopic as t');
  if (filter.stem) query = query.where(containsText(db, 't.stem', filter.stem));
  if (filter.topicType !== undefined) query = query.where('t.topicType', '=', filter.topicType);
  if (filter.difficulty !== undefined) query = query.where('t.difficulty', '=', filter.difficulty);
  if (filter.status !== undefined) query = query.where('t.status', '=', filter.status);
  if (filter.labelCode !== undefined) {
    const labelCode = filter.labelCode;
    query = query.where('t.id', 'in', db.selectFrom('trainExamTopicLabel as tl').select('tl.topicId').where('tl.labelCode', '=', labelCode));
  }
  return query;
}

/** Questions newest first. */
export function pageTopics(db: DbOrTrx, filter: TopicFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) => filteredTopics(db, filter).selectAll('t').orderBy('t.id', 'desc').limit(limit).offset(offset).execute(),
    () => countRows(filteredTopics(db, filter)),
  );
}

export type TopicRow = Selectable<TrainExamTopicTable>;

export function findByCode(db: DbOrTrx, topicCode: string) {
  return db.selectFrom('trainExamTopic').selectAll().where('topicCode', '=', topicCode).executeTakeFirst();
}

export function findByCodes(db: DbOrTrx, topicCodes: readonly string[]) {
  if (topicCodes.length === 0) return Promise.resolve([]);
  return db.selectFrom('trainExamTopic').selectAll().where('topicCode', 'in', topicCodes).execute();
}

export function findByStem(db: DbOrTrx, topicType: number, stem: string) {
  return db.selectFrom('trainExamTopic').select(['id', 'topicCode']).where('topicType', '=', topicType).where('stem', '=', stem).executeTakeFirst();
}

export async function insertTopic(db: DbOrTrx, row: NewTopic): Promise<number> {
  const inserted = await db.insertInto('trainExamTopic').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function insertTopics(db: DbOrTrx, rows: readonly NewTopic[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) await db.insertInto('trainExamTopic').values(rows.slice(i, i + 100)).execute();
}

export async function updateTopic(db: DbOrTrx, id: number, changes: TopicChanges): Promise<void> {
  await db.updateTable('trainExamTopic').set(changes).where('id', '=', id).execute();
}

export async function replaceLabels(db: DbOrTrx, topicId: number, labelCodes: readonly string[]): Promise<void> {
  await db.deleteFrom('trainExamTopicLabel').where('topicId', '=', topicId).execute();
  if (labelCodes.length > 0) await db.insertInto('trainExamTopicLabel').values(labelCodes.map((labelCode) => ({ topicId, labelCode }))).execute();
}

export async function insertLabels(db: DbOrTrx, rows: readonly NewTopicLabel[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 300) await db.insertInto('trainExamTopicLabel').values(rows.slice(i, i + 300)).execute();
}

/** Each question's label codes, in the order they were saved. */
export async function labelsOf(db: DbOrTrx, topicIds: readonly number[]): Promise<Map<number, string[]>> {
  const byTopic = new Map<number, string[]>();
  if (topicIds.length === 0) return byTopic;
  const rows = await db.selectFrom('trainExamTopicLabel').select(['topicId', 'labelCode']).where('topicId', 'in', topicIds).execute();
  for (const row of rows) byTopic.set(Number(row.topicId), [...(byTopic.get(Number(row.topicId)) ?? []), row.labelCode]);
  return byTopic;
}

/** What a draw rule may pick from: enabled questions of a type with a label (and a difficulty, when given), in id order. */
export function enabledPool(db: DbOrTrx, pool: { topicType: number; labelCode: string; difficulty?: number | null }) {
  let query = db
    .selectFrom('trainExamTopic as t')
    .selectAll('t')
    .where('t.status', '=', 1)
    .where('t.topicType', '=', pool.topicType)
    .where('t.id', 'in', db.selectFrom('trainExamTopicLabel as tl').select('tl.topicId').where('tl.labelCode', '=', pool.labelCode));
  if (pool.difficulty !== undefined && pool.difficulty !== null) query = query.where('t.difficulty', '=', pool.difficulty);
  return query.orderBy('t.id').execute();
}

/** Enabled questions per label, type and difficulty. */
export async function enabledCounts(db: DbOrTrx) {
  const rows = await db
    .selectFrom('trainExamTopicLabel as tl')
    .innerJoin('trainExamTopic as t', 't.id', 'tl.topicId')
    .select((eb) => ['tl.labelCode', 't.topicType', 't.difficulty', eb.fn.countAll<number>().as('n')])
    .where('t.status', '=', 1)
    .groupBy(['tl.labelCode', 't.topicType', 't.difficulty'])
    .execute();
  return rows.map((r) => ({ labelCode: r.labelCode, topicType: r.topicType, difficulty: r.difficulty, count: Number(r.n) }));
}

/** How many questions are tagged with the label (whatever their 启用状态). */
export async function countByLabel(db: DbOrTrx, labelCode: string): Promise<number> {
  const row = await db.selectFrom('trainExamTopicLabel').select((eb) => eb.fn.countAll<number>().as('n')).where('labelCode', '=', labelCode).executeTakeFirst();
  return Number(row?.n ?? 0);
}
