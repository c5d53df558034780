import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { textFilter } from '../core/fields.js';
import { perm } from '../system/resource-tree.js';

/**
 * 数据看板 of the 培训系统 (`/trainHome`): the ten `/train/statis/yj/*` rows.
 * Every one takes the same input — a month range (at most 24 months, by
 * default the last 12 up to this month, Asia/Shanghai), an optional training
 * organisation and an optional county — and lists every month of the range,
 * zeros included. Figures are read from the training records through the
 * training services and follow the caller's 数据权限: courses by their
 * address's or organisation's county, classes by their address, applications
 * by their course, students and sign-ins by their class.
 *
 * What a month counts: a course in the month it was created, an application
 * in the month it was made, a class in the month it begins, a student in the
 * month they joined a class, a session (签到) in the month it began.
 */

/** The longest range a query may ask for, and the range when none is given. */
export const TRAIN_STATS_MAX_MONTHS = 24;
export const TRAIN_STATS_DEFAULT_MONTHS = 12;
/** How many courses or organisations a ranking names; the rest are summed into 其他. */
export const TRAIN_STATS_TOP_N = 10;
export const TRAIN_STATS_OTHER_NAME = '其他';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const statMonth = (label: string) =>
  z
    .preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.string().regex(MONTH, { error: `${label}格式应为 YYYY-MM` }).optional(),
    )
    .describe(label);

/** The labels the 400s name (reversed or longer ranges are judged by the server, which knows this month). */
export const TRAIN_STATS_FIELD_LABELS = { beginMonth: '统计开始月份', endMonth: '统计结束月份' } as const;

export const trainStatsQuery = z.object({
  beginMonth: statMonth(TRAIN_STATS_FIELD_LABELS.beginMonth),
  endMonth: statMonth(TRAIN_STATS_FIELD_LABELS.endMonth),
  cmpyCode: textFilter('培训机构'),
  countyCode: textFilter('所属区县', 6),
});
export type TrainStatsQuery = z.infer<typeof trainStatsQuery>;

const count = z.number().int();
/** Percent with two decimals. */
const rate = z.number();

/** The range the figures cover (YYYY-MM), as the server read the input. */
const rangeShape = { beginMonth: z.string(), endMonth: z.string() };

export const courseInfoStatis = z.object({
  ...rangeShape,
  courseCount: count,
  checkCount: count,
  passCount: count,
  onlineCount: count,
  offlineCount: count,
  /** 线上课程 / 线下课程. */
  lineCourseCount: count,
  siteCourseCount: count,
  /** 平台课程 / 机构课程 / 自定义课程. */
  platformCount: count,
  cmpyCount: count,
  customCount: count,
  /** Applications made in the range to the courses counted by the filters (any creation month). */
  applyCount: count,
});
export type CourseInfoStatis = z.infer<typeof courseInfoStatis>;

export const courseMonthRow = z.object({ month: z.string(), courseCount: count, lineCourseCount: count, siteCourseCount: count });
export type CourseMonthRow = z.infer<typeof courseMonthRow>;

export const classStatis = z.object({
  ...rangeShape,
  classCount: count,
  /** 未开班 / 开班中 / 已结束 now, by the sessions against the clock; 已结业 as stored. */
  notStartedCount: count,
  ongoingCount: count,
  endedCount: count,
  finishedCount: count,
  capacity: count,
  studentCount: count,
});
export type ClassStatis = z.infer<typeof classStatis>;

export const courseClassMonthRow = z.object({ month: z.string(), courseCount: count, classCount: count });
export type CourseClassMonthRow = z.infer<typeof courseClassMonthRow>;

export const courseStudentMonthRow = z.object({ month: z.string(), applyCount: count, studentCount: count });
export type CourseStudentMonthRow = z.infer<typeof courseStudentMonthRow>;

/** A course with the classes beginning in the range and their students; code '' is 其他. */
export const courseClassStudentRow = z.object({ courseCode: z.string(), courseName: z.string(), classCount: count, studentCount: count });
export type CourseClassStudentRow = z.infer<typeof courseClassStudentRow>;

export const useRateMonthRow = z.object({ month: z.string(), classCount: count, capacity: count, studentCount: count, rate });
export type UseRateMonthRow = z.infer<typeof useRateMonthRow>;
export const classUseRate = z.object({
  ...rangeShape,
  capacity: count,
  studentCount: count,
  /** Enrolment ÷ capacity of the classes beginning in the range, percent; 0 without capacity. */
  rate,
  months: z.array(useRateMonthRow),
});
export type ClassUseRate = z.infer<typeof classUseRate>;

/** An organisation with its 机构课程 created in the range and their share; code '' is 其他. */
export const cmpyCourseRow = z.object({ cmpyCode: z.string(), cmpyName: z.string(), courseCount: count, rate });
export type CmpyCourseRow = z.infer<typeof cmpyCourseRow>;
export const cmpyCourse = z.object({ ...rangeShape, courseCount: count, rows: z.array(cmpyCourseRow) });
export type CmpyCourse = z.infer<typeof cmpyCourse>;

/** Sessions begun in the month and already over: 应到 (roster × sessions), 已签到, 迟到, 补签, 缺勤 and the attendance rate. */
export const signInMonthRow = z.object({
  month: z.string(),
  sessionCount: count,
  expectedCount: count,
  signedCount: count,
  lateCount: count,
  resignCount: count,
  absentCount: count,
  rate,
});
export type SignInMonthRow = z.infer<typeof signInMonthRow>;

/** One slice of a share; shares of a list add up to exactly 100. */
export const shareRow = z.object({ code: z.string(), name: z.string(), count, rate });
export type ShareRow = z.infer<typeof shareRow>;
export const studentStatis = z.object({
  ...rangeShape,
  studentCount: count,
  gender: z.array(shareRow),
  age: z.array(shareRow),
  education: z.array(shareRow),
  /** Students per county of their class (for the region map). */
  county: z.array(shareRow),
});
export type StudentStatis = z.infer<typeof studentStatis>;

/** Age bands by completed years at the time of the query (from the ID number's birth date). */
export const TRAIN_AGE_BANDS = [
  { code: '0-24', name: '24岁及以下', max: 24 },
  { code: '25-34', name: '25-34岁', max: 34 },
  { code: '35-44', name: '35-44岁', max: 44 },
  { code: '45-54', name: '45-54岁', max: 54 },
  { code: '55+', name: '55岁及以上', max: Infinity },
] as const;

const access = { permission: perm.train.home.list };
const stat = <P extends string, R extends z.ZodType>(path: P, summary: string, response: R) =>
  ({ method: 'POST', path: `/train/statis/yj/${path}` as `/train/statis/yj/${P}`, summary, access, audit: false, body: trainStatsQuery, response }) as const;

export const trainStatisticsApi = defineEndpoints('stats', 'trainStatistics', {
  courseInfoStatis: stat('courseInfoStatis', '查询课程总量（按状态、类型、性质）与报名人数', courseInfoStatis),
  courseInfoMon: stat('courseInfoMon', '查询每月新增课程', z.array(courseMonthRow)),
  classStatis: stat('classStatis', '查询班级总量（按开班状态）与容量、学员数', classStatis),
  courseClassMon: stat('courseClassMon', '查询每月新增课程与开班数', z.array(courseClassMonthRow)),
  courseStudentMon: stat('courseStudentMon', '查询每月报名人数与新增学员', z.array(courseStudentMonthRow)),
  courseClassStudent: stat('courseClassStudent', '查询课程的开班数与学员数排名', z.array(courseClassStudentRow)),
  classUseRate: stat('classUseRate', '查询班级使用率（报名人数÷班级容量）', classUseRate),
  cmpyCourse: stat('cmpyCourse', '查询培训机构的机构课程数量与占比', cmpyCourse),
  courseSignIn: stat('courseSignIn', '查询每月签到情况', z.array(signInMonthRow)),
  studentStatis: stat('studentStatis', '查询学员性别、年龄、学历与区县分布', studentStatis),
});
