import type { Generated } from 'kysely';

export interface SysSessionTable {
  id: Generated<number>;
  /** Public id shown in the online list; the token itself is never stored. */
  sessionId: string;
  /** sha256 of the bearer token. */
  tokenHash: string;
  userId: number;
  ip: string;
  userAgent: string;
  userSource: string;
  loginTime: string;
  lastActiveTime: string;
  expireTime: string;
  revokedTime: string | null;
}

export interface SysLoginLogTable {
  id: Generated<number>;
  userName: string;
  result: number;
  reason: string;
  ip: string;
  userAgent: string;
  userSource: string;
  createTime: string;
}
