import {
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

const FIELDS: DetailField<CollegeDetail>[] = [
  { key: 'collegeName', label: '院校名称', span: 2 },
  { key: 'collegeType', label: '院校类型', labels: COLLEGE_TYPE_LABELS },
  { key: 'runNature', label: '办学性质', labels: RUN_NATURE_LABELS },
  { key: 'schoolCode', label: '学校标识码' },
  { key: 'authority', label: '主管部门' },
  { key: 'address', label: '院校地址', span: 2, render: (_, c) => <PlaceView place={c} /> },
  { key: 'contactPerson', label: '联系人' },
  { key: 'contactPhone', label: '联系人手机号' },
  { key: 'introduction', label: '院校简介', span: 2 },
  { key: 'logoUrl', label: '院校标识', render: (url) => image(url, '院校标识', '未上传院校标识') },
  { key: 'licenseUrl', label: '办学许可证', render: (url) => image(url, '办学许可证', '未上传办学许可证') },
];

const reviewFields = (c: CollegeDetail): DetailField<CollegeDetail>[] => [
  { key: 'approveType', label: '审核状态', render: (v) => <CollegeApproveTag value={v} /> },
  { key: 'applyTime', label: '申请时间' },
  { key: 'checkerName', label: '审核人' },
  { key: 'checkTime', label: '审核时间' },
  ...(c.approveType === 3 ? [{ key: 'rejectDesc', label: '驳回原因', span: 2 } as const] : []),
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
