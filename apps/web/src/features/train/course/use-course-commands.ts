import { courseApi } from '@hrbd/contract';
import { useApiMutation } from '../../../lib/query';

/** Everything a course command may change on screen: the lists, their counts and the detail. */
export const COURSE_QUERIES = [
  courseApi.getBDCourseList,
  courseApi.getOnlineCourseList,
  courseApi.getCountByState,
  courseApi.getBDCourseInfo,
  courseApi.getOnlineCourseInfo,
  courseApi.countByCompany,
] as const;

/** The course commands, each reloading what it changes. */
export function useCourseCommands() {
  const options = { invalidates: COURSE_QUERIES };
  const review = useApiMutation(courseApi.updateBDCourseState, options);
  const changeOnline = useApiMutation(courseApi.changeOnlineType, options);
  const refresh = useApiMutation(courseApi.refreshCourse, options);
  const remove = useApiMutation(courseApi.delByCourseCode, options);
  const removeOnline = useApiMutation(courseApi.delOnlineCourse, options);
  const downLine = useApiMutation(courseApi.downLineCourse, options);
  return {
    review: (courseCodes: string[], approveType: 5 | 2 | 9, rejectDesc?: string) => review.mutateAsync({ body: { courseCodes, approveType, rejectDesc } }),
    online: (courseCode: string) => changeOnline.mutateAsync({ query: { courseCode, onlineType: 1 } }),
    offline: (courseCode: string) => changeOnline.mutateAsync({ query: { courseCode, onlineType: 2 } }),
    downLine: (courseCode: string) => downLine.mutateAsync({ query: { courseCode } }),
    refresh: (courseCode: string) => refresh.mutateAsync({ query: { courseCode } }),
    remove: (courseCode: string) => remove.mutateAsync({ query: { courseCode } }),
    removeOnline: (courseCode: string) => removeOnline.mutateAsync({ query: { courseCode } }),
  };
}
export type CourseCommands = ReturnType<typeof useCourseCommands>;
