import type { JobRecord } from '@hrbd/contract';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ListColumn } from '../../../components/list-page';
import { CodeCascader } from '../../../components/code-cascader';
import { CompanySelect } from '../shared/company-select';
import { formatSalary } from '../../../lib/format';
import type { CodeOption, DictOptions } from '../../../lib/reference-data';
import { JobApproveTag, JobLabels } from '../shared/tags';

interface JobColumnsOptions {
  categoryOptions: CodeOption[];
  education: DictOptions;
  onView: (job: JobRecord) => void;
  renderActions: (job: JobRecord) => ReactNode;
}

/** The job tables of 岗位列表 and 岗位审核 and their filters, from one definition. */
export function jobColumns({ categoryOptions, education, onView, renderActions }: JobColumnsOptions): ListColumn<JobRecord>[] {
  return [
    {
      title: '岗位名称',
      dataIndex: 'jobName',
      width: 180,
      fixed: 'left',
      filter: { kind: 'text', name: 'jobName', label: '岗位名称' },
      render: (name: string, job) => <Typography.Link onClick={() => onView(job)}>{name}</Typography.Link>,
    },
    {
      title: '岗位类别',
      dataIndex: 'jobCategoryName',
      width: 200,
      filter: {
        kind: 'custom',
        name: 'jobCategoryCode',
        label: '岗位类别',
        // A 大类 may be chosen here: the server takes in its 中类.
        render: () => <CodeCascader options={categoryOptions} anyLevel placeholder="请选择岗位类别" />,
      },
    },
    {
      title: '所属企业',
      dataIndex: 'cmpyName',
      width: 220,
      filter: { kind: 'custom', name: 'cmpyCode', label: '所属企业', render: () => <CompanySelect /> },
    },
    {
      title: '月薪',
      key: 'salary',
      width: 150,
      filter: { kind: 'numberRange', names: ['beginSalary', 'endSalary'], label: '月薪', unit: '元' },
      render: (_: unknown, job) => formatSalary(job.salaryMin, job.salaryMax),
    },
    {
      title: '学历要求',
      dataIndex: 'education',
      width: 100,
      filter: { kind: 'select', name: 'education', label: '学历要求', options: education.options },
      render: (value: number) => education.label(value),
    },
    { title: '招聘人数', dataIndex: 'headcount', width: 90, align: 'right' },
    { title: '工作地点', dataIndex: 'countyName', width: 100 },
    { title: '岗位标签', dataIndex: 'labels', width: 220, render: (labels: JobRecord['labels']) => <JobLabels labels={labels} /> },
    { title: '审核状态', dataIndex: 'approveType', width: 100, render: (value: number) => <JobApproveTag value={value} /> },
    { title: '招聘时间', key: 'period', width: 200, render: (_: unknown, job) => `${job.beginTime.slice(0, 10)} 至 ${job.endTime.slice(0, 10)}` },
    { title: '刷新时间', dataIndex: 'refreshTime', width: 170 },
    { title: '发布时间', dataIndex: 'createTime', width: 170 },
    { title: '操作', key: 'actions', fixed: 'right', width: 230, render: (_: unknown, job) => renderActions(job) },
  ];
}

/** 发布时间, the list's time filter (createTime between beginTime and endTime). */
export const JOB_TIME_FILTER = [{ kind: 'dateRange', names: ['beginTime', 'endTime'], label: '发布时间' }] as const;
