import type { Generated, Insertable, Selectable } from 'kysely';

/** What an operator set for a task; the task itself (schedule, handler) is code. */
export interface SysScheduleTaskTable {
  id: Generated<number>;
  taskCode: string;
  /** SCHEDULE_ENABLED: 1 已启用, 0 已暂停. */
  enabled: number;
  updaterName: string;
  updateTime: string;
}

/** One run of a task; (taskCode, dueTime) is unique, which makes the row the run's lease. */
export interface SysScheduleRunTable {
  id: Generated<number>;
  taskCode: string;
  dueTime: string;
  /** SCHEDULE_TRIGGER: 1 定时触发, 2 立即执行. */
  trigger: number;
  instance: string;
  operatorName: string;
  startTime: string;
  endTime: string | null;
  /** SCHEDULE_RESULT: 0 执行中, 1 成功, 2 失败. */
  result: number;
  rowsChanged: number;
  errorMsg: string;
}

export type ScheduleRunRow = Selectable<SysScheduleRunTable>;
export type NewScheduleRun = Insertable<SysScheduleRunTable>;
