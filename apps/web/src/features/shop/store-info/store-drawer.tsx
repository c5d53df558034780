import { STORE_CATEGORY_LABELS, STORE_LABELS, STORE_MACHINE, storeInfoApi, type LicenseInfo, type StoreDetail, type StoreRecord } from '@hrbd/contract';
import { Alert, Button, Card, Col, Drawer, Image, Rate, Row, Space, Spin, Statistic, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { LicenseUploader } from '../../../components/license-uploader';
import { LoadError } from '../../../components/list-page';
import { formatPlace, formatYuan } from '../../../lib/format';
import { useApiQuery } from '../../../lib/query';
import { StoreStateTag } from '../shared/tags';
import { StepTimeline } from '../shared/timeline';

const L = STORE_LABELS;
const FIELDS: DetailField<StoreDetail>[] = [
  { key: 'storeName', label: L.storeName.label },
  { key: 'approveType', label: L.approveType.label, render: (v) => <StoreStateTag value={v} /> },
  { key: 'creditCode', label: L.creditCode.label },
  { key: 'category', label: L.category.label, render: (v) => STORE_CATEGORY_LABELS[v] ?? v },
  { key: 'legalPerson', label: L.legalPerson.label },
  { key: 'mobile', label: L.mobile.label },
  { key: 'address', label: L.address.label, span: 2, render: (_, r) => formatPlace(r) },
  { key: 'accountName', label: L.accountName.label },
  { key: 'bankName', label: L.bankName.label },
  { key: 'accountNo', label: L.accountNo.label },
  { key: 'submitTime', label: L.submitTime.label },
  { key: 'reviewerName', label: L.reviewerName.label, render: (v) => v || '-' },
  { key: 'reviewTime', label: L.reviewTime.label, render: (v) => v || '-' },
  { key: 'rejectDesc', label: L.rejectDesc.label, span: 2, render: (v) => v || '-' },
  { key: 'storeCode', label: L.storeCode.label },
];

/** What OCR read off a license photo against what the merchant declared. */
function LicenseCheck({ store }: { store: StoreDetail }) {
  const [read, setRead] = useState<LicenseInfo | null>(null);
  const codeMatches = read?.creditCode === store.creditCode;
  const nameMatches = read?.cmpyName ? store.storeName.includes(read.cmpyName) || read.cmpyName.includes(store.storeName) : null;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">上传商户提交的营业执照照片，识别其统一社会信用代码与名称，并与申请信息比对。</Typography.Text>
      <LicenseUploader onRecognised={setRead} />
      {read && (
        <Alert
          type={codeMatches ? 'success' : 'warning'}
          showIcon
          message={codeMatches ? '营业执照统一社会信用代码与申请一致' : `营业执照统一社会信用代码为 ${read.creditCode}，与申请（${store.creditCode}）不一致`}
          description={read.cmpyName ? `执照名称：${read.cmpyName}${nameMatches === false ? '（与商户名称不同，请核实）' : ''}；法定代表人：${read.legalPerson ?? '未识别'}` : undefined}
        />
      )}
    </Space>
  );
}

/** 商户详情: the application, license and photos, rating and balance, review history; 审核 while 认证中. */
export function StoreDrawer({ storeCode, onClose, onReview }: { storeCode: string | null; onClose: () => void; onReview?: (store: StoreRecord) => void }) {
  const detail = useApiQuery(storeInfoApi.queryStoreInfoPC, { query: { storeCode: storeCode ?? '' } }, { enabled: storeCode !== null });
  const s = detail.data?.storeCode === storeCode ? detail.data : undefined;
  return (
    <Drawer
      title="商户详情"
      open={storeCode !== null}
      onClose={onClose}
      width={900}
      destroyOnHidden
      extra={
        s &&
        onReview &&
        STORE_MACHINE.can('pass', s.approveType) && (
          <Button type="primary" onClick={() => onReview(s)}>
            审核
          </Button>
        )
      }
    >
      {detail.isError && <LoadError reason={detail.error.message} onRetry={() => void detail.refetch()} title="获取商户详情失败" />}
      {!s && !detail.isError && <Spin />}
      {s && (
        <Tabs
          items={[
            {
              key: 'info',
              label: '基本信息',
              children: (
                <Space orientation="vertical" size={16} style={{ width: '100%' }}>
                  <Row gutter={12}>
                    <Col span={6}>
                      <Card size="small">
                        <Statistic title={`评分（${s.rating.count} 条评价）`} value={s.rating.average} precision={1} suffix="/ 5" />
                        <Rate disabled allowHalf value={Math.round(s.rating.average * 2) / 2} style={{ fontSize: 14 }} />
                      </Card>
                    </Col>
                    <Col span={6}>
                      <Card size="small">
                        <Statistic title="累计交易（元）" value={formatYuan(s.balance.tradeAmount)} />
                      </Card>
                    </Col>
                    <Col span={6}>
                      <Card size="small">
                        <Statistic title="提现冻结 / 已打款（元）" value={`${formatYuan(s.balance.frozenAmount)} / ${formatYuan(s.balance.paidAmount)}`} />
                      </Card>
                    </Col>
                    <Col span={6}>
                      <Card size="small">
                        <Statistic title="可提现余额（元）" value={formatYuan(s.balance.available)} valueStyle={{ color: '#3f8600' }} />
                      </Card>
                    </Col>
                  </Row>
                  <DetailView fields={FIELDS} record={s} column={2} />
                </Space>
              ),
            },
            {
              key: 'license',
              label: '执照与门店照片',
              children: (
                <Space orientation="vertical" size={16} style={{ width: '100%' }}>
                  <Typography.Title level={5}>营业执照</Typography.Title>
                  {s.license ? <Image src={s.license.url} width={240} alt="营业执照" /> : <Typography.Text type="secondary">商户未上传营业执照照片</Typography.Text>}
                  <LicenseCheck store={s} />
                  <Typography.Title level={5}>门店照片</Typography.Title>
                  {s.photos.length > 0 ? (
                    <Image.PreviewGroup>
                      <Space wrap>
                        {s.photos.map((p) => (
                          <Image key={p.key} src={p.url} width={140} height={105} style={{ objectFit: 'cover' }} alt="门店照片" />
                        ))}
                      </Space>
                    </Image.PreviewGroup>
                  ) : (
                    <Typography.Text type="secondary">暂无门店照片</Typography.Text>
                  )}
                </Space>
              ),
            },
            { key: 'history', label: '审核记录', children: <StepTimeline steps={s.operations} stateLabel={(v) => STORE_MACHINE.label(v)} /> },
          ]}
        />
      )}
    </Drawer>
  );
}
