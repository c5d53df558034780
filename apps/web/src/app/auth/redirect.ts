/** The login route that brings the user back to `route` once signed in (spec §1: `/#/login?redirect=…`). */
export function loginPathFor(route: string): string {
  const back = route.startsWith('/login') ? '/' : route;
  return `/login?${new URLSearchParams({ redirect: back }).toString()}`;
}

/**
 * Where to go after signing in. Only in-app routes are followed, so a crafted
 * link cannot send a freshly signed-in user to another site.
 */
export function safeRedirect(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/login')) return '/';
  return redirect;
}

export const SESSION_EXPIRED_MSG = '登录状态已过期，请重新登录';

/** What a lapsed session hands the login page, which then says so (the console's own messages leave with it). */
export interface LoginState {
  sessionExpired: true;
}

export function isSessionExpired(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<LoginState>).sessionExpired === true;
}
