import { companyApi } from '@hrbd/contract';
import { Select } from 'antd';
import { useApiQuery } from '../../lib/query';
import { useSearchText } from '../../lib/use-search-text';

export interface CompanySelectProps {
  value?: string;
  onChange?: (cmpyCode: string | undefined) => void;
  /** The chosen company's name, shown before a search has found it (a job being edited). */
  initialName?: string;
  id?: string;
  placeholder?: string;
  width?: number;
}


/**
 * A passed company, found by name (`cmpy/list`, at most 50 at a time): jobs
 * are published for companies that passed review, a 机构课程 is run by one,
 * and a filter by company means one of them too.
 */
export function CompanySelect({ value, onChange, initialName, id, placeholder = '请输入企业名称搜索', width = 220 }: CompanySelectProps) {
  const [search, setTyped] = useSearchText();
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
      placeholder={placeholder}
      notFoundContent={isFetching ? '加载中…' : '暂无数据'}
      style={{ width }}
    />
  );
}
