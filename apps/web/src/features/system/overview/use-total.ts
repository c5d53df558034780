import type { Endpoint } from '@hrbd/contract';
import { useApiQuery } from '../../../lib/query';
import type { CallInput } from '../../../lib/api';

/**
 * The `total` of a page endpoint for some filters: asks for one row only.
 * Not asked at all when the user lacks the endpoint's code (`enabled` false).
 */
export function useTotal<E extends Endpoint>(endpoint: E, filters: Record<string, unknown>, enabled: boolean) {
  const params = { ...filters, pageNum: 1, pageSize: 1 };
  const input = (endpoint.method === 'GET' ? { query: params } : { body: params }) as CallInput<E>;
  const query = useApiQuery(endpoint, input, { enabled });
  return { total: (query.data as { total: number } | undefined)?.total, loading: query.isLoading, error: query.error };
}
