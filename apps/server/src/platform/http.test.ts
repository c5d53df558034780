import { describe, expect, it } from 'vitest';
import { describeError } from './http.js';

describe('error mapping', () => {
  it('turns unique and foreign-key violations of either dialect into 409 conflicts', () => {
    for (const code of ['23505', 'SQLITE_CONSTRAINT_UNIQUE']) {
      expect(describeError(Object.assign(new Error('duplicate key value violates unique constraint'), { code }))).toEqual({
        status: 409,
        msg: '数据已存在，请勿重复提交',
      });
    }
    expect(describeError(Object.assign(new Error('fk'), { code: 'SQLITE_CONSTRAINT_FOREIGNKEY' })).status).toBe(409);
  });

  it('hides internals of unexpected errors', () => {
    expect(describeError(new Error('connect ECONNREFUSED 10.0.0.5:5432'))).toEqual({ status: 500, msg: '服务器繁忙，请稍后重试' });
  });
});
