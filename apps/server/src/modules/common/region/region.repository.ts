import type { DbOrTrx } from '../../../db/database.js';

/** Every region, parents before children (level, then code). */
export function listAllRegions(db: DbOrTrx) {
  return db.selectFrom('comRegion').select(['level', 'code', 'name', 'parentCode', 'gcj02Lng', 'gcj02Lat']).orderBy('level').orderBy('code').execute();
}
