import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A 招聘驿站; `deleted` 1 once removed (its ended activities and settlements keep it). */
export interface RecruitStationTable {
  id: Generated<number>;
  stationNo: string;
  stationName: string;
  stationType: number;
  operatorName: string;
  creditCode: string;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  address: string;
  gcj02Lng: number;
  gcj02Lat: number;
  leaderName: string;
  leaderPhone: string;
  servicePhone: string;
  openHours: string;
  /** Comma-separated 服务项目 numbers. */
  serviceItems: string;
  floorArea: number;
  /** Comma-separated object keys. */
  photoKeys: string;
  introduction: string;
  approveState: number;
  rejectDesc: string;
  submitterId: number | null;
  submitterName: string;
  submitTime: string;
  reviewerName: string;
  reviewTime: string;
  deleted: number;
  createTime: string;
  updateTime: string;
}

/** A job on a station's board (one station per job). */
export interface RecruitStationJobTable {
  stationId: number;
  jobId: number;
  joinTime: string;
}

/** 操作记录 of a station (subject 1) or an activity (subject 2). */
export interface RecruitStationOperationTable {
  id: Generated<number>;
  subject: number;
  subjectId: number;
  action: string;
  fromState: number | null;
  toState: number;
  reason: string;
  operatorId: number | null;
  operatorName: string;
  createTime: string;
}

export type StationRow = Selectable<RecruitStationTable>;
export type NewStation = Insertable<RecruitStationTable>;
export type StationChanges = Updateable<RecruitStationTable>;
export type NewStationOperation = Insertable<RecruitStationOperationTable>;
