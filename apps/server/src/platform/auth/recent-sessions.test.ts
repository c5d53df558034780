import { describe, expect, it } from 'vitest';
import { formatTime } from '../time.js';
import { forgetSessions, recentSession, rememberSession } from './recent-sessions.js';
import type { SessionRow } from './session-row.js';

const NOW = Date.parse('2026-11-24T10:00:00+08:00');
let serial = 0;

function session(overrides: Partial<SessionRow> = {}): SessionRow {
  serial += 1;
  return {
    id: serial,
    sessionId: `s${serial}`,
    userId: 7,
    lastActiveTime: formatTime(NOW),
    expireTime: formatTime(NOW + 7 * 86_400_000),
    userCode: 'u7',
    userName: 'operator',
    realName: '王芳',
    status: 1,
    dataScope: '',
    isAdmin: 0,
    ...overrides,
  };
}

describe('sessions the guard read in the last second', () => {
  it('answers for one second after the read, then asks the database again', () => {
    const row = session();
    rememberSession('hash-a', row, NOW);
    expect(recentSession('hash-a', NOW + 999)).toBe(row);
    expect(recentSession('hash-a', NOW + 1000)).toBeUndefined();
    expect(recentSession('hash-a', NOW + 500)).toBeUndefined();
  });

  it('never outlives the session itself', () => {
    // Read 0.7 s before the session expires (expiry times are whole seconds).
    rememberSession('hash-b', session({ expireTime: formatTime(NOW) }), NOW - 700);
    expect(recentSession('hash-b', NOW - 1)).toBeDefined();
    expect(recentSession('hash-b', NOW)).toBeUndefined();
  });

  it('forgets what a revocation names: one session, or every session of a user', () => {
    const mine = session({ userId: 8 });
    const other = session({ userId: 9 });
    rememberSession('hash-c', mine, NOW);
    rememberSession('hash-d', other, NOW);
    forgetSessions((s) => s.sessionId === mine.sessionId);
    expect(recentSession('hash-c', NOW)).toBeUndefined();
    expect(recentSession('hash-d', NOW)).toBe(other);
    forgetSessions((s) => [9].includes(s.userId));
    expect(recentSession('hash-d', NOW)).toBeUndefined();
  });

  it('holds at most 10,000 entries, dropping the oldest', () => {
    for (let i = 0; i <= 10_000; i++) rememberSession(`bulk-${i}`, session(), NOW);
    expect(recentSession('bulk-0', NOW)).toBeUndefined();
    expect(recentSession('bulk-1', NOW)).toBeDefined();
    expect(recentSession('bulk-10000', NOW)).toBeDefined();
  });
});
