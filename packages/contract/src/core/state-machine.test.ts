import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { COMPANY_APPROVE_TYPE_LABELS, COMPANY_MACHINE, companyApi, creditCodeField } from '../company/company.js';
import { JOB_APPROVE_TYPE_LABELS, JOB_MACHINE, jobApi, onlineTypeOf } from '../recruit/job.js';
import type { Endpoint } from './define-endpoint.js';
import type { StateMachine } from './state-machine.js';
import { describeIssues } from './validation.js';

function checkTable<S extends number, A extends string>(machine: StateMachine<S, A>): void {
  for (const row of machine.transitions) {
    expect(machine.values).toContain(row.to);
    for (const from of row.from) expect(machine.values).toContain(from);
    expect(machine.actions[row.action]).toMatch(/[\u4e00-\u9fa5]/);
  }
  // One row per action and state: a move is never ambiguous.
  const moves = machine.transitions.flatMap((row) => row.from.map((from) => `${row.action}@${from}`));
  expect(new Set(moves).size).toBe(moves.length);
}

/** The body schema of an endpoint that has one. */
function bodyOf(endpoint: Pick<Endpoint, 'key' | 'body'>): z.ZodType {
  if (!endpoint.body) throw new Error(`${endpoint.key} has no body`);
  return endpoint.body;
}

describe('transition tables', () => {
  it('company and job: every row moves between known states with labelled actions', () => {
    checkTable(COMPANY_MACHINE);
    checkTable(JOB_MACHINE);
  });

  it('states the company review of spec §4 and its moves', () => {
    expect(COMPANY_MACHINE.values).toEqual([0, 1, 2]);
    expect(COMPANY_APPROVE_TYPE_LABELS).toEqual({ 0: '待审核', 1: '已通过', 2: '已驳回' });
    expect(COMPANY_MACHINE.actionsFrom(0)).toEqual(['approve', 'reject', 'edit']);
    expect(COMPANY_MACHINE.actionsFrom(2)).toEqual(['resubmit']);
    expect(COMPANY_MACHINE.refusal('approve', 1)).toBe('企业当前为“已通过”状态，不能审核通过');
  });

  it('states the job life of spec §4, onlineType following approveType', () => {
    expect(JOB_MACHINE.values).toEqual([0, 1, 2, 3, 4, 5]);
    expect(Object.values(JOB_APPROVE_TYPE_LABELS)).toEqual(['审核中', '已驳回', '已通过', '已上线', '已下线', '强制结束']);
    expect(JOB_MACHINE.actionsFrom(3)).toEqual(['offline', 'refresh', 'end', 'forcedOffline']);
    expect(JOB_MACHINE.actionsFrom(5)).toEqual([]);
    expect(JOB_MACHINE.next('edit', 1)).toBe(0);
    expect(JOB_MACHINE.can('edit', 3)).toBe(false);
    expect(JOB_MACHINE.refusal('edit', 3)).toBe('岗位当前为“已上线”状态，不能编辑');
    expect(JOB_MACHINE.values.map(onlineTypeOf)).toEqual([0, 0, 0, 1, 0, 0]);
  });
});

describe('cross-field and checked fields', () => {
  const message = (endpoint: Pick<Endpoint, 'key' | 'body'>, value: unknown) => {
    const schema = bodyOf(endpoint);
    const result = schema.safeParse(value);
    return result.success ? '' : describeIssues(schema, result.error.issues);
  };

  it('checks the credit code check character and reports on the field', () => {
    expect(creditCodeField.safeParse('91350100M000100Y43').success).toBe(true);
    expect(creditCodeField.safeParse(' 91350100m000100y43 ').data).toBe('91350100M000100Y43');
    const wrong = creditCodeField.safeParse('91350100M000100Y44');
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues.map((i) => i.message)).toEqual(['统一社会信用代码校验位不正确，请核对']);
    const malformed = creditCodeField.safeParse('9135010');
    // The check character is not judged on a code of the wrong shape.
    expect(malformed.error?.issues.map((i) => i.message)).toEqual(['统一社会信用代码应为18位数字或大写字母（不含I、O、S、V、Z）']);
  });

  it('requires a reason to reject and a salary range the right way round', () => {
    expect(message(companyApi.approve, { cmpyCode: 'c1', approveType: 2 })).toBe('驳回时请填写驳回原因');
    expect(message(companyApi.approve, { cmpyCode: 'c1', approveType: 1 })).toBe('');
    const job = {
      jobName: '焊工', jobCategoryCode: '6-19', cmpyCode: 'c1', salaryMin: 6000, salaryMax: 5000, education: 3, headcount: 2,
      provinceCode: '410000', cityCode: '410100', countyCode: '410184', address: '中华北路1号', gcj02Lng: 113.7, gcj02Lat: 34.4,
      description: '<p>焊接</p>', beginTime: '2025-01-01', endTime: '2025-01-01',
    };
    // A bare end date means the end of that day, so a one-day job is fine.
    expect(message(jobApi.saveJobInfo, job)).toBe('最高月薪不能低于最低月薪');
    expect(message(jobApi.saveJobInfo, { ...job, salaryMax: 6000, endTime: '2024-12-31 23:00:00' })).toBe('结束时间须晚于开始时间');
  });
});
