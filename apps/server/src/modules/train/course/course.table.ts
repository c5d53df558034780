import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A course (课程): 线上 or 线下, of any nature; its state moves along COURSE_MACHINE. */
export interface TrainCourseTable {
  id: Generated<number>;
  courseCode: string;
  courseName: string;
  /** 1 线上课程, 2 线下课程. */
  courseType: number;
  /** 1 平台课程, 2 机构课程, 3 自定义课程. */
  courseNature: number;
  /** The organisation of a 机构课程 (a passed company); '' otherwise. */
  cmpyCode: string;
  cmpyName: string;
  /** A 中类 of the jobCategory tree; '' for 自定义课程. */
  occupationCode: string;
  skillLevel: number | null;
  coverKey: string;
  /** Rich text as sanitizeRichText left it. */
  introduction: string;
  /** Cents. */
  price: number;
  classHours: number;
  applyBeginTime: string;
  applyEndTime: string;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  address: string;
  gcj02Lng: number;
  gcj02Lat: number;
  formCode: string;
  /** 0 审核中, 2 已驳回, 5 已通过, 1 已上线, 4 已下线, 9 强制下线. */
  approveType: number;
  /** 1 exactly while approveType is 1, else 2. */
  onlineType: number;
  /** The reason of the last rejection or forced offline; '' otherwise. */
  rejectDesc: string;
  creatorId: number | null;
  creatorName: string;
  refreshTime: string;
  createTime: string;
  updateTime: string;
}

export interface TrainCourseLabelTable {
  courseId: number;
  labelCode: string;
  sort: number;
}

/** A move of a course (审核记录): who, when, from → to, why. `fromState` is null for the first submission. */
export interface TrainCourseReviewTable {
  id: Generated<number>;
  courseId: number;
  action: string;
  fromState: number | null;
  toState: number;
  reason: string;
  operatorId: number | null;
  operatorName: string;
  createTime: string;
}

/** A chapter (章节) of a 线上课程; filled by the chapter screens to come. */
export interface TrainCourseChapterTable {
  id: Generated<number>;
  courseCode: string;
  title: string;
  sort: number;
  materialId: number | null;
  trial: number;
  duration: number;
}

export type CourseRow = Selectable<TrainCourseTable>;
export type NewCourse = Insertable<TrainCourseTable>;
export type CourseChanges = Updateable<TrainCourseTable>;
export type NewCourseReview = Insertable<TrainCourseReviewTable>;
