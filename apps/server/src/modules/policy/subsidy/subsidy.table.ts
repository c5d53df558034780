import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A subsidy project (补贴项目); money in 分. */
export interface PolicySubsidyProjectTable {
  id: Generated<number>;
  projectCode: string;
  projectName: string;
  oldKind: number;
  medicalKind: number;
  oldStandard: number | null;
  medicalStandard: number | null;
  /** JSON array of 申请人类别 keys. */
  personTypes: string;
  subsidyStart: string | null;
  subsidyEnd: string | null;
  reportStart: string | null;
  reportEnd: string | null;
  guide: string;
  /** SUBSIDY_MACHINE: 0 草稿, 1 已提交, 2 已撤回. */
  state: number;
  hot: number;
  creatorId: number | null;
  creatorName: string;
  createTime: string;
  updateTime: string;
}

/** A county a project covers. */
export interface PolicySubsidyCountyTable {
  projectId: number;
  countyCode: string;
}

export type SubsidyRow = Selectable<PolicySubsidyProjectTable>;
export type NewSubsidy = Insertable<PolicySubsidyProjectTable>;
export type SubsidyChanges = Updateable<PolicySubsidyProjectTable>;
