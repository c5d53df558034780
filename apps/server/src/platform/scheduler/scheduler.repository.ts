import { SCHEDULE_RESULT, SCHEDULE_TRIGGER } from '@hrbd/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.js';
import { countRows, fetchPage, type PageRequest } from '../paging.js';
import type { NewScheduleRun, ScheduleRunRow } from './scheduler.table.js';

/** Adds a row (enabled) for every task code the database does not know yet. */
export async function insertMissingTasks(db: DbOrTrx, taskCodes: readonly string[], now: string): Promise<void> {
  if (taskCodes.length === 0) return;
  await db
    .insertInto('sysScheduleTask')
    .values(taskCodes.map((taskCode) => ({ taskCode, enabled: 1, updaterName: '', updateTime: now })))
    .onConflict((oc) => oc.column('taskCode').doNothing())
    .execute();
}

export function taskSettings(db: DbOrTrx) {
  return db.selectFrom('sysScheduleTask').select(['taskCode', 'enabled', 'updaterName', 'updateTime']).execute();
}

/** Sets `enabled` only when it differs; answers whether it did, so a repeated pause is told, not ignored. */
export async function setEnabled(db: DbOrTrx, taskCode: string, enabled: number, updaterName: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('sysScheduleTask')
    .set({ enabled, updaterName, updateTime: now })
    .where('taskCode', '=', taskCode)
    .where('enabled', '!=', enabled)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The lease: inserts the run unless a scheduled run of the same task and due
 * time exists (the partial unique index of migration 0030). Answers its id, or
 * null when another instance (or an earlier tick) has it.
 */
export async function claimRun(db: DbOrTrx, run: NewScheduleRun): Promise<number | null> {
  const row = await db
    .insertInto('sysScheduleRun')
    .values(run)
    .onConflict((oc) => oc.columns(['taskCode', 'dueTime']).where('trigger', '=', sql.lit(SCHEDULE_TRIGGER.SCHEDULE)).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function finishRun(
  db: DbOrTrx,
  id: number,
  outcome: { result: number; rowsChanged: number; errorMsg: string; endTime: string },
): Promise<void> {
  await db.updateTable('sysScheduleRun').set(outcome).where('id', '=', id).execute();
}

export function findRun(db: DbOrTrx, id: number): Promise<ScheduleRunRow | undefined> {
  return db.selectFrom('sysScheduleRun').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A run of the task still going that started after `since` (older ones count as abandoned). */
export function findRunning(db: DbOrTrx, taskCode: string, since: string): Promise<ScheduleRunRow | undefined> {
  return db
    .selectFrom('sysScheduleRun')
    .selectAll()
    .where('taskCode', '=', taskCode)
    .where('result', '=', SCHEDULE_RESULT.RUNNING)
    .where('startTime', '>=', since)
    .executeTakeFirst();
}

/** Runs left 执行中 by an instance that stopped before finishing them. */
export async function failAbandonedRuns(db: DbOrTrx, startedBefore: string, errorMsg: string, now: string): Promise<void> {
  await db
    .updateTable('sysScheduleRun')
    .set({ result: SCHEDULE_RESULT.FAILED, errorMsg, endTime: now })
    .where('result', '=', SCHEDULE_RESULT.RUNNING)
    .where('startTime', '<', startedBefore)
    .execute();
}

/** The newest run of each task. */
export async function lastRuns(db: DbOrTrx, taskCodes: readonly string[]): Promise<Map<string, ScheduleRunRow>> {
  const rows = await Promise.all(
    taskCodes.map((taskCode) =>
      db
        .selectFrom('sysScheduleRun')
        .selectAll()
        .where('taskCode', '=', taskCode)
        .orderBy('startTime', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ),
  );
  return new Map(rows.flatMap((row) => (row ? [[row.taskCode, row] as const] : [])));
}

export interface RunFilter {
  taskCode?: string;
  result?: number;
  beginTime?: string;
  endTime?: string;
}

export function pageRuns(db: DbOrTrx, filter: RunFilter, page: PageRequest) {
  let query = db.selectFrom('sysScheduleRun');
  if (filter.taskCode) query = query.where('taskCode', '=', filter.taskCode);
  if (filter.result !== undefined) query = query.where('result', '=', filter.result);
  if (filter.beginTime) query = query.where('startTime', '>=', filter.beginTime);
  if (filter.endTime) query = query.where('startTime', '<=', filter.endTime);
  return fetchPage(
    page,
    ({ limit, offset }) => query.selectAll().orderBy('startTime', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    () => countRows(query),
  );
}

/** Forgets runs that started before `before` (the history kept is bounded). */
export async function deleteRunsBefore(db: DbOrTrx, taskCode: string, before: string): Promise<void> {
  await db.deleteFrom('sysScheduleRun').where('taskCode', '=', taskCode).where('startTime', '<', before).execute();
}
