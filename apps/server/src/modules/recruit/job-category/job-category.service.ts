import { TREE_TYPES, type JobCategoryLevelItem, type JobCategoryNode } from '@hrbd/contract';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { badRequest } from '../../../platform/errors.js';
import { nodesByCode, type FlatTreeNode } from '../../common/tree-data/tree-data.service.js';
import { jobCountsByCategory } from '../job/job.service.js';

/** The job category tree in the spec's field names, from the `jobCategory` reference tree. */
export async function categoryTree(deps: AppDeps): Promise<JobCategoryNode[]> {
  const nodes = await nodesByCode(deps.db, TREE_TYPES.jobCategory);
  const converted = new Map<string, JobCategoryNode>();
  for (const node of nodes.values()) {
    converted.set(node.code, { categorieCode: node.code, categorieName: node.name, categorieParentCode: node.parentCode, children: [] });
  }
  const roots: JobCategoryNode[] = [];
  for (const node of nodes.values()) {
    const item = converted.get(node.code);
    const parent = node.parentCode ? converted.get(node.parentCode) : undefined;
    if (item) (parent ? parent.children : roots).push(item);
  }
  return roots;
}

/** One level of the tree (the 大类 without a parent) with the jobs under each category, its 中类 included, counting the caller's data scope only. */
export async function categoryLevel(deps: AppDeps, actor: Actor, parentCode: string | undefined): Promise<JobCategoryLevelItem[]> {
  const [nodes, counts] = await Promise.all([nodesByCode(deps.db, TREE_TYPES.jobCategory), jobCountsByCategory(deps.db, actor.scope)]);
  const parent = parentCode ?? '';
  if (parent && !nodes.has(parent)) throw badRequest(`上级类别“${parent}”不存在`);
  const children = (code: string) => [...nodes.values()].filter((n) => n.parentCode === code);
  const descendants = (code: string): FlatTreeNode[] => children(code).flatMap((n) => [n, ...descendants(n.code)]);
  const countUnder = (node: FlatTreeNode): { total: number; online: number } =>
    [node, ...descendants(node.code)].reduce(
      (sum, n) => {
        const own = counts.get(n.code);
        return { total: sum.total + (own?.total ?? 0), online: sum.online + (own?.online ?? 0) };
      },
      { total: 0, online: 0 },
    );
  return children(parent).map((node) => {
    const { total, online } = countUnder(node);
    return {
      categorieCode: node.code,
      categorieName: node.name,
      categorieParentCode: node.parentCode,
      childCount: node.childCount,
      jobCount: total,
      onlineJobCount: online,
    };
  });
}
