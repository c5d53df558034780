import { courseApi } from '@hrbd/contract';
import { Input, Select } from 'antd';
import { useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiQuery } from '../../../lib/query';

interface CourseSelectProps {
  value?: string;
  onChange?: (courseCode: string | undefined) => void;
  id?: string;
}

/**
 * A course picked by name (课程列表's search, up to 20 matches); one who may
 * not read 课程列表 types the 课程编号 instead.
 */
export function CourseSelect({ value, onChange, id }: CourseSelectProps) {
  const { can } = useCurrentUser();
  const mayList = can(courseApi.getBDCourseList);
  const [search, setSearch] = useState('');
  const { data, isFetching } = useApiQuery(courseApi.getBDCourseList, { query: { courseName: search || undefined, pageNum: 1, pageSize: 20 } }, { enabled: mayList, staleTime: 30_000 });
  if (!mayList) return <Input id={id} value={value} onChange={(e) => onChange?.(e.target.value || undefined)} placeholder="请输入课程编号" allowClear />;
  const options = (data?.records ?? []).map((c) => ({ label: c.courseName, value: c.courseCode }));
  return (
    <Select
      id={id}
      value={value}
      onChange={(v: string | undefined) => onChange?.(v)}
      showSearch
      allowClear
      filterOption={false}
      onSearch={setSearch}
      loading={isFetching}
      options={options}
      placeholder="请选择课程"
      style={{ width: 220 }}
      notFoundContent={isFetching ? '加载中…' : '暂无课程'}
    />
  );
}
