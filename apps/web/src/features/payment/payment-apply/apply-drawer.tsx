import { applyStatusLabel, PAYMENT_APPLY_DETAIL_LABELS, PAYMENT_APPLY_LABELS, paymentApplyApi, type PaymentApplyDetail, type PaymentView } from '@hrbd/contract';
import { Drawer, Empty, Space, Spin, Table, Timeline, Typography } from 'antd';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { LoadError } from '../../../components/list-page';
import { TransferInstructionLink } from '../../../components/transfer-instruction';
import { formatYuan } from '../../../lib/format';
import { useApiQuery } from '../../../lib/query';
import { ApplyStatusTag } from './tags';

const L = PAYMENT_APPLY_LABELS;
const D = PAYMENT_APPLY_DETAIL_LABELS;
const OUTCOMES: Record<string, string> = { sent: '已发起', paid: '支付成功', failed: '支付失败' };

function fields(view: PaymentView): DetailField<PaymentApplyDetail>[] {
  return [
    { key: 'purpose', label: L.purpose.label, span: 2 },
    { key: 'applyStatus', label: L.applyStatus.label, render: (v) => <ApplyStatusTag value={v} view={view} /> },
    { key: 'amount', label: L.amount.label, render: (v) => `¥${formatYuan(v)}` },
    { key: 'lineCount', label: L.lineCount.label },
    { key: 'sourceName', label: L.sourceName.label },
    { key: 'payeeName', label: L.payeeName.label },
    { key: 'payeeAccount', label: L.payeeAccount.label },
    { key: 'payeeBank', label: L.payeeBank.label },
    { key: 'applicantName', label: L.applicantName.label },
    { key: 'applyTime', label: L.applyTime.label },
    { key: 'approverName', label: L.approverName.label },
    { key: 'approveTime', label: L.approveTime.label },
    { key: 'opinion', label: L.opinion.label, span: 2 },
    { key: 'voucherNo', label: L.voucherNo.label },
    { key: 'payTime', label: L.payTime.label },
    { key: 'failReason', label: D.failReason.label, span: 2 },
    { key: 'applyCode', label: L.applyCode.label, span: 2 },
  ];
}

/** 支付申请详情: the application, its timeline (who, when, from → to, voucher) and each pay call (发起's with its 转账指令). */
export function ApplyDrawer({ applyCode, view, onClose }: { applyCode: string; view: PaymentView; onClose: () => void }) {
  const detail = useApiQuery(paymentApplyApi.info, { query: { applyCode } });
  const d = detail.data?.applyCode === applyCode ? detail.data : undefined;
  const label = (s: number) => applyStatusLabel(view, s) || applyStatusLabel('approval', s);
  return (
    <Drawer title="支付申请详情" open onClose={onClose} width={960} destroyOnHidden>
      {detail.isError && <LoadError reason={detail.error.message} onRetry={() => void detail.refetch()} title="获取支付申请详情失败" />}
      {!d && !detail.isError && <Spin />}
      {d && (
        <Space orientation="vertical" size={20} style={{ width: '100%' }}>
          <DetailView fields={fields(view)} record={d} column={2} />
          <Typography.Title level={5}>处理记录</Typography.Title>
          {d.operations.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无处理记录" />
          ) : (
            <Timeline
              items={d.operations.map((o, i) => ({
                key: `${o.createTime}-${i}`,
                children: (
                  <div>
                    {o.createTime} {o.operatorName} {o.actionName}
                    {o.fromStatus === null ? `（${label(o.toStatus)}）` : `：${label(o.fromStatus)} → ${label(o.toStatus)}`}
                    {o.voucherNo && `，凭证号 ${o.voucherNo}`}
                    {o.reason && <div><Typography.Text type="secondary">{o.reason}</Typography.Text></div>}
                  </div>
                ),
              }))}
            />
          )}
          <Typography.Title level={5}>支付记录</Typography.Title>
          <Table
            size="small"
            rowKey="requestNo"
            pagination={false}
            // Nine columns: rows stay one line and the table scrolls sideways when they do not fit.
            scroll={{ x: 'max-content' }}
            dataSource={d.payments}
            locale={{ emptyText: '暂无支付记录' }}
            columns={[
              { title: '时间', dataIndex: 'createTime', width: 170 },
              { title: '步骤', dataIndex: 'step', width: 90, render: (v: string) => (v === 'send' ? '发起支付' : '登记结果') },
              { title: '结果', dataIndex: 'outcome', width: 90, render: (v: string) => OUTCOMES[v] ?? v },
              { title: '金额', dataIndex: 'amount', width: 110, render: (v: number) => (v ? `¥${formatYuan(v)}` : '-') },
              { title: '凭证号', dataIndex: 'voucherNo', render: (v: string) => v || '-' },
              // Calls registered before times were kept have their date alone.
              { title: '支付时间', key: 'payTime', width: 170, render: (_: unknown, p: PaymentApplyDetail['payments'][number]) => p.payTime || p.payDate || '-' },
              { title: '原因', dataIndex: 'reason', render: (v: string) => v || '-' },
              { title: '操作人', dataIndex: 'operatorName', width: 100 },
              // 发起's 转账指令 as it was printed (none for 登记结果, nor for calls made before it was kept).
              {
                title: '转账指令',
                key: 'instruction',
                width: 90,
                render: (_: unknown, p: PaymentApplyDetail['payments'][number]) => (p.instructionUrl ? <TransferInstructionLink url={p.instructionUrl} code={d.applyCode}>下载</TransferInstructionLink> : '-'),
              },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
}
