import {
  DICT_ITEM_ENABLED,
  DICT_TYPES,
  dictApi,
  jobCategoryApi,
  TREE_TYPES,
  treeDataApi,
  type DictType,
  type JobCategoryNode,
  type TreeNode,
} from '@hrbd/contract';
import { useMemo } from 'react';
import { useApiQuery } from './query';

/** A node of a code cascader: the reference trees in one shape. */
export interface CodeOption {
  value: string;
  label: string;
  children?: CodeOption[];
}

// Reference data changes with a release, not during a session: fetched once.
const ONCE = { staleTime: Infinity, gcTime: Infinity } as const;

const fromTree = (nodes: readonly TreeNode[]): CodeOption[] =>
  nodes.map((n) => ({ value: n.code, label: n.name, children: n.children.length > 0 ? fromTree(n.children) : undefined }));

const fromCategories = (nodes: readonly JobCategoryNode[]): CodeOption[] =>
  nodes.map((n) => ({
    value: n.categorieCode,
    label: n.categorieName,
    children: n.children.length > 0 ? fromCategories(n.children) : undefined,
  }));

/** 所属行业: GB/T 4754 门类 › 大类 (a company files under a 大类). */
export function useIndustryOptions(): CodeOption[] {
  const { data } = useApiQuery(treeDataApi.queryTreeByType, { query: { type: TREE_TYPES.industry } }, ONCE);
  return useMemo(() => fromTree(data ?? []), [data]);
}

/** 岗位类别: 职业分类大典 大类 › 中类 (a job files under a 中类). */
export function useJobCategoryOptions(): CodeOption[] {
  const { data } = useApiQuery(jobCategoryApi.queryJobCategories, {}, ONCE);
  return useMemo(() => fromCategories(data ?? []), [data]);
}

export interface DictOptions {
  /** The enabled items, in the dictionary's order: what a select offers. */
  options: Array<{ label: string; value: number }>;
  /** The item's wording (a disabled item's too, for records that hold it), or '-' while loading or for an unknown key. */
  label: (value: number | null | undefined) => string;
}

/**
 * A dictionary (glossary §8: 学历, 性别, 民族, 就业状态 …) as options and labels:
 * the console reads this wording from the server, never from copies. It is
 * fetched once per session; 字典管理's changes invalidate it.
 */
export function useDict(type: DictType): DictOptions {
  const { data } = useApiQuery(dictApi.queryByType, { query: { type, withDisabled: 1 } }, ONCE);
  return useMemo(() => {
    const items = data ?? [];
    const options = items.filter((item) => item.enabled === DICT_ITEM_ENABLED.enabled).map((item) => ({ label: item.dataValue, value: Number(item.dataKey) }));
    const byValue = new Map(items.map((item) => [Number(item.dataKey), item.dataValue]));
    return { options, label: (value) => (value === null || value === undefined ? '-' : (byValue.get(value) ?? String(value))) };
  }, [data]);
}

/** 学历, 1 其他 … 11 博士. */
export const useEducation = (): DictOptions => useDict(DICT_TYPES.education);

/** The chain of codes from a root down to `code`, or [] when the tree does not hold it. */
export function pathTo(options: readonly CodeOption[], code: string | undefined): string[] {
  if (!code) return [];
  for (const option of options) {
    if (option.value === code) return [code];
    const below = pathTo(option.children ?? [], code);
    if (below.length > 0) return [option.value, ...below];
  }
  return [];
}
