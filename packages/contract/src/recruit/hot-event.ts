import { z } from 'zod';
import { multiLine } from '../core/text.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, enumFilter, textFilter, timeFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { defineStateMachine } from '../core/state-machine.js';
import { perm } from '../system/resource-tree.js';

/**
 * Hot events (热点事件): what the employment service tracks for a while and
 * collects reports or registrations under — a mass layoff, a plant opening
 * and hiring, a graduation-season campaign, people coming back after the
 * Spring Festival, a policy everyone asks about. Operators keep the events
 * here; the items collected under one (事件数据: a person's or a company's
 * report, with its contact and what it asks) arrive through the public
 * channels and are worked off here, each marked 已处理 with a note.
 */

/** What kind of event it is (事件类别). */
export const HOT_EVENT_TYPES = { layoff: 1, opening: 2, graduation: 3, returnHome: 4, policy: 5, other: 9 } as const;
export type HotEventType = (typeof HOT_EVENT_TYPES)[keyof typeof HOT_EVENT_TYPES];
export const HOT_EVENT_TYPE_LABELS: Readonly<Record<HotEventType, string>> = {
  1: '规模性裁员',
  2: '企业开工招工',
  3: '毕业季就业',
  4: '返乡就业',
  5: '政策热点',
  9: '其他',
};
export const HOT_EVENT_TYPE_VALUES = Object.keys(HOT_EVENT_TYPE_LABELS).map(Number) as HotEventType[];

/** Whether the event is open on the public channels (启用状态); a disabled one keeps its data and can still be worked off. */
export const HOT_EVENT_ENABLED = { disabled: 0, enabled: 1 } as const;
export const HOT_EVENT_ENABLED_LABELS: Readonly<Record<number, string>> = { 1: '已启用', 0: '已禁用' };

/** Where the event stands in its period today (事件状态), worked out from its begin and end time, never stored. */
export const HOT_EVENT_PHASES = { waiting: 0, running: 1, ended: 2 } as const;
export const HOT_EVENT_PHASE_LABELS: Readonly<Record<number, string>> = { 0: '待开始', 1: '进行中', 2: '已结束' };

export function hotEventPhase(beginTime: string, endTime: string, now: string): number {
  if (now < beginTime) return HOT_EVENT_PHASES.waiting;
  return now > endTime ? HOT_EVENT_PHASES.ended : HOT_EVENT_PHASES.running;
}

/** Who sent an item (提交主体). */
export const HOT_EVENT_SUBMITTER_TYPES = { person: 1, company: 2 } as const;
export const HOT_EVENT_SUBMITTER_LABELS: Readonly<Record<number, string>> = { 1: '个人', 2: '企业' };

/** How an item arrived (来源渠道). */
export const HOT_EVENT_CHANNELS = { miniProgram: 1, portal: 2, hotline: 3, onSite: 4 } as const;
export const HOT_EVENT_CHANNEL_LABELS: Readonly<Record<number, string>> = { 1: '微信小程序', 2: '门户网站', 3: '服务热线', 4: '现场登记' };

/**
 * A contact phone as lists and exports show it: a mobile with its middle four
 * digits hidden (138****5678), a landline with its area code kept (0371-****5678).
 */
export function maskContactPhone(phone: string): string {
  const landline = /^(0\d{2,3})-?(\d{7,8})$/.exec(phone);
  if (landline) return `${landline[1]}-****${landline[2].slice(-4)}`;
  if (phone.length < 7) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`;
}

/** An item's handle state (处理状态). */
export const HOT_EVENT_VALUE_STATES = { pending: 0, handled: 1 } as const;
export type HotEventValueState = (typeof HOT_EVENT_VALUE_STATES)[keyof typeof HOT_EVENT_VALUE_STATES];
export const HOT_EVENT_VALUE_STATE_LABELS: Readonly<Record<HotEventValueState, string>> = { 0: '待处理', 1: '已处理' };

/**
 * An item is worked off once: 待处理 → 已处理 by 处理 (with who, when and a
 * note). A handled item stays handled; a follow-up is a new item.
 */
export const HOT_EVENT_VALUE_MACHINE = defineStateMachine({
  subject: '事件数据',
  states: HOT_EVENT_VALUE_STATE_LABELS,
  actions: { handle: '处理' },
  transitions: [{ action: 'handle', from: [0], to: 1 }],
});
/** The tabs of the data list, in the order work flows. */
export const HOT_EVENT_VALUE_TABS: readonly HotEventValueState[] = [0, 1];

export const HOT_EVENT_TITLE_MAX = 60;
export const HOT_EVENT_DESCRIPTION_MAX = 20_000;
export const HOT_EVENT_HANDLE_NOTE_MAX = 500;
/** The most rows one export writes (an xlsx sheet holds 1,048,576). */
export const HOT_EVENT_EXPORT_MAX = 1_000_000;

/** A bare date as an event's begin time means that day's start; as its end time, that day's end. */
export function hotEventTimeBounds(beginTime: string, endTime: string): { beginTime: string; endTime: string } {
  return {
    beginTime: beginTime.length === 10 ? `${beginTime} 00:00:00` : beginTime,
    endTime: endTime.length === 10 ? `${endTime} 23:59:59` : endTime,
  };
}

/** The cross-field rule of the event form, on the field a person would correct (shared with the console's form). */
export function hotEventPeriodProblem(beginTime: string | undefined, endTime: string | undefined): string | null {
  if (!beginTime || !endTime) return null;
  const bounds = hotEventTimeBounds(beginTime, endTime);
  return bounds.endTime <= bounds.beginTime ? '结束时间须晚于开始时间' : null;
}

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalTime = (label: string) => z.preprocess(blankToUndefined, timeFilter(label).optional()).describe(label);

/** A region of the region table: a province, a city or a county, six digits. */
const regionCodeField = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: `${label}编码应为6位数字` })
    .describe(label);

const eventFieldShape = {
  eventTitle: z.string().trim().min(1, { error: '请输入事件标题' }).max(HOT_EVENT_TITLE_MAX).describe('事件标题'),
  eventType: z
    .number()
    .int()
    .refine((v) => (HOT_EVENT_TYPE_VALUES as readonly number[]).includes(v), { error: `事件类别取值应为 ${HOT_EVENT_TYPE_VALUES.join('、')} 之一` })
    .describe('事件类别'),
  regionCode: regionCodeField('所属区域'),
  beginTime: timeFilter('开始时间'),
  endTime: timeFilter('结束时间'),
  /** Rich text (HTML); the server keeps only what its allow-list permits. */
  description: multiLine(z.string().trim().min(1, { error: '请输入事件描述' }).max(HOT_EVENT_DESCRIPTION_MAX).describe('事件描述')),
  enabled: z.union([z.literal(0), z.literal(1)], { error: '启用状态取值应为 0、1 之一' }).default(1).describe('启用状态'),
};

function checkPeriod(value: { beginTime: string; endTime: string }, ctx: z.RefinementCtx): void {
  const problem = hotEventPeriodProblem(value.beginTime, value.endTime);
  if (problem) ctx.addIssue({ code: 'custom', path: ['endTime'], message: problem });
}

/** Bounds of a filter the wrong way round, reported on the upper one. */
function checkFilterRange(label: string) {
  return (value: { beginTime?: string; endTime?: string }, ctx: z.RefinementCtx): void => {
    if (value.beginTime && value.endTime && value.beginTime.slice(0, 10) > value.endTime.slice(0, 10)) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: `${label}结束时间不能早于${label}开始时间` });
    }
  };
}

export const hotEventInput = z.object(eventFieldShape).superRefine(checkPeriod);
export const hotEventEditInput = z.object({ eventCode: code32('事件编号'), ...eventFieldShape }).superRefine(checkPeriod);

// ---------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------

/**
 * An event's labels: the list's columns in its order, then what only the
 * detail shows (secondary: 列设置 offers them on the list). 事件时间 is made of
 * the begin and end time, 事件数据 of the counts.
 */
export const HOT_EVENT_LABELS = defineLabels({
  eventTitle: field.name('事件标题'),
  eventType: field.dict('事件类别'),
  regionName: field.name('所属区域'),
  period: field.period('事件时间'),
  phase: field.state('事件状态'),
  enabled: field.state('启用状态'),
  valueCount: field.text('事件数据'),
  creatorName: field.person('创建人', { secondary: true }),
  createTime: field.time('创建时间', { secondary: true }),
  updateTime: field.time('最后修改', { secondary: true }),
});

/** An item's labels (事件数据), in the export's column order; the drawer's table and the 处理 dialog read them too. */
export const HOT_EVENT_VALUE_LABELS = defineLabels({
  valueCode: field.code('数据编号'),
  eventTitle: field.name('所属事件'),
  eventType: field.dict('事件类别'),
  submitterType: field.dict('提交主体'),
  submitterName: field.name('姓名/企业名称'),
  phone: field.phone('联系电话'),
  regionName: field.name('所在区域'),
  channel: field.dict('来源渠道'),
  content: field.text('内容'),
  submitTime: field.time('提交时间'),
  handleState: field.state('处理状态'),
  handlerName: field.person('处理人'),
  handleTime: field.time('处理时间'),
  handleNote: field.text('处理说明'),
});

/** An event in the list, with how much was collected under it and how much is still waiting. */
export const hotEventRecord = z.object({
  eventCode: z.string(),
  eventTitle: z.string(),
  eventType: z.number().int(),
  regionCode: z.string(),
  /** The region with its parents: 河南省郑州市新郑市. */
  regionName: z.string(),
  beginTime: timeText,
  endTime: timeText,
  enabled: z.number().int(),
  /** HOT_EVENT_PHASES, as of the request. */
  phase: z.number().int(),
  valueCount: z.number().int(),
  pendingCount: z.number().int(),
  creatorName: z.string(),
  createTime: timeText,
  updateTime: timeText,
});
export type HotEventRecord = z.infer<typeof hotEventRecord>;

export const hotEventDetail = hotEventRecord.extend({
  /** As stored by the allow-list, pictures with fresh signed addresses. */
  description: z.string(),
  updaterName: z.string(),
  /** The first and last submit time of its data, null without data: an edit must keep them inside the period. */
  firstSubmitTime: timeText.nullable(),
  lastSubmitTime: timeText.nullable(),
});
export type HotEventDetail = z.infer<typeof hotEventDetail>;

/** An item collected under an event. The phone is masked (maskContactPhone) wherever it is shown. */
export const hotEventValueRecord = z.object({
  valueCode: z.string(),
  eventCode: z.string(),
  eventTitle: z.string(),
  submitterType: z.number().int(),
  /** A person's name or a company's name. */
  submitterName: z.string(),
  phone: z.string(),
  countyCode: z.string(),
  regionName: z.string(),
  channel: z.number().int(),
  content: z.string(),
  submitTime: timeText,
  handleState: z.number().int(),
  handlerName: z.string(),
  handleTime: timeText.nullable(),
  handleNote: z.string(),
});
export type HotEventValueRecord = z.infer<typeof hotEventValueRecord>;

export const hotEventValueStateCount = z.object({ handleState: z.number().int(), label: z.string(), count: z.number().int() });

// ---------------------------------------------------------------------------
// Filters
// ---------------------------------------------------------------------------

const eventListQuery = pageQuery
  .extend({
    eventTitle: textFilter('事件标题', HOT_EVENT_TITLE_MAX),
    eventType: enumFilter('事件类别', HOT_EVENT_TYPE_VALUES),
    enabled: enumFilter('启用状态', [0, 1]),
    phase: enumFilter('事件状态', [0, 1, 2]),
    /** A province or a city takes in the events of its counties. */
    regionCode: z.preprocess(blankToUndefined, regionCodeField('所属区域').optional()).describe('所属区域'),
    /** Events whose period meets [beginTime, endTime]. */
    beginTime: optionalTime('事件开始时间'),
    endTime: optionalTime('事件结束时间'),
  })
  .superRefine(checkFilterRange('事件'));

/** The data list's filters, shared by the page (with its tab) and the export. */
const valueFilterShape = {
  eventCode: z.preprocess(blankToUndefined, code32('所属事件').optional()).describe('所属事件'),
  handleState: enumFilter('处理状态', HOT_EVENT_VALUE_TABS),
  /** Matches the submitter's name or the content. */
  keyword: textFilter('关键词', 50),
  beginTime: optionalTime('提交开始时间'),
  endTime: optionalTime('提交结束时间'),
};
export const hotEventValueFilter = z.object(valueFilterShape).superRefine(checkFilterRange('提交'));
const valueListBody = pageQuery.extend(valueFilterShape).superRefine(checkFilterRange('提交'));

// ---------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------

const LIST = { permission: perm.recruit.hotEvent.list } as const;
export const hotEventApi = defineEndpoints('recruit', 'hotEvent', {
  save: {
    method: 'POST',
    path: '/hrbd-recruit/hot-events/save',
    summary: '新增热点事件',
    access: { permission: perm.recruit.hotEvent.add },
    audit: true,
    body: hotEventInput,
    response: z.object({ eventCode: z.string() }),
  },

  edit: {
    method: 'POST',
    path: '/hrbd-recruit/hot-events/edit',
    summary: '编辑热点事件',
    access: { permission: perm.recruit.hotEvent.edit },
    audit: true,
    body: hotEventEditInput,
    response: z.object({ eventCode: z.string() }),
  },

  page: {
    method: 'GET',
    path: '/hrbd-recruit/hot-events/page',
    summary: '分页查询热点事件',
    access: LIST,
    audit: false,
    query: eventListQuery,
    response: pageOf(hotEventRecord),
  },

  info: {
    method: 'GET',
    path: '/hrbd-recruit/hot-events/info',
    summary: '查询热点事件详情',
    access: LIST,
    audit: false,
    query: z.object({ eventCode: code32('事件编号') }),
    response: hotEventDetail,
  },
});
export const hotEventValueApi = defineEndpoints('recruit', 'hotEventValue', {
  page: {
    method: 'POST',
    path: '/hrbd-recruit/hot-events-values/page',
    summary: '分页查询热点事件数据（含各处理状态数量）',
    access: LIST,
    audit: false,
    body: valueListBody,
    /** `stateCounts`: every handle state under the same filters, whatever the tab, for the tabs' counts. */
    response: pageOf(hotEventValueRecord).extend({ stateCounts: z.array(hotEventValueStateCount) }),
  },

  exportHotEventsValues: {
    method: 'POST',
    path: '/hrbd-recruit/hot-events-values/exportHotEventsValues',
    summary: '导出热点事件数据（按筛选条件）',
    access: { permission: perm.recruit.hotEvent.export },
    // Who took people's reports out, and under which filter, is worth a log row.
    audit: true,
    responseKind: 'file',
    body: hotEventValueFilter,
    response: z.null(),
    export: { permission: perm.recruit.hotEvent.export, name: '热点事件数据', asciiName: 'hot-event-values', labels: HOT_EVENT_VALUE_LABELS },
  },

  handle: {
    method: 'GET',
    path: '/hrbd-recruit/hot-events-values/handle',
    summary: '处理热点事件数据',
    access: { permission: perm.recruit.hotEvent.handle },
    audit: true,
    query: z.object({
      valueCode: code32('数据编号'),
      handleNote: multiLine(z.string().trim().min(1, { error: '请输入处理说明' }).max(HOT_EVENT_HANDLE_NOTE_MAX).describe('处理说明')),
    }),
    response: z.object({
      valueCode: z.string(),
      handleState: z.number().int(),
      handlerName: z.string(),
      handleTime: timeText,
    }),
  },
});
