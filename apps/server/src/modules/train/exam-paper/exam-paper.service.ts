import {
  COMPOSE_TYPES,
  PAPER_OPEN_MACHINE,
  PAPER_OPEN_STATUS,
  PAPER_RESIT_MACHINE,
  PAPER_RESIT_STATUS,
  TOPIC_DIFFICULTY_LABELS,
  TOPIC_STATUS,
  TOPIC_TYPE_LABELS,

  type BodyOf,
  type DrawRule,
  type examPaperApi,
  type Page,
  type PaperDetail,
  type PaperLabel,
  type PaperRecord,
  type PaperSaveInput,
  type TopicDifficulty,
  type TopicType,
} from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { constraintViolation } from '../../../db/dialect/index.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { badRequest, conflict, found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import { assertMove, moveStates } from '../../../platform/state-move.js';
import { nowText } from '../../../platform/time.js';
import { drawPool, enabledCounts, skillLabels, topicsByCodes, type TopicRow } from '../exam-topic/exam-topic.service.js';
import { drawFrom, leftIn, paperRandom } from './exam-paper.draw.js';
import * as repo from './exam-paper.repository.js';
import type { NewPaperTopic } from './exam-paper.table.js';

type ListInput = BodyOf<typeof examPaperApi.queryEPaperList>;
type OpenInput = BodyOf<typeof examPaperApi.updateOpenStatus>;
type ResitInput = BodyOf<typeof examPaperApi.updateResitStatus>;

export const PAPER_NOT_FOUND = '试卷不存在';
const ANSWERED = '该试卷已有考生作答，不能编辑';

/** Where a paper keeps its 开放状态 and its 补考状态. */
const OPEN_STATE = { table: 'trainExamPaper', key: 'id', state: 'openStatus', machine: PAPER_OPEN_MACHINE } as const;
const RESIT_STATE = { table: 'trainExamPaper', key: 'id', state: 'resitStatus', machine: PAPER_RESIT_MACHINE } as const;

export type CopiedTopic = Omit<NewPaperTopic, 'paperId'>;

const copyOf = (topic: TopicRow, sort: number, score: number): CopiedTopic => ({
  sort,
  topicCode: topic.topicCode,
  topicType: topic.topicType,
  stem: topic.stem,
  options: topic.options,
  answers: topic.answers,
  analysis: topic.analysis,
  difficulty: topic.difficulty,
  score,
});

const short = (text: string) => (text.length > 20 ? `${text.slice(0, 20)}…` : text);

/** Hand-picked questions in the order given, each with its score: every one must exist and be enabled. */
export async function pickedTopics(db: DbOrTrx, picked: NonNullable<PaperSaveInput['topics']>): Promise<CopiedTopic[]> {
  const byCode = new Map((await topicsByCodes(db, picked.map((p) => p.topicCode))).map((t) => [t.topicCode, t]));
  const missing = picked.filter((p) => !byCode.has(p.topicCode)).map((p) => p.topicCode);
  if (missing.length > 0) throw badRequest(`以下试题不存在：${missing.join('、')}`);
  const disabled = picked.map((p) => byCode.get(p.topicCode) as TopicRow).filter((t) => t.status !== TOPIC_STATUS.enabled);
  if (disabled.length > 0) throw conflict(`以下试题已停用，不能组卷：${disabled.map((t) => `“${short(t.stem)}”`).join('、')}`);
  return picked.map((p, i) => copyOf(byCode.get(p.topicCode) as TopicRow, i + 1, p.score));
}

function poolName(rule: DrawRule, labelName: string): string {
  const difficulty = rule.difficulty ? `、难度为“${TOPIC_DIFFICULTY_LABELS[rule.difficulty as TopicDifficulty]}”` : '';
  return `“${labelName}”标签${difficulty}的${TOPIC_TYPE_LABELS[rule.topicType as TopicType]}`;
}

/**
 * The rules' draw, in rule order, by one generator seeded with the paper's
 * code: a rule picks among the enabled questions of its pool that an earlier
 * rule did not take; a pool with too few is refused (409, naming it).
 */
export async function drawnTopics(db: DbOrTrx, paperCode: string, rules: readonly DrawRule[]): Promise<CopiedTopic[]> {
  const names = new Map((await skillLabels(db)).map((label) => [label.labelCode, label.labelName]));
  const stray = rules.find((rule) => !names.has(rule.labelCode));
  if (stray) throw badRequest(`技能标签“${stray.labelCode}”不存在`);
  const random = paperRandom(paperCode);
  const taken = new Set<number>();
  const copied: CopiedTopic[] = [];
  for (const rule of rules) {
    const pool = await drawPool(db, rule);
    const drawn = drawFrom(random, pool, rule.count, taken);
    if (drawn === null) {
      throw conflict(`题库中${poolName(rule, names.get(rule.labelCode) as string)}只有 ${leftIn(pool, taken)} 道，不足 ${rule.count} 道`);
    }
    for (const topic of drawn) {
      taken.add(Number(topic.id));
      copied.push(copyOf(topic, copied.length + 1, rule.score));
    }
  }
  return copied;
}

const nameTaken = (name: string) => conflict(`试卷名称“${name}”已存在`);

async function orNameClash<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (constraintViolation(error) === 'unique') throw nameTaken(name);
    throw error;
  }
}

/** A paper is edited only while 未开放 (the machine's 409) and before anyone answered it. */
async function assertEditable(db: DbOrTrx, paper: repo.PaperRow): Promise<void> {
  assertMove(PAPER_OPEN_MACHINE, 'edit', paper.openStatus);
  if (await repo.hasAttempts(db, paper.id)) throw conflict(ANSWERED);
}

/**
 * 新增/编辑试卷. The questions are read and copied before the transaction
 * (SQLite has one connection); the edit then moves by PAPER_OPEN_MACHINE's
 * `edit` from 未开放, so a paper opened meanwhile is refused, not rewritten.
 */
export async function savePaper(deps: AppDeps, actor: Actor, input: PaperSaveInput) {
  const existing = input.paperCode === undefined ? undefined : found(await repo.findByCode(deps.db, input.paperCode), PAPER_NOT_FOUND);
  if (existing) await assertEditable(deps.db, existing);
  const paperCode = existing?.paperCode ?? randomCode();
  const rules = input.composeType === COMPOSE_TYPES.rules ? (input.rules ?? []) : [];
  const topics =
    input.composeType === COMPOSE_TYPES.rules ? await drawnTopics(deps.db, paperCode, rules) : await pickedTopics(deps.db, input.topics ?? []);
  const totalScore = topics.reduce((sum, t) => sum + t.score, 0);
  // The schema judged the same sum from the form; this is what was copied.
  if (input.passScore > totalScore) throw badRequest(`及格分不能大于总分（${totalScore}分）`);
  const now = nowText();
  const fields = {
    paperName: input.paperName,
    composeType: input.composeType,
    rules: JSON.stringify(rules.map((r) => ({ topicType: r.topicType, labelCode: r.labelCode, difficulty: r.difficulty ?? null, count: r.count, score: r.score }))),
    topicCount: topics.length,
    totalScore,
    passScore: input.passScore,
    duration: input.duration,
    beginTime: input.beginTime,
    endTime: input.endTime,
    updaterName: actor.realName,
    updateTime: now,
  };
  await orNameClash(input.paperName, () =>
    deps.db.transaction().execute(async (trx) => {
      const same = await repo.findByName(trx, input.paperName);
      if (same && same.paperCode !== paperCode) throw nameTaken(input.paperName);
      if (!existing) {
        const id = await repo.insertPaper(trx, {
          paperCode,
          ...fields,
          openStatus: PAPER_OPEN_STATUS.closed,
          resitStatus: PAPER_RESIT_STATUS.forbidden,
          resitTimes: 0,
          creatorId: actor.userId,
          creatorName: actor.realName,
          createTime: now,
        });
        await repo.replaceTopics(trx, id, topics);
        return;
      }
      if (await repo.hasAttempts(trx, existing.id)) throw conflict(ANSWERED);
      await moveStates(trx, OPEN_STATE, { action: 'edit', rows: [{ key: existing.id, state: existing.openStatus }], changes: fields });
      await repo.replaceTopics(trx, existing.id, topics);
    }),
  );
  return { paperCode, topicCount: topics.length, totalScore };
}

/**
 * 开放/取消开放. 开放 needs questions and a window that has not ended (409
 * otherwise); both move by PAPER_OPEN_MACHINE (a repeat is its 409).
 */
export async function updateOpenStatus(deps: AppDeps, actor: Actor, input: OpenInput) {
  const paper = found(await repo.findByCode(deps.db, input.paperCode), PAPER_NOT_FOUND);
  const action = input.openStatus === PAPER_OPEN_STATUS.open ? 'open' : 'close';
  assertMove(PAPER_OPEN_MACHINE, action, paper.openStatus);
  const now = nowText();
  if (action === 'open') {
    if (paper.topicCount === 0) throw conflict('试卷还没有试题，不能开放');
    if (paper.endTime <= now) throw conflict(`考试结束时间（${paper.endTime}）已过，不能开放`);
  }
  const [moved] = await moveStates(deps.db, OPEN_STATE, {
    action,
    rows: [{ key: paper.id, state: paper.openStatus }],
    changes: { updaterName: actor.realName, updateTime: now },
  });
  return { paperCode: paper.paperCode, openStatus: moved.to };
}

/**
 * 补考状态: 允许补考 with 1–3 resits, 不允许补考, or another number of resits
 * while allowed — each a move of PAPER_RESIT_MACHINE (不允许 twice is its 409).
 */
export async function updateResitStatus(deps: AppDeps, actor: Actor, input: ResitInput) {
  const paper = found(await repo.findByCode(deps.db, input.paperCode), PAPER_NOT_FOUND);
  const allow = input.resitStatus === PAPER_RESIT_STATUS.allowed;
  const action = !allow ? 'forbid' : paper.resitStatus === PAPER_RESIT_STATUS.allowed ? 'retime' : 'allow';
  const resitTimes = allow ? (input.resitTimes as number) : 0;
  const [moved] = await moveStates(deps.db, RESIT_STATE, {
    action,
    rows: [{ key: paper.id, state: paper.resitStatus }],
    changes: { resitTimes, updaterName: actor.realName, updateTime: nowText() },
  });
  return { paperCode: paper.paperCode, resitStatus: moved.to, resitTimes };
}

function recordOf(row: repo.PaperRow, examineeCount: number): PaperRecord {
  return {
    paperCode: row.paperCode,
    paperName: row.paperName,
    composeType: row.composeType,
    topicCount: row.topicCount,
    totalScore: row.totalScore,
    passScore: row.passScore,
    duration: row.duration,
    beginTime: row.beginTime,
    endTime: row.endTime,
    openStatus: row.openStatus,
    resitStatus: row.resitStatus,
    resitTimes: row.resitTimes,
    examineeCount,
    creatorName: row.creatorName,
    createTime: row.createTime,
    updateTime: row.updateTime,
  };
}

export async function pagePapers(deps: AppDeps, input: ListInput): Promise<Page<PaperRecord>> {
  const page = await repo.pagePapers(
    deps.db,
    { paperName: input.paperName, openStatus: input.openStatus, resitStatus: input.resitStatus, composeType: input.composeType },
    input,
  );
  const examinees = await repo.examineeCounts(
    deps.db,
    page.records.map((r) => Number(r.id)),
  );
  return { total: page.total, records: page.records.map((row) => recordOf(row, examinees.get(Number(row.id)) ?? 0)) };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A paper with its questions and its results: 参考人数 are learners with an
 * attempt; each is judged by their best attempt (a resit can only raise it),
 * so 及格率 is the share whose best reaches the pass score and 平均分 the mean
 * of the best scores.
 */
export async function paperInfo(deps: AppDeps, paperCode: string): Promise<PaperDetail> {
  const paper = found(await repo.findByCode(deps.db, paperCode), PAPER_NOT_FOUND);
  const [topics, best, labels] = await Promise.all([repo.topicsOf(deps.db, paper.id), repo.bestScores(deps.db, paper.id), skillLabels(deps.db)]);
  const names = new Map(labels.map((label) => [label.labelCode, label.labelName]));
  const examinees = best.length;
  const rules = JSON.parse(paper.rules) as DrawRule[];
  return {
    ...recordOf(paper, examinees),
    rules: rules.map((rule) => ({ ...rule, labelName: names.get(rule.labelCode) ?? rule.labelCode })),
    topics: topics.map((t) => ({
      sort: t.sort,
      topicCode: t.topicCode,
      topicType: t.topicType,
      stem: t.stem,
      options: JSON.parse(t.options) as string[],
      answers: JSON.parse(t.answers) as string[],
      analysis: t.analysis,
      difficulty: t.difficulty,
      score: t.score,
    })),
    attemptCount: best.reduce((sum, b) => sum + b.attempts, 0),
    passRate: examinees === 0 ? null : round2((best.filter((b) => b.best >= paper.passScore).length / examinees) * 100),
    averageScore: examinees === 0 ? null : round2(best.reduce((sum, b) => sum + b.best, 0) / examinees),
  };
}

/** The skill labels, each with its enabled questions per type and difficulty (labels without any come last, with none). */
export async function paperLabels(deps: AppDeps): Promise<PaperLabel[]> {
  const [labels, counts] = await Promise.all([skillLabels(deps.db), enabledCounts(deps.db)]);
  const byLabel = new Map<string, PaperLabel['counts']>();
  for (const c of counts) byLabel.set(c.labelCode, [...(byLabel.get(c.labelCode) ?? []), { topicType: c.topicType, difficulty: c.difficulty, count: c.count }]);
  const sorted = (list: PaperLabel['counts']) => [...list].sort((a, b) => a.topicType - b.topicType || a.difficulty - b.difficulty);
  const rows = labels.map((label) => ({ labelCode: label.labelCode, labelName: label.labelName, counts: sorted(byLabel.get(label.labelCode) ?? []) }));
  return [...rows.filter((r) => r.counts.length > 0), ...rows.filter((r) => r.counts.length === 0)];
}

