import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { COURSE_MACHINE, courseOnlineTypeOf, MATERIAL_STATE, MATERIAL_TYPES } from '@hrbd/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_NOW_TEXT } from '../../../test/demo-clock.js';
import { demoDatabase, demoFiles } from '../../../test/demo-database.js';
import { DIALECTS } from '../../../test/harness.js';

const SEEDING_DAY = `${DEMO_NOW_TEXT.slice(0, 10)} 00:00:00`;
const inOfficeHours = (time: string) => time.slice(11) >= '08:30:00' && time.slice(11) <= '18:00:00';

/** An MP4's length in seconds, from its movie header (mvhd: timescale and duration). */
function mp4Seconds(bytes: Buffer): number {
  const at = bytes.indexOf('mvhd');
  const version = bytes[at + 4];
  return version === 1 ? Number(bytes.readBigUInt64BE(at + 28)) / bytes.readUInt32BE(at + 24) : bytes.readUInt32BE(at + 20) / bytes.readUInt32BE(at + 16);
}

describe.each(DIALECTS)('course demo seed on %s', (dialect) => {
  const db = demoDatabase(dialect);

  it('gives 300 courses of every state, type and nature across 郑州’s counties, organisations passed', async () => {
    const courses = await db().selectFrom('trainCourse').selectAll().execute();
    expect(courses).toHaveLength(300);
    expect(new Set(courses.map((c) => c.approveType))).toEqual(new Set([0, 1, 2, 4, 5, 9]));
    expect(new Set(courses.map((c) => c.courseType))).toEqual(new Set([1, 2]));
    expect(new Set(courses.map((c) => c.courseNature))).toEqual(new Set([1, 2, 3]));
    expect(new Set(courses.map((c) => c.countyCode)).size).toBeGreaterThanOrEqual(10);
    expect(courses.every((c) => c.cityCode === '410100')).toBe(true);
    expect(courses.every((c) => c.onlineType === courseOnlineTypeOf(c.approveType))).toBe(true);
    const passed = new Set((await db().selectFrom('cmpyInfo').select('cmpyCode').where('approveType', '=', 1).execute()).map((c) => c.cmpyCode));
    const organised = courses.filter((c) => c.courseNature === 2);
    expect(organised.length).toBeGreaterThan(50);
    expect(organised.every((c) => passed.has(c.cmpyCode))).toBe(true);
    expect(courses.filter((c) => c.courseNature === 3).every((c) => c.occupationCode === '' && c.skillLevel === null)).toBe(true);
    // Courses in review, passed or online can still be applied for (and so put online); a 线上课程 that passed review has chapters.
    expect(courses.filter((c) => [0, 5, 1].includes(c.approveType)).every((c) => c.applyEndTime > DEMO_NOW_TEXT)).toBe(true);
    const withChapters = new Set((await db().selectFrom('trainCourseChapter').select('courseCode').execute()).map((c) => c.courseCode));
    expect(courses.filter((c) => c.courseType === 1 && c.approveType !== 0 && c.approveType !== 2).every((c) => withChapters.has(c.courseCode))).toBe(true);
  });

  it('records each course’s history in flow order, in the past, in working hours, ending in its state', async () => {
    const courses = await db().selectFrom('trainCourse').select(['id', 'approveType', 'createTime', 'rejectDesc']).execute();
    const reviews = await db().selectFrom('trainCourseReview').selectAll().orderBy('id').execute();
    for (const course of courses) {
      const history = reviews.filter((r) => Number(r.courseId) === Number(course.id));
      expect(history[0]).toMatchObject({ action: 'add', fromState: null, toState: 0, createTime: course.createTime });
      for (let k = 1; k < history.length; k++) {
        const { action, fromState, toState } = history[k];
        expect(fromState).toBe(history[k - 1].toState);
        expect(COURSE_MACHINE.next(action as 'pass', Number(fromState))).toBe(toState);
        expect(history[k].createTime > history[k - 1].createTime).toBe(true);
      }
      expect(history.at(-1)?.toState).toBe(course.approveType);
      if (course.approveType === 2 || course.approveType === 9) expect(history.at(-1)?.reason).toBe(course.rejectDesc);
    }
    expect(reviews.every((r) => r.createTime < SEEDING_DAY && inOfficeHours(r.createTime))).toBe(true);
  });

  it('plays a stored demo video in every chapter: the chapter’s own clip, as long as the chapter says', async () => {
    const chapters = await db()
      .selectFrom('trainCourseChapter as c')
      .innerJoin('comMaterial as m', 'm.id', 'c.materialId')
      .select(['c.title', 'c.sort', 'c.duration', 'm.materialName', 'm.materialType', 'm.state', 'm.objectKey', 'm.md5', 'm.fileSize', 'm.createTime'])
      .execute();
    // Every chapter has its video.
    const all = await db().selectFrom('trainCourseChapter').select('id').execute();
    expect(all.length).toBeGreaterThan(100);
    expect(chapters).toHaveLength(all.length);
    const firstCourse = (await db().selectFrom('trainCourse').select((eb) => eb.fn.min('createTime').as('first')).executeTakeFirstOrThrow()).first;
    const storage = await demoFiles(dialect);
    const checked = new Set<string>();
    for (const chapter of chapters) {
      expect(chapter).toMatchObject({ materialType: MATERIAL_TYPES.VIDEO, state: MATERIAL_STATE.SUCCESS, materialName: `${chapter.title}（演示视频）` });
      expect(chapter.title.startsWith(`第${chapter.sort}章`)).toBe(true);
      expect(chapter.createTime < String(firstCourse) && inOfficeHours(chapter.createTime)).toBe(true);
      if (checked.has(String(chapter.objectKey))) continue;
      checked.add(String(chapter.objectKey));
      const stored = await buffer(await storage.get(String(chapter.objectKey)));
      expect(stored.length).toBe(chapter.fileSize);
      expect(createHash('md5').update(stored).digest('hex')).toBe(chapter.md5);
      expect(Math.round(mp4Seconds(stored))).toBe(chapter.duration);
    }
    expect(checked.size).toBe(6);
  });
});
