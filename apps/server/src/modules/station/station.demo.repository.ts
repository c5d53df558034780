import { JOB_APPROVE_TYPES, COURSE_APPROVE_TYPES } from '@hrbd/contract';
import type { DbOrTrx } from '../../db/database.js';

/** What the station demo reads of other domains' demo data (streets, jobs, courses), and nothing else. */

export function streetsOf(db: DbOrTrx, countyCodes: readonly string[]) {
  return db
    .selectFrom('comRegion')
    .select(['code', 'name', 'parentCode', 'gcj02Lng', 'gcj02Lat'])
    .where('level', '=', 4)
    .where('parentCode', 'in', countyCodes)
    .orderBy('code')
    .execute();
}

/** Demo jobs with their company's county, oldest first (online and ended ones both: ended jobs stay linked). */
export async function jobsWithCounty(db: DbOrTrx) {
  const rows = await db
    .selectFrom('recruitJobInfo as j')
    .innerJoin('cmpyInfo as c', 'c.cmpyCode', 'j.cmpyCode')
    .select(['j.id', 'j.jobCode', 'j.cmpyCode', 'j.approveType', 'j.createTime', 'c.countyCode', 'c.approveType as cmpyState'])
    .where('j.approveType', 'in', [JOB_APPROVE_TYPES.online, JOB_APPROVE_TYPES.offline])
    .orderBy('j.id')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export function onlineCourses(db: DbOrTrx) {
  return db.selectFrom('trainCourse').select(['courseCode', 'cmpyCode']).where('approveType', '=', COURSE_APPROVE_TYPES.online).where('cmpyCode', '<>', '').orderBy('courseCode').execute();
}

export function activityIds(db: DbOrTrx) {
  return db.selectFrom('recruitStationActivity').select(['id', 'activityCode']).orderBy('id').execute();
}
