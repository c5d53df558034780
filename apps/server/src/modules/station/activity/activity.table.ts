import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A station's activity (驿站活动); money in cents. */
export interface RecruitStationActivityTable {
  id: Generated<number>;
  activityCode: string;
  stationId: number;
  activityName: string;
  activityType: number;
  beginTime: string;
  endTime: string;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  address: string;
  gcj02Lng: number;
  gcj02Lat: number;
  posterKey: string;
  /** Rich text as sanitizeRichText left it. */
  description: string;
  contactPerson: string;
  contactPhone: string;
  planRecruit: number;
  planTrain: number;
  budget: number;
  hirePrice: number;
  trainPrice: number;
  settledAmount: number;
  status: number;
  rejectDesc: string;
  stopReason: string;
  creatorId: number | null;
  creatorName: string;
  createTime: string;
  updateTime: string;
}

/** A participant: kind 0 the company itself, 1 one of its jobs, 2 one of its courses. */
export interface RecruitStationActivityItemTable {
  activityId: number;
  cmpyCode: string;
  kind: number;
  itemCode: string;
  sort: number;
}

/** A 结算单, frozen at 提交结算. */
export interface RecruitStationSettleTable {
  id: Generated<number>;
  settleCode: string;
  activityId: number;
  hires: number;
  trainees: number;
  hireAmount: number;
  trainAmount: number;
  payable: number;
  capped: number;
  hireCodes: string;
  trainCodes: string;
  agreeState: number;
  agreeReason: string;
  submitterId: number | null;
  submitterName: string;
  submitTime: string;
  agreeName: string;
  agreeTime: string;
  channel: string;
  voucherNo: string;
  /** 付款日期: the date the bank paid, as typed (YYYY-MM-DD; migration 0068); '' when nothing was paid. When it was registered is `settleTime`. */
  payDate: string;
  payeeAccount: string;
  receiptKey: string;
  paidAmount: number;
  settleTime: string;
}

/** Activities per status of each county's stations, kept by triggers (migration 0071): queryStateCount and the list's total. */
export interface RecruitStationActivityCountTable {
  county: string;
  status: number;
  /** A bigint: PostgreSQL answers it as text. */
  n: number | string;
}

export type ActivityRow = Selectable<RecruitStationActivityTable>;
export type NewActivity = Insertable<RecruitStationActivityTable>;
export type ActivityChanges = Updateable<RecruitStationActivityTable>;
export type SettleRow = Selectable<RecruitStationSettleTable>;
export type NewSettle = Insertable<RecruitStationSettleTable>;
export type NewActivityItem = Insertable<RecruitStationActivityItemTable>;
