import { COMPOSE_TYPES, PAPER_OPEN_STATUS, TOPIC_TYPES, type DrawRule } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { code32, DAY_MS, HOUR_MS, SURNAMES, type DemoRandom } from '../../../platform/demo-random.js';
import { formatTime, parseTime } from '../../../platform/time.js';
import { drawPool, skillLabels } from '../exam-topic/exam-topic.service.js';
import { DEMO_TRADES } from '../exam-topic/exam-topic.demo-bank.js';
import * as repo from './exam-paper.repository.js';
import { drawnTopics, pickedTopics } from './exam-paper.service.js';
import type { NewAttempt } from './exam-paper.table.js';

const LEVELS = ['初级', '中级', '高级'] as const;
const KINDS = ['理论知识考试', '岗前培训结业考试', '技能提升模拟测试', '安全知识专项测试'] as const;
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '霞', '平', '刚', '桂英', '建华', '红梅', '志强', '晓燕', '海涛', '春梅'];

/** The usual rule set: 20 单选 × 2, 5 多选 × 4, 20 判断 × 2 = 100 分, some rules narrowed to a difficulty. */
function rulesFor(random: DemoRandom, labelCode: string): DrawRule[] {
  const narrowed = random.chance(0.3);
  return [
    { topicType: TOPIC_TYPES.single, labelCode, difficulty: narrowed ? 1 : null, count: narrowed ? 10 : 20, score: 2 },
    ...(narrowed ? [{ topicType: TOPIC_TYPES.single, labelCode, difficulty: 2, count: 10, score: 2 }] : []),
    { topicType: TOPIC_TYPES.multiple, labelCode, difficulty: null, count: 5, score: 4 },
    { topicType: TOPIC_TYPES.judge, labelCode, difficulty: null, count: 20, score: 2 },
  ];
}

/**
 * Forty papers, about one every three days over the last four months, for
 * the six demo trades: half hand-picked, half drawn by rules (the paper
 * service's own draw, seeded by each paper's code). Windows of one to two
 * weeks open a few days after composing; the last few lie ahead. Every
 * combination of 开放状态 and 补考状态 occurs: most past papers were opened and
 * sat, a few closed again after being sat, drafts and papers opened ahead
 * have no attempts yet. Attempts fall inside their window, before the
 * seeding day, in working hours; learners who failed sit the resits allowed.
 */
export async function seedPaperDemo(
  db: DbOrTrx,
  random: DemoRandom,
  staff: ReadonlyArray<{ id: number; realName: string }>,
  dayStart: number,
): Promise<void> {
  const labels = new Map((await skillLabels(db)).map((label) => [label.labelName, label.labelCode]));
  const office = (day: number, from = 8.5, to = 17.5) => dayStart + day * DAY_MS + Math.round((from + random.next() * (to - from)) * HOUR_MS / 1000) * 1000;
  const learners = Array.from({ length: 400 }, (_, i) => ({
    learnerCode: `XY${String(i + 1).padStart(6, '0')}`,
    learnerName: random.pick(SURNAMES.slice(0, 24)) + random.pick(GIVEN),
  }));
  const PAPERS = 40;
  for (let i = 0; i < PAPERS; i++) {
    const trade = DEMO_TRADES[i % DEMO_TRADES.length];
    const labelCode = labels.get(trade.label) as string;
    const paperCode = code32(random);
    const createDay = -122 + i * 3;
    const created = formatTime(office(createDay));
    // The last six open after the seeding day.
    const beginDay = i >= PAPERS - 6 ? random.int(1, 10) : createDay + random.int(3, 8);
    const begin = formatTime(dayStart + beginDay * DAY_MS + 9 * HOUR_MS);
    const end = formatTime(dayStart + (beginDay + random.int(6, 14)) * DAY_MS + 18 * HOUR_MS);
    const manual = i % 2 === 0;
    const rules = manual ? [] : rulesFor(random, labelCode);
    const topics = manual ? await pickedTopics(db, await pickFor(db, random, labelCode)) : await drawnTopics(db, paperCode, rules);
    const total = topics.reduce((sum, t) => sum + t.score, 0);
    const passScore = Math.ceil(total * 0.6);
    const started = beginDay < 0;
    // Past windows: opened (a few closed again after being sat); windows ahead: drafts or opened ahead.
    const openStatus = started ? (i % 7 === 3 ? PAPER_OPEN_STATUS.closed : PAPER_OPEN_STATUS.open) : i % 2 === 0 ? PAPER_OPEN_STATUS.closed : PAPER_OPEN_STATUS.open;
    const sat = started && (openStatus === PAPER_OPEN_STATUS.open || i % 7 === 3);
    const resitTimes = i % 4 < 2 ? 0 : 1 + (i % 3);
    const person = staff[i % staff.length];
    const paperId = await repo.insertPaper(db, {
      paperCode,
      paperName: `${trade.label}${LEVELS[i % 3]}${KINDS[Math.floor(i / 6) % KINDS.length]}（第${Math.floor(i / 6) + 1}期）`,
      composeType: manual ? COMPOSE_TYPES.manual : COMPOSE_TYPES.rules,
      rules: JSON.stringify(rules),
      topicCount: topics.length,
      totalScore: total,
      passScore,
      duration: manual ? 60 : 90,
      beginTime: begin,
      endTime: end,
      openStatus,
      resitStatus: resitTimes > 0 ? 1 : 0,
      resitTimes,
      creatorId: person.id,
      creatorName: person.realName,
      updaterName: person.realName,
      createTime: created,
      // Last touched the day before its window (opened then), or yesterday for a window ahead.
      updateTime: formatTime(Math.min(parseTime(begin) - HOUR_MS, office(beginDay - 1), office(-1))),
    });
    await repo.replaceTopics(db, paperId, topics);
    if (sat) {
      const rows = attemptsFor(random, paperId, learners, { begin, end, dayStart, total, passScore, resitTimes, office });
      await repo.insertAttempts(db, rows);
    }
  }
}

/** A hand-picked paper: 10 单选 × 3, 5 多选 × 6, 10 判断 × 4 = 100 分, from the trade's enabled questions. */
async function pickFor(db: DbOrTrx, random: DemoRandom, labelCode: string) {
  const plan = [
    [TOPIC_TYPES.single, 10, 3],
    [TOPIC_TYPES.multiple, 5, 6],
    [TOPIC_TYPES.judge, 10, 4],
  ] as const;
  const picked: Array<{ topicCode: string; score: number }> = [];
  for (const [topicType, count, score] of plan) {
    const pool = await drawPool(db, { topicType, labelCode });
    for (const topic of random.shuffle(pool).slice(0, count)) picked.push({ topicCode: topic.topicCode, score });
  }
  return picked;
}

interface Sitting {
  begin: string;
  end: string;
  dayStart: number;
  total: number;
  passScore: number;
  resitTimes: number;
  office: (day: number, from?: number, to?: number) => number;
}

/** 15–60 learners sit the paper inside its window and before today; those who fail may resit, each time a little better. */
function attemptsFor(random: DemoRandom, paperId: number, learners: ReadonlyArray<{ learnerCode: string; learnerName: string }>, s: Sitting): NewAttempt[] {
  const firstDay = Math.round((parseTime(s.begin) - s.dayStart) / DAY_MS);
  const lastDay = Math.min(Math.round((parseTime(s.end) - s.dayStart) / DAY_MS) - 1, -1);
  if (lastDay < firstDay) return [];
  const rows: NewAttempt[] = [];
  for (const learner of random.shuffle(learners).slice(0, random.int(15, 60))) {
    let day = random.int(firstDay, lastDay);
    let score = Math.min(s.total, Math.round(s.total * (0.35 + 0.6 * random.next())));
    rows.push({ attemptCode: code32(random), paperId, ...learner, attemptNo: 1, score, submitTime: formatTime(s.office(day, 9, 17.5)) });
    for (let n = 2; n <= 1 + s.resitTimes && score < s.passScore && day < lastDay && random.chance(0.7); n++) {
      day = random.int(day + 1, lastDay);
      score = Math.min(s.total, score + random.int(4, 20));
      rows.push({ attemptCode: code32(random), paperId, ...learner, attemptNo: n, score, submitTime: formatTime(s.office(day, 9, 17.5)) });
    }
  }
  return rows;
}
