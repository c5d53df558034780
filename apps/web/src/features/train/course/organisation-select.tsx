import { companyApi } from '@hrbd/contract';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useApiQuery } from '../../../lib/query';

const SEARCH_DELAY_MS = 300;

/**
 * 所属机构: a company that passed review, found by name (`cmpy/list`). The
 * recruit screens have the same picker; it would move to components/ if a
 * third screen needed it.
 */
export function OrganisationSelect({ value, onChange, initialName, id }: { value?: string; onChange?: (code: string | undefined) => void; initialName?: string; id?: string }) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isFetching } = useApiQuery(companyApi.list, { query: { cmpyName: search } });
  const options = (data ?? []).map((c) => ({ value: c.cmpyCode, label: c.cmpyName }));
  if (value && initialName && !options.some((o) => o.value === value)) options.unshift({ value, label: initialName });
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      onChange={(code?: string) => onChange?.(code)}
      options={options}
      loading={isFetching}
      allowClear
      placeholder="请输入机构名称搜索"
      notFoundContent={isFetching ? '加载中…' : '暂无数据'}
      style={{ width: 320 }}
    />
  );
}
