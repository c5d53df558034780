import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A 政策文件. */
export interface PolicyFileTable {
  id: Generated<number>;
  fileCode: string;
  title: string;
  /** 文号, unique. */
  docNo: string;
  issuer: string;
  /** 1 国家, 2 省, 3 市, 4 区县. */
  level: number;
  regionCode: string | null;
  publishDate: string;
  effectiveDate: string | null;
  /** 1 现行有效, 2 已修改, 3 已废止. */
  effectState: number;
  body: string;
  /** JSON array of object keys. */
  attachments: string;
  creatorId: number | null;
  creatorName: string;
  createTime: string;
  updateTime: string;
}

/** A 补贴项目 a file is 政策依据 for. */
export interface PolicyFileProjectTable {
  fileId: number;
  projectId: number;
}

/** A 政策事项 a file defines. */
export interface PolicyItemTable {
  id: Generated<number>;
  itemCode: string;
  fileId: number;
  itemName: string;
  itemType: string;
  subType: string | null;
  department: string;
  supportContent: string;
  applyStart: string | null;
  applyEnd: string | null;
  sort: number;
  createTime: string;
  updateTime: string;
}

/** A company's 政策申报 for an item. */
export interface PolicyItemApplyTable {
  id: Generated<number>;
  applyCode: string;
  itemId: number;
  cmpyName: string;
  creditCode: string;
  contactName: string;
  contactPhone: string;
  district: string;
  remark: string;
  content: string;
  applyTime: string;
}

export type PolicyFileRow = Selectable<PolicyFileTable>;
export type NewPolicyFile = Insertable<PolicyFileTable>;
export type PolicyFileChanges = Updateable<PolicyFileTable>;
export type PolicyItemRow = Selectable<PolicyItemTable>;
export type NewPolicyItem = Insertable<PolicyItemTable>;
export type NewItemApply = Insertable<PolicyItemApplyTable>;
