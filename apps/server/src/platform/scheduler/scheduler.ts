import { randomBytes } from 'node:crypto';
import os from 'node:os';
import {
  SCHEDULE_ENABLED,
  SCHEDULE_ENABLED_LABELS,
  SCHEDULE_RESULT,
  SCHEDULE_TRIGGER,
  type Page,
  type ScheduleRunRecord,
  type ScheduleTaskRecord,
} from '@hrbd/contract';
import { Cron } from 'croner';
import type { Db } from '../../db/database.js';
import { conflict, found } from '../errors.js';
import { pageWindow, type PageRequest } from '../paging.js';
import { formatTime, nowText } from '../time.js';
import * as repo from './scheduler.repository.js';
import type { ScheduleRunRow } from './scheduler.table.js';

/**
 * A time-driven change a module hands the scheduler. `run` must be safe to
 * repeat and to run late (a sweep of what is due as of `now`, not "what
 * happened since the last run"): a missed run is not made up one by one.
 */
export interface ScheduledTask<C> {
  /** Stable code, `<domain>.<area>.<what>`: the key of its setting and its runs. */
  code: string;
  /** The Chinese title the 定时任务 screen shows. */
  name: string;
  /** One Chinese sentence: what it changes. */
  description: string;
  /** Five-field cron expression (minute hour day month weekday) in Asia/Shanghai time. */
  cron: string;
  /** Does the work as of `now` (a time text) and answers how many rows it changed. */
  run(context: C, now: string): Promise<number>;
}

export interface SchedulerOptions<C> {
  db: Db;
  tasks: readonly ScheduledTask<C>[];
  /** What a task's `run` is given (the server's deps), read when a run starts. */
  context: () => C;
  /** A failed run or tick, for the server log (the run's record keeps its message too). */
  onError?: (error: unknown, taskCode?: string) => void;
}

const TIMEZONE = 'Asia/Shanghai';
/** The timer wakes at least this often: clocks drift, and another instance may enable a task. */
const MAX_SLEEP_MS = 60_000;
/** A run still 执行中 after this long was left by an instance that stopped. */
const ABANDONED_AFTER_MS = 3600_000;
const HISTORY_MS = 30 * 24 * 3600_000;
const ERROR_MAX = 500;
const ABANDONED = '执行未完成：执行它的服务实例已停止';

interface Entry<C> {
  task: ScheduledTask<C>;
  cron: Cron;
  /** The latest due time this instance has seen (run, lost to another instance, or paused). */
  lastDue: string | null;
}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text || '执行失败').slice(0, ERROR_MAX);
}

/**
 * Runs the modules' tasks on their schedules. Every instance of the server
 * runs one; a run is claimed by inserting its row, unique per task and due
 * time, so with several instances each due time runs once. Tests do not start
 * it: they call `tick(date)` with a clock of their own, or `runNow`.
 */
export class Scheduler<C> {
  /** Names this process in the runs it records. */
  readonly instance = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly entries = new Map<string, Entry<C>>();
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private stopped = false;
  /** Runs under way in this process, so stop() can wait for them. */
  private readonly inflight = new Set<Promise<unknown>>();
  /** Tasks running in this process: a task never overlaps itself here. */
  private readonly busy = new Set<string>();

  constructor(private readonly options: SchedulerOptions<C>) {
    for (const task of options.tasks) {
      if (this.entries.has(task.code)) throw new Error(`定时任务编码重复：${task.code}`);
      // An invalid expression fails here, at start, not at its first due time.
      this.entries.set(task.code, { task, cron: new Cron(task.cron, { timezone: TIMEZONE }), lastDue: null });
    }
  }

  /** At every start: a setting row for each new task, and runs an earlier process left unfinished marked failed. */
  async sync(now = new Date()): Promise<void> {
    await repo.insertMissingTasks(this.options.db, [...this.entries.keys()], formatTime(now));
    await repo.failAbandonedRuns(this.options.db, formatTime(now.getTime() - ABANDONED_AFTER_MS), ABANDONED, formatTime(now));
  }

  /** Starts the timer; the first tick runs at once, catching up on a due time missed while no instance ran. */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.arm(0);
  }

  /** Stops the timer and waits for runs under way; nothing starts afterwards. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.inflight]);
  }

  private arm(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.track(this.tick(new Date()))
        .catch((error: unknown) => this.options.onError?.(error))
        .finally(() => this.arm(this.sleepFrom(new Date())));
    }, delay);
    // The scheduler alone never keeps the process alive.
    this.timer.unref();
  }

  private sleepFrom(now: Date): number {
    const next = Math.min(...[...this.entries.values()].map((e) => e.cron.nextRun(now)?.getTime() ?? Infinity));
    return Math.max(0, Math.min(next - now.getTime(), MAX_SLEEP_MS));
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inflight.add(promise);
    void promise.finally(() => this.inflight.delete(promise)).catch(() => undefined);
    return promise;
  }

  /**
   * Runs, one after another, every enabled task whose latest due time at `now`
   * this instance has not yet seen; an instance that loses the claim skips it.
   */
  async tick(now: Date): Promise<void> {
    if (this.stopped) return;
    const enabled = await this.enabledCodes();
    for (const entry of this.entries.values()) {
      // The latest due time at or before now (previousRuns looks strictly before its reference).
      const [due] = entry.cron.previousRuns(1, new Date(now.getTime() + 1));
      if (!due) continue;
      const dueTime = formatTime(due);
      if (entry.lastDue !== null && dueTime <= entry.lastDue) continue;
      entry.lastDue = dueTime;
      if (!enabled.has(entry.task.code) || this.busy.has(entry.task.code) || this.stopped) continue;
      await this.track(this.execute(entry, { dueTime, asOf: formatTime(now), trigger: SCHEDULE_TRIGGER.SCHEDULE, operatorName: '' }));
    }
  }

  private async enabledCodes(): Promise<Set<string>> {
    const settings = await repo.taskSettings(this.options.db);
    return new Set(settings.filter((s) => s.enabled === SCHEDULE_ENABLED.ENABLED).map((s) => s.taskCode));
  }

  /** Claims the run; when it wins, runs the task and records how it ended. Null when another claim won. */
  private async execute(
    entry: Entry<C>,
    run: { dueTime: string; asOf: string; trigger: number; operatorName: string },
  ): Promise<ScheduleRunRow | null> {
    const { db } = this.options;
    const code = entry.task.code;
    this.busy.add(code);
    try {
      const id = await repo.claimRun(db, {
        taskCode: code,
        dueTime: run.dueTime,
        trigger: run.trigger,
        instance: this.instance,
        operatorName: run.operatorName,
        startTime: nowText(),
        endTime: null,
        result: SCHEDULE_RESULT.RUNNING,
        rowsChanged: 0,
        errorMsg: '',
      });
      if (id === null) return null;
      let outcome: { result: number; rowsChanged: number; errorMsg: string };
      try {
        const rowsChanged = await entry.task.run(this.options.context(), run.asOf);
        outcome = { result: SCHEDULE_RESULT.SUCCESS, rowsChanged, errorMsg: '' };
      } catch (error) {
        outcome = { result: SCHEDULE_RESULT.FAILED, rowsChanged: 0, errorMsg: messageOf(error) };
        this.options.onError?.(error, code);
      }
      await repo.finishRun(db, id, { ...outcome, endTime: nowText() });
      await repo.deleteRunsBefore(db, code, formatTime(Date.now() - HISTORY_MS));
      return (await repo.findRun(db, id)) ?? null;
    } finally {
      this.busy.delete(code);
    }
  }

  private entryOf(taskCode: string): Entry<C> {
    return found(this.entries.get(taskCode), '定时任务不存在');
  }

  /** 立即执行: runs the task now, paused or not, unless a run of it is under way (409). */
  async runNow(taskCode: string, operatorName: string): Promise<ScheduleRunRecord> {
    const entry = this.entryOf(taskCode);
    const busy = conflict(`定时任务“${entry.task.name}”正在执行，请稍后再试`);
    const now = nowText();
    if (this.stopped || this.busy.has(taskCode)) throw busy;
    // Tracked from the check on: a stop() arriving while it reads waits for the run it leads to,
    // instead of closing the database under the claim that follows.
    const row = await this.track(
      (async () => {
        if (await repo.findRunning(this.options.db, taskCode, formatTime(Date.now() - ABANDONED_AFTER_MS))) throw busy;
        return this.execute(entry, { dueTime: now, asOf: now, trigger: SCHEDULE_TRIGGER.MANUAL, operatorName });
      })(),
    );
    if (!row) throw busy;
    return this.recordOf(row);
  }

  /** 暂停/启用, for every instance (each reads the setting when a task falls due); 409 when it already is. */
  async setEnabled(taskCode: string, enabled: number, operatorName: string): Promise<void> {
    const entry = this.entryOf(taskCode);
    if (!(await repo.setEnabled(this.options.db, taskCode, enabled, operatorName, nowText()))) {
      const action = enabled === SCHEDULE_ENABLED.ENABLED ? '启用' : '暂停';
      throw conflict(`定时任务“${entry.task.name}”当前为“${SCHEDULE_ENABLED_LABELS[enabled]}”状态，不能${action}`);
    }
  }

  /** The 定时任务 list: each task with its setting, last run and (when enabled) next due time. */
  async taskPage(page: PageRequest, now = new Date()): Promise<Page<ScheduleTaskRecord>> {
    const settings = new Map((await repo.taskSettings(this.options.db)).map((s) => [s.taskCode, s]));
    const all = [...this.entries.values()];
    const { limit, offset } = pageWindow(page);
    const shown = all.slice(offset, offset + limit);
    const last = await repo.lastRuns(this.options.db, shown.map((e) => e.task.code));
    return {
      total: all.length,
      records: shown.map(({ task, cron }) => {
        const enabled = settings.get(task.code)?.enabled ?? SCHEDULE_ENABLED.ENABLED;
        const lastRun = last.get(task.code);
        const next = enabled === SCHEDULE_ENABLED.ENABLED ? cron.nextRun(now) : null;
        return {
          taskCode: task.code,
          taskName: task.name,
          description: task.description,
          cron: task.cron,
          enabled,
          lastRun: lastRun ? this.recordOf(lastRun) : null,
          nextRunTime: next ? formatTime(next) : null,
        };
      }),
    };
  }

  async runPage(filter: repo.RunFilter, page: PageRequest): Promise<Page<ScheduleRunRecord>> {
    const result = await repo.pageRuns(this.options.db, filter, page);
    return { total: result.total, records: result.records.map((row) => this.recordOf(row)) };
  }

  private recordOf(row: ScheduleRunRow): ScheduleRunRecord {
    return {
      // taskCode first: the operation log names a call's target by the answer's first code or id field.
      taskCode: row.taskCode,
      id: Number(row.id),
      // A task removed from the code keeps its history under its code.
      taskName: this.entries.get(row.taskCode)?.task.name ?? row.taskCode,
      trigger: row.trigger,
      dueTime: row.dueTime,
      startTime: row.startTime,
      endTime: row.endTime,
      result: row.result,
      rowsChanged: row.rowsChanged,
      errorMsg: row.errorMsg,
      instance: row.instance,
      operatorName: row.operatorName,
    };
  }
}
