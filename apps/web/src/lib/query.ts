import type { DataOf, Endpoint } from '@hrbd/contract';
import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { App } from 'antd';
import { ApiError, callApi, callApiWithMsg, type CallInput } from './api';
import { trackClick } from './tracking';

/** Query keys start with the endpoint's key, so a mutation can refresh every list it affects. */
export function queryKeyOf<E extends Endpoint>(endpoint: E, input?: CallInput<E>): readonly unknown[] {
  return input ? [endpoint.key, input.query ?? null, input.body ?? null, input.params ?? null] : [endpoint.key];
}

export function useApiQuery<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {},
  options: Omit<UseQueryOptions<DataOf<E>, ApiError>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery<DataOf<E>, ApiError>({
    queryKey: queryKeyOf(endpoint, input),
    queryFn: ({ signal }) => callApi(endpoint, { ...input, signal }),
    ...options,
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
