import type { Generated } from 'kysely';

/** A job seeker (求职者): the person, as their ID number and registration describe them. */
export interface RecruitJobSeekerTable {
  id: Generated<number>;
  usrCode: string;
  usrName: string;
  /** 1 男, 2 女 (dict `gender`); agrees with the ID number. */
  usrGender: number;
  /** YYYY-MM-DD, from the ID number. */
  birthDate: string;
  /** 18 characters, valid by GB 11643; shown masked to those without `recruit:resume:list:viewSensitive`. */
  idCard: string;
  mobile: string;
  email: string;
  /** Dict `education`, 1–11. */
  education: number;
  /** Dict `ethnic`, 1–56. */
  ethnic: number;
  /** Dict `job_status`: 0 未就业, 1 已就业. */
  jobStatus: number;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  address: string;
  createTime: string;
  updateTime: string;
}

/** A seeker's resume (one each). */
export interface RecruitResumeTable {
  id: Generated<number>;
  resumeCode: string;
  seekerId: number;
  expectJob: string;
  /** Whole yuan per month. */
  expectSalaryMin: number;
  expectSalaryMax: number;
  workYears: number;
  selfIntro: string;
  createTime: string;
  updateTime: string;
}

export interface RecruitResumeWorkTable {
  id: Generated<number>;
  resumeId: number;
  cmpyName: string;
  jobName: string;
  beginDate: string;
  /** null: 至今. */
  endDate: string | null;
  content: string;
}

export interface RecruitResumeEducationTable {
  id: Generated<number>;
  resumeId: number;
  schoolName: string;
  major: string;
  education: number;
  beginDate: string;
  endDate: string | null;
}

export interface RecruitResumeTrainTable {
  id: Generated<number>;
  resumeId: number;
  trainOrg: string;
  trainCourse: string;
  certificate: string;
  beginDate: string;
  endDate: string | null;
}
