import { APPLICANT_LABELS, APPLY_DETAIL_LABELS, APPLY_LABELS, JOB_LABELS, RESUME_DETAIL_LABELS as RESUME } from '@hrbd/contract';
import { applyInfoApi, healthApi, perm, type JobApplyDetail, type ResumeVO } from '@hrbd/contract';
import { Alert, Drawer, Empty, Skeleton, Space, Table, Tabs, Tag, Typography, type TableColumnType } from 'antd';
import { useRef, type ReactNode } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { ExportButton } from '../../../components/export-button';
import { PrintButton } from '../../../components/print';
import { useApiQuery } from '../../../lib/query';
import { formatPlace, formatSalary } from '../../../lib/format';
import type { DictOptions } from '../../../lib/reference-data';
import { ApplyStateTag } from '../shared/tags';
import { EXPORT_PERMISSION } from './apply-actions';
import type { ApplyDicts } from './columns';
import '../../../components/detail-view/detail.css';

type ApplyInfo = JobApplyDetail['applyInfo'];
type Row<K extends keyof JobApplyDetail> = JobApplyDetail[K] extends ReadonlyArray<infer R> ? R : never;

const HEALTH_PERMISSION = perm.recruit.resume.health.list;

const applyFields: DetailField<ApplyInfo>[] = [
  { key: 'jobName', label: APPLY_LABELS.jobName.label },
  { key: 'cmpyName', label: APPLY_LABELS.cmpyName.label },
  // The job's salary, written as the job's detail writes it (formatSalary, 元/月).
  { key: 'salaryMin', label: JOB_LABELS.salary.label, render: (min, apply) => formatSalary(min, apply.salaryMax) },
  { key: 'state', label: APPLY_LABELS.state.label, render: (state) => <ApplyStateTag value={state} /> },
  { key: 'applyTime', label: APPLY_LABELS.applyTime.label },
  { key: 'updateTime', label: APPLY_DETAIL_LABELS.updateTime.label },
  { key: 'remark', label: APPLY_LABELS.remark.label, span: 2 },
];

const basicFields = (dicts: ApplyDicts & { ethnic: DictOptions; jobStatus: DictOptions }): DetailField<ResumeVO>[] => [
  { key: 'usrName', label: APPLICANT_LABELS.usrName.label },
  { key: 'usrGender', label: APPLICANT_LABELS.usrGender.label, render: (v) => dicts.gender.label(v) },
  { key: 'birthDate', label: RESUME.birthDate.label, render: (v, r) => `${v}（${r.age} 岁）` },
  { key: 'ethnic', label: APPLY_LABELS.ethnic.label, render: (v) => dicts.ethnic.label(v) },
  { key: 'idCard', label: APPLICANT_LABELS.idCard.label },
  { key: 'mobile', label: APPLICANT_LABELS.mobile.label },
  { key: 'email', label: RESUME.email.label },
  { key: 'education', label: APPLICANT_LABELS.education.label, render: (v) => dicts.education.label(v) },
  { key: 'jobStatus', label: APPLY_LABELS.jobStatus.label, render: (v) => dicts.jobStatus.label(v) },
  { key: 'workYears', label: RESUME.workYears.label, render: (v) => (v > 0 ? `${v} 年` : '无工作经验') },
  { key: 'expectJob', label: RESUME.expectJob.label },
  { key: 'expectSalaryMin', label: RESUME.expectSalary.label, render: (min, r) => formatSalary(min, r.expectSalaryMax) },
  { key: 'address', label: RESUME.address.label, span: 2, render: (_, r) => formatPlace(r) },
  { key: 'selfIntro', label: RESUME.selfIntro.label, span: 2 },
];

const period = (begin: string, end: string | null) => `${begin} 至 ${end ?? '至今'}`;

const workColumns: TableColumnType<Row<'workList'>>[] = [
  { title: '工作时间', key: 'period', width: 210, render: (_, r) => period(r.beginDate, r.endDate) },
  { title: '单位名称', dataIndex: 'cmpyName' },
  { title: '岗位', dataIndex: 'jobName', width: 140 },
  { title: '工作内容', dataIndex: 'content' },
];
const educationColumns = (education: DictOptions): TableColumnType<Row<'educationList'>>[] => [
  { title: '就读时间', key: 'period', width: 210, render: (_, r) => period(r.beginDate, r.endDate) },
  { title: '学校名称', dataIndex: 'schoolName' },
  { title: '专业', dataIndex: 'major' },
  { title: '学历', dataIndex: 'education', width: 100, render: (v: number) => education.label(v) },
];
const trainColumns: TableColumnType<Row<'trainList'>>[] = [
  { title: '培训时间', key: 'period', width: 210, render: (_, r) => period(r.beginDate, r.endDate) },
  { title: '培训机构', dataIndex: 'trainOrg' },
  { title: '培训课程', dataIndex: 'trainCourse' },
  { title: '所获证书', dataIndex: 'certificate', render: (v: string) => v || '-' },
];
const auditionColumns: TableColumnType<Row<'auditionInfoList'>>[] = [
  { title: '面试时间', dataIndex: 'interviewTime', width: 170 },
  { title: '面试地点', dataIndex: 'interviewPlace' },
  { title: '联系人', key: 'contact', width: 170, render: (_, r) => `${r.contactPerson} ${r.contactPhone}` },
  { title: '备注', dataIndex: 'note', render: (v: string) => v || '-' },
  { title: '邀请人', dataIndex: 'inviterName', width: 100 },
  { title: '邀请时间', dataIndex: 'createTime', width: 170 },
];
const operationColumns: TableColumnType<Row<'operationRecordList'>>[] = [
  { title: '操作时间', dataIndex: 'operateTime', width: 170 },
  { title: '操作', dataIndex: 'actionLabel', width: 100 },
  {
    title: '状态变化',
    key: 'move',
    width: 200,
    render: (_, r) => (r.fromState === r.toState ? r.toStateLabel : `${r.fromStateLabel} → ${r.toStateLabel}`),
  },
  { title: '说明', dataIndex: 'note', render: (v: string) => v || '-' },
  { title: '操作人', dataIndex: 'operatorName', width: 100 },
];

function SmallTable<R extends object>({ rows, columns, rowKey }: { rows: readonly R[]; columns: TableColumnType<R>[]; rowKey: (r: R, i?: number) => string }) {
  return (
    <Table<R>
      size="small"
      rowKey={rowKey}
      columns={columns}
      dataSource={rows as R[]}
      pagination={false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无记录" /> }}
    />
  );
}

/** 健康证明记录 of the applicant (spec: the resume's epidemic health-proof record), newest first. */
function HealthProofs({ userCode }: { userCode: string }) {
  const { data, error, isLoading } = useApiQuery(healthApi.queryHealthProveListUser, { query: { userCode } });
  if (error) return <Alert type="error" showIcon message={error.message} />;
  if (isLoading) return <Skeleton active />;
  return (
    <SmallTable
      rows={data ?? []}
      rowKey={(r) => r.proveCode}
      columns={[
        { title: '证明类型', dataIndex: 'proveTypeLabel', width: 120 },
        {
          title: '结果',
          dataIndex: 'result',
          width: 160,
          render: (v: string, r) => <Tag color={r.normal === 1 ? 'success' : 'warning'}>{v}</Tag>,
        },
        { title: '检测/签发机构', dataIndex: 'institution' },
        { title: '检测时间', dataIndex: 'checkTime', width: 170 },
        { title: '有效期至', dataIndex: 'validUntil', width: 170, render: (v: string | null) => v ?? '长期有效' },
      ]}
    />
  );
}

export interface ApplyDetailDrawerProps {
  /** The application shown; closed without one. */
  applyCode: string | null;
  dicts: ApplyDicts & { ethnic: DictOptions; jobStatus: DictOptions };
  onClose: () => void;
  /** The moves the application offers now, shown above its detail. */
  renderActions: (apply: ApplyInfo) => ReactNode;
}

/**
 * 投递详情: the application, the resume it sent (基本信息, 工作/教育/培训经历),
 * its 面试记录 and 操作记录 and the applicant's 健康证明记录. Every move
 * invalidates queryJobApplyInfo, so an open detail shows the new state at once.
 */
export function ApplyDetailDrawer({ applyCode, dicts, onClose, renderActions }: ApplyDetailDrawerProps) {
  const { can } = useCurrentUser();
  const printed = useRef<HTMLDivElement>(null);
  const { data, error } = useApiQuery(applyInfoApi.queryJobApplyInfo, { query: { applyCode: applyCode ?? '' } }, { enabled: applyCode !== null });
  const detail = data && data.applyInfo.applyCode === applyCode ? data : undefined;
  const count = (n: number) => (n > 0 ? `（${n}）` : '');

  return (
    <Drawer
      title="投递详情"
      size={960}
      open={applyCode !== null}
      onClose={onClose}
      extra={
        detail && (
          <Space size={4}>
            {renderActions(detail.applyInfo)}
            {can(EXPORT_PERMISSION) && (
              <ExportButton endpoint={applyInfoApi.downloadResume} input={() => ({ query: { resumeCode: detail.resumeVO.resumeCode } })} size="small">
                下载简历
              </ExportButton>
            )}
            <PrintButton target={printed} title={`${detail.resumeVO.usrName}的简历`} />
          </Space>
        )
      }
    >
      {error && <Alert type="error" showIcon message={error.message} />}
      {!detail && !error && <Skeleton active />}
      {detail && (
        <div ref={printed} className="recruit-detail">
          <DetailView title="投递信息" fields={applyFields} record={detail.applyInfo} />
          <Tabs
            style={{ marginTop: 16 }}
            items={[
              {
                key: 'resume',
                label: '简历',
                children: (
                  <Space direction="vertical" size={16} style={{ width: '100%' }}>
                    <DetailView title="基本信息" fields={basicFields(dicts)} record={detail.resumeVO} />
                    <Typography.Title level={5}>工作经历</Typography.Title>
                    <SmallTable rows={detail.workList} columns={workColumns} rowKey={(r) => `${r.beginDate}${r.cmpyName}`} />
                    <Typography.Title level={5}>教育经历</Typography.Title>
                    <SmallTable rows={detail.educationList} columns={educationColumns(dicts.education)} rowKey={(r) => `${r.beginDate}${r.schoolName}`} />
                    <Typography.Title level={5}>培训经历</Typography.Title>
                    <SmallTable rows={detail.trainList} columns={trainColumns} rowKey={(r) => `${r.beginDate}${r.trainCourse}`} />
                  </Space>
                ),
              },
              {
                key: 'audition',
                label: `面试记录${count(detail.auditionInfoList.length)}`,
                children: <SmallTable rows={detail.auditionInfoList} columns={auditionColumns} rowKey={(r) => r.auditionCode} />,
              },
              {
                key: 'operation',
                label: `操作记录${count(detail.operationRecordList.length)}`,
                children: (
                  <SmallTable rows={detail.operationRecordList} columns={operationColumns} rowKey={(r) => `${r.operateTime}${r.action}${r.toState}`} />
                ),
              },
              ...(can(HEALTH_PERMISSION)
                ? [{ key: 'health', label: '健康证明记录', children: <HealthProofs userCode={detail.resumeVO.usrCode} /> }]
                : []),
            ]}
          />
        </div>
      )}
    </Drawer>
  );
}
