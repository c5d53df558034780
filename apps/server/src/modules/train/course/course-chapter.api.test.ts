import { courseApi, materialApi, perm, type ChapterRecord, type CourseDetail } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { courseForm, uploadedVideo } from '../../../test/train-fixtures.js';
import { uploadLicense, userWithCodes } from '../../../test/recruit-fixtures.js';
import { md5Of, mp4File, multipartBody, randomName } from '../../../test/upload-fixtures.js';

describe.each(DIALECTS)('素材分组 and course chapters (章节) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let cover: string;
  let seed = 100;

  beforeAll(async () => {
    admin = await server.login();
    cover = await uploadLicense(server, admin);
  });

  const video = (name: string, groupCode?: string) => uploadedVideo(server, admin, name, seed++, groupCode);
  async function onlineCourse(courseName: string): Promise<string> {
    const res = await server.call(courseApi.addBDCourse, { token: admin, body: courseForm(cover, { courseType: 1, courseName }) });
    expect(res.status, res.json.msg).toBe(200);
    return res.json.data.courseCode;
  }
  const addChapter = (body: Record<string, unknown>, token = admin) => server.call(courseApi.addMaterial, { token, body: body as never });
  const editChapter = (body: Record<string, unknown>, token = admin) => server.call(courseApi.editMaterial, { token, body: body as never });
  async function chapters(courseCode: string, token = admin): Promise<ChapterRecord[]> {
    const res = await server.call(courseApi.queryPageMaterial, { token, body: { courseCode, pageNum: 1, pageSize: 100 } });
    expect(res.status, res.json.msg).toBe(200);
    return courseApi.queryPageMaterial.response.parse(res.json.data).records;
  }
  async function info(courseCode: string): Promise<CourseDetail> {
    const res = await server.call(courseApi.getBDCourseInfo, { token: admin, query: { courseCode } });
    expect(res.status, res.json.msg).toBe(200);
    return res.json.data;
  }
  const titles = async (courseCode: string) => (await chapters(courseCode)).map((c) => `${c.sort}.${c.title}`);

  it('lists groups with their material counts, adds one, and counts a video filed under it', async () => {
    const groupName = `安全课程${randomName()}`;
    const added = await server.call(courseApi.addGroup, { token: admin, body: { groupName, groupType: 2 } });
    expect([added.status, added.json.msg]).toEqual([200, '新建分组成功']);
    expect(added.json.data).toMatchObject({ groupName, groupType: 2, materialCount: 0 });
    const groupCode = added.json.data.groupCode;

    const count = async (groupType?: number) => {
      const res = await server.call(courseApi.getGroupList, { token: admin, body: { groupType } });
      expect(res.status, res.json.msg).toBe(200);
      return res.json.data;
    };
    expect((await count(2)).find((g) => g.groupCode === groupCode)?.materialCount).toBe(0);
    expect((await count(1)).some((g) => g.groupCode === groupCode)).toBe(false);

    await video('第一课 用电常识', groupCode);
    await video('第二课 触电急救', groupCode);
    expect((await count()).find((g) => g.groupCode === groupCode)?.materialCount).toBe(2);
    // 素材管理's 分组 filter lists exactly those.
    const filtered = await server.call(materialApi.queryPageMaterial, { token: admin, query: { groupCode } });
    expect(filtered.json.data.total).toBe(2);

    const again = await server.call(courseApi.addGroup, { token: admin, body: { groupName, groupType: 2 } });
    expect([again.status, again.json.msg]).toEqual([409, `分组“${groupName}”已存在`]);
    const blank = await server.call(courseApi.addGroup, { token: admin, body: { groupName: ' ', groupType: 2 } });
    expect([blank.status, blank.json.msg]).toEqual([400, '请输入分组名称']);
    const kind = await server.call(courseApi.addGroup, { token: admin, body: { groupName: '其他', groupType: 3 } });
    expect([kind.status, kind.json.msg]).toEqual([400, '分组类型取值应为 1、2 之一']);
    const tooLong = await server.call(courseApi.addGroup, { token: admin, body: { groupName: '长'.repeat(21), groupType: 1 } });
    expect([tooLong.status, tooLong.json.msg]).toEqual([400, '分组名称长度不能超过20个字符']);
  });

  it('adds, orders, renames, replaces and removes chapters, keeping them numbered 1…n with signed video URLs', async () => {
    const courseCode = await onlineCourse('低压电工线上课');
    const [v1, v2, v3, v4] = [await video('导学'), await video('基础'), await video('规范'), await video('新版导学')];

    const first = await addChapter({ courseCode, materialCode: v1, title: '课程导学', trial: 1, duration: 600 });
    expect([first.status, first.json.msg]).toEqual([200, '添加章节成功']);
    expect(first.json.data).toMatchObject({ courseCode, approveType: 0, chapter: { title: '课程导学', sort: 1, trial: 1, duration: 600, materialCode: v1, materialName: '导学' } });
    await addChapter({ courseCode, materialCode: v2, title: '基础知识', duration: 1800 });
    // A chapter put first moves the others down.
    await addChapter({ courseCode, materialCode: v3, title: '操作规范', duration: 1200, sort: 1 });
    expect(await titles(courseCode)).toEqual(['1.操作规范', '2.课程导学', '3.基础知识']);
    const listed = await chapters(courseCode);
    expect(listed.every((c) => c.url.includes('/files/video/'))).toBe(true);
    const played = await server.app.inject({ method: 'GET', url: listed[0].url });
    expect(played.statusCode).toBe(200);

    const [rules, intro, basics] = listed;
    const moved = await editChapter({ courseCode, chapterId: rules.chapterId, sort: 3 });
    expect([moved.status, moved.json.msg]).toEqual([200, '修改章节成功']);
    expect(await titles(courseCode)).toEqual(['1.课程导学', '2.基础知识', '3.操作规范']);

    const renamed = await editChapter({ courseCode, chapterId: basics.chapterId, title: '电工基础知识', trial: 1 });
    expect(renamed.json.data.chapter).toMatchObject({ title: '电工基础知识', trial: 1, sort: 2 });
    const replaced = await editChapter({ courseCode, chapterId: intro.chapterId, materialCode: v4, duration: 660 });
    expect(replaced.json.data.chapter).toMatchObject({ materialCode: v4, materialName: '新版导学', duration: 660, title: '课程导学' });

    const removed = await editChapter({ courseCode, chapterId: intro.chapterId, remove: true });
    expect([removed.status, removed.json.msg, removed.json.data.chapter]).toEqual([200, '删除章节成功', null]);
    expect(await titles(courseCode)).toEqual(['1.电工基础知识', '2.操作规范']);
    expect((await info(courseCode)).chapterCount).toBe(2);
    // In 审核中 the course stays there: no 编辑 lines for each chapter.
    expect((await info(courseCode)).reviews.map((r) => r.actionName)).toEqual(['提交审核']);
    const gone = await editChapter({ courseCode, chapterId: intro.chapterId, title: '又一个' });
    expect([gone.status, gone.json.msg]).toEqual([404, '章节不存在']);
  });

  it('sends an approved course back to 审核中 when its chapters change, refuses while 已上线, and passes review only with a chapter', async () => {
    const courseCode = await onlineCourse('养老护理线上课');
    const review = (approveType: number) => server.call(courseApi.updateBDCourseState, { token: admin, body: { courseCodes: [courseCode], approveType } });
    const bare = await review(5);
    expect([bare.status, bare.json.msg]).toEqual([409, '以下线上课程还没有章节，不能审核通过：养老护理线上课']);

    const added = await addChapter({ courseCode, materialCode: await video('翻身护理'), title: '翻身与体位', duration: 900 });
    const chapterId = added.json.data.chapter?.chapterId;
    expect((await review(5)).status).toBe(200);
    expect((await info(courseCode)).approveType).toBe(5);

    const renamed = await editChapter({ courseCode, chapterId, title: '翻身与体位护理' });
    expect(renamed.json.data).toMatchObject({ approveType: 0, onlineType: 2 });
    const back = await info(courseCode);
    expect(back.approveType).toBe(0);
    expect(back.reviews.at(-1)).toMatchObject({ actionName: '编辑', fromState: 5, toState: 0, reason: '修改章节“翻身与体位”：重命名为“翻身与体位护理”' });

    expect((await review(5)).status).toBe(200);
    const up = await server.call(courseApi.changeOnlineType, { token: admin, query: { courseCode, onlineType: 1 } });
    expect(up.status, up.json.msg).toBe(200);
    const online = await editChapter({ courseCode, chapterId, remove: true });
    expect([online.status, online.json.msg]).toEqual([409, '课程当前为“已上线”状态，请先下线再编辑']);
    const more = await addChapter({ courseCode, materialCode: await video('喂食护理'), title: '喂食', duration: 600 });
    expect(more.status).toBe(409);
    expect(await titles(courseCode)).toEqual(['1.翻身与体位护理']);
  });

  it('refuses bad chapters naming the field (400), videos not ready (409) and offline courses (409)', async () => {
    const courseCode = await onlineCourse('焊工线上课');
    const materialCode = await video('焊接安全');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ courseCode, materialCode, duration: 60 }, '请输入章节名称'],
      [{ courseCode, materialCode, title: '焊接安全', duration: 0 }, '时长应至少 1 秒'],
      [{ courseCode, materialCode, title: '焊接安全', duration: 90.5 }, '时长应为整数（秒）'],
      [{ courseCode, materialCode, title: '焊接安全', duration: 60, trial: 2 }, '是否试看取值应为 0、1 之一'],
      [{ courseCode, title: '焊接安全', duration: 60 }, '章节视频不能为空'],
      [{ courseCode, materialCode: 'no-such-video', title: '焊接安全', duration: 60 }, '章节视频不存在，请重新选择'],
    ];
    for (const [body, message] of cases) {
      const res = await addChapter(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.msg).toContain(message);
    }
    const nothing = await editChapter({ courseCode, chapterId: 1 });
    expect([nothing.status, nothing.json.msg]).toEqual([400, '请填写要修改的章节内容']);
    const both = await editChapter({ courseCode, chapterId: 1, remove: true, title: 'x' });
    expect([both.status, both.json.msg]).toEqual([400, '删除章节时不能同时修改章节']);

    // A registered video whose file has not arrived is 上传中.
    const data = mp4File(2048, 999);
    const { payload, headers } = multipartBody({ materialType: 2, materialName: '未传完', fileName: 'a.mp4', fileSize: data.length, md5: md5Of(data) });
    const pending = await server.app.inject({ method: 'POST', url: materialApi.uploadMaterial.path, payload, headers: { ...headers, authorization: `Bearer ${admin}`, 'user-source': 'PC_YJ' } });
    const notReady = await addChapter({ courseCode, materialCode: pending.json<{ data: { materialCode: string } }>().data.materialCode, title: '未传完', duration: 60 });
    expect([notReady.status, notReady.json.msg]).toEqual([409, '视频“未传完”当前为“上传中”状态，上传成功后才能用作章节']);

    const offline = await server.call(courseApi.addBDCourse, { token: admin, body: courseForm(cover, { courseName: '线下焊工课' }) });
    const refused = await addChapter({ courseCode: offline.json.data.courseCode, materialCode, title: '焊接安全', duration: 60 });
    expect([refused.status, refused.json.msg]).toEqual([409, '只有线上课程有章节，线下课程不能添加章节']);
    const missing = await addChapter({ courseCode: 'no-such-course', materialCode, title: '焊接安全', duration: 60 });
    expect(missing.status).toBe(404);
    expect(await chapters(courseCode)).toEqual([]);
  });

  it('lets a reader of courses see chapters but not change them (403), and keeps groups to 素材管理 (403)', async () => {
    const courseCode = await onlineCourse('育婴员线上课');
    const materialCode = await video('抚触');
    await addChapter({ courseCode, materialCode, title: '婴儿抚触', duration: 600 });
    const reader = await userWithCodes(server, admin, 'chapterreader', '课程查看员', [perm.train.course.list.list]);
    expect((await chapters(courseCode, reader.token)).map((c) => c.title)).toEqual(['婴儿抚触']);
    const add = await addChapter({ courseCode, materialCode, title: '又一章', duration: 60 }, reader.token);
    expect(add.status).toBe(403);
    const edit = await editChapter({ courseCode, chapterId: (await chapters(courseCode))[0].chapterId, remove: true }, reader.token);
    expect(edit.status).toBe(403);
    expect((await server.call(courseApi.getGroupList, { token: reader.token, body: {} })).status).toBe(403);
    expect((await server.call(courseApi.addGroup, { token: reader.token, body: { groupName: '越权', groupType: 1 } })).status).toBe(403);
    expect(await titles(courseCode)).toEqual(['1.婴儿抚触']);
  });
});
