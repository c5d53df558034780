import { examTopicApi, labelApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';

describe.each(DIALECTS)('question bank (题库管理) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  /** Skill label codes by name (the seeded 职业技能 labels). */
  let label: Record<string, string>;

  const save = (body: Record<string, unknown>) => server.call(examTopicApi.saveETopic, { token: admin, body });
  async function list(body: Record<string, unknown> = {}) {
    const res = await server.call(examTopicApi.queryETopicList, { token: admin, body: { pageSize: 100, ...body } });
    expect(res.status, res.json.msg).toBe(200);
    return examTopicApi.queryETopicList.response.parse(res.json.data);
  }
  async function info(topicCode: string) {
    const res = await server.call(examTopicApi.queryTopicInfo, { token: admin, query: { topicCode } });
    expect(res.status, res.json.msg).toBe(200);
    return examTopicApi.queryTopicInfo.response.parse(res.json.data);
  }
  const single = (overrides: Record<string, unknown> = {}) => ({
    topicType: 1,
    stem: '我国工频交流电的频率是多少？',
    options: ['50Hz', '60Hz', '100Hz', '25Hz'],
    answers: ['A'],
    analysis: '我国电网标准频率为50Hz。',
    difficulty: 1,
    labelCodes: [label['电工']],
    ...overrides,
  });

  beforeAll(async () => {
    admin = await server.login();
    const res = await server.call(labelApi.getLabels, { token: admin, query: { labelType: 3 } });
    label = Object.fromEntries(res.json.data.map((l) => [l.labelName, l.labelCode]));
    expect(label['电工']).toBeDefined();
  });

  it('adds a question with its labels, enabled, and shows it as saved', async () => {
    const res = await save(single({ labelCodes: [label['电工'], label['消防设施操作员']] }));
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.msg).toBe('新增成功');
    expect(res.json.data.status).toBe(1);
    const topic = await info(res.json.data.topicCode);
    expect(topic).toMatchObject({
      topicType: 1,
      stem: '我国工频交流电的频率是多少？',
      options: ['50Hz', '60Hz', '100Hz', '25Hz'],
      answers: ['A'],
      difficulty: 1,
      status: 1,
      creatorName: '系统管理员',
      labels: [
        { labelCode: label['电工'], labelName: '电工' },
        { labelCode: label['消防设施操作员'], labelName: '消防设施操作员' },
      ],
    });
  });

  it('refuses a bad question with the field named (400)', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [single({ stem: undefined }), '请输入题干'],
      [single({ stem: '单选两个答案', answers: ['A', 'B'] }), '单选题只能有一个正确答案'],
      [single({ stem: '多选一个答案', topicType: 2 }), '多选题至少有两个正确答案'],
      [single({ stem: '重复选项', options: ['50Hz', '50Hz', '60Hz'] }), '选项不能重复：“50Hz”'],
      [single({ stem: '一个选项', options: ['50Hz'] }), '选项至少2个'],
      [single({ stem: '九个选项', options: ['1', '2', '3', '4', '5', '6', '7', '8', '9'] }), '选项最多8个'],
      [single({ stem: '判断三个选项', topicType: 3, options: ['正确', '错误', '不确定'] }), '判断题只能有两个选项'],
      [single({ stem: '答案越界', answers: ['E'] }), '正确答案“E”不在选项中'],
      [single({ stem: '答案不是字母', answers: ['Z'] }), '正确答案应为 A–H 的选项字母'],
      [single({ stem: '没有标签', labelCodes: [] }), '请选择技能标签'],
      [single({ stem: '六个标签', labelCodes: ['1', '2', '3', '4', '5', '6'] }), '技能标签最多选择5个'],
      [single({ stem: '未知标签', labelCodes: ['no-such-label'] }), '技能标签“no-such-label”不存在'],
      [single({ stem: '课程标签', labelCodes: ['1-01'] }), '技能标签“1-01”不存在'],
      [single({ stem: '难度越界', difficulty: 9 }), '难度取值应为 1、2、3 之一'],
      [single({ stem: '题型越界', topicType: 4 }), '题型取值应为 1、2、3 之一'],
    ];
    for (const [body, message] of cases) {
      const res = await save(body);
      expect(res.status, message).toBe(400);
      expect(res.json.msg).toBe(message);
    }
    expect((await list({ stem: '选项' })).total).toBe(0);
  });

  it('refuses the same stem under the same type (409), not under another type', async () => {
    const first = await save(single({ stem: '测量绝缘电阻应使用哪种仪表？', options: ['兆欧表', '万用表'] }));
    expect(first.status, first.json.msg).toBe(200);
    const again = await save(single({ stem: '测量绝缘电阻应使用哪种仪表？', options: ['兆欧表', '功率表'] }));
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe('题干相同的单选题已存在');
    const asMultiple = await save(single({ topicType: 2, stem: '测量绝缘电阻应使用哪种仪表？', options: ['兆欧表', '摇表', '万用表'], answers: ['A', 'B'] }));
    expect(asMultiple.status, asMultiple.json.msg).toBe(200);
    // An edit into another question's stem is the same clash.
    const other = await save(single({ stem: '安全电压在潮湿环境中一般为多少伏？', options: ['12V', '36V'] }));
    const clash = await save({ topicCode: other.json.data.topicCode, stem: '测量绝缘电阻应使用哪种仪表？' });
    expect(clash.status).toBe(409);
    expect(clash.json.msg).toBe('题干相同的单选题已存在');
  });

  it('edits the fields sent, judging the answers against the stored type and options', async () => {
    const res = await save(single({ topicType: 2, stem: '下列属于保证电气安全的技术措施有哪些？', options: ['停电', '验电', '凭经验'], answers: ['A', 'B'], difficulty: 2 }));
    const topicCode = res.json.data.topicCode;
    const oneAnswer = await save({ topicCode, answers: ['A'] });
    expect(oneAnswer.status).toBe(400);
    expect(oneAnswer.json.msg).toBe('多选题至少有两个正确答案');
    const fewer = await save({ topicCode, options: ['停电', '验电'] });
    expect(fewer.status, fewer.json.msg).toBe(200);
    const edited = await save({ topicCode, options: ['停电', '验电', '装设接地线', '凭经验'], answers: ['A', 'B', 'C'], analysis: '停电、验电、装设接地线。', labelCodes: [label['焊工']] });
    expect(edited.status, edited.json.msg).toBe(200);
    expect(edited.json.msg).toBe('保存成功');
    expect(await info(topicCode)).toMatchObject({
      topicType: 2,
      difficulty: 2,
      options: ['停电', '验电', '装设接地线', '凭经验'],
      answers: ['A', 'B', 'C'],
      analysis: '停电、验电、装设接地线。',
      labels: [{ labelCode: label['焊工'], labelName: '焊工' }],
    });
    const nothing = await save({ topicCode });
    expect(nothing.status).toBe(400);
    expect(nothing.json.msg).toBe('请填写要修改的内容');
    const unknown = await save({ topicCode: 'no-such-topic', status: 0 });
    expect(unknown.status).toBe(404);
    expect(unknown.json.msg).toBe('试题不存在');
  });

  it('停用 and 启用 a question; a repeat is the machine’s 409, and the status filter follows', async () => {
    const res = await save(single({ topicType: 3, stem: '漏电保护器应定期按下试验按钮检查。', options: ['正确', '错误'], answers: ['A'] }));
    const topicCode = res.json.data.topicCode;
    const off = await save({ topicCode, status: 0 });
    expect(off.status, off.json.msg).toBe(200);
    expect(off.json.data.status).toBe(0);
    expect((await list({ status: 0 })).records.map((t) => t.topicCode)).toEqual([topicCode]);
    const offAgain = await save({ topicCode, status: 0 });
    expect(offAgain.status).toBe(409);
    expect(offAgain.json.msg).toBe('试题当前为“已停用”状态，不能停用');
    const on = await save({ topicCode, status: 1 });
    expect(on.json.data.status).toBe(1);
    const onAgain = await save({ topicCode, status: 1 });
    expect(onAgain.status).toBe(409);
    expect(onAgain.json.msg).toBe('试题当前为“已启用”状态，不能启用');
    // An edit with the status it already has is just an edit.
    const keep = await save({ topicCode, status: 1, difficulty: 3 });
    expect(keep.status, keep.json.msg).toBe(200);
    expect((await info(topicCode)).difficulty).toBe(3);
    expect((await list({ status: 0 })).total).toBe(0);
  });

  it('filters by type, label, difficulty and stem, newest first', async () => {
    const all = await list();
    expect(all.total).toBe(all.records.length);
    expect(all.records.length).toBeGreaterThan(4);
    const judges = await list({ topicType: 3 });
    expect(judges.records.every((t) => t.topicType === 3)).toBe(true);
    expect(judges.total).toBe(1);
    const welders = await list({ labelCode: label['焊工'] });
    expect(welders.records.map((t) => t.stem)).toEqual(['下列属于保证电气安全的技术措施有哪些？']);
    const hard = await list({ difficulty: 3 });
    expect(hard.records.map((t) => t.stem)).toEqual(['漏电保护器应定期按下试验按钮检查。']);
    const byStem = await list({ stem: '绝缘电阻' });
    expect(byStem.records.map((t) => t.topicType)).toEqual([2, 1]);
    const bad = await server.call(examTopicApi.queryETopicList, { token: admin, body: { topicType: 7 } });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toBe('题型取值应为 1、2、3 之一');
  });
});
