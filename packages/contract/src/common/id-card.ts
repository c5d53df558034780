import { z } from 'zod';

/**
 * 公民身份号码 (GB 11643-1999), 18 characters:
 *
 *   1–6    address code (GB/T 2260) of the county where the number was first issued
 *   7–14   birth date, YYYYMMDD
 *   15–17  sequence number; the 17th digit is odd for men and even for women
 *   18     check character, ISO 7064 MOD 11-2: Σ(digit × weight) mod 11 indexes "10X98765432",
 *          weight = 2^(17−i) mod 11
 *
 * Kept in the contract so the server (resumes, the industrial-army lookup by
 * card) and the console (forms) judge numbers the same way. The address code
 * is checked for shape only: codes of counties since merged stay on old cards.
 */

/** Position weights of the first 17 digits, as tabled in GB 11643-1999. */
export const ID_CARD_WEIGHTS: readonly number[] = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** The check character for each remainder 0–10. */
export const ID_CARD_CHECK_CHARS = '10X98765432';

/** Shape only: a non-zero first digit, 16 more digits, then a digit or X. */
export const ID_CARD_PATTERN = /^[1-9]\d{16}[\dX]$/;

export const ID_CARD_MESSAGES = {
  shape: '身份证号应为18位，前17位为数字，最后一位为数字或X',
  birthDate: '身份证号中的出生日期不正确',
  checkChar: '身份证号校验位不正确，请核对',
} as const;

/** The check character for the first 17 digits, or null when they are not 17 digits. */
export function idCardCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_CARD_WEIGHTS[i];
  return ID_CARD_CHECK_CHARS[sum % 11];
}

/** What a person typed or OCR read: full-width characters folded, spaces dropped, x upper-cased. */
export function normalizeIdCard(text: string): string {
  return text.normalize('NFKC').replace(/\s/g, '').toUpperCase();
}

/** The birth date a number carries as YYYY-MM-DD, or null when it is no calendar date. */
export function birthDateOfIdCard(idCard: string): string | null {
  const digits = idCard.slice(6, 14);
  if (!/^\d{8}$/.test(digits)) return null;
  const [year, month, day] = [Number(digits.slice(0, 4)), Number(digits.slice(4, 6)), Number(digits.slice(6, 8))];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
}

/** Gender from the 17th digit: 1 男 (odd), 2 女 (even), as the gender dictionary numbers them. */
export function genderOfIdCard(idCard: string): 1 | 2 {
  return Number(idCard[16]) % 2 === 1 ? 1 : 2;
}

/** Today's date in Asia/Shanghai, YYYY-MM-DD. */
function shanghaiToday(): string {
  return new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
}

/**
 * Why a number is not a valid 身份证号 (one of ID_CARD_MESSAGES), or null when
 * it is: its shape, a birth date between 1900-01-01 and `today`, and its check character.
 */
export function idCardProblem(idCard: string, today: string = shanghaiToday()): string | null {
  if (!ID_CARD_PATTERN.test(idCard)) return ID_CARD_MESSAGES.shape;
  const birthDate = birthDateOfIdCard(idCard);
  if (birthDate === null || birthDate < '1900-01-01' || birthDate > today) return ID_CARD_MESSAGES.birthDate;
  if (idCardCheckChar(idCard.slice(0, 17)) !== idCard[17]) return ID_CARD_MESSAGES.checkChar;
  return null;
}

export function isValidIdCard(idCard: string, today?: string): boolean {
  return idCardProblem(idCard, today) === null;
}

/** Whole years from `birthDate` to `today` (both YYYY-MM-DD): the age a person has on that day. */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) >= birthDate.slice(5) ? years : years - 1;
}

/**
 * A 身份证号 as lists and exports show it to those without the right to see
 * it whole: the county code and the last four characters, e.g. 410184********1234.
 */
export function maskIdCard(idCard: string): string {
  if (idCard.length <= 10) return '*'.repeat(idCard.length);
  return `${idCard.slice(0, 6)}${'*'.repeat(idCard.length - 10)}${idCard.slice(-4)}`;
}

/** A mobile number with its middle four digits hidden, e.g. 138****5678. */
export function maskMobile(mobile: string): string {
  if (mobile.length < 7) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 7)}${mobile.slice(-4)}`;
}

/** A 身份证号 field: normalised, then checked with the message naming what is wrong. */
export const idCardField = (label = '身份证号') =>
  z
    .string()
    .transform(normalizeIdCard)
    .superRefine((value, ctx) => {
      const problem = idCardProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .describe(label);
