import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DisplayColumns } from '../display.table.js';

/** 推荐课程: a training course (by code, read through the course service when listed) at a position. */
export interface AdvertRecommendCourseTable extends DisplayColumns {
  recommendCode: string;
  courseCode: string;
  /** REC_COURSE_POSITION_LABELS. */
  position: number;
}
export type RecommendCourseRow = Selectable<AdvertRecommendCourseTable>;
export type NewRecommendCourse = Insertable<AdvertRecommendCourseTable>;
export type RecommendCourseChanges = Updateable<AdvertRecommendCourseTable>;
