import Cookies from 'js-cookie';
import { SESSION_TTL_DAYS } from '@hrbd/contract';

/** Cookie names the original console uses (spec §6): the token and the username shown in the header. */
export const TOKEN_COOKIE = 'Authorization';
export const USERNAME_COOKIE = 'username';

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE);
}

export function getUserName(): string | undefined {
  return Cookies.get(USERNAME_COOKIE);
}

export function saveSession(token: string, userName: string): void {
  const options = { expires: SESSION_TTL_DAYS, sameSite: 'strict' as const };
  Cookies.set(TOKEN_COOKIE, token, options);
  Cookies.set(USERNAME_COOKIE, userName, options);
}

export function clearSession(): void {
  Cookies.remove(TOKEN_COOKIE);
  Cookies.remove(USERNAME_COOKIE);
}
