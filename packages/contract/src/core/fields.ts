import { z } from 'zod';

/** Wire format of every time: `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai. */
export const TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const DATE_OR_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;

export const timeText = z.string().regex(TIME_PATTERN);

/** A filter bound such as beginTime/endTime; a bare date is accepted. */
export const timeFilter = (label: string) =>
  z.string().regex(DATE_OR_TIME, { error: `${label}格式应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss` }).describe(label);

/** Business code: a 32-character random id (spec §9). */
export const code32 = (label: string) => z.string().trim().min(1).max(64).describe(label);

/** Optional text filter: blank strings count as absent. */
export const textFilter = (label: string, max = 64) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(max).optional()).describe(label);

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Optional numeric enum filter; accepts the string forms a query string carries. */
export const enumFilter = (label: string, values: readonly number[]) =>
  z
    .preprocess(
      blankToUndefined,
      z.coerce
        .number()
        .int()
        .refine((v) => values.includes(v), { error: `${label}取值应为 ${values.join('、')} 之一` })
        .optional(),
    )
    .describe(label);

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
