import type { DbOrTrx } from '../../../db/database.js';

/** A job seeker's proofs, newest first. */
export function proofsOfSeeker(db: DbOrTrx, seekerId: number, limit: number) {
  return db
    .selectFrom('recruitHealthProve')
    .select(['proveCode', 'proveType', 'result', 'normal', 'institution', 'checkTime', 'validUntil', 'remark', 'createTime'])
    .where('seekerId', '=', seekerId)
    .orderBy('checkTime', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
