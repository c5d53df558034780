import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A campus job fair (校园招聘会) a passed college hosts. Its status is read from start/end time and the clock. */
export interface CollegeJobFairTable {
  id: Generated<number>;
  fairCode: string;
  fairName: string;
  collegeCode: string;
  /** 1 线上, 2 线下. */
  fairType: number;
  boothCount: number;
  organizer: string;
  undertaker: string;
  contactPerson: string;
  contactPhone: string;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  address: string;
  gcj02Lng: number | null;
  gcj02Lat: number | null;
  startTime: string;
  endTime: string;
  description: string;
  creatorId: number | null;
  creatorName: string;
  createTime: string;
  updateTime: string;
}

export interface CollegeJobFairCmpyTable {
  fairId: number;
  cmpyCode: string;
  sort: number;
  joinTime: string;
}

export interface CollegeJobFairJobTable {
  fairId: number;
  cmpyCode: string;
  jobId: number;
  sort: number;
}

export type CampusFairRow = Selectable<CollegeJobFairTable>;
export type NewCampusFair = Insertable<CollegeJobFairTable>;
export type CampusFairChanges = Updateable<CollegeJobFairTable>;
