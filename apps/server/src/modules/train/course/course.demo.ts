import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { COURSE_APPROVE_TYPES, COURSE_NATURES, COURSE_TYPES, courseOnlineTypeOf, LABEL_TYPES, MATERIAL_STATE, MATERIAL_TYPES, type CourseAction } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { code32, DAY_MS, demoRandom, HOUR_MS, startOfDay, weighted, type DemoRandom } from '../../../platform/demo-random.js';
import type { ObjectStore } from '../../../platform/storage/object-store.js';
import { formatTime } from '../../../platform/time.js';
import { labelsByType } from '../../common/label/label.service.js';
import { insertSeededMaterials } from '../../common/material/material.service.js';
import { demoStaff } from '../../system/user/user.service.js';
import * as repo from './course.repository.js';
import type { NewCourse } from './course.table.js';

const SEED = 20_251_126;
export const COURSE_DEMO_COUNT = 300;

/** 郑州's counties with a point near their seat (GCJ-02) and a street to hold courses on. */
const COUNTIES = [
  { code: '410102', name: '中原区', point: [113.6133, 34.7483], street: '建设西路187号' },
  { code: '410103', name: '二七区', point: [113.6402, 34.7241], street: '大学中路102号' },
  { code: '410104', name: '管城回族区', point: [113.6775, 34.7543], street: '紫荆山南路38号' },
  { code: '410105', name: '金水区', point: [113.6606, 34.8], street: '花园路66号' },
  { code: '410106', name: '上街区', point: [113.3089, 34.8028], street: '新安中路21号' },
  { code: '410108', name: '惠济区', point: [113.6169, 34.8675], street: '天河路112号' },
  { code: '410122', name: '中牟县', point: [113.9763, 34.7189], street: '青年路16号' },
  { code: '410181', name: '巩义市', point: [113.0224, 34.7481], street: '杜甫路88号' },
  { code: '410182', name: '荥阳市', point: [113.3832, 34.7869], street: '索河路59号' },
  { code: '410183', name: '新密市', point: [113.3911, 34.5394], street: '青屏大街201号' },
  { code: '410184', name: '新郑市', point: [113.7407, 34.3959], street: '中华北路88号' },
  { code: '410185', name: '登封市', point: [113.0506, 34.4544], street: '少林大道135号' },
] as const;

/** Courses as a 郑州 training platform offers them: name, 职业分类 中类, 学时, price range (yuan), labels by type. */
const CATALOGUE = [
  { name: '低压电工作业', occupation: '6-18', hours: 64, price: [0, 1200], online: '安全生产', offline: '电工实操' },
  { name: '焊工（熔化焊接与热切割）', occupation: '6-18', hours: 72, price: [800, 1600], online: '安全生产', offline: '焊工实训' },
  { name: '叉车司机', occupation: '4-02', hours: 40, price: [600, 1200], online: '安全生产', offline: '叉车司机' },
  { name: '中式烹调师', occupation: '4-03', hours: 80, price: [0, 2200], online: '职业素养', offline: '中式烹调' },
  { name: '中式面点师', occupation: '4-03', hours: 60, price: [0, 1800], online: '职业素养', offline: '中式面点' },
  { name: '养老护理员', occupation: '4-10', hours: 56, price: [0, 900], online: '养老护理', offline: '保育员' },
  { name: '育婴员', occupation: '4-10', hours: 48, price: [0, 1500], online: '育婴员', offline: '保育员' },
  { name: '家政服务员', occupation: '4-10', hours: 32, price: [0, 600], online: '家政服务', offline: '保育员' },
  { name: '美容师', occupation: '4-10', hours: 64, price: [1200, 3200], online: '职业素养', offline: '美容美发' },
  { name: '茶艺师', occupation: '4-03', hours: 40, price: [600, 1600], online: '职业素养', offline: '茶艺' },
  { name: '电子商务师', occupation: '4-01', hours: 48, price: [0, 1980], online: '电子商务', offline: '农业实用技术' },
  { name: '互联网营销师（直播销售员）', occupation: '4-01', hours: 40, price: [0, 2580], online: '直播销售', offline: '农业实用技术' },
  { name: '人工智能训练师', occupation: '4-04', hours: 60, price: [0, 2980], online: '人工智能训练师', offline: '无人机驾驶' },
  { name: '办公软件应用', occupation: '4-04', hours: 24, price: [0, 300], online: '办公软件应用', offline: '农业实用技术' },
  { name: '网络安全管理员', occupation: '4-04', hours: 56, price: [800, 3600], online: '网络安全', offline: '无人机驾驶' },
  { name: '汽车维修工', occupation: '4-12', hours: 80, price: [1500, 3800], online: '数字技能', offline: '汽车维修' },
  { name: '农业经理人', occupation: '5-05', hours: 40, price: [0, 500], online: '政策解读', offline: '农业实用技术' },
  { name: '挖掘机驾驶员', occupation: '6-18', hours: 96, price: [2800, 6800], online: '安全生产', offline: '挖掘机驾驶' },
  { name: '无人机驾驶员', occupation: '4-08', hours: 60, price: [1800, 4800], online: '数字技能', offline: '无人机驾驶' },
  { name: '创业培训（SYB）', occupation: '4-07', hours: 80, price: [0, 0], online: '创业培训', offline: '农业实用技术' },
] as const;

/** 自定义课程: a course of the platform's own making, outside the 职业分类. */
const CUSTOM = ['劳动合同法解读', '高校毕业生求职指导', '退役军人就业政策', '新就业形态劳动者权益', '职场礼仪与沟通'] as const;

const REJECT_REASONS = ['课程介绍过于简单，请补充培训大纲', '课程封面不清晰，请重新上传', '报名时间与培训安排不符', '学时与培训内容不匹配'] as const;
const FORCED_REASONS = ['培训机构资质到期，暂停招生', '学员投诉培训内容与宣传不符，核查期间下线', '培训场地不符合安全要求'] as const;

/** The moves that bring a course to its state, in flow order. */
const PATHS: Record<number, CourseAction[]> = {
  0: [],
  2: ['reject'],
  5: ['pass'],
  1: ['pass', 'online'],
  4: ['pass', 'online', 'offline'],
  9: ['pass', 'online', 'forcedOffline'],
};
const TO: Record<CourseAction, number> = { pass: 5, reject: 2, edit: 0, online: 1, offline: 4, refresh: 1, forcedOffline: 9 };

/** Chapter titles in order; chapter k plays demo clip k (`scripts/demo-clips.sh` made them, 30 s each). */
const CHAPTER_TITLES = ['课程导学', '基础知识', '操作规范', '安全要点', '案例分析', '综合练习'] as const;
const CLIP_SECONDS = 30;
const clipFile = (k: number) => new URL(`../../../../data/demo-clips/chapter-${k + 1}.mp4`, import.meta.url);

/**
 * The chapters' videos: the six demo clips as 上传成功 platform materials in
 * the 素材管理 group 课程视频, uploaded by a 培训管理员 before the first course;
 * the files go into the store when the seed has one. Answers the materials'
 * ids by chapter position.
 */
async function seedChapterVideos(db: DbOrTrx, storage: ObjectStore | undefined, uploader: { id: number }, at: number): Promise<number[]> {
  const random = demoRandom(SEED + 1);
  const month = formatTime(at).slice(0, 7).replace('-', '');
  const now = formatTime(at);
  const videos = CHAPTER_TITLES.map((title, k) => {
    const bytes = fs.readFileSync(clipFile(k));
    return { title: `第${k + 1}章 ${title}`, fileName: `chapter-${k + 1}.mp4`, bytes, objectKey: `video/${month}/${random.hex(32)}.mp4` };
  });
  if (storage) for (const video of videos) await storage.put(video.objectKey, Readable.from([video.bytes]));
  return insertSeededMaterials(
    db,
    { groupCode: random.hex(32), groupName: '课程视频', groupType: MATERIAL_TYPES.VIDEO, cmpyCode: '', sort: 1, createTime: now, updateTime: now },
    videos.map((video) => ({
      materialCode: random.hex(32),
      cmpyCode: '',
      materialType: MATERIAL_TYPES.VIDEO,
      materialName: `${video.title}（演示视频）`,
      fileName: video.fileName,
      fileSize: video.bytes.length,
      md5: createHash('md5').update(video.bytes).digest('hex'),
      state: MATERIAL_STATE.SUCCESS,
      objectKey: video.objectKey,
      uploadId: null,
      failReason: '',
      uploaderId: uploader.id,
      createTime: now,
      updateTime: now,
    })),
  );
}

/** A moment in working hours (08:30–18:00) of the day `daysAgo` before `dayStart`. */
function workingMoment(random: DemoRandom, dayStart: number, daysAgo: number): number {
  return dayStart - daysAgo * DAY_MS + Math.round((8.5 + random.next() * 9.4) * HOUR_MS / 1000) * 1000;
}

/**
 * 300 courses over the 180 days before the seeding day, across 郑州's
 * counties: every type, nature and state; 机构课程 held by the recruit demo's
 * passed companies in their own county; each with its history (提交审核 and
 * every move after it, by the 培训管理员 accounts, days apart, in working
 * hours); 线上课程 with 2–6 chapters, each playing its demo clip. Covers are
 * left empty (the demo has no uploaded pictures, like the companies' licenses).
 */
export async function seedCourseDemo(db: DbOrTrx, options: { now?: number; storage?: ObjectStore } = {}): Promise<void> {
  const random = demoRandom(SEED);
  const dayStart = startOfDay(options.now ?? Date.now());
  const staff = await demoStaff(db, '培训管理员');
  // Uploaded before the first course (created at most 180 days back), on a working day.
  const clips = await seedChapterVideos(db, options.storage, staff[0], workingMoment(demoRandom(SEED + 2), dayStart, 190));
  const organisations = await repo.demoOrganisations(db);
  const [online, offline] = await Promise.all([labelsByType(db, LABEL_TYPES.onlineCourse), labelsByType(db, LABEL_TYPES.offlineCourse)]);
  const labelCode = (type: number, name: string) => (type === COURSE_TYPES.online ? online : offline).find((l) => l.labelName === name)?.labelCode;

  const states = [0, 2, 5, 1, 4, 9] as const;
  for (let i = 0; i < COURSE_DEMO_COUNT; i++) {
    // Every state, type and nature turns up: cycle the first ones, then weight by how a platform looks.
    const approveType =
      i < 36
        ? states[i % 6]
        : weighted(random, [
            [1, 40],
            [4, 15],
            [5, 10],
            [0, 15],
            [2, 10],
            [9, 5],
          ] as const);
    const courseType = i < 36 ? (Math.floor(i / 6) % 2) + 1 : random.chance(0.55) ? COURSE_TYPES.online : COURSE_TYPES.offline;
    const courseNature =
      i < 36 ? (Math.floor(i / 12) % 3) + 1 : weighted(random, [[COURSE_NATURES.platform, 45], [COURSE_NATURES.organisation, 40], [COURSE_NATURES.custom, 15]] as const);
    const organisation = courseNature === COURSE_NATURES.organisation && organisations.length > 0 ? random.pick(organisations) : null;
    const county = COUNTIES.find((c) => c.code === organisation?.countyCode) ?? random.pick(COUNTIES);
    const entry = random.pick(CATALOGUE);
    const custom = courseNature === COURSE_NATURES.custom ? random.pick(CUSTOM) : null;
    const skillLevel = random.int(1, 3);
    const courseName = custom ?? `${entry.name}${courseType === COURSE_TYPES.online ? '（线上）' : `（${['初级', '中级', '高级'][skillLevel - 1]}）`}培训班`;
    const yuan = courseNature === COURSE_NATURES.custom || random.chance(0.25) ? 0 : random.int(entry.price[0] / 50, entry.price[1] / 50) * 50;

    // Created 20–180 days ago; each later move a few days after the one before, all before the seeding day.
    const path = PATHS[approveType];
    const createdDaysAgo = random.int(20 + path.length * 4, 180);
    const created = workingMoment(random, dayStart, createdDaysAgo);
    const moves: Array<{ action: CourseAction; at: number }> = [];
    let daysAgo = createdDaysAgo;
    for (const action of path) {
      daysAgo = Math.max(1, daysAgo - random.int(1, 4));
      // A later day each time, so the history is in flow order.
      moves.push({ action, at: workingMoment(random, dayStart, daysAgo) });
    }
    const last = moves.at(-1)?.at ?? created;
    // Applications open on creation; those of courses in review, passed or online stay open past the seeding day, the others' may have closed.
    const applyBegin = startOfDay(created) + DAY_MS + 9 * HOUR_MS;
    const current = [COURSE_APPROVE_TYPES.review, COURSE_APPROVE_TYPES.approved, COURSE_APPROVE_TYPES.online].includes(approveType as 0 | 5 | 1);
    const applyEnd = current ? dayStart + random.int(30, 120) * DAY_MS + 18 * HOUR_MS : startOfDay(created) + random.int(30, 150) * DAY_MS + 18 * HOUR_MS;
    const creator = random.pick(staff);
    const lastReason =
      approveType === COURSE_APPROVE_TYPES.rejected ? random.pick(REJECT_REASONS) : approveType === COURSE_APPROVE_TYPES.forced ? random.pick(FORCED_REASONS) : '';
    const label = labelCode(courseType, courseType === COURSE_TYPES.online ? entry.online : entry.offline);
    const courseCode = code32(random);
    const row: NewCourse = {
      courseCode,
      courseName,
      courseType,
      courseNature,
      cmpyCode: organisation?.cmpyCode ?? '',
      cmpyName: organisation?.cmpyName ?? '',
      occupationCode: custom ? '' : entry.occupation,
      skillLevel: custom ? null : skillLevel,
      coverKey: '',
      introduction: custom
        ? `<p>${custom}专题课程，面向${county.name}及郑州市各类就业群体，讲解相关政策与实务。</p>`
        : `<p>${entry.name}职业技能培训，共${entry.hours}学时，理论与实操结合，结业后可参加相应等级的职业技能等级认定。</p><p>培训地点：郑州市${county.name}${county.street}。</p>`,
      price: yuan * 100,
      classHours: custom ? random.pick([4, 8, 12]) : entry.hours,
      applyBeginTime: formatTime(applyBegin),
      applyEndTime: formatTime(applyEnd),
      provinceCode: '410000',
      cityCode: '410100',
      countyCode: county.code,
      address: county.street,
      gcj02Lng: Math.round((county.point[0] + (random.next() - 0.5) * 0.02) * 1e6) / 1e6,
      gcj02Lat: Math.round((county.point[1] + (random.next() - 0.5) * 0.02) * 1e6) / 1e6,
      formCode: '',
      approveType,
      onlineType: courseOnlineTypeOf(approveType),
      rejectDesc: lastReason,
      creatorId: creator.id,
      creatorName: creator.realName,
      refreshTime: formatTime(moves.find((m) => m.action === 'online')?.at ?? created),
      createTime: formatTime(created),
      updateTime: formatTime(last),
    };
    const id = await repo.insertCourse(db, row);
    if (label) await repo.setLabels(db, id, [label]);
    const history = [
      { courseId: id, action: 'add', fromState: null, toState: 0, reason: '', operatorId: creator.id, operatorName: creator.realName, createTime: formatTime(created) },
      ...moves.map((m, k) => {
        const reviewer = random.pick(staff);
        return {
          courseId: id,
          action: m.action,
          fromState: k === 0 ? 0 : TO[moves[k - 1].action],
          toState: TO[m.action],
          reason: m.action === 'reject' || m.action === 'forcedOffline' ? lastReason : '',
          operatorId: reviewer.id,
          operatorName: reviewer.realName,
          createTime: formatTime(m.at),
        };
      }),
    ];
    await repo.insertReviews(db, history);
    if (courseType === COURSE_TYPES.online) {
      const n = random.int(2, 6);
      await repo.insertChapters(
        db,
        Array.from({ length: n }, (_, k) => ({
          courseCode,
          title: `第${k + 1}章 ${CHAPTER_TITLES[k]}`,
          sort: k + 1,
          materialId: clips[k],
          trial: k === 0 ? 1 : 0,
          duration: CLIP_SECONDS,
        })),
      );
    }
  }
}
