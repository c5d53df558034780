import { CLASS_LABELS, STUDENT_LABELS, trainClassApi, type ClassDetail, type StudentRecord } from '@hrbd/contract';
import { Alert, Drawer, Pagination, Skeleton, Table, Typography } from 'antd';
import { useState } from 'react';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { tableLoadState } from '../../../components/list-page';
import { useApiQuery } from '../../../lib/query';
import { ClassStatusTag, radiusText, StudentFinishTag } from './class-tags';
import '../../../components/detail-view/detail.css';

const L = CLASS_LABELS;
const S = STUDENT_LABELS;

const FIELDS: DetailField<ClassDetail>[] = [
  { key: 'status', label: L.status.label, render: (v) => <ClassStatusTag value={v} /> },
  { key: 'classCode', label: L.classCode.label },
  { key: 'courseName', label: L.courseName.label },
  { key: 'cmpyName', label: L.cmpyName.label },
  { key: 'teachers', label: L.teachers.label },
  { key: 'capacity', label: L.enrolled.label, render: (capacity, c) => `${c.enrolled} / ${capacity} 人` },
  { key: 'beginDate', label: L.period.label, render: (begin, c) => `${begin} 至 ${c.endDate}` },
  { key: 'passRate', label: L.passRate.label, render: (rate, c) => `${rate}%${c.paperCode ? '，且结业考试及格' : ''}` },
  { key: 'address', label: L.address.label, span: 2, render: (address, c) => `${c.provinceName}${c.cityName}${c.countyName}${address}` },
  { key: 'signRadius', label: L.signRadius.label, render: (m) => radiusText(m) },
  { key: 'finishTime', label: '结业时间' },
];

/** One class: its settings, sessions (课次) and roster (花名册) with each student's attendance and 结业状态. */
export function ClassDrawer({ classCode, onClose }: { classCode: string | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const { data, error } = useApiQuery(trainClassApi.info, { query: { classCode: classCode ?? '' } }, { enabled: classCode !== null });
  const roster = useApiQuery(trainClassApi.studentList, { query: { classCode: classCode ?? '', pageNum: page, pageSize: 10 } }, { enabled: classCode !== null });
  const klass = data && data.classCode === classCode ? data : undefined;
  const rows = roster.data?.records ?? [];
  return (
    <Drawer title={klass?.className ?? '班级详情'} size={960} open={classCode !== null} onClose={onClose} destroyOnHidden>
      {error && <Alert type="error" showIcon message={`获取班级失败：${error.message}`} />}
      {!klass && !error && <Skeleton active />}
      {klass && (
        <>
          <DetailView fields={FIELDS} record={klass} />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            课次安排（{klass.sessions.length}）
          </Typography.Title>
          <Table
            size="small"
            rowKey="sessionNo"
            pagination={false}
            dataSource={klass.sessions}
            columns={[
              { title: '课次', dataIndex: 'sessionNo', width: 80, render: (n: number) => `第${n}课次` },
              { title: '开始时间', dataIndex: 'beginTime', width: 180 },
              { title: '结束时间', dataIndex: 'endTime', width: 180 },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            花名册（{roster.data?.total ?? 0}）
          </Typography.Title>
          <Table<StudentRecord>
            size="small"
            rowKey="studentCode"
            pagination={false}
            dataSource={rows}
            loading={roster.isFetching}
            {...tableLoadState(roster, rows.length > 0)}
            columns={[
              { title: S.usrName.label, dataIndex: 'usrName', width: 100 },
              { title: S.idCard.label, dataIndex: 'idCard', width: 180 },
              { title: S.mobile.label, dataIndex: 'mobile', width: 130 },
              { title: S.attendance.label, key: 'attendance', width: 100, render: (_: unknown, s) => `${s.attended} / ${s.sessionCount}` },
              { title: S.finishState.label, dataIndex: 'finishState', width: 100, render: (v: number) => <StudentFinishTag value={v} /> },
              { title: S.finishReason.label, dataIndex: 'finishReason', ellipsis: true },
            ]}
          />
          {(roster.data?.total ?? 0) > 10 && (
            <Pagination size="small" style={{ marginTop: 8, textAlign: 'right' }} current={page} total={roster.data?.total} onChange={setPage} showSizeChanger={false} />
          )}
        </>
      )}
    </Drawer>
  );
}
