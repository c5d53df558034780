import { describe, expect, it } from 'vitest';
import { acceptAnswer, WEATHER_RULE } from './acceptance';

const ok = (data: unknown, msg = '操作成功') => ({ code: 200, success: true, msg, data });

describe('acceptAnswer (spec §8)', () => {
  it('takes an answer with code 200, success true and data', () => {
    expect(acceptAnswer(ok({ month: '2025-03', total: 3 }))).toEqual({ month: '2025-03', total: 3 });
    expect(acceptAnswer(ok([1, 2]))).toEqual([1, 2]);
    expect(acceptAnswer(ok({ records: [{ a: 1 }], total: 1 }))).toEqual({ records: [{ a: 1 }], total: 1 });
    expect(acceptAnswer(ok(0))).toBe(0);
  });

  it('refuses any other code, a success flag not true, and empty data', () => {
    expect(acceptAnswer({ code: 500, success: false, msg: '服务器内部错误', data: null })).toBeUndefined();
    expect(acceptAnswer({ code: 400, success: false, msg: '统计月份格式不正确', data: { a: 1 } })).toBeUndefined();
    // A 200 without the flag, or with it false, is not trusted.
    expect(acceptAnswer({ code: 200, msg: '操作成功', data: { a: 1 } })).toBeUndefined();
    expect(acceptAnswer({ code: 200, success: false, msg: '操作成功', data: { a: 1 } })).toBeUndefined();
    for (const empty of [null, undefined, '', [], {}, { records: [], total: 0 }]) expect(acceptAnswer(ok(empty))).toBeUndefined();
  });

  it('asks the weather for msg 操作成功 exactly', () => {
    const weather = { cityCode: '410184', weather: '晴' };
    expect(acceptAnswer(ok(weather), WEATHER_RULE)).toEqual(weather);
    expect(acceptAnswer(ok(weather, '成功'), WEATHER_RULE)).toBeUndefined();
    expect(acceptAnswer(ok(weather, ''), WEATHER_RULE)).toBeUndefined();
    // Other panels do not look at the message.
    expect(acceptAnswer(ok(weather, '成功'))).toEqual(weather);
  });

  it('refuses what a panel calls empty', () => {
    const unreported = { month: '2025-03', reported: false };
    expect(acceptAnswer(ok(unreported), { empty: (d: typeof unreported) => !d.reported })).toBeUndefined();
    expect(acceptAnswer(ok({ ...unreported, reported: true }), { empty: (d: typeof unreported) => !d.reported })).toEqual({ month: '2025-03', reported: true });
  });
});
