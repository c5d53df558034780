import type { DbOrTrx } from '../../../db/database.js';

/** A resume with the job seeker it belongs to: what every view of a resume starts from. */
const RESUME_COLUMNS = [
  'r.id',
  'r.resumeCode',
  'r.expectJob',
  'r.expectSalaryMin',
  'r.expectSalaryMax',
  'r.workYears',
  'r.selfIntro',
  'r.updateTime',
  's.id as seekerId',
  's.usrCode',
  's.usrName',
  's.usrGender',
  's.birthDate',
  's.idCard',
  's.mobile',
  's.email',
  's.education',
  's.ethnic',
  's.jobStatus',
  's.provinceCode',
  's.cityCode',
  's.countyCode',
  's.address',
] as const;

function resumes(db: DbOrTrx) {
  return db.selectFrom('recruitResume as r').innerJoin('recruitJobSeeker as s', 's.id', 'r.seekerId').select(RESUME_COLUMNS);
}

export type ResumeRow = NonNullable<Awaited<ReturnType<typeof findByCode>>>;

export function findByCode(db: DbOrTrx, resumeCode: string) {
  return resumes(db).where('r.resumeCode', '=', resumeCode).executeTakeFirst();
}

export function findById(db: DbOrTrx, id: number) {
  return resumes(db).where('r.id', '=', id).executeTakeFirst();
}

export function findByIds(db: DbOrTrx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return resumes(db).where('r.id', 'in', ids).execute();
}

export function findSeekerByUsrCode(db: DbOrTrx, usrCode: string) {
  return db.selectFrom('recruitJobSeeker').select(['id', 'usrCode', 'usrName']).where('usrCode', '=', usrCode).executeTakeFirst();
}

/** Each history of the resumes, newest first within a resume. */
export function worksOf(db: DbOrTrx, resumeIds: readonly number[]) {
  if (resumeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('recruitResumeWork')
    .select(['resumeId', 'cmpyName', 'jobName', 'beginDate', 'endDate', 'content'])
    .where('resumeId', 'in', resumeIds)
    .orderBy('resumeId')
    .orderBy('beginDate', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function educationsOf(db: DbOrTrx, resumeIds: readonly number[]) {
  if (resumeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('recruitResumeEducation')
    .select(['resumeId', 'schoolName', 'major', 'education', 'beginDate', 'endDate'])
    .where('resumeId', 'in', resumeIds)
    .orderBy('resumeId')
    .orderBy('beginDate', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function trainsOf(db: DbOrTrx, resumeIds: readonly number[]) {
  if (resumeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('recruitResumeTrain')
    .select(['resumeId', 'trainOrg', 'trainCourse', 'certificate', 'beginDate', 'endDate'])
    .where('resumeId', 'in', resumeIds)
    .orderBy('resumeId')
    .orderBy('beginDate', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
