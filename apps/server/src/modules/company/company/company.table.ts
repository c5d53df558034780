import type { Generated, Insertable, Selectable } from 'kysely';

export interface CmpyInfoTable {
  id: Generated<number>;
  cmpyCode: string;
  cmpyName: string;
  creditCode: string;
  legalPerson: string;
  industryCode: string;
  cmpyScale: number;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  address: string;
  gcj02Lng: number;
  gcj02Lat: number;
  contactPerson: string;
  contactPhone: string;
  /** Object key of the license image in the file table; '' for companies imported without one. */
  licenseKey: string;
  /** 0 待审核, 1 已通过, 2 已驳回. */
  approveType: number;
  rejectDesc: string;
  /** '1' registered by the company, '2' entered on this console. */
  source: string;
  submitterId: number | null;
  submitterName: string;
  approverName: string;
  /** The latest (re)submission. */
  submitTime: string;
  /** The latest decision; null while pending. */
  approveTime: string | null;
  /** The first submission. */
  createTime: string;
  updateTime: string;
}

export type CompanyRow = Selectable<CmpyInfoTable>;
export type NewCompany = Insertable<CmpyInfoTable>;
