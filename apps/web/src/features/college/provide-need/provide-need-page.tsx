import { NEED_LABELS, PROVIDE_LABELS, provideNeedApi, type NeedRecord, type ProvideRecord } from '@hrbd/contract';
import { Select, Space, Tag, Tooltip } from 'antd';
import { CodeCascader } from '../../../components/code-cascader';
import { labelColumns, ListPage, type ListColumn } from '../../../components/list-page';
import { RegionCascader } from '../../../components/region-cascader';
import { formatSalary, orDash } from '../../../lib/format';
import { useEducation, useJobCategoryOptions } from '../../../lib/reference-data';
import { CollegeSelect } from '../shared/college-select';
import { CATEGORY_OPTIONS, EDUCATION_OPTIONS, yearOptions } from '../shared/options';
import { useMemo } from 'react';

const YEARS = yearOptions();

const provideColumns: ListColumn<ProvideRecord>[] = labelColumns<ProvideRecord, typeof PROVIDE_LABELS>(PROVIDE_LABELS, {
  collegeName: { fixed: 'left', filter: { kind: 'custom', name: 'collegeCode', render: () => <CollegeSelect /> } },
  categoryName: {
    filter: { kind: 'custom', name: 'categoryCode', render: () => <Select allowClear options={CATEGORY_OPTIONS} placeholder="请选择专业大类" style={{ width: 180 }} /> },
  },
  graduateYear: { filter: { kind: 'select', name: 'graduateYear', options: YEARS } },
  employRate: { render: (rate: number) => `${rate.toFixed(2)}%` },
});
const PROVIDE_FILTERS = [{ kind: 'select', name: 'education', label: '学历', options: EDUCATION_OPTIONS }] as const;

function needColumns(categoryOptions: ReturnType<typeof useJobCategoryOptions>, education: ReturnType<typeof useEducation>): ListColumn<NeedRecord>[] {
  return labelColumns<NeedRecord, typeof NEED_LABELS>(NEED_LABELS, {
    jobName: {
      fixed: 'left',
      render: (name: string, job) => (
        <Space size={4}>
          {name}
          {job.forGraduates && <Tag color="green">应届毕业生</Tag>}
        </Space>
      ),
    },
    jobCategoryName: {
      filter: { kind: 'custom', name: 'jobCategoryCode', render: () => <CodeCascader options={categoryOptions} anyLevel placeholder="请选择岗位类别" /> },
    },
    education: { filter: { kind: 'select', name: 'education', options: education.options }, render: (v: number) => education.label(v) },
    salary: { render: (_: unknown, job) => formatSalary(job.salaryMin, job.salaryMax) },
    countyName: { filter: { kind: 'custom', name: 'regionCode', render: () => <RegionCascader anyLevel /> } },
    fairNames: {
      render: (_: unknown, job) =>
        job.fairs.length === 0 ? (
          orDash('')
        ) : (
          <Tooltip title={job.fairs.map((f) => `${f.fairName}（${f.startTime.slice(0, 10)}）`).join('；')}>
            <span>{job.fairs.map((f) => f.fairName).join('、')}</span>
          </Tooltip>
        ),
    },
  });
}

/**
 * 供需信息: graduates on offer per college, 专业 and year (graduates, 已就业,
 * 待就业), above the companies' demand — jobs recruiting at campus fairs not
 * yet ended or for 应届毕业生. Two lists, each with its filters in the address.
 */
export default function ProvideNeedPage() {
  const categoryOptions = useJobCategoryOptions();
  const education = useEducation();
  const need = useMemo(() => needColumns(categoryOptions, education), [categoryOptions, education]);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <ListPage
        title="毕业生供给"
        endpoint={provideNeedApi.queryProvideList}
        columns={provideColumns}
        rowKey="rowCode"
        stateKey="college:provide"
        urlPrefix="provide"
        extraFilters={PROVIDE_FILTERS}
        loadFailure="获取毕业生供给失败"
      />
      <ListPage title="企业用人需求" endpoint={provideNeedApi.queryNeedAnnoList} columns={need} rowKey="jobCode" stateKey="college:need" urlPrefix="need" loadFailure="获取用人需求失败" />
    </Space>
  );
}
