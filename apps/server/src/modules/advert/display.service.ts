import { displayStatusOf, type DisplayStatus } from '@hrbd/contract';
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/database.js';
import type { Actor, AppDeps } from '../../platform/context.js';
import { randomCode } from '../../platform/ids.js';
import { nowText } from '../../platform/time.js';
import * as repo from './display.repository.js';
import type { DisplayColumns } from './display.table.js';

/**
 * What the four advertising areas share, written once: the derived status
 * (and its SQL filter), the window, flag and sort of a form, an item's place
 * in its group (a drag rewrites the group's sorts in the edit's transaction),
 * and the overlap checks on windows.
 */

export type { ColumnMatch, DisplayGroup, DisplayTable } from './display.repository.js';

/** What saving an item needs: the database (the seed's transaction when the demo saves) … */
export type Writer = Pick<AppDeps, 'db'>;
/** … and who saves it. */
export type Author = Pick<Actor, 'userId' | 'realName'>;

/** When and under which code a new item is made: now and a random code, except that the demo seed fixes both. */
export interface Made {
  now: string;
  code: string;
}
export const madeNow = (): Made => ({ now: nowText(), code: randomCode() });

/** Runs `work` in a transaction: the caller's when it is already in one (the demo seed), else a new one. */
export function atomically<T>(db: DbOrTrx, work: (trx: DbOrTrx) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
export const statusIs = repo.statusIs;

type DisplayRow = Pick<Selectable<DisplayColumns>, 'startTime' | 'endTime' | 'enabled' | 'sort' | 'creatorName' | 'createTime' | 'updateTime'>;

/** The display fields of a record, its status as of `now`. */
export function displayOf(row: DisplayRow, now: string) {
  return {
    sort: row.sort,
    startTime: row.startTime,
    endTime: row.endTime,
    enabled: row.enabled,
    status: displayStatusOf(row, now) as DisplayStatus,
    creatorName: row.creatorName,
    createTime: row.createTime,
    updateTime: row.updateTime,
  };
}

/** The columns a new item starts with: last of its group until `placeItem` puts it where asked. */
export function newItemColumns(form: { startTime: string; endTime: string; enabled: number }, author: Author, now = nowText()) {
  return {
    startTime: form.startTime,
    endTime: form.endTime,
    enabled: form.enabled,
    // Past any real sort: placeItem renumbers the group from 1 straight after the insert.
    sort: 1_000_000_000,
    creatorId: author.userId,
    creatorName: author.realName,
    createTime: now,
    updateTime: now,
  };
}

/**
 * Puts item `id` at `sort` (1-based) in `group` and numbers the group 1…n, in
 * the caller's transaction; without `sort` it keeps its place, or goes last
 * when it came from another group (`from`), whose gap is closed.
 */
export async function placeItem(
  trx: DbOrTrx,
  table: repo.DisplayTable,
  item: { id: number; group?: repo.DisplayGroup; sort?: number; from?: repo.DisplayGroup },
): Promise<void> {
  const moved = item.from !== undefined && item.group !== undefined && item.from.value !== item.group.value;
  if (item.sort === undefined && !moved && item.from !== undefined) return;
  const order = await repo.groupOrder(trx, table, item.group);
  const others = order.filter((row) => row.id !== item.id);
  const kept = order.findIndex((row) => row.id === item.id);
  const at = item.sort !== undefined ? Math.min(item.sort - 1, others.length) : moved || kept < 0 ? others.length : kept;
  const ids = [...others.slice(0, at).map((r) => r.id), item.id, ...others.slice(at).map((r) => r.id)];
  await renumber(trx, table, ids, order);
  if (moved) await closeGaps(trx, table, item.from);
}

/** Numbers a group 1…n in its present order (after an item left it). */
export async function closeGaps(trx: DbOrTrx, table: repo.DisplayTable, group: repo.DisplayGroup | undefined): Promise<void> {
  const order = await repo.groupOrder(trx, table, group);
  await renumber(trx, table, order.map((r) => r.id), order);
}

async function renumber(trx: DbOrTrx, table: repo.DisplayTable, ids: readonly number[], current: ReadonlyArray<{ id: number; sort: number }>) {
  const sortOf = new Map(current.map((r) => [r.id, r.sort]));
  const changes = ids.map((id, i) => ({ id, sort: i + 1 })).filter(({ id, sort }) => sortOf.get(id) !== sort);
  await repo.writeSorts(trx, table, changes);
}

/** Enabled items matching `match` whose windows overlap the window, but `exceptId`. */
export const enabledOverlapping = repo.enabledOverlapping;

/**
 * The most of `windows` showing at one moment within `within`: a new item is
 * refused when it would make more than a limit show together.
 */
export function mostAtOnce(windows: ReadonlyArray<{ startTime: string; endTime: string }>, within: { startTime: string; endTime: string }): number {
  // Ends are inclusive: at one moment a start is counted before an end.
  const events = windows.flatMap((w) => [
    { at: w.startTime < within.startTime ? within.startTime : w.startTime, step: 1 },
    { at: w.endTime > within.endTime ? within.endTime : w.endTime, step: -1 },
  ]);
  events.sort((a, b) => (a.at === b.at ? b.step - a.step : a.at < b.at ? -1 : 1));
  let showing = 0;
  let most = 0;
  for (const e of events) {
    showing += e.step;
    most = Math.max(most, showing);
  }
  return most;
}
