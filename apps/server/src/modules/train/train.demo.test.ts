import { describe, expect, it } from 'vitest';
import { DEMO_NOW_TEXT } from '../../test/demo-clock.js';
import { demoDatabase } from '../../test/demo-database.js';
import { DIALECTS } from '../../test/harness.js';

const SEEDING_DAY = `${DEMO_NOW_TEXT.slice(0, 10)} 00:00:00`;
const inOfficeHours = (time: string) => time.slice(11) >= '08:30:00' && time.slice(11) <= '18:00:00';

describe.each(DIALECTS)('exam demo seed on %s', (dialect) => {
  const db = demoDatabase(dialect);

  it('gives 600 questions over the six trades, every type and difficulty, a few disabled, entered in the past in working hours', async () => {
    const topics = await db().selectFrom('trainExamTopic').selectAll().execute();
    expect(topics).toHaveLength(600);
    expect(new Set(topics.map((t) => t.topicType))).toEqual(new Set([1, 2, 3]));
    expect(new Set(topics.map((t) => t.difficulty))).toEqual(new Set([1, 2, 3]));
    const disabled = topics.filter((t) => t.status === 0).length;
    expect(disabled).toBeGreaterThan(10);
    expect(disabled).toBeLessThan(60);
    expect(topics.every((t) => t.createTime < SEEDING_DAY && inOfficeHours(t.createTime))).toBe(true);
    const perLabel = await db()
      .selectFrom('trainExamTopicLabel as tl')
      .innerJoin('comLabel as l', 'l.labelCode', 'tl.labelCode')
      .select((eb) => ['l.labelName', 'l.labelType', eb.fn.countAll<number>().as('n')])
      .groupBy(['l.labelName', 'l.labelType'])
      .execute();
    const byName = Object.fromEntries(perLabel.map((r) => [r.labelName, Number(r.n)]));
    for (const trade of ['电工', '焊工', '育婴员', '养老护理员', '中式烹调师', '计算机操作员']) expect(byName[trade], trade).toBe(100);
    expect(perLabel.every((r) => r.labelType === 3)).toBe(true);
    // Each answer fits its type.
    for (const t of topics) {
      const answers = JSON.parse(t.answers) as string[];
      expect(t.topicType === 2 ? answers.length >= 2 : answers.length === 1, t.stem).toBe(true);
    }
  });

  it('gives 40 papers in every 开放/补考 combination, totals that add up, attempts inside their windows before today', async () => {
    const papers = await db().selectFrom('trainExamPaper').selectAll().execute();
    const attempts = await db().selectFrom('trainExamAttempt').selectAll().execute();
    expect(papers).toHaveLength(40);
    expect(attempts.length).toBeGreaterThan(500);
    const sat = new Set(attempts.map((a) => Number(a.paperId)));
    const combos = new Set(papers.map((p) => `${p.openStatus}/${p.resitStatus}`));
    expect(combos).toEqual(new Set(['0/0', '0/1', '1/0', '1/1']));
    // Sat papers both open and closed again; drafts and papers opened ahead have none.
    expect(new Set(papers.filter((p) => sat.has(Number(p.id))).map((p) => p.openStatus))).toEqual(new Set([0, 1]));
    expect(papers.some((p) => p.beginTime > SEEDING_DAY && p.openStatus === 0)).toBe(true);
    expect(papers.some((p) => p.beginTime > SEEDING_DAY && p.openStatus === 1)).toBe(true);
    expect(new Set(papers.map((p) => p.composeType))).toEqual(new Set([1, 2]));
    for (const p of papers) {
      const topics = await db().selectFrom('trainExamPaperTopic').select('score').where('paperId', '=', p.id).execute();
      expect(topics.reduce((s, t) => s + t.score, 0), p.paperName).toBe(p.totalScore);
      expect(p.topicCount).toBe(topics.length);
      expect(p.passScore <= p.totalScore && p.createTime < SEEDING_DAY && inOfficeHours(p.createTime)).toBe(true);
      expect(p.updateTime >= p.createTime && p.updateTime < SEEDING_DAY, p.paperName).toBe(true);
      expect(p.resitStatus === 1 ? p.resitTimes >= 1 && p.resitTimes <= 3 : p.resitTimes === 0).toBe(true);
    }
    const byId = new Map(papers.map((p) => [Number(p.id), p]));
    for (const a of attempts) {
      const p = byId.get(Number(a.paperId));
      expect(p && a.submitTime >= p.beginTime && a.submitTime <= p.endTime && a.submitTime < SEEDING_DAY && inOfficeHours(a.submitTime)).toBe(true);
      expect(p && a.score <= p.totalScore && (a.attemptNo === 1 || (p.resitStatus === 1 && a.attemptNo <= 1 + p.resitTimes))).toBe(true);
    }
  });
});
