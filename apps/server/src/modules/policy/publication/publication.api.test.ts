import { fileApi, perm, policyInfoApi, policyReportApi, type PublicationForm } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseTime } from '../../../platform/time.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { uploadAs } from '../../../test/policy-file-fixtures.js';
import { timeFromNow } from '../../../test/policy-fixtures.js';
import { userWithCodes } from '../../../test/recruit-fixtures.js';
import { multipartBody, pngImage } from '../../../test/upload-fixtures.js';

const form = (overrides: Partial<PublicationForm> = {}): PublicationForm => ({
  title: '郑州市2025年稳就业政策解读',
  themeTags: ['2'],
  source: '郑州市人力资源和社会保障局',
  summary: '稳就业政策要点',
  body: '<p>一、政策对象</p>',
  attachments: [],
  ...overrides,
});

describe.each(DIALECTS)('policy info and reports (政策信息、政策报告) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;

  beforeAll(async () => {
    admin = await server.login();
  });

  const info = policyInfoApi;
  const report = policyReportApi;
  async function page(api: typeof info | typeof report, body: Record<string, unknown> = {}) {
    const res = await server.call(api.page, { token: admin, body: { pageNum: 1, pageSize: 100, ...body } });
    expect(res.status, res.json.msg).toBe(200);
    return res.json.data;
  }
  const stateOf = async (api: typeof info, code: string) => (await server.call(api.detail, { token: admin, query: { code } })).json.data.state;
  const tabCount = async (api: typeof info, state: number) => (await page(api, { state })).total;

  it('drafts, publishes at once, counts a view on the home page, takes it offline and deletes it', async () => {
    const before = [0, 1, 2, 3].map((s) => tabCount(info, s));
    const counts0 = await Promise.all(before);
    const draft = await server.call(info.saveDraft, { token: admin, body: form({ body: '' }) });
    expect(draft.status, draft.json.msg).toBe(200);
    expect(draft.json).toMatchObject({ msg: '保存成功', data: { state: 0 } });
    const code = draft.json.data.code;
    expect(await tabCount(info, 0)).toBe(counts0[0] + 1);

    // 提交 needs a body; with one and no publish time it goes out now.
    expect((await server.call(info.add, { token: admin, body: form({ code, body: '' }) })).json.msg).toBe('请输入正文');
    const submitted = await server.call(info.add, { token: admin, body: form({ code, body: '<p>正文</p><script>alert(1)</script>' }) });
    expect(submitted.json).toMatchObject({ msg: '提交成功', data: { code, state: 2 } });
    expect([await tabCount(info, 0), await tabCount(info, 2)]).toEqual([counts0[0], counts0[2] + 1]);
    const shown = (await server.call(info.detail, { token: admin, query: { code } })).json.data;
    expect(shown.body).toBe('<p>正文</p>');
    expect(shown.publishTime).not.toBeNull();

    const home = await server.call(info.pageOnHome, { token: admin, body: { pageNum: 1, pageSize: 100 } });
    expect(home.json.data.records.map((r) => r.code)).toContain(code);
    const counted = await server.call(info.countOnHome, { token: admin });
    expect(counted.json.data.published).toBe(counts0[2] + 1);
    expect((await server.call(info.detailOnHome, { token: admin, query: { code } })).json.data.viewCount).toBe(1);
    expect((await server.call(info.detailOnHome, { token: admin, query: { code } })).json.data.viewCount).toBe(2);

    // 已发布: 删除 and 保存草稿 refused; 编辑 keeps the state.
    const refused = await server.call(info.delete, { token: admin, query: { code } });
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toBe('政策信息当前为“已发布”状态，不能删除');
    expect((await server.call(info.saveDraft, { token: admin, body: form({ code }) })).json.msg).toBe('政策信息当前为“已发布”状态，不能保存草稿');
    const edited = await server.call(info.edit, { token: admin, body: form({ code, title: '郑州市2025年稳就业政策解读（修订）' }) });
    expect(edited.json).toMatchObject({ msg: '修改成功', data: { state: 2 } });

    const off = await server.call(info.off, { token: admin, query: { code } });
    expect(off.json).toMatchObject({ msg: '下线成功', data: { state: 3 } });
    expect((await server.call(info.detailOnHome, { token: admin, query: { code } })).status).toBe(404);
    expect((await server.call(info.pageOnHome, { token: admin, body: { pageNum: 1, pageSize: 100 } })).json.data.records.map((r) => r.code)).not.toContain(code);
    expect((await server.call(info.off, { token: admin, query: { code } })).json.msg).toBe('政策信息当前为“已下线”状态，不能下线');
    const removed = await server.call(info.delete, { token: admin, query: { code } });
    expect(removed.json.msg).toBe('删除成功');
    expect((await server.call(info.detail, { token: admin, query: { code } })).status).toBe(404);
  });

  it('waits for a future publish time, is revoked to a draft, and the scheduler publishes it when due', async () => {
    const at = timeFromNow(2);
    const later = timeFromNow(5);
    const added = await server.call(report.add, { token: admin, body: form({ title: '2025年郑州市人力资源市场供求分析报告', publishTime: at }) });
    expect(added.json).toMatchObject({ msg: '提交成功', data: { state: 1 } });
    const code = added.json.data.code;
    expect((await server.call(report.detailOnHome, { token: admin, query: { code } })).status).toBe(404);
    const again = await server.call(report.add, { token: admin, body: form({ code, title: '2025年郑州市人力资源市场供求分析报告', publishTime: at }) });
    expect(again.json.msg).toBe('政策报告当前为“待发布”状态，不能提交');

    const revoked = await server.call(report.off, { token: admin, query: { code } });
    expect(revoked.json).toMatchObject({ msg: '撤销成功', data: { state: 0 } });
    expect((await server.call(report.off, { token: admin, query: { code } })).json.msg).toBe('政策报告当前为“草稿”状态，不能下线');
    expect((await server.call(report.add, { token: admin, body: form({ code, title: '2025年郑州市人力资源市场供求分析报告', publishTime: at }) })).json.data.state).toBe(1);
    const waiting = (await server.call(report.add, { token: admin, body: form({ title: '第三季度就业形势报告', publishTime: later }) })).json.data.code;

    // The scheduler's clock past the first time but before the second.
    await server.deps.scheduler.tick(new Date(parseTime(at) + 120_000));
    expect(await stateOf(report, code)).toBe(2);
    expect(await stateOf(report, waiting)).toBe(1);
    expect((await server.call(report.detailOnHome, { token: admin, query: { code } })).status).toBe(200);
    // 政策信息 and 政策报告 do not mix.
    expect((await page(info)).records.map((r) => r.code)).not.toContain(code);
    expect((await server.call(info.detail, { token: admin, query: { code } })).status).toBe(404);
  });

  it('refuses bad forms naming the field and files the caller did not upload', async () => {
    const bad = async (body: Partial<PublicationForm>) => (await server.call(info.saveDraft, { token: admin, body: form(body) })).json;
    expect((await bad({ themeTags: ['99'] })).msg).toBe('主题标签不存在：99');
    expect((await bad({ title: '' })).code).toBe(400);
    expect((await bad({ body: `<p>${'字'.repeat(30_001)}</p>` })).msg).toBe('正文已超出字数限制（最多 30000 字）');
    expect((await bad({ attachments: ['image/202501/' + 'a'.repeat(32) + '.png'] })).msg).toContain('附件不存在或不是您上传的文件');
    const publishTime = await server.call(info.add, { token: admin, body: { ...form(), publishTime: '2025-02-30 10:00:00' } });
    expect(publishTime.status).toBe(400);
    expect(publishTime.json.msg).toContain('发布时间');
  });

  it('keeps a cover and attachments, answered with signed links that download', async () => {
    const png = pngImage(20);
    const cover = await uploadAs(server, admin, { name: '封面.png', type: 'image/png', data: png });
    const annex = await uploadAs(server, admin, { name: '附件一.png', type: 'image/png', data: pngImage(12) });
    const added = await server.call(info.add, { token: admin, body: form({ cover: cover.objectKey, attachments: [annex.objectKey] }) });
    expect(added.status, added.json.msg).toBe(200);
    const shown = (await server.call(info.detail, { token: admin, query: { code: added.json.data.code } })).json.data;
    expect(shown.cover).toBe(cover.objectKey);
    expect(shown.attachments.map((a) => a.fileName)).toEqual(['附件一.png']);
    const got = await server.app.inject({ method: 'GET', url: shown.coverUrl ?? '' });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(png)).toBe(true);

    // Another user may keep what the record holds, but not attach the admin's files to a record of their own.
    const editor = await userWithCodes(server, admin, 'infoeditor', '信息编辑', [perm.policy.info.list, perm.policy.info.add, perm.policy.info.edit]);
    const kept = await server.call(info.edit, { token: editor.token, body: form({ code: added.json.data.code, cover: cover.objectKey, attachments: [annex.objectKey] }) });
    expect(kept.status, kept.json.msg).toBe(200);
    const stolen = await server.call(info.saveDraft, { token: editor.token, body: form({ attachments: [annex.objectKey] }) });
    expect(stolen.status).toBe(400);
  });

  it('takes a report’s PDF through fileManage/uploadFile (the document kind) and gives it back byte for byte', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(3000, 0x20), Buffer.from('\n%%EOF\n')]);
    const stored = await uploadAs(server, admin, { name: '2025年郑州市人力资源市场分析报告.pdf', type: 'application/pdf', data: pdf });
    expect(stored).toMatchObject({ fileType: 'document', contentType: 'application/pdf', fileSize: pdf.length });
    expect(stored.objectKey).toMatch(/^document\/\d{6}\/[0-9a-f]{32}\.pdf$/);
    const added = await server.call(report.add, { token: admin, body: form({ title: '2025年郑州市人力资源市场分析报告', attachments: [stored.objectKey] }) });
    expect(added.status, added.json.msg).toBe(200);
    const shown = (await server.call(report.detailOnHome, { token: admin, query: { code: added.json.data.code } })).json.data;
    expect(shown.attachments).toMatchObject([{ fileName: '2025年郑州市人力资源市场分析报告.pdf', fileSize: pdf.length }]);
    const got = await server.app.inject({ method: 'GET', url: shown.attachments[0].url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.rawPayload.equals(pdf)).toBe(true);

    // A ZIP that is neither a DOCX nor an XLSX is no document.
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26, 0), Buffer.from('setup/run.exe'), Buffer.alloc(200, 1)]);
    const { payload, headers } = multipartBody({}, { name: '附件.zip', data: zip });
    const refused = await server.app.inject({ method: 'POST', url: fileApi.uploadFile.path, payload, headers: { ...headers, authorization: `Bearer ${admin}`, 'user-source': 'PC_YJ' } });
    expect(refused.statusCode).toBe(400);
    const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26, 0), Buffer.from('word/document.xml'), Buffer.alloc(200, 1)]);
    expect((await uploadAs(server, admin, { name: '申报表.docx', data: docx })).objectKey).toMatch(/\.docx$/);
  });

  it('filters by title, theme and publish time, and needs the button for each action (403)', async () => {
    const code = (await server.call(info.add, { token: admin, body: form({ title: '新郑市创业担保贷款政策问答', themeTags: ['5'], publishTime: '2025-06-03 10:00:00' }) })).json.data.code;
    expect((await page(info, { title: '创业担保贷款' })).records.map((r) => r.code)).toEqual([code]);
    expect((await page(info, { themeTag: '5', beginTime: '2025-06-03', endTime: '2025-06-03' })).records.map((r) => r.code)).toEqual([code]);
    expect((await page(info, { themeTag: '1', title: '创业担保贷款' })).total).toBe(0);

    const viewer = await userWithCodes(server, admin, 'infoviewer', '信息查看员', [perm.policy.info.list]);
    expect((await server.call(info.page, { token: viewer.token, body: { pageNum: 1, pageSize: 10 } })).status).toBe(200);
    expect((await server.call(info.off, { token: viewer.token, query: { code } })).status).toBe(403);
    expect((await server.call(info.add, { token: viewer.token, body: form() })).status).toBe(403);
    expect((await server.call(report.page, { token: viewer.token, body: { pageNum: 1, pageSize: 10 } })).status).toBe(403);
  });
});
