import { roleApi } from '@hrbd/contract';
import { useMemo } from 'react';
import { useApiQuery } from '../../../lib/query';

/** Every role as select options (the list endpoint's largest page holds them all). */
export function useRoleOptions(enabled = true): Array<{ label: string; value: string }> {
  const roles = useApiQuery(roleApi.list, { body: { pageNum: 1, pageSize: 100 } }, { enabled, staleTime: 30_000 });
  return useMemo(() => (roles.data?.records ?? []).map((r) => ({ label: r.roleName, value: r.roleCode })), [roles.data]);
}
