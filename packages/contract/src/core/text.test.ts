import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkInput } from './validation.js';
import { isRealTime, timeField } from './fields.js';
import { multiLine, textProblem } from './text.js';

describe('textProblem', () => {
  it('refuses control characters everywhere and line breaks only in single-line text', () => {
    expect(textProblem('a\u0000b', true)).toBe('不能包含控制字符');
    expect(textProblem('a\u007fb', false)).toBe('不能包含控制字符');
    expect(textProblem('第一行\r\n\t第二行', true)).toBeNull();
    expect(textProblem('第一行\n第二行', false)).toBe('不能包含换行符或制表符');
  });

  it('refuses lone surrogates but keeps pairs (emoji)', () => {
    expect(textProblem('a\ud800', true)).toMatch(/^包含无法识别的字符/);
    expect(textProblem('\udc00a', false)).toMatch(/^包含无法识别的字符/);
    expect(textProblem('好😀', false)).toBeNull();
  });

  it('refuses bidi controls and zero-width characters in single-line text', () => {
    for (const c of ['\u202E', '\u2066', '\u200B', '\u200F', '\uFEFF']) expect(textProblem(`张${c}三`, false), c.codePointAt(0)?.toString(16)).not.toBeNull();
  });
});

describe('isRealTime', () => {
  it('takes only days the calendar has and times the clock has', () => {
    for (const bad of ['2027-02-30 10:00:00', '2027-13-01 10:00:00', '2027-03-01 25:61:61', '2027-02-29', '2027-00-10']) expect(isRealTime(bad), bad).toBe(false);
    for (const good of ['2028-02-29', '2027-12-31 23:59:59', '2027-01-01 00:00:00']) expect(isRealTime(good), good).toBe(true);
  });

  it('names the field when a time field gets an impossible day', () => {
    const schema = z.object({ at: timeField('面试时间') });
    expect(checkInput(schema, { at: '2027-02-30 10:00:00' })).toEqual({ success: false, message: '面试时间不是有效的日期时间' });
  });
});

describe('checkInput', () => {
  const schema = z.object({ name: z.string().trim().describe('姓名'), note: multiLine(z.string().describe('备注')).optional(), list: z.array(z.string().describe('编号')).optional() });

  it('walks nested strings and names the field, multi-line where the contract says so', () => {
    expect(checkInput(schema, { name: '张三', note: '一\n二' })).toEqual({ success: true, data: { name: '张三', note: '一\n二' } });
    expect(checkInput(schema, { name: '张\u0000三' })).toEqual({ success: false, message: '姓名不能包含控制字符' });
    expect(checkInput(schema, { name: '张三', list: ['a', 'b\u0000'] })).toEqual({ success: false, message: '编号不能包含控制字符' });
  });

  it('says 格式不正确 for a value of the wrong type and 不能为空 for a missing one', () => {
    expect(checkInput(schema, { name: 5 })).toEqual({ success: false, message: '姓名格式不正确' });
    expect(checkInput(schema, {})).toEqual({ success: false, message: '姓名不能为空' });
  });
});
