import { describe, expect, it } from 'vitest';
import {
  CREDIT_CODE_CHARSET,
  CREDIT_CODE_WEIGHTS,
  creditCodeCheckChar,
  isValidCreditCode,
  normalizeCreditCode,
  repairCreditCode,
} from './credit-code.js';

/** A code built the way GB 32100 describes it: 17 characters, then the check character computed here. */
function build(first17: string): string {
  const check = creditCodeCheckChar(first17);
  if (check === null) throw new Error(`not 17 code characters: ${first17}`);
  return first17 + check;
}

describe('统一社会信用代码 check character (GB 32100-2015)', () => {
  it('uses the 31-character alphabet without I, O, S, V, Z and weights 3^i mod 31', () => {
    expect(CREDIT_CODE_CHARSET).toHaveLength(31);
    expect(CREDIT_CODE_CHARSET).not.toMatch(/[IOSVZ]/);
    expect(CREDIT_CODE_WEIGHTS).toEqual(Array.from({ length: 17 }, (_, i) => 3 ** i % 31));
  });

  it('computes the check character by hand for a made-up company code', () => {
    // 9 1 4 1 0 1 8 4 M A 0 0 0 0 0 0 1 → values 9 1 4 1 0 1 8 4 21 10 0 0 0 0 0 0 1
    const first17 = '91410184MA0000001';
    const values = [...first17].map((ch) => CREDIT_CODE_CHARSET.indexOf(ch));
    const sum = values.reduce((acc, v, i) => acc + v * CREDIT_CODE_WEIGHTS[i], 0);
    const expected = CREDIT_CODE_CHARSET[(31 - (sum % 31)) % 31];
    expect(sum).toBe(9 + 3 + 36 + 27 + 0 + 26 + 128 + 68 + 420 + 290 + 28);
    expect(creditCodeCheckChar(first17)).toBe(expected);
    expect(isValidCreditCode(first17 + expected)).toBe(true);
  });

  it('accepts the worked example printed in the standard', () => {
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
  });

  it('accepts codes of every registration kind built from random bodies', () => {
    const kinds = ['11', '12', '13', '19', '51', '52', '53', '59', '91', '92', '93', 'Y1'];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (const kind of kinds) {
      for (let n = 0; n < 20; n++) {
        const body = Array.from({ length: 9 }, () => CREDIT_CODE_CHARSET[next() % 31]).join('');
        const code = build(`${kind}410184${body}`);
        expect(isValidCreditCode(code), code).toBe(true);
      }
    }
  });

  it('can give 0 as the check character', () => {
    // Find a body whose weighted sum is a multiple of 31: the check is then (31 − 0) mod 31 = 0.
    const body = [...CREDIT_CODE_CHARSET].find((ch) => creditCodeCheckChar(`9141018400000000${ch}`) === '0');
    expect(body).toBeDefined();
    expect(isValidCreditCode(`9141018400000000${body}0`)).toBe(true);
  });

  it('catches every single wrong character, including the check character itself', () => {
    const code = build('91410184MA9XK3P5L');
    for (let i = 0; i < 18; i++) {
      for (const ch of CREDIT_CODE_CHARSET) {
        if (ch === code[i] || (i >= 2 && i < 8 && !/\d/.test(ch))) continue;
        const altered = code.slice(0, i) + ch + code.slice(i + 1);
        expect(isValidCreditCode(altered), altered).toBe(false);
      }
    }
  });

  it('catches two neighbouring characters swapped', () => {
    const code = build('91410184MA9XK3P5L');
    for (let i = 8; i < 17; i++) {
      if (code[i] === code[i + 1]) continue;
      const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
      expect(isValidCreditCode(swapped), swapped).toBe(false);
    }
  });

  it('refuses malformed codes', () => {
    const code = build('91410184MA9XK3P5L');
    expect(isValidCreditCode(code.slice(0, 17))).toBe(false);
    expect(isValidCreditCode(`${code}0`)).toBe(false);
    expect(isValidCreditCode(code.toLowerCase())).toBe(false);
    // Letters outside the alphabet, even with a matching sum.
    expect(isValidCreditCode(code.replace('M', 'I'))).toBe(false);
    // Positions 3–8 are a division code: digits only.
    expect(isValidCreditCode(build('9141A184MA9XK3P5L'))).toBe(false);
    expect(creditCodeCheckChar('91410184MA9XK3P5')).toBeNull();
    expect(creditCodeCheckChar('91410184MA9XK3P5O')).toBeNull();
    expect(isValidCreditCode('')).toBe(false);
  });
});

describe('normalising and repairing what OCR read', () => {
  const code = build('91410184MA0X1K0P1');

  it('folds full-width characters, spaces, dashes and lower case', () => {
    expect(normalizeCreditCode('９１４１ ０１８４-ma0x1k0p1' + code[17].toLowerCase())).toBe(code);
  });

  it('swaps O for 0 and I for 1 when the check character then validates', () => {
    expect(repairCreditCode(code.replace(/0/g, 'O'))).toBe(code);
    expect(repairCreditCode(code.replace(/1/g, 'I'))).toBe(code);
    expect(repairCreditCode(code.replace(/0/g, 'o').replace(/1/g, 'i'))).toBe(code);
    expect(repairCreditCode(code)).toBe(code);
  });

  it('repairs nothing into a code that does not check', () => {
    const wrongCheck = code.slice(0, 17) + CREDIT_CODE_CHARSET[(CREDIT_CODE_CHARSET.indexOf(code[17]) + 1) % 31];
    expect(repairCreditCode(wrongCheck)).toBeNull();
    expect(repairCreditCode(wrongCheck.replace(/0/g, 'O'))).toBeNull();
    // An O that stood for a letter other than 0 (here D) stays unrepaired.
    const withD = build('91410184MADX1K0P1');
    expect(repairCreditCode(withD.replace('D', 'O'))).toBeNull();
  });
});
