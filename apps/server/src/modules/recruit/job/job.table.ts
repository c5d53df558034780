import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface RecruitJobInfoTable {
  id: Generated<number>;
  jobCode: string;
  jobName: string;
  /** A 中类 of the jobCategory reference tree. */
  jobCategoryCode: string;
  cmpyCode: string;
  cmpyName: string;
  /** Whole yuan per month. */
  salaryMin: number;
  salaryMax: number;
  /** Dict `education`, 1–11. */
  education: number;
  headcount: number;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  address: string;
  gcj02Lng: number;
  gcj02Lat: number;
  description: string;
  beginTime: string;
  endTime: string;
  source: string;
  /** 0 审核中, 1 已驳回, 2 已通过, 3 已上线, 4 已下线, 5 强制结束. */
  approveType: number;
  /** 1 exactly while approveType is 3. */
  onlineType: number;
  rejectDesc: string;
  forcedDesc: string;
  creatorId: number | null;
  creatorName: string;
  reviewerName: string;
  reviewTime: string | null;
  onlineTime: string | null;
  refreshTime: string;
  createTime: string;
  updateTime: string;
}

export interface RecruitJobLabelRelTable {
  jobId: number;
  labelCode: string;
  sort: number;
}

/** A move of a job along JOB_MACHINE: who (or 系统, the scheduler), when, from → to. */
export interface RecruitJobOperationTable {
  id: Generated<number>;
  jobId: number;
  /** A JobAction of the contract. */
  action: string;
  fromState: number;
  toState: number;
  note: string;
  operatorId: number | null;
  operatorName: string;
  createTime: string;
}

export type JobRow = Selectable<RecruitJobInfoTable>;
export type NewJob = Insertable<RecruitJobInfoTable>;
export type JobChanges = Updateable<RecruitJobInfoTable>;
export type NewJobOperation = Insertable<RecruitJobOperationTable>;
