import { roleApi } from '@hrbd/contract';
import { useMemo } from 'react';
import { useApiQuery } from '../../../lib/query';

export interface RoleOption {
  label: string;
  value: string;
  /** Whether the signed-in user may grant (or take away) this role; the server refuses the others. */
  grantable: boolean;
}

/** Every role as select options (the list endpoint's largest page holds them all). */
export function useRoleOptions(enabled = true): RoleOption[] {
  const roles = useApiQuery(roleApi.list, { body: { pageNum: 1, pageSize: 100 } }, { enabled, staleTime: 30_000 });
  return useMemo(() => (roles.data?.records ?? []).map((r) => ({ label: r.roleName, value: r.roleCode, grantable: r.grantable })), [roles.data]);
}
