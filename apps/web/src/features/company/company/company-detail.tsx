import {
  COMPANY_APPROVE_TYPES,
  COMPANY_DETAIL_LABELS as D,
  COMPANY_LABELS as L,
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

/** What the company registered (企业地址 is this detail's word alone, the list says 详细地址). */
const COMPANY_FIELDS: DetailField<CompanyDetail>[] = [
  { key: 'cmpyName', label: L.cmpyName.label, span: 2 },
  { key: 'creditCode', label: L.creditCode.label, span: 2 },
  { key: 'legalPerson', label: L.legalPerson.label },
  { key: 'cmpyScale', label: L.cmpyScale.label, labels: COMPANY_SCALE_LABELS },
  { key: 'industryName', label: L.industryName.label, span: 2 },
  { key: 'address', label: D.address.label, span: 2, render: (_, company) => <PlaceView place={company} /> },
  { key: 'contactPerson', label: L.contactPerson.label },
  { key: 'contactPhone', label: L.contactPhone.label },
  {
    key: 'licenseUrl',
    label: D.licenseUrl.label,
    span: 2,
    render: (url, company) =>
      url ? (
        <Image src={url} alt={D.licenseUrl.label} width={240} preview={{ mask: '预览' }} />
      ) : (
        <EmptyData description={company.licenseKey ? '营业执照图片已不存在' : '未上传营业执照'} />
      ),
  },
];

/** Its review; the reason only when rejected. */
const reviewFields = (company: CompanyDetail): DetailField<CompanyDetail>[] => [
  { key: 'approveType', label: L.approveType.label, render: (value) => <CompanyApproveTag value={value} /> },
  { key: 'source', label: L.source.label, labels: COMPANY_SOURCE_LABELS },
  { key: 'submitterName', label: D.submitterName.label },
  { key: 'submitTime', label: L.submitTime.label },
  { key: 'approverName', label: D.approverName.label },
  { key: 'approveTime', label: L.approveTime.label },
  ...(company.approveType === COMPANY_APPROVE_TYPES.rejected ? [{ key: 'rejectDesc', label: L.rejectDesc.label, span: 2 } as const] : []),
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
