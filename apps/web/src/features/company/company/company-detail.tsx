import {
  COMPANY_APPROVE_TYPES,
  COMPANY_MACHINE,
  COMPANY_SCALE_LABELS,
  COMPANY_SOURCE_LABELS,
  companyApi,
  perm,
  type CompanyDetail,
} from '@hrbd/contract';
import { Alert, Button, Drawer, Image, Skeleton, Space } from 'antd';
import { useRef } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { EmptyData } from '../../../components/empty-data';
import { PrintButton } from '../../../components/print';
import { useApiQuery } from '../../../lib/query';
import { PlaceView } from '../../../components/map';
import { CompanyApproveTag } from './approve-tag';
import '../../../components/detail-view/detail.css';

/** What the company registered. */
const COMPANY_FIELDS: DetailField<CompanyDetail>[] = [
  { key: 'cmpyName', label: '企业名称', span: 2 },
  { key: 'creditCode', label: '统一社会信用代码', span: 2 },
  { key: 'legalPerson', label: '法定代表人' },
  { key: 'cmpyScale', label: '企业规模', labels: COMPANY_SCALE_LABELS },
  { key: 'industryName', label: '所属行业', span: 2 },
  { key: 'address', label: '企业地址', span: 2, render: (_, company) => <PlaceView place={company} /> },
  { key: 'contactPerson', label: '联系人' },
  { key: 'contactPhone', label: '联系人手机号' },
  {
    key: 'licenseUrl',
    label: '营业执照',
    span: 2,
    render: (url, company) =>
      url ? (
        <Image src={url} alt="营业执照" width={240} preview={{ mask: '预览' }} />
      ) : (
        <EmptyData description={company.licenseKey ? '营业执照图片已不存在' : '未上传营业执照'} />
      ),
  },
];

/** Its review; the reason only when rejected. */
const reviewFields = (company: CompanyDetail): DetailField<CompanyDetail>[] => [
  { key: 'approveType', label: '审核状态', render: (value) => <CompanyApproveTag value={value} /> },
  { key: 'source', label: '来源', labels: COMPANY_SOURCE_LABELS },
  { key: 'submitterName', label: '提交人' },
  { key: 'submitTime', label: '提交时间' },
  { key: 'approverName', label: '审核人' },
  { key: 'approveTime', label: '审核时间' },
  ...(company.approveType === COMPANY_APPROVE_TYPES.rejected ? [{ key: 'rejectDesc', label: '驳回原因', span: 2 } as const] : []),
];

interface CompanyDetailDrawerProps {
  /** The company shown; the drawer is closed without one. */
  cmpyCode: string | null;
  onClose: () => void;
  onReview: (company: CompanyDetail) => void;
}

/**
 * 企业详情: everything the company registered, its license image (a signed
 * URL from the server), its address on the map and its review. Read through
 * `cmpy/info`, so a decision taken meanwhile (which invalidates it) shows at once.
 */
export function CompanyDetailDrawer({ cmpyCode, onClose, onReview }: CompanyDetailDrawerProps) {
  const { can } = useCurrentUser();
  const printed = useRef<HTMLDivElement>(null);
  const { data, error } = useApiQuery(companyApi.info, { query: { cmpyCode: cmpyCode ?? '' } }, { enabled: cmpyCode !== null });
  const company = data && data.cmpyCode === cmpyCode ? data : undefined;
  const reviewable = company !== undefined && COMPANY_MACHINE.can('approve', company.approveType) && can(perm.recruit.company.approval.review);
  return (
    <Drawer
      title="企业详情"
      size={780}
      open={cmpyCode !== null}
      onClose={onClose}
      extra={
        <Space>
          {company && <PrintButton target={printed} title="企业详情" />}
          {reviewable && (
            <Button type="primary" onClick={() => onReview(company)}>
              审核
            </Button>
          )}
        </Space>
      }
    >
      {error && <Alert type="error" showIcon message={error.message} />}
      {!company && !error && <Skeleton active />}
      {company && (
        <div ref={printed} className="recruit-detail">
          <DetailView title="企业信息" fields={COMPANY_FIELDS} record={company} />
          <div style={{ height: 24 }} />
          <DetailView title="审核信息" fields={reviewFields(company)} record={company} />
        </div>
      )}
    </Drawer>
  );
}
