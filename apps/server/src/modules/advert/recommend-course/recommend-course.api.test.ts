import { courseApi, recommendCourseApi, type RecommendCourseRecord } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { days, SHOWING } from '../../../test/advert-fixtures.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { passedCompany, uploadLicense } from '../../../test/recruit-fixtures.js';
import { onlineCourse } from '../../../test/station-fixtures.js';
import { courseForm } from '../../../test/train-fixtures.js';

describe.each(DIALECTS)('recommended courses (推荐课程) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let cmpyCode: string;

  beforeAll(async () => {
    admin = await server.login();
    cmpyCode = (await passedCompany(server, admin, 5621)).cmpyCode;
  });

  async function list(query: Record<string, unknown> = {}): Promise<RecommendCourseRecord[]> {
    const res = await server.call(recommendCourseApi.query, { token: admin, query: { pageNum: 1, pageSize: 100, ...query } });
    expect(res.status, res.json.msg).toBe(200);
    return recommendCourseApi.query.response.parse(res.json.data).records;
  }
  const save = (courseCode: string, overrides: Record<string, unknown> = {}) =>
    server.call(recommendCourseApi.save, { token: admin, body: { courseCode, position: 1, enabled: 1, ...SHOWING, ...overrides } });

  it('recommends only a course online in 培训系统 (409); once offline it reads 已下线', async () => {
    const cover = await uploadLicense(server, admin);
    const draft = await server.call(courseApi.addBDCourse, { token: admin, body: courseForm(cover, { courseName: '待审核的课程', cmpyCode, courseNature: 2 }) });
    const refused = await save(draft.json.data.courseCode);
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toBe('课程“待审核的课程”未上线，只能推荐已上线的课程');

    const courseCode = await onlineCourse(server, admin, cmpyCode, '育婴员培训');
    const saved = await save(courseCode);
    expect(saved.json.msg).toBe('新增成功');
    const code = saved.json.data.recommendCode;
    expect((await list({ targetName: '育婴' })).map((r) => [r.recommendCode, r.targetName, r.targetOnline, r.status])).toEqual([[code, '育婴员培训', true, 1]]);

    const again = await save(courseCode, days(5, 20));
    expect(again.status).toBe(409);
    expect((await save(courseCode, { position: 2 })).status).toBe(200);

    expect((await server.call(courseApi.changeOnlineType, { token: admin, query: { courseCode, onlineType: 2 } })).status).toBe(200);
    const row = (await list()).find((r) => r.recommendCode === code)!;
    expect(row.targetOnline).toBe(false);
    // 停用 through 编辑 (推荐课程 has no switch of its own), the course kept though offline.
    const stopped = await server.call(recommendCourseApi.edit, {
      token: admin,
      body: { recommendCode: code, courseCode, position: row.position, startTime: row.startTime, endTime: row.endTime, enabled: 0 },
    });
    expect(stopped.json.msg).toBe('修改成功');
    expect((await list({ status: 3 })).map((r) => r.recommendCode)).toEqual([code]);
    expect((await server.call(recommendCourseApi.remove, { token: admin, body: { recommendCode: code } })).json.msg).toBe('删除成功');
    expect((await list()).map((r) => r.recommendCode)).not.toContain(code);
  });
});
