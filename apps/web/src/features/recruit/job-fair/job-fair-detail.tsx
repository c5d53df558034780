import { EditOutlined } from '@ant-design/icons';
import {
  APPLY_LABELS,
  APPLY_MACHINE,
  APPLY_STATE_TABS,
  COMPANY_SCALE_LABELS,
  DICT_TYPES,
  JOB_FAIR_COMPANY_LABELS,
  JOB_FAIR_JOB_LABELS,
  JOB_FAIR_LABELS,
  JOB_FAIR_SHARED_LABELS,
  JOB_LABELS,
  jobFairApi,
  type ApplyRecord,
  type Endpoint,
  type JobFairCompany,
  type JobFairDetail,
  type JobFairJob,
} from '@hrbd/contract';
import { Alert, Button, Drawer, Input, Select, Skeleton, Space, Table, Tabs, Typography, type TableColumnType } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { labelColumns, Pager, type RowOf } from '../../../components/list-page';
import { useApiQuery } from '../../../lib/query';
import { formatSalary } from '../../../lib/format';
import { useDict } from '../../../lib/reference-data';
import { ApplyStateTag, JobApproveTag } from '../shared/tags';

import { FairStatusTag, FairTypeTag, formatFairPeriod } from '../../../components/job-fair';
import { FAIR_CREATOR_FIELD, FAIR_LAST_FIELDS, fairPlaceField } from '../../../components/job-fair/fair-detail-fields';
import '../../../components/detail-view/detail.css';

const L = JOB_FAIR_LABELS;

const fairFields = (fair: JobFairDetail): DetailField<JobFairDetail>[] => [
  { key: 'fairName', label: L.fairName.label, span: 2 },
  { key: 'fairCode', label: JOB_FAIR_SHARED_LABELS.fairCode.label, span: 2, render: (code) => <Typography.Text copyable>{code}</Typography.Text> },
  { key: 'fairType', label: L.fairType.label, render: (value) => <FairTypeTag value={value} /> },
  { key: 'status', label: L.status.label, render: (value) => <FairStatusTag value={value} /> },
  { key: 'startTime', label: L.period.label, span: 2, render: (start, f) => formatFairPeriod(start, f.endTime) },
  fairPlaceField(fair),
  { key: 'organizer', label: L.organizer.label },
  { key: 'undertaker', label: L.undertaker.label },
  { key: 'contactPerson', label: L.contactPerson.label },
  { key: 'contactPhone', label: L.contactPhone.label },
  // The detail names the counts as the fair's tabs do (参会企业数); the list's narrow columns name the field.
  { key: 'cmpyCount', label: `${L.cmpyCount.label}数` },
  { key: 'jobCount', label: `${L.jobCount.label}数` },
  { key: 'resumeCount', label: JOB_FAIR_COMPANY_LABELS.resumeCount.label },
  FAIR_CREATOR_FIELD,
  { key: 'createTime', label: L.createTime.label },
  ...FAIR_LAST_FIELDS,
];

interface FairTableProps<E extends Endpoint> {
  endpoint: E;
  fairCode: string;
  /** Filters shown above the table, as controls writing into `filters`. */
  renderFilters: (filters: Record<string, unknown>, change: (next: Record<string, unknown>) => void) => ReactNode;
  columns: TableColumnType<RowOf<E>>[];
  rowKey: Extract<keyof RowOf<E>, string>;
}

/** One of the fair's paged lists (企业, 岗位, 简历) with its own filters and pages. */
function FairTable<E extends Endpoint>({ endpoint, fairCode, renderFilters, columns, rowKey }: FairTableProps<E>) {
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const query = { fairCode, ...filters, ...paging };
  const { data, error, isFetching } = useApiQuery(endpoint, { query } as Parameters<typeof useApiQuery<E>>[1], {
    placeholderData: (previous) => previous,
  });
  const page = data as { records: RowOf<E>[]; total: number } | undefined;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap>
        {renderFilters(filters, (next) => {
          setFilters((prev) => ({ ...prev, ...next }));
          setPaging((prev) => ({ ...prev, pageNum: 1 }));
        })}
      </Space>
      {error && <Alert type="error" showIcon title={error.message} />}
      <Table<RowOf<E>>
        rowKey={rowKey}
        size="small"
        columns={columns}
        dataSource={page?.records ?? []}
        loading={isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '暂无数据' }}
      />
      <Pager pageNum={paging.pageNum} pageSize={paging.pageSize} total={page?.total ?? 0} onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })} />
    </Space>
  );
}

/** The counts' five-character titles (参会岗位数, 投递简历数) want more than a number's width. */
const COUNT_WIDTH = 100;

const companyColumns = labelColumns<JobFairCompany, typeof JOB_FAIR_COMPANY_LABELS>(JOB_FAIR_COMPANY_LABELS, {
  cmpyName: { fixed: 'left' },
  jobCount: { width: COUNT_WIDTH },
  resumeCount: { width: COUNT_WIDTH },
  cmpyScale: { render: (value: number) => COMPANY_SCALE_LABELS[value] ?? '-' },
});

const jobColumns = (education: (v: number) => string) =>
  labelColumns<JobFairJob, typeof JOB_FAIR_JOB_LABELS>(JOB_FAIR_JOB_LABELS, {
    jobName: { fixed: 'left' },
    resumeCount: { width: COUNT_WIDTH },
    approveType: { render: (value: number) => <JobApproveTag value={value} /> },
    salary: { render: (_: unknown, job) => formatSalary(job.salaryMin, job.salaryMax) },
    education: { render: (value: number) => education(value) },
  });

const resumeColumns = (education: (v: number) => string, gender: (v: number) => string): TableColumnType<ApplyRecord>[] => [
  { title: APPLY_LABELS.usrName.label, dataIndex: 'usrName', width: 90, fixed: 'left' },
  { title: APPLY_LABELS.usrGender.label, dataIndex: 'usrGender', width: 60, render: (value: number) => gender(value) },
  { title: APPLY_LABELS.age.label, dataIndex: 'age', width: 60, align: 'right' },
  { title: APPLY_LABELS.education.label, dataIndex: 'education', width: 90, render: (value: number) => education(value) },
  { title: APPLY_LABELS.jobName.label, dataIndex: 'jobName', width: 140 },
  { title: APPLY_LABELS.state.label, dataIndex: 'state', width: 100, render: (value: number) => <ApplyStateTag value={value} /> },
  { title: APPLY_LABELS.applyTime.label, dataIndex: 'applyTime', width: 170 },
  { title: APPLY_LABELS.cmpyName.label, dataIndex: 'cmpyName', width: 220 },
  { title: APPLY_LABELS.mobile.label, dataIndex: 'mobile', width: 120 },
  { title: APPLY_LABELS.idCard.label, dataIndex: 'idCard', width: 180 },
];

const STATE_OPTIONS = APPLY_STATE_TABS.map((value) => ({ value, label: APPLY_MACHINE.label(value) }));

interface JobFairDetailDrawerProps {
  /** The fair shown; the drawer is closed without one. */
  fairCode: string | null;
  onClose: () => void;
  /** 编辑, when the user may. */
  onEdit?: (fairCode: string) => void;
}

/**
 * 招聘会详情: the fair (基本信息) and, each paged on its own, the companies
 * taking part, the jobs they brought and the resumes those jobs received
 * while the fair ran — ID numbers and mobiles masked as the application list
 * masks them.
 */
export function JobFairDetailDrawer({ fairCode, onClose, onEdit }: JobFairDetailDrawerProps) {
  const { data, error } = useApiQuery(jobFairApi.info, { query: { fairCode: fairCode ?? '' } }, { enabled: fairCode !== null });
  const fair = data && data.fairCode === fairCode ? data : undefined;
  const education = useDict(DICT_TYPES.education).label;
  const gender = useDict(DICT_TYPES.gender).label;
  const companyOptions = useMemo(() => (fair?.participants ?? []).map((p) => ({ value: p.cmpyCode, label: p.cmpyName })), [fair]);
  const jobOptions = useMemo(
    () => (fair?.participants ?? []).flatMap((p) => p.jobs.map((j) => ({ value: j.jobCode, label: `${j.jobName}（${p.cmpyName}）`, cmpyCode: p.cmpyCode }))),
    [fair],
  );

  const companySelect = (value: unknown, onChange: (code: string | undefined) => void) => (
    <Select
      aria-label={JOB_LABELS.cmpyName.label}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={`请选择${JOB_LABELS.cmpyName.label}`}
      options={companyOptions}
      value={value as string | undefined}
      onChange={onChange}
      style={{ width: 260 }}
    />
  );

  return (
    <Drawer
      title="招聘会详情"
      size={1000}
      open={fairCode !== null}
      onClose={onClose}
      destroyOnHidden
      extra={
        fair &&
        onEdit && (
          <Button icon={<EditOutlined />} onClick={() => onEdit(fair.fairCode)}>
            编辑
          </Button>
        )
      }
    >
      {error && <Alert type="error" showIcon title={error.message} />}
      {!fair && !error && <Skeleton active />}
      {fair && (
        <div className="recruit-detail">
          <Space size={12} align="center" style={{ marginBottom: 8 }}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {fair.fairName}
            </Typography.Title>
            <FairStatusTag value={fair.status} />
          </Space>
          <Tabs
            items={[
              { key: 'info', label: '基本信息', children: <DetailView fields={fairFields(fair)} record={fair} /> },
              {
                key: 'companies',
                label: `参会企业（${fair.cmpyCount}）`,
                children: (
                  <FairTable
                    endpoint={jobFairApi.getCmpyList}
                    fairCode={fair.fairCode}
                    rowKey="cmpyCode"
                    columns={companyColumns}
                    renderFilters={(_filters, change) => (
                      <Input.Search
                        aria-label={JOB_FAIR_COMPANY_LABELS.cmpyName.label}
                        allowClear
                        placeholder={`请输入${JOB_FAIR_COMPANY_LABELS.cmpyName.label}`}
                        enterButton="查询"
                        onSearch={(cmpyName) => change({ cmpyName: cmpyName.trim() || undefined })}
                        style={{ width: 320 }}
                      />
                    )}
                  />
                ),
              },
              {
                key: 'jobs',
                label: `参会岗位（${fair.jobCount}）`,
                children: (
                  <FairTable
                    endpoint={jobFairApi.getJobList}
                    fairCode={fair.fairCode}
                    rowKey="jobCode"
                    columns={jobColumns(education)}
                    renderFilters={(filters, change) => (
                      <>
                        {companySelect(filters.cmpyCode, (cmpyCode) => change({ cmpyCode }))}
                        <Input.Search
                          aria-label={JOB_FAIR_JOB_LABELS.jobName.label}
                          allowClear
                          placeholder={`请输入${JOB_FAIR_JOB_LABELS.jobName.label}`}
                          enterButton="查询"
                          onSearch={(jobName) => change({ jobName: jobName.trim() || undefined })}
                          style={{ width: 280 }}
                        />
                      </>
                    )}
                  />
                ),
              },
              {
                key: 'resumes',
                label: `投递简历（${fair.resumeCount}）`,
                children: (
                  <FairTable
                    endpoint={jobFairApi.getResumeList}
                    fairCode={fair.fairCode}
                    rowKey="applyCode"
                    columns={resumeColumns(education, gender)}
                    renderFilters={(filters, change) => (
                      <>
                        {companySelect(filters.cmpyCode, (cmpyCode) => change({ cmpyCode, jobCode: undefined }))}
                        <Select
                          aria-label="投递岗位"
                          allowClear
                          showSearch={{ optionFilterProp: 'label' }}
                          placeholder="请选择投递岗位"
                          options={jobOptions.filter((o) => !filters.cmpyCode || o.cmpyCode === filters.cmpyCode)}
                          value={filters.jobCode as string | undefined}
                          onChange={(jobCode?: string) => change({ jobCode })}
                          style={{ width: 260 }}
                        />
                        <Select
                          aria-label={APPLY_LABELS.state.label}
                          allowClear
                          placeholder={`请选择${APPLY_LABELS.state.label}`}
                          options={STATE_OPTIONS}
                          value={filters.state as number | undefined}
                          onChange={(state?: number) => change({ state })}
                          style={{ width: 160 }}
                        />
                      </>
                    )}
                  />
                ),
              },
            ]}
          />
        </div>
      )}
    </Drawer>
  );
}
