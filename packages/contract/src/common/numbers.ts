import { z } from 'zod';

/**
 * Number formats of spec §5, shared by the console's inputs and the server's
 * validation, with the glossary's messages (§6).
 */

/** An integer: 0, or digits without a leading zero. */
export const INTEGER_PATTERN = /^(0|[1-9]\d*)$/;
export const INTEGER_MESSAGE = '请输入正确的整数';

/** An amount in yuan: digits without a leading zero, at most two decimals; it must also be above 0. */
export const MONEY_PATTERN = /^(0|[1-9]\d*)(\.\d{1,2})?$/;
export const MONEY_MESSAGE = '请输入正确的金额（最多保留两位小数）';

/** A numeric range whose lower bound is above its upper bound. */
export const RANGE_MESSAGE = '最小值不能大于最大值';

export function isInteger(text: string): boolean {
  return INTEGER_PATTERN.test(text);
}

/** Positive and at most two decimals: 0.01 and 12.5 are amounts, 0, 0.00, 1.234 and 01 are not. */
export function isMoney(text: string): boolean {
  return MONEY_PATTERN.test(text) && yuanToCents(text) > 0;
}

/**
 * Yuan text to integer cents, by the digits rather than through floating
 * point (19.99 × 100 is 1998.9999999999998). Only for text that matches
 * {@link MONEY_PATTERN}.
 */
export function yuanToCents(text: string): number {
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as yuan with two decimals, as amounts are shown (spec §9): 199 → '1.99'. */
export function centsToYuan(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** What a numeric-only input keeps of typed or pasted text: its digits. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** An integer field as the server reads it: a number, or text of the integer format. */
export const integerValue = (label: string) =>
  z
    .union([z.number(), z.string().trim()])
    .refine((v) => (typeof v === 'number' ? Number.isSafeInteger(v) && v >= 0 : isInteger(v)), { error: INTEGER_MESSAGE })
    .transform(Number)
    .describe(label);

/** An amount entered in yuan (text or number), checked by the money format and read as cents. */
export const moneyYuan = (label: string) =>
  z
    .union([z.number(), z.string().trim()])
    .refine((v) => isMoney(typeof v === 'number' ? String(v) : v), { error: MONEY_MESSAGE })
    .transform((v) => yuanToCents(typeof v === 'number' ? String(v) : v))
    .describe(label);

/** An amount stored in cents: a positive integer. */
export const moneyCents = (label: string) => z.number().int({ error: MONEY_MESSAGE }).positive({ error: MONEY_MESSAGE }).describe(label);
