import { HOT_EVENT_PHASES, HOT_EVENT_VALUE_STATES } from '@hrbd/contract';
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { inScope, isWholeScope, type DataScope } from '../../../platform/data-scope.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import type { HotEventChanges, NewHotEvent, NewHotEventValue, RecruitHotEventTable, RecruitHotEventValueTable } from './hot-event.table.js';

// ---------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------

/** The event list's filters as stored: whole time bounds, a region as a code prefix. */
export interface EventFilter {
  /** The caller's data scope: events of a region in it (a city-wide event is outside a county's scope). */
  scope: DataScope;
  eventTitle?: string;
  eventType?: number;
  enabled?: number;
  /** HOT_EVENT_PHASES, judged at `now`. */
  phase?: number;
  now: string;
  /** Region codes starting with this (41 a province, 4101 a city, 410184 a county). */
  regionPrefix?: string;
  /** Events whose period meets [periodFrom, periodTo]. */
  periodFrom?: string;
  periodTo?: string;
}

type EventDb = Database & { e: RecruitHotEventTable };
type EventQuery = SelectQueryBuilder<EventDb, 'e', object>;

function filteredEvents(db: DbOrTrx, filter: EventFilter): EventQuery {
  let query: EventQuery = db.selectFrom('recruitHotEvent as e').where(inScope(filter.scope, 'e.regionCode'));
  if (filter.eventTitle) query = query.where(containsText(db, 'e.eventTitle', filter.eventTitle));
  if (filter.eventType !== undefined) query = query.where('e.eventType', '=', filter.eventType);
  if (filter.enabled !== undefined) query = query.where('e.enabled', '=', filter.enabled);
  if (filter.phase === HOT_EVENT_PHASES.waiting) query = query.where('e.beginTime', '>', filter.now);
  if (filter.phase === HOT_EVENT_PHASES.running) query = query.where('e.beginTime', '<=', filter.now).where('e.endTime', '>=', filter.now);
  if (filter.phase === HOT_EVENT_PHASES.ended) query = query.where('e.endTime', '<', filter.now);
  if (filter.regionPrefix) {
    query = filter.regionPrefix.length === 6 ? query.where('e.regionCode', '=', filter.regionPrefix) : query.where('e.regionCode', 'like', `${filter.regionPrefix}%`);
  }
  if (filter.periodFrom) query = query.where('e.endTime', '>=', filter.periodFrom);
  if (filter.periodTo) query = query.where('e.beginTime', '<=', filter.periodTo);
  return query;
}

const EVENT_COLUMNS = [
  'e.id',
  'e.eventCode',
  'e.eventTitle',
  'e.eventType',
  'e.regionCode',
  'e.beginTime',
  'e.endTime',
  'e.enabled',
  'e.creatorName',
  'e.createTime',
  'e.updateTime',
] as const;

/** Events newest period first. */
export function pageEvents(db: DbOrTrx, filter: EventFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) =>
      filteredEvents(db, filter).select(EVENT_COLUMNS).orderBy('e.beginTime', 'desc').orderBy('e.id', 'desc').limit(limit).offset(offset).execute(),
    () => countRows(filteredEvents(db, filter)),
  );
}

export type EventRow = Awaited<ReturnType<typeof pageEvents>>['records'][number];

/** An event by its code, only when its region lies in the caller's data scope. */
export function findEventByCode(db: DbOrTrx, eventCode: string, scope: DataScope) {
  return db.selectFrom('recruitHotEvent').selectAll().where('eventCode', '=', eventCode).where(inScope(scope, 'regionCode')).executeTakeFirst();
}

export function findEventByTitle(db: DbOrTrx, eventTitle: string) {
  return db.selectFrom('recruitHotEvent').select(['id', 'eventCode']).where('eventTitle', '=', eventTitle).executeTakeFirst();
}

export async function insertEvent(db: DbOrTrx, row: NewHotEvent): Promise<number> {
  const inserted = await db.insertInto('recruitHotEvent').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateEvent(db: DbOrTrx, id: number, changes: Omit<HotEventChanges, 'eventCode'>): Promise<void> {
  await db.updateTable('recruitHotEvent').set(changes).where('id', '=', id).execute();
}

export interface ValueTally {
  valueCount: number;
  pendingCount: number;
}

/** How many items each event has, and how many still wait (from the (event, state) index alone). */
export async function tallies(db: DbOrTrx, eventIds: readonly number[]): Promise<Map<number, ValueTally>> {
  const tally = new Map<number, ValueTally>();
  if (eventIds.length === 0) return tally;
  const rows = await db
    .selectFrom('recruitHotEventValue')
    .select((eb) => ['eventId', 'handleState', eb.fn.countAll<number>().as('n')])
    .where('eventId', 'in', eventIds)
    .groupBy(['eventId', 'handleState'])
    .execute();
  for (const row of rows) {
    const id = Number(row.eventId);
    const entry = tally.get(id) ?? { valueCount: 0, pendingCount: 0 };
    entry.valueCount += Number(row.n);
    if (row.handleState === HOT_EVENT_VALUE_STATES.pending) entry.pendingCount += Number(row.n);
    tally.set(id, entry);
  }
  return tally;
}

/** The first and last submit time of an event's items (null, null without any). */
export async function submitSpan(db: DbOrTrx, eventId: number): Promise<{ first: string | null; last: string | null }> {
  const row = await db
    .selectFrom('recruitHotEventValue')
    .select((eb) => [eb.fn.min<string | null>('submitTime').as('first'), eb.fn.max<string | null>('submitTime').as('last')])
    .where('eventId', '=', eventId)
    .executeTakeFirst();
  return { first: row?.first ?? null, last: row?.last ?? null };
}

// ---------------------------------------------------------------------------
// Items (事件数据)
// ---------------------------------------------------------------------------

/** The data list's filters as stored: an event by id, whole time bounds. */
export interface ValueFilter {
  /** The caller's data scope: items belong to the region of their event. */
  scope: DataScope;
  eventId?: number;
  handleState?: number;
  keyword?: string;
  submitFrom?: string;
  submitTo?: string;
}

type ValueDb = Database & { v: RecruitHotEventValueTable };
type ValueQuery = SelectQueryBuilder<ValueDb, 'v', object>;

function filteredValues(db: DbOrTrx, filter: ValueFilter): ValueQuery {
  let query: ValueQuery = db.selectFrom('recruitHotEventValue as v');
  if (!isWholeScope(filter.scope)) {
    const events = db.selectFrom('recruitHotEvent as se').select('se.id').where(inScope(filter.scope, 'se.regionCode'));
    query = query.where('v.eventId', 'in', events);
  }
  if (filter.eventId !== undefined) query = query.where('v.eventId', '=', filter.eventId);
  if (filter.handleState !== undefined) query = query.where('v.handleState', '=', filter.handleState);
  if (filter.keyword) {
    const keyword = filter.keyword;
    query = query.where((eb) => eb.or([containsText(db, 'v.submitterName', keyword), containsText(db, 'v.content', keyword)]));
  }
  if (filter.submitFrom) query = query.where('v.submitTime', '>=', filter.submitFrom);
  if (filter.submitTo) query = query.where('v.submitTime', '<=', filter.submitTo);
  return query;
}

/** An item as lists and exports show it: with its event. */
function withEvent(query: ValueQuery) {
  return query
    .innerJoin('recruitHotEvent as e', 'e.id', 'v.eventId')
    .select([
      'v.id',
      'v.valueCode',
      'v.submitterType',
      'v.submitterName',
      'v.phone',
      'v.countyCode',
      'v.channel',
      'v.content',
      'v.submitTime',
      'v.handleState',
      'v.handlerName',
      'v.handleTime',
      'v.handleNote',
      'e.eventCode',
      'e.eventTitle',
      'e.eventType',
    ]);
}

export type ValueRow = Awaited<ReturnType<ReturnType<typeof withEvent>['execute']>>[number];

/** The list's order: newest first, id breaking ties of the same second. */
const newestFirst = (query: ValueQuery) => withEvent(query).orderBy('v.submitTime', 'desc').orderBy('v.id', 'desc');

/** Items newest first. */
export function pageValues(db: DbOrTrx, filter: ValueFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) => newestFirst(filteredValues(db, filter)).limit(limit).offset(offset).execute(),
    () => countValues(db, filter),
  );
}

export function countValues(db: DbOrTrx, filter: ValueFilter): Promise<number> {
  return countRows(filteredValues(db, filter));
}

/** Items per handle state under the filter, its own state ignored: the tabs' counts. */
export async function countByState(db: DbOrTrx, filter: ValueFilter): Promise<Map<number, number>> {
  const { handleState: _ignored, ...rest } = filter;
  const rows = await filteredValues(db, rest)
    .select((eb) => ['v.handleState', eb.fn.countAll<number>().as('n')])
    .groupBy('v.handleState')
    .execute();
  return new Map(rows.map((r) => [Number(r.handleState), Number(r.n)]));
}

/** Where an export batch ended; the next starts after it in list order. */
export interface ValueCursor {
  submitTime: string;
  id: number;
}

/** One batch of the list in its order after `cursor` (`keysetBatches` in platform/export/batches.ts). */
export function exportBatch(db: DbOrTrx, filter: ValueFilter, cursor: ValueCursor | null, limit: number): Promise<ValueRow[]> {
  let query = filteredValues(db, filter);
  if (cursor) {
    const { submitTime, id } = cursor;
    query = query.where((eb: ExpressionBuilder<ValueDb, 'v'>) => eb(eb.refTuple('v.submitTime', 'v.id'), '<', eb.tuple(submitTime, id)));
  }
  return newestFirst(query).limit(limit).execute();
}

/** An item by its code, only when its event's region lies in the caller's data scope. */
export function findValueByCode(db: DbOrTrx, valueCode: string, scope: DataScope) {
  return withEvent(db.selectFrom('recruitHotEventValue as v')).where('v.valueCode', '=', valueCode).where(inScope(scope, 'e.regionCode')).executeTakeFirst();
}

export async function insertValues(db: DbOrTrx, rows: readonly NewHotEventValue[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('recruitHotEventValue').values(rows.slice(i, i + 200)).execute();
}
