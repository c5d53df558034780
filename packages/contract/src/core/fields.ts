import { z } from 'zod';
import { timeTrait } from './text.js';

/** Wire format of every time: `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai. */
export const TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const DATE_OR_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Whether `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` names a moment the calendar and
 * the clock have: 2027-02-30, 2027-13-01 and 25:61:61 do not. Text of another
 * shape is the format check's to report.
 */
export function isRealTime(text: string): boolean {
  if (!DATE_OR_TIME.test(text)) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = text.split(/[- :]/).map(Number);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) && hour <= 23 && minute <= 59 && second <= 59;
}

const realTime = (text: string) => !DATE_OR_TIME.test(text) || isRealTime(text);

/** A time as the server writes it (responses, stored rows). */
export const timeText = z.string().regex(TIME_PATTERN).refine(realTime, { error: '日期时间不存在' });

/** A time a caller sends: `YYYY-MM-DD HH:mm:ss`, a real calendar date and clock time. */
export const timeField = (label: string) =>
  timeTrait(
    z
      .string()
      .trim()
      .regex(TIME_PATTERN, { error: `${label}格式应为 YYYY-MM-DD HH:mm:ss` })
      .refine(realTime, { error: `${label}不是有效的日期时间` })
      .describe(label),
  );

/** A filter bound such as beginTime/endTime; a bare date is accepted. Either must exist in the calendar. */
export const timeFilter = (label: string) =>
  timeTrait(
    z
      .string()
      .regex(DATE_OR_TIME, { error: `${label}格式应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss` })
      .refine(realTime, { error: `${label}不是有效的日期` })
      .describe(label),
  );

/** A day a caller sends: `YYYY-MM-DD`, one the calendar has. */
export const dateField = (label: string) =>
  timeTrait(
    z
      .string()
      .trim()
      .regex(DATE_ONLY, { error: `${label}格式应为 YYYY-MM-DD` })
      .refine(realTime, { error: `${label}不是有效的日期` })
      .describe(label),
  );

/** A day as the server writes it. */
export const dateText = z.string().regex(DATE_ONLY);

/** Business code: a 32-character random id (spec §9). */
export const code32 = (label: string) => z.string().trim().min(1).max(64).describe(label);

/** Optional text filter: blank strings count as absent. */
export const textFilter = (label: string, max = 64) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(max).optional()).describe(label);

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A number that may arrive as query-string text: decimal digits only, so
 * `0x10`, `1e3` and ` 12` stay text and are refused as 格式不正确 (where
 * `z.coerce` would read 16, 1000 and 12).
 */
export const decimal = <T extends z.ZodType<number>>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && DECIMAL.test(v) ? Number(v) : v), schema);

/** Optional numeric enum filter; accepts the string forms a query string carries. */
export const enumFilter = (label: string, values: readonly number[]) =>
  z
    .preprocess(
      blankToUndefined,
      decimal(
        z
          .number()
          .int()
          .refine((v) => values.includes(v), { error: `${label}取值应为 ${values.join('、')} 之一` }),
      ).optional(),
    )
    .describe(label);

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
