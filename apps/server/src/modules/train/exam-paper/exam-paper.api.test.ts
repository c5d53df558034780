import { examPaperApi, examTopicApi, labelApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTime } from '../../../platform/time.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import * as repo from './exam-paper.repository.js';

const DAY_MS = 86_400_000;
const at = (days: number) => formatTime(Date.now() + days * DAY_MS);

describe.each(DIALECTS)('papers (试卷管理) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let label: Record<string, string>;
  /** Question codes by label and type, as created. */
  const bank: Record<string, string[]> = {};

  const save = (body: Record<string, unknown>) => server.call(examPaperApi.saveEPaper, { token: admin, body });
  const open = (paperCode: string, openStatus: number) => server.call(examPaperApi.updateOpenStatus, { token: admin, body: { paperCode, openStatus } });
  const resit = (paperCode: string, resitStatus: number, resitTimes?: number) =>
    server.call(examPaperApi.updateResitStatus, { token: admin, body: { paperCode, resitStatus, resitTimes } });
  async function info(paperCode: string) {
    const res = await server.call(examPaperApi.queryEPaperInfo, { token: admin, query: { paperCode } });
    expect(res.status, res.json.msg).toBe(200);
    return examPaperApi.queryEPaperInfo.response.parse(res.json.data);
  }
  async function list(body: Record<string, unknown> = {}) {
    const res = await server.call(examPaperApi.queryEPaperList, { token: admin, body });
    expect(res.status, res.json.msg).toBe(200);
    return examPaperApi.queryEPaperList.response.parse(res.json.data);
  }
  const window = { beginTime: at(1), endTime: at(8) };
  const byRules = (paperName: string, rules: unknown[], passScore = 18) => ({ paperName, composeType: 2, rules, passScore, duration: 60, ...window });

  async function addTopics(labelName: string, topicType: number, count: number, difficulty = 1) {
    const key = `${labelName}-${topicType}`;
    bank[key] ??= [];
    for (let i = 0; i < count; i++) {
      const n = bank[key].length + 1;
      const res = await server.call(examTopicApi.saveETopic, {
        token: admin,
        body: {
          topicType,
          stem: `${labelName}${topicType}型第${n}题`,
          options: topicType === 3 ? ['正确', '错误'] : ['甲', '乙', '丙', '丁'],
          answers: topicType === 2 ? ['A', 'C'] : ['B'],
          difficulty: i % 2 === 0 ? difficulty : 2,
          labelCodes: [label[labelName]],
        },
      });
      expect(res.status, res.json.msg).toBe(200);
      bank[key].push(res.json.data.topicCode);
    }
  }

  beforeAll(async () => {
    admin = await server.login();
    const res = await server.call(labelApi.getLabels, { token: admin, query: { labelType: 3 } });
    label = Object.fromEntries(res.json.data.map((l) => [l.labelName, l.labelCode]));
    await addTopics('电工', 1, 14);
    await addTopics('电工', 2, 4);
    await addTopics('电工', 3, 8);
    await addTopics('焊工', 1, 8);
  }, 60_000);

  it('composes by hand: the questions copied in the order given, 总分 the sum of their scores', async () => {
    const topics = [
      { topicCode: bank['电工-1'][0], score: 5 },
      { topicCode: bank['电工-2'][0], score: 10 },
      { topicCode: bank['电工-3'][0], score: 5 },
    ];
    const tooHigh = await save({ paperName: '电工初级理论考试', composeType: 1, topics, passScore: 21, duration: 60, ...window });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.json.msg).toBe('及格分不能大于总分（20分）');
    const res = await save({ paperName: '电工初级理论考试', composeType: 1, topics, passScore: 12, duration: 60, ...window });
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.data).toMatchObject({ topicCount: 3, totalScore: 20 });
    const paper = await info(res.json.data.paperCode);
    expect(paper).toMatchObject({ composeType: 1, totalScore: 20, passScore: 12, openStatus: 0, resitStatus: 0, resitTimes: 0, examineeCount: 0, passRate: null, averageScore: null });
    expect(paper.topics.map((t) => [t.sort, t.topicCode, t.score])).toEqual([
      [1, bank['电工-1'][0], 5],
      [2, bank['电工-2'][0], 10],
      [3, bank['电工-3'][0], 5],
    ]);
    // A later edit of the bank leaves the paper's copy alone.
    await server.call(examTopicApi.saveETopic, { token: admin, body: { topicCode: bank['电工-1'][0], stem: '改过的题干' } });
    expect((await info(res.json.data.paperCode)).topics[0].stem).toBe('电工1型第1题');
    const same = await save({ paperName: '电工初级理论考试', composeType: 1, topics, passScore: 12, duration: 60, ...window });
    expect(same.status).toBe(409);
    expect(same.json.msg).toBe('试卷名称“电工初级理论考试”已存在');
  });

  it('refuses a bad paper with the field named (400) and a disabled or unknown question', async () => {
    const rule = { topicType: 1, labelCode: label['电工'], count: 2, score: 5 };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...byRules('时间倒置', [rule], 5), beginTime: at(5), endTime: at(2) }, '考试结束时间须晚于考试开始时间'],
      [{ paperName: '没有试题', composeType: 1, topics: [], passScore: 1, duration: 60, ...window }, '请选择试题'],
      [byRules('没有规则', [], 1), '请添加抽题规则'],
      [byRules('重复规则', [rule, rule], 5), '抽题规则不能重复（题型、技能标签和难度相同）'],
      [byRules('分值为零', [{ ...rule, score: 0 }], 1), '分值不能小于1'],
      [{ ...byRules('时长为零', [rule], 5), duration: 0 }, '考试时长不能小于1'],
      [{ ...byRules('', [rule], 5) }, '请输入试卷名称'],
      [{ ...byRules('坏时间', [rule], 5), beginTime: '2027-02-30 09:00:00' }, '考试开始时间不是有效的日期时间'],
      [byRules('及格分过高', [rule], 11), '及格分不能大于总分（10分）'],
      [byRules('未知标签', [{ ...rule, labelCode: 'nope' }], 5), '技能标签“nope”不存在'],
    ];
    for (const [body, message] of cases) {
      const res = await save(body);
      expect(res.status, message).toBe(400);
      expect(res.json.msg).toBe(message);
    }
    const unknown = await save({ paperName: '未知试题', composeType: 1, topics: [{ topicCode: 'nope', score: 5 }], passScore: 1, duration: 60, ...window });
    expect(unknown.status).toBe(400);
    expect(unknown.json.msg).toBe('以下试题不存在：nope');
    await server.call(examTopicApi.saveETopic, { token: admin, body: { topicCode: bank['电工-1'][13], status: 0 } });
    const disabled = await save({ paperName: '停用试题', composeType: 1, topics: [{ topicCode: bank['电工-1'][13], score: 5 }], passScore: 1, duration: 60, ...window });
    expect(disabled.status).toBe(409);
    expect(disabled.json.msg).toBe('以下试题已停用，不能组卷：“电工1型第14题”');
    expect((await list({ paperName: '试题' })).total).toBe(0);
  });

  it('draws by rules from enabled questions only; a short bank is 409 naming the pool', async () => {
    const short = await save(byRules('焊工单选', [{ topicType: 1, labelCode: label['焊工'], count: 10, score: 2 }], 10));
    expect(short.status).toBe(409);
    expect(short.json.msg).toBe('题库中“焊工”标签的单选题只有 8 道，不足 10 道');
    await server.call(examTopicApi.saveETopic, { token: admin, body: { topicCode: bank['焊工-1'][0], status: 0 } });
    const fewer = await save(byRules('焊工单选', [{ topicType: 1, labelCode: label['焊工'], count: 8, score: 2 }], 10));
    expect(fewer.json.msg).toBe('题库中“焊工”标签的单选题只有 7 道，不足 8 道');
    // Questions an earlier rule took are not there for a later one; a difficulty narrows the pool.
    const hard = await save(byRules('电工难题', [{ topicType: 1, labelCode: label['电工'], difficulty: 3, count: 1, score: 2 }], 1));
    expect(hard.json.msg).toBe('题库中“电工”标签、难度为“困难”的单选题只有 0 道，不足 1 道');
    const overlap = await save(
      byRules('电工重叠', [
        { topicType: 1, labelCode: label['电工'], count: 10, score: 2 },
        { topicType: 1, labelCode: label['电工'], difficulty: 2, count: 5, score: 2 },
      ]),
    );
    expect(overlap.status).toBe(409);
    expect(overlap.json.msg).toMatch(/^题库中“电工”标签、难度为“中等”的单选题只有 [0-4] 道，不足 5 道$/);

    const res = await save(
      byRules('电工抽题', [
        { topicType: 1, labelCode: label['电工'], count: 10, score: 2 },
        { topicType: 2, labelCode: label['电工'], count: 2, score: 5 },
        { topicType: 3, labelCode: label['电工'], difficulty: 1, count: 4, score: 1 },
      ]),
    );
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.data).toMatchObject({ topicCount: 16, totalScore: 34 });
    const paper = await info(res.json.data.paperCode);
    const codes = paper.topics.map((t) => t.topicCode);
    expect(new Set(codes).size).toBe(16);
    expect(codes).not.toContain(bank['电工-1'][13]);
    expect(paper.topics.slice(0, 10).every((t) => t.topicType === 1 && t.score === 2)).toBe(true);
    expect(paper.topics.slice(12).every((t) => t.topicType === 3 && t.difficulty === 1)).toBe(true);
    expect(paper.rules.map((r) => [r.labelName, r.count])).toEqual([
      ['电工', 10],
      ['电工', 2],
      ['电工', 4],
    ]);
  });

  it('draws the same questions again for the same paper code and bank (seeded by the code); another paper draws others', async () => {
    const rules = [{ topicType: 1, labelCode: label['电工'], count: 6, score: 5 }];
    const first = await save(byRules('抽题甲', rules));
    const paperCode = first.json.data.paperCode;
    const drawn = (await info(paperCode)).topics.map((t) => t.topicCode);
    const again = await save({ ...byRules('抽题甲', rules), paperCode });
    expect(again.status, again.json.msg).toBe(200);
    expect(again.json.msg).toBe('保存成功');
    expect((await info(paperCode)).topics.map((t) => t.topicCode)).toEqual(drawn);
    // 13 enabled questions, 6 drawn: other codes pick other sets or orders.
    const others = [];
    for (const name of ['抽题乙', '抽题丙', '抽题丁']) {
      const res = await save(byRules(name, rules));
      others.push((await info(res.json.data.paperCode)).topics.map((t) => t.topicCode).join());
    }
    expect(others.some((o) => o !== drawn.join())).toBe(true);
  });

  it('opens and closes by the machine: needs a window ahead; edits only while 未开放 and unanswered', async () => {
    const rules = [{ topicType: 3, labelCode: label['电工'], count: 3, score: 10 }];
    const past = await save({ ...byRules('已过期试卷', rules), beginTime: at(-9), endTime: at(-2) });
    expect(past.status, past.json.msg).toBe(200);
    const late = await open(past.json.data.paperCode, 1);
    expect(late.status).toBe(409);
    expect(late.json.msg).toMatch(/^考试结束时间（\d{4}-\d\d-\d\d \d\d:\d\d:\d\d）已过，不能开放$/);

    const res = await save(byRules('开放试卷', rules));
    const paperCode = res.json.data.paperCode;
    const closeFirst = await open(paperCode, 0);
    expect(closeFirst.status).toBe(409);
    expect(closeFirst.json.msg).toBe('试卷当前为“未开放”状态，不能取消开放');
    const opened = await open(paperCode, 1);
    expect(opened.status, opened.json.msg).toBe(200);
    expect(opened.json.data.openStatus).toBe(1);
    expect((await list({ openStatus: 1 })).records.map((p) => p.paperCode)).toEqual([paperCode]);
    const twice = await open(paperCode, 1);
    expect(twice.status).toBe(409);
    expect(twice.json.msg).toBe('试卷当前为“已开放”状态，不能开放');
    const edit = await save({ ...byRules('开放试卷', rules), paperCode, passScore: 20 });
    expect(edit.status).toBe(409);
    expect(edit.json.msg).toBe('试卷当前为“已开放”状态，不能编辑');

    // A learner sits it; closed again, it still cannot be edited.
    const paperId = Number((await server.deps.db.selectFrom('trainExamPaper').select('id').where('paperCode', '=', paperCode).executeTakeFirstOrThrow()).id);
    await repo.insertAttempts(server.deps.db, [{ attemptCode: `a-${dialect}-0`, paperId, learnerCode: 'L1', learnerName: '王芳', attemptNo: 1, score: 20, submitTime: at(0) }]);
    expect((await open(paperCode, 0)).json.data.openStatus).toBe(0);
    const answered = await save({ ...byRules('开放试卷', rules), paperCode, passScore: 20 });
    expect(answered.status).toBe(409);
    expect(answered.json.msg).toBe('该试卷已有考生作答，不能编辑');
    expect((await info(paperCode)).passScore).toBe(18);
    const unknown = await open('no-such-paper', 1);
    expect(unknown.status).toBe(404);
    expect(unknown.json.msg).toBe('试卷不存在');
  });

  it('sets 补考状态 and 1–3 resits by the machine, refusing a repeat of 不允许补考', async () => {
    const res = await save(byRules('补考试卷', [{ topicType: 3, labelCode: label['电工'], count: 2, score: 10 }], 12));
    const paperCode = res.json.data.paperCode;
    const noTimes = await resit(paperCode, 1);
    expect(noTimes.status).toBe(400);
    expect(noTimes.json.msg).toBe('请输入补考次数');
    const four = await resit(paperCode, 1, 4);
    expect(four.status).toBe(400);
    expect(four.json.msg).toBe('补考次数不能大于3');
    const forbidFirst = await resit(paperCode, 0);
    expect(forbidFirst.status).toBe(409);
    expect(forbidFirst.json.msg).toBe('试卷当前为“不允许补考”状态，不能设为不允许补考');
    expect((await resit(paperCode, 1, 2)).json.data).toMatchObject({ resitStatus: 1, resitTimes: 2 });
    expect((await resit(paperCode, 1, 3)).json.data).toMatchObject({ resitStatus: 1, resitTimes: 3 });
    expect(await info(paperCode)).toMatchObject({ resitStatus: 1, resitTimes: 3 });
    expect((await list({ resitStatus: 1 })).records.map((p) => p.paperCode)).toEqual([paperCode]);
    expect((await resit(paperCode, 0)).json.data).toMatchObject({ resitStatus: 0, resitTimes: 0 });
    const again = await resit(paperCode, 0);
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe('试卷当前为“不允许补考”状态，不能设为不允许补考');
  });

  it('gives 参考人数, 及格率 and 平均分 from each learner’s best attempt', async () => {
    const res = await save(byRules('成绩统计', [{ topicType: 3, labelCode: label['电工'], count: 3, score: 10 }], 18));
    const paperCode = res.json.data.paperCode;
    const paperId = Number((await server.deps.db.selectFrom('trainExamPaper').select('id').where('paperCode', '=', paperCode).executeTakeFirstOrThrow()).id);
    const attempt = (n: number, learnerCode: string, attemptNo: number, score: number) => ({
      attemptCode: `s-${dialect}-${n}`,
      paperId,
      learnerCode,
      learnerName: learnerCode,
      attemptNo,
      score,
      submitTime: at(0),
    });
    await repo.insertAttempts(server.deps.db, [attempt(1, 'A', 1, 10), attempt(2, 'A', 2, 20), attempt(3, 'B', 1, 25), attempt(4, 'C', 1, 12)]);
    const paper = await info(paperCode);
    expect(paper).toMatchObject({ examineeCount: 3, attemptCount: 4, passRate: 66.67, averageScore: 19 });
    expect((await list({ paperName: '成绩统计' })).records[0].examineeCount).toBe(3);
  });

  it('lists the skill labels with their enabled questions per type and difficulty', async () => {
    const res = await server.call(examPaperApi.queryEPaperLabel, { token: admin });
    expect(res.status, res.json.msg).toBe(200);
    const labels = examPaperApi.queryEPaperLabel.response.parse(res.json.data);
    const count = (name: string, topicType: number) =>
      labels.find((l) => l.labelName === name)?.counts.filter((c) => c.topicType === topicType).reduce((s, c) => s + c.count, 0);
    // 14 电工 单选, one disabled; 8 焊工 单选, one disabled.
    expect(count('电工', 1)).toBe(13);
    expect(count('电工', 2)).toBe(4);
    expect(count('电工', 3)).toBe(8);
    expect(count('焊工', 1)).toBe(7);
    expect(labels.find((l) => l.labelName === '电工')?.counts.find((c) => c.topicType === 3 && c.difficulty === 1)?.count).toBe(4);
    // Labels with questions come first; the rest are there with none.
    expect(labels.slice(0, 2).map((l) => l.labelName).sort()).toEqual(['焊工', '电工'].sort());
    expect(labels.find((l) => l.labelName === '车工')?.counts).toEqual([]);
  });
});
