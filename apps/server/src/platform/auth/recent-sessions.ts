import type { SessionRow } from './session-row.js';
import { parseTime } from '../time.js';

/**
 * The sessions the guard read in the last second, by token hash, so a burst
 * of requests (a page loading its lists, dictionaries and regions) reads the
 * session once instead of once per request — on PostgreSQL that round trip
 * was most of what a cheap signed-in request cost (bench/results/region-lookups.md).
 *
 * Revocations in this process (logout, disable, password reset, forced
 * logout, removal) forget the affected entries as they write, in the session
 * and user repositories, so the next request reads the database again. A
 * request that reads the row while a revoking transaction is still open, or
 * another instance sharing the database, may see the session live for at most
 * TTL_MS more. Permissions are not kept here: the guard asks for them on
 * every request. The user's 数据权限 rides on the session row, so a change of
 * it forgets the user's entries too (user repository): the next request here
 * reads the new scope, another instance within TTL_MS.
 *
 * One map for the process: tokens are random 256-bit values, so servers
 * sharing a process (the API tests) cannot see each other's entries, and
 * forgetting by user id at worst forgets a neighbour's entry too.
 */
const TTL_MS = 1000;
const MAX_ENTRIES = 10_000;

const entries = new Map<string, { session: SessionRow; until: number }>();

export function recentSession(tokenHash: string, now: number): SessionRow | undefined {
  const entry = entries.get(tokenHash);
  if (!entry) return undefined;
  if (entry.until > now) return entry.session;
  entries.delete(tokenHash);
  return undefined;
}

export function rememberSession(tokenHash: string, session: SessionRow, now: number): void {
  // Insertion order is age order: past the cap, the oldest entry goes.
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  entries.set(tokenHash, { session, until: Math.min(now + TTL_MS, parseTime(session.expireTime)) });
}

/** Forgets the entries matching `test` (revocations are rare; the map is small). */
export function forgetSessions(test: (session: SessionRow) => boolean): void {
  for (const [hash, entry] of entries) if (test(entry.session)) entries.delete(hash);
}
