import { JOB_APPROVE_TYPES, JOB_DETAIL_LABELS as D, JOB_LABELS as L, JOB_SOURCE_LABELS, jobApi, type JobDetail } from '@hrbd/contract';
import { Alert, Drawer, Skeleton, Space, Typography } from 'antd';
import { useRef, type ReactNode } from 'react';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { PrintButton } from '../../../components/print';
import { useApiQuery } from '../../../lib/query';
import { formatSalary } from '../../../lib/format';
import { PlaceView } from '../../../components/map';
import type { DictOptions } from '../../../lib/reference-data';
import { JobApproveTag, JobLabels } from '../shared/tags';
import '../../../components/detail-view/detail.css';

const jobFields = (education: DictOptions): DetailField<JobDetail>[] => [
  { key: 'jobName', label: L.jobName.label },
  { key: 'jobCode', label: L.jobCode.label, render: (code) => <Typography.Text copyable>{code}</Typography.Text> },
  {
    key: 'jobCategoryName',
    label: L.jobCategoryName.label,
    span: 2,
    render: (name, job) => [job.jobCategoryParentName, name].filter(Boolean).join(' / '),
  },
  { key: 'cmpyName', label: L.cmpyName.label, span: 2 },
  { key: 'salaryMin', label: L.salary.label, render: (min, job) => formatSalary(min, job.salaryMax) },
  { key: 'education', label: L.education.label, render: (value) => education.label(value) },
  { key: 'headcount', label: L.headcount.label },
  { key: 'source', label: D.source.label, labels: JOB_SOURCE_LABELS },
  { key: 'labels', label: L.labels.label, span: 2, render: (labels) => <JobLabels labels={labels} /> },
  { key: 'address', label: D.address.label, span: 2, render: (_, job) => <PlaceView place={job} /> },
  { key: 'beginTime', label: D.beginTime.label },
  { key: 'endTime', label: D.endTime.label },
  {
    key: 'description',
    label: D.description.label,
    span: 2,
    // Stored as the server's rich-text allow-list left it: no scripts, handlers, styles or frames.
    render: (html) => <div className="rich-text-view" dangerouslySetInnerHTML={{ __html: html }} />,
  },
];

const reviewFields = (job: JobDetail): DetailField<JobDetail>[] => [
  { key: 'approveType', label: L.approveType.label, render: (value) => <JobApproveTag value={value} /> },
  { key: 'creatorName', label: D.creatorName.label },
  { key: 'reviewerName', label: D.reviewerName.label },
  { key: 'reviewTime', label: D.reviewTime.label },
  ...(job.approveType === JOB_APPROVE_TYPES.rejected ? [{ key: 'rejectDesc', label: D.rejectDesc.label, span: 2 } as const] : []),
  ...(job.approveType === JOB_APPROVE_TYPES.forcedEnd ? [{ key: 'forcedDesc', label: D.forcedDesc.label, span: 2 } as const] : []),
  { key: 'onlineTime', label: D.onlineTime.label },
  { key: 'refreshTime', label: L.refreshTime.label },
  { key: 'createTime', label: L.createTime.label },
  { key: 'updateTime', label: D.updateTime.label },
];

interface JobDetailDrawerProps {
  /** The job shown; the drawer is closed without one. */
  jobCode: string | null;
  education: DictOptions;
  onClose: () => void;
  /** The actions the job offers on this screen, shown above its detail. */
  renderActions: (job: JobDetail) => ReactNode;
}

/**
 * 岗位详情: the whole job with its review and reasons, printable. Read
 * through queryJobInfoDetail, which every job command invalidates, so it
 * shows the new state as soon as an action lands.
 */
export function JobDetailDrawer({ jobCode, education, onClose, renderActions }: JobDetailDrawerProps) {
  const printed = useRef<HTMLDivElement>(null);
  const { data, error } = useApiQuery(jobApi.queryJobInfoDetail, { params: { jobCode: jobCode ?? '' } }, { enabled: jobCode !== null });
  const job = data && data.jobCode === jobCode ? data : undefined;
  return (
    <Drawer
      title="岗位详情"
      size={820}
      open={jobCode !== null}
      onClose={onClose}
      extra={
        job && (
          <Space size={4}>
            {renderActions(job)}
            <PrintButton target={printed} title="岗位详情" />
          </Space>
        )
      }
    >
      {error && <Alert type="error" showIcon message={error.message} />}
      {!job && !error && <Skeleton active />}
      {job && (
        <div ref={printed} className="recruit-detail">
          <DetailView title="岗位信息" fields={jobFields(education)} record={job} />
          <div style={{ height: 24 }} />
          <DetailView title="审核信息" fields={reviewFields(job)} record={job} />
        </div>
      )}
    </Drawer>
  );
}
