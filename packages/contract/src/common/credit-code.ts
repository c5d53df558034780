/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters from a 31-character set
 * that leaves out I, O, S, V and Z so that none can be mistaken for a digit.
 *
 *   1      登记管理部门代码 (e.g. 9 = 市场监管/工商, 5 = 民政, 1 = 机构编制, Y = 其他)
 *   2      机构类别代码 (e.g. 1 = 企业, 2 = 个体工商户, 3 = 农民专业合作社)
 *   3–8    登记管理机关行政区划码 (GB/T 2260, six digits)
 *   9–17   主体标识码 (组织机构代码, GB 11714)
 *   18     校验码: (31 − Σ(value × weight) mod 31) mod 31, weight = 3^(i−1) mod 31
 *
 * Kept in the contract so the server (OCR) and the console (forms) check codes the same way.
 */

/** The code's alphabet in value order: the character at index n has value n. */
export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** Position weights 3^i mod 31 for the first 17 characters, as tabled in GB 32100-2015. */
export const CREDIT_CODE_WEIGHTS: readonly number[] = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Shape only: two charset characters, six digits, ten charset characters. */
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NP-RTUW-Y]{2}\d{6}[0-9A-HJ-NP-RTUW-Y]{10}$/;

const VALUE_OF = new Map([...CREDIT_CODE_CHARSET].map((ch, i) => [ch, i]));

/**
 * The check character (18th) for the first 17 characters of a code, or null
 * when they are not 17 characters of the code's alphabet.
 */
export function creditCodeCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = VALUE_OF.get(first17[i]);
    if (value === undefined) return null;
    sum += value * CREDIT_CODE_WEIGHTS[i];
  }
  return CREDIT_CODE_CHARSET[(31 - (sum % 31)) % 31];
}

/** True when `code` is a well-formed 统一社会信用代码 whose check character matches. */
export function isValidCreditCode(code: string): boolean {
  if (!CREDIT_CODE_PATTERN.test(code)) return false;
  return creditCodeCheckChar(code.slice(0, 17)) === code[17];
}

/**
 * What a person typed or OCR read, in the code's own form: full-width
 * characters folded to ASCII, spaces and separators dropped, upper case.
 */
export function normalizeCreditCode(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\s\-_·.]/g, '')
    .toUpperCase();
}

/**
 * Letters outside the code's alphabet that OCR reads in place of the digit
 * they resemble. Since the alphabet never contains them, swapping them cannot
 * turn a right character wrong; the result still has to pass the check.
 */
const LOOKALIKE_DIGITS: Readonly<Record<string, string>> = { O: '0', I: '1' };

/**
 * Repairs a code read by OCR: normalises it and swaps O→0 and I→1, returning
 * the repaired code only when its check character then validates, otherwise
 * null. A code that is already valid is returned as it is.
 */
export function repairCreditCode(text: string): string | null {
  const code = normalizeCreditCode(text);
  if (isValidCreditCode(code)) return code;
  const repaired = code.replace(/[OI]/g, (ch) => LOOKALIKE_DIGITS[ch]);
  return repaired !== code && isValidCreditCode(repaired) ? repaired : null;
}
