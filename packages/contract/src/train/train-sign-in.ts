import { z } from 'zod';
import { CHINA_LAT_RANGE, CHINA_LNG_RANGE } from '../company/place.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, dateField, textFilter, timeText } from '../core/fields.js';
import { multiLine } from '../core/text.js';
import { perm } from '../system/resource-tree.js';

/**
 * 签到管理 (培训系统). A session's sign-in opens 30 minutes before it begins
 * and closes at its end; by begin + 10 minutes it is 已签到, later 迟到, and
 * a student without one is 缺勤 once the session has ended (computed, never
 * stored). An operator's 补签 (with a reason, no location) is allowed up to
 * seven days after the session and stays marked as such.
 */
export const SIGN_OPEN_BEFORE_MIN = 30;
export const SIGN_LATE_AFTER_MIN = 10;
export const RESIGN_DAYS = 7;

/** Stored results; 缺勤 (4) and 未签到 (0, a session not yet over) are computed. */
export const SIGN_RESULT = { none: 0, onTime: 1, late: 2, resign: 3, absent: 4 } as const;
export const SIGN_RESULT_LABELS: Readonly<Record<number, string>> = { 0: '未签到', 1: '已签到', 2: '迟到', 3: '补签', 4: '缺勤' };

export const SIGN_MESSAGES = {
  closed: '当前不在签到时间内',
  twice: '已签到',
  resignLate: `补签须在课次结束后${RESIGN_DAYS}天内`,
  resignEarly: '课次尚未结束，不能补签',
  outside: (metres: number) => `签到位置距上课地点 ${metres} 米，超出签到范围`,
  needPoint: '请提供签到位置',
} as const;

const coordinate = (label: string, [min, max]: readonly [number, number]) =>
  z.number().min(min, { error: `${label}不在中国境内` }).max(max, { error: `${label}不在中国境内` }).describe(label);

export const signInput = z.object({
  classCode: code32('班级编号'),
  sessionNo: z.number({ error: '请选择课次' }).int().min(1).describe('课次'),
  studentCode: code32('学员编号'),
  gcj02Lng: coordinate('签到经度', CHINA_LNG_RANGE).optional(),
  gcj02Lat: coordinate('签到纬度', CHINA_LAT_RANGE).optional(),
  /** 补签: the operator's reason; no location with it. */
  reason: multiLine(z.string().trim().min(1, { error: '请填写补签原因' }).max(200).describe('补签原因')).optional(),
});

export const signRecord = z.object({
  studentCode: z.string(),
  sessionNo: z.number().int(),
  result: z.number().int(),
  signTime: timeText,
  distance: z.number().int().nullable(),
});

export const reportSession = z.object({
  sessionNo: z.number().int(),
  beginTime: timeText,
  endTime: timeText,
  expected: z.number().int(),
  present: z.number().int(),
  late: z.number().int(),
  absent: z.number().int(),
  resign: z.number().int(),
});

export const reportStudent = z.object({
  studentCode: z.string(),
  usrName: z.string(),
  idCard: z.string(),
  /** One result per session, in session order (SIGN_RESULT). */
  results: z.array(z.number().int()),
  reasons: z.array(z.string()),
});

export const signReport = z.object({
  classCode: z.string(),
  className: z.string(),
  sessions: z.array(reportSession),
  students: z.array(reportStudent),
});
export type SignReport = z.infer<typeof signReport>;

/** The longest span sign/analysis reads. */
export const ANALYSIS_DAYS_MAX = 366;
/** How late a 迟到 was, in minutes after the session's begin. */
export const LATENESS_BUCKETS = [
  { label: '10–20分钟', max: 20 },
  { label: '20–30分钟', max: 30 },
  { label: '30–60分钟', max: 60 },
  { label: '60分钟以上', max: Number.POSITIVE_INFINITY },
] as const;

export const analysisQuery = z
  .object({
    beginDate: dateField('开始日期').optional(),
    endDate: dateField('结束日期').optional(),
    countyCode: textFilter('所在区县', 6),
  })
  .superRefine((v, ctx) => {
    if (v.beginDate && v.endDate && v.endDate < v.beginDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: '结束日期不能早于开始日期' });
    if (v.beginDate && v.endDate && (Date.parse(v.endDate) - Date.parse(v.beginDate)) / 86_400_000 > ANALYSIS_DAYS_MAX) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: `统计时间跨度不能超过${ANALYSIS_DAYS_MAX}天` });
    }
  });

const rates = { expected: z.number().int(), present: z.number().int(), late: z.number().int(), resign: z.number().int(), absent: z.number().int(), rate: z.number() };

export const signAnalysis = z.object({
  beginDate: z.string(),
  endDate: z.string(),
  /** Every day of the span with a session (应到 = roster × sessions that day). */
  days: z.array(z.object({ day: z.string(), ...rates })),
  lateness: z.array(z.object({ label: z.string(), count: z.number().int() })),
  /** Classes by attendance rate, best first (at most 10). */
  ranking: z.array(z.object({ classCode: z.string(), className: z.string(), ...rates })),
});
export type SignAnalysis = z.infer<typeof signAnalysis>;

export const trainSignInApi = defineEndpoints('train', 'trainSignIn', {
  sign: {
    method: 'POST',
    path: '/hrbd-train/train-sign-in/sign',
    summary: '学员签到；带补签原因时为补签（需补签权限）',
    access: { permission: perm.train.signIn.list },
    audit: true,
    body: signInput,
    response: signRecord,
  },
  report: {
    method: 'GET',
    path: '/hrbd-train/train-sign-in/sign/report',
    summary: '班级签到报表（课次 × 学员）',
    access: { permission: perm.train.signIn.list },
    audit: false,
    query: z.object({ classCode: code32('班级编号') }),
    response: signReport,
  },
  analysis: {
    method: 'GET',
    path: '/hrbd-train/train-sign-in/sign/analysis',
    summary: '签到分析（按日出勤率、迟到分布、班级排行）',
    access: { permission: perm.train.signIn.list },
    audit: false,
    query: analysisQuery,
    response: signAnalysis,
  },
});
