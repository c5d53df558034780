import type { DbOrTrx } from '../../../db/database.js';

/** Companies of the given codes with their review state, for checking a fair's list. */
export function companiesByCodes(db: DbOrTrx, cmpyCodes: readonly string[]) {
  if (cmpyCodes.length === 0) return Promise.resolve([]);
  return db.selectFrom('cmpyInfo').select(['cmpyCode', 'cmpyName', 'approveType']).where('cmpyCode', 'in', cmpyCodes).execute();
}

/** Jobs of the given codes with what decides whether they may join a fair. */
export async function jobsByCodes(db: DbOrTrx, jobCodes: readonly string[]) {
  if (jobCodes.length === 0) return [];
  const rows = await db
    .selectFrom('recruitJobInfo')
    .select(['id', 'jobCode', 'jobName', 'cmpyCode', 'approveType', 'endTime'])
    .where('jobCode', 'in', jobCodes)
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
