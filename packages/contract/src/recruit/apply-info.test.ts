import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Endpoint } from '../core/define-endpoint.js';
import { describeIssues } from '../core/validation.js';
import { flattenResourceTree, RESOURCE_TREE } from '../system/resource-tree.js';
import {
  APPLY_ACTION_BY_TARGET,
  APPLY_MACHINE,
  APPLY_STATE_LABELS,
  APPLY_STATE_TABS,
  applyInfoApi,
  applyListQuery,
  VIEW_SENSITIVE_PERMISSION,
} from './apply-info.js';

/** The query schema of an endpoint that has one. */
function queryOf(endpoint: Pick<Endpoint, 'key' | 'query'>): z.ZodType<Record<string, unknown>> {
  if (!endpoint.query) throw new Error(`${endpoint.key} has no query`);
  return endpoint.query as z.ZodType<Record<string, unknown>>;
}

describe('the applicant flow', () => {
  it('numbers the states as spec §4 does, 不合适 as 6, and lists the tabs in the order of the flow', () => {
    expect(APPLY_STATE_LABELS).toEqual({ 0: '新简历', 3: '初筛通过', 5: '已邀请面试', 4: '已录用', 6: '不合适' });
    expect(APPLY_STATE_TABS).toEqual([0, 3, 5, 4, 6]);
    expect(APPLY_MACHINE.values).toEqual([0, 3, 4, 5, 6]);
  });

  it('moves forward one step at a time, ends at 已录用 or 不合适', () => {
    expect(APPLY_MACHINE.actionsFrom(0)).toEqual(['throughFirst', 'outOfPlace']);
    expect(APPLY_MACHINE.actionsFrom(3)).toEqual(['inviteInterview', 'outOfPlace']);
    expect(APPLY_MACHINE.actionsFrom(5)).toEqual(['inviteInterview', 'employ', 'outOfPlace']);
    expect(APPLY_MACHINE.actionsFrom(4)).toEqual([]);
    expect(APPLY_MACHINE.actionsFrom(6)).toEqual([]);
    expect(APPLY_MACHINE.refusal('employ', 3)).toBe('投递记录当前为“初筛通过”状态，不能录用');
  });

  it('names a permission for seeing ID numbers and mobiles whole that the resource tree has', () => {
    expect(flattenResourceTree(RESOURCE_TREE).map((node) => node.code)).toContain(VIEW_SENSITIVE_PERMISSION);
  });

  it('gives each target state of updateState the action that reaches it', () => {
    for (const [target, action] of Object.entries(APPLY_ACTION_BY_TARGET)) {
      const reached = APPLY_MACHINE.transitions.filter((row) => row.action === action).map((row) => row.to);
      expect(reached).toEqual([Number(target)]);
    }
  });
});

describe('the application list query', () => {
  it('takes a query string as the GET list sends it, with pageSize 10 by default', () => {
    const parsed = applyListQuery.parse({ state: '3', startUsrAge: '20', endUsrAge: '', startTime: '2025-01-01', usrGender: '2' });
    expect(parsed).toEqual({ pageNum: 1, pageSize: 10, state: 3, startUsrAge: 20, startTime: '2025-01-01', usrGender: 2 });
  });

  it('refuses bounds the wrong way round, on the upper bound', () => {
    const ages = applyListQuery.safeParse({ startUsrAge: 40, endUsrAge: 30 });
    expect(describeIssues(applyListQuery, ages.error?.issues ?? [])).toBe('最大年龄不能小于最小年龄');
    const times = applyListQuery.safeParse({ startTime: '2025-02-01', endTime: '2025-01-31 23:59:59' });
    expect(describeIssues(applyListQuery, times.error?.issues ?? [])).toBe('投递结束时间不能早于投递开始时间');
    expect(applyListQuery.safeParse({ state: 1 }).success).toBe(false);
  });

  it('reads applyCodes as repeated keys or one comma-separated value', () => {
    const query = queryOf(applyInfoApi.batchThroughFirst);
    expect(query.parse({ applyCodes: 'a,b , c' }).applyCodes).toEqual(['a', 'b', 'c']);
    expect(query.parse({ applyCodes: ['a', 'b'] }).applyCodes).toEqual(['a', 'b']);
    expect(describeIssues(query, query.safeParse({ applyCodes: '' }).error?.issues ?? [])).toBe('投递编号：请选择投递记录');
  });

  it('asks for the interview details when updateState moves to 已邀请面试', () => {
    const query = queryOf(applyInfoApi.updateState);
    const missing = query.safeParse({ applyCode: 'x', state: '5' });
    expect(describeIssues(query, missing.error?.issues ?? [])).toBe('邀请面试请填写面试时间；邀请面试请填写面试地点；邀请面试请填写联系人；邀请面试请填写联系电话');
    expect(query.safeParse({ applyCode: 'x', state: '3' }).success).toBe(true);
    expect(query.safeParse({ applyCode: 'x', state: '0' }).success).toBe(false);
  });
});
