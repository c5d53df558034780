import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A job fair (招聘会). Its status is read from start/end time and the clock. */
export interface RecruitJobFairTable {
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
export interface RecruitJobFairCmpyTable {
  fairId: number;
  cmpyCode: string;
  sort: number;
  joinTime: string;
}

/** A job a taking-part company brings to the fair (参会岗位); it goes with its company. */
export interface RecruitJobFairJobTable {
  fairId: number;
  cmpyCode: string;
  jobId: number;
  sort: number;
}

export type FairRow = Selectable<RecruitJobFairTable>;
export type NewFair = Insertable<RecruitJobFairTable>;
export type FairChanges = Updateable<RecruitJobFairTable>;
