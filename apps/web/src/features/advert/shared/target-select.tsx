import { courseApi, jobApi } from '@hrbd/contract';
import { Input, Select, Spin } from 'antd';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiQuery } from '../../../lib/query';
import { useSearchText } from '../../../lib/use-search-text';

export type TargetKind = 'job' | 'course';

interface TargetSelectProps {
  kind: TargetKind;
  value?: string;
  onChange?: (code: string) => void;
  /** How the saved record is named until the person searches (its name, 已下线 said). */
  savedLabel?: string;
}

const WORDS: Record<TargetKind, { noun: string; placeholder: string }> = {
  job: { noun: '岗位', placeholder: '输入岗位名称搜索已上线的岗位' },
  course: { noun: '课程', placeholder: '输入课程名称搜索已上线的课程' },
};

/**
 * An 已上线 job (招聘管理's list) or course (培训系统's list) to link or
 * recommend, searched by name. A person without that list's 查询 types the
 * code instead; the server checks either way that it is online.
 */
export function TargetSelect({ kind, value, onChange, savedLabel }: TargetSelectProps) {
  const { can } = useCurrentUser();
  const [name, setTyped] = useSearchText();
  const mayJobs = kind === 'job' && can(jobApi.queryJobInfoList);
  const mayCourses = kind === 'course' && can(courseApi.getBDCourseList);
  const jobs = useApiQuery(jobApi.queryJobInfoList, { body: { pageNum: 1, pageSize: 20, approveType: 3, jobName: name || undefined } }, { enabled: mayJobs });
  const courses = useApiQuery(courseApi.getBDCourseList, { query: { pageNum: 1, pageSize: 20, approveType: 1, courseName: name || undefined } }, { enabled: mayCourses });
  const words = WORDS[kind];
  if (!mayJobs && !mayCourses) {
    return <Input value={value} onChange={(e) => onChange?.(e.target.value.trim())} placeholder={`请输入已上线的${words.noun}编号`} style={{ width: 360 }} />;
  }
  const found =
    kind === 'job'
      ? (jobs.data?.records ?? []).map((j) => ({ value: j.jobCode, label: `${j.jobName}（${j.cmpyName}）` }))
      : (courses.data?.records ?? []).map((c) => ({ value: c.courseCode, label: `${c.courseName}（${c.cmpyName}）` }));
  const options = value && savedLabel && !found.some((o) => o.value === value) ? [{ value, label: savedLabel }, ...found] : found;
  const loading = kind === 'job' ? jobs.isFetching : courses.isFetching;
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      onChange={(v: string) => onChange?.(v)}
      placeholder={words.placeholder}
      loading={loading}
      style={{ width: 360 }}
      options={options}
      notFoundContent={loading ? <Spin size="small" /> : `没有名称相符的已上线${words.noun}`}
    />
  );
}
