import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';

/**
 * Reference trees served whole:
 * - `industry`: GB/T 4754-2017 国民经济行业分类, 门类 (A–T) with their 大类 (01–97);
 * - `jobCategory`: 中华人民共和国职业分类大典 (2015 edition), 8 大类 with their 中类.
 */
export const TREE_TYPES = { industry: 'industry', jobCategory: 'jobCategory' } as const;
export type TreeType = (typeof TREE_TYPES)[keyof typeof TREE_TYPES];
export const TREE_TYPE_LABELS: Record<TreeType, string> = { industry: '国民经济行业分类', jobCategory: '职业分类' };

export interface TreeNode {
  code: string;
  name: string;
  children: TreeNode[];
}
export const treeNode: z.ZodType<TreeNode> = z.lazy(() =>
  z.object({ code: z.string(), name: z.string(), children: z.array(treeNode) }),
);

export const treeDataApi = defineEndpoints('common', 'treeData', {
  queryTreeByType: {
    method: 'GET',
    path: '/backend-common/treeData/queryTreeByType',
    summary: '按类型查询树形参考数据',
    access: 'signedIn',
    audit: false,
    query: z.object({
      type: z.string().trim().min(1, { error: '请指定树类型' }).max(64).describe('树类型'),
    }),
    response: z.array(treeNode),
  },
});
