import { z } from 'zod';
import { multiLine } from '../core/text.js';
import { code32, enumFilter, textFilter, timeFilter, timeText } from '../core/fields.js';
import { ADDRESS_MESSAGES } from '../common/address.js';
import { defineLabels, field, labelTexts } from '../core/labels.js';
import { CHINA_LAT_RANGE, CHINA_LNG_RANGE, placeFields, regionRecord } from '../company/place.js';
import { CONTACT_PHONE_PATTERN } from './apply-info.js';
import { JOB_APPROVE_TYPE_LABELS, JOB_APPROVE_TYPES, JOB_LABELS, jobTimeBounds } from './job.js';

/**
 * What every job fair shares, recruitment's (招聘会, job-fair.ts) and the
 * colleges' campus fairs (校园招聘会, college/campus-fair.ts): online or on
 * site, a status read from the clock (never stored: 待开始 before its start,
 * 进行中 until its end, 已结束 after) and the fields it locks, which jobs may
 * join, the form's fields and the participants (passed companies and the
 * jobs they bring).
 */
export const JOB_FAIR_TYPES = { online: 1, offline: 2 } as const;
export type JobFairType = (typeof JOB_FAIR_TYPES)[keyof typeof JOB_FAIR_TYPES];
export const JOB_FAIR_TYPE_LABELS: Record<JobFairType, string> = { 1: '线上', 2: '线下' };

/**
 * The fields both fairs show with the same word, written once: each fair's
 * labels (JOB_FAIR_LABELS, CAMPUS_FAIR_LABELS) take them in its own order,
 * and the details, filters and lock messages read them.
 */
export const JOB_FAIR_SHARED_LABELS = defineLabels({
  fairName: field.name('招聘会名称'),
  status: field.state('状态'),
  fairType: field.dict('举办形式'),
  /** 开始时间 至 结束时间, as one column or detail row. */
  period: field.period('举办时间'),
  startTime: field.time('开始时间'),
  endTime: field.time('结束时间'),
  address: field.text('举办地址'),
  /** The county and venue, or the county an online fair serves. */
  place: field.text('举办地点'),
  organizer: field.name('主办单位'),
  undertaker: field.name('承办单位'),
  contactPerson: field.person('联系人'),
  contactPhone: field.phone('联系电话'),
  cmpyCount: field.number('参会企业'),
  jobCount: field.number('参会岗位'),
  // What both fairs' details add.
  fairCode: field.code('招聘会编号'),
  /** An online fair's county, where an offline one shows its venue on the map. */
  region: field.text('所在地区'),
  creatorName: field.person('创建人'),
  updateTime: field.time('更新时间'),
  description: field.text('招聘会简介'),
});

const LABEL = labelTexts(JOB_FAIR_SHARED_LABELS);

/** A job at a fair as both fairs list it: the job list's words (JOB_LABELS), each a column here. */
export const JOB_FAIR_JOB_FIELD_LABELS = defineLabels({
  jobName: JOB_LABELS.jobName,
  education: field.dict(JOB_LABELS.education.label),
  headcount: field.number(JOB_LABELS.headcount.label),
});

export const JOB_FAIR_NAME_MAX = 100;
export const JOB_FAIR_DESCRIPTION_MAX = 20_000;
export const JOB_FAIR_CMPY_MAX = 500;
export const JOB_FAIR_JOB_MAX = 2000;
/** Online fairs run for weeks (春风行动 for two months); none for longer than a year. */
export const JOB_FAIR_MAX_DAYS = 366;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const optionalCoordinate = (label: string, [min, max]: readonly [number, number]) =>
  z.preprocess(
    blankToUndefined,
    z
      .number({ error: ADDRESS_MESSAGES.coordinateRequired })
      .min(min, { error: `${label}不在中国境内` })
      .max(max, { error: `${label}不在中国境内` })
      .optional(),
  ).describe(label);

const codesField = (label: string, max: number, itemLabel: string) =>
  z
    .array(code32(itemLabel))
    .max(max, { error: `${label}最多${max}个` })
    .default([])
    .describe(label);

/** The fields a fair's form sends, for recruitment's fairs and the colleges' campus fairs alike. */
export const JOB_FAIR_FIELD_SHAPE = {
  fairName: z.string().trim().min(1, { error: '请输入招聘会名称' }).max(JOB_FAIR_NAME_MAX).describe(LABEL.fairName),
  fairType: z.union([z.literal(1), z.literal(2)], { error: '举办形式取值应为 1（线上）、2（线下）之一' }).describe(LABEL.fairType),
  organizer: z.string().trim().min(1, { error: '请输入主办单位' }).max(100).describe(LABEL.organizer),
  undertaker: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()).describe(LABEL.undertaker),
  contactPerson: z.string().trim().min(1, { error: '请输入联系人' }).max(32).describe(LABEL.contactPerson),
  contactPhone: z.string().trim().regex(CONTACT_PHONE_PATTERN, { error: '联系电话应为手机号或带区号的固定电话' }).describe(LABEL.contactPhone),
  /** Where the fair is held (线下) or which area it serves (线上): province, city and county always. */
  provinceCode: placeFields.provinceCode,
  cityCode: placeFields.cityCode,
  countyCode: placeFields.countyCode,
  /** The venue and its map point; required for an on-site fair, not kept for an online one. */
  address: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()).describe('详细地址'),
  gcj02Lng: optionalCoordinate('经度', CHINA_LNG_RANGE),
  gcj02Lat: optionalCoordinate('纬度', CHINA_LAT_RANGE),
  startTime: timeFilter(LABEL.startTime),
  endTime: timeFilter(LABEL.endTime),
  /** Rich text (HTML); the server keeps only what its allow-list permits. */
  description: multiLine(z.string().trim().min(1, { error: '请输入招聘会简介' }).max(JOB_FAIR_DESCRIPTION_MAX).describe(LABEL.description)),
  /** Passed companies taking part. */
  cmpyCodes: codesField('参会企业', JOB_FAIR_CMPY_MAX, '参会企业编号'),
  /** Jobs of those companies brought to the fair. */
  jobCodes: codesField('参会岗位', JOB_FAIR_JOB_MAX, '参会岗位编号'),
};

interface FairCheckValues {
  fairType: number;
  address?: string;
  gcj02Lng?: number;
  gcj02Lat?: number;
  startTime: string;
  endTime: string;
}

/** The rules across a fair's fields: a venue and point for an on-site fair, and its time range. */
export function checkJobFairFields(value: FairCheckValues, ctx: z.RefinementCtx): void {
  if (value.fairType === JOB_FAIR_TYPES.offline) {
    if (!value.address) ctx.addIssue({ code: 'custom', path: ['address'], message: `线下招聘会${ADDRESS_MESSAGES.detailRequired}` });
    if (value.gcj02Lng === undefined || value.gcj02Lat === undefined) {
      ctx.addIssue({ code: 'custom', path: ['gcj02Lng'], message: `线下招聘会${ADDRESS_MESSAGES.coordinateRequired}` });
    }
  }
  for (const { field, message } of jobFairRangeProblems(value)) ctx.addIssue({ code: 'custom', path: [field], message });
}

export const JOB_FAIR_STATUSES = { notStarted: 0, ongoing: 1, ended: 2 } as const;
export type JobFairStatus = (typeof JOB_FAIR_STATUSES)[keyof typeof JOB_FAIR_STATUSES];
/** 待开始 as the glossary says it (status_activity_0), the one word hot events and station activities use too. */
export const JOB_FAIR_STATUS_LABELS: Record<JobFairStatus, string> = { 0: '待开始', 1: '进行中', 2: '已结束' };
export const JOB_FAIR_STATUS_VALUES: readonly JobFairStatus[] = [0, 1, 2];

/** The status at `now` (all three `YYYY-MM-DD HH:mm:ss`, so text order is time order). */
export function jobFairStatusAt(startTime: string, endTime: string, now: string): JobFairStatus {
  if (now < startTime) return JOB_FAIR_STATUSES.notStarted;
  if (now > endTime) return JOB_FAIR_STATUSES.ended;
  return JOB_FAIR_STATUSES.ongoing;
}

/** Parts of a fair an edit may no longer change once it has started or ended. */
export const JOB_FAIR_LOCKABLE_LABELS = {
  fairType: LABEL.fairType,
  startTime: LABEL.startTime,
  endTime: LABEL.endTime,
  place: LABEL.place,
  participants: '参会企业及岗位',
} as const;
export type JobFairLockable = keyof typeof JOB_FAIR_LOCKABLE_LABELS;

/**
 * A fair that has begun keeps how and when it began; one that has ended is a
 * record of what happened — when, where and who took part. Its name,
 * organisers, contact and introduction stay correctable.
 */
export const JOB_FAIR_LOCKED_FIELDS: Readonly<Record<JobFairStatus, readonly JobFairLockable[]>> = {
  0: [],
  1: ['fairType', 'startTime'],
  2: ['fairType', 'startTime', 'endTime', 'place', 'participants'],
};


/** Jobs that may join a fair: approved at some point and not forced to end (已通过, 已上线, 已下线). */
export const JOB_FAIR_JOB_STATES: readonly number[] = [JOB_APPROVE_TYPES.approved, JOB_APPROVE_TYPES.online, JOB_APPROVE_TYPES.offline];

/**
 * Why a job cannot join a fair starting at `fairStartTime`, or null when it
 * can: it must have passed review (and not been forced to end), and still be
 * recruiting when the fair begins. The form greys such jobs out with the same words.
 */
export function jobFairJobProblem(job: { jobName: string; approveType: number; endTime: string }, fairStartTime: string): string | null {
  if (!JOB_FAIR_JOB_STATES.includes(job.approveType)) {
    const state = JOB_APPROVE_TYPE_LABELS[job.approveType as keyof typeof JOB_APPROVE_TYPE_LABELS] ?? String(job.approveType);
    return `岗位“${job.jobName}”当前为“${state}”状态，不能参加招聘会`;
  }
  if (fairStartTime && job.endTime <= (fairStartTime.length === 10 ? `${fairStartTime} 00:00:00` : fairStartTime)) {
    return `岗位“${job.jobName}”的招聘已于 ${job.endTime} 结束，早于招聘会开始时间`;
  }
  return null;
}

const DAY_MS = 86_400_000;
const timeMs = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);

/** The fair's time rules across fields, reported on 结束时间; exported so the form checks them as it is filled in. */
export function jobFairRangeProblems(value: { startTime?: string; endTime?: string }): Array<{ field: 'endTime'; message: string }> {
  if (!value.startTime || !value.endTime) return [];
  const { beginTime, endTime } = jobTimeBounds(value.startTime, value.endTime);
  if (endTime <= beginTime) return [{ field: 'endTime', message: '结束时间须晚于开始时间' }];
  if (timeMs(endTime) - timeMs(beginTime) > JOB_FAIR_MAX_DAYS * DAY_MS) return [{ field: 'endTime', message: `招聘会举办时长不能超过${JOB_FAIR_MAX_DAYS}天` }];
  return [];
}

/** A job brought to the fair, as the edit form shows it. */
export const jobFairParticipantJob = z.object({
  jobCode: z.string(),
  jobName: z.string(),
  /** Whole yuan per month: tells apart a company's jobs of the same name. */
  salaryMin: z.number().int(),
  salaryMax: z.number().int(),
  approveType: z.number().int(),
  endTime: timeText,
});

/** A company taking part, with the jobs it brought. */
export const jobFairParticipant = z.object({
  cmpyCode: z.string(),
  cmpyName: z.string(),
  jobs: z.array(jobFairParticipantJob),
});
export type JobFairParticipant = z.infer<typeof jobFairParticipant>;


/** A fair as both fairs' lists show it; each fair's record adds its own fields (a campus fair its college and booths). */
export const JOB_FAIR_RECORD_SHAPE = {
  fairCode: z.string(),
  fairName: z.string(),
  fairType: z.number().int(),
  organizer: z.string(),
  undertaker: z.string(),
  contactPerson: z.string(),
  contactPhone: z.string(),
  ...regionRecord,
  /** '' for an online fair. */
  address: z.string(),
  startTime: timeText,
  endTime: timeText,
  /** JOB_FAIR_STATUSES, at the time of the answer. */
  status: z.number().int(),
  cmpyCount: z.number().int(),
  jobCount: z.number().int(),
  createTime: timeText,
};

/** What both fairs' details add to the record; each adds its own reads (resume count, a page of applications). */
export const JOB_FAIR_DETAIL_SHAPE = {
  /** null for an online fair. */
  gcj02Lng: z.number().nullable(),
  gcj02Lat: z.number().nullable(),
  description: z.string(),
  /** Companies in the order they were added, each with its jobs. */
  participants: z.array(jobFairParticipant),
  /** What an edit may no longer change in this status (JOB_FAIR_LOCKED_FIELDS). */
  lockedFields: z.array(z.string()),
  creatorName: z.string(),
  updateTime: timeText,
};

const optionalDate = (label: string) => z.preprocess(blankToUndefined, timeFilter(label).optional()).describe(label);

/** The filters both fairs' lists take; each list adds its own (所在区县, 举办院校). */
export const JOB_FAIR_LIST_FILTERS = {
  fairName: textFilter(LABEL.fairName, JOB_FAIR_NAME_MAX),
  fairType: enumFilter(LABEL.fairType, [1, 2]),
  status: enumFilter('招聘会状态', JOB_FAIR_STATUS_VALUES),
  /** Fairs held at some time within [beginDate, endDate]. */
  beginDate: optionalDate('举办开始日期'),
  endDate: optionalDate('举办结束日期'),
};

/** The list's date filters in order: 举办结束日期 not before 举办开始日期. */
export function checkJobFairListDates(v: { beginDate?: string; endDate?: string }, ctx: z.RefinementCtx): void {
  if (v.beginDate && v.endDate && v.beginDate.slice(0, 10) > v.endDate.slice(0, 10)) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: '举办结束日期不能早于举办开始日期' });
  }
}

/** The form's fields alone, for the console's rules and counters of the fields both fairs' forms share. */
export const jobFairFields = z.object(JOB_FAIR_FIELD_SHAPE);
