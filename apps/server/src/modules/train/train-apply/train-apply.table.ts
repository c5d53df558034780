import type { Generated, Insertable, Selectable } from 'kysely';

/** An application (报名) to a course, sent from the learner app; its state moves along TRAIN_APPLY_MACHINE. */
export interface TrainApplyTable {
  id: Generated<number>;
  applyCode: string;
  courseCode: string;
  usrName: string;
  usrPhe: string;
  idCard: string;
  /** 0 意向登记, 1 线上未支付, 2 线上已支付. */
  applyState: number;
  remark: string;
  /** The 培训表单 answered (train_form_answer rows by applyCode); '' without one. */
  formCode: string;
  /** A class's code (班级管理 is its own area); '' before 分班. */
  classCode: string;
  applyTime: string;
  updateTime: string;
}

/**
 * Applications per course county, organisation county ('' without one) and
 * state, kept by triggers (migration 0069): a region-scoped user's totals.
 */
export interface TrainApplyCountTable {
  county: string;
  cmpyCounty: string;
  applyState: number;
  /** A bigint: PostgreSQL answers it as text. */
  n: number | string;
}

/** Applications per day (YYYY-MM-DD of the application time) and state, kept by triggers (migration 0080): counts over whole days. */
export interface TrainApplyDayCountTable {
  day: string;
  applyState: number;
  /** A bigint: PostgreSQL answers it as text. */
  n: number | string;
}

export type ApplyRow = Selectable<TrainApplyTable>;
export type NewApply = Insertable<TrainApplyTable>;
