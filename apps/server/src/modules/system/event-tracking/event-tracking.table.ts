import type { Generated, Insertable } from 'kysely';

export interface SysEventTable {
  id: Generated<number>;
  userId: number;
  userName: string;
  eventType: 'page_view' | 'click';
  eventName: string;
  pagePath: string;
  pageTitle: string;
  extra: string;
  ip: string;
  userAgent: string;
  createTime: string;
}

export type NewTrackedEvent = Insertable<SysEventTable>;
