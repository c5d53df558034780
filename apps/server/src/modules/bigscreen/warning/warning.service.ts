import {
  WARN_LEVEL_LABELS,
  WARN_RULES,
  WARN_TYPE_LABELS,
  warnLevelOf,
  type Page,
  type WarningRow,
  type WarnLevel,
  type WarnType,
} from '@hrbd/contract';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { regionIndex } from '../../common/region/region.service.js';
import { pageEvents } from '../../recruit/hot-event/hot-event.service.js';
import { allCategoryGaps } from '../dashboard/dashboard.service.js';
import { regionMovements, scopeRegion } from '../insured-report/insured-report.service.js';
import { asOf, lastDay } from '../report-month.js';

/**
 * 预警信息: the four kinds of warning the contract's WARN_RULES define, as of
 * the month (缺工 from the jobs online now), most severe first.
 */

const percent = (part: number, whole: number) => (whole === 0 ? 0 : (part * 100) / whole);
const round = (n: number) => Math.round(n * 10) / 10;

function warning(type: WarnType, level: WarnLevel, regionCode: string, regionName: string, text: string, time: string): WarningRow {
  return { level, levelName: WARN_LEVEL_LABELS[level], type, typeName: WARN_TYPE_LABELS[type], regionCode, regionName, text, time };
}

export async function warnings(deps: AppDeps, actor: Actor, month: string): Promise<WarningRow[]> {
  const at = asOf(month);
  const region = scopeRegion(actor.scope) ?? actor.scope.regionCode ?? '';
  const [gaps, movements, events, regions] = await Promise.all([
    allCategoryGaps(deps, actor.scope),
    regionMovements(deps, actor.scope, month),
    pageEvents(deps, actor, {
      pageNum: 1,
      pageSize: 100,
      eventType: WARN_RULES.layoff.hotEventType,
      enabled: 1,
      beginTime: `${month}-01 00:00:00`,
      endTime: `${lastDay(month)} 23:59:59`,
    }),
    regionIndex(deps.db),
  ]);
  const regionName = regions.find(region)?.name ?? '全部';
  const rows: WarningRow[] = [];

  const shortage = WARN_RULES.shortage;
  for (const g of gaps) {
    const share = percent(g.gapCount, g.headcount);
    const level = g.gapCount >= shortage.minGap && share >= shortage.minShare ? warnLevelOf(share, shortage.levelShares) : null;
    if (level) rows.push(warning('shortage', level, region, regionName, `${g.categorieName}现有岗位${g.headcount}个，缺口${g.gapCount}个（${round(share)}%）`, at));
  }

  for (const e of events.records) {
    const level = warnLevelOf(e.valueCount, WARN_RULES.layoff.levelItems);
    if (level) rows.push(warning('layoff', level, e.regionCode, e.regionName, `${e.eventTitle}：已收集${e.valueCount}条信息，待处理${e.pendingCount}条`, e.beginTime));
  }

  for (const m of movements) {
    if (m.insured !== null && m.insuredBefore !== null && m.insuredBefore > 0) {
      const drop = percent(m.insuredBefore - m.insured, m.insuredBefore);
      const level = warnLevelOf(drop, WARN_RULES.insuredDrop.levelDrops);
      if (level) rows.push(warning('insuredDrop', level, m.regionCode, m.regionName, `${m.regionName}参保总人数${m.insured}人，较上月减少${m.insuredBefore - m.insured}人（${round(drop)}%）`, at));
    }
    if (m.inflow !== null && m.outflow !== null && m.outflow > 0) {
      const ratio = m.inflow === 0 ? Number.POSITIVE_INFINITY : percent(m.outflow, m.inflow);
      const level = warnLevelOf(ratio, WARN_RULES.netOutflow.levelPercents);
      if (level) rows.push(warning('netOutflow', level, m.regionCode, m.regionName, `${m.regionName}流出${m.outflow}人，流入${m.inflow}人，净流出${m.outflow - m.inflow}人`, at));
    }
  }
  const order: WarnType[] = ['shortage', 'layoff', 'insuredDrop', 'netOutflow'];
  return rows.sort((a, b) => b.level - a.level || order.indexOf(a.type) - order.indexOf(b.type) || a.regionCode.localeCompare(b.regionCode));
}

export async function pageWarnings(deps: AppDeps, actor: Actor, input: { reportTime: string; pageNum: number; pageSize: number }): Promise<Page<WarningRow>> {
  const all = await warnings(deps, actor, input.reportTime);
  return { total: all.length, records: all.slice((input.pageNum - 1) * input.pageSize, input.pageNum * input.pageSize) };
}
