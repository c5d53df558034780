import type { Generated } from 'kysely';

export interface RecruitJobLabelTable {
  id: Generated<number>;
  labelCode: string;
  labelName: string;
  /** 1 热门. */
  labelHot: number;
  createTime: string;
  updateTime: string;
}
