import { JOB_ONLINE_TYPES, recruitEndpoints, type Input } from '@hrbd/contract';
import { useMemo } from 'react';
import { useApiMutation } from '../../../lib/query';

const {
  queryJobInfoList,
  queryJobInfoType,
  queryJobInfoDetail,
  queryJobCateSelf,
  queryJobLabel,
  saveJobInfo,
  editJobInfo,
  checkJobInfo,
  onOrOffLineJobInfo,
  refreshJobInfo,
  endJobInfo,
  forcedOfflineJobInfo,
} = recruitEndpoints;

/**
 * What a job command changes: the lists and tab counts of both job screens,
 * an open detail, the online counts of 岗位类别 and the use counts of 岗位标签.
 */
const JOB_VIEWS = [queryJobInfoList, queryJobInfoType, queryJobInfoDetail, queryJobCateSelf, queryJobLabel] as const;

type Body<E extends { body?: unknown }> = NonNullable<Input<E['body']>>;

/**
 * The job commands, each showing the server's notice (上线成功, 下线成功,
 * 刷新成功 …) and reloading what it changes. The functions keep their identity
 * between renders, so the columns built from them do too (and with them the
 * list's filter form).
 */
export function useJobCommands() {
  const options = { invalidates: JOB_VIEWS };
  const save = useApiMutation(saveJobInfo, options).mutateAsync;
  const edit = useApiMutation(editJobInfo, options).mutateAsync;
  const check = useApiMutation(checkJobInfo, options).mutateAsync;
  const onOrOff = useApiMutation(onOrOffLineJobInfo, options).mutateAsync;
  const refresh = useApiMutation(refreshJobInfo, options).mutateAsync;
  const end = useApiMutation(endJobInfo, options).mutateAsync;
  const forcedOffline = useApiMutation(forcedOfflineJobInfo, options).mutateAsync;
  return useMemo(
    () => ({
      save: (body: Body<typeof saveJobInfo>) => save({ body }),
      edit: (body: Body<typeof editJobInfo>) => edit({ body }),
      check: (body: Body<typeof checkJobInfo>) => check({ body }),
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
