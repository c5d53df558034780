import { trainClassApi } from '@hrbd/contract';
import { Select } from 'antd';
import { useApiQuery } from '../../../lib/query';
import { useSearchText } from '../../../lib/use-search-text';


/** A class found by name (班级管理's list), for 添加学员 and 签到管理. */
export function ClassSelect({ value, onChange, id, width = 320 }: { value?: string; onChange?: (code: string | undefined) => void; id?: string; width?: number }) {
  const [search, setTyped] = useSearchText();
  const { data, isFetching } = useApiQuery(trainClassApi.list, { query: { pageNum: 1, pageSize: 50, className: search } });
  const options = (data?.records ?? []).map((c) => ({ value: c.classCode, label: `${c.className}（${c.beginDate}）` }));
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      onChange={(code?: string) => onChange?.(code)}
      options={options}
      loading={isFetching}
      allowClear
      placeholder="请输入班级名称搜索"
      notFoundContent={isFetching ? '加载中…' : '暂无数据'}
      style={{ width }}
    />
  );
}
