import { applyInfoApi, type ApplyAction, type Input } from '@hrbd/contract';
import { useMemo } from 'react';
import { useApiMutation } from '../../../lib/query';
/** What a move changes (spec §4): the list, the tab counts and an open detail reload after every action. */
const APPLY_VIEWS = [applyInfoApi.queryPageJobApplyInfo, applyInfoApi.queryStateCount, applyInfoApi.queryJobApplyInfo, applyInfoApi.queryResumeDetail] as const;

/** An invitation as the dialog collects it (inviteInterview without the application). */
export type Interview = Omit<NonNullable<Input<typeof applyInfoApi.inviteInterview.query>>, 'applyCode'>;

/** The states a move without a form reaches, and the target updateState names for each. */
const TARGET: Record<Exclude<ApplyAction, 'inviteInterview'>, 3 | 4 | 6> = { throughFirst: 3, employ: 4, outOfPlace: 6 };

/**
 * The applicant-flow commands of 投递记录, each answered by the server's notice
 * (操作成功, 备注成功) and reloading what it changes. Stable between renders,
 * so the columns made from them are too.
 */
export function useApplyCommands() {
  const options = { invalidates: APPLY_VIEWS };
  const update = useApiMutation(applyInfoApi.updateState, options).mutateAsync;
  const invite = useApiMutation(applyInfoApi.inviteInterview, options).mutateAsync;
  const first = useApiMutation(applyInfoApi.batchThroughFirst, options).mutateAsync;
  const employ = useApiMutation(applyInfoApi.batchEmployment, options).mutateAsync;
  const out = useApiMutation(applyInfoApi.batchOutOfPlace, options).mutateAsync;
  const inviteMany = useApiMutation(applyInfoApi.batchInviteInterview, options).mutateAsync;
  const remark = useApiMutation(applyInfoApi.updateRemark, options).mutateAsync;
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
