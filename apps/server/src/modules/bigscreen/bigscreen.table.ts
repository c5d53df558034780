import type { Generated } from 'kysely';

/** Counters of the 数据大屏 (migration 0057): see its notes for the subjects. */
export interface StatBigscreenCountTable {
  subject: string;
  /** YYYY-MM; '' for the subjects of now. */
  month: string;
  /** County of the company (jobs, applications) or of the job seeker. */
  county: string;
  code: string;
  n: number;
}

export interface BigscreenReportInsuredTable {
  month: string;
  regionCode: string;
  regionName: string;
  insuredTotal: number;
  pension: number;
  medical: number;
  unemployment: number;
  injury: number;
  maternity: number;
  addCount: number;
  reduceCount: number;
  importId: number;
}

export interface BigscreenReportEducationTable {
  month: string;
  regionCode: string;
  education: number;
  insuredCount: number;
  importId: number;
}

export interface BigscreenReportFlowTable {
  month: string;
  regionCode: string;
  regionName: string;
  inflow: number;
  outflow: number;
  importId: number;
}

export interface BigscreenReportImportTable {
  id: Generated<number>;
  fileName: string;
  rowCount: number;
  /** Comma-separated YYYY-MM. */
  importedMonths: string;
  refusedMonths: string;
  errorCode: string;
  operatorId: number | null;
  operatorName: string;
  createTime: string;
}

export interface BigscreenReportErrorTable {
  errorCode: string;
  importId: number;
  importerId: number | null;
  sheets: string;
  createTime: string;
}
