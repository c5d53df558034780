import { DICT_TYPES, type DictType } from '@hrbd/contract';
import { useMemo } from 'react';
import { useDict } from '../../../lib/reference-data';

/** A string-keyed dictionary (政策类型 groups are stored as keys): options for a select and a joiner for a list cell. */
export function useKeyDict(type: DictType) {
  const dict = useDict(type);
  return useMemo(
    () => ({
      options: dict.options.map((o) => ({ label: o.label, value: String(o.value) })),
      label: (key: string | null | undefined) => (key ? dict.label(Number(key)) : '-'),
      join: (keys: readonly string[]) => (keys.length ? keys.map((k) => dict.label(Number(k))).join('、') : '-'),
    }),
    [dict],
  );
}

/** 主题标签: 数字经济 … 中小企业发展 (dictionary policy_type_3). */
export const useThemeTags = () => useKeyDict(DICT_TYPES.policyTypeGroup3);
