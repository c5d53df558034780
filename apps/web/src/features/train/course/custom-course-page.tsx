import { CoursePage } from './course-page';
import { COURSE_VIEWS } from './course-views';

/** 自定义课程: the courseNature 3 view. */
export default function CustomCoursePage() {
  return <CoursePage view={COURSE_VIEWS.custom} />;
}
