import { textProblem } from '@hrbd/contract';
import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../db/database.js';
import type { SysOperationLogTable } from './audit.table.js';

export type OperationLogEntry = Insertable<SysOperationLogTable>;

export async function insertOperationLog(db: DbOrTrx, entry: OperationLogEntry): Promise<void> {
  await db.insertInto('sysOperationLog').values(entry).execute();
}

const TARGET_KEY = /(Code|Codes|Id|Ids)$|^(id|ids)$/;

/**
 * The `data` of a successful JSON answer, so a create is logged against the
 * record it made (`{ userCode }`, `{ id }`) rather than a field it was given.
 */
export function answerData(statusCode: number, payload: unknown): unknown {
  if (statusCode >= 400 || typeof payload !== 'string' || !payload.startsWith('{')) return undefined;
  try {
    return (JSON.parse(payload) as { data?: unknown }).data;
  } catch {
    return undefined;
  }
}

/**
 * The record a call acted on, read from what it is given (its answer first,
 * then its input): the first `…Code(s)` or `id(s)` field (e.g. userCode,
 * roleCode, sessionIds), so no handler has to report it.
 */
export function targetCodeOf(...inputs: unknown[]): string {
  for (const input of inputs) {
    if (!input || typeof input !== 'object') continue;
    for (const [key, value] of Object.entries(input)) {
      if (!TARGET_KEY.test(key)) continue;
      const text = typeof value === 'string' || typeof value === 'number' ? String(value) : Array.isArray(value) ? value.join(',') : null;
      // A refused input may hold what no column can store (NUL): the log then names no target rather than failing.
      if (text !== null) return textProblem(text, false) ? '' : text.slice(0, 200);
    }
  }
  return '';
}
