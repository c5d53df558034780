import type { Generated, Insertable, Updateable } from 'kysely';

/** A hot event (热点事件) the employment service tracks for a period. */
export interface RecruitHotEventTable {
  id: Generated<number>;
  eventCode: string;
  eventTitle: string;
  /** HOT_EVENT_TYPES of the contract. */
  eventType: number;
  /** A province, city or county code of the region table. */
  regionCode: string;
  /** The rich-text description as the allow-list left it. */
  description: string;
  beginTime: string;
  endTime: string;
  /** 1 已启用, 0 已禁用. */
  enabled: number;
  creatorId: number | null;
  creatorName: string;
  updaterName: string;
  createTime: string;
  updateTime: string;
}

/** An item collected under a hot event (事件数据): a report or registration, worked off by 处理. */
export interface RecruitHotEventValueTable {
  id: Generated<number>;
  valueCode: string;
  eventId: number;
  /** 1 个人, 2 企业. */
  submitterType: number;
  submitterName: string;
  /** As submitted; shown masked. */
  phone: string;
  countyCode: string;
  /** HOT_EVENT_CHANNELS of the contract. */
  channel: number;
  content: string;
  submitTime: string;
  /** 0 待处理, 1 已处理 (HOT_EVENT_VALUE_MACHINE). */
  handleState: number;
  handlerId: number | null;
  handlerName: string;
  handleTime: string | null;
  handleNote: string;
  updateTime: string;
}

export type NewHotEvent = Insertable<RecruitHotEventTable>;
export type HotEventChanges = Updateable<RecruitHotEventTable>;
export type NewHotEventValue = Insertable<RecruitHotEventValueTable>;
