import {
  HOT_EVENT_VALUE_MACHINE,
  HOT_EVENT_VALUE_TABS,
  hotEventApi,
  hotEventPhase,
  hotEventTimeBounds,
  hotEventValueApi,
  maskContactPhone,
  type BodyOf,
  type HotEventDetail,
  type HotEventRecord,
  type HotEventValueRecord,
  type Page,
  type QueryOf,
} from '@hrbd/contract';
import type { Db, DbOrTrx } from '../../../db/database.js';
import { constraintViolation } from '../../../db/dialect/index.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { scopeCovers, type DataScope } from '../../../platform/data-scope.js';
import { badRequest, conflict, found, notFound } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import { moveStates } from '../../../platform/state-move.js';
import { storedRichText, withFreshPictureUrls } from '../../../platform/sanitize-html.js';
import { endOfFilter, nowText, startOfFilter } from '../../../platform/time.js';
import { chainOf, regionIndex } from '../../common/region/region.service.js';
import * as repo from './hot-event.repository.js';

type SaveInput = BodyOf<typeof hotEventApi.save>;
type EditInput = BodyOf<typeof hotEventApi.edit>;
type EventListInput = QueryOf<typeof hotEventApi.page>;
type ValueListInput = BodyOf<typeof hotEventValueApi.page>;
export type ValueFilterInput = BodyOf<typeof hotEventValueApi.exportHotEventsValues>;

export const EVENT_NOT_FOUND = '热点事件不存在';
const VALUE_NOT_FOUND = '事件数据不存在';

// ---------------------------------------------------------------------------
// Regions
// ---------------------------------------------------------------------------

/**
 * Names a province, city or county code with its parents (河南省郑州市新郑市);
 * the city of a municipality carries its name again (北京市 › 北京市), which is said once.
 */
export async function regionNamer(db: Db): Promise<(code: string) => string> {
  const index = await regionIndex(db);
  const names = new Map<string, string>();
  return (code) => {
    let name = names.get(code);
    if (name === undefined) {
      const node = index.find(code);
      const chain = node ? chainOf(node) : {};
      const parts = [chain.province?.name, chain.city?.name, chain.county?.name].filter((n): n is string => n !== undefined);
      name = parts.filter((part, i) => part !== parts[i - 1]).join('') || code;
      names.set(code, name);
    }
    return name;
  };
}

/** The region an event is filed under: any province, city or county of the region table. */
async function checkRegion(db: Db, regionCode: string): Promise<void> {
  const node = (await regionIndex(db)).find(regionCode);
  if (!node || node.level === 'street') throw badRequest(`所属区域编码“${regionCode}”不存在`);
}

/** A filter's region as the prefix its codes share: 41 for 河南省, 4101 for 郑州市, the whole code for a county. */
function regionPrefix(regionCode: string): string {
  if (regionCode.endsWith('0000')) return regionCode.slice(0, 2);
  if (regionCode.endsWith('00')) return regionCode.slice(0, 4);
  return regionCode;
}

// ---------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------

interface CheckedEvent {
  eventTitle: string;
  eventType: number;
  regionCode: string;
  description: string;
  beginTime: string;
  endTime: string;
  enabled: number;
}

/** What the form sent, checked against the region table and the allow-list; runs before any transaction (SQLite has one connection). */
async function checkEvent(deps: AppDeps, input: SaveInput): Promise<CheckedEvent> {
  await checkRegion(deps.db, input.regionCode);
  return {
    eventTitle: input.eventTitle,
    eventType: input.eventType,
    regionCode: input.regionCode,
    description: storedRichText(input.description, '请输入事件描述'),
    ...hotEventTimeBounds(input.beginTime, input.endTime),
    enabled: input.enabled,
  };
}

const titleTaken = (title: string) => conflict(`事件标题“${title}”已存在`);

/** A unique key another request filled between our check and our write is the same clash, said the same way. */
async function orTitleClash<T>(title: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (constraintViolation(error) === 'unique') throw titleTaken(title);
    throw error;
  }
}

/** An event for a region outside the caller's data scope would vanish from their list the moment it is saved. */
function assertRegionInScope(actor: Actor, regionCode: string): void {
  if (!scopeCovers(actor.scope, regionCode)) throw badRequest('所属地区不在您的数据权限范围内');
}

export async function saveEvent(deps: AppDeps, actor: Actor, input: SaveInput): Promise<{ eventCode: string }> {
  assertRegionInScope(actor, input.regionCode);
  const checked = await checkEvent(deps, input);
  return orTitleClash(checked.eventTitle, () =>
    deps.db.transaction().execute(async (trx) => {
      if (await repo.findEventByTitle(trx, checked.eventTitle)) throw titleTaken(checked.eventTitle);
      const now = nowText();
      const eventCode = randomCode();
      await repo.insertEvent(trx, {
        eventCode,
        ...checked,
        creatorId: actor.userId,
        creatorName: actor.realName,
        updaterName: actor.realName,
        createTime: now,
        updateTime: now,
      });
      return { eventCode };
    }),
  );
}

/**
 * Changes an event. Its period must still hold every item already collected
 * under it (409 naming the first or last submit time): an item outside its
 * event's period would be a report about nothing.
 */
export async function editEvent(deps: AppDeps, actor: Actor, input: EditInput): Promise<{ eventCode: string }> {
  assertRegionInScope(actor, input.regionCode);
  const checked = await checkEvent(deps, input);
  return orTitleClash(checked.eventTitle, () =>
    deps.db.transaction().execute(async (trx) => {
      const event = found(await repo.findEventByCode(trx, input.eventCode, actor.scope), EVENT_NOT_FOUND);
      const same = await repo.findEventByTitle(trx, checked.eventTitle);
      if (same && same.id !== event.id) throw titleTaken(checked.eventTitle);
      const span = await repo.submitSpan(trx, event.id);
      if (span.first !== null && checked.beginTime > span.first) {
        throw conflict(`该事件最早一条数据提交于 ${span.first}，开始时间不能晚于此时间`);
      }
      if (span.last !== null && checked.endTime < span.last) {
        throw conflict(`该事件最近一条数据提交于 ${span.last}，结束时间不能早于此时间`);
      }
      await repo.updateEvent(trx, event.id, { ...checked, updaterName: actor.realName, updateTime: nowText() });
      return { eventCode: event.eventCode };
    }),
  );
}

function eventRecordOf(row: repo.EventRow, tally: repo.ValueTally | undefined, regionName: string, now: string): HotEventRecord {
  return {
    eventCode: row.eventCode,
    eventTitle: row.eventTitle,
    eventType: row.eventType,
    regionCode: row.regionCode,
    regionName,
    beginTime: row.beginTime,
    endTime: row.endTime,
    enabled: row.enabled,
    phase: hotEventPhase(row.beginTime, row.endTime, now),
    valueCount: tally?.valueCount ?? 0,
    pendingCount: tally?.pendingCount ?? 0,
    creatorName: row.creatorName,
    createTime: row.createTime,
    updateTime: row.updateTime,
  };
}

export async function pageEvents(deps: AppDeps, actor: Actor, input: EventListInput): Promise<Page<HotEventRecord>> {
  const now = nowText();
  const filter: repo.EventFilter = {
    scope: actor.scope,
    eventTitle: input.eventTitle,
    eventType: input.eventType,
    enabled: input.enabled,
    phase: input.phase,
    now,
    regionPrefix: input.regionCode ? regionPrefix(input.regionCode) : undefined,
    periodFrom: input.beginTime ? startOfFilter(input.beginTime) : undefined,
    periodTo: input.endTime ? endOfFilter(input.endTime) : undefined,
  };
  const [page, name] = await Promise.all([repo.pageEvents(deps.db, filter, input), regionNamer(deps.db)]);
  const tally = await repo.tallies(
    deps.db,
    page.records.map((r) => Number(r.id)),
  );
  return { total: page.total, records: page.records.map((row) => eventRecordOf(row, tally.get(Number(row.id)), name(row.regionCode), now)) };
}

export async function eventInfo(deps: AppDeps, actor: Actor, eventCode: string): Promise<HotEventDetail> {
  const event = found(await repo.findEventByCode(deps.db, eventCode, actor.scope), EVENT_NOT_FOUND);
  const [tally, span, name] = await Promise.all([repo.tallies(deps.db, [event.id]), repo.submitSpan(deps.db, event.id), regionNamer(deps.db)]);
  return {
    ...eventRecordOf(event, tally.get(event.id), name(event.regionCode), nowText()),
    description: withFreshPictureUrls(event.description, deps.fileUrls),
    updaterName: event.updaterName,
    firstSubmitTime: span.first,
    lastSubmitTime: span.last,
  };
}

// ---------------------------------------------------------------------------
// Items
// ---------------------------------------------------------------------------

/** The stored filter of a list or export; an event named by a code that does not exist is a 404, not an empty list. */
export async function valueFilterOf(db: DbOrTrx, scope: DataScope, input: ValueFilterInput): Promise<repo.ValueFilter> {
  let eventId: number | undefined;
  if (input.eventCode) eventId = found(await repo.findEventByCode(db, input.eventCode, scope), EVENT_NOT_FOUND).id;
  return {
    scope,
    eventId,
    handleState: input.handleState,
    keyword: input.keyword,
    submitFrom: input.beginTime ? startOfFilter(input.beginTime) : undefined,
    submitTo: input.endTime ? endOfFilter(input.endTime) : undefined,
  };
}

export function valueRecordOf(row: repo.ValueRow, regionName: string): HotEventValueRecord {
  return {
    valueCode: row.valueCode,
    eventCode: row.eventCode,
    eventTitle: row.eventTitle,
    submitterType: row.submitterType,
    submitterName: row.submitterName,
    phone: maskContactPhone(row.phone),
    countyCode: row.countyCode,
    regionName,
    channel: row.channel,
    content: row.content,
    submitTime: row.submitTime,
    handleState: row.handleState,
    handlerName: row.handlerName,
    handleTime: row.handleTime,
    handleNote: row.handleNote,
  };
}

type ValuePage = Page<HotEventValueRecord> & { stateCounts: Array<{ handleState: number; label: string; count: number }> };

/** One page of items and, under the same filters whatever the tab, how many are in each handle state. */
export async function pageValues(deps: AppDeps, actor: Actor, input: ValueListInput): Promise<ValuePage> {
  const filter = await valueFilterOf(deps.db, actor.scope, input);
  const [page, byState, name] = await Promise.all([
    repo.pageValues(deps.db, filter, input),
    repo.countByState(deps.db, filter),
    regionNamer(deps.db),
  ]);
  return {
    total: page.total,
    records: page.records.map((row) => valueRecordOf(row, name(row.countyCode))),
    stateCounts: HOT_EVENT_VALUE_TABS.map((handleState) => ({
      handleState,
      label: HOT_EVENT_VALUE_MACHINE.label(handleState),
      count: byState.get(handleState) ?? 0,
    })),
  };
}

/** Where an item keeps its state. */
const VALUE_STATE = { table: 'recruitHotEventValue', key: 'id', state: 'handleState', machine: HOT_EVENT_VALUE_MACHINE } as const;

/**
 * 处理: 待处理 → 已处理 with who, when and the note, by a conditional update
 * from the state read, so of two operators handling the same item one lands
 * and the other is told it is already handled (409).
 */
export async function handleValue(deps: AppDeps, actor: Actor, valueCode: string, handleNote: string) {
  const row = await repo.findValueByCode(deps.db, valueCode, actor.scope);
  if (!row) throw notFound(VALUE_NOT_FOUND);
  const handleTime = nowText();
  const [moved] = await moveStates(deps.db, VALUE_STATE, {
    action: 'handle',
    rows: [{ key: row.id, state: row.handleState }],
    changes: { handlerId: actor.userId, handlerName: actor.realName, handleTime, handleNote, updateTime: handleTime },
  });
  return { valueCode, handleState: moved.to, handlerName: actor.realName, handleTime };
}
