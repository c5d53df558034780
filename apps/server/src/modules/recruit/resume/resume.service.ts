import { ageOn, VIEW_SENSITIVE_PERMISSION, type ResumeVO } from '@hrbd/contract';
import type { z } from 'zod';
import type { resumeEducation, resumeTrain, resumeWork } from '@hrbd/contract';
import type { Db, DbOrTrx } from '../../../db/database.js';
import { disclosureFor as platformDisclosure, type Disclosure } from '../../../platform/disclosure.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { found } from '../../../platform/errors.js';
import { nowText } from '../../../platform/time.js';
import { placeNamer } from '../../common/region/region.service.js';
import * as repo from './resume.repository.js';

export type ResumeRow = repo.ResumeRow;
export type ResumeWork = z.infer<typeof resumeWork>;
export type ResumeEducation = z.infer<typeof resumeEducation>;
export type ResumeTrain = z.infer<typeof resumeTrain>;

export interface ResumeHistories {
  workList: ResumeWork[];
  educationList: ResumeEducation[];
  trainList: ResumeTrain[];
}

/** Today in Asia/Shanghai (YYYY-MM-DD): the day ages are counted to. */
export const todayText = (): string => nowText().slice(0, 10);

export type { Disclosure } from '../../../platform/disclosure.js';

/** How a caller sees ID numbers and mobiles in recruit's records: whole only with the 简历 viewSensitive right. */
export const disclosureFor = (deps: AppDeps, actor: Actor): Promise<Disclosure> => platformDisclosure(deps, actor, VIEW_SENSITIVE_PERMISSION);

export async function resumeByCode(db: DbOrTrx, resumeCode: string): Promise<ResumeRow> {
  return found(await repo.findByCode(db, resumeCode), '简历不存在');
}

export async function resumeById(db: DbOrTrx, id: number): Promise<ResumeRow> {
  return found(await repo.findById(db, id), '简历不存在');
}

export const resumesByIds = (db: DbOrTrx, ids: readonly number[]): Promise<ResumeRow[]> => repo.findByIds(db, ids);

/** The job seeker a 求职者编号 (usrCode) names, or 404. */
export async function seekerByUsrCode(db: DbOrTrx, usrCode: string): Promise<{ id: number; usrCode: string; usrName: string }> {
  const row = found(await repo.findSeekerByUsrCode(db, usrCode), '求职者不存在');
  return { id: Number(row.id), usrCode: row.usrCode, usrName: row.usrName };
}

/** A function that turns resume rows into their 基本信息, naming places from the region table. */
export async function resumeViewer(db: Db, disclosure: Disclosure): Promise<(row: ResumeRow) => ResumeVO> {
  const namer = await placeNamer(db);
  const today = todayText();
  return (row) => ({
    resumeCode: row.resumeCode,
    usrCode: row.usrCode,
    usrName: row.usrName,
    usrGender: row.usrGender,
    birthDate: row.birthDate,
    age: ageOn(row.birthDate, today),
    idCard: disclosure.idCard(row.idCard),
    mobile: disclosure.mobile(row.mobile),
    email: row.email,
    education: row.education,
    ethnic: row.ethnic,
    jobStatus: row.jobStatus,
    provinceCode: row.provinceCode,
    cityCode: row.cityCode,
    countyCode: row.countyCode,
    ...namer(row),
    address: row.address,
    expectJob: row.expectJob,
    expectSalaryMin: row.expectSalaryMin,
    expectSalaryMax: row.expectSalaryMax,
    workYears: row.workYears,
    selfIntro: row.selfIntro,
    updateTime: row.updateTime,
  });
}

/** The work, education and training histories of each resume, newest first. */
export async function historiesOf(db: DbOrTrx, resumeIds: readonly number[]): Promise<Map<number, ResumeHistories>> {
  const [works, educations, trains] = await Promise.all([repo.worksOf(db, resumeIds), repo.educationsOf(db, resumeIds), repo.trainsOf(db, resumeIds)]);
  const byResume = new Map<number, ResumeHistories>(resumeIds.map((id) => [id, { workList: [], educationList: [], trainList: [] }]));
  const entry = (id: number | string) => byResume.get(Number(id));
  for (const { resumeId, ...work } of works) entry(resumeId)?.workList.push(work);
  for (const { resumeId, ...education } of educations) entry(resumeId)?.educationList.push(education);
  for (const { resumeId, ...train } of trains) entry(resumeId)?.trainList.push(train);
  return byResume;
}

export const NO_HISTORIES: ResumeHistories = Object.freeze({ workList: [], educationList: [], trainList: [] });
