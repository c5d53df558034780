import { describe, expect, it } from 'vitest';
import { centsToYuan, digitsOnly, integerValue, isInteger, isMoney, moneyCents, moneyYuan, yuanToCents } from './numbers.js';

describe('number formats', () => {
  it('integers: 0 or digits without a leading zero', () => {
    for (const ok of ['0', '7', '10', '123456']) expect(isInteger(ok), ok).toBe(true);
    for (const bad of ['', '01', '00', '-1', '1.0', '1e3', ' 1', '１']) expect(isInteger(bad), bad).toBe(false);
  });

  it('money: positive with at most two decimals', () => {
    for (const ok of ['0.01', '0.5', '1', '12.5', '19.99', '100000']) expect(isMoney(ok), ok).toBe(true);
    for (const bad of ['0', '0.00', '01', '1.234', '-1', '1.', '.5', 'abc', '']) expect(isMoney(bad), bad).toBe(false);
  });

  it('converts yuan and cents by their digits', () => {
    expect(yuanToCents('19.99')).toBe(1999);
    expect(yuanToCents('0.1')).toBe(10);
    expect(yuanToCents('12')).toBe(1200);
    expect(centsToYuan(1999)).toBe('19.99');
    expect(centsToYuan(5)).toBe('0.05');
    expect(centsToYuan(120000)).toBe('1200.00');
    expect(centsToYuan(-250)).toBe('-2.50');
  });

  it('keeps only digits', () => {
    expect(digitsOnly('138-0013 8000')).toBe('13800138000');
    expect(digitsOnly('abc')).toBe('');
  });

  it('validates on the server the same way, with the glossary messages', () => {
    expect(integerValue('人数').parse('12')).toBe(12);
    expect(integerValue('人数').safeParse('012').error?.issues[0].message).toBe('请输入正确的整数');
    expect(moneyYuan('金额').parse('19.99')).toBe(1999);
    expect(moneyYuan('金额').parse(0.5)).toBe(50);
    expect(moneyYuan('金额').safeParse('1.234').error?.issues[0].message).toBe('请输入正确的金额（最多保留两位小数）');
    expect(moneyCents('金额').safeParse(0).success).toBe(false);
    expect(moneyCents('金额').parse(1)).toBe(1);
  });
});
