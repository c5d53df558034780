import { REC_COURSE_LABELS, REC_COURSE_POSITION_LABELS, REC_COURSE_POSITION_VALUES, recommendCourseApi } from '@hrbd/contract';
import { useMemo } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation } from '../../../lib/query';
import { RecommendPage, type RecommendBody, type RecommendScreen } from './recommend-page';

const invalidates = [recommendCourseApi.query];
const courseBody = ({ targetCode, ...rest }: RecommendBody) => ({ ...rest, courseCode: targetCode });

/** 推荐课程: 已上线 courses of 培训系统 recommended at a position; 启用/停用 goes through the edit (the catalogue has no switch of its own). */
export default function RecommendCoursePage() {
  const { can } = useCurrentUser();
  const save = useApiMutation(recommendCourseApi.save, { invalidates }).mutateAsync;
  const edit = useApiMutation(recommendCourseApi.edit, { invalidates }).mutateAsync;
  const reorder = useApiMutation(recommendCourseApi.edit, { invalidates, successMessage: '排序已保存' }).mutateAsync;
  const toggle = useApiMutation(recommendCourseApi.edit, { invalidates, successMessage: '操作成功' }).mutateAsync;
  const remove = useApiMutation(recommendCourseApi.remove, { invalidates }).mutateAsync;
  const [add, change, drop] = [can(recommendCourseApi.save), can(recommendCourseApi.edit), can(recommendCourseApi.remove)];
  const screen = useMemo<RecommendScreen>(
    () => ({
      kind: 'course',
      noun: '课程',
      labels: REC_COURSE_LABELS,
      positionLabels: REC_COURSE_POSITION_LABELS,
      positionValues: REC_COURSE_POSITION_VALUES,
      list: recommendCourseApi.query,
      stateKey: 'advert:recommendCourse',
      codeKey: 'courseCode',
      may: { add, edit: change, remove: drop },
      save: (body) => save({ body: courseBody(body) }),
      edit: (recommendCode, body) => edit({ body: { ...courseBody(body), recommendCode } }),
      reorder: (recommendCode, body) => reorder({ body: { ...courseBody(body), recommendCode } }),
      setEnabled: (recommendCode, body) => toggle({ body: { ...courseBody(body), recommendCode } }),
      remove: (recommendCode) => remove({ body: { recommendCode } }),
    }),
    [add, change, drop, save, edit, reorder, toggle, remove],
  );
  return <RecommendPage screen={screen} />;
}
