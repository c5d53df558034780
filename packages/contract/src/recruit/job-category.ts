import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { perm } from '../system/resource-tree.js';

/**
 * Job categories (岗位类别): the 中华人民共和国职业分类大典 tree the platform
 * seeds (8 大类 and their 中类, the `jobCategory` reference tree). A job is
 * filed under a 中类 (a leaf); the field names are the spec's, typo included
 * (categorie…).
 */
export interface JobCategoryNode {
  categorieCode: string;
  categorieName: string;
  /** '' for a 大类. */
  categorieParentCode: string;
  children: JobCategoryNode[];
}
export const jobCategoryNode: z.ZodType<JobCategoryNode> = z.lazy(() =>
  z.object({
    categorieCode: z.string(),
    categorieName: z.string(),
    categorieParentCode: z.string(),
    children: z.array(jobCategoryNode),
  }),
);
/** One level of the tree with how many jobs are filed under each category (its 中类 included). */
export const jobCategoryLevelItem = z.object({
  categorieCode: z.string(),
  categorieName: z.string(),
  categorieParentCode: z.string(),
  childCount: z.number().int(),
  jobCount: z.number().int(),
  /** Jobs online now (已上线). */
  onlineJobCount: z.number().int(),
});
export type JobCategoryLevelItem = z.infer<typeof jobCategoryLevelItem>;

export const jobCategoryApi = defineEndpoints('recruit', 'jobCategory', {
  queryJobCategories: {
    method: 'POST',
    path: '/recruit/job-categories/queryJobCategories',
    summary: '查询岗位类别树',
    // Reference data every job form and filter offers, like the other reference trees.
    access: 'signedIn',
    audit: false,
    response: z.array(jobCategoryNode),
  },

  queryJobCateSelf: {
    method: 'POST',
    path: '/recruit/job-categories/queryJobCateSelf',
    summary: '按上级类别查询岗位类别及岗位数量',
    access: { permission: perm.recruit.job.category.list },
    audit: false,
    body: z
      .object({
        /** Absent or '' for the 大类. */
        categorieParentCode: z.string().trim().max(16).optional().describe('上级类别'),
      })
      .default({}),
    response: z.array(jobCategoryLevelItem),
  },
});
