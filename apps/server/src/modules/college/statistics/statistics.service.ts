import {
  COLLEGE_APPROVE_TYPES,
  collegeStatisApi,
  collegeYearsOf,
  HENAN_CODE,
  SPECIALTY_CATEGORY_NAMES,
  specialtyOf,
  STUDENT_AREA_LEVELS,
  TREE_TYPES,
  type BodyOf,
  type DataOf,
} from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import type { AppDeps } from '../../../platform/context.js';
import type { DataScope } from '../../../platform/data-scope.js';
import { badRequest, notFound } from '../../../platform/errors.js';
import { percentShares } from '../../../platform/percent-shares.js';
import { nowText } from '../../../platform/time.js';
import { regionIndex } from '../../common/region/region.service.js';
import { nodesByCode } from '../../common/tree-data/tree-data.service.js';
import * as repo from './statistics.repository.js';

type StatsInput = BodyOf<typeof collegeStatisApi.queryStudent>;
type AreaInput = BodyOf<typeof collegeStatisApi.queryStudentArea>;

/** Industry 门类 shown before the rest are summed as 其他; 专业 likewise. */
const TOP_INDUSTRIES = 8;
const TOP_SPECIALTIES = 10;
export const OTHERS = '其他';

/** 就业率 in percent with two decimals; no graduates gives 0. */
export function employRate(employed: number, graduates: number): number {
  return graduates === 0 ? 0 : Math.round((employed * 10_000) / graduates) / 100;
}

interface Counted {
  set: repo.CollegeSet;
  beginYear: number;
  endYear: number;
}

/** The colleges and years a statistic counts; a college not passed or outside the scope is 404. */
async function countedOf(deps: AppDeps, scope: DataScope, input: StatsInput, thisYear = Number(nowText().slice(0, 4))): Promise<Counted> {
  const set: repo.CollegeSet = { scope, passed: COLLEGE_APPROVE_TYPES.passed, collegeCode: input.collegeCode, collegeType: input.collegeType };
  if (input.collegeCode && !(await repo.collegeVisible(deps.db, input.collegeCode, scope, COLLEGE_APPROVE_TYPES.passed))) {
    throw notFound('院校不存在或尚未通过审核');
  }
  const years = collegeYearsOf(input.beginYear, input.endYear, thisYear);
  if (years.endYear - years.beginYear + 1 > 10) throw badRequest('统计年份范围不能超过10年');
  return { set, ...years };
}

const yearsOf = (c: Counted) => Array.from({ length: c.endYear - c.beginYear + 1 }, (_, i) => c.beginYear + i);

function sumBy<K>(rows: ReadonlyArray<{ n: number }>, key: (row: never) => K): Map<K, number> {
  const sums = new Map<K, number>();
  for (const row of rows) {
    const k = key(row as never);
    sums.set(k, (sums.get(k) ?? 0) + row.n);
  }
  return sums;
}

/** 在读 enrolled within the range; graduates of its last year, 已就业 and 待就业 among them, and 就业率. */
export async function studentFigures(deps: AppDeps, scope: DataScope, input: StatsInput): Promise<DataOf<typeof collegeStatisApi.queryStudent>> {
  const counted = await countedOf(deps, scope, input);
  const [reading, grads] = await Promise.all([
    repo.countsByYearAndCode(deps.db, counted.set, { subject: 'reading', beginYear: counted.beginYear, endYear: counted.endYear }),
    repo.countsByYearAndCode(deps.db, counted.set, { subject: 'grad', beginYear: counted.endYear, endYear: counted.endYear }),
  ]);
  const employed = grads.filter((r) => r.code === '1').reduce((s, r) => s + r.n, 0);
  const unemployed = grads.filter((r) => r.code === '0').reduce((s, r) => s + r.n, 0);
  return {
    beginYear: counted.beginYear,
    endYear: counted.endYear,
    reading: reading.reduce((s, r) => s + r.n, 0),
    graduates: employed + unemployed,
    employed,
    unemployed,
    employRate: employRate(employed, employed + unemployed),
  };
}

export async function enrolPerYear(deps: AppDeps, scope: DataScope, input: StatsInput) {
  const counted = await countedOf(deps, scope, input);
  const rows = await repo.countsByYearAndCode(deps.db, counted.set, { subject: 'enrol', beginYear: counted.beginYear, endYear: counted.endYear });
  const byYear = sumBy(rows, (r: { year: number }) => r.year);
  return yearsOf(counted).map((year) => ({ year, count: byYear.get(year) ?? 0 }));
}

export async function graduatesPerYear(deps: AppDeps, scope: DataScope, input: StatsInput) {
  const counted = await countedOf(deps, scope, input);
  const rows = await repo.countsByYearAndCode(deps.db, counted.set, { subject: 'grad', beginYear: counted.beginYear, endYear: counted.endYear });
  return yearsOf(counted).map((year) => {
    const employed = rows.filter((r) => r.year === year && r.code === '1').reduce((s, r) => s + r.n, 0);
    const unemployed = rows.filter((r) => r.year === year && r.code === '0').reduce((s, r) => s + r.n, 0);
    return { year, graduates: employed + unemployed, employed, unemployed, employRate: employRate(employed, employed + unemployed) };
  });
}

/** The largest `top` entries, the rest summed as 其他, with shares adding up to exactly 100.00. */
function topWithOthers(entries: ReadonlyArray<{ code: string; name: string; count: number }>, top: number) {
  const sorted = [...entries].filter((e) => e.count > 0).sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
  const shown = sorted.slice(0, top);
  const rest = sorted.slice(top).reduce((s, e) => s + e.count, 0);
  const items = rest > 0 ? [...shown, { code: '', name: OTHERS, count: rest }] : shown;
  const shares = percentShares(items.map((i) => i.count));
  return { total: sorted.reduce((s, e) => s + e.count, 0), items: items.map((item, i) => ({ ...item, share: shares[i] })) };
}

/** Employed graduates of the range's graduation years per industry 门类: top 8, then 其他. */
export async function graduateIndustries(deps: AppDeps, scope: DataScope, input: StatsInput) {
  const counted = await countedOf(deps, scope, input);
  const [rows, tree] = await Promise.all([
    repo.countsByYearAndCode(deps.db, counted.set, { subject: 'industry', beginYear: counted.beginYear, endYear: counted.endYear }),
    nodesByCode(deps.db, TREE_TYPES.industry),
  ]);
  const byCode = sumBy(rows, (r: { code: string }) => r.code);
  return topWithOthers(
    [...byCode].map(([code, count]) => ({ code, name: tree.get(code)?.name ?? code, count })),
    TOP_INDUSTRIES,
  );
}

/** Students enrolled within the range per 专业: top 10, then 其他. */
export async function studentSpecialties(deps: AppDeps, scope: DataScope, input: StatsInput) {
  const counted = await countedOf(deps, scope, input);
  const rows = await repo.countsByYearAndCode(deps.db, counted.set, { subject: 'specialty', beginYear: counted.beginYear, endYear: counted.endYear });
  const byCode = sumBy(rows, (r: { code: string }) => r.code);
  return topWithOthers(
    [...byCode].map(([code, count]) => ({ code, name: specialtyOf(code).specialtyName, count })),
    TOP_SPECIALTIES,
  );
}

/**
 * Students enrolled within the range per 生源地 at a level: the provinces
 * (1), a province's cities (2, 河南's by default) or a city's counties (3);
 * every part of the region listed, largest first (0 where none come from).
 */
export async function studentAreas(deps: AppDeps, scope: DataScope, input: AreaInput) {
  const counted = await countedOf(deps, scope, input);
  const level = input.areaLevel ?? STUDENT_AREA_LEVELS.city;
  const index = await regionIndex(deps.db);
  let parentCode = '';
  let parentName = '全国';
  let subject = 'origin_p';
  let codeRange: { low: string; high: string } | undefined;
  let parts: Array<{ code: string; name: string }>;
  if (level === STUDENT_AREA_LEVELS.province) {
    parts = index.provinceItems.map((p) => ({ code: p.proCode, name: p.proName }));
  } else if (level === STUDENT_AREA_LEVELS.city) {
    parentCode = input.areaCode ?? HENAN_CODE;
    const cities = index.citiesOf(parentCode);
    if (!cities) throw badRequest(`生源地区域“${parentCode}”不是省份`);
    parentName = index.node('province', parentCode)?.name ?? parentCode;
    subject = 'origin_c';
    codeRange = { low: parentCode, high: `${parentCode.slice(0, 2)}9999` };
    // 济源 and the like sit under 省直辖县级行政区划: named by their own county, as the map names them.
    parts = cities.map((c) => ({ code: c.cityCode, name: index.node('city', c.cityCode)?.children.length === 1 ? (index.countiesOf(c.cityCode)?.[0]?.countryName ?? c.cityName) : c.cityName }));
  } else {
    parentCode = input.areaCode ?? '';
    const counties = index.countiesOf(parentCode);
    if (!counties) throw badRequest('生源地区域应为一个城市的编码');
    parentName = index.node('city', parentCode)?.name ?? parentCode;
    subject = 'origin_x';
    codeRange = { low: parentCode, high: `${parentCode.slice(0, 4)}99` };
    parts = counties.map((c) => ({ code: c.countryCode, name: c.countryName }));
  }
  const rows = await repo.countsByYearAndCode(deps.db, counted.set, { subject, beginYear: counted.beginYear, endYear: counted.endYear, codeRange });
  const byCode = sumBy(rows, (r: { code: string }) => r.code);
  const items = parts.map((p) => ({ ...p, count: byCode.get(p.code) ?? 0 })).sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
  return { level, parentCode, parentName, total: items.reduce((s, i) => s + i.count, 0), items };
}

// ---------------------------------------------------------------------------
// For the other college areas
// ---------------------------------------------------------------------------

/** One college's students: all, 在读, graduated and employed (the college detail). */
export async function collegeStudentTotals(db: DbOrTrx, collegeCode: string) {
  const rows = await repo.totalsOfCollege(db, collegeCode, ['enrol', 'reading', 'grad']);
  const of = (subject: string, code?: string) => rows.filter((r) => r.subject === subject && (code === undefined || r.code === code)).reduce((s, r) => s + r.n, 0);
  return { total: of('enrol'), reading: of('reading'), graduated: of('grad'), employed: of('grad', '1') };
}

export interface SupplyQuery {
  scope: DataScope;
  collegeCode?: string;
  categoryCode?: string;
  education?: number;
  graduateYear?: number;
}

/** 供需信息's supply rows, from the counters: graduates = 已就业 + 待就业 in every row. */
export async function pageSupply(db: DbOrTrx, query: SupplyQuery, page: { pageNum: number; pageSize: number }) {
  const limit = Math.min(page.pageSize, 100);
  const set: repo.CollegeSet = { scope: query.scope, passed: COLLEGE_APPROVE_TYPES.passed, collegeCode: query.collegeCode };
  const result = await repo.pageSupply(db, { set, categoryCode: query.categoryCode, education: query.education, graduateYear: query.graduateYear }, limit, (page.pageNum - 1) * limit);
  const names = await repo.collegeNames(db, result.records.map((r) => r.collegeCode));
  return {
    total: result.total,
    records: result.records.map((r) => {
      const specialty = specialtyOf(r.specialtyCode);
      return {
        rowCode: `${r.collegeCode}:${r.specialtyCode}:${r.graduateYear}`,
        collegeCode: r.collegeCode,
        collegeName: names.get(r.collegeCode) ?? r.collegeCode,
        specialtyCode: r.specialtyCode,
        specialtyName: specialty.specialtyName,
        categoryCode: specialty.categoryCode,
        categoryName: SPECIALTY_CATEGORY_NAMES.get(specialty.categoryCode) ?? specialty.categoryName,
        graduateYear: r.graduateYear,
        graduates: r.graduates,
        employed: r.employed,
        unemployed: r.graduates - r.employed,
        employRate: employRate(r.employed, r.graduates),
      };
    }),
  };
}
