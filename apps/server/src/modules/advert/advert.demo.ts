import { BANNER_LINK_TYPES, COURSE_APPROVE_TYPES } from '@hrbd/contract';
import { Readable } from 'node:stream';
import type { DbOrTrx } from '../../db/database.js';
import { DAY_MS, demoRandom, HOUR_MS, startOfDay, type DemoRandom } from '../../platform/demo-random.js';
import type { ObjectStore } from '../../platform/storage/object-store.js';
import { formatTime } from '../../platform/time.js';
import { onlineJobSummaries } from '../recruit/job/job.service.js';
import { demoStaff } from '../system/user/user.service.js';
import { coursesInStates } from '../train/course/course.service.js';
import { saveAnno } from './anno/anno.service.js';
import { bannerPng, type BannerArt } from './banner/banner-picture.js';
import { saveBanner } from './banner/banner.service.js';
import type { Author, Writer } from './display.service.js';
import { RECOMMEND_COURSES } from './recommend-course/recommend-course.service.js';
import { RECOMMEND_JOBS } from './recommend-job/recommend-job.service.js';
import { saveRecommend } from './recommend.service.js';

/**
 * 广告管理's demo, saved through the areas' services as 运营专员 would: 20
 * banners over the four positions, 12 notices (two pinned), 16 recommended
 * jobs and 8 recommended courses of the recruit and train demos' online
 * records, in every derived status (未开始, 展示中, 已结束, 已停用). Each was
 * made in working hours before its window opened. Banner pictures are drawn
 * (banner-picture.ts) and stored when the server's store is given.
 */
const SEED = 410_560;

export interface AdvertDemoOptions {
  now?: number;
  storage?: ObjectStore;
}

/** How a demo item's window lies around today, in days: [start, end] offsets; `off` saves it 停用. */
type Window = { from: number; to: number; off?: boolean };
const SHOWING: Window = { from: -20, to: 40 };
const PENDING: Window = { from: 5, to: 60 };
const ENDED: Window = { from: -90, to: -10 };
const DISABLED: Window = { from: -15, to: 45, off: true };

const BANNERS: ReadonlyArray<readonly [position: number, title: string, link: 'job' | 'course' | 'url' | 'none', window: Window]> = [
  [1, '2026年春风行动·郑州市大型招聘会', 'url', SHOWING],
  [1, '郑州市高校毕业生就业服务月', 'job', SHOWING],
  [1, '职业技能提升行动 免费培训报名中', 'course', SHOWING],
  [1, '就业创业政策一站式查询', 'url', PENDING],
  [1, '2025年金秋招聘月', 'none', ENDED],
  [1, '新春返岗专车服务', 'url', DISABLED],
  [2, '零工市场 就近找活 日结工资', 'job', SHOWING],
  [2, '家政服务员急招 月薪6000起', 'job', SHOWING],
  [2, '零工驿站开放时间调整通知', 'none', PENDING],
  [2, '暑期零工专场', 'job', ENDED],
  [2, '快递分拣临时工招募', 'job', DISABLED],
  [3, '电工上岗证培训 名额有限', 'course', SHOWING],
  [3, '中式烹调师技能等级认定', 'course', SHOWING],
  [3, '叉车司机培训 新一期开班', 'course', PENDING],
  [3, '育婴员培训补贴申领指南', 'url', ENDED],
  [4, '实名认证 享受更多就业服务', 'none', SHOWING],
  [4, '电子社保卡申领指引', 'url', SHOWING],
  [4, '个人求职简历完善有礼', 'none', PENDING],
  [4, '2025年度用户满意度调查', 'url', ENDED],
  [4, '红包补贴领取说明', 'none', DISABLED],
];

const LINKS = [
  'https://hrss.henan.gov.cn/',
  'https://rsj.zhengzhou.gov.cn/',
  'https://www.zhengzhou.gov.cn/',
];

const NOTICES: ReadonlyArray<readonly [title: string, top: 0 | 1, window: Window, body: string]> = [
  ['关于2026年春季郑州市就业招聘系列活动的公告', 1, SHOWING, '为促进城乡劳动者就业，市人社局将于3月至5月在各县（市、区）组织系列招聘活动，欢迎求职者关注平台发布的招聘会信息。'],
  ['零工市场服务时间调整的通知', 1, SHOWING, '自本月起，各零工驿站服务时间调整为每日8:00至18:00，节假日正常开放。'],
  ['平台系统升级维护公告', 0, PENDING, '平台将于近期夜间进行系统升级，届时部分功能暂停使用，请提前做好安排。'],
  ['关于开展职业技能提升补贴申领工作的通知', 0, SHOWING, '取得职业资格证书或职业技能等级证书的参保职工，可通过平台申领技能提升补贴。'],
  ['2025年度灵活就业人员社保补贴公示', 0, ENDED, '经审核，以下人员符合灵活就业人员社会保险补贴条件，现予以公示，公示期为7个工作日。'],
  ['防范招聘诈骗温馨提示', 0, SHOWING, '求职过程中请勿向任何单位或个人缴纳押金、培训费等费用，如遇可疑情况请拨打12333咨询。'],
  ['新郑市零工驿站启用公告', 0, ENDED, '新郑市龙湖镇零工驿站已正式启用，提供岗位推荐、技能培训和政策咨询服务。'],
  ['电子卡充值服务说明', 0, SHOWING, '企业可通过平台为员工发放电子卡充值，充值金额可在合作商户消费使用。'],
  ['关于规范红包补贴发放的通知', 0, DISABLED, '红包补贴按批次审核发放，请各县（市、区）按要求做好名单核对工作。'],
  ['中牟县返乡创业服务专场预告', 0, PENDING, '中牟县将举办返乡创业服务专场活动，提供创业担保贷款、场地和培训等政策咨询。'],
  ['2025年国庆节假期服务安排', 0, ENDED, '国庆节假期期间，平台线上服务正常运行，线下服务网点暂停办理业务。'],
  ['商户入驻审核流程说明', 0, SHOWING, '商户提交入驻申请后，平台将在3个工作日内完成审核，审核结果将通过消息通知。'],
];

/** Recommendation windows by turn: most showing, then one of each other status. */
const REC_WINDOWS: readonly Window[] = [SHOWING, SHOWING, SHOWING, PENDING, SHOWING, ENDED, SHOWING, DISABLED];

const PALETTES: ReadonlyArray<readonly [BannerArt['from'], BannerArt['to']]> = [
  [[22, 119, 255], [54, 207, 201]],
  [[245, 106, 0], [250, 173, 20]],
  [[19, 194, 194], [82, 196, 26]],
  [[114, 46, 209], [235, 47, 150]],
  [[207, 19, 34], [250, 84, 28]],
  [[0, 80, 179], [114, 46, 209]],
];

export async function seedAdvertDemo(db: DbOrTrx, options: AdvertDemoOptions = {}): Promise<void> {
  const random = demoRandom(SEED);
  const today = startOfDay(options.now ?? Date.now());
  const staff = await demoStaff(db, '运营专员');
  const deps: Writer = { db: db as Writer['db'] };
  const author = (): Author => {
    const person = random.pick(staff);
    return { userId: person.id, realName: person.realName };
  };
  /** A working-hours moment `day` days from today. */
  const at = (day: number) => formatTime(today + day * DAY_MS + 9 * HOUR_MS + random.int(0, 16) * 30 * 60_000);
  const windowOf = (w: Window) => ({ startTime: at(w.from), endTime: at(w.to), enabled: w.off ? 0 : 1 });
  // Made a few days before its window opened, and never after today.
  const made = (w: Window) => ({ now: at(Math.min(w.from - random.int(1, 5), -1)), code: random.hex(32) });

  const jobs = await onlineJobSummaries(db, 40);
  const courses = (await coursesInStates(db, [COURSE_APPROVE_TYPES.online])).map((c) => c.courseCode);

  let banners = 0;
  const pictures = PALETTES.map((palette, i) => pictureOf(random, palette, i));
  for (const [position, title, link, window] of BANNERS) {
    const linkTarget =
      link === 'job' && jobs.length > 0 ? random.pick(jobs).jobCode
      : link === 'course' && courses.length > 0 ? random.pick(courses)
      : link === 'url' ? random.pick(LINKS)
      : '';
    const linkType = !linkTarget ? BANNER_LINK_TYPES.none : BANNER_LINK_TYPES[link === 'none' ? 'none' : link];
    const createdAt = made(window);
    const picture = pictures[banners % pictures.length];
    const imageKey = `image/${createdAt.now.slice(0, 4)}${createdAt.now.slice(5, 7)}/${random.hex(32)}.png`;
    if (options.storage) await options.storage.put(imageKey, Readable.from([picture]));
    await saveBanner(deps, author(), { title, imageKey, position, linkType, linkTarget, ...windowOf(window) }, createdAt);
    banners += 1;
  }

  for (const [title, isTop, window, text] of NOTICES) {
    const content = `<p>${text}</p><p>特此公告。</p><p style="text-align: right">郑州市人力资源和社会保障局</p>`;
    await saveAnno(deps, author(), { title, content, isTop, ...windowOf(window) }, made(window));
  }

  // Different jobs (and courses) per position, so no recommendation overlaps another of the same record.
  const picked = random.shuffle(jobs).slice(0, 16);
  for (const [i, job] of picked.entries()) {
    const window = REC_WINDOWS[i % REC_WINDOWS.length];
    await saveRecommend(deps, author(), RECOMMEND_JOBS, { targetCode: job.jobCode, position: 1 + (i % 2), ...windowOf(window) }, made(window));
  }
  const pickedCourses = random.shuffle(courses).slice(0, 8);
  for (const [i, courseCode] of pickedCourses.entries()) {
    const window = REC_WINDOWS[i % REC_WINDOWS.length];
    await saveRecommend(deps, author(), RECOMMEND_COURSES, { targetCode: courseCode, position: 1 + (i % 2), ...windowOf(window) }, made(window));
  }
}

/** A drawn banner picture in the palette: three discs placed by the seed. */
function pictureOf(random: DemoRandom, [from, to]: (typeof PALETTES)[number], i: number): Buffer {
  const discs = [0, 1, 2].map(() => [random.int(380, 720), random.int(20, 280), random.int(60, 150)] as const);
  return bannerPng({ from, to, discs: i % 2 === 0 ? discs : discs.slice(0, 2) });
}
