import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, enumFilter, textFilter, timeText } from '../core/fields.js';
import { perm } from '../system/resource-tree.js';

/**
 * Job labels (岗位标签): benefits and conditions a job is tagged with
 * (五险一金, 包吃住 …). Hot labels (labelHot 1, 热门) are offered first; the
 * console groups the rest by pinyin initial. A label jobs still carry cannot
 * be deleted.
 */
export const JOB_LABEL_HOT = { plain: 0, hot: 1 } as const;
export const JOB_LABEL_HOT_LABELS: Record<number, string> = { 0: '否', 1: '是' };
/** The badge a hot label shows (glossary label_job_label_hot). */
export const JOB_LABEL_HOT_BADGE = '热门';
export const JOB_LABEL_NAME_MAX = 20;

export const jobLabelRecord = z.object({
  labelCode: z.string(),
  labelName: z.string(),
  labelHot: z.number().int(),
  /** Jobs carrying the label, any state. */
  jobCount: z.number().int(),
  createTime: timeText,
});
export type JobLabelRecord = z.infer<typeof jobLabelRecord>;
export const jobLabelApi = defineEndpoints('recruit', 'jobLabel', {
  queryJobLabel: {
    method: 'GET',
    path: '/recruit/job-label/queryJobLabel',
    summary: '查询岗位标签',
    access: { permission: perm.recruit.job.label.list },
    audit: false,
    query: z.object({
      labelName: textFilter('标签名称', JOB_LABEL_NAME_MAX),
      labelHot: enumFilter('是否热门', [0, 1]),
    }),
    response: z.array(jobLabelRecord),
  },

  saveJobLabel: {
    method: 'POST',
    path: '/recruit/job-label/saveJobLabel',
    summary: '新增或修改岗位标签',
    access: { permission: perm.recruit.job.label.save },
    audit: true,
    body: z.object({
      /** Absent for a new label. */
      labelCode: code32('标签编号').optional(),
      labelName: z.string().trim().min(1).max(JOB_LABEL_NAME_MAX).describe('标签名称'),
      labelHot: z.union([z.literal(0), z.literal(1)], { error: '是否热门取值应为 0、1 之一' }).default(0).describe('是否热门'),
    }),
    response: z.object({ labelCode: z.string() }),
  },

  delJobLabel: {
    method: 'POST',
    path: '/recruit/job-label/delJobLabel/{labelCode}',
    summary: '删除岗位标签',
    access: { permission: perm.recruit.job.label.remove },
    audit: true,
    params: z.object({ labelCode: code32('标签编号') }),
    response: z.null(),
  },
});
