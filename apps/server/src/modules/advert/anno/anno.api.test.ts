import { annoApi, perm, type AnnoRecord } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { annoForm, ENDED, PENDING } from '../../../test/advert-fixtures.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { userWithCodes } from '../../../test/recruit-fixtures.js';

describe.each(DIALECTS)('notices (公告) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;

  beforeAll(async () => {
    admin = await server.login();
  });

  async function list(body: Record<string, unknown> = {}): Promise<AnnoRecord[]> {
    const res = await server.call(annoApi.queryAnnoList, { token: admin, body: { pageNum: 1, pageSize: 100, ...body } });
    expect(res.status, res.json.msg).toBe(200);
    return annoApi.queryAnnoList.response.parse(res.json.data).records;
  }
  const save = async (overrides: Record<string, unknown> = {}) => {
    const res = await server.call(annoApi.saveAnno, { token: admin, body: annoForm(overrides) });
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.msg).toBe('新增成功');
    return res.json.data.annoCode;
  };
  const info = async (annoCode: string) => annoApi.queryAnnoInfo.response.parse((await server.call(annoApi.queryAnnoInfo, { token: admin, query: { annoCode } })).json.data);

  it('keeps the body through the allow-list and refuses one without text', async () => {
    const code = await save({ content: '<p>请勿缴纳<strong>押金</strong>。</p><script>alert(1)</script><img src="x" onerror="alert(2)">' });
    expect((await info(code)).content).toBe('<p>请勿缴纳<strong>押金</strong>。</p>');
    const empty = await server.call(annoApi.saveAnno, { token: admin, body: annoForm({ content: '<script>alert(1)</script>' }) });
    expect(empty.status).toBe(400);
    expect(empty.json.msg).toBe('请输入公告内容');
    const noTitle = await server.call(annoApi.saveAnno, { token: admin, body: annoForm({ title: ' ' }) });
    expect(noTitle.json.msg).toBe('请输入公告标题');
  });

  it('lists pinned notices first, each group in its own order, a drag moving one within its group', async () => {
    const pinned = await save({ isTop: 1, title: '置顶公告甲' });
    const plain = [await save({ title: '普通公告一' }), await save({ title: '普通公告二' })];
    const pinned2 = await save({ isTop: 1, title: '置顶公告乙' });
    const rows = await list();
    const order = rows.map((r) => r.annoCode);
    expect(order.slice(0, 2)).toEqual([pinned, pinned2]);
    expect(order.indexOf(plain[0])).toBeLessThan(order.indexOf(plain[1]));

    const second = await info(pinned2);
    const moved = await server.call(annoApi.editAnno, { token: admin, body: { ...second, sort: 1 } });
    expect(moved.json.msg).toBe('修改成功');
    expect((await list({ isTop: 1 })).map((r) => [r.annoCode, r.sort])).toEqual([[pinned2, 1], [pinned, 2]]);

    // Unpinning puts it last among the others and closes the pinned group's gap.
    // The form as the dialog sends it: without a sort, the notice keeps no place in the group it leaves.
    const unpinned = await server.call(annoApi.editAnno, { token: admin, body: { ...(await info(pinned2)), sort: undefined, isTop: 0 } });
    expect(unpinned.status).toBe(200);
    expect((await list({ isTop: 1 })).map((r) => [r.annoCode, r.sort])).toEqual([[pinned, 1]]);
    expect((await list({ isTop: 0 })).at(-1)?.annoCode).toBe(pinned2);
  });

  it('filters by title and derived status; removes by path', async () => {
    const pending = await save({ title: '系统升级维护预告', ...PENDING });
    const ended = await save({ title: '国庆假期服务安排', ...ENDED });
    const stopped = await save({ title: '已停用的说明', enabled: 0 });
    expect((await list({ title: '升级维护' })).map((r) => [r.annoCode, r.status])).toEqual([[pending, 0]]);
    expect((await list({ status: 2 })).map((r) => r.annoCode)).toContain(ended);
    expect((await list({ status: 3 })).map((r) => r.annoCode)).toEqual([stopped]);
    expect((await list({ status: 1 })).every((r) => r.status === 1)).toBe(true);

    expect((await server.call(annoApi.removeAnno, { token: admin, params: { annoCode: stopped } })).json.msg).toBe('删除成功');
    expect((await server.call(annoApi.queryAnnoInfo, { token: admin, query: { annoCode: stopped } })).status).toBe(404);
    expect((await server.call(annoApi.removeAnno, { token: admin, params: { annoCode: stopped } })).status).toBe(404);
  });

  it('needs the button for each action (403)', async () => {
    const viewer = await userWithCodes(server, admin, 'annoviewer', '公告查看员', [perm.oddjobMarket.advert.anno.list]);
    expect((await server.call(annoApi.queryAnnoList, { token: viewer.token, body: { pageNum: 1, pageSize: 10 } })).status).toBe(200);
    expect((await server.call(annoApi.saveAnno, { token: viewer.token, body: annoForm() })).status).toBe(403);
    expect((await server.call(annoApi.removeAnno, { token: viewer.token, params: { annoCode: 'x' } })).status).toBe(403);
  });
});
