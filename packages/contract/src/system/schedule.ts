import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, enumFilter, timeFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { perm } from './resource-tree.js';

/**
 * 定时任务: time-driven changes the server makes by itself (a job past its end
 * time goes offline, a stalled upload fails …). The tasks are written in the
 * server's modules; this screen shows them, runs one at once, pauses or
 * enables one. No catalogue row describes these calls: they are the
 * platform's own (`outsideCatalogue`).
 */
export const SCHEDULE_ENABLED = { PAUSED: 0, ENABLED: 1 } as const;
export const SCHEDULE_ENABLED_LABELS: Record<number, string> = { 1: '已启用', 0: '已暂停' };

/** A run's outcome; 执行中 until it ends. */
export const SCHEDULE_RESULT = { RUNNING: 0, SUCCESS: 1, FAILED: 2 } as const;
export const SCHEDULE_RESULT_LABELS: Record<number, string> = { 0: '执行中', 1: '成功', 2: '失败' };

/** What started a run: its schedule, or 立即执行 on the screen. */
export const SCHEDULE_TRIGGER = { SCHEDULE: 1, MANUAL: 2 } as const;
export const SCHEDULE_TRIGGER_LABELS: Record<number, string> = { 1: '定时触发', 2: '立即执行' };

/** 执行记录's fields, list order (the result and times early). */
export const SCHEDULE_RUN_LABELS = defineLabels({
  taskName: field.name('任务名称'),
  result: field.state('执行结果'),
  trigger: field.dict('触发方式'),
  dueTime: field.time('计划时间'),
  startTime: field.time('开始时间'),
  endTime: field.time('结束时间'),
  rowsChanged: field.number('变更条数'),
  errorMsg: field.text('错误信息'),
  operatorName: field.person('操作人'),
  instance: field.code('执行实例'),
});

export const scheduleRunRecord = z.object({
  id: z.number().int(),
  taskCode: z.string(),
  taskName: z.string(),
  trigger: z.number().int(),
  /** The scheduled time this run answers (for 立即执行, the moment it was asked). */
  dueTime: timeText,
  startTime: timeText,
  endTime: timeText.nullable(),
  result: z.number().int(),
  rowsChanged: z.number().int(),
  errorMsg: z.string(),
  /** The server instance that ran it. */
  instance: z.string(),
  /** Who asked for it (立即执行); empty for a scheduled run. */
  operatorName: z.string(),
});
export type ScheduleRunRecord = z.infer<typeof scheduleRunRecord>;

/** How a finished run reads in a message: 执行成功，变更 3 条数据 / 执行失败：… */
export function describeRun(run: Pick<ScheduleRunRecord, 'result' | 'rowsChanged' | 'errorMsg'>): string {
  return run.result === SCHEDULE_RESULT.FAILED ? `执行失败：${run.errorMsg}` : `执行成功，变更 ${run.rowsChanged} 条数据`;
}

/** 定时任务's fields, list order; 上次执行时间 and 上次执行结果 are the last run's. */
export const SCHEDULE_TASK_LABELS = defineLabels({
  taskName: field.name('任务名称'),
  cron: field.code('执行计划'),
  enabled: field.state('状态'),
  lastStart: field.time('上次执行时间'),
  lastResult: field.text('上次执行结果'),
  nextRunTime: field.time('下次执行时间'),
  description: field.text('任务说明', { secondary: true }),
});

export const scheduleTaskRecord = z.object({
  taskCode: z.string(),
  taskName: z.string(),
  description: z.string(),
  /** Cron expression in Asia/Shanghai time (minute hour day month weekday). */
  cron: z.string(),
  enabled: z.number().int(),
  lastRun: scheduleRunRecord.nullable(),
  /** Null while paused. */
  nextRunTime: timeText.nullable(),
});
export type ScheduleTaskRecord = z.infer<typeof scheduleTaskRecord>;

const taskCode = code32('任务编码');

/** The platform's own calls behind 系统管理 › 定时任务; none is a catalogue row. */
export const scheduleApi = defineEndpoints('system', 'schedule', {
  list: {
    method: 'POST',
    path: '/pclogin/schedule/list',
    summary: '查询定时任务',
    access: { permission: perm.system.schedule.list },
    audit: false,
    outsideCatalogue: true,
    body: pageQuery,
    response: pageOf(scheduleTaskRecord),
  },

  runPage: {
    method: 'POST',
    path: '/pclogin/schedule/runPage',
    summary: '分页查询定时任务执行记录',
    access: { permission: perm.system.schedule.list },
    audit: false,
    outsideCatalogue: true,
    body: pageQuery.extend({
      taskCode: taskCode.optional(),
      result: enumFilter('执行结果', Object.values(SCHEDULE_RESULT)),
      beginTime: timeFilter('开始时间').optional(),
      endTime: timeFilter('结束时间').optional(),
    }),
    response: pageOf(scheduleRunRecord),
  },

  run: {
    method: 'POST',
    path: '/pclogin/schedule/run',
    summary: '立即执行定时任务',
    access: { permission: perm.system.schedule.run },
    audit: true,
    outsideCatalogue: true,
    body: z.object({ taskCode }),
    response: scheduleRunRecord,
  },

  enable: {
    method: 'POST',
    path: '/pclogin/schedule/enable',
    summary: '暂停或启用定时任务',
    access: { permission: perm.system.schedule.enable },
    audit: true,
    outsideCatalogue: true,
    body: z.object({
      taskCode,
      enabled: z
        .number()
        .int()
        .refine((v) => v === SCHEDULE_ENABLED.PAUSED || v === SCHEDULE_ENABLED.ENABLED, { error: '任务状态取值应为 0、1 之一' })
        .describe('任务状态'),
    }),
    response: z.null(),
  },
});
