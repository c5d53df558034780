import { recruitEndpoints, type ApplyAction, type Input } from '@hrbd/contract';
import { useMemo } from 'react';
import { useApiMutation } from '../../../lib/query';

const {
  queryPageJobApplyInfo,
  queryStateCount,
  queryJobApplyInfo,
  queryResumeDetail,
  updateState,
  inviteInterview,
  batchThroughFirst,
  batchInviteInterview,
  batchEmployment,
  batchOutOfPlace,
  updateRemark,
} = recruitEndpoints;

/** What a move changes (spec §4): the list, the tab counts and an open detail reload after every action. */
const APPLY_VIEWS = [queryPageJobApplyInfo, queryStateCount, queryJobApplyInfo, queryResumeDetail] as const;

/** An invitation as the dialog collects it (inviteInterview without the application). */
export type Interview = Omit<NonNullable<Input<typeof inviteInterview.query>>, 'applyCode'>;

/** The states a move without a form reaches, and the target updateState names for each. */
const TARGET: Record<Exclude<ApplyAction, 'inviteInterview'>, 3 | 4 | 6> = { throughFirst: 3, employ: 4, outOfPlace: 6 };

/**
 * The applicant-flow commands of 投递记录, each answered by the server's notice
 * (操作成功, 备注成功) and reloading what it changes. Stable between renders,
 * so the columns made from them are too.
 */
export function useApplyCommands() {
  const options = { invalidates: APPLY_VIEWS };
  const update = useApiMutation(updateState, options).mutateAsync;
  const invite = useApiMutation(inviteInterview, options).mutateAsync;
  const first = useApiMutation(batchThroughFirst, options).mutateAsync;
  const employ = useApiMutation(batchEmployment, options).mutateAsync;
  const out = useApiMutation(batchOutOfPlace, options).mutateAsync;
  const inviteMany = useApiMutation(batchInviteInterview, options).mutateAsync;
  const remark = useApiMutation(updateRemark, options).mutateAsync;
  return useMemo(() => {
    const batchOf = { throughFirst: first, employ, outOfPlace: out } as const;
    return {
      /** One application along the flow (not an invitation: that needs its form). */
      move: (applyCode: string, action: keyof typeof TARGET, note?: string) =>
        update({ query: { applyCode, state: TARGET[action], note } }),
      invite: (applyCode: string, interview: Interview) => invite({ query: { applyCode, ...interview } }),
      /** Several at once: all move or none does, and the refusal names the ones that could not. */
      moveMany: (applyCodes: string[], action: keyof typeof TARGET, note?: string) =>
        batchOf[action]({ query: { applyCodes, note } }),
      inviteMany: (applyCodes: string[], interview: Interview) => inviteMany({ body: { applyCodes, ...interview } }),
      remark: (applyCode: string, text: string) => remark({ body: { applyCode, remark: text } }),
    };
  }, [update, invite, first, employ, out, inviteMany, remark]);
}

export type ApplyCommands = ReturnType<typeof useApplyCommands>;
