import {
  APPLY_STATES,
  DASHBOARD_OTHER_NAME,
  DASHBOARD_TOP_N,
  JOB_APPROVE_TYPES,
  TREE_TYPES,
  type ApplyDayRow,
  type CategoryShareRow,
  type LabelShareRow,
  type RecruitCountBy,
  type RecruitDashboardTotals,
  type RecruitShares,
} from '@hrbd/contract';
import type { AppDeps } from '../../../platform/context.js';
import type { DataScope } from '../../../platform/data-scope.js';
import { nowText } from '../../../platform/time.js';
import { nodesByCode } from '../../common/tree-data/tree-data.service.js';
import { companyTotals } from '../../company/statistics/statistics.service.js';
import { trendRange } from '../../company/statistics/trend.js';
import { labelsByCodes } from '../../recruit/job-label/job-label.service.js';
import * as repo from './recruit-dashboard.repository.js';
import { percentShares } from '../../../platform/percent-shares.js';

export interface DayRangeInput {
  beginTime?: string;
  endTime?: string;
}

/** The dashboard's cards: companies (as the company statistics count them), jobs and applications. */
export async function dashboardTotals(deps: AppDeps, scope: DataScope): Promise<RecruitDashboardTotals> {
  const today = nowText().slice(0, 10);
  const [company, jobs, applications, appliedToday] = await Promise.all([
    companyTotals(deps, scope),
    repo.jobCountsByState(deps.db, scope),
    repo.applyCountsByState(deps.db, scope),
    repo.applicationsPerDayAndState(deps.db, scope, today, today),
  ]);
  const sum = (counts: repo.StateCounts) => [...counts.values()].reduce((total, n) => total + n, 0);
  return {
    company: {
      total: company.total,
      checkCount: company.checkCount,
      passCount: company.passCount,
      rejectCount: company.rejectCount,
      todayCount: company.todayCount,
    },
    job: {
      total: sum(jobs),
      checkCount: jobs.get(JOB_APPROVE_TYPES.review) ?? 0,
      onlineCount: jobs.get(JOB_APPROVE_TYPES.online) ?? 0,
    },
    apply: {
      total: sum(applications),
      todayCount: appliedToday.reduce((total, row) => total + row.n, 0),
      hireCount: applications.get(APPLY_STATES.hired) ?? 0,
    },
  };
}

/** Applications per day of the range, every day listed; hireCount is how many of that day's are now 已录用. */
export async function applyTrend(deps: AppDeps, scope: DataScope, input: DayRangeInput): Promise<ApplyDayRow[]> {
  const range = trendRange('day', input.beginTime, input.endTime);
  const byDay = new Map<string, ApplyDayRow>(range.periods.map((dateDay) => [dateDay, { dateDay, deliverCount: 0, hireCount: 0 }]));
  const [firstDay, lastDay] = [range.periods[0], range.periods[range.periods.length - 1]];
  for (const { day, state, n } of await repo.applicationsPerDayAndState(deps.db, scope, firstDay, lastDay)) {
    const row = byDay.get(day);
    if (!row) continue;
    row.deliverCount += n;
    if (state === APPLY_STATES.hired) row.hireCount += n;
  }
  return [...byDay.values()];
}

interface Counted {
  code: string;
  name: string;
  count: number;
}

/**
 * The top entries by count (ties by code, so the answer is stable), then
 * 其他 for the rest when anything is left; entries counted 0 are left out.
 */
export function topWithOther(entries: readonly Counted[], top = DASHBOARD_TOP_N): { total: number; slices: Array<Counted & { rate: number }> } {
  const ranked = entries.filter((e) => e.count > 0).sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
  const total = ranked.reduce((sum, e) => sum + e.count, 0);
  const slices: Counted[] = ranked.slice(0, top);
  const rest = ranked.slice(top).reduce((sum, e) => sum + e.count, 0);
  if (rest > 0) slices.push({ code: '', name: DASHBOARD_OTHER_NAME, count: rest });
  const rates = percentShares(slices.map((s) => s.count));
  return { total, slices: slices.map((s, i) => ({ ...s, rate: rates[i] })) };
}

/**
 * 招聘TOP3占比: the three 中类 and the three labels with the most online jobs
 * (countBy job) or the most applications within the range (countBy apply).
 */
export async function recruitShares(deps: AppDeps, scope: DataScope, input: DayRangeInput & { countBy: RecruitCountBy }): Promise<RecruitShares> {
  let categoryCounts: Array<{ code: string; n: number }>;
  let labelCounts: Array<{ code: string; n: number }>;
  let beginDay: string | null = null;
  let endDay: string | null = null;
  if (input.countBy === 'apply') {
    const { periods } = trendRange('day', input.beginTime, input.endTime);
    beginDay = periods[0];
    endDay = periods[periods.length - 1];
    [categoryCounts, labelCounts] = await Promise.all([
      repo.sumPerCode(deps.db, scope, 'apply_category', beginDay, endDay),
      repo.sumPerCode(deps.db, scope, 'apply_label', beginDay, endDay),
    ]);
  } else {
    [categoryCounts, labelCounts] = await Promise.all([repo.currentPerCode(deps.db, scope, 'online_category'), repo.currentPerCode(deps.db, scope, 'online_label')]);
  }
  const [tree, labelRows] = await Promise.all([
    nodesByCode(deps.db, TREE_TYPES.jobCategory),
    labelsByCodes(
      deps.db,
      labelCounts.map((l) => l.code),
    ),
  ]);
  const labelName = new Map(labelRows.map((l) => [l.labelCode, l.labelName]));
  const categories = topWithOther(categoryCounts.map((c) => ({ code: c.code, name: tree.get(c.code)?.name ?? c.code, count: c.n })));
  const labels = topWithOther(labelCounts.map((l) => ({ code: l.code, name: labelName.get(l.code) ?? l.code, count: l.n })));
  return {
    countBy: input.countBy,
    beginDay,
    endDay,
    categoryTotal: categories.total,
    categories: categories.slices.map(
      (s): CategoryShareRow => ({ categorieCode: s.code, categorieName: s.name, count: s.count, rate: s.rate }),
    ),
    labelTotal: labels.total,
    labels: labels.slices.map((s): LabelShareRow => ({ labelCode: s.code, labelName: s.name, count: s.count, rate: s.rate })),
  };
}

/** Jobs as they stand now: every one on record, 审核中 and 已上线 (the row counter for 全部). */
export async function jobFigures(deps: AppDeps, scope: DataScope): Promise<{ total: number; checkCount: number; onlineCount: number }> {
  const jobs = await repo.jobCountsByState(deps.db, scope);
  return {
    total: [...jobs.values()].reduce((total, n) => total + n, 0),
    checkCount: jobs.get(JOB_APPROVE_TYPES.review) ?? 0,
    onlineCount: jobs.get(JOB_APPROVE_TYPES.online) ?? 0,
  };
}

/** Applications made within [fromDay, toDay] per 中类 of the job (the day counters); codes counted 0 are left out. */
export function applicationsPerCategory(deps: AppDeps, scope: DataScope, fromDay: string, toDay: string): Promise<Array<{ code: string; n: number }>> {
  return repo.sumPerCode(deps.db, scope, 'apply_category', fromDay, toDay);
}

/** Applications per day (YYYY-MM-DD) and state within [fromDay, toDay] in the scope, from the day counters (the 数据大屏's 每日投递量). */
export const applicationsPerDayAndState = (deps: AppDeps, scope: DataScope, fromDay: string, toDay: string) =>
  repo.applicationsPerDayAndState(deps.db, scope, fromDay, toDay);
