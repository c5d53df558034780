import { JOB_LABELS, type JobRecord } from '@hrbd/contract';
import type { ReactNode } from 'react';
import { actionsColumn, labelColumns, openingName, type ListColumn } from '../../../components/list-page';
import { CodeCascader } from '../../../components/code-cascader';
import { CompanySelect } from '../../../components/company-select';
import { formatSalary } from '../../../lib/format';
import type { CodeOption, DictOptions } from '../../../lib/reference-data';
import { JobApproveTag, JobLabels } from '../shared/tags';

interface JobColumnsOptions {
  categoryOptions: CodeOption[];
  education: DictOptions;
  onView: (job: JobRecord) => void;
  renderActions: (job: JobRecord) => ReactNode;
  /** The links of the row with the most (widestJobActions): the 操作 column's width. */
  widestActions: readonly string[];
}

/** The job tables of 岗位列表 and 岗位审核 and their filters, from the contract's labels (the export's headers are the same). */
export function jobColumns({ categoryOptions, education, onView, renderActions, widestActions }: JobColumnsOptions): ListColumn<JobRecord>[] {
  return [
    ...labelColumns<JobRecord, typeof JOB_LABELS>(JOB_LABELS, {
      jobName: openingName(onView, 'jobName'),
      approveType: { render: (value: number) => <JobApproveTag value={value} /> },
      cmpyName: { filter: { kind: 'custom', name: 'cmpyCode', render: () => <CompanySelect /> } },
      salary: {
        filter: { kind: 'numberRange', names: ['beginSalary', 'endSalary'], unit: '元' },
        render: (_: unknown, job) => formatSalary(job.salaryMin, job.salaryMax),
      },
      jobCategoryName: {
        filter: {
          kind: 'custom',
          name: 'jobCategoryCode',
          // A 大类 may be chosen here: the server takes in its 中类.
          render: () => <CodeCascader options={categoryOptions} anyLevel placeholder="请选择岗位类别" />,
        },
      },
      education: { filter: { kind: 'select', name: 'education', options: education.options }, render: (value: number) => education.label(value) },
      labels: { render: (labels: JobRecord['labels']) => <JobLabels labels={labels} /> },
      period: { render: (_: unknown, job) => `${job.beginTime.slice(0, 10)} 至 ${job.endTime.slice(0, 10)}` },
    }),
    actionsColumn(widestActions, renderActions),
  ];
}

/** 发布时间, the list's time filter (createTime between beginTime and endTime). */
export const JOB_TIME_FILTER = [{ kind: 'dateRange', names: ['beginTime', 'endTime'], label: JOB_LABELS.createTime.label }] as const;
