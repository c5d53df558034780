import {
  LABEL_TYPES,
  TOPIC_MACHINE,
  TOPIC_STATUS,
  TOPIC_TYPE_LABELS,
  topicProblem,
  type BodyOf,
  type examTopicApi,
  type LabelItem,
  type Page,
  type TopicRecord,
  type TopicSaveInput,
  type TopicType,
} from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { constraintViolation } from '../../../db/dialect/index.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { badRequest, conflict, found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import { moveStates } from '../../../platform/state-move.js';
import { nowText } from '../../../platform/time.js';
import { labelsByType } from '../../common/label/label.service.js';
import * as repo from './exam-topic.repository.js';

type ListInput = BodyOf<typeof examTopicApi.queryETopicList>;
export type { TopicRow } from './exam-topic.repository.js';

export const TOPIC_NOT_FOUND = '试题不存在';

/** Where a question keeps its 启用状态. */
const TOPIC_STATE = { table: 'trainExamTopic', key: 'id', state: 'status', machine: TOPIC_MACHINE } as const;

/** The skill labels (职业技能, com_label type 3) questions are tagged with, through the label service. */
export function skillLabels(db: DbOrTrx): Promise<LabelItem[]> {
  return labelsByType(db, LABEL_TYPES.skill);
}

/** Every code must be a skill label; read before any transaction (SQLite has one connection). */
async function checkLabels(db: DbOrTrx, labelCodes: readonly string[]): Promise<void> {
  const known = new Set((await skillLabels(db)).map((label) => label.labelCode));
  const stray = labelCodes.find((code) => !known.has(code));
  if (stray !== undefined) throw badRequest(`技能标签“${stray}”不存在`);
}

const parseList = (json: string): string[] => JSON.parse(json) as string[];

const stemTaken = (topicType: number) => conflict(`题干相同的${TOPIC_TYPE_LABELS[topicType as TopicType] ?? '试题'}已存在`);

/** A unique key another request filled between our check and our write is the same clash, said the same way. */
async function orStemClash<T>(topicType: number, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (constraintViolation(error) === 'unique') throw stemTaken(topicType);
    throw error;
  }
}

export async function saveTopic(deps: AppDeps, actor: Actor, input: TopicSaveInput): Promise<{ topicCode: string; status: number }> {
  if (input.labelCodes) await checkLabels(deps.db, input.labelCodes);
  return input.topicCode === undefined ? addTopic(deps, actor, input) : editTopic(deps, actor, input.topicCode, input);
}

async function addTopic(deps: AppDeps, actor: Actor, input: TopicSaveInput) {
  // The schema requires these for a new question.
  const topicType = input.topicType as number;
  const stem = input.stem as string;
  return orStemClash(topicType, () =>
    deps.db.transaction().execute(async (trx) => {
      if (await repo.findByStem(trx, topicType, stem)) throw stemTaken(topicType);
      const now = nowText();
      const topicCode = randomCode();
      const status = input.status ?? TOPIC_STATUS.enabled;
      const id = await repo.insertTopic(trx, {
        topicCode,
        topicType,
        stem,
        options: JSON.stringify(input.options),
        answers: JSON.stringify(input.answers),
        analysis: input.analysis ?? '',
        difficulty: input.difficulty as number,
        status,
        creatorId: actor.userId,
        creatorName: actor.realName,
        updaterName: actor.realName,
        createTime: now,
        updateTime: now,
      });
      await repo.replaceLabels(trx, id, input.labelCodes ?? []);
      return { topicCode, status };
    }),
  );
}

/**
 * An edit of the fields sent; `{ topicCode, status }` alone is 启用/停用.
 * A status that changes moves by TOPIC_MACHINE (a conditional update from the
 * status read); `{ topicCode, status }` naming the status it already has is
 * that machine's refusal (409: 试题当前为“已停用”状态，不能停用).
 */
async function editTopic(deps: AppDeps, actor: Actor, topicCode: string, input: TopicSaveInput) {
  const { topicCode: _code, status, ...content } = input;
  const contentSent = Object.values(content).some((value) => value !== undefined);
  if (!contentSent && status === undefined) throw badRequest('请填写要修改的内容');
  const topicType = input.topicType;
  return orStemClash(topicType ?? 0, () =>
    deps.db.transaction().execute(async (trx) => {
      const topic = found(await repo.findByCode(trx, topicCode), TOPIC_NOT_FOUND);
      const now = nowText();
      const stamp = { updaterName: actor.realName, updateTime: now };
      if (!contentSent) {
        const [moved] = await moveStates(trx, TOPIC_STATE, {
          action: status === TOPIC_STATUS.enabled ? 'enable' : 'disable',
          rows: [{ key: topic.id, state: topic.status }],
          changes: stamp,
        });
        return { topicCode, status: moved.to };
      }
      const merged = {
        topicType: content.topicType ?? topic.topicType,
        stem: content.stem ?? topic.stem,
        options: content.options ?? parseList(topic.options),
        answers: content.answers ?? parseList(topic.answers),
      };
      const problem = topicProblem(merged);
      if (problem) throw badRequest(problem.message);
      const same = await repo.findByStem(trx, merged.topicType, merged.stem);
      if (same && Number(same.id) !== topic.id) throw stemTaken(merged.topicType);
      const changes = {
        ...stamp,
        topicType: merged.topicType,
        stem: merged.stem,
        options: JSON.stringify(merged.options),
        answers: JSON.stringify(merged.answers),
        analysis: content.analysis ?? topic.analysis,
        difficulty: content.difficulty ?? topic.difficulty,
      };
      let reached = topic.status;
      if (status !== undefined && status !== topic.status) {
        const [moved] = await moveStates(trx, TOPIC_STATE, {
          action: status === TOPIC_STATUS.enabled ? 'enable' : 'disable',
          rows: [{ key: topic.id, state: topic.status }],
          changes,
        });
        reached = moved.to;
      } else {
        await repo.updateTopic(trx, topic.id, changes);
      }
      if (content.labelCodes) await repo.replaceLabels(trx, topic.id, content.labelCodes);
      return { topicCode, status: reached };
    }),
  );
}

/** Rows as the console shows them, with their labels named. */
async function recordsOf(db: DbOrTrx, rows: readonly repo.TopicRow[]): Promise<TopicRecord[]> {
  const [labelCodes, labels] = await Promise.all([repo.labelsOf(db, rows.map((r) => Number(r.id))), skillLabels(db)]);
  const names = new Map(labels.map((label) => [label.labelCode, label.labelName]));
  return rows.map((row) => ({
    topicCode: row.topicCode,
    topicType: row.topicType,
    stem: row.stem,
    options: parseList(row.options),
    answers: parseList(row.answers),
    analysis: row.analysis,
    difficulty: row.difficulty,
    labels: (labelCodes.get(Number(row.id)) ?? []).map((labelCode) => ({ labelCode, labelName: names.get(labelCode) ?? labelCode })),
    status: row.status,
    creatorName: row.creatorName,
    createTime: row.createTime,
    updateTime: row.updateTime,
  }));
}

export async function pageTopics(deps: AppDeps, input: ListInput): Promise<Page<TopicRecord>> {
  const page = await repo.pageTopics(
    deps.db,
    { stem: input.stem, topicType: input.topicType, labelCode: input.labelCode, difficulty: input.difficulty, status: input.status },
    input,
  );
  return { total: page.total, records: await recordsOf(deps.db, page.records) };
}

export async function topicInfo(deps: AppDeps, topicCode: string): Promise<TopicRecord> {
  const topic = found(await repo.findByCode(deps.db, topicCode), TOPIC_NOT_FOUND);
  const [record] = await recordsOf(deps.db, [topic]);
  return record;
}

// ---------------------------------------------------------------------------
// For papers (exam-paper calls these; it never reads this area's tables)
// ---------------------------------------------------------------------------

/** Questions by code, in no particular order. */
export function topicsByCodes(db: DbOrTrx, topicCodes: readonly string[]): Promise<repo.TopicRow[]> {
  return repo.findByCodes(db, topicCodes);
}

/** The enabled questions a draw rule may pick from, in id order (the draw's fixed starting order). */
export function drawPool(db: DbOrTrx, pool: { topicType: number; labelCode: string; difficulty?: number | null }): Promise<repo.TopicRow[]> {
  return repo.enabledPool(db, pool);
}

/** Enabled questions per skill label, type and difficulty. */
export function enabledCounts(db: DbOrTrx) {
  return repo.enabledCounts(db);
}

/** Writes questions and their labels as given (the demo seed). */
export async function insertTopicsWithLabels(db: DbOrTrx, rows: ReadonlyArray<Parameters<typeof repo.insertTopic>[1] & { labelCodes: readonly string[] }>): Promise<void> {
  await repo.insertTopics(
    db,
    rows.map(({ labelCodes: _labels, ...row }) => row),
  );
  const ids = new Map((await repo.findByCodes(db, rows.map((r) => r.topicCode))).map((t) => [t.topicCode, Number(t.id)]));
  await repo.insertLabels(
    db,
    rows.flatMap((row) => row.labelCodes.map((labelCode) => ({ topicId: ids.get(row.topicCode) as number, labelCode }))),
  );
}

/** How many questions use a label: 标签管理 does not delete a label in use. */
export function topicCountByLabel(db: DbOrTrx, labelCode: string): Promise<number> {
  return repo.countByLabel(db, labelCode);
}
