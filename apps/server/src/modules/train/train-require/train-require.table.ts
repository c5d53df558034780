import type { Generated, Insertable, Selectable } from 'kysely';

/** A training requirement sent from the public side (培训需求). */
export interface TrainRequireTable {
  id: Generated<number>;
  requireCode: string;
  name: string;
  phone: string;
  cmpyName: string;
  countyCode: string;
  occupation: string;
  peopleNum: number;
  description: string;
  sendTime: string;
  /** REQUIRE_MACHINE: 0 待处理, 1 处理中, 2 已完成, 3 不予受理. */
  state: number;
  handlerId: number | null;
  handlerName: string;
  handleTime: string | null;
  createTime: string;
  updateTime: string;
}

/** One move of a requirement: who, when, from → to, why. */
export interface TrainRequireRecordTable {
  id: Generated<number>;
  requireId: number;
  fromState: number;
  toState: number;
  reason: string;
  operatorId: number | null;
  operatorName: string;
  operateTime: string;
}

export type RequireRow = Selectable<TrainRequireTable>;
export type NewRequire = Insertable<TrainRequireTable>;
export type NewRequireRecord = Insertable<TrainRequireRecordTable>;
