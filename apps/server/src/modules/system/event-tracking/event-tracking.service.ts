import type { BodyOf, DataOf, eventTrackingApi } from '@hrbd/contract';
import type { Actor, AppDeps, ClientInfo } from '../../../platform/context.js';
import type { PageRequest } from '../../../platform/paging.js';
import { nowText } from '../../../platform/time.js';
import { withClientPlatform } from '../../../platform/user-agent.js';
import * as repo from './event-tracking.repository.js';

type TrackInput = BodyOf<typeof eventTrackingApi.info>;
type EventPage = DataOf<typeof eventTrackingApi.list>;

/** Stores a page view or click for the signed-in user; who and where come from the session, not the body. */
export async function trackEvent(deps: AppDeps, actor: Actor, client: ClientInfo, input: TrackInput): Promise<void> {
  await repo.insertEvent(deps.db, {
    userId: actor.userId,
    userName: actor.userName,
    eventType: input.eventType,
    eventName: input.eventName,
    pagePath: input.pagePath,
    pageTitle: input.pageTitle,
    extra: input.extra,
    ip: client.ip,
    userAgent: client.userAgent,
    createTime: nowText(),
  });
}

export async function listEvents(deps: AppDeps, filter: repo.EventFilter, page: PageRequest): Promise<EventPage> {
  const result = await repo.pageEvents(deps.db, filter, page);
  return { total: result.total, records: result.records.map((row) => ({ ...withClientPlatform(row), realName: row.realName ?? '' })) };
}
