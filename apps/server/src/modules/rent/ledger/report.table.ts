import type { Generated, Insertable, Selectable } from 'kysely';

/** 房源上报: a community's month, its figures computed at filing; source 1 人工上报, 2 系统生成. */
export interface RentReportTable {
  id: Generated<number>;
  reportCode: string;
  communityId: number;
  reportMonth: string;
  cutoffDate: string;
  houseNum: number;
  vacantHouseNum: number;
  bedNum: number;
  occupiedBedNum: number;
  freeBedNum: number;
  tenantNum: number;
  moveInNum: number;
  moveOutNum: number;
  remark: string;
  photos: string;
  source: number;
  reporterId: number | null;
  reporterName: string;
  reportTime: string;
}

/** A room as it stood at the report's cutoff (area ㎡ × 100, rent 分); occupants as JSON. */
export interface RentReportLineTable {
  id: Generated<number>;
  reportId: number;
  houseCode: string;
  unitCode: string;
  buildingNo: string;
  unitNo: string;
  roomNo: string;
  rooms: number;
  halls: number;
  baths: number;
  area: number;
  capacity: number;
  occupied: number;
  rent: number;
  disabled: number;
  vacantDays: number | null;
  occupants: string;
}

export type ReportRow = Selectable<RentReportTable>;
export type NewReport = Insertable<RentReportTable>;
export type NewReportLine = Insertable<RentReportLineTable>;
