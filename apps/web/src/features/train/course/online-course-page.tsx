import { CoursePage } from './course-page';
import { COURSE_VIEWS } from './course-views';

/** 线上课程: the courseType 1 view, served by the /train/* rows. */
export default function OnlineCoursePage() {
  return <CoursePage view={COURSE_VIEWS.online} />;
}
