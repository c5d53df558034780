import { describe, expect, it } from 'vitest';
import {
  ageOn,
  birthDateOfIdCard,
  genderOfIdCard,
  ID_CARD_MESSAGES,
  idCardCheckChar,
  idCardField,
  idCardProblem,
  isValidIdCard,
  maskIdCard,
  maskMobile,
} from './id-card.js';

describe('身份证号 (GB 11643-1999)', () => {
  it('computes the check character of the standard’s worked example', () => {
    // GB 11643-1999 appendix: 11010519491231002X.
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(isValidIdCard('11010519491231002X')).toBe(true);
    // Remainder 0 gives 1, remainder 2 gives X: both ends of the table.
    expect(idCardCheckChar('44052418800101001')).toBe('4');
  });

  it('refuses a wrong check character, a wrong shape and an impossible birth date, saying which', () => {
    expect(idCardProblem('110105194912310021')).toBe(ID_CARD_MESSAGES.checkChar);
    expect(idCardProblem('11010519491231002')).toBe(ID_CARD_MESSAGES.shape);
    expect(idCardProblem('01010519491231002X')).toBe(ID_CARD_MESSAGES.shape);
    expect(idCardProblem('11010519490231002X')).toBe(ID_CARD_MESSAGES.birthDate);
    expect(idCardProblem('410184203001010014', '2025-06-18')).toBe(ID_CARD_MESSAGES.birthDate);
  });

  it('reads birth date and gender, and the age on a given day', () => {
    expect(birthDateOfIdCard('11010519491231002X')).toBe('1949-12-31');
    expect(genderOfIdCard('11010519491231002X')).toBe(2);
    expect(genderOfIdCard('110105194912310010')).toBe(1);
    expect(ageOn('1990-06-18', '2025-06-18')).toBe(35);
    expect(ageOn('1990-06-19', '2025-06-18')).toBe(34);
    expect(ageOn('2000-02-29', '2025-02-28')).toBe(24);
  });

  it('masks numbers as lists show them to those without the right to see them', () => {
    expect(maskIdCard('41018419900618123X')).toBe('410184********123X');
    expect(maskMobile('13812345678')).toBe('138****5678');
  });

  it('normalises what was typed before checking it', () => {
    expect(idCardField().parse(' 11010519491231002x ')).toBe('11010519491231002X');
    expect(idCardField().parse('１１０１０５１９４９１２３１００２Ｘ')).toBe('11010519491231002X');
    const refused = idCardField().safeParse('110105194912310021');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe(ID_CARD_MESSAGES.checkChar);
  });
});
