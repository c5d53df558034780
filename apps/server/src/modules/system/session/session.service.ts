import { MESSAGE_TYPES, sessionApi, type DataOf } from '@hrbd/contract';
import { deleteExpiredSessions, revokeSessionsByPublicId } from '../../../platform/auth/session.repository.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { conflict, notFound } from '../../../platform/errors.js';
import type { PageRequest } from '../../../platform/paging.js';
import { nowText } from '../../../platform/time.js';
import { withClientPlatform } from '../../../platform/user-agent.js';
import { notifyUsers } from '../message/message.service.js';
import * as repo from './session.repository.js';

type OnlinePage = DataOf<typeof sessionApi.onlineList>;

export async function onlineSessions(deps: AppDeps, actor: Actor, filter: repo.SessionFilter, page: PageRequest): Promise<OnlinePage> {
  const result = await repo.pageLiveSessions(deps.db, nowText(), filter, page);
  return {
    total: result.total,
    records: result.records.map((row) => ({ ...withClientPlatform(row), current: row.sessionId === actor.sessionId })),
  };
}

/**
 * Ends the given sessions all together or not at all; their owners are told
 * why they were signed out. The caller's own session is refused: that is what
 * logout is for, and doing it here would cut off the page mid-action.
 */
export async function forceLogout(deps: AppDeps, actor: Actor, sessionIds: readonly string[]): Promise<{ revoked: number }> {
  const unique = [...new Set(sessionIds)];
  if (unique.includes(actor.sessionId)) throw conflict('不能强制下线当前会话');
  return deps.db.transaction().execute(async (trx) => {
    const now = nowText();
    const live = await repo.findLiveSessions(trx, unique, now);
    const missing = unique.filter((id) => !live.some((s) => s.sessionId === id));
    if (missing.length > 0) throw notFound(`会话不存在或已下线：${missing.join('、')}；未下线任何会话`);
    const revoked = await revokeSessionsByPublicId(trx, unique, now);
    await notifyUsers(
      trx,
      live.map((s) => s.userId),
      {
        msgType: MESSAGE_TYPES.SECURITY,
        title: '登录已被强制下线',
        content: `您的登录会话已于 ${now} 被管理员 ${actor.realName} 强制下线。如有疑问，请联系管理员。`,
      },
    );
    return { revoked };
  });
}

/** The scheduler's sweep (清理过期会话): sessions past their expiry are deleted; answers how many. */
export function removeExpiredSessions(deps: AppDeps, now: string): Promise<number> {
  return deleteExpiredSessions(deps.db, now);
}
