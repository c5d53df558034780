import { APPLICANT_LABELS, APPLY_LABELS, RESUME_DETAIL_LABELS as RESUME } from '@hrbd/contract';
import { DICT_TYPES, type ResumeProfile, type ResumeVO } from '@hrbd/contract';
import { Space, Table, Tag, Tooltip, Typography } from 'antd';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { formatPlace, formatSalary } from '../../../lib/format';
import { useDict, type DictOptions } from '../../../lib/reference-data';
import '../../../components/detail-view/detail.css';

type Label = (value: number | null | undefined) => string;

const basicFields = (education: DictOptions, gender: Label, ethnic: Label, jobStatus: Label): DetailField<ResumeVO>[] => [
  { key: 'usrName', label: APPLICANT_LABELS.usrName.label },
  { key: 'usrGender', label: APPLICANT_LABELS.usrGender.label, render: (value) => gender(value) },
  { key: 'age', label: APPLICANT_LABELS.age.label, render: (age, vo) => `${age} 岁（${vo.birthDate}）` },
  { key: 'ethnic', label: APPLY_LABELS.ethnic.label, render: (value) => ethnic(value) },
  { key: 'idCard', label: APPLICANT_LABELS.idCard.label },
  { key: 'mobile', label: APPLICANT_LABELS.mobile.label },
  { key: 'education', label: APPLICANT_LABELS.education.label, render: (value) => education.label(value) },
  { key: 'jobStatus', label: APPLY_LABELS.jobStatus.label, render: (value) => jobStatus(value) },
  { key: 'email', label: RESUME.email.label },
  { key: 'workYears', label: RESUME.workYears.label, render: (years) => `${years} 年` },
  { key: 'address', label: RESUME.address.label, span: 2, render: (_, vo) => formatPlace(vo) },
  { key: 'expectJob', label: RESUME.expectJob.label },
  { key: 'expectSalaryMin', label: RESUME.expectSalary.label, render: (min, vo) => (min > 0 || vo.expectSalaryMax > 0 ? formatSalary(min, vo.expectSalaryMax) : '面议') },
  { key: 'selfIntro', label: RESUME.selfIntro.label, span: 2 },
  { key: 'updateTime', label: RESUME.updateTime.label, span: 2 },
];

const period = (begin: string, end: string | null) => `${begin} 至 ${end ?? '至今'}`;

/** 基本信息, 技能标签 and the three histories of a resume: what every resume drawer of these screens shows. */
export function ResumeProfileView({ profile, education }: { profile: ResumeProfile; education: DictOptions }) {
  const gender = useDict(DICT_TYPES.gender).label;
  const ethnic = useDict(DICT_TYPES.ethnic).label;
  const jobStatus = useDict(DICT_TYPES.jobStatus).label;
  const section = { marginTop: 24 };
  return (
    <div className="recruit-detail">
      <DetailView title="基本信息" fields={basicFields(education, gender, ethnic, jobStatus)} record={profile.resumeVO} />
      <div style={section}>
        <Typography.Title level={5}>技能标签</Typography.Title>
        {profile.skillList.length === 0 ? (
          <Typography.Text type="secondary">暂无数据</Typography.Text>
        ) : (
          <Space size={[0, 8]} wrap>
            {profile.skillList.map((s) => (
              <Tooltip key={s.skillCode} title={s.groupName}>
                <Tag color="blue">{s.skillName}</Tag>
              </Tooltip>
            ))}
          </Space>
        )}
      </div>
      <div style={section}>
        <Typography.Title level={5}>工作经历</Typography.Title>
        <Table
          size="small"
          rowKey={(w) => `${w.cmpyName}-${w.beginDate}`}
          pagination={false}
          locale={{ emptyText: '暂无数据' }}
          dataSource={profile.workList}
          columns={[
            { title: '工作单位', dataIndex: 'cmpyName' },
            { title: '岗位', dataIndex: 'jobName', width: 120 },
            { title: '起止时间', key: 'period', width: 210, render: (_: unknown, w) => period(w.beginDate, w.endDate) },
            { title: '工作内容', dataIndex: 'content' },
          ]}
        />
      </div>
      <div style={section}>
        <Typography.Title level={5}>教育经历</Typography.Title>
        <Table
          size="small"
          rowKey={(e) => `${e.schoolName}-${e.beginDate}`}
          pagination={false}
          locale={{ emptyText: '暂无数据' }}
          dataSource={profile.educationList}
          columns={[
            { title: '学校名称', dataIndex: 'schoolName' },
            { title: '专业', dataIndex: 'major', render: (major: string) => major || '-' },
            { title: '学历', dataIndex: 'education', width: 90, render: (value: number) => education.label(value) },
            { title: '起止时间', key: 'period', width: 210, render: (_: unknown, e) => period(e.beginDate, e.endDate) },
          ]}
        />
      </div>
      <div style={section}>
        <Typography.Title level={5}>培训经历</Typography.Title>
        <Table
          size="small"
          rowKey={(t) => `${t.trainCourse}-${t.beginDate}`}
          pagination={false}
          locale={{ emptyText: '暂无数据' }}
          dataSource={profile.trainList}
          columns={[
            { title: '培训机构', dataIndex: 'trainOrg' },
            { title: '培训课程', dataIndex: 'trainCourse' },
            { title: '获得证书', dataIndex: 'certificate', render: (c: string) => c || '-' },
            { title: '起止时间', key: 'period', width: 210, render: (_: unknown, t) => period(t.beginDate, t.endDate) },
          ]}
        />
      </div>
    </div>
  );
}
