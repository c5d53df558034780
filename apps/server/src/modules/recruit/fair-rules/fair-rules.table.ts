import type { Generated } from 'kysely';

/**
 * The columns every job fair's tables hold — recruitment's (recruit_job_fair*,
 * migration 0024) and the colleges' campus fairs (college_job_fair*, 0046).
 * Each area's table type adds its own columns to these.
 */
export interface JobFairColumns {
  id: Generated<number>;
  fairCode: string;
  fairName: string;
  /** 1 线上, 2 线下. */
  fairType: number;
  organizer: string;
  undertaker: string;
  contactPerson: string;
  contactPhone: string;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  /** The venue of an on-site fair; '' online. */
  address: string;
  gcj02Lng: number | null;
  gcj02Lat: number | null;
  startTime: string;
  endTime: string;
  /** Rich text as sanitizeRichText left it. */
  description: string;
  creatorId: number | null;
  creatorName: string;
  createTime: string;
  updateTime: string;
}

/** A passed company taking part in a fair (参会企业). */
export interface JobFairCmpyColumns {
  fairId: number;
  cmpyCode: string;
  sort: number;
  joinTime: string;
}

/** A job a taking-part company brings to the fair (参会岗位); it goes with its company. */
export interface JobFairJobColumns {
  fairId: number;
  cmpyCode: string;
  jobId: number;
  sort: number;
}

/** The three tables of one kind of fair: the fairs, their companies, their jobs. */
export type JobFairTables =
  | { fairs: 'recruitJobFair'; companies: 'recruitJobFairCmpy'; jobs: 'recruitJobFairJob' }
  | { fairs: 'collegeJobFair'; companies: 'collegeJobFairCmpy'; jobs: 'collegeJobFairJob' };
