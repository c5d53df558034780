import { permissionOf, userApi, type Endpoint, type PermissionCode, type UserInfo } from '@hrbd/contract';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

interface CurrentUser {
  info: UserInfo;
  /**
   * Whether the user may do something: hold a resource code, or be let through
   * an endpoint's guard (buttons are hidden without it; the server refuses anyway).
   */
  can: (what: PermissionCode | Pick<Endpoint, 'access'>) => boolean;
}

const CurrentUserContext = createContext<CurrentUser | null>(null);

export function CurrentUserProvider({ info, children }: { info: UserInfo; children: ReactNode }) {
  const value = useMemo(() => {
    const codes = new Set(info.permissions);
    const can = (what: PermissionCode | Pick<Endpoint, 'access'>) => {
      const code = typeof what === 'string' ? what : permissionOf(what);
      return code === null || codes.has(code);
    };
    return { info, can };
  }, [info]);
  return <CurrentUserContext.Provider value={value}>{children}</CurrentUserContext.Provider>;
}

export function useCurrentUser(): CurrentUser {
  const value = useContext(CurrentUserContext);
  if (!value) throw new Error('useCurrentUser must be used inside CurrentUserProvider');
  return value;
}

/** The endpoint whose answer the provider holds; refetch it after changing the user's own data. */
export const currentUserEndpoint = userApi.info;
