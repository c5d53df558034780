import { REC_JOB_LABELS, REC_JOB_POSITION_LABELS, REC_JOB_POSITION_VALUES, recommendJobApi } from '@hrbd/contract';
import { useMemo } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation } from '../../../lib/query';
import { RecommendPage, type RecommendBody, type RecommendScreen } from './recommend-page';

const invalidates = [recommendJobApi.queryRecommendJob];
const jobBody = ({ targetCode, ...rest }: RecommendBody) => ({ ...rest, jobCode: targetCode });

/** 推荐岗位: 已上线 jobs of 招聘管理 recommended at a position of the apps; 启用/停用 is its own call (editAvailable). */
export default function RecommendJobPage() {
  const { can } = useCurrentUser();
  const save = useApiMutation(recommendJobApi.saveRecommendJob, { invalidates }).mutateAsync;
  const edit = useApiMutation(recommendJobApi.editRecommendJob, { invalidates }).mutateAsync;
  const reorder = useApiMutation(recommendJobApi.editRecommendJob, { invalidates, successMessage: '排序已保存' }).mutateAsync;
  const available = useApiMutation(recommendJobApi.editAvailable, { invalidates }).mutateAsync;
  const remove = useApiMutation(recommendJobApi.removeRecJob, { invalidates }).mutateAsync;
  const [add, change, drop] = [can(recommendJobApi.saveRecommendJob), can(recommendJobApi.editRecommendJob), can(recommendJobApi.removeRecJob)];
  const screen = useMemo<RecommendScreen>(
    () => ({
      kind: 'job',
      noun: '岗位',
      labels: REC_JOB_LABELS,
      positionLabels: REC_JOB_POSITION_LABELS,
      positionValues: REC_JOB_POSITION_VALUES,
      list: recommendJobApi.queryRecommendJob,
      stateKey: 'advert:recommendJob',
      codeKey: 'jobCode',
      may: { add, edit: change, remove: drop },
      save: (body) => save({ body: jobBody(body) }),
      edit: (recommendCode, body) => edit({ body: { ...jobBody(body), recommendCode } }),
      reorder: (recommendCode, body) => reorder({ body: { ...jobBody(body), recommendCode } }),
      setEnabled: (recommendCode, body) => available({ body: { recommendCode, enabled: body.enabled } }),
      remove: (recommendCode) => remove({ body: { recommendCode } }),
    }),
    [add, change, drop, save, edit, reorder, available, remove],
  );
  return <RecommendPage screen={screen} />;
}
