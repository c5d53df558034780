import { COLLEGE_APPROVE_TYPES, collegeApi, perm } from '@hrbd/contract';
import { Select } from 'antd';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiQuery } from '../../../lib/query';

/** How many passed colleges a picker offers: the platform's colleges are a few hundred at most in a county's scope. */
const PICKER_SIZE = 100;

/** The passed colleges in the caller's scope (only 已通过 colleges appear in pickers), read through 院校管理's list. */
export function usePassedColleges() {
  const { can } = useCurrentUser();
  const { data, isFetching } = useApiQuery(
    collegeApi.queryCollegeList,
    { body: { approveType: COLLEGE_APPROVE_TYPES.passed, pageNum: 1, pageSize: PICKER_SIZE } },
    { enabled: can(perm.school.college.list), staleTime: 60_000 },
  );
  return { options: (data?.records ?? []).map((c) => ({ value: c.collegeCode, label: c.collegeName, college: c })), loading: isFetching };
}

export interface CollegeSelectProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  id?: string;
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  style?: React.CSSProperties;
}

/** Picks one passed college by name. */
export function CollegeSelect({ value, onChange, id, placeholder = '请选择院校', allowClear = true, disabled, style }: CollegeSelectProps) {
  const { options, loading } = usePassedColleges();
  return (
    <Select
      id={id}
      aria-label="院校"
      showSearch={{ optionFilterProp: 'label' }}
      allowClear={allowClear}
      disabled={disabled}
      value={value}
      onChange={(v) => onChange?.(v ?? undefined)}
      options={options.map(({ value: v, label }) => ({ value: v, label }))}
      loading={loading}
      placeholder={placeholder}
      notFoundContent={loading ? '加载中…' : '暂无数据'}
      style={{ width: 220, ...style }}
    />
  );
}
