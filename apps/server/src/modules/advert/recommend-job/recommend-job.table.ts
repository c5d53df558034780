import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DisplayColumns } from '../display.table.js';

/** 推荐岗位: a recruit job (by code, read through the job service when listed) at a position. */
export interface AdvertRecommendJobTable extends DisplayColumns {
  recommendCode: string;
  jobCode: string;
  /** REC_JOB_POSITION_LABELS. */
  position: number;
}
export type RecommendJobRow = Selectable<AdvertRecommendJobTable>;
export type NewRecommendJob = Insertable<AdvertRecommendJobTable>;
export type RecommendJobChanges = Updateable<AdvertRecommendJobTable>;
