import type { Generated, Insertable, Updateable } from 'kysely';

export interface RecruitJobLabelTable {
  id: Generated<number>;
  labelCode: string;
  labelName: string;
  /** 1 热门. */
  labelHot: number;
  createTime: string;
  updateTime: string;
}

export type NewJobLabel = Insertable<RecruitJobLabelTable>;
export type JobLabelChanges = Updateable<RecruitJobLabelTable>;
