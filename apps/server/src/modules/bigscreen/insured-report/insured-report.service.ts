import {
  addMonths,
  BIGSCREEN_TREND_MONTHS,
  EDUCATION_LEVEL_LABELS,
  EDUCATION_LEVELS,
  figureOf,
  INSURANCE_TYPE_LABELS,
  INSURANCE_TYPES,
  monthsEnding,
  type InsuranceAnalysis,
  type InsuredEducation,
  type InsuredRegionRow,
  type InsuredRegions,
  type InsuredTotal,
  type WorkerFlow,
} from '@hrbd/contract';
import type { AppDeps } from '../../../platform/context.js';
import type { DataScope } from '../../../platform/data-scope.js';
import { percentShares } from '../../../platform/percent-shares.js';
import { regionIndex } from '../../common/region/region.service.js';
import * as repo from './insured-report.repository.js';

/**
 * The imported reports as the big screen reads them. A report row is a 河南
 * city or county; a region's figure is its own row, or, for a city without
 * one, the sum of its counties' rows; the province is the sum of its cities.
 * The caller's data scope picks the region: 全部 and 河南 the province, a
 * city that city, a county that county; a scope elsewhere sees nothing.
 */

export const HENAN = '410000';
type Level = 'province' | 'city' | 'county';
const levelOf = (code: string): Level => (code.endsWith('0000') ? 'province' : code.endsWith('00') ? 'city' : 'county');
const isHenan = (code: string) => code.startsWith('41');

/** The region a scope's figures cover: a 河南 code, or null for a scope outside 河南. */
export function scopeRegion(scope: DataScope): string | null {
  const code = scope.regionCode ?? HENAN;
  return isHenan(code) ? code : null;
}

function rangeOf(code: string): repo.RegionRange {
  const level = levelOf(code);
  if (level === 'province') return { low: code, high: `${code.slice(0, 2)}9999` };
  if (level === 'city') return { low: code, high: `${code.slice(0, 4)}99` };
  return { low: code, high: code };
}

/** Region names from the region table (a city summed from its counties has no row of its own to name it). */
async function namer(deps: AppDeps): Promise<(code: string) => string> {
  const index = await regionIndex(deps.db);
  return (code) => index.find(code)?.name ?? code;
}

const NOWHERE: repo.RegionRange = { low: '1', high: '0' };

type Figures = Record<string, number>;

/**
 * A region's figures from rows by region code: its own row, else (a city) its
 * counties summed, else (the province) its cities' figures summed.
 */
function figuresOf<T extends Figures>(rows: ReadonlyMap<string, T>, code: string, keys: readonly (keyof T & string)[]): T | null {
  const own = rows.get(code);
  if (own) return own;
  const level = levelOf(code);
  if (level === 'county') return null;
  const children =
    level === 'city'
      ? [...rows.keys()].filter((c) => c !== code && c.startsWith(code.slice(0, 4)))
      : [...new Set([...rows.keys()].filter((c) => c !== code).map((c) => `${c.slice(0, 4)}00`))];
  const parts = children.map((c) => figuresOf(rows, c, keys)).filter((p): p is T => p !== null);
  if (parts.length === 0) return null;
  const sum = Object.fromEntries(keys.map((k) => [k, 0])) as Figures;
  for (const p of parts) for (const k of keys) sum[k] += p[k];
  return sum as T;
}

/** The regions listed under `parent`: a province's cities, a city's counties, a county itself. */
function childrenOf(codes: Iterable<string>, parent: string): string[] {
  const level = levelOf(parent);
  if (level === 'county') return [parent];
  const all = [...codes];
  const found =
    level === 'city'
      ? all.filter((c) => c !== parent && c.startsWith(parent.slice(0, 4)))
      : [...new Set(all.filter((c) => c !== parent && c.startsWith(parent.slice(0, 2))).map((c) => `${c.slice(0, 4)}00`))];
  return [...new Set(found)].sort();
}

const INSURED_KEYS = ['insuredTotal', 'pension', 'medical', 'unemployment', 'injury', 'maternity', 'addCount', 'reduceCount'] as const;
type InsuredFigures = Record<(typeof INSURED_KEYS)[number], number>;
const FLOW_KEYS = ['inflow', 'outflow'] as const;
type FlowFigures = Record<(typeof FLOW_KEYS)[number], number>;

const pick = <K extends string>(row: Record<string, unknown>, keys: readonly K[]): Record<K, number> =>
  Object.fromEntries(keys.map((k) => [k, Number(row[k])])) as Record<K, number>;

/** Per month, the insured rows by region. */
async function insuredByMonth(deps: AppDeps, region: string | null, fromMonth: string, toMonth: string) {
  const rows = await repo.insuredRows(deps.db, region ? rangeOf(region) : NOWHERE, fromMonth, toMonth);
  const byMonth = new Map<string, Map<string, InsuredFigures>>();
  for (const r of rows) {
    const month = byMonth.get(r.month) ?? new Map<string, InsuredFigures>();
    month.set(r.regionCode, pick(r, INSURED_KEYS));
    byMonth.set(r.month, month);
  }
  return { byMonth };
}

async function flowByMonth(deps: AppDeps, region: string | null, fromMonth: string, toMonth: string) {
  const rows = await repo.flowRows(deps.db, region ? rangeOf(region) : NOWHERE, fromMonth, toMonth);
  const byMonth = new Map<string, Map<string, FlowFigures>>();
  for (const r of rows) {
    const month = byMonth.get(r.month) ?? new Map<string, FlowFigures>();
    month.set(r.regionCode, pick(r, FLOW_KEYS));
    byMonth.set(r.month, month);
  }
  return { byMonth };
}

const empty = new Map<string, never>();
const insuredOf = (rows: ReadonlyMap<string, InsuredFigures> | undefined, code: string | null) =>
  (code && rows && figuresOf(rows, code, INSURED_KEYS)) || null;
const flowOf = (rows: ReadonlyMap<string, FlowFigures> | undefined, code: string | null) => (code && rows && figuresOf(rows, code, FLOW_KEYS)) || null;

export async function insuredTotal(deps: AppDeps, scope: DataScope, month: string): Promise<InsuredTotal> {
  const region = scopeRegion(scope);
  const previous = addMonths(month, -1);
  const [insured, flow] = await Promise.all([insuredByMonth(deps, region, previous, month), flowByMonth(deps, region, previous, month)]);
  const now = insuredOf(insured.byMonth.get(month), region);
  const before = insuredOf(insured.byMonth.get(previous), region);
  const flowNow = flowOf(flow.byMonth.get(month), region);
  const flowBefore = flowOf(flow.byMonth.get(previous), region);
  return {
    month,
    regionCode: scope.regionCode ?? '',
    insuredTotal: figureOf(now?.insuredTotal ?? 0, before?.insuredTotal ?? 0),
    addCount: figureOf(now?.addCount ?? 0, before?.addCount ?? 0),
    reduceCount: figureOf(now?.reduceCount ?? 0, before?.reduceCount ?? 0),
    inflowCount: figureOf(flowNow?.inflow ?? 0, flowBefore?.inflow ?? 0),
    outflowCount: figureOf(flowNow?.outflow ?? 0, flowBefore?.outflow ?? 0),
    reported: now !== null || flowNow !== null,
  };
}

export async function insuranceAnalysis(deps: AppDeps, scope: DataScope, month: string): Promise<InsuranceAnalysis> {
  const region = scopeRegion(scope);
  const months = monthsEnding(month, BIGSCREEN_TREND_MONTHS);
  const insured = await insuredByMonth(deps, region, months[0], month);
  const rows = months.map((m) => {
    const f = insuredOf(insured.byMonth.get(m), region);
    return { month: m, total: f?.insuredTotal ?? 0, pension: f?.pension ?? 0, medical: f?.medical ?? 0, unemployment: f?.unemployment ?? 0, injury: f?.injury ?? 0, maternity: f?.maternity ?? 0 };
  });
  const current = rows[rows.length - 1];
  return {
    month,
    total: current.total,
    types: INSURANCE_TYPES.map((type) => ({ type, name: INSURANCE_TYPE_LABELS[type], count: current[type] })),
    months: rows,
  };
}

export async function insuredRegions(deps: AppDeps, scope: DataScope, month: string, parentCode?: string): Promise<InsuredRegions> {
  const region = scopeRegion(scope);
  // A parent outside the caller's region is read as the caller's region itself.
  const parent = region && parentCode && isHenan(parentCode) && parentCode >= rangeOf(region).low && parentCode <= rangeOf(region).high ? parentCode : region;
  const [insured, flow, nameOf] = await Promise.all([insuredByMonth(deps, parent, month, month), flowByMonth(deps, parent, month, month), namer(deps)]);
  const insuredRowsNow = insured.byMonth.get(month) ?? empty;
  const flowRowsNow = flow.byMonth.get(month) ?? empty;
  const codes = parent ? childrenOf([...insuredRowsNow.keys(), ...flowRowsNow.keys()], parent) : [];
  const rows: InsuredRegionRow[] = codes.map((code) => {
    const f = insuredOf(insuredRowsNow, code);
    const fl = flowOf(flowRowsNow, code);
    return {
      regionCode: code,
      regionName: nameOf(code),
      insuredTotal: f?.insuredTotal ?? 0,
      pension: f?.pension ?? 0,
      medical: f?.medical ?? 0,
      unemployment: f?.unemployment ?? 0,
      injury: f?.injury ?? 0,
      maternity: f?.maternity ?? 0,
      addCount: f?.addCount ?? 0,
      reduceCount: f?.reduceCount ?? 0,
      inflow: fl?.inflow ?? 0,
      outflow: fl?.outflow ?? 0,
    };
  });
  return { month, parentCode: parent ?? '', rows };
}

export async function insuredEducation(deps: AppDeps, scope: DataScope, month: string): Promise<InsuredEducation> {
  const region = scopeRegion(scope);
  const rows = await repo.educationRows(deps.db, region ? rangeOf(region) : NOWHERE, month);
  const byRegion = new Map<string, Figures>();
  for (const r of rows) {
    const figures = byRegion.get(r.regionCode) ?? Object.fromEntries(EDUCATION_LEVELS.map((l) => [String(l), 0]));
    figures[String(r.education)] = Number(r.insuredCount);
    byRegion.set(r.regionCode, figures);
  }
  const keys = EDUCATION_LEVELS.map(String);
  const figures = (region && figuresOf(byRegion, region, keys)) || null;
  const counts = EDUCATION_LEVELS.map((l) => figures?.[String(l)] ?? 0);
  const rates = percentShares(counts);
  return {
    month,
    total: counts.reduce((a, b) => a + b, 0),
    rows: EDUCATION_LEVELS.map((education, i) => ({ education, educationName: EDUCATION_LEVEL_LABELS[education], count: counts[i], rate: rates[i] })),
  };
}

export async function workerFlow(deps: AppDeps, scope: DataScope, month: string): Promise<WorkerFlow> {
  const region = scopeRegion(scope);
  const months = monthsEnding(month, BIGSCREEN_TREND_MONTHS);
  const [flow, nameOf] = await Promise.all([flowByMonth(deps, region, addMonths(months[0], -1), month), namer(deps)]);
  const at = (m: string) => flowOf(flow.byMonth.get(m), region);
  const now = at(month);
  const before = at(addMonths(month, -1));
  const current = flow.byMonth.get(month) ?? empty;
  const regions = region
    ? childrenOf(current.keys(), region).map((code) => {
        const f = flowOf(current, code);
        return { regionCode: code, regionName: nameOf(code), inflow: f?.inflow ?? 0, outflow: f?.outflow ?? 0, net: (f?.inflow ?? 0) - (f?.outflow ?? 0) };
      })
    : [];
  return {
    month,
    inflow: figureOf(now?.inflow ?? 0, before?.inflow ?? 0),
    outflow: figureOf(now?.outflow ?? 0, before?.outflow ?? 0),
    months: months.map((m) => ({ month: m, inflow: at(m)?.inflow ?? 0, outflow: at(m)?.outflow ?? 0 })),
    regions,
  };
}

/**
 * For 预警信息: the regions under the caller's (cities, or counties, or the
 * county) with their insured totals this month and last, and their flows.
 */
export async function regionMovements(deps: AppDeps, scope: DataScope, month: string) {
  const region = scopeRegion(scope);
  const previous = addMonths(month, -1);
  const [insured, flow, nameOf] = await Promise.all([insuredByMonth(deps, region, previous, month), flowByMonth(deps, region, month, month), namer(deps)]);
  const now = insured.byMonth.get(month) ?? empty;
  const before = insured.byMonth.get(previous) ?? empty;
  const flows = flow.byMonth.get(month) ?? empty;
  const codes = region ? childrenOf([...now.keys(), ...before.keys(), ...flows.keys()], region) : [];
  return codes.map((code) => ({
    regionCode: code,
    regionName: nameOf(code),
    insured: insuredOf(now, code)?.insuredTotal ?? null,
    insuredBefore: insuredOf(before, code)?.insuredTotal ?? null,
    inflow: flowOf(flows, code)?.inflow ?? null,
    outflow: flowOf(flows, code)?.outflow ?? null,
  }));
}
