import { perm, trainRequireApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { userWithCodes } from '../../../test/recruit-fixtures.js';
import { insertRequireWithRecords } from './train-require.service.js';

const XINZHENG = '410184';
const ZHONGMOU = '410122';

describe.each(DIALECTS)('training requirements (培训需求) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  const code = (n: number) => `require${n}`.padEnd(32, '0');

  async function list(query: Record<string, unknown> = {}, token = admin) {
    const res = await server.call(trainRequireApi.trainRequireList, { token, query: { pageSize: 100, ...query } });
    expect(res.status, res.json.msg).toBe(200);
    return trainRequireApi.trainRequireList.response.parse(res.json.data);
  }
  const counts = async (query: Record<string, unknown> = {}) => Object.fromEntries((await list(query)).stateCounts.map((c) => [c.label, c.count]));
  const move = (requireCode: string, state: number, reason?: string, token = admin) =>
    server.call(trainRequireApi.updateState, { token, body: { requireCode, state, ...(reason !== undefined && { reason }) } });
  async function records(requireCode: string) {
    const res = await server.call(trainRequireApi.trainRequireRecordList, { token: admin, query: { requireCode } });
    expect(res.status, res.json.msg).toBe(200);
    return trainRequireApi.trainRequireRecordList.response.parse(res.json.data);
  }

  beforeAll(async () => {
    admin = await server.login();
    const rows: Array<[number, string, string, string, string, string]> = [
      [1, '王芳', '13812345678', XINZHENG, '育婴员', '2025-03-01 09:15:00'],
      [2, '李强', '13912345678', XINZHENG, '电工', '2025-03-02 10:20:00'],
      [3, '张敏', '15012345678', ZHONGMOU, '电工', '2025-03-03 14:05:00'],
      [4, '赵磊', '18612345678', ZHONGMOU, '焊工', '2025-03-04 16:40:00'],
    ];
    for (const [n, name, phone, countyCode, occupation, sendTime] of rows) {
      await insertRequireWithRecords(
        server.deps.db,
        {
          requireCode: code(n), name, phone, cmpyName: n === 4 ? '郑州华豫建筑工程有限公司' : '', countyCode, occupation, peopleNum: n * 2,
          description: `${occupation}培训需求`, sendTime, state: 0, handlerId: null, handlerName: '', handleTime: null, createTime: sendTime, updateTime: sendTime,
        },
        [],
      );
    }
  });

  it('lists requirements newest first with the phone masked, the county named and every state counted', async () => {
    const page = await list();
    expect(page.total).toBe(4);
    expect(page.records.map((r) => r.requireCode)).toEqual([code(4), code(3), code(2), code(1)]);
    expect(page.records[3]).toMatchObject({ name: '王芳', phone: '138****5678', countyName: '新郑市', occupation: '育婴员', peopleNum: 2, state: 0, handleTime: null });
    expect(page.stateCounts).toEqual([
      { state: 0, label: '待处理', count: 4 },
      { state: 1, label: '处理中', count: 0 },
      { state: 2, label: '已完成', count: 0 },
      { state: 3, label: '不予受理', count: 0 },
    ]);
  });

  it('filters by keyword, county and time, and counts states under the same filters whatever the tab', async () => {
    expect((await list({ keyword: '电工' })).records.map((r) => r.requireCode)).toEqual([code(3), code(2)]);
    expect((await list({ keyword: '华豫' })).records.map((r) => r.requireCode)).toEqual([code(4)]);
    expect((await list({ countyCode: ZHONGMOU })).total).toBe(2);
    expect((await list({ beginTime: '2025-03-02', endTime: '2025-03-03' })).records.map((r) => r.requireCode)).toEqual([code(3), code(2)]);
    const tab = await list({ countyCode: XINZHENG, state: 1 });
    expect(tab.total).toBe(0);
    expect(tab.stateCounts.find((c) => c.state === 0)?.count).toBe(2);
    const bad = await server.call(trainRequireApi.trainRequireList, { token: admin, query: { beginTime: '2025-03-05', endTime: '2025-03-01' } });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toContain('提交结束时间不能早于提交开始时间');
  });

  it('moves 待处理 → 处理中 → 已完成, records each move and refuses moves the flow does not allow (409)', async () => {
    const accepted = await move(code(1), 1, '已电话联系需求人');
    expect(accepted.status, accepted.json.msg).toBe(200);
    expect(accepted.json.data).toMatchObject({ requireCode: code(1), state: 1, handlerName: '系统管理员' });
    expect(await counts()).toEqual({ 待处理: 3, 处理中: 1, 已完成: 0, 不予受理: 0 });

    const again = await move(code(1), 1);
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe('培训需求当前为“处理中”状态，不能受理');

    const skipped = await move(code(2), 2);
    expect(skipped.status).toBe(409);
    expect(skipped.json.msg).toBe('培训需求当前为“待处理”状态，不能完成');

    expect((await move(code(1), 2, '已安排开班')).status).toBe(200);
    const done = await move(code(1), 3, '重复提交');
    expect(done.status).toBe(409);
    expect(done.json.msg).toBe('培训需求当前为“已完成”状态，不能不予受理');

    const history = await records(code(1));
    expect(history.map((r) => [r.fromState, r.toState, r.reason, r.operatorName])).toEqual([
      [0, 1, '已电话联系需求人', '系统管理员'],
      [1, 2, '已安排开班', '系统管理员'],
    ]);
    const row = (await list({ state: 2 })).records[0];
    expect(row).toMatchObject({ requireCode: code(1), state: 2, handlerName: '系统管理员' });
    expect(row.handleTime).toBe(history[1].operateTime);
  });

  it('needs a reason to refuse (不予受理), from 待处理 or 处理中', async () => {
    const bare = await move(code(2), 3);
    expect(bare.status).toBe(400);
    expect(bare.json.msg).toContain('请输入不予受理的原因');
    const blank = await move(code(2), 3, '   ');
    expect(blank.status).toBe(400);
    expect((await list({ state: 3 })).total).toBe(0);

    expect((await move(code(2), 3, '人数不足开班条件')).status).toBe(200);
    expect((await move(code(3), 1)).status).toBe(200);
    expect((await move(code(3), 3, '需求人已自行报名')).status).toBe(200);
    expect((await records(code(3))).map((r) => [r.fromState, r.toState])).toEqual([[0, 1], [1, 3]]);
    expect(await counts()).toEqual({ 待处理: 1, 处理中: 0, 已完成: 1, 不予受理: 2 });

    const unknownState = await move(code(4), 0);
    expect(unknownState.status).toBe(400);
    expect(unknownState.json.msg).toContain('处理结果');
  });

  it('answers 404 for an unknown requirement and leaves records untouched', async () => {
    const res = await move('nosuchrequire'.padEnd(32, '0'), 1);
    expect(res.status).toBe(404);
    expect(res.json.msg).toBe('培训需求不存在');
    const rec = await server.call(trainRequireApi.trainRequireRecordList, { token: admin, query: { requireCode: 'nosuchrequire'.padEnd(32, '0') } });
    expect(rec.status).toBe(404);
  });

  it('lets a holder of 查询 alone list but not 处理 (403)', async () => {
    const viewer = await userWithCodes(server, admin, 'requireviewer', '需求查看员', [perm.train.requirement.list]);
    expect((await list({}, viewer.token)).total).toBe(4);
    const refused = await move(code(4), 1, undefined, viewer.token);
    expect(refused.status).toBe(403);
    expect((await list({ state: 0 })).records.map((r) => r.requireCode)).toEqual([code(4)]);
  });
});
