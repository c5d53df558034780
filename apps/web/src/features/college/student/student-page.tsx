import {
  COLLEGE_STUDENT_LABELS,
  SCHOOL_STATUS_LABELS,
  STUDENT_EDUCATION_LABELS,
  STUDENT_JOB_STATUS_LABELS,
  studentApi,
  type CollegeStudentRecord,
} from '@hrbd/contract';
import { Drawer, Select } from 'antd';
import { useMemo, useState } from 'react';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { LabelTag, labelOptions } from '../../../components/label-tag';
import { actionsColumn, labelColumns, ListPage, openingName, type ListColumn, type StatusTabs } from '../../../components/list-page';
import { RegionCascader } from '../../../components/region-cascader';
import { ActionLink, RowActions } from '../../../components/row-actions';
import { orDash } from '../../../lib/format';
import { CollegeSelect } from '../shared/college-select';
import { CATEGORY_OPTIONS, EDUCATION_OPTIONS, SPECIALTY_OPTIONS, yearOptions } from '../shared/options';
import '../../../components/detail-view/detail.css';

const JOB_COLORS = { 0: 'warning', 1: 'success' } as const;
const GENDER_LABELS: Record<number, string> = { 1: '男', 2: '女' };
const YEARS = yearOptions();

/** 全部, and 毕业未就业 (graduates of this year and last still 未就业): counted by asking the list for its total. */
const TABS: StatusTabs = {
  field: 'unemployedGraduate',
  items: [
    { value: undefined, label: '全部' },
    { value: 1, label: '毕业未就业' },
  ],
};

const EXTRA_FILTERS = [
  { kind: 'custom', name: 'categoryCode', label: '专业大类', render: () => <Select allowClear options={CATEGORY_OPTIONS} placeholder="请选择专业大类" style={{ width: 180 }} /> },
] as const;

function studentColumns(onView: (s: CollegeStudentRecord) => void): ListColumn<CollegeStudentRecord>[] {
  return [
    ...labelColumns<CollegeStudentRecord, typeof COLLEGE_STUDENT_LABELS>(COLLEGE_STUDENT_LABELS, {
      studentName: openingName(onView, 'studentName'),
      jobStatus: {
        filter: { kind: 'select', name: 'jobStatus', options: labelOptions(STUDENT_JOB_STATUS_LABELS, [0, 1]) },
        render: (v: number) => <LabelTag<number> value={v} labels={STUDENT_JOB_STATUS_LABELS} colors={JOB_COLORS} />,
      },
      schoolStatus: { render: (v: number) => SCHOOL_STATUS_LABELS[v as 1 | 2] ?? v },
      graduateYear: { filter: { kind: 'select', name: 'graduateYear', options: YEARS } },
      collegeName: { filter: { kind: 'custom', name: 'collegeCode', render: () => <CollegeSelect /> } },
      specialtyName: {
        filter: {
          kind: 'custom',
          name: 'specialtyCode',
          render: () => <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={SPECIALTY_OPTIONS} placeholder="请选择专业" style={{ width: 200 }} />,
        },
      },
      education: {
        filter: { kind: 'select', name: 'education', options: EDUCATION_OPTIONS },
        render: (v: number) => STUDENT_EDUCATION_LABELS[v as keyof typeof STUDENT_EDUCATION_LABELS] ?? v,
      },
      enrolYear: { filter: { kind: 'select', name: 'enrolYear', options: YEARS } },
      gender: { filter: { kind: 'select', name: 'gender', options: labelOptions(GENDER_LABELS, [1, 2]) }, render: (v: number) => GENDER_LABELS[v] ?? v },
      originName: { filter: { kind: 'custom', name: 'originCode', render: () => <RegionCascader anyLevel /> } },
      employer: { render: (v: string) => orDash(v) },
      industryName: { render: (v: string) => orDash(v) },
    }),
    actionsColumn(['详情'], (s) => (
      <RowActions>
        <ActionLink onClick={() => onView(s)}>详情</ActionLink>
      </RowActions>
    )),
  ];
}

const DETAIL: DetailField<CollegeStudentRecord>[] = [
  { key: 'studentName', label: COLLEGE_STUDENT_LABELS.studentName.label },
  { key: 'gender', label: COLLEGE_STUDENT_LABELS.gender.label, labels: GENDER_LABELS },
  { key: 'idCard', label: COLLEGE_STUDENT_LABELS.idCard.label },
  { key: 'birthDate', label: COLLEGE_STUDENT_LABELS.birthDate.label },
  { key: 'mobile', label: COLLEGE_STUDENT_LABELS.mobile.label },
  { key: 'originName', label: COLLEGE_STUDENT_LABELS.originName.label },
  { key: 'collegeName', label: COLLEGE_STUDENT_LABELS.collegeName.label, span: 2 },
  { key: 'studentNo', label: COLLEGE_STUDENT_LABELS.studentNo.label },
  { key: 'department', label: COLLEGE_STUDENT_LABELS.department.label },
  { key: 'specialtyName', label: COLLEGE_STUDENT_LABELS.specialtyName.label },
  { key: 'categoryName', label: COLLEGE_STUDENT_LABELS.categoryName.label },
  { key: 'education', label: COLLEGE_STUDENT_LABELS.education.label, labels: STUDENT_EDUCATION_LABELS },
  { key: 'className', label: COLLEGE_STUDENT_LABELS.className.label },
  { key: 'enrolYear', label: COLLEGE_STUDENT_LABELS.enrolYear.label },
  { key: 'graduateYear', label: COLLEGE_STUDENT_LABELS.graduateYear.label },
  { key: 'schoolStatus', label: COLLEGE_STUDENT_LABELS.schoolStatus.label, labels: SCHOOL_STATUS_LABELS },
  { key: 'jobStatus', label: COLLEGE_STUDENT_LABELS.jobStatus.label, labels: STUDENT_JOB_STATUS_LABELS },
  { key: 'employer', label: COLLEGE_STUDENT_LABELS.employer.label },
  { key: 'industryName', label: COLLEGE_STUDENT_LABELS.industryName.label },
];

/**
 * 学生管理: the colleges' students (ID numbers and mobiles masked unless the
 * user holds 查看完整证件号和手机号), filtered by college, 专业, education,
 * years, employment, gender and 生源地; 毕业未就业 is a tab of its own, and
 * 导出 takes exactly the list's filters and tab.
 */
export default function StudentPage() {
  const [viewing, setViewing] = useState<CollegeStudentRecord | null>(null);
  const columns = useMemo(() => studentColumns(setViewing), []);
  return (
    <>
      <ListPage
        endpoint={studentApi.queryStudent}
        exportEndpoint={studentApi.exportStudents}
        columns={columns}
        rowKey="studentCode"
        tabs={TABS}
        extraFilters={EXTRA_FILTERS}
        loadFailure="获取学生失败"
      />
      <Drawer title="学生详情" size={720} open={viewing !== null} onClose={() => setViewing(null)}>
        {viewing && <DetailView fields={DETAIL} record={viewing} />}
      </Drawer>
    </>
  );
}
