import type { DataOf, Endpoint } from '@hrbd/contract';
import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { App } from 'antd';
import { ApiError, callApi, callApiEnvelope, callApiWithMsg, type AnswerEnvelope, type CallInput } from './api';
import { trackClick } from './tracking';

/** Query keys start with the endpoint's key, so a mutation can refresh every list it affects. */
export function queryKeyOf<E extends Endpoint>(endpoint: E, input?: CallInput<E>): readonly unknown[] {
  return input ? [endpoint.key, input.query ?? null, input.body ?? null, input.params ?? null] : [endpoint.key];
}

export interface ApiQueryOptions<E extends Endpoint> extends Omit<UseQueryOptions<DataOf<E>, ApiError>, 'queryKey' | 'queryFn'> {
  /**
   * Judges the whole answer instead of its code alone (the big screen, spec §8):
   * the data to keep, or undefined to refuse the answer. A refused answer fails
   * the query quietly, so it keeps the data it had.
   */
  accept?: (envelope: AnswerEnvelope) => DataOf<E> | undefined;
  /** Asked on a timer, not by the person: not counted as activity (在线用户's 最后活动时间). */
  background?: boolean;
}

/** What a query whose answer `accept` refused fails with: nothing to show the person, the last data stays. */
export class RefusedAnswer extends ApiError {}

export function useApiQuery<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}, options: ApiQueryOptions<E> = {}) {
  const { accept, background, ...queryOptions } = options;
  return useQuery<DataOf<E>, ApiError>({
    queryKey: queryKeyOf(endpoint, input),
    queryFn: async ({ signal }) => {
      if (!accept) return callApi(endpoint, { ...input, signal, background });
      const envelope = await callApiEnvelope(endpoint, { ...input, signal, background });
      const data = accept(envelope);
      if (data === undefined) throw new RefusedAnswer(envelope.code, envelope.msg);
      return data;
    },
    ...queryOptions,
  });
}

export interface ApiMutationOptions<E extends Endpoint> {
  /** Endpoints whose cached answers this change makes stale (lists, counts, details). */
  invalidates?: readonly Endpoint[];
  /** Notice on success; the server's message when omitted. `false` shows nothing. */
  successMessage?: string | false;
  onSuccess?: (data: DataOf<E>) => void;
}

/**
 * Runs a command endpoint: shows the server's message (or `successMessage`),
 * reloads the queries it affects, and shows the server's Chinese error on failure.
 */
export function useApiMutation<E extends Endpoint>(endpoint: E, options: ApiMutationOptions<E> = {}) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation<{ data: DataOf<E>; msg: string }, ApiError, CallInput<E>>({
    mutationFn: (input) => {
      // Every command a person triggers is a key click for event tracking (埋点), named by its summary.
      trackClick(endpoint.summary);
      return callApiWithMsg(endpoint, input);
    },
    onSuccess: async ({ data, msg }) => {
      if (options.successMessage !== false) void message.success(options.successMessage ?? msg);
      await Promise.all((options.invalidates ?? []).map((e) => queryClient.invalidateQueries({ queryKey: [e.key] })));
      options.onSuccess?.(data);
    },
    onError: (error) => {
      if (error.code !== 401) void message.error(error.message);
    },
  });
}
