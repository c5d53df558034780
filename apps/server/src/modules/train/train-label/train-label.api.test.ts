import { examTopicApi, labelApi, trainLabelApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';

describe.each(DIALECTS)('training labels (标签管理) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;

  async function labels(labelType: number) {
    const res = await server.call(labelApi.getLabels, { token: admin, query: { labelType } });
    expect(res.status, res.json.msg).toBe(200);
    return res.json.data;
  }
  const byName = async (labelType: number, name: string) => (await labels(labelType)).find((l) => l.labelName === name);
  const add = (labelType: number, labelName: string) => server.call(trainLabelApi.addLabel, { token: admin, body: { labelType, labelName } });
  const hot = (labelCode: string, labelHot: number) => server.call(trainLabelApi.skillsToHot, { token: admin, query: { labelCode, labelHot } });

  beforeAll(async () => {
    admin = await server.login();
  });

  it('adds a label at the end of its type, not hot, and refuses the same name in that type (409) but not in another', async () => {
    const res = await add(3, '无人机驾驶员');
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.data).toMatchObject({ labelName: '无人机驾驶员', labelType: 3, labelHot: 0 });
    expect((await labels(3)).at(-1)?.labelName).toBe('无人机驾驶员');
    const twice = await add(3, '无人机驾驶员');
    expect(twice.status).toBe(409);
    expect(twice.json.msg).toBe('职业技能标签“无人机驾驶员”已存在');
    expect((await add(1, '无人机驾驶员')).status).toBe(200);
    const bad = await add(4, '其他');
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toContain('标签类型');
    const long = await add(3, '一二三四五六七八九十一二三四五六七八九十一');
    expect(long.status).toBe(400);
    expect(long.json.msg).toContain('标签名称');
  });

  it('renames a label, refusing a name its type already has (409)', async () => {
    const label = (await byName(3, '无人机驾驶员'))!;
    const res = await server.call(trainLabelApi.editLabel, { token: admin, body: { labelCode: label.labelCode, labelName: '无人机操控员' } });
    expect(res.status, res.json.msg).toBe(200);
    expect(await byName(3, '无人机操控员')).toBeDefined();
    const clash = await server.call(trainLabelApi.editLabel, { token: admin, body: { labelCode: label.labelCode, labelName: '电工' } });
    expect(clash.status).toBe(409);
    expect(clash.json.msg).toBe('职业技能标签“电工”已存在');
    const missing = await server.call(trainLabelApi.editLabel, { token: admin, body: { labelCode: 'nosuchlabel', labelName: '甲' } });
    expect(missing.status).toBe(404);
  });

  it('deletes an unused label and refuses one a question uses (409)', async () => {
    const unused = (await byName(3, '无人机操控员'))!;
    const res = await server.call(trainLabelApi.delLabel, { token: admin, body: { labelCode: unused.labelCode } });
    expect(res.status, res.json.msg).toBe(200);
    expect(await byName(3, '无人机操控员')).toBeUndefined();

    const welder = (await byName(3, '焊工'))!;
    const topic = await server.call(examTopicApi.saveETopic, {
      token: admin,
      body: { topicType: 3, stem: '焊接作业前应检查周围是否有易燃物。', options: ['正确', '错误'], answers: ['A'], difficulty: 1, labelCodes: [welder.labelCode] },
    });
    expect(topic.status, topic.json.msg).toBe(200);
    const refused = await server.call(trainLabelApi.delLabel, { token: admin, body: { labelCode: welder.labelCode } });
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toBe('标签“焊工”已被1道试题使用，不能删除');
    expect(await byName(3, '焊工')).toBeDefined();
  });

  it('marks and unmarks 热门, refusing a repeat and an eleventh hot label of a type (409)', async () => {
    const start = await labels(2);
    const hotCount = () => labels(2).then((all) => all.filter((l) => l.labelHot === 1).length);
    const plain = start.filter((l) => l.labelHot === 0);
    const already = start.find((l) => l.labelHot === 1)!;
    const repeat = await hot(already.labelCode, 1);
    expect(repeat.status).toBe(409);
    expect(repeat.json.msg).toBe('标签当前为“热门”状态，不能设为热门');

    const marked = new Set<string>();
    for (const label of plain.slice(0, 10 - (await hotCount()))) {
      const res = await hot(label.labelCode, 1);
      expect(res.status, res.json.msg).toBe(200);
      marked.add(label.labelCode);
    }
    expect(await hotCount()).toBe(10);
    const eleventh = plain.find((l) => !marked.has(l.labelCode));
    const over = await hot(eleventh!.labelCode, 1);
    expect(over.status).toBe(409);
    expect(over.json.msg).toBe('线下课程已有10个热门标签，请先取消其他热门标签');
    expect(await hotCount()).toBe(10);

    const off = await hot(already.labelCode, 0);
    expect(off.status, off.json.msg).toBe(200);
    expect(off.json.data.labelHot).toBe(0);
    expect((await hot(eleventh!.labelCode, 1)).status).toBe(200);
    expect(await hotCount()).toBe(10);
    const offAgain = await hot(already.labelCode, 0);
    expect(offAgain.status).toBe(409);
    expect(offAgain.json.msg).toBe('标签当前为“普通”状态，不能取消热门');
  });
});
