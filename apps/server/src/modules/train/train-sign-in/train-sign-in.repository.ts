import type { DbOrTrx } from '../../../db/database.js';
import type { NewSignIn } from './train-sign-in.table.js';

export function findSignIn(db: DbOrTrx, sessionId: number, studentId: number) {
  return db.selectFrom('trainSignIn').selectAll().where('sessionId', '=', sessionId).where('studentId', '=', studentId).executeTakeFirst();
}

export async function insertSignIn(db: DbOrTrx, row: NewSignIn): Promise<void> {
  await db.insertInto('trainSignIn').values(row).execute();
}

export async function insertSignIns(db: DbOrTrx, rows: readonly NewSignIn[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 300) await db.insertInto('trainSignIn').values(rows.slice(i, i + 300)).execute();
}

/** The sign-ins of a class's sessions. */
export function signInsOfSessions(db: DbOrTrx, sessionIds: readonly number[]) {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('trainSignIn').select(['sessionId', 'studentId', 'result', 'reason']).where('sessionId', 'in', sessionIds).execute();
}

/** Sign-ins of these sessions: session, result and time (for counts and lateness). */
export async function signInsForAnalysis(db: DbOrTrx, sessionIds: readonly number[]) {
  const rows: Array<{ sessionId: number; result: number; signTime: string }> = [];
  for (let i = 0; i < sessionIds.length; i += 500) {
    const slice = sessionIds.slice(i, i + 500);
    rows.push(...(await db.selectFrom('trainSignIn').select(['sessionId', 'result', 'signTime']).where('sessionId', 'in', slice).execute()));
  }
  return rows;
}
