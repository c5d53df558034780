import { EMPLOY_TYPE_LABELS, JOB_LABELS, OUTSOURCE_LABELS as L, outsourceApi, type OutsourceRecord } from '@hrbd/contract';
import { Alert, Drawer, Skeleton, Table, Typography } from 'antd';
import { useRef } from 'react';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { PrintButton } from '../../../components/print';
import { useApiQuery } from '../../../lib/query';
import { formatSalary } from '../../../lib/format';
import type { DictOptions } from '../../../lib/reference-data';
import { ResumeProfileView } from '../shared/resume-profile';
import { OutsourceStateTag } from './state-tag';

const PLACEMENT_FIELDS: DetailField<OutsourceRecord>[] = [
  { key: 'cmpyName', label: L.cmpyName.label, span: 2 },
  { key: 'dispatchCmpyName', label: L.dispatchCmpyName.label, span: 2 },
  { key: 'employType', label: L.employType.label, labels: EMPLOY_TYPE_LABELS },
  { key: 'postName', label: L.postName.label },
  // Formatted as a job's salary (元/月), so named as the job's; the list's bare number is 月薪（元）.
  { key: 'salary', label: JOB_LABELS.salary.label, render: (salary) => formatSalary(salary, salary) },
  { key: 'state', label: L.state.label, render: (_, record) => <OutsourceStateTag record={record} /> },
  { key: 'contractStart', label: L.contract.label, span: 2, render: (start, record) => `${start} 至 ${record.contractEnd}` },
  { key: 'leaveDate', label: L.leaveDate.label },
  { key: 'leaveReason', label: L.leaveReason.label },
  { key: 'createTime', label: L.createTime.label, span: 2 },
];

interface OutsourceResumeDrawerProps {
  /** The placement shown; closed without one. */
  outsourceCode: string | null;
  education: DictOptions;
  onClose: () => void;
}

/** 外包员工简历: the placement, the person's whole resume and every placement they have had; printable. */
export function OutsourceResumeDrawer({ outsourceCode, education, onClose }: OutsourceResumeDrawerProps) {
  const printed = useRef<HTMLDivElement>(null);
  const { data, error } = useApiQuery(outsourceApi.queryResume, { query: { outsourceCode: outsourceCode ?? '' } }, { enabled: outsourceCode !== null });
  const shown = data && data.outsource.outsourceCode === outsourceCode ? data : undefined;
  return (
    <Drawer
      title="外包员工简历"
      size={900}
      open={outsourceCode !== null}
      onClose={onClose}
      extra={shown && <PrintButton target={printed} title={`${shown.resumeVO.usrName}的简历`} />}
    >
      {error && <Alert type="error" showIcon message={error.message} />}
      {!shown && !error && <Skeleton active />}
      {shown && (
        <div ref={printed} className="recruit-detail">
          <DetailView title="外包信息" fields={PLACEMENT_FIELDS} record={shown.outsource} />
          <div style={{ height: 24 }} />
          <ResumeProfileView profile={shown} education={education} />
          <div style={{ marginTop: 24 }}>
            <Typography.Title level={5}>外包经历</Typography.Title>
            <Table
              size="small"
              rowKey="outsourceCode"
              pagination={false}
              locale={{ emptyText: '暂无数据' }}
              dataSource={shown.outsourceList}
              columns={[
                { title: L.cmpyName.label, dataIndex: 'cmpyName' },
                { title: L.dispatchCmpyName.label, dataIndex: 'dispatchCmpyName' },
                { title: L.postName.label, dataIndex: 'postName', width: 100 },
                { title: L.contract.label, key: 'contract', width: 200, render: (_: unknown, r: OutsourceRecord) => `${r.contractStart} 至 ${r.contractEnd}` },
                { title: L.state.label, key: 'state', width: 90, render: (_: unknown, r: OutsourceRecord) => <OutsourceStateTag record={r} /> },
              ]}
            />
          </div>
        </div>
      )}
    </Drawer>
  );
}
