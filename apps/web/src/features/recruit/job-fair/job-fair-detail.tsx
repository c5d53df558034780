import { EditOutlined } from '@ant-design/icons';
import {
  APPLY_LABELS,
  APPLY_MACHINE,
  APPLY_STATE_TABS,
  COMPANY_SCALE_LABELS,
  DICT_TYPES,
  JOB_FAIR_TYPES,
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
import { Pager, type RowOf } from '../../../components/list-page';
import { useApiQuery } from '../../../lib/query';
import { formatSalary } from '../../../lib/format';
import { PlaceView } from '../../../components/map';
import { useDict } from '../../../lib/reference-data';
import { ApplyStateTag, JobApproveTag } from '../shared/tags';

import { FairStatusTag, FairTypeTag, formatFairPeriod, formatFairPlace } from '../../../components/job-fair';
import '../../../components/detail-view/detail.css';
const fairFields = (fair: JobFairDetail): DetailField<JobFairDetail>[] => [
  { key: 'fairName', label: '招聘会名称', span: 2 },
  { key: 'fairCode', label: '招聘会编号', span: 2, render: (code) => <Typography.Text copyable>{code}</Typography.Text> },
  { key: 'fairType', label: '举办形式', render: (value) => <FairTypeTag value={value} /> },
  { key: 'status', label: '状态', render: (value) => <FairStatusTag value={value} /> },
  { key: 'startTime', label: '举办时间', span: 2, render: (start, f) => formatFairPeriod(start, f.endTime) },
  fair.fairType === JOB_FAIR_TYPES.offline && fair.gcj02Lng !== null && fair.gcj02Lat !== null
    ? {
        key: 'address',
        label: '举办地址',
        span: 2,
        render: (_, f) => <PlaceView place={{ ...f, gcj02Lng: f.gcj02Lng ?? 0, gcj02Lat: f.gcj02Lat ?? 0 }} />,
      }
    : { key: 'address', label: '所在地区', span: 2, render: (_, f) => formatFairPlace(f) },
  { key: 'organizer', label: '主办单位' },
  { key: 'undertaker', label: '承办单位' },
  { key: 'contactPerson', label: '联系人' },
  { key: 'contactPhone', label: '联系电话' },
  { key: 'cmpyCount', label: '参会企业数' },
  { key: 'jobCount', label: '参会岗位数' },
  { key: 'resumeCount', label: '投递简历数' },
  { key: 'creatorName', label: '创建人' },
  { key: 'createTime', label: '创建时间' },
  { key: 'updateTime', label: '更新时间' },
  {
    key: 'description',
    label: '招聘会简介',
    span: 2,
    // Stored as the server's rich-text allow-list left it: no scripts, handlers, styles or frames.
    render: (html) => <div className="rich-text-view" dangerouslySetInnerHTML={{ __html: html }} />,
  },
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

const companyColumns: TableColumnType<JobFairCompany>[] = [
  { title: '企业名称', dataIndex: 'cmpyName', width: 240, fixed: 'left' },
  { title: '参会岗位数', dataIndex: 'jobCount', width: 100, align: 'right' },
  { title: '招聘人数', dataIndex: 'headcount', width: 90, align: 'right' },
  { title: '投递简历数', dataIndex: 'resumeCount', width: 100, align: 'right' },
  { title: '所属行业', dataIndex: 'industryName', width: 180 },
  { title: '企业规模', dataIndex: 'cmpyScale', width: 110, render: (value: number) => COMPANY_SCALE_LABELS[value] ?? '-' },
  { title: '所在区县', dataIndex: 'countyName', width: 100 },
  { title: '联系人', dataIndex: 'contactPerson', width: 90 },
  { title: '联系电话', dataIndex: 'contactPhone', width: 130 },
  { title: '参会时间', dataIndex: 'joinTime', width: 170 },
];

const jobColumns = (education: (v: number) => string): TableColumnType<JobFairJob>[] => [
  { title: '岗位名称', dataIndex: 'jobName', width: 150, fixed: 'left' },
  { title: APPLY_LABELS.cmpyName.label, dataIndex: 'cmpyName', width: 220 },
  { title: '投递简历数', dataIndex: 'resumeCount', width: 100, align: 'right' },
  { title: '审核状态', dataIndex: 'approveType', width: 90, render: (value: number) => <JobApproveTag value={value} /> },
  { title: '月薪', key: 'salary', width: 140, render: (_: unknown, job) => formatSalary(job.salaryMin, job.salaryMax) },
  { title: '学历要求', dataIndex: 'education', width: 90, render: (value: number) => education(value) },
  { title: '招聘人数', dataIndex: 'headcount', width: 90, align: 'right' },
  { title: '岗位类别', dataIndex: 'jobCategoryName', width: 180 },
  { title: '工作地点', dataIndex: 'countyName', width: 90 },
  { title: '结束时间', dataIndex: 'endTime', width: 170 },
];

const resumeColumns = (education: (v: number) => string, gender: (v: number) => string): TableColumnType<ApplyRecord>[] => [
  { title: '姓名', dataIndex: 'usrName', width: 90, fixed: 'left' },
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
      aria-label="所属企业"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="请选择所属企业"
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
                        aria-label="企业名称"
                        allowClear
                        placeholder="请输入企业名称"
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
                          aria-label="岗位名称"
                          allowClear
                          placeholder="请输入岗位名称"
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
                          aria-label="投递状态"
                          allowClear
                          placeholder="请选择投递状态"
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
