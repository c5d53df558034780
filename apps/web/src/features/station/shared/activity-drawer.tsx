import { ACTIVITY_DETAIL_LABELS, ACTIVITY_LABELS, ACTIVITY_MACHINE, ACTIVITY_TYPE_LABELS, SETTLE_AGREE_LABELS, activityApi, type ActivityBalance, type ActivityDetail } from '@hrbd/contract';
import { Alert, Descriptions, Drawer, Empty, Image, Space, Spin, Table, Tabs, Tag, Typography, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { ExportButton } from '../../../components/export-button';
import { LoadError } from '../../../components/list-page';
import { PlaceView } from '../../../components/map';
import { useCurrentUser } from '../../../lib/current-user';
import { formatYuan } from '../../../lib/format';
import { useApiQuery } from '../../../lib/query';
import { OperationTimeline } from './operations';
import { ActivityStatusTag } from './tags';

const L = ACTIVITY_LABELS;
const D = ACTIVITY_DETAIL_LABELS;
const FIELDS: DetailField<ActivityDetail>[] = [
  { key: 'activityName', label: L.activityName.label },
  { key: 'status', label: L.status.label, render: (v) => <ActivityStatusTag value={v} /> },
  { key: 'stationName', label: L.stationName.label },
  { key: 'activityType', label: L.activityType.label, render: (v) => ACTIVITY_TYPE_LABELS[v] ?? v },
  { key: 'beginTime', label: L.beginTime.label },
  { key: 'endTime', label: L.endTime.label },
  { key: 'planRecruit', label: L.planRecruit.label },
  { key: 'planTrain', label: L.planTrain.label },
  { key: 'budget', label: L.budget.label, render: (v) => formatYuan(v) },
  { key: 'hirePrice', label: L.hirePrice.label, render: (v) => formatYuan(v) },
  { key: 'trainPrice', label: L.trainPrice.label, render: (v) => formatYuan(v) },
  { key: 'contactPerson', label: L.contactPerson.label },
  { key: 'contactPhone', label: L.contactPhone.label },
  { key: 'creatorName', label: D.creatorName.label },
  { key: 'rejectDesc', label: D.rejectDesc.label, span: 2 },
  { key: 'stopReason', label: D.stopReason.label, span: 2 },
];

function DetailTab({ a }: { a: ActivityDetail }) {
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <DetailView fields={FIELDS} record={a} column={2} />
      <PlaceView place={a} />
      {a.posterUrl && <Image src={a.posterUrl} width={200} alt="活动海报" />}
      <Typography.Title level={5}>活动介绍</Typography.Title>
      {/* Stored only through the server's sanitizeRichText allow-list. */}
      <div className="rich-text-view" dangerouslySetInnerHTML={{ __html: a.description }} />
      <Typography.Title level={5}>参与企业</Typography.Title>
      {a.participants.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无参与企业" />
      ) : (
        <Table
          size="small"
          rowKey="cmpyCode"
          pagination={false}
          dataSource={a.participants}
          columns={[
            { title: '企业名称', dataIndex: 'cmpyName', key: 'cmpyName' },
            { title: '参与岗位', key: 'jobs', render: (_, p) => p.jobs.map((j) => <Tag key={j.jobCode}>{j.jobName}</Tag>) },
            { title: '培训课程', key: 'courses', render: (_, p) => (p.courses.length ? p.courses.map((c) => <Tag key={c.courseCode}>{c.courseName}</Tag>) : '-') },
          ]}
        />
      )}
      <Typography.Title level={5}>操作记录</Typography.Title>
      <OperationTimeline operations={a.operations} stateLabel={(v) => ACTIVITY_MACHINE.label(v)} />
    </Space>
  );
}

/** The 结算单's rows: what it holds so far (a decision, a payment only once made). */
function sheetItems(sheet: NonNullable<ActivityBalance['sheet']>): DescriptionsProps['items'] {
  const rows: Array<[string, ReactNode, number?]> = [
    ['结算单号', sheet.settleCode],
    ['结算单状态', SETTLE_AGREE_LABELS[sheet.agreeState]],
    ['提交人', sheet.submitterName],
    ['提交时间', sheet.submitTime],
    ['计入录用', `${sheet.hireCodes.length} 条`],
    ['计入培训', `${sheet.trainCodes.length} 条`],
  ];
  if (sheet.agreeName) rows.push(['审核人', sheet.agreeName], ['审核时间', sheet.agreeTime]);
  if (sheet.agreeReason) rows.push(['不同意原因', sheet.agreeReason, 2]);
  if (sheet.settleTime) rows.push(['付款金额', formatYuan(sheet.paidAmount)], ['结算时间', sheet.settleTime]);
  if (sheet.voucherNo) rows.push(['付款凭证号', sheet.voucherNo], ['付款日期', sheet.payDate], ['收款账号', sheet.payeeAccount, 2]);
  if (sheet.receiptUrl) rows.push(['付款回单', <Image src={sheet.receiptUrl} width={160} alt="付款回单" />, 2]);
  return rows.map(([label, children, span]) => ({ key: label, label, children, span }));
}

/** 结算: counted now (or as the 结算单 froze them), the 结算单 with its lines, and the two exports. */
export function SettleTab({ activityCode, b }: { activityCode: string; b: ActivityBalance }) {
  const { can } = useCurrentUser();
  const sheet = b.sheet;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {b.capped && <Alert type="warning" showIcon title="按人数计算的金额超过预算，结算金额以预算金额为限" />}
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item label="预算金额">{formatYuan(b.budget)}</Descriptions.Item>
        <Descriptions.Item label="结算余额">{formatYuan(b.balance)}</Descriptions.Item>
        <Descriptions.Item label="录用人数">{b.hires}</Descriptions.Item>
        <Descriptions.Item label="每录用一人补贴">{formatYuan(b.hirePrice)}</Descriptions.Item>
        <Descriptions.Item label="培训人数">{b.trainees}</Descriptions.Item>
        <Descriptions.Item label="每培训一人补贴">{formatYuan(b.trainPrice)}</Descriptions.Item>
        <Descriptions.Item label="录用补贴">{formatYuan(b.hireAmount)}</Descriptions.Item>
        <Descriptions.Item label="培训补贴">{formatYuan(b.trainAmount)}</Descriptions.Item>
        <Descriptions.Item label="应结算金额">
          <Typography.Text strong>{formatYuan(b.payable)}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="已结算金额">{formatYuan(b.settledAmount)}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>结算单</Typography.Title>
      {sheet ? (
        <Descriptions bordered size="small" column={2} items={sheetItems(sheet)} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未提交结算" />
      )}
      {can(activityApi.exportRecruitInfos) && (
        <Space>
          <ExportButton endpoint={activityApi.exportRecruitInfos} input={() => ({ query: { activityCode } })}>
            导出招聘明细
          </ExportButton>
          <ExportButton endpoint={activityApi.exportTrainInfos} input={() => ({ query: { activityCode } })}>
            导出培训明细
          </ExportButton>
        </Space>
      )}
    </Space>
  );
}

export interface ActivityDrawerProps {
  activityCode: string | null;
  /** The tab it opens on: 详情 (0) or 结算 (1). */
  tab?: 'detail' | 'settle';
  onClose: () => void;
}

/** 活动详情 with tabs 详情 and 结算 (queryActivityInfo type 0 and 1). */
export function ActivityDrawer({ activityCode, tab = 'detail', onClose }: ActivityDrawerProps) {
  const open = activityCode !== null;
  const detail = useApiQuery(activityApi.queryActivityInfo, { query: { activityCode: activityCode ?? '', type: 0 } }, { enabled: open });
  const balance = useApiQuery(activityApi.queryActivityInfo, { query: { activityCode: activityCode ?? '', type: 1 } }, { enabled: open });
  const a = detail.data && 'participants' in detail.data && detail.data.activityCode === activityCode ? detail.data : undefined;
  const b = balance.data && 'payable' in balance.data && balance.data.activityCode === activityCode ? balance.data : undefined;
  return (
    <Drawer title="活动详情" open={open} onClose={onClose} width={900} destroyOnHidden>
      {detail.isError && <LoadError reason={detail.error.message} onRetry={() => void detail.refetch()} title="获取活动详情失败" />}
      {!a && !detail.isError && <Spin />}
      {a && activityCode && (
        <Tabs
          defaultActiveKey={tab}
          items={[
            { key: 'detail', label: '详情', children: <DetailTab a={a} /> },
            { key: 'settle', label: '结算', children: b ? <SettleTab activityCode={activityCode} b={b} /> : <Spin /> },
          ]}
        />
      )}
    </Drawer>
  );
}
