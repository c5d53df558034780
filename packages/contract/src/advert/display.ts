import { z } from 'zod';
import { enumFilter, timeField, timeText } from '../core/fields.js';

/**
 * What every advertising item (轮播图, 公告, 推荐岗位, 推荐课程) has: a sort
 * within its group, a display window and an enabled flag. Its status is not
 * stored but derived when read, so an item starts and stops showing by the
 * clock alone: 已停用 when disabled, else 未开始 / 展示中 / 已结束 by the window.
 */

export const DISPLAY_STATUSES = { pending: 0, showing: 1, ended: 2, disabled: 3 } as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[keyof typeof DISPLAY_STATUSES];
export const DISPLAY_STATUS_LABELS: Readonly<Record<DisplayStatus, string>> = { 0: '未开始', 1: '展示中', 2: '已结束', 3: '已停用' };
/** The lists' tabs: what shows now first. */
export const DISPLAY_STATUS_TABS: readonly DisplayStatus[] = [1, 0, 2, 3];

export const ENABLED_LABELS: Readonly<Record<number, string>> = { 1: '启用', 0: '停用' };

/** The highest sort a person may give (a drag places an item among at most this many). */
export const DISPLAY_SORT_MAX = 9999;

/** The status of an item at `now` (a time text): the one rule, shared by the server's lists and filters and the console. */
export function displayStatusOf(item: { enabled: number; startTime: string; endTime: string }, now: string): DisplayStatus {
  if (item.enabled !== 1) return DISPLAY_STATUSES.disabled;
  if (now < item.startTime) return DISPLAY_STATUSES.pending;
  if (now > item.endTime) return DISPLAY_STATUSES.ended;
  return DISPLAY_STATUSES.showing;
}

/** A number among `values` (a select), refused with a sentence naming the field. */
export const choiceOf = (label: string, values: readonly number[]) =>
  z
    .number({ error: `请选择${label}` })
    .int()
    .refine((v) => values.includes(v), { error: `${label}取值应为 ${values.join('、')} 之一` })
    .describe(label);

export const enabledField = choiceOf('启用状态', [0, 1]);

/**
 * The window, flag and sort of an item's form. `sort` places the item at that
 * place in its group and renumbers the group (a drag in the list sends the
 * item's own form with the sort it was dropped at); left out, a new item goes
 * last and an edited one keeps its place.
 */
export const displayFormShape = {
  startTime: timeField('展示开始时间'),
  endTime: timeField('展示结束时间'),
  enabled: enabledField,
  sort: z
    .number({ error: '排序应为数字' })
    .int({ error: '排序应为整数' })
    .min(1, { error: '排序不能小于1' })
    .max(DISPLAY_SORT_MAX, { error: `排序不能大于${DISPLAY_SORT_MAX}` })
    .optional()
    .describe('排序'),
};

/** The window's own rule: it ends after it starts. */
export function windowProblems(v: { startTime?: string; endTime?: string }): Array<{ field: 'endTime'; message: string }> {
  if (v.startTime && v.endTime && v.endTime <= v.startTime) return [{ field: 'endTime', message: '展示结束时间应晚于展示开始时间' }];
  return [];
}

/** Adds the window's rule to a form schema, naming 展示结束时间 when it fails. */
export const checkWindow = (v: { startTime?: string; endTime?: string }, ctx: z.RefinementCtx) => {
  for (const { field, message } of windowProblems(v)) ctx.addIssue({ code: 'custom', path: [field], message });
};

/** The list filter on the derived status. */
export const displayStatusFilter = enumFilter('展示状态', [0, 1, 2, 3]);

/** What every item's record carries besides its own fields. */
export const displayRecordShape = {
  sort: z.number().int(),
  startTime: timeText,
  endTime: timeText,
  enabled: z.number().int(),
  /** Derived at read time (DISPLAY_STATUS_LABELS). */
  status: z.number().int(),
  creatorName: z.string(),
  createTime: timeText,
  updateTime: timeText,
};
