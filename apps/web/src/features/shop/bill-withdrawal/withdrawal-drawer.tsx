import { WITHDRAWAL_LABELS, WITHDRAWAL_MACHINE, type WithdrawalRecord } from '@hrbd/contract';
import { Drawer, Space, Typography } from 'antd';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { formatYuan } from '../../../lib/format';
import { WithdrawalStatusTag } from '../shared/tags';
import { StepTimeline } from '../shared/timeline';

const L = WITHDRAWAL_LABELS;
const dash = (v: string) => v || '-';
const FIELDS: DetailField<WithdrawalRecord>[] = [
  { key: 'withdrawalCode', label: L.withdrawalCode.label },
  { key: 'status', label: L.status.label, render: (v) => <WithdrawalStatusTag value={v} /> },
  { key: 'storeName', label: L.storeName.label },
  { key: 'countyName', label: L.countyName.label },
  { key: 'amount', label: `${L.amount.label}（元）`, render: (v) => formatYuan(v) },
  { key: 'applyTime', label: L.applyTime.label },
  { key: 'accountName', label: L.accountName.label },
  { key: 'bankName', label: L.bankName.label },
  { key: 'accountNo', label: L.accountNo.label },
  { key: 'auditName', label: L.auditName.label, render: dash },
  { key: 'auditTime', label: L.auditTime.label, render: dash },
  { key: 'payTime', label: L.payTime.label, render: dash },
  { key: 'voucherNo', label: L.voucherNo.label, render: dash },
  { key: 'rejectDesc', label: L.rejectDesc.label, span: 2, render: dash },
  { key: 'failReason', label: L.failReason.label, span: 2, render: dash },
];

/** 提现详情: the application and its timeline (who moved it when, from → to, voucher). */
export function WithdrawalDrawer({ withdrawal, onClose }: { withdrawal: WithdrawalRecord | null; onClose: () => void }) {
  return (
    <Drawer title="提现详情" open={withdrawal !== null} onClose={onClose} width={760} destroyOnHidden>
      {withdrawal && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <DetailView fields={FIELDS} record={withdrawal} column={2} />
          <Typography.Title level={5}>处理时间线</Typography.Title>
          <StepTimeline steps={withdrawal.timeline} stateLabel={(v) => WITHDRAWAL_MACHINE.label(v)} />
        </Space>
      )}
    </Drawer>
  );
}
