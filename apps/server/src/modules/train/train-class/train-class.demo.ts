import { EDUCATION_OPTIONS, EMPLOY_STATE_OPTIONS, SIGN_RESULT } from '@hrbd/contract';
import type { Database, DbOrTrx } from '../../../db/database.js';
import type { Insertable } from 'kysely';
import { code32, DAY_MS, demoRandom, HOUR_MS, startOfDay, weighted, type DemoRandom } from '../../../platform/demo-random.js';
import { formatTime } from '../../../platform/time.js';
import { generateSeekers, seekerPlaces } from '../../recruit/apply-info/apply-info.demo.js';
import { demoStaff } from '../../system/user/user.service.js';
import { classableCoursesForDemo } from '../course/course.service.js';
import * as repo from './train-class.repository.js';
import type { NewClass, NewSession, NewStudent } from './train-class.table.js';

const SEED = 20_251_127;
export const CLASS_DEMO_COUNT = 250;
export const STUDENT_DEMO_COUNT = 12_000;
const PER_CLASS = STUDENT_DEMO_COUNT / CLASS_DEMO_COUNT;

/** Training sites in 郑州's counties (GCJ-02 points near the address). */
const SITES = [
  { county: '410102', address: '建设西路187号郑州市职业技能公共实训中心', point: [113.6133, 34.7483] },
  { county: '410103', address: '大学中路102号二七区职业培训学校', point: [113.6402, 34.7241] },
  { county: '410104', address: '紫荆山南路38号管城区就业服务中心', point: [113.6775, 34.7543] },
  { county: '410105', address: '花园路66号金水区人力资源市场', point: [113.6606, 34.8] },
  { county: '410106', address: '新安中路21号上街区职业技能培训基地', point: [113.3089, 34.8028] },
  { county: '410108', address: '天河路112号惠济区就业创业服务中心', point: [113.6169, 34.8675] },
  { county: '410122', address: '青年路16号中牟县职业教育中心', point: [113.9763, 34.7189] },
  { county: '410181', address: '杜甫路88号巩义市职业技能实训基地', point: [113.0224, 34.7481] },
  { county: '410182', address: '索河路59号荥阳市公共就业服务中心', point: [113.3832, 34.7869] },
  { county: '410183', address: '青屏大街201号新密市职业培训中心', point: [113.3911, 34.5394] },
  { county: '410184', address: '中华北路88号新郑市职业技能培训学校', point: [113.7407, 34.3959] },
  { county: '410185', address: '少林大道135号登封市职业技能实训中心', point: [113.0506, 34.4544] },
] as const;

const TEACHERS = ['王建国', '李红梅', '张志强', '刘晓燕', '陈立新', '杨春花', '赵德胜', '黄丽娟', '周明辉', '吴秀兰', '孙国庆', '马文静'];
const RESIGN_REASONS = ['现场签到设备故障', '手机定位异常，现场已核实', '学员到场后忘记签到，讲师确认', '请假后补课，讲师确认'];

/** Working days (Mon–Fri) from `day` on, `count` of them, as day starts. */
function workingDays(first: number, count: number): number[] {
  const days: number[] = [];
  for (let day = first; days.length < count; day += DAY_MS) {
    const weekday = new Date(day + 8 * HOUR_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day);
  }
  return days;
}

/** 1 未开班, 2 开班中, 3 已结束, 4 已结业: the class's first day relative to today. */
function firstDayFor(random: DemoRandom, status: number, count: number, today: number): number {
  switch (status) {
    case 1:
      return today + random.int(3, 40) * DAY_MS;
    case 2:
      return today - random.int(1, Math.ceil(count * 1.2)) * DAY_MS;
    case 3:
      return today - random.int(Math.ceil(count * 1.5) + 8, Math.ceil(count * 1.5) + 40) * DAY_MS;
    default:
      return today - random.int(Math.ceil(count * 1.5) + 30, 400) * DAY_MS;
  }
}

/**
 * 250 classes of every status in 郑州's counties, running the demo's offline
 * courses (已通过/已上线) for passed organisations, 48 students each (12,000,
 * valid 河南 ID numbers from the job seekers' generator), sign-ins of every
 * outcome for the sessions held, and 结业 results for the classes ended.
 */
export async function seedClassDemo(db: DbOrTrx, options: { now?: number } = {}): Promise<void> {
  const random = demoRandom(SEED);
  const now = options.now ?? Date.now();
  const today = startOfDay(now);
  const nowText = formatTime(now);
  const { courses, organisations } = await classableCoursesForDemo(db);
  if (courses.length === 0 || organisations.length === 0) return;
  const staff = await demoStaff(db, '培训管理员');
  const people = generateSeekers(random, STUDENT_DEMO_COUNT, await seekerPlaces(db), today - 30 * DAY_MS);

  const classes: NewClass[] = [];
  const sessionsByClass = new Map<string, Array<Omit<NewSession, 'classId'>>>();
  for (let i = 0; i < CLASS_DEMO_COUNT; i++) {
    const status = i < 40 ? (i % 4) + 1 : weighted(random, [[1, 15], [2, 15], [3, 20], [4, 50]] as const);
    const course = random.pick(courses);
    const organisation = organisations.find((o) => o.cmpyCode === course.cmpyCode) ?? random.pick(organisations);
    const site = SITES.find((s) => s.county === organisation.countyCode) ?? random.pick(SITES);
    const count = random.int(4, 10);
    const days = workingDays(firstDayFor(random, status, count, today), count);
    const morning = random.chance(0.6);
    const sessions = days.map((day, n) => {
      const begin = day + (morning ? 9 : 14) * HOUR_MS + (random.chance(0.3) ? 30 * 60_000 : 0);
      return { sessionNo: n + 1, beginTime: formatTime(begin), endTime: formatTime(begin + 3 * HOUR_MS) };
    });
    // Made some days before the first session, and always in the past.
    const createdDay = Math.min(days[0] - random.int(5, 20) * DAY_MS, today - 2 * DAY_MS);
    const created = createdDay + random.int(9, 16) * HOUR_MS + random.int(0, 59) * 60_000;
    const creator = random.pick(staff);
    const classCode = code32(random);
    const month = formatTime(days[0]).slice(0, 7).replace('-', '年');
    classes.push({
      classCode,
      className: `${course.courseName}${month}月班`,
      courseCode: course.courseCode,
      courseName: course.courseName,
      cmpyCode: organisation.cmpyCode,
      cmpyName: organisation.cmpyName,
      teachers: JSON.stringify(random.shuffle(TEACHERS).slice(0, random.int(1, 3))),
      capacity: PER_CLASS + random.int(0, 12),
      beginDate: sessions[0].beginTime.slice(0, 10),
      endDate: sessions[sessions.length - 1].endTime.slice(0, 10),
      firstBegin: sessions[0].beginTime,
      lastEnd: sessions[sessions.length - 1].endTime,
      provinceCode: '410000',
      cityCode: '410100',
      countyCode: site.county,
      address: site.address,
      gcj02Lng: site.point[0],
      gcj02Lat: site.point[1],
      signRadius: weighted(random, [[0, 20], [300, 30], [500, 40], [1000, 10]] as const),
      passRate: random.chance(0.8) ? 80 : 70,
      finishState: status === 4 ? 1 : 0,
      finishTime: status === 4 ? formatTime(Math.min(now, new Date(`${sessions[sessions.length - 1].endTime.replace(' ', 'T')}+08:00`).getTime() + random.int(1, 3) * DAY_MS)) : '',
      creatorId: creator.id,
      creatorName: creator.realName,
      createTime: formatTime(created),
      updateTime: formatTime(created),
    });
    sessionsByClass.set(classCode, sessions);
  }
  await repo.insertClasses(db, classes);
  const ids = new Map((await repo.idsOfClasses(db, classes.map((c) => c.classCode))).map((r) => [r.classCode, Number(r.id)]));
  const sessionRows: NewSession[] = [];
  for (const [classCode, sessions] of sessionsByClass) for (const s of sessions) sessionRows.push({ ...s, classId: ids.get(classCode)! });
  await repo.insertSessions(db, sessionRows);

  // Sign-ins first (in memory), then each student's 结业 from them.
  const students: NewStudent[] = [];
  const plans: Array<{ studentCode: string; classCode: string; results: Array<{ sessionNo: number; result: number; signTime: string; reason: string }> }> = [];
  classes.forEach((klass, c) => {
    const sessions = sessionsByClass.get(klass.classCode)!;
    const diligent = random.next();
    for (let k = 0; k < PER_CLASS; k++) {
      const person = people[c * PER_CLASS + k];
      const studentCode = code32(random);
      const results: (typeof plans)[number]['results'] = [];
      for (const s of sessions) {
        if (s.endTime > nowText) continue;
        const begin = new Date(`${s.beginTime.replace(' ', 'T')}+08:00`).getTime();
        const outcome = weighted(random, [[SIGN_RESULT.onTime, 80 + diligent * 10], [SIGN_RESULT.late, 8], [SIGN_RESULT.resign, 3], [SIGN_RESULT.absent, 9 - diligent * 4]] as const);
        if (outcome === SIGN_RESULT.absent) continue;
        const signAt =
          outcome === SIGN_RESULT.onTime
            ? begin - random.int(0, 30) * 60_000 + random.int(0, 40) * 15_000
            : outcome === SIGN_RESULT.late
              ? begin + random.int(11, 50) * 60_000
              : begin + 3 * HOUR_MS + random.int(1, 48) * HOUR_MS;
        if (signAt > now) continue;
        results.push({ sessionNo: s.sessionNo, result: outcome, signTime: formatTime(signAt), reason: outcome === SIGN_RESULT.resign ? random.pick(RESIGN_REASONS) : '' });
      }
      const attendance = sessions.length === 0 ? 0 : Math.floor((results.length * 100) / sessions.length);
      const ended = klass.finishState === 1;
      const passed = attendance >= klass.passRate;
      const createdDay = startOfDay(new Date(`${klass.createTime.replace(' ', 'T')}+08:00`).getTime());
      const joined = formatTime(Math.min(createdDay + random.int(1, 4) * DAY_MS, today - DAY_MS) + random.int(9, 16) * HOUR_MS + random.int(0, 3599) * 1000);
      students.push({
        studentCode,
        classId: ids.get(klass.classCode)!,
        usrName: person.usrName,
        idCard: person.idCard,
        mobile: person.mobile,
        education: random.pick(EDUCATION_OPTIONS),
        employState: random.pick(EMPLOY_STATE_OPTIONS),
        finishState: ended ? (passed ? 1 : 2) : 0,
        finishReason: ended && !passed ? `出勤率${attendance}%，低于${klass.passRate}%` : '',
        createTime: joined,
        updateTime: ended ? (klass.finishTime as string) : joined,
      });
      plans.push({ studentCode, classCode: klass.classCode, results });
    }
  });
  await repo.insertStudents(db, students);

  const classIds = [...ids.values()];
  const sessionId = new Map((await repo.sessionIdsOf(db, classIds)).map((s) => [`${s.classId}:${s.sessionNo}`, Number(s.id)]));
  const studentId = new Map((await repo.studentIdsOf(db, classIds)).map((s) => [s.studentCode, Number(s.id)]));
  const signIns: Array<Insertable<Database['trainSignIn']>> = [];
  for (const plan of plans) {
    const classId = ids.get(plan.classCode)!;
    const klass = classes.find((k) => k.classCode === plan.classCode)!;
    for (const r of plan.results) {
      const resign = r.result === SIGN_RESULT.resign;
      const offset = resign || klass.signRadius === 0 ? null : random.int(5, Math.max(10, Math.floor(klass.signRadius * 0.8)));
      signIns.push({
        sessionId: sessionId.get(`${classId}:${r.sessionNo}`)!,
        studentId: studentId.get(plan.studentCode)!,
        result: r.result,
        signTime: r.signTime,
        distance: offset,
        gcj02Lng: resign ? null : klass.gcj02Lng,
        gcj02Lat: resign ? null : klass.gcj02Lat + (offset ?? 0) / 111_000,
        reason: r.reason,
        operatorId: resign ? klass.creatorId : null,
        operatorName: resign ? (klass.creatorName as string) : '',
      });
    }
  }
  await repo.insertSignInsForDemo(db, signIns);
}
