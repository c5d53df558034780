import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A 政策信息 (kind 1) or 政策报告 (kind 2). */
export interface PolicyPublicationTable {
  id: Generated<number>;
  code: string;
  kind: number;
  title: string;
  source: string;
  publishTime: string | null;
  summary: string;
  /** The cover picture's object key. */
  cover: string | null;
  body: string;
  /** JSON array of object keys. */
  attachments: string;
  /** PUBLICATION_MACHINE: 0 草稿, 1 待发布, 2 已发布, 3 已下线. */
  state: number;
  viewCount: number;
  creatorId: number | null;
  creatorName: string;
  createTime: string;
  updateTime: string;
}

export type PublicationRow = Selectable<PolicyPublicationTable>;
export type NewPublication = Insertable<PolicyPublicationTable>;
export type PublicationChanges = Updateable<PolicyPublicationTable>;
