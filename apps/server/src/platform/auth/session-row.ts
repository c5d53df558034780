/** A live session as the guard reads it: the session row joined with its user (session.repository.ts reads it, recent-sessions.ts keeps it briefly). */
export interface SessionRow {
  id: number;
  sessionId: string;
  userId: number;
  lastActiveTime: string;
  expireTime: string;
  userCode: string;
  userName: string;
  realName: string;
  status: number;
  /** The user's 数据权限 as stored: '' for 全部, else a region code. */
  dataScope: string;
  isAdmin: number;
}
