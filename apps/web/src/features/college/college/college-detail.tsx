import {
  COLLEGE_DETAIL_LABELS,
  COLLEGE_LABELS,
  COLLEGE_MACHINE,
  COLLEGE_TYPE_LABELS,
  collegeApi,
  perm,
  RUN_NATURE_LABELS,
  type CollegeDetail,
} from '@hrbd/contract';
import { Alert, Button, Drawer, Image, Skeleton, Space, Table, Tag, Timeline, Typography } from 'antd';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { EmptyData } from '../../../components/empty-data';
import { FairStatusTag, formatFairPeriod } from '../../../components/job-fair';
import { PlaceView } from '../../../components/map';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiQuery } from '../../../lib/query';
import { CollegeApproveTag } from './college-tags';
import '../../../components/detail-view/detail.css';

const image = (url: string | null, alt: string, missing: string) =>
  url ? <Image src={url} alt={alt} width={200} preview={{ mask: '预览' }} /> : <EmptyData description={missing} />;

const L = COLLEGE_LABELS;
const D = COLLEGE_DETAIL_LABELS;

const FIELDS: DetailField<CollegeDetail>[] = [
  { key: 'collegeName', label: L.collegeName.label, span: 2 },
  { key: 'collegeType', label: L.collegeType.label, labels: COLLEGE_TYPE_LABELS },
  { key: 'runNature', label: L.runNature.label, labels: RUN_NATURE_LABELS },
  { key: 'schoolCode', label: L.schoolCode.label },
  { key: 'authority', label: L.authority.label },
  { key: 'address', label: '院校地址', span: 2, render: (_, c) => <PlaceView place={c} /> },
  { key: 'contactPerson', label: L.contactPerson.label },
  { key: 'contactPhone', label: L.contactPhone.label },
  { key: 'introduction', label: D.introduction.label, span: 2 },
  { key: 'logoUrl', label: D.logoUrl.label, render: (url) => image(url, D.logoUrl.label, '未上传院校标识') },
  { key: 'licenseUrl', label: D.licenseUrl.label, render: (url) => image(url, D.licenseUrl.label, '未上传办学许可证') },
];

const reviewFields = (c: CollegeDetail): DetailField<CollegeDetail>[] => [
  { key: 'approveType', label: L.approveType.label, render: (v) => <CollegeApproveTag value={v} /> },
  { key: 'applyTime', label: L.applyTime.label },
  { key: 'checkerName', label: L.checkerName.label },
  { key: 'checkTime', label: L.checkTime.label },
  ...(c.approveType === 3 ? [{ key: 'rejectDesc', label: L.rejectDesc.label, span: 2 } as const] : []),
];

interface CollegeDetailDrawerProps {
  collegeCode: string | null;
  onClose: () => void;
  onReview: (college: CollegeDetail) => void;
}

/**
 * 院校详情: what the college submitted, its license and map point, the
 * specialties it teaches, its students, its fairs and every 入驻申请 with the
 * decision taken on it. A decision meanwhile (which invalidates it) shows at once.
 */
export function CollegeDetailDrawer({ collegeCode, onClose, onReview }: CollegeDetailDrawerProps) {
  const { can } = useCurrentUser();
  const { data, error } = useApiQuery(collegeApi.queryCollegeInfo, { params: { collegeCode: collegeCode ?? '' } }, { enabled: collegeCode !== null });
  const college = data && data.collegeCode === collegeCode ? data : undefined;
  const reviewable = college !== undefined && COLLEGE_MACHINE.can('pass', college.approveType) && can(perm.school.college.review);
  return (
    <Drawer
      title="院校详情"
      size={820}
      open={collegeCode !== null}
      onClose={onClose}
      extra={
        reviewable && (
          <Button type="primary" onClick={() => onReview(college)}>
            审核
          </Button>
        )
      }
    >
      {error && <Alert type="error" showIcon message={`获取院校失败：${error.message}`} />}
      {!college && !error && <Skeleton active />}
      {college && (
        <Space orientation="vertical" size={24} style={{ width: '100%' }} className="recruit-detail">
          <DetailView title="院校信息" fields={FIELDS} record={college} />
          <DetailView title="审核信息" fields={reviewFields(college)} record={college} />
          <div>
            <Typography.Title level={5}>开设专业（{college.specialties.length}）</Typography.Title>
            <Space size={[4, 8]} wrap>
              {college.specialties.map((s) => (
                <Tag key={s.specialtyCode} title={s.categoryName}>
                  {s.specialtyName}
                  <Typography.Text type="secondary">（{s.categoryName}）</Typography.Text>
                </Tag>
              ))}
            </Space>
          </div>
          <div>
            <Typography.Title level={5}>学生</Typography.Title>
            <Space size={32}>
              <span>学生总数 {college.students.total}</span>
              <span>在读 {college.students.reading}</span>
              <span>已毕业 {college.students.graduated}</span>
              <span>已就业 {college.students.employed}</span>
            </Space>
          </div>
          <div>
            <Typography.Title level={5}>校园招聘会（{college.fairs.length}）</Typography.Title>
            <Table
              size="small"
              rowKey="fairCode"
              pagination={false}
              dataSource={college.fairs}
              locale={{ emptyText: '暂无数据' }}
              scroll={college.fairs.length > 6 ? { y: 240 } : undefined}
              columns={[
                { title: '招聘会名称', dataIndex: 'fairName', ellipsis: true },
                { title: '状态', dataIndex: 'status', width: 90, render: (v: number) => <FairStatusTag value={v} /> },
                { title: '举办时间', key: 'period', width: 240, render: (_: unknown, f) => formatFairPeriod(f.startTime, f.endTime) },
              ]}
            />
          </div>
          <div>
            <Typography.Title level={5}>入驻申请记录</Typography.Title>
            <Timeline
              items={college.applies.map((a) => ({
                key: a.applyCode,
                color: a.approveType === 2 ? 'green' : a.approveType === 3 ? 'red' : 'blue',
                children: (
                  <div>
                    <div>
                      第{a.sequence}次申请 {a.applyTime} <CollegeApproveTag value={a.approveType} />
                    </div>
                    {a.checkTime && (
                      <Typography.Text type="secondary">
                        {a.checkerName} 于 {a.checkTime} 审核{a.rejectDesc ? `，驳回原因：${a.rejectDesc}` : ''}
                      </Typography.Text>
                    )}
                  </div>
                ),
              }))}
            />
          </div>
        </Space>
      )}
    </Drawer>
  );
}
