import { systemEndpoints, type UserInfo } from '@hrbd/contract';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

interface CurrentUser {
  info: UserInfo;
  /** Whether the user holds a resource code (buttons are hidden without it; the server refuses anyway). */
  can: (code: string) => boolean;
}

const CurrentUserContext = createContext<CurrentUser | null>(null);

export function CurrentUserProvider({ info, children }: { info: UserInfo; children: ReactNode }) {
  const value = useMemo(() => {
    const codes = new Set(info.permissions);
    return { info, can: (code: string) => codes.has(code) };
  }, [info]);
  return <CurrentUserContext.Provider value={value}>{children}</CurrentUserContext.Provider>;
}

export function useCurrentUser(): CurrentUser {
  const value = useContext(CurrentUserContext);
  if (!value) throw new Error('useCurrentUser must be used inside CurrentUserProvider');
  return value;
}

/** The endpoint whose answer the provider holds; refetch it after changing the user's own data. */
export const currentUserEndpoint = systemEndpoints.userInfo;
