import { REC_COURSE_POSITION_LABELS } from '@hrbd/contract';
import type { Recommending } from '../recommend.service.js';

/** 推荐课程: the shared recommendation rules (recommend.service.ts) over training's courses (read through train/course's service). */
export const RECOMMEND_COURSES: Recommending = {
  kind: 'course',
  noun: '课程',
  table: { table: 'advertRecommendCourse', target: 'courseCode' },
  positionLabels: REC_COURSE_POSITION_LABELS,
};
