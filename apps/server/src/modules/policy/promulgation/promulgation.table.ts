import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A policy document the bureau issues (政策发文). */
export interface PolicyPromulgationTable {
  id: Generated<number>;
  title: string;
  docNo: string;
  unit: string;
  publishDate: string;
  /** Sanitised rich text. */
  content: string;
  /** JSON array of object keys. */
  attachments: string;
  /** PROMULGATION_MACHINE: 0 草稿, 1 已提交, 2 已撤销. */
  state: number;
  submitTime: string | null;
  creatorId: number | null;
  creatorName: string;
  createTime: string;
  updateTime: string;
}

/** A 技能机构 a 政策发文 concerns. */
export interface PolicyPromulgationOrganTable {
  promulgationId: number;
  organId: number;
}

export type PromulgationRow = Selectable<PolicyPromulgationTable>;
export type NewPromulgation = Insertable<PolicyPromulgationTable>;
export type PromulgationChanges = Updateable<PolicyPromulgationTable>;
