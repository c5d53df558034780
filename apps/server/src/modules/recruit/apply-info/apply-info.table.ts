import type { Generated, Insertable } from 'kysely';

/** An application (投递): a resume sent to a job, moving through APPLY_MACHINE. */
export interface RecruitJobApplyTable {
  id: Generated<number>;
  applyCode: string;
  resumeId: number;
  jobId: number;
  /** 0 新简历, 3 初筛通过, 5 已邀请面试, 4 已录用, 6 不合适. */
  state: number;
  /** Copied from the job seeker so the list filters without a join. */
  usrGender: number;
  usrBirthDate: string;
  /** The county of the job's company (the record's region for 数据权限), kept by triggers (migration 0075). */
  countyCode: Generated<string>;
  applyTime: string;
  remark: string;
  updateTime: string;
}

/** An interview invitation (面试记录) of an application. */
export interface RecruitApplyAuditionTable {
  id: Generated<number>;
  auditionCode: string;
  applyId: number;
  interviewTime: string;
  interviewPlace: string;
  contactPerson: string;
  contactPhone: string;
  note: string;
  inviterId: number | null;
  inviterName: string;
  createTime: string;
}

/** What a recruiter did to an application (操作记录): a move of the flow or a remark. */
export interface RecruitApplyOperationTable {
  id: Generated<number>;
  applyId: number;
  /** An ApplyOperation of the contract. */
  action: string;
  fromState: number;
  toState: number;
  note: string;
  operatorId: number | null;
  operatorName: string;
  createTime: string;
}

export type NewApplyAudition = Insertable<RecruitApplyAuditionTable>;
export type NewApplyOperation = Insertable<RecruitApplyOperationTable>;

/** Applications per county of the job's company and per state, kept by trigger (migration 0074): a scoped user's tab counts. */
export interface RecruitApplyCountyCountTable {
  county: string;
  state: number;
  n: number;
}
