import { COURSE_NATURES, COURSE_TYPES } from '@hrbd/contract';

/**
 * The three screens over the one course table: 课程列表 (every course),
 * 线上课程 (courseType 1, served by the /train/* rows) and 自定义课程
 * (courseNature 3, the list rows with the nature fixed).
 */
export interface CourseView {
  /** Names the list in each user's remembered 列设置. */
  stateKey: string;
  /** Served by the 线上课程 rows (getOnlineCourseList, addOnlineCourse …). */
  online: boolean;
  /** What the screen fixes: sent with the list and set in the form. */
  fixed: { courseType?: number; courseNature?: number };
}

export const COURSE_VIEWS = {
  list: { stateKey: 'train:course:list', online: false, fixed: {} },
  online: { stateKey: 'train:course:online', online: true, fixed: { courseType: COURSE_TYPES.online } },
  custom: { stateKey: 'train:course:custom', online: false, fixed: { courseNature: COURSE_NATURES.custom } },
} as const satisfies Record<string, CourseView>;
