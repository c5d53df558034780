import { bannerApi, jobApi, perm, type BannerRecord } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bannerForm, days, ENDED, PENDING, savedBanner } from '../../../test/advert-fixtures.js';
import { publishJobs } from '../../../test/apply-fixtures.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { uploadLicense, userWithCodes } from '../../../test/recruit-fixtures.js';

describe.each(DIALECTS)('banners (轮播图) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let image: string;

  beforeAll(async () => {
    admin = await server.login();
    image = await uploadLicense(server, admin);
  });

  async function list(query: Record<string, unknown> = {}): Promise<BannerRecord[]> {
    const res = await server.call(bannerApi.queryBanner, { token: admin, query: { pageNum: 1, pageSize: 100, ...query } });
    expect(res.status, res.json.msg).toBe(200);
    return bannerApi.queryBanner.response.parse(res.json.data).records;
  }
  const edit = (row: BannerRecord, overrides: Record<string, unknown> = {}) =>
    server.call(bannerApi.editBanner, {
      token: admin,
      body: { bannerCode: row.bannerCode, title: row.title, imageKey: row.imageKey, position: row.position, linkType: row.linkType, linkTarget: row.linkTarget, startTime: row.startTime, endTime: row.endTime, enabled: row.enabled, ...overrides },
    });

  it('derives 展示中, 未开始, 已结束 and 已停用 from the window and the flag, and filters by them', async () => {
    const showing = await savedBanner(server, admin, image, { position: 2 });
    const pending = await savedBanner(server, admin, image, { position: 2, ...PENDING });
    const ended = await savedBanner(server, admin, image, { position: 2, ...ENDED });
    const disabled = await savedBanner(server, admin, image, { position: 2, enabled: 0 });
    const rows = await list({ position: 2 });
    expect(rows.map((r) => [r.bannerCode, r.status, r.sort])).toEqual([
      [showing, 1, 1],
      [pending, 0, 2],
      [ended, 2, 3],
      [disabled, 3, 4],
    ]);
    expect(rows[0].imageUrl).toMatch(/^\/files\/image\//);
    for (const [status, code] of [[1, showing], [0, pending], [2, ended], [3, disabled]] as const) {
      expect((await list({ position: 2, status })).map((r) => r.bannerCode)).toEqual([code]);
    }
  });

  it('a drag saves the banner at its new sort and renumbers its position in one go; moving position closes the gap', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 4; i++) codes.push(await savedBanner(server, admin, image, { position: 3 }));
    const before = await list({ position: 3 });
    expect(before.map((r) => r.sort)).toEqual([1, 2, 3, 4]);
    const moved = await edit(before[3], { sort: 1 });
    expect(moved.json.msg).toBe('修改成功');
    const after = await list({ position: 3 });
    expect(after.map((r) => r.bannerCode)).toEqual([codes[3], codes[0], codes[1], codes[2]]);
    expect(after.map((r) => r.sort)).toEqual([1, 2, 3, 4]);

    // A sort past the end puts it last; another position takes it last and this one closes up.
    await edit(after[0], { sort: 99 });
    expect((await list({ position: 3 })).map((r) => r.bannerCode)).toEqual([codes[0], codes[1], codes[2], codes[3]]);
    await edit((await list({ position: 3 }))[1], { position: 4 });
    expect((await list({ position: 3 })).map((r) => [r.bannerCode, r.sort])).toEqual([[codes[0], 1], [codes[2], 2], [codes[3], 3]]);
    expect((await list({ position: 4 })).at(-1)?.bannerCode).toBe(codes[1]);

    expect((await server.call(bannerApi.removeBanner, { token: admin, body: { bannerCode: codes[0] } })).json.msg).toBe('删除成功');
    expect((await list({ position: 3 })).map((r) => [r.bannerCode, r.sort])).toEqual([[codes[2], 1], [codes[3], 2]]);
    expect((await server.call(bannerApi.removeBanner, { token: admin, body: { bannerCode: codes[0] } })).status).toBe(404);
  });

  it('shows at most 8 banners of a position at once (409), counting only overlapping enabled windows', async () => {
    for (let i = 0; i < 8; i++) await savedBanner(server, admin, image, { position: 1, ...(i < 4 ? days(-1, 5) : days(2, 9)) });
    const ninth = await server.call(bannerApi.saveBanner, { token: admin, body: bannerForm(image, { position: 1, ...days(3, 4) }) });
    expect(ninth.status).toBe(409);
    expect(ninth.json.msg).toBe('“首页”位置在所选展示时间内已有8张轮播图展示，每个位置最多同时展示8张');
    // Before the second four start, only four show: room for a fifth then; a disabled one waits.
    await savedBanner(server, admin, image, { position: 1, ...days(-1, 1) });
    const waiting = await savedBanner(server, admin, image, { position: 1, ...days(3, 4), enabled: 0 });
    const row = (await list({ position: 1 })).find((r) => r.bannerCode === waiting)!;
    expect(row.status).toBe(3);
    expect((await edit(row, { enabled: 1 })).status).toBe(409);
    expect((await edit(row, { enabled: 1, ...days(20, 30) })).status).toBe(200);
  });

  it('links to an online job, a course or an https page, refusing anything else', async () => {
    const bad = async (overrides: Record<string, unknown>) => (await server.call(bannerApi.saveBanner, { token: admin, body: bannerForm(image, { position: 4, ...overrides }) })).json;
    expect((await bad({ linkType: 3, linkTarget: 'http://rsj.zhengzhou.gov.cn/' })).msg).toBe('链接网址应为 https:// 开头的完整网址');
    expect((await bad({ linkType: 1, linkTarget: '' })).msg).toBe('请选择链接岗位');
    expect((await bad({ imageKey: '../../etc/passwd' })).msg).toBe('轮播图片不是本平台上传的图片');
    expect((await bad({ ...ENDED, endTime: ENDED.startTime })).msg).toBe('展示结束时间应晚于展示开始时间');
    expect((await bad({ linkType: 1, linkTarget: 'nosuchjob' })).msg).toBe('链接的岗位不存在：nosuchjob');

    const [job] = await publishJobs(server, admin, ['轮播图链接岗位'], 5601);
    const code = await savedBanner(server, admin, image, { position: 4, linkType: 1, linkTarget: job.jobCode });
    expect((await list({ position: 4 })).find((r) => r.bannerCode === code)?.linkName).toBe('轮播图链接岗位');
    await server.call(jobApi.onOrOffLineJobInfo, { token: admin, body: { jobCode: job.jobCode, onlineType: 0 } });
    const row = (await list({ position: 4 })).find((r) => r.bannerCode === code)!;
    expect(row.linkName).toBe('轮播图链接岗位（岗位已下线）');
    // Linking anew to the offline job is refused; the banner keeping its link is still edited.
    const relink = await bad({ linkType: 1, linkTarget: job.jobCode });
    expect(relink.code).toBe(409);
    expect(relink.msg).toBe('岗位“轮播图链接岗位”未上线，只能链接已上线的岗位');
    expect((await edit(row, { title: '改名后仍可保存' })).status).toBe(200);
    expect((await edit(row, { linkType: 3, linkTarget: 'https://rsj.zhengzhou.gov.cn/' })).status).toBe(200);
  });

  it('needs the button for each action (403)', async () => {
    const viewer = await userWithCodes(server, admin, 'bannerviewer', '轮播图查看员', [perm.oddjobMarket.advert.banner.list]);
    expect((await server.call(bannerApi.queryBanner, { token: viewer.token, query: { pageNum: 1, pageSize: 10 } })).status).toBe(200);
    expect((await server.call(bannerApi.saveBanner, { token: viewer.token, body: bannerForm(image) })).status).toBe(403);
    expect((await server.call(bannerApi.removeBanner, { token: viewer.token, body: { bannerCode: 'x' } })).status).toBe(403);
  });
});
