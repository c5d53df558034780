import type { DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import { endOfFilter, startOfFilter } from '../../../platform/time.js';
import type { NewTrackedEvent, SysEventTable } from './event-tracking.table.js';

export async function insertEvent(db: DbOrTrx, row: NewTrackedEvent): Promise<void> {
  await db.insertInto('sysEvent').values(row).execute();
}

export interface EventFilter {
  eventType?: SysEventTable['eventType'];
  eventName?: string;
  pagePath?: string;
  userName?: string;
  beginTime?: string;
  endTime?: string;
}

/** Events newest first, with the reporting user's current real name (blank once the user is deleted). */
export function pageEvents(db: DbOrTrx, filter: EventFilter, page: PageRequest) {
  let query = db.selectFrom('sysEvent as e').leftJoin('sysUser as u', 'u.id', 'e.userId');
  if (filter.eventType) query = query.where('e.eventType', '=', filter.eventType);
  if (filter.eventName) query = query.where(containsText(db, 'e.eventName', filter.eventName));
  if (filter.pagePath) query = query.where(containsText(db, 'e.pagePath', filter.pagePath));
  if (filter.userName) query = query.where(containsText(db, 'e.userName', filter.userName));
  if (filter.beginTime) query = query.where('e.createTime', '>=', startOfFilter(filter.beginTime));
  if (filter.endTime) query = query.where('e.createTime', '<=', endOfFilter(filter.endTime));
  return fetchPage(
    page,
    ({ limit, offset }) =>
      query
        .select([
          'e.id',
          'e.eventType',
          'e.eventName',
          'e.pagePath',
          'e.pageTitle',
          'e.extra',
          'e.userName',
          'u.realName',
          'e.ip',
          'e.userAgent',
          'e.createTime',
        ])
        .orderBy('e.createTime', 'desc')
        .orderBy('e.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    () => countRows(query),
  );
}
