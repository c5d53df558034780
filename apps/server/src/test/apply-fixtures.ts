import { idCardCheckChar, jobApi } from '@hrbd/contract';
import { expect } from 'vitest';
import type { DbOrTrx } from '../db/database.js';
import type { TestServer } from './harness.js';
import { creditCodeFor, jobForm, passedCompany, XINZHENG as XINZHENG_PLACE, type Place } from './recruit-fixtures.js';

/**
 * Applicants for the application tests: job seekers with valid ID numbers,
 * a resume with one entry of each history, and their applications to jobs
 * published through the API. The console has no call that creates an
 * application (they come from the job seekers' app), so they are written here.
 */

/** A 身份证号 with a correct check character; an odd `sequence` is a man, an even one a woman. */
export function idCardFor(county: string, birthDate: string, sequence: number): string {
  const first17 = `${county}${birthDate.replace(/-/g, '')}${String(sequence).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}

export interface PublishedJob {
  id: number;
  jobCode: string;
  jobName: string;
}

/** A passed company (in 新郑市 unless `place` says otherwise) with `names.length` online jobs, published and reviewed through the API. */
export async function publishJobs(server: TestServer, admin: string, names: readonly string[], companyNo = 1, place: Place = XINZHENG_PLACE): Promise<PublishedJob[]> {
  const { cmpyCode } = await passedCompany(server, admin, companyNo, { ...place, creditCode: creditCodeFor(companyNo, place.countyCode) });
  const jobs: PublishedJob[] = [];
  for (const jobName of names) {
    const saved = await server.call(jobApi.saveJobInfo, { token: admin, body: jobForm(cmpyCode, { jobName, ...place }) });
    expect(saved.status, saved.json.msg).toBe(200);
    const { jobCode } = saved.json.data;
    expect((await server.call(jobApi.checkJobInfo, { token: admin, body: { jobCode, approveType: 2 } })).status).toBe(200);
    expect((await server.call(jobApi.onOrOffLineJobInfo, { token: admin, body: { jobCode, onlineType: 1 } })).status).toBe(200);
    const row = await server.deps.db.selectFrom('recruitJobInfo').select('id').where('jobCode', '=', jobCode).executeTakeFirstOrThrow();
    jobs.push({ id: Number(row.id), jobCode, jobName });
  }
  return jobs;
}

export interface ApplicantSpec extends JobSeekerSpec {
  job: PublishedJob;
  applyTime: string;
  /** Defaults to 0 新简历. */
  state?: number;
}

export interface Applicant extends ApplicantSpec {
  applyCode: string;
  resumeCode: string;
  usrCode: string;
  idCard: string;
  mobile: string;
}

let serial = 0;
/** 郑州's county codes: 500 people born on one day fit into each one's sequence numbers. */
const COUNTIES = ['410184', '410102', '410103', '410104', '410105', '410106', '410108', '410122', '410181', '410182', '410183', '410185'];
const XINZHENG = ['410000', '410100', '410184'] as const;

/** What a resume says beyond the person: the job wanted, and one entry of each history (work and training may be absent). */
export interface ResumeStory {
  expectJob: string;
  expectSalaryMin: number;
  expectSalaryMax: number;
  workYears: number;
  selfIntro: string;
  work: { cmpyName: string; jobName: string; beginDate: string; endDate: string | null; content: string } | null;
  education: { schoolName: string; major: string; beginDate: string; endDate: string };
  train: { trainOrg: string; trainCourse: string; certificate: string; beginDate: string; endDate: string } | null;
}

export const LATHE_OPERATOR: ResumeStory = {
  expectJob: '数控车工',
  expectSalaryMin: 5000,
  expectSalaryMax: 7000,
  workYears: 3,
  selfIntro: '踏实肯干，服从安排',
  work: { cmpyName: '郑州宇通客车股份有限公司', jobName: '装配工', beginDate: '2021-03-01', endDate: null, content: '负责底盘装配' },
  education: { schoolName: '河南工业职业技术学院', major: '数控技术', beginDate: '2017-09-01', endDate: '2020-07-01' },
  train: { trainOrg: '新郑市职业技能培训中心', trainCourse: '数控车床操作', certificate: '车工（四级）', beginDate: '2020-08-01', endDate: '2020-10-31' },
};

export interface JobSeekerSpec {
  usrName: string;
  gender: 1 | 2;
  birthDate: string;
  /** Dict `education`; the resume's education entry has it too. Defaults to 8 (大专). */
  education?: number;
  /** Defaults to 0 未就业. */
  jobStatus?: number;
  /** Where they live: province, city, county codes. Defaults to 新郑市. */
  place?: readonly [string, string, string];
  skills?: readonly string[];
  story?: ResumeStory;
  /** The seeker's and resume's createTime; defaults to 2025-01-01 09:00:00. */
  createTime?: string;
  /** Their updateTime; defaults to createTime. */
  updateTime?: string;
}

export interface JobSeeker {
  usrCode: string;
  resumeId: number;
  resumeCode: string;
  /** A valid 身份证号 agreeing with the birth date and gender. */
  idCard: string;
  mobile: string;
}

/** `write` in one transaction: a thousand fixture rows commit once, not once a row (seconds on PostgreSQL). */
function inOneTransaction<T>(db: DbOrTrx, write: (trx: DbOrTrx) => Promise<T>): Promise<T> {
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}

/**
 * Job seekers with one resume each, its histories and skills, written as the
 * job seekers' app leaves them (the console has no call that creates them).
 */
export function addJobSeekers(db: DbOrTrx, specs: readonly JobSeekerSpec[]): Promise<JobSeeker[]> {
  return inOneTransaction(db, (trx) => writeJobSeekers(trx, specs));
}

async function writeJobSeekers(db: DbOrTrx, specs: readonly JobSeekerSpec[]): Promise<JobSeeker[]> {
  const made: JobSeeker[] = [];
  for (const spec of specs) {
    serial += 1;
    // The sequence's parity carries the gender, as on a real card.
    const sequence = (serial % 500) * 2 + (spec.gender === 1 ? 1 : 0);
    const idCard = idCardFor(COUNTIES[Math.floor(serial / 500) % COUNTIES.length], spec.birthDate, sequence);
    const mobile = `138${String(10_000_000 + serial).slice(-8)}`;
    const unique = `${process.pid}x${String(serial).padStart(8, '0')}`;
    const [usrCode, resumeCode] = ['seeker', 'resume'].map((kind) => `${kind}${unique}`.padEnd(32, '0'));
    const [provinceCode, cityCode, countyCode] = spec.place ?? XINZHENG;
    const { work, education, train, ...wanted } = spec.story ?? LATHE_OPERATOR;
    const createTime = spec.createTime ?? '2025-01-01 09:00:00';
    const updateTime = spec.updateTime ?? createTime;
    const seeker = await db
      .insertInto('recruitJobSeeker')
      .values({
        usrCode,
        usrName: spec.usrName,
        usrGender: spec.gender,
        birthDate: spec.birthDate,
        idCard,
        mobile,
        email: '',
        education: spec.education ?? 8,
        ethnic: 1,
        jobStatus: spec.jobStatus ?? 0,
        provinceCode,
        cityCode,
        countyCode,
        address: '龙湖镇祥和路6号',
        createTime,
        updateTime,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const resume = await db
      .insertInto('recruitResume')
      .values({ resumeCode, seekerId: Number(seeker.id), ...wanted, createTime, updateTime })
      .returning('id')
      .executeTakeFirstOrThrow();
    const resumeId = Number(resume.id);
    if (work) await db.insertInto('recruitResumeWork').values({ resumeId, ...work }).execute();
    await db.insertInto('recruitResumeEducation').values({ resumeId, ...education, education: spec.education ?? 8 }).execute();
    if (train) await db.insertInto('recruitResumeTrain').values({ resumeId, ...train }).execute();
    if (spec.skills?.length) await db.insertInto('recruitResumeSkill').values(spec.skills.map((skillCode) => ({ resumeId, skillCode, createTime }))).execute();
    made.push({ usrCode, resumeId, resumeCode, idCard, mobile });
  }
  return made;
}

let applySerial = 0;

/** Writes each spec as a job seeker with a resume and one application. */
export function addApplicants(db: DbOrTrx, specs: readonly ApplicantSpec[]): Promise<Applicant[]> {
  return inOneTransaction(db, (trx) => writeApplicants(trx, specs));
}

async function writeApplicants(db: DbOrTrx, specs: readonly ApplicantSpec[]): Promise<Applicant[]> {
  const made: Applicant[] = [];
  for (const spec of specs) {
    const [{ resumeId, resumeCode, usrCode, idCard, mobile }] = await writeJobSeekers(db, [spec]);
    applySerial += 1;
    const applyCode = `apply${process.pid}x${String(applySerial).padStart(8, '0')}`.padEnd(32, '0');
    await db
      .insertInto('recruitJobApply')
      .values({
        applyCode,
        resumeId,
        jobId: spec.job.id,
        state: spec.state ?? 0,
        usrGender: spec.gender,
        usrBirthDate: spec.birthDate,
        applyTime: spec.applyTime,
        remark: '',
        updateTime: spec.applyTime,
      })
      .execute();
    made.push({ ...spec, applyCode, resumeCode, usrCode, idCard, mobile });
  }
  return made;
}
