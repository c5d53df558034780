import type { Page } from '@hrbd/contract';
import type { DbOrTrx } from '../../db/database.js';
import type { AppDeps } from '../../platform/context.js';
import { conflict, found } from '../../platform/errors.js';
import { nowText } from '../../platform/time.js';
import { onlineTarget, targetSummaries, type TargetKind } from './advert-targets.js';
import { atomically, closeGaps, displayOf, enabledOverlapping, newItemColumns, placeItem , type Author, type Made, madeNow, type Writer } from './display.service.js';
import * as repo from './recommend.repository.js';

/**
 * 推荐岗位 and 推荐课程, one set of rules: the recommended job or course is
 * 已上线 when chosen (409), the same one at most once per position and
 * overlapping window (409), and read through its domain's service when
 * listed, so one that went offline says so and stops showing.
 */

export interface Recommending {
  kind: TargetKind;
  /** 岗位 or 课程, as the refusals say it. */
  noun: string;
  table: repo.RecommendTable;
  positionLabels: Readonly<Record<number, string>>;
}

export interface RecommendForm {
  targetCode: string;
  position: number;
  startTime: string;
  endTime: string;
  enabled: number;
  sort?: number;
}

export interface RecommendQuery {
  pageNum: number;
  pageSize: number;
  targetName?: string;
  position?: number;
  status?: number;
}

const groupOf = (position: number) => ({ column: 'position', value: position }) as const;
const notFound = (r: Recommending) => `推荐${r.noun}不存在`;

/** Refuses a second enabled recommendation of the same record at the position whose window overlaps (409). */
async function refuseOverlap(trx: DbOrTrx, r: Recommending, form: RecommendForm, name: string, exceptId?: number) {
  if (form.enabled !== 1) return;
  const match = [
    { column: r.table.target, value: form.targetCode },
    { column: 'position', value: form.position },
  ] as const;
  const others = await enabledOverlapping(trx, r.table.table, form, match, exceptId);
  if (others.length > 0) {
    const other = others[0];
    throw conflict(`${r.noun}“${name}”已在“${r.positionLabels[form.position]}”推荐（${other.startTime} 至 ${other.endTime}），同一位置的展示时间不能重叠`);
  }
}

export async function saveRecommend(deps: Writer, author: Author, r: Recommending, form: RecommendForm, made: Made = madeNow()): Promise<{ recommendCode: string }> {
  const { code: recommendCode, now } = made;
  await atomically(deps.db, async (trx) => {
    const target = await onlineTarget(trx, r.kind, form.targetCode, '推荐');
    await refuseOverlap(trx, r, form, target.name);
    const id = await repo.insertRecommend(trx, r.table, { ...newItemColumns(form, author, now), recommendCode, targetCode: form.targetCode, position: form.position });
    await placeItem(trx, r.table.table, { id, group: groupOf(form.position), sort: form.sort });
  });
  return { recommendCode };
}

/**
 * Saves the form; a record changed must be online (one kept may have gone
 * offline since: the recommendation is still edited, dragged or stopped).
 * A `sort` (a drag) moves it there and renumbers its position, in one transaction.
 */
export async function editRecommend(deps: Writer, r: Recommending, form: RecommendForm & { recommendCode: string }): Promise<{ recommendCode: string }> {
  await atomically(deps.db, async (trx) => {
    const row = found(await repo.findByCode(trx, r.table, form.recommendCode), notFound(r));
    const name =
      row.targetCode === form.targetCode
        ? ((await targetSummaries(trx, r.kind, [form.targetCode])).get(form.targetCode)?.name ?? form.targetCode)
        : (await onlineTarget(trx, r.kind, form.targetCode, '推荐')).name;
    await refuseOverlap(trx, r, form, name, row.id);
    await repo.updateRecommend(trx, r.table, row.id, {
      targetCode: form.targetCode,
      position: form.position,
      startTime: form.startTime,
      endTime: form.endTime,
      enabled: form.enabled,
      updateTime: nowText(),
    });
    await placeItem(trx, r.table.table, { id: row.id, group: groupOf(form.position), sort: form.sort, from: groupOf(row.position) });
  });
  return { recommendCode: form.recommendCode };
}

/** 启用 / 停用; enabling is refused when it would overlap another of the same record (409). */
export async function setEnabled(deps: Writer, r: Recommending, recommendCode: string, enabled: number): Promise<{ recommendCode: string; enabled: number }> {
  return atomically(deps.db, async (trx) => {
    const row = found(await repo.findByCode(trx, r.table, recommendCode), notFound(r));
    if (row.enabled === enabled) throw conflict(`推荐${r.noun}已${enabled === 1 ? '启用' : '停用'}`);
    const name = (await targetSummaries(trx, r.kind, [row.targetCode])).get(row.targetCode)?.name ?? row.targetCode;
    await refuseOverlap(trx, r, { ...row, enabled }, name, row.id);
    await repo.updateRecommend(trx, r.table, row.id, { enabled, updateTime: nowText() });
    return { recommendCode, enabled };
  });
}

export async function removeRecommend(deps: Writer, r: Recommending, recommendCode: string): Promise<{ recommendCode: string }> {
  await atomically(deps.db, async (trx) => {
    const row = found(await repo.findByCode(trx, r.table, recommendCode), notFound(r));
    await repo.deleteRecommend(trx, r.table, row.id);
    await closeGaps(trx, r.table.table, groupOf(row.position));
  });
  return { recommendCode };
}

/** A page of recommendations with each record's name, company and whether it is still online, read now. */
export async function pageRecommends(deps: AppDeps, r: Recommending, input: RecommendQuery) {
  const now = nowText();
  let targetCodes: string[] | undefined;
  if (input.targetName) {
    // The names live in the record's own domain: the few recommended codes are looked up there and matched.
    const names = await targetSummaries(deps.db, r.kind, await repo.targetCodes(deps.db, r.table));
    targetCodes = [...names].filter(([, t]) => t.name.includes(input.targetName!)).map(([code]) => code);
  }
  const page = await repo.pageRecommends(deps.db, r.table, { position: input.position, status: input.status, targetCodes, now }, input);
  const targets = await targetSummaries(deps.db, r.kind, page.records.map((row) => row.targetCode));
  return {
    total: page.total,
    records: page.records.map((row) => {
      const target = targets.get(row.targetCode);
      return {
        recommendCode: row.recommendCode,
        targetCode: row.targetCode,
        position: row.position,
        targetName: target?.name ?? `${r.noun}已删除`,
        cmpyName: target?.cmpyName ?? '',
        targetOnline: target?.online ?? false,
        ...displayOf(row, now),
      };
    }),
  } satisfies Page<unknown>;
}
