import { CoursePage } from './course-page';
import { COURSE_VIEWS } from './course-views';

/** 课程列表: every course. */
export default function CourseListPage() {
  return <CoursePage view={COURSE_VIEWS.list} />;
}
