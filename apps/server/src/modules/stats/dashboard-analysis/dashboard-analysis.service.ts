import {
  APPLY_ANALYSIS_TOP_N,
  APPLY_STATES,
  COLLEGE_APPROVE_TYPES,
  COURSE_APPROVE_TYPES,
  JOB_APPROVE_TYPES,
  STATION_STATES,
  TRAIN_APPLY_STATES,
  TREE_TYPES,
  type CategoryHireRow,
  type CompanyDayRow,
  type CourseApplyDayRow,
  type CourseShares,
  type JobDayRow,
  type JobIndexFigures,
  type SeekerDayRow,
  type SubsystemTotals,
} from '@hrbd/contract';
import type { Actor, AppDeps } from '../../../platform/context.js';
import type { DataScope } from '../../../platform/data-scope.js';
import { studentFigures } from '../../college/statistics/statistics.service.js';
import { pageColleges } from '../../college/college/college.service.js';
import { nodesByCode } from '../../common/tree-data/tree-data.service.js';
import { companyTrend } from '../../company/statistics/statistics.service.js';
import { trendRange } from '../../company/statistics/trend.js';
import { countByStatus as activityCounts } from '../../station/activity/activity.service.js';
import { countByState as stationCounts } from '../../station/station/station.service.js';
import { countByState as courseCounts } from '../../train/course/course.service.js';
import { applicationsPerCourse, applicationsPerDay, countByState as courseApplyCounts } from '../../train/train-apply/train-apply.service.js';
import { applicationsPerCategory, applyTrend, dashboardTotals, jobFigures, topWithOther } from '../recruit-dashboard/recruit-dashboard.service.js';
import * as repo from './dashboard-analysis.repository.js';

export interface DayRangeInput {
  beginTime?: string;
  endTime?: string;
}

/** The days of a range as the dashboard reads them (trendRange: 30 by default, at most 366), first and last. */
function daysOf(input: DayRangeInput) {
  const range = trendRange('day', input.beginTime, input.endTime);
  return { ...range, firstDay: range.periods[0], lastDay: range.periods[range.periods.length - 1] };
}

const sum = (values: Iterable<number>) => [...values].reduce((total, n) => total + n, 0);

/** index: jobs 审核中, 已上线 and every one on record. */
export async function jobIndex(deps: AppDeps, scope: DataScope): Promise<JobIndexFigures> {
  const jobs = await jobFigures(deps, scope);
  return { checkCountNum: jobs.checkCount, onlineCountNum: jobs.onlineCount, historyCountNum: jobs.total };
}

/**
 * getByDate, per day: jobs submitted for review (created, or sent back to
 * review by an edit), passed, moved into 已上线 and out of it (下线, 结束 or
 * 强制下线 of an online job), from the jobs' move records.
 */
export async function jobsByDay(deps: AppDeps, scope: DataScope, input: DayRangeInput): Promise<JobDayRow[]> {
  const range = daysOf(input);
  const [created, moves] = await Promise.all([
    repo.jobsCreatedPerDay(deps.db, scope, range.from, range.to),
    repo.jobMovesPerDay(deps.db, scope, range.from, range.to),
  ]);
  const byDay = new Map<string, JobDayRow>(
    range.periods.map((dateDay) => [dateDay, { dateDay, subCount: created.get(dateDay) ?? 0, passCount: 0, onlineCount: 0, offlineCount: 0 }]),
  );
  const online = JOB_APPROVE_TYPES.online;
  for (const move of moves) {
    const row = byDay.get(move.day);
    if (!row) continue;
    if (move.toState === JOB_APPROVE_TYPES.review) row.subCount += move.n;
    if (move.action === 'pass') row.passCount += move.n;
    if (move.toState === online && move.fromState !== online) row.onlineCount += move.n;
    if (move.fromState === online && move.toState !== online) row.offlineCount += move.n;
  }
  return [...byDay.values()];
}

/** Hires ÷ applications in percent, two decimals; 0 without applications. */
export const hireRate = (hires: number, applications: number): number => (applications === 0 ? 0 : Math.round((hires * 10_000) / applications) / 100);

/**
 * jobApplyAnalysis: the ten 中类 with most applications made in the range,
 * then 其他; each with how many of those applications are now 已录用 and that
 * share of its applications.
 */
export async function categoryApplications(deps: AppDeps, scope: DataScope, input: DayRangeInput): Promise<CategoryHireRow[]> {
  const range = daysOf(input);
  const [delivered, hired, tree] = await Promise.all([
    applicationsPerCategory(deps, scope, range.firstDay, range.lastDay),
    repo.applicationsInStatePerCategory(deps.db, scope, APPLY_STATES.hired, range.from, range.to),
    nodesByCode(deps.db, TREE_TYPES.jobCategory),
  ]);
  const ranked = topWithOther(
    delivered.map((c) => ({ code: c.code, name: tree.get(c.code)?.name ?? c.code, count: c.n })),
    APPLY_ANALYSIS_TOP_N,
  );
  const namedHires = sum(ranked.slices.filter((s) => s.code !== '').map((s) => hired.get(s.code) ?? 0));
  return ranked.slices.map((s) => {
    const hireCount = s.code === '' ? sum(hired.values()) - namedHires : (hired.get(s.code) ?? 0);
    return { categorieCode: s.code, categorieName: s.name, deliverCount: s.count, hireCount, rate: hireRate(hireCount, s.count) };
  });
}

/** queryDataTrend, per day: job seekers who registered, applications made and how many of those are now 已录用. */
export async function seekerTrend(deps: AppDeps, scope: DataScope, input: DayRangeInput): Promise<SeekerDayRow[]> {
  const range = daysOf(input);
  const [seekers, applications] = await Promise.all([repo.seekersPerDay(deps.db, scope, range.from, range.to), applyTrend(deps, scope, input)]);
  return applications.map((a) => ({ dateDay: a.dateDay, userCount: seekers.get(a.dateDay) ?? 0, deliverCount: a.deliverCount, hireCount: a.hireCount }));
}

/** queryCmpyDayStatistics: the company statistics' day trend (cmpyTrend's rule), registrations and passes. */
export async function companiesByDay(deps: AppDeps, scope: DataScope, input: DayRangeInput): Promise<CompanyDayRow[]> {
  const rows = await companyTrend(deps, scope, 'day', input.beginTime, input.endTime);
  return rows.map((r) => ({ dateDay: r.date, subCount: r.subCount, passCount: r.passCount }));
}

/** queryStatistics: each sub-system's totals within the caller's scope, through that sub-system's own services. */
export async function subsystemTotals(deps: AppDeps, actor: Actor): Promise<SubsystemTotals> {
  const scope = actor.scope;
  const [recruit, courses, courseApplications, colleges, students, stations, activities] = await Promise.all([
    dashboardTotals(deps, scope),
    courseCounts(deps, scope, {}),
    courseApplyCounts(deps, scope, {}),
    pageColleges(deps, scope, { pageNum: 1, pageSize: 1 }),
    studentFigures(deps, scope, {}),
    stationCounts(deps, actor, {}),
    activityCounts(deps, actor, {}),
  ]);
  return {
    recruit: {
      companyCount: recruit.company.passCount,
      onlineJobCount: recruit.job.onlineCount,
      applyCount: recruit.apply.total,
      hireCount: recruit.apply.hireCount,
    },
    train: {
      onlineCourseCount: courses.find((c) => c.approveType === COURSE_APPROVE_TYPES.online)?.count ?? 0,
      courseCount: sum(courses.map((c) => c.count)),
      applyCount: sum(courseApplications.map((a) => a.count)),
    },
    college: {
      collegeCount: colleges.counts.find((c) => c.approveType === COLLEGE_APPROVE_TYPES.passed)?.couNum ?? 0,
      readingCount: students.reading,
    },
    station: {
      runningCount: stations.find((s) => s.approveState === STATION_STATES.running)?.count ?? 0,
      stationCount: sum(stations.map((s) => s.count)),
      activityCount: sum(activities.map((a) => a.count)),
    },
  };
}

/** queryStatisticsApplyDay (报名趋势), per day: course applications 意向登记, and online ones (未支付 or 已支付). */
export async function courseApplyTrend(deps: AppDeps, scope: DataScope, input: DayRangeInput): Promise<CourseApplyDayRow[]> {
  const range = daysOf(input);
  const byDay = new Map<string, CourseApplyDayRow>(range.periods.map((dateDay) => [dateDay, { dateDay, intentionCount: 0, onlineCount: 0 }]));
  for (const { day, applyState, n } of await applicationsPerDay(deps.db, scope, range.from, range.to)) {
    const row = byDay.get(day);
    if (!row) continue;
    if (applyState === TRAIN_APPLY_STATES.intent) row.intentionCount += n;
    else row.onlineCount += n;
  }
  return [...byDay.values()];
}

/** queryStatisticsCourse (课程TOP3占比): the three courses with most applications in the range, then 其他, shares adding up to 100.00. */
export async function courseShares(deps: AppDeps, scope: DataScope, input: DayRangeInput): Promise<CourseShares> {
  const range = daysOf(input);
  const perCourse = await applicationsPerCourse(deps.db, scope, range.from, range.to);
  const top = topWithOther(perCourse.map((c) => ({ code: c.courseCode, name: c.courseName, count: c.n })));
  return {
    beginDay: range.firstDay,
    endDay: range.lastDay,
    total: top.total,
    courses: top.slices.map((s) => ({ courseCode: s.code, courseName: s.name, count: s.count, rate: s.rate })),
  };
}
