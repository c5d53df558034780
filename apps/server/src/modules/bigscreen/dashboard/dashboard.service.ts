import {
  addMonths,
  AGE_BANDS,
  BIGSCREEN_CATEGORY_TOP_N,
  BIGSCREEN_INDUSTRY_TOP_N,
  BIGSCREEN_OTHER_NAME,
  BIGSCREEN_TREND_MONTHS,
  COMPANY_SCALE_LABELS,
  COURSE_APPROVE_TYPES,
  EDUCATION_LEVEL_LABELS,
  EDUCATION_LEVELS,
  figureOf,
  monthsEnding,
  STATION_STATES,
  TREE_TYPES,
  type ApplyDayAnalysis,
  type BigscreenSummary,
  type CategoryApply,
  type CategoryGap,
  type CompanyOverview,
  type CompanyStatistics,
  type NewCompanyRow,
  type Page,
  type RecruitingCompanyRow,
  type RecruitTrend,
  type ShareSlice,
  type TrainApplyTrend,
  type TrainCompanyRow,
  type UserCountResult,
  type UserEducation,
  type UserPortrait,
} from '@hrbd/contract';
import type { Actor, AppDeps } from '../../../platform/context.js';
import type { DataScope } from '../../../platform/data-scope.js';
import { percentShares } from '../../../platform/percent-shares.js';
import { regionIndex } from '../../common/region/region.service.js';
import { nodesByCode, rootOf } from '../../common/tree-data/tree-data.service.js';
import { topWithOther, applicationsPerDayAndState } from '../../stats/recruit-dashboard/recruit-dashboard.service.js';
import { countByState as stationCounts } from '../../station/station/station.service.js';
import { countByState as courseCounts, organisationCourseCounts } from '../../train/course/course.service.js';
import { applicationsPerMonth, countByState as trainApplyCounts } from '../../train/train-apply/train-apply.service.js';
import { asOf, daysOf, lastDay } from '../report-month.js';
import * as repo from './dashboard.repository.js';

/**
 * The 数据大屏's own figures. "As of a month" sums the month counters up to
 * it (a company passed by its end, a job seeker registered by it); the
 * figures of now (jobs online, 岗位缺口) are the counters of now whatever the
 * month, as no history of them is kept.
 */

const HIRED = '4';
const total = (counts: ReadonlyMap<string, number>) => [...counts.values()].reduce((sum, n) => sum + n, 0);
const page = <T>(rows: readonly T[], pageNum: number, pageSize: number): T[] => rows.slice((pageNum - 1) * pageSize, pageNum * pageSize);

async function regionName(deps: AppDeps): Promise<(code: string) => string> {
  const index = await regionIndex(deps.db);
  return (code) => index.find(code)?.name ?? code;
}

/** A per-month subject summed over its codes, for each of `months`. */
async function monthTotals(deps: AppDeps, scope: DataScope, subject: repo.MonthSubject, months: readonly string[], code?: string): Promise<Map<string, number>> {
  const rows = await repo.sumPerMonth(deps.db, scope, subject, months[0], months[months.length - 1]);
  const byMonth = new Map(months.map((m) => [m, 0]));
  for (const r of rows) if (code === undefined || r.code === code) byMonth.set(r.month, (byMonth.get(r.month) ?? 0) + r.n);
  return byMonth;
}

/** A figure as of the month's end with its 环比, over every code or one. */
function asOfFigure(counts: repo.AsOfCounts, code?: string) {
  const pick = (side: 'now' | 'before') =>
    code === undefined ? [...counts.values()].reduce((sum, c) => sum + c[side], 0) : (counts.get(code)?.[side] ?? 0);
  return figureOf(pick('now'), pick('before'));
}

async function inMonthFigure(deps: AppDeps, scope: DataScope, subject: repo.MonthSubject, month: string) {
  const totals = await monthTotals(deps, scope, subject, [addMonths(month, -1), month]);
  return figureOf(totals.get(month) ?? 0, totals.get(addMonths(month, -1)) ?? 0);
}

function shareSlices(entries: ReadonlyArray<{ code: string; name: string; count: number }>, top: number): ShareSlice[] {
  return topWithOther(entries, top).slices.map((s) => ({ code: s.code, name: s.code === '' ? BIGSCREEN_OTHER_NAME : s.name, count: s.count, rate: s.rate }));
}

// ---------------------------------------------------------------------------
// Companies
// ---------------------------------------------------------------------------

export async function companyOverview(deps: AppDeps, scope: DataScope, month: string): Promise<CompanyOverview> {
  const [passed, newCount, industries, tree] = await Promise.all([
    repo.sumAsOf(deps.db, scope, 'cmpy_pass_scale', month),
    inMonthFigure(deps, scope, 'cmpy_new', month),
    repo.sumUpTo(deps.db, scope, 'cmpy_pass_industry', month),
    nodesByCode(deps.db, TREE_TYPES.industry),
  ]);
  const sections = new Map<string, { code: string; name: string; count: number }>();
  for (const [code, n] of industries) {
    const root = rootOf(tree, code);
    const key = root?.code ?? code;
    const section = sections.get(key) ?? { code: key, name: root?.name ?? code, count: 0 };
    section.count += n;
    sections.set(key, section);
  }
  const scaleCounts = Object.keys(COMPANY_SCALE_LABELS).map((code) => passed.get(code)?.now ?? 0);
  const scaleRates = percentShares(scaleCounts);
  return {
    month,
    passCount: asOfFigure(passed),
    newCount,
    industries: shareSlices([...sections.values()], BIGSCREEN_INDUSTRY_TOP_N),
    scales: Object.entries(COMPANY_SCALE_LABELS).map(([code, name], i) => ({ code, name, count: scaleCounts[i], rate: scaleRates[i] })),
  };
}

export async function companyStatistics(deps: AppDeps, scope: DataScope, month: string): Promise<CompanyStatistics> {
  const [rows, nameOf] = await Promise.all([repo.sumPerCountyUpTo(deps.db, scope, 'cmpy_new', month), regionName(deps)]);
  const counties = new Map<string, CompanyStatistics['counties'][number]>();
  const sums = { total: 0, checkCount: 0, passCount: 0, rejectCount: 0 };
  for (const r of rows) {
    const county = counties.get(r.county) ?? { countyCode: r.county, countyName: nameOf(r.county), total: 0, checkCount: 0, passCount: 0, rejectCount: 0 };
    const field = r.code === '0' ? 'checkCount' : r.code === '1' ? 'passCount' : 'rejectCount';
    county[field] += r.n;
    county.total += r.n;
    sums[field] += r.n;
    sums.total += r.n;
    counties.set(r.county, county);
  }
  return {
    month,
    ...sums,
    counties: [...counties.values()].filter((c) => c.total > 0).sort((a, b) => b.total - a.total || a.countyCode.localeCompare(b.countyCode)),
  };
}

export async function newestCompanies(deps: AppDeps, scope: DataScope, input: { reportTime: string; pageNum: number; pageSize: number }): Promise<Page<NewCompanyRow>> {
  const month = input.reportTime;
  const [rows, passed, tree, nameOf] = await Promise.all([
    repo.newestPassed(deps.db, scope, asOf(month), (input.pageNum - 1) * input.pageSize, input.pageSize),
    repo.sumUpTo(deps.db, scope, 'cmpy_pass_scale', month),
    nodesByCode(deps.db, TREE_TYPES.industry),
    regionName(deps),
  ]);
  return {
    total: total(passed),
    records: rows.map((r) => ({
      cmpyCode: r.cmpyCode,
      cmpyName: r.cmpyName,
      industryName: tree.get(r.industryCode)?.name ?? r.industryCode,
      cmpyScale: Number(r.cmpyScale),
      countyCode: r.countyCode,
      countyName: nameOf(r.countyCode),
      approveTime: r.approveTime ?? '',
    })),
  };
}

export async function recruitingCompanies(deps: AppDeps, scope: DataScope, input: { pageNum: number; pageSize: number }): Promise<Page<RecruitingCompanyRow>> {
  const { total: companyCount, rows } = await repo.recruitingPage(deps.db, scope, (input.pageNum - 1) * input.pageSize, input.pageSize);
  const codes = rows.map((r) => r.code);
  const [companies, applications, nameOf] = await Promise.all([repo.companyNames(deps.db, codes), repo.sumNowOf(deps.db, scope, 'online_cmpy_apply', codes), regionName(deps)]);
  const byCode = new Map(companies.map((c) => [c.cmpyCode, c]));
  return {
    total: companyCount,
    records: rows.map((r) => ({
      cmpyCode: r.code,
      cmpyName: byCode.get(r.code)?.cmpyName ?? r.code,
      countyName: nameOf(byCode.get(r.code)?.countyCode ?? ''),
      jobCount: r.jobs,
      headcount: r.headcount,
      applyCount: applications.get(r.code) ?? 0,
    })),
  };
}

// ---------------------------------------------------------------------------
// Recruitment
// ---------------------------------------------------------------------------

export async function recruitTrend(deps: AppDeps, scope: DataScope, month: string): Promise<RecruitTrend> {
  const months = monthsEnding(month, BIGSCREEN_TREND_MONTHS);
  const [jobs, headcount, applications, hires] = await Promise.all([
    monthTotals(deps, scope, 'job_online', months),
    monthTotals(deps, scope, 'job_online_headcount', months),
    monthTotals(deps, scope, 'apply', months),
    monthTotals(deps, scope, 'apply', months, HIRED),
  ]);
  return {
    month,
    months: months.map((m) => ({ month: m, onlineJobCount: jobs.get(m) ?? 0, headcount: headcount.get(m) ?? 0, applyCount: applications.get(m) ?? 0, hireCount: hires.get(m) ?? 0 })),
  };
}

export async function applyDays(deps: AppDeps, scope: DataScope, month: string): Promise<ApplyDayAnalysis> {
  const days = daysOf(month);
  const rows = days.length === 0 ? [] : await applicationsPerDayAndState(deps, scope, days[0], days[days.length - 1]);
  const byDay = new Map(days.map((d) => [d, { dateDay: d, total: 0, newCount: 0, screenCount: 0, interviewCount: 0, hireCount: 0, unsuitableCount: 0 }]));
  const field = { 0: 'newCount', 3: 'screenCount', 5: 'interviewCount', 4: 'hireCount', 6: 'unsuitableCount' } as const;
  for (const r of rows) {
    const day = byDay.get(r.day);
    const key = field[r.state as keyof typeof field];
    if (!day || !key) continue;
    day[key] += r.n;
    day.total += r.n;
  }
  return { month, days: [...byDay.values()] };
}

/** Every 中类 with jobs online now: 现有岗位数, their hires and the gap, most headcount first. */
export async function allCategoryGaps(deps: AppDeps, scope: DataScope): Promise<CategoryGap['rows']> {
  const [headcounts, hires, tree] = await Promise.all([
    repo.sumNow(deps.db, scope, 'online_headcount'),
    repo.sumNow(deps.db, scope, 'online_hire'),
    nodesByCode(deps.db, TREE_TYPES.jobCategory),
  ]);
  return [...headcounts]
    .map(([code, headcount]) => {
      const hireCount = hires.get(code) ?? 0;
      return { categorieCode: code, categorieName: tree.get(code)?.name ?? code, headcount, hireCount, gapCount: Math.max(0, headcount - hireCount) };
    })
    .sort((a, b) => b.headcount - a.headcount || a.categorieCode.localeCompare(b.categorieCode));
}

export async function categoryGap(deps: AppDeps, scope: DataScope, month: string): Promise<CategoryGap> {
  return { month, rows: (await allCategoryGaps(deps, scope)).slice(0, BIGSCREEN_CATEGORY_TOP_N) };
}

export async function categoryApplications(deps: AppDeps, scope: DataScope, month: string): Promise<CategoryApply> {
  const [rows, tree] = await Promise.all([repo.sumPerMonth(deps.db, scope, 'apply_category', month, month), nodesByCode(deps.db, TREE_TYPES.jobCategory)]);
  const { total: sum, slices } = topWithOther(
    rows.map((r) => ({ code: r.code, name: tree.get(r.code)?.name ?? r.code, count: r.n })),
    BIGSCREEN_CATEGORY_TOP_N,
  );
  return { month, total: sum, rows: slices.map((s) => ({ categorieCode: s.code, categorieName: s.code === '' ? BIGSCREEN_OTHER_NAME : s.name, applyCount: s.count })) };
}

// ---------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------

export async function userCount(deps: AppDeps, scope: DataScope, month: string): Promise<UserCountResult> {
  const [status, newCount] = await Promise.all([repo.sumAsOf(deps.db, scope, 'seeker_status', month), inMonthFigure(deps, scope, 'seeker_status', month)]);
  return { month, total: asOfFigure(status), newCount, employedCount: status.get('1')?.now ?? 0, unemployedCount: status.get('0')?.now ?? 0 };
}

export async function userPortrait(deps: AppDeps, scope: DataScope, month: string): Promise<UserPortrait> {
  const [perCounty, genders, births, nameOf] = await Promise.all([
    repo.sumPerCountyUpTo(deps.db, scope, 'seeker_gender', month),
    repo.sumUpTo(deps.db, scope, 'seeker_gender', month),
    repo.sumUpTo(deps.db, scope, 'seeker_birth', month),
    regionName(deps),
  ]);
  const counties = new Map<string, number>();
  for (const r of perCounty) counties.set(r.county, (counties.get(r.county) ?? 0) + r.n);
  const year = Number(month.slice(0, 4));
  const ages = AGE_BANDS.map((band) => ({ code: band.code, name: band.name, count: 0 }));
  for (const [birthYear, n] of births) {
    const age = year - Number(birthYear);
    const band = AGE_BANDS.findIndex((b) => age >= b.min && age <= b.max);
    if (band >= 0) ages[band].count += n;
  }
  return {
    month,
    total: total(genders),
    counties: [...counties]
      .filter(([, n]) => n > 0)
      .map(([code, count]) => ({ code, name: nameOf(code), count }))
      .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)),
    genders: [
      { code: '1', name: '男', count: genders.get('1') ?? 0 },
      { code: '2', name: '女', count: genders.get('2') ?? 0 },
    ],
    ages,
  };
}

export async function userEducation(deps: AppDeps, scope: DataScope, month: string): Promise<UserEducation> {
  const counts = await repo.sumUpTo(deps.db, scope, 'seeker_edu', month);
  const values = EDUCATION_LEVELS.map((level) => counts.get(String(level)) ?? 0);
  const rates = percentShares(values);
  return {
    month,
    total: values.reduce((a, b) => a + b, 0),
    rows: EDUCATION_LEVELS.map((education, i) => ({ education, educationName: EDUCATION_LEVEL_LABELS[education], count: values[i], rate: rates[i] })),
  };
}

export async function summary(deps: AppDeps, actor: Actor, month: string): Promise<BigscreenSummary> {
  const scope = actor.scope;
  const [companies, onlineJobs, headcounts, jobSeekers, applications, stations, courses, courseApplies] = await Promise.all([
    repo.sumAsOf(deps.db, scope, 'cmpy_pass_scale', month),
    // Summed in the database: per company, online_cmpy is thousands of rows.
    repo.totalNow(deps.db, scope, 'online_cmpy'),
    repo.sumNow(deps.db, scope, 'online_headcount'),
    repo.sumAsOf(deps.db, scope, 'seeker_status', month),
    repo.sumAsOf(deps.db, scope, 'apply', month),
    stationCounts(deps, actor, {}),
    courseCounts(deps, scope, {}),
    trainApplyCounts(deps, scope, { endTime: asOf(month) }),
  ]);
  return {
    month,
    companyCount: asOfFigure(companies),
    onlineJobCount: onlineJobs,
    headcount: total(headcounts),
    jobSeekerCount: asOfFigure(jobSeekers),
    applyCount: asOfFigure(applications),
    hireCount: asOfFigure(applications, HIRED),
    stationCount: stations.find((s) => s.approveState === STATION_STATES.running)?.count ?? 0,
    courseCount: courses.find((c) => c.approveType === COURSE_APPROVE_TYPES.online)?.count ?? 0,
    courseApplyCount: courseApplies.reduce((sum, s) => sum + s.count, 0),
  };
}

// ---------------------------------------------------------------------------
// Training (through the training services)
// ---------------------------------------------------------------------------

export async function trainApplyTrend(deps: AppDeps, scope: DataScope, month: string): Promise<TrainApplyTrend> {
  const months = monthsEnding(month, BIGSCREEN_TREND_MONTHS);
  const rows = await Promise.all(
    months.map(async (m) => {
      const counts = await trainApplyCounts(deps, scope, { beginTime: `${m}-01 00:00:00`, endTime: `${lastDay(m)} 23:59:59` });
      const of = (state: number) => counts.find((c) => c.applyState === state)?.count ?? 0;
      return { month: m, intentionCount: of(0), unpaidCount: of(1), paidCount: of(2), total: of(0) + of(1) + of(2) };
    }),
  );
  return { month, months: rows };
}

export async function trainCompanies(deps: AppDeps, scope: DataScope, input: { reportTime: string; pageNum: number; pageSize: number }): Promise<Page<TrainCompanyRow>> {
  const until = asOf(input.reportTime);
  const organisations = await organisationCourseCounts(deps.db, { scope }, '0000-01-01 00:00:00', until);
  const ranked = organisations.filter((o) => o.n > 0).sort((a, b) => b.n - a.n || a.cmpyCode.localeCompare(b.cmpyCode));
  const shown = page(ranked, input.pageNum, input.pageSize);
  const records = await Promise.all(
    shown.map(async (o) => {
      const perMonth = await applicationsPerMonth(deps.db, { scope, cmpyCode: o.cmpyCode }, '0000-01-01 00:00:00', until);
      return { cmpyCode: o.cmpyCode, cmpyName: o.cmpyName, courseCount: o.n, applyCount: [...perMonth.values()].reduce((a, b) => a + b, 0) };
    }),
  );
  return { total: ranked.length, records };
}
