import { COURSE_APPROVE_TYPE_LABELS, COURSE_DETAIL_LABELS, COURSE_LABELS, COURSE_NATURE_LABELS, COURSE_TYPE_LABELS, COURSE_TYPES, courseApi, priceText, SKILL_LEVEL_LABELS, type CourseDetail } from '@hrbd/contract';
import { Alert, Drawer, Image, Skeleton, Space, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { PlaceView } from '../../../components/map';
import { useApiQuery } from '../../../lib/query';
import { CourseApproveTag, CourseLabels } from './course-tags';
import '../../../components/detail-view/detail.css';
import { COURSE_LOAD_FAILED } from './columns';
import { CourseChapters } from './course-chapters';

const L = COURSE_LABELS;
const D = COURSE_DETAIL_LABELS;

const courseFields: DetailField<CourseDetail>[] = [
  { key: 'courseName', label: L.courseName.label },
  { key: 'courseCode', label: L.courseCode.label, render: (code) => <Typography.Text copyable>{code}</Typography.Text> },
  { key: 'courseType', label: L.courseType.label, labels: COURSE_TYPE_LABELS },
  { key: 'courseNature', label: L.courseNature.label, labels: COURSE_NATURE_LABELS },
  { key: 'cmpyName', label: L.cmpyName.label },
  { key: 'occupationName', label: L.occupationName.label },
  { key: 'skillLevel', label: L.skillLevel.label, render: (level) => (level === null ? '-' : SKILL_LEVEL_LABELS[level]) },
  { key: 'price', label: L.price.label, render: (cents) => priceText(cents) },
  { key: 'classHours', label: L.classHours.label },
  { key: 'applyBeginTime', label: L.applyPeriod.label, render: (begin, course) => `${begin} 至 ${course.applyEndTime}` },
  { key: 'labels', label: L.labels.label, span: 2, render: (labels) => <CourseLabels labels={labels} /> },
  { key: 'formCode', label: D.formCode.label },
  { key: 'chapterCount', label: '章节数' },
  { key: 'coverUrl', label: D.coverUrl.label, span: 2, render: (url) => (url ? <Image src={url} width={160} alt={D.coverUrl.label} /> : '-') },
  { key: 'address', label: D.address.label, span: 2, render: (_, course) => <PlaceView place={course} /> },
  {
    key: 'introduction',
    label: D.introduction.label,
    span: 2,
    // Stored as the server's rich-text allow-list left it: no scripts, handlers, styles or frames.
    render: (html) => <div className="rich-text-view" dangerouslySetInnerHTML={{ __html: html }} />,
  },
];

const stateFields = (course: CourseDetail): DetailField<CourseDetail>[] => [
  { key: 'approveType', label: L.approveType.label, render: (value) => <CourseApproveTag value={value} /> },
  { key: 'creatorName', label: D.creatorName.label },
  ...(course.rejectDesc ? [{ key: 'rejectDesc', label: course.approveType === 9 ? D.forcedDesc.label : D.rejectDesc.label, span: 2 } as const] : []),
  { key: 'createTime', label: L.createTime.label },
  { key: 'refreshTime', label: D.refreshTime.label },
];

const stateName = (state: number | null) => (state === null ? '-' : (COURSE_APPROVE_TYPE_LABELS[state as keyof typeof COURSE_APPROVE_TYPE_LABELS] ?? String(state)));

interface CourseDetailDrawerProps {
  courseCode: string | null;
  onClose: () => void;
  /** The actions the course offers on this screen, shown above its detail. */
  renderActions: (course: CourseDetail) => ReactNode;
}

/** 课程详情: the course, its state, a 线上课程's 章节 (played, and changed by those who may) and its 审核记录 (every move: who, when, from → to, why). */
export function CourseDetailDrawer({ courseCode, onClose, renderActions }: CourseDetailDrawerProps) {
  const { data, error } = useApiQuery(courseApi.getBDCourseInfo, { query: { courseCode: courseCode ?? '' } }, { enabled: courseCode !== null });
  const course = data && data.courseCode === courseCode ? data : undefined;
  return (
    <Drawer title="课程详情" size={820} open={courseCode !== null} onClose={onClose} extra={course && <Space size={4}>{renderActions(course)}</Space>}>
      {error && <Alert type="error" showIcon title={`${COURSE_LOAD_FAILED}：${error.message}`} />}
      {!course && !error && <Skeleton active />}
      {course && (
        <>
          <DetailView title="课程信息" fields={courseFields} record={course} />
          <div style={{ height: 24 }} />
          <DetailView title="状态信息" fields={stateFields(course)} record={course} />
          <div style={{ height: 24 }} />
          {course.courseType === COURSE_TYPES.online && (
            <>
              <CourseChapters course={course} />
              <div style={{ height: 24 }} />
            </>
          )}
          <Typography.Title level={5}>审核记录</Typography.Title>
          <Table
            size="small"
            rowKey={(row) => `${row.createTime}-${row.action}-${row.toState}`}
            pagination={false}
            dataSource={course.reviews}
            columns={[
              { title: '操作', dataIndex: 'actionName', width: 90 },
              { title: '状态变化', key: 'states', width: 170, render: (_: unknown, row) => `${stateName(row.fromState)} → ${stateName(row.toState)}` },
              { title: '原因', dataIndex: 'reason', ellipsis: true, render: (reason: string) => reason || '-' },
              { title: '操作人', dataIndex: 'operatorName', width: 100 },
              { title: '操作时间', dataIndex: 'createTime', width: 170 },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
