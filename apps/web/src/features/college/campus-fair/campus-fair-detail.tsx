import { APPLY_LABELS, CAMPUS_FAIR_LABELS, campusFairApi, JOB_FAIR_SHARED_LABELS, type ApplyRecord, type CampusFairDetail } from '@hrbd/contract';
import { Alert, Button, Drawer, Skeleton, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { FairStatusTag, FairTypeTag, formatFairPeriod } from '../../../components/job-fair';
import { Pager } from '../../../components/list-page';
import { useApiQuery } from '../../../lib/query';
import { useDict } from '../../../lib/reference-data';
import { FAIR_CREATOR_FIELD, FAIR_LAST_FIELDS, fairPlaceField } from '../../../components/job-fair/fair-detail-fields';
import '../../../components/detail-view/detail.css';

const L = CAMPUS_FAIR_LABELS;

const fields = (fair: CampusFairDetail): DetailField<CampusFairDetail>[] => [
  { key: 'fairName', label: L.fairName.label, span: 2 },
  { key: 'collegeName', label: L.collegeName.label, span: 2 },
  { key: 'fairType', label: L.fairType.label, render: (v) => <FairTypeTag value={v} /> },
  { key: 'status', label: L.status.label, render: (v) => <FairStatusTag value={v} /> },
  { key: 'startTime', label: JOB_FAIR_SHARED_LABELS.period.label, span: 2, render: (start, f) => formatFairPeriod(start, f.endTime) },
  fairPlaceField(fair),
  { key: 'boothCount', label: L.boothCount.label },
  { key: 'organizer', label: L.organizer.label },
  { key: 'contactPerson', label: L.contactPerson.label },
  { key: 'contactPhone', label: L.contactPhone.label },
  FAIR_CREATOR_FIELD,
  ...FAIR_LAST_FIELDS,
];

interface Props {
  fairCode: string | null;
  onClose: () => void;
  onEdit?: (fairCode: string) => void;
}

/** 招聘会详情: the fair, who takes part with which jobs, and the applications those jobs received while it ran (masked). */
export function CampusFairDetailDrawer({ fairCode, onClose, onEdit }: Props) {
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const { data, error } = useApiQuery(campusFairApi.queryJobFair, { body: { fairCode: fairCode ?? '', ...page } }, { enabled: fairCode !== null, placeholderData: (p) => p });
  const fair = data && data.fairCode === fairCode ? data : undefined;
  const education = useDict('education').label;
  const gender = useDict('gender').label;
  return (
    <Drawer
      title="招聘会详情"
      size={880}
      open={fairCode !== null}
      onClose={() => {
        setPage({ pageNum: 1, pageSize: 10 });
        onClose();
      }}
      extra={fair && onEdit && <Button onClick={() => onEdit(fair.fairCode)}>编辑</Button>}
    >
      {error && <Alert type="error" showIcon message={`获取招聘会失败：${error.message}`} />}
      {!fair && !error && <Skeleton active />}
      {fair && (
        <Tabs
          items={[
            { key: 'info', label: '基本信息', children: <DetailView fields={fields(fair)} record={fair} /> },
            {
              key: 'participants',
              label: `参会企业及岗位（${fair.cmpyCount}/${fair.jobCount}）`,
              children: (
                <Table
                  size="small"
                  rowKey="cmpyCode"
                  pagination={false}
                  dataSource={fair.participants}
                  locale={{ emptyText: '暂无数据' }}
                  columns={[
                    { title: '企业名称', dataIndex: 'cmpyName', width: 280 },
                    {
                      title: '参会岗位',
                      key: 'jobs',
                      render: (_: unknown, p) => (
                        <Space size={[0, 4]} wrap>
                          {p.jobs.length === 0 ? '-' : p.jobs.map((j) => <Tag key={j.jobCode}>{j.jobName}</Tag>)}
                        </Space>
                      ),
                    },
                  ]}
                />
              ),
            },
            {
              key: 'applications',
              label: `收到的简历（${fair.applications.total}）`,
              children: (
                <Space orientation="vertical" style={{ width: '100%' }}>
                  <Typography.Text type="secondary">招聘会举办期间，参会岗位收到的投递</Typography.Text>
                  <Table<ApplyRecord>
                    size="small"
                    rowKey="applyCode"
                    pagination={false}
                    dataSource={fair.applications.records}
                    locale={{ emptyText: '暂无数据' }}
                    scroll={{ x: 'max-content' }}
                    columns={[
                      { title: APPLY_LABELS.usrName.label, dataIndex: 'usrName', width: 90 },
                      { title: APPLY_LABELS.usrGender.label, dataIndex: 'usrGender', width: 60, render: (v: number) => gender(v) },
                      { title: APPLY_LABELS.education.label, dataIndex: 'education', width: 90, render: (v: number) => education(v) },
                      { title: APPLY_LABELS.jobName.label, dataIndex: 'jobName', width: 140 },
                      { title: APPLY_LABELS.cmpyName.label, dataIndex: 'cmpyName', width: 220 },
                      { title: APPLY_LABELS.applyTime.label, dataIndex: 'applyTime', width: 170 },
                      { title: APPLY_LABELS.mobile.label, dataIndex: 'mobile', width: 120 },
                      { title: APPLY_LABELS.idCard.label, dataIndex: 'idCard', width: 180 },
                    ]}
                  />
                  <Pager pageNum={page.pageNum} pageSize={page.pageSize} total={fair.applications.total} onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })} />
                </Space>
              ),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
