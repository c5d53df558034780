import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A notice calling for applications to a 补贴项目 (申报通知). */
export interface PolicyApplyNotifyTable {
  id: Generated<number>;
  notifyCode: string;
  title: string;
  projectCode: string;
  reportStart: string;
  reportEnd: string;
  target: string;
  /** Sanitised rich text. */
  content: string;
  /** JSON array of object keys. */
  attachments: string;
  /** NOTIFY_MACHINE: 0 草稿, 1 已提交, 2 已撤销. */
  state: number;
  submitTime: string | null;
  creatorId: number | null;
  creatorName: string;
  createTime: string;
  updateTime: string;
}

export type NotifyRow = Selectable<PolicyApplyNotifyTable>;
export type NewNotify = Insertable<PolicyApplyNotifyTable>;
export type NotifyChanges = Updateable<PolicyApplyNotifyTable>;
