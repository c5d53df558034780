import { COMPANY_APPROVE_TYPES, type CompanyTrendRow, type IndustryShareRow, type TrendUnit } from '@hrbd/contract';
import type { AppDeps } from '../../../platform/context.js';
import type { DataScope } from '../../../platform/data-scope.js';
import { nowText } from '../../../platform/time.js';
import { companyCounts, countCreatedSince, countsPerIndustrySection, countsPerPeriod } from '../company/company.service.js';
import { userGrowth, userTotals } from '../../system/user/user.service.js';
import { trendRange } from './trend.js';
import { percentShares } from '../../../platform/percent-shares.js';

/** Starts of today and of this month (Asia/Shanghai), as time texts. */
function calendarStarts(): { today: string; month: string } {
  const now = nowText();
  return { today: `${now.slice(0, 10)} 00:00:00`, month: `${now.slice(0, 7)}-01 00:00:00` };
}

/** Company figures within the caller's data scope. */
export async function companyTotals(deps: AppDeps, scope: DataScope) {
  const starts = calendarStarts();
  const [counts, todayCount, monthCount, sections] = await Promise.all([
    companyCounts(deps, { scope }),
    countCreatedSince(deps.db, scope, starts.today),
    countCreatedSince(deps.db, scope, starts.month),
    countsPerIndustrySection(deps.db, scope, COMPANY_APPROVE_TYPES.passed),
  ]);
  return {
    total: counts.subCount,
    checkCount: counts.checkCount,
    passCount: counts.passCount,
    rejectCount: counts.rejectCount,
    todayCount,
    monthCount,
    industryCount: sections.length,
  };
}

export async function companyTrend(deps: AppDeps, scope: DataScope, unit: TrendUnit, beginTime?: string, endTime?: string): Promise<CompanyTrendRow[]> {
  const range = trendRange(unit, beginTime, endTime);
  const counts = await countsPerPeriod(deps.db, scope, range.length, range.from, range.to);
  return range.periods.map((date) => ({
    date,
    subCount: counts.sub.get(date) ?? 0,
    passCount: counts.pass.get(date) ?? 0,
    rejectCount: counts.reject.get(date) ?? 0,
  }));
}

/** Shares in percent with two decimals adding up to exactly 100.00 (the TOP3 shares' rounding). */
export async function companyIndustryShares(deps: AppDeps, scope: DataScope, approveType: number = COMPANY_APPROVE_TYPES.passed): Promise<IndustryShareRow[]> {
  const sections = await countsPerIndustrySection(deps.db, scope, approveType);
  const rates = percentShares(sections.map((s) => s.count));
  return sections.map((s, i) => ({ industryCode: s.code, industryName: s.name, count: s.count, rate: rates[i] }));
}

export function platformUserTotals(deps: AppDeps) {
  const starts = calendarStarts();
  return userTotals(deps.db, starts.today, starts.month);
}

export async function platformUserTrend(deps: AppDeps, unit: TrendUnit, beginTime?: string, endTime?: string) {
  const range = trendRange(unit, beginTime, endTime);
  const { before, created } = await userGrowth(deps.db, range.length, range.from, range.to);
  let running = before;
  return range.periods.map((date) => {
    const newCount = created.get(date) ?? 0;
    running += newCount;
    return { date, newCount, totalCount: running };
  });
}
