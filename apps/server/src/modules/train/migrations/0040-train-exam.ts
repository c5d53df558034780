import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/** 考试管理: the question bank (试题, with skill labels), papers with their copied questions, and the learner app's attempts (答卷). */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const notNullText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

  await withId(dialect, db.schema.createTable('train_exam_topic'))
    .addColumn('topic_code', TEXT, (c) => c.notNull().unique())
    .addColumn('topic_type', 'integer', (c) => c.notNull())
    .addColumn('stem', TEXT, (c) => c.notNull())
    // JSON arrays: the options' texts in order (A first) and the right options' letters.
    .addColumn('options', TEXT, (c) => c.notNull())
    .addColumn('answers', TEXT, (c) => c.notNull())
    .addColumn('analysis', TEXT, notNullText)
    .addColumn('difficulty', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('creator_id', 'integer')
    .addColumn('creator_name', TEXT, notNullText)
    .addColumn('updater_name', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    // The same stem twice under one type is one question entered twice (409 at the service; the index closes the race).
    .addUniqueConstraint('train_exam_topic_stem_uq', ['topic_type', 'stem'])
    .addCheckConstraint('train_exam_topic_type_ck', sql`topic_type in (1, 2, 3)`)
    .addCheckConstraint('train_exam_topic_difficulty_ck', sql`difficulty in (1, 2, 3)`)
    .addCheckConstraint('train_exam_topic_status_ck', sql`status in (0, 1)`)
    .execute();
  // The list newest first, and a status filter newest first; the draw reads enabled questions by type.
  await db.schema.createIndex('train_exam_topic_status_idx').on('train_exam_topic').columns(['status', 'topic_type', 'id']).execute();

  await db.schema
    .createTable('train_exam_topic_label')
    .addColumn('topic_id', 'integer', (c) => c.notNull().references('train_exam_topic.id'))
    // A skill label (com_label, type 3) by its code.
    .addColumn('label_code', TEXT, (c) => c.notNull())
    .addPrimaryKeyConstraint('train_exam_topic_label_pk', ['topic_id', 'label_code'])
    .execute();
  await db.schema.createIndex('train_exam_topic_label_code_idx').on('train_exam_topic_label').columns(['label_code', 'topic_id']).execute();

  await withId(dialect, db.schema.createTable('train_exam_paper'))
    .addColumn('paper_code', TEXT, (c) => c.notNull().unique())
    .addColumn('paper_name', TEXT, (c) => c.notNull().unique())
    .addColumn('compose_type', 'integer', (c) => c.notNull())
    // JSON array of the draw rules (规则抽题), [] for a hand-picked paper.
    .addColumn('rules', TEXT, (c) => c.notNull().defaultTo('[]'))
    .addColumn('topic_count', 'integer', (c) => c.notNull())
    .addColumn('total_score', 'integer', (c) => c.notNull())
    .addColumn('pass_score', 'integer', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('begin_time', TEXT, (c) => c.notNull())
    .addColumn('end_time', TEXT, (c) => c.notNull())
    .addColumn('open_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('resit_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('resit_times', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_id', 'integer')
    .addColumn('creator_name', TEXT, notNullText)
    .addColumn('updater_name', TEXT, notNullText)
    .addColumn('create_time', TEXT, (c) => c.notNull())
    .addColumn('update_time', TEXT, (c) => c.notNull())
    .addCheckConstraint('train_exam_paper_compose_ck', sql`compose_type in (1, 2)`)
    .addCheckConstraint('train_exam_paper_pass_ck', sql`pass_score >= 1 and pass_score <= total_score`)
    .addCheckConstraint('train_exam_paper_window_ck', sql`begin_time < end_time`)
    .addCheckConstraint('train_exam_paper_open_ck', sql`open_status in (0, 1)`)
    .addCheckConstraint(
      'train_exam_paper_resit_ck',
      sql`(resit_status = 0 and resit_times = 0) or (resit_status = 1 and resit_times between 1 and 3)`,
    )
    .execute();
  await db.schema.createIndex('train_exam_paper_create_idx').on('train_exam_paper').columns(['create_time', 'id']).execute();

  await withId(dialect, db.schema.createTable('train_exam_paper_topic'))
    .addColumn('paper_id', 'integer', (c) => c.notNull().references('train_exam_paper.id'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    // The bank's question it was copied from; the copy below is what the paper asks.
    .addColumn('topic_code', TEXT, (c) => c.notNull())
    .addColumn('topic_type', 'integer', (c) => c.notNull())
    .addColumn('stem', TEXT, (c) => c.notNull())
    .addColumn('options', TEXT, (c) => c.notNull())
    .addColumn('answers', TEXT, (c) => c.notNull())
    .addColumn('analysis', TEXT, notNullText)
    .addColumn('difficulty', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addUniqueConstraint('train_exam_paper_topic_sort_uq', ['paper_id', 'sort'])
    .addCheckConstraint('train_exam_paper_topic_score_ck', sql`score >= 1`)
    .execute();

  // Written by the learner app (答卷): one row per submitted attempt, resits numbered after the first.
  await withId(dialect, db.schema.createTable('train_exam_attempt'))
    .addColumn('attempt_code', TEXT, (c) => c.notNull().unique())
    .addColumn('paper_id', 'integer', (c) => c.notNull().references('train_exam_paper.id'))
    .addColumn('learner_code', TEXT, (c) => c.notNull())
    .addColumn('learner_name', TEXT, (c) => c.notNull())
    .addColumn('attempt_no', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('submit_time', TEXT, (c) => c.notNull())
    .addUniqueConstraint('train_exam_attempt_no_uq', ['paper_id', 'learner_code', 'attempt_no'])
    .addCheckConstraint('train_exam_attempt_score_ck', sql`score >= 0`)
    .execute();
}
