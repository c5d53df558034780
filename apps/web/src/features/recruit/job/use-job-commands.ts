import { JOB_ONLINE_TYPES, jobApi, jobCategoryApi, jobLabelApi, type Input } from '@hrbd/contract';
import { useMemo } from 'react';
import { useApiMutation } from '../../../lib/query';
/**
 * What a job command changes: the lists and tab counts of both job screens,
 * an open detail, the online counts of 岗位类别 and the use counts of 岗位标签.
 */
const JOB_VIEWS = [jobApi.queryJobInfoList, jobApi.queryJobInfoType, jobApi.queryJobInfoDetail, jobCategoryApi.queryJobCateSelf, jobLabelApi.queryJobLabel] as const;

type Body<E extends { body?: unknown }> = NonNullable<Input<E['body']>>;

/**
 * The job commands, each showing the server's notice (上线成功, 下线成功,
 * 刷新成功 …) and reloading what it changes. The functions keep their identity
 * between renders, so the columns built from them do too (and with them the
 * list's filter form).
 */
export function useJobCommands() {
  const options = { invalidates: JOB_VIEWS };
  const save = useApiMutation(jobApi.saveJobInfo, options).mutateAsync;
  const edit = useApiMutation(jobApi.editJobInfo, options).mutateAsync;
  const check = useApiMutation(jobApi.checkJobInfo, options).mutateAsync;
  const onOrOff = useApiMutation(jobApi.onOrOffLineJobInfo, options).mutateAsync;
  const refresh = useApiMutation(jobApi.refreshJobInfo, options).mutateAsync;
  const end = useApiMutation(jobApi.endJobInfo, options).mutateAsync;
  const forcedOffline = useApiMutation(jobApi.forcedOfflineJobInfo, options).mutateAsync;
  return useMemo(
    () => ({
      save: (body: Body<typeof jobApi.saveJobInfo>) => save({ body }),
      edit: (body: Body<typeof jobApi.editJobInfo>) => edit({ body }),
      check: (body: Body<typeof jobApi.checkJobInfo>) => check({ body }),
      forcedOffline: (jobCode: string, forcedDesc: string) => forcedOffline({ body: { jobCode, forcedDesc } }),
      online: (jobCode: string) => onOrOff({ body: { jobCode, onlineType: JOB_ONLINE_TYPES.online } }),
      offline: (jobCode: string) => onOrOff({ body: { jobCode, onlineType: JOB_ONLINE_TYPES.offline } }),
      refresh: (jobCode: string) => refresh({ params: { id: jobCode } }),
      end: (jobCode: string) => end({ params: { id: jobCode } }),
    }),
    [save, edit, check, onOrOff, refresh, end, forcedOffline],
  );
}

export type JobCommands = ReturnType<typeof useJobCommands>;
