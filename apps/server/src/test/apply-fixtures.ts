import { companyEndpoints, idCardCheckChar, recruitEndpoints } from '@hrbd/contract';
import { expect } from 'vitest';
import type { Db } from '../db/database.js';
import type { TestServer } from './harness.js';
import { companyForm, jobForm, uploadLicence } from './recruit-fixtures.js';

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

/** A passed company with `names.length` online jobs, published and reviewed through the API. */
export async function publishJobs(server: TestServer, admin: string, names: readonly string[], companyNo = 1): Promise<PublishedJob[]> {
  const licence = await uploadLicence(server, admin);
  const company = await server.call(companyEndpoints.cmpySubmit, { token: admin, body: companyForm(companyNo, licence) });
  expect(company.status, company.json.msg).toBe(200);
  const cmpyCode = company.json.data.cmpyCode;
  expect((await server.call(companyEndpoints.cmpyApprove, { token: admin, body: { cmpyCode, approveType: 1 } })).status).toBe(200);
  const jobs: PublishedJob[] = [];
  for (const jobName of names) {
    const saved = await server.call(recruitEndpoints.saveJobInfo, { token: admin, body: jobForm(cmpyCode, { jobName }) });
    expect(saved.status, saved.json.msg).toBe(200);
    const { jobCode } = saved.json.data;
    expect((await server.call(recruitEndpoints.checkJobInfo, { token: admin, body: { jobCode, approveType: 2 } })).status).toBe(200);
    expect((await server.call(recruitEndpoints.onOrOffLineJobInfo, { token: admin, body: { jobCode, onlineType: 1 } })).status).toBe(200);
    const row = await server.deps.db.selectFrom('recruitJobInfo').select('id').where('jobCode', '=', jobCode).executeTakeFirstOrThrow();
    jobs.push({ id: Number(row.id), jobCode, jobName });
  }
  return jobs;
}

export interface ApplicantSpec {
  usrName: string;
  gender: 1 | 2;
  birthDate: string;
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

/** Writes each spec as a job seeker with a resume and one application. */
export async function addApplicants(db: Db, specs: readonly ApplicantSpec[]): Promise<Applicant[]> {
  const made: Applicant[] = [];
  const now = '2025-01-01 09:00:00';
  for (const spec of specs) {
    serial += 1;
    // The sequence's parity carries the gender, as on a real card.
    const sequence = (serial % 500) * 2 + (spec.gender === 1 ? 1 : 0);
    const idCard = idCardFor(COUNTIES[Math.floor(serial / 500) % COUNTIES.length], spec.birthDate, sequence);
    const mobile = `138${String(10_000_000 + serial).slice(-8)}`;
    const unique = `${process.pid}x${String(serial).padStart(8, '0')}`;
    const [usrCode, resumeCode, applyCode] = ['seeker', 'resume', 'apply'].map((kind) => `${kind}${unique}`.padEnd(32, '0'));
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
        education: 8,
        ethnic: 1,
        jobStatus: 0,
        provinceCode: '410000',
        cityCode: '410100',
        countyCode: '410184',
        address: '龙湖镇祥和路6号',
        createTime: now,
        updateTime: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const resume = await db
      .insertInto('recruitResume')
      .values({
        resumeCode,
        seekerId: Number(seeker.id),
        expectJob: '数控车工',
        expectSalaryMin: 5000,
        expectSalaryMax: 7000,
        workYears: 3,
        selfIntro: '踏实肯干，服从安排',
        createTime: now,
        updateTime: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const resumeId = Number(resume.id);
    await db
      .insertInto('recruitResumeWork')
      .values({ resumeId, cmpyName: '郑州宇通客车股份有限公司', jobName: '装配工', beginDate: '2021-03-01', endDate: null, content: '负责底盘装配' })
      .execute();
    await db
      .insertInto('recruitResumeEducation')
      .values({ resumeId, schoolName: '河南工业职业技术学院', major: '数控技术', education: 8, beginDate: '2017-09-01', endDate: '2020-07-01' })
      .execute();
    await db
      .insertInto('recruitResumeTrain')
      .values({ resumeId, trainOrg: '新郑市职业技能培训中心', trainCourse: '数控车床操作', certificate: '车工（四级）', beginDate: '2020-08-01', endDate: '2020-10-31' })
      .execute();
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
