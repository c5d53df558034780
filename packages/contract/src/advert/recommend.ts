import { z } from 'zod';
import { code32, enumFilter, textFilter } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageQuery } from '../core/page.js';
import { checkWindow, choiceOf, displayFormShape, displayRecordShape, displayStatusFilter } from './display.js';

/**
 * What 推荐岗位 and 推荐课程 share: a recommendation names one online record
 * (a job, a course) at a position for a window; the same record at most once
 * per position and overlapping window; once the record goes offline the
 * recommendation stops showing (its `targetOnline` is read when listed).
 */

/** The form of a recommendation of `target` (岗位, 课程) keyed by `codeKey`. */
export function recommendFields<K extends string>(codeKey: K, target: string, positions: readonly number[]) {
  return z.object({
    ...({ [codeKey]: z.string({ error: `请选择推荐${target}` }).trim().min(1, { error: `请选择推荐${target}` }).max(64).describe(`推荐${target}`) } as Record<K, z.ZodString>),
    position: choiceOf('推荐位置', positions),
    ...displayFormShape,
  });
}

export const recommendCode = code32('推荐编号');

export const withWindowRule = <T extends z.ZodType<{ startTime?: string; endTime?: string }>>(schema: T) => schema.superRefine(checkWindow);

/** The list's filters: the record's name, the position, the derived status. */
export const recommendQuery = (target: string, positions: readonly number[]) =>
  pageQuery.extend({
    targetName: textFilter(`${target}名称`, 50),
    position: enumFilter('推荐位置', positions),
    status: displayStatusFilter,
  });

export const recommendRecordShape = {
  recommendCode: z.string(),
  position: z.number().int(),
  /** The recommended record's name and its company, read when listed. */
  targetName: z.string(),
  cmpyName: z.string(),
  /** Whether the record is still 已上线: a recommendation of an offline one shows 已下线 and is not shown to the public. */
  targetOnline: z.boolean(),
  ...displayRecordShape,
};

export const recommendLabels = (target: string) =>
  defineLabels({
    targetName: field.name(`${target}名称`),
    status: field.state('展示状态'),
    targetOnline: field.state(`${target}状态`),
    position: field.dict('推荐位置'),
    sort: field.number('排序'),
    window: field.period('展示时间'),
    updateTime: field.time('更新时间', { secondary: true }),
    cmpyName: field.name('所属单位'),
    creatorName: field.person('创建人', { secondary: true }),
  });
