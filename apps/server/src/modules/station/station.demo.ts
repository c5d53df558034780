import { creditCodeCheckChar, JOB_APPROVE_TYPES, payableOf } from '@hrbd/contract';
import type { DbOrTrx } from '../../db/database.js';
import { chunks, DAY_MS, demoRandom, HOUR_MS, mobile, startOfDay, SURNAMES, type DemoRandom } from '../../platform/demo-random.js';
import { formatTime } from '../../platform/time.js';
import { demoStaff } from '../system/user/user.service.js';
import { hireCodes, traineeCodes } from './activity/activity.repository.js';
import * as demoRepo from './station.demo.repository.js';
import type { NewStation, NewStationOperation } from './station/station.table.js';
import type { NewActivity, NewActivityItem, NewSettle } from './activity/activity.table.js';

/**
 * The stations of the demo data: 48 招聘驿站 in 郑州's counties (新郑市 the
 * most), on real 乡镇街道 of the regions table, in every review state; about
 * 2,000 demo jobs on the running stations' boards (by their company's
 * county); about 360 activities over 400 days in all seven statuses, in flow
 * order, budgets 2,000–50,000 元, the ended ones settled from the hires and
 * trainees really counted (with vouchers). Deterministic: a fixed seed and
 * dates counted from the seeding day; rows written in batches.
 */
const SEED = 410_470;
const TARGET_BOARD = 2000;
const ACTIVITIES = 360;
const SPAN_DAYS = 400;

/** Stations per county (48 in all). */
const COUNTIES: ReadonlyArray<readonly [code: string, stations: number]> = [
  ['410184', 12],
  ['410122', 5],
  ['410181', 4],
  ['410185', 4],
  ['410182', 4],
  ['410183', 4],
  ['410105', 3],
  ['410103', 3],
  ['410102', 3],
  ['410104', 3],
  ['410108', 3],
];

const TYPE_SUFFIX: Readonly<Record<number, string>> = { 1: '社区招聘驿站', 2: '园区招聘驿站', 3: '高校就业驿站', 4: '零工驿站' };
const ROADS = ['人民路', '建设路', '文化路', '中华路', '工业路', '迎宾大道', '解放路', '新华路', '黄河路', '紫荆山路'];
const ACTIVITY_THEMES = ['春风行动专场招聘', '民营企业招聘月', '高校毕业生就业服务', '就业援助月专场', '技能提升培训周', '零工市场对接会', '退役军人专场招聘', '金秋招聘月', '返乡创业就业服务', '家政服务技能培训'];

export interface StationDemoOptions {
  /** The moment the data is seeded; tests pin it. */
  now?: number;
}

/** A working-hours moment of the day `dayMs` starts (09:00–17:30 Shanghai). */
const workTime = (random: DemoRandom, dayStart: number) => formatTime(dayStart + 9 * HOUR_MS + random.int(0, 17) * 30 * 60_000);

export async function seedStationDemo(db: DbOrTrx, options: StationDemoOptions = {}): Promise<void> {
  const random = demoRandom(SEED);
  const now = options.now ?? Date.now();
  const today = startOfDay(now);
  const staff = await demoStaff(db, '招聘管理员');
  const staffOf = () => random.pick(staff);
  const streets = await demoRepo.streetsOf(
    db,
    COUNTIES.map(([code]) => code),
  );

  // Stations ----------------------------------------------------------------
  const stations: Array<NewStation & { county: string }> = [];
  const ops: NewStationOperation[] = [];
  let serial = 0;
  for (const [county, count] of COUNTIES) {
    const own = streets.filter((s) => s.parentCode === county);
    const picked = random.shuffle(own).slice(0, count);
    for (const street of picked) {
      serial += 1;
      const type = serial % 11 === 0 ? 3 : serial % 7 === 0 ? 4 : serial % 3 === 0 ? 2 : 1;
      const state = serial % 12 === 5 ? 0 : serial % 12 === 9 ? 3 : 1;
      // Running stations opened before the activities began; pending ones were sent lately.
      const submitDay = today - (state === 1 ? random.int(SPAN_DAYS + 10, SPAN_DAYS + 200) : state === 0 ? random.int(1, 20) : random.int(20, 200)) * DAY_MS;
      const submitTime = workTime(random, submitDay);
      const reviewTime = state === 0 ? '' : workTime(random, submitDay + random.int(1, 5) * DAY_MS);
      const reviewer = staffOf();
      const submitter = staffOf();
      const lng = Number(street.gcj02Lng ?? 113.7) + random.int(-20, 20) / 10_000;
      const lat = Number(street.gcj02Lat ?? 34.4) + random.int(-20, 20) / 10_000;
      stations.push({
        county,
        stationNo: `ZD${county}${String(serial).padStart(4, '0')}`,
        stationName: `${street.name}${TYPE_SUFFIX[type]}`,
        stationType: type,
        operatorName: `${street.name}劳动保障事务所`,
        creditCode: creditCode(county, serial),
        provinceCode: '410000',
        cityCode: '410100',
        countyCode: county,
        address: `${street.name}${random.pick(ROADS)}${random.int(1, 199)}号`,
        gcj02Lng: lng,
        gcj02Lat: lat,
        leaderName: `${random.pick(SURNAMES)}${random.pick(['建国', '丽娟', '海涛', '秀梅', '志强', '红霞', '伟', '静'])}`,
        leaderPhone: mobile(random),
        servicePhone: `0371-6${String(random.int(1_000_000, 9_999_999))}`,
        openHours: random.pick(['周一至周五 9:00-17:30', '周一至周六 8:30-18:00', '每天 9:00-17:00']),
        serviceItems: random.shuffle([1, 2, 3, 4, 5]).slice(0, random.int(2, 5)).sort((a, b) => a - b).join(','),
        floorArea: random.int(40, 400),
        photoKeys: '',
        introduction: `${street.name}${TYPE_SUFFIX[type]}为辖区群众和企业提供岗位推荐、招聘活动和政策咨询等就近就业服务。`,
        approveState: state,
        rejectDesc: state === 3 ? random.pick(['场地面积与照片不符，请补充说明', '运营单位信用代码与营业执照不一致', '服务项目填写不完整']) : '',
        submitterId: submitter.id,
        submitterName: submitter.realName,
        submitTime,
        reviewerName: state === 0 ? '' : reviewer.realName,
        reviewTime,
        deleted: 0,
        createTime: submitTime,
        updateTime: reviewTime || submitTime,
      });
    }
  }
  for (const batch of chunks(stations.map(({ county: _c, ...s }) => s), 100)) await db.insertInto('recruitStation').values(batch).execute();
  const ids = new Map(
    (await db.selectFrom('recruitStation').select(['id', 'stationNo']).execute()).map((r) => [r.stationNo, Number(r.id)]),
  );
  for (const s of stations) {
    const id = ids.get(s.stationNo) ?? 0;
    ops.push({ subject: 1, subjectId: id, action: 'add', fromState: null, toState: 0, reason: '', operatorId: s.submitterId ?? null, operatorName: s.submitterName ?? '', createTime: s.submitTime });
    if (s.approveState !== 0) {
      ops.push({
        subject: 1,
        subjectId: id,
        action: s.approveState === 1 ? 'pass' : 'reject',
        fromState: 0,
        toState: s.approveState ?? 0,
        reason: s.rejectDesc ?? '',
        operatorId: null,
        operatorName: s.reviewerName ?? '',
        createTime: s.reviewTime ?? s.submitTime,
      });
    }
  }

  // Boards ------------------------------------------------------------------
  const running = stations.filter((s) => s.approveState === 1);
  const runningByCounty = new Map<string, typeof running>();
  for (const s of running) runningByCounty.set(s.county, [...(runningByCounty.get(s.county) ?? []), s]);
  const jobs = (await demoRepo.jobsWithCounty(db)).filter((j) => j.cmpyState === 1);
  const board: Array<{ stationId: number; jobId: number; joinTime: string }> = [];
  const boardOf = new Map<number, Array<{ jobCode: string; cmpyCode: string; id: number }>>();
  let turn = 0;
  for (const job of random.shuffle(jobs)) {
    if (board.length >= TARGET_BOARD) break;
    // Some recruiting jobs stay off every board: 岗位列表's 加入驿站 has jobs to offer.
    if (job.approveType === JOB_APPROVE_TYPES.online && random.chance(0.25)) continue;
    const candidates = runningByCounty.get(job.countyCode) ?? running;
    if (candidates.length === 0) break;
    const station = candidates[turn++ % candidates.length];
    const stationId = ids.get(station.stationNo) ?? 0;
    const joinTime = job.createTime > (station.reviewTime ?? '') ? job.createTime : (station.reviewTime ?? job.createTime);
    if (joinTime > formatTime(now)) continue;
    board.push({ stationId, jobId: job.id, joinTime });
    boardOf.set(stationId, [...(boardOf.get(stationId) ?? []), { jobCode: job.jobCode, cmpyCode: job.cmpyCode, id: job.id }]);
  }
  for (const batch of chunks(board, 500)) await db.insertInto('recruitStationJob').values(batch).execute();

  // Activities ----------------------------------------------------------------
  const courses = await demoRepo.onlineCourses(db);
  const coursesOf = new Map<string, string[]>();
  for (const c of courses) coursesOf.set(c.cmpyCode, [...(coursesOf.get(c.cmpyCode) ?? []), c.courseCode]);
  const hosts = running.filter((s) => (boardOf.get(ids.get(s.stationNo) ?? 0) ?? []).length > 0);
  const activities: NewActivity[] = [];
  const items: Array<Omit<NewActivityItem, 'activityId'> & { code: string }> = [];
  const plans: Array<{ code: string; status: number; creator: { id: number; realName: string }; createTime: string; reviewTime: string; stopped: boolean }> = [];
  for (let i = 0; i < ACTIVITIES && hosts.length > 0; i++) {
    const station = hosts[i % hosts.length];
    const stationId = ids.get(station.stationNo) ?? 0;
    // Spread over 400 days: most in the past, the newest 30 days ahead.
    const beginDay = today + (Math.round((i / ACTIVITIES) * SPAN_DAYS) - (SPAN_DAYS - 30)) * DAY_MS;
    const begin = beginDay + random.int(8, 10) * HOUR_MS + (random.chance(0.5) ? 30 * 60_000 : 0);
    const days = random.pick([0, 0, 1, 2, 6]);
    const end = beginDay + days * DAY_MS + random.int(15, 17) * HOUR_MS + 30 * 60_000;
    const type = random.pick([1, 1, 2, 3]);
    const createTime = workTime(random, Math.max(beginDay - random.int(7, 20) * DAY_MS, startOfDay(Date.parse(`${(station.reviewTime ?? '').replace(' ', 'T')}+08:00`)) + DAY_MS));
    const reviewTime = workTime(random, Date.parse(`${createTime.replace(' ', 'T')}+08:00`) - (Date.parse(`${createTime.replace(' ', 'T')}+08:00`) % DAY_MS) + 2 * DAY_MS);
    const beginText = formatTime(begin);
    const endText = formatTime(end);
    const nowText = formatTime(now);
    let status: number;
    let stopped = false;
    if (end <= now) {
      // Older ones further along: mostly settled, the latest still being settled, a few stopped before starting.
      const age = (now - end) / DAY_MS;
      status = age > 45 ? 6 : random.pick([4, 4, 5, 6]);
      if (random.chance(0.04)) stopped = true;
    } else if (begin <= now) status = 3;
    else status = random.pick([0, 0, 0, 1, 1, 2]);
    if (reviewTime > nowText && status !== 1) status = 1;
    // Added before it starts, and only once its station was running.
    if (createTime > nowText || createTime >= beginText || reviewTime >= beginText) continue;
    const code = `HD${formatTime(begin).slice(0, 10).replace(/-/g, '')}${String(i + 1).padStart(4, '0')}`;
    const creator = staffOf();
    const budgetYuan = random.int(4, 100) * 500;
    activities.push({
      activityCode: code,
      stationId,
      activityName: `${station.stationName.replace(/(社区招聘驿站|园区招聘驿站|高校就业驿站|零工驿站)$/, '')}${random.pick(ACTIVITY_THEMES)}`.slice(0, 50),
      activityType: type,
      beginTime: beginText,
      endTime: endText,
      provinceCode: '410000',
      cityCode: '410100',
      countyCode: station.county,
      address: station.address,
      gcj02Lng: station.gcj02Lng,
      gcj02Lat: station.gcj02Lat,
      posterKey: '',
      description: `<p>${station.stationName}组织辖区企业开展${ACTIVITY_THEMES[i % ACTIVITY_THEMES.length]}活动，现场提供岗位推荐、简历投递和政策咨询。</p>`,
      contactPerson: station.leaderName,
      contactPhone: station.servicePhone,
      planRecruit: type === 2 ? 0 : random.int(10, 80),
      planTrain: type === 1 ? 0 : random.int(10, 60),
      budget: budgetYuan * 100,
      hirePrice: type === 2 ? 0 : random.pick([200, 300, 500, 800]) * 100,
      trainPrice: type === 1 ? 0 : random.pick([100, 150, 200, 300]) * 100,
      settledAmount: 0,
      status: stopped ? 6 : status,
      rejectDesc: status === 2 ? random.pick(['活动时间与其他活动冲突，请调整', '预算金额偏高，请说明测算依据']) : '',
      stopReason: stopped ? '场地临时征用，活动取消' : '',
      creatorId: creator.id,
      creatorName: creator.realName,
      createTime,
      updateTime: createTime,
    });
    plans.push({ code, status: stopped ? 6 : status, creator, createTime, reviewTime, stopped });
    // One to three companies of the board, with their jobs there and their courses.
    const onBoard = boardOf.get(stationId) ?? [];
    const companies = [...new Set(random.shuffle(onBoard).map((j) => j.cmpyCode))].slice(0, random.int(1, 3));
    let sort = 0;
    for (const cmpyCode of companies) {
      items.push({ code, cmpyCode, kind: 0, itemCode: '', sort: sort++ });
      if (type !== 2) for (const j of onBoard.filter((x) => x.cmpyCode === cmpyCode).slice(0, 4)) items.push({ code, cmpyCode, kind: 1, itemCode: j.jobCode, sort: sort++ });
      if (type !== 1) for (const c of (coursesOf.get(cmpyCode) ?? []).slice(0, 2)) items.push({ code, cmpyCode, kind: 2, itemCode: c, sort: sort++ });
    }
  }
  for (const batch of chunks(activities, 100)) await db.insertInto('recruitStationActivity').values(batch).execute();
  const activityIdOf = new Map((await demoRepo.activityIds(db)).map((r) => [r.activityCode, Number(r.id)]));
  for (const batch of chunks(items.map(({ code, ...rest }) => ({ ...rest, activityId: activityIdOf.get(code) ?? 0 })), 500)) {
    await db.insertInto('recruitStationActivityItem').values(batch).execute();
  }

  // Flow records and settlements, from what was really counted ----------------
  const settles: NewSettle[] = [];
  for (const [index, a] of activities.entries()) {
    const plan = plans[index];
    const id = activityIdOf.get(a.activityCode) ?? 0;
    const by = { operatorId: plan.creator.id, operatorName: plan.creator.realName };
    const op = (action: string, fromState: number | null, toState: number, createTime: string, reason = '', system = false) =>
      ops.push({ subject: 2, subjectId: id, action, fromState, toState, reason, operatorId: system ? null : by.operatorId, operatorName: system ? '系统' : by.operatorName, createTime });
    op('add', null, 1, plan.createTime);
    if (plan.status === 1) continue;
    if (plan.status === 2) {
      op('reject', 1, 2, plan.reviewTime, a.rejectDesc ?? '');
      continue;
    }
    op('pass', 1, 0, plan.reviewTime);
    if (plan.stopped) {
      op('stop', 0, 6, plan.reviewTime, a.stopReason ?? '');
      continue;
    }
    if (plan.status === 0) continue;
    op('clockStart', 0, 3, a.beginTime, '', true);
    if (plan.status === 3) continue;
    op('clockEnd', 3, 4, a.endTime, '', true);
    if (plan.status === 4) continue;
    const window = { activityId: id, beginTime: a.beginTime, endTime: a.endTime };
    const [hires, trainees] = await Promise.all([hireCodes(db, window), traineeCodes(db, window)]);
    const figures = payableOf({ budget: a.budget, hirePrice: a.hirePrice, trainPrice: a.trainPrice, hires: hires.length, trainees: trainees.length });
    const endMs = Date.parse(`${a.endTime.replace(' ', 'T')}+08:00`);
    const submitTime = workTime(random, startOfDay(endMs) + random.int(1, 5) * DAY_MS);
    const agreeTime = workTime(random, startOfDay(endMs) + random.int(6, 10) * DAY_MS);
    const settleTime = workTime(random, startOfDay(endMs) + random.int(11, 20) * DAY_MS);
    const nowText = formatTime(now);
    const agreed = plan.status === 6 && agreeTime <= nowText;
    const paid = agreed && settleTime <= nowText;
    if (submitTime > nowText) {
      // Ended too recently to have been submitted: still 待结算.
      await db.updateTable('recruitStationActivity').set({ status: 4 }).where('id', '=', id).execute();
      continue;
    }
    op('submitSettle', 4, 5, submitTime);
    if (agreed) op('agree', 5, 5, agreeTime);
    if (paid) op('settle', 5, 6, settleTime);
    const reviewer = staffOf();
    settles.push({
      settleCode: `JS${a.activityCode.slice(2)}`,
      activityId: id,
      hires: hires.length,
      trainees: trainees.length,
      hireAmount: figures.hireAmount,
      trainAmount: figures.trainAmount,
      payable: figures.payable,
      capped: figures.capped ? 1 : 0,
      hireCodes: hires.join(','),
      trainCodes: trainees.join(','),
      agreeState: agreed ? 1 : 0,
      agreeReason: '',
      submitterId: plan.creator.id,
      submitterName: plan.creator.realName,
      submitTime,
      agreeName: agreed ? reviewer.realName : '',
      agreeTime: agreed ? agreeTime : '',
      channel: paid && figures.payable > 0 ? 'offline' : '',
      voucherNo: paid && figures.payable > 0 ? `ZZ${settleTime.slice(0, 10).replace(/-/g, '')}${String(index).padStart(4, '0')}` : '',
      payDate: paid && figures.payable > 0 ? settleTime.slice(0, 10) : '',
      payeeAccount: paid && figures.payable > 0 ? `6222${String(1_000_000_000_000 + index * 7919).slice(0, 12)}` : '',
      receiptKey: '',
      paidAmount: paid ? figures.payable : 0,
      settleTime: paid ? settleTime : '',
    });
    const status = paid ? 6 : 5;
    await db
      .updateTable('recruitStationActivity')
      .set({ status, settledAmount: paid ? figures.payable : 0, updateTime: paid ? settleTime : submitTime })
      .where('id', '=', id)
      .execute();
  }
  for (const batch of chunks(settles, 100)) await db.insertInto('recruitStationSettle').values(batch).execute();
  for (const batch of chunks(ops, 500)) await db.insertInto('recruitStationOperation').values(batch).execute();
}

/** A 统一社会信用代码 of a 事业单位 (登记管理部门 1, 类别 2) in the county, with its GB 32100 check character. */
function creditCode(county: string, serial: number): string {
  const first17 = `12${county}MB${String(serial).padStart(7, '0')}`;
  return first17 + creditCodeCheckChar(first17);
}
