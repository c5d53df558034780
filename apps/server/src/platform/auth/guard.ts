import { SESSION_TTL_DAYS } from '@hrbd/contract';
import type { AppDeps, Actor } from '../context.js';
import { scopeOf } from '../data-scope.js';
import { forbidden, unauthorized } from '../errors.js';
import { sha256 } from '../ids.js';
import { formatTime, nowText, parseTime } from '../time.js';
import { recentSession, rememberSession } from './recent-sessions.js';
import { findLiveSession, touchSession, userCodes } from './session.repository.js';

export const SESSION_TTL_MS = SESSION_TTL_DAYS * 24 * 3600_000;
/** Activity is written at most once a minute per session, to keep reads read-only. */
const TOUCH_INTERVAL_MS = 60_000;

/** The token from an `Authorization` header, raw or `Bearer …`. Cookies are never read. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.startsWith('Bearer ') ? header.slice(7) : header;
  const token = value.trim();
  return token.length >= 20 && token.length <= 200 ? token : null;
}

/**
 * Resolves the caller of a request or refuses with 401. `activity: false` (a poll the console makes on a timer)
 * leaves 在线用户's 最后活动时间 where the person's last own request put it.
 */
export async function authenticate(deps: AppDeps, authorization: string | undefined, activity = true): Promise<Actor> {
  const token = tokenFromHeader(authorization);
  if (!token) throw unauthorized();
  const now = Date.now();
  const tokenHash = sha256(token);
  let session = recentSession(tokenHash, now);
  if (!session) {
    session = await findLiveSession(deps.db, tokenHash, formatTime(now));
    if (!session) throw unauthorized();
    rememberSession(tokenHash, session, now);
    if (activity && now - parseTime(session.lastActiveTime) > TOUCH_INTERVAL_MS) await touchSession(deps.db, session.id, nowText());
  }
  if (session.status !== 1) throw unauthorized('账号已被禁用，请联系管理员');
  return {
    userId: session.userId,
    userCode: session.userCode,
    userName: session.userName,
    realName: session.realName,
    sessionId: session.sessionId,
    isAdmin: session.isAdmin === 1,
    scope: scopeOf(session.dataScope, session.isAdmin === 1),
  };
}

/**
 * The codes each request's caller holds, read on the request's first check:
 * the route's code and a screen's 查看敏感信息 (or a file's several holders)
 * then cost one read, not one each. Keyed by the request's own Actor, so the
 * set lives as long as the request and a change to a role's resources applies
 * to its users' next call.
 */
const codesOfRequest = new WeakMap<Actor, Promise<ReadonlySet<string>>>();

/** Whether the caller holds `code` (the 超级管理员 holds every code). */
export async function holdsCode(deps: AppDeps, actor: Actor, code: string): Promise<boolean> {
  if (actor.isAdmin) return true;
  let codes = codesOfRequest.get(actor);
  if (!codes) {
    codes = userCodes(deps.db, actor.userId);
    codesOfRequest.set(actor, codes);
  }
  return (await codes).has(code);
}

/** Refuses with 403 unless the caller holds `code`. */
export async function authorize(deps: AppDeps, actor: Actor, code: string): Promise<void> {
  if (!(await holdsCode(deps, actor, code))) throw forbidden();
}
