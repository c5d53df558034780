import { RED_PKG_DETAIL_LABELS, RED_PKG_LABELS, type RedPkgUserRecord } from '@hrbd/contract';
import { Drawer } from 'antd';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { formatYuan } from '../../../lib/format';
import { CheckTypeTag, GrantStateTag } from './tags';

const L = RED_PKG_LABELS;
const D = RED_PKG_DETAIL_LABELS;
const FIELDS: DetailField<RedPkgUserRecord>[] = [
  { key: 'name', label: L.name.label },
  { key: 'idCard', label: L.idCard.label },
  { key: 'mobile', label: L.mobile.label },
  { key: 'countyName', label: L.countyName.label },
  { key: 'categoryName', label: L.categoryName.label },
  { key: 'amount', label: L.amount.label, render: (v) => `¥${formatYuan(v)}` },
  { key: 'checkType', label: L.checkType.label, render: (v) => <CheckTypeTag value={v} /> },
  { key: 'grantState', label: L.grantState.label, render: (v) => <GrantStateTag value={v} /> },
  { key: 'subsidyYear', label: '补贴年度' },
  { key: 'batchCode', label: L.batchCode.label, render: (v) => v || '手工录入' },
  { key: 'createTime', label: L.createTime.label },
  { key: 'submitTime', label: D.submitTime.label },
  { key: 'checkerName', label: L.checkerName.label },
  { key: 'checkTime', label: L.checkTime.label },
  { key: 'reason', label: L.reason.label, span: 2 },
  { key: 'payApplyCode', label: L.payApplyCode.label, span: 2 },
  { key: 'grantTime', label: L.grantTime.label },
  { key: 'userCode', label: L.userCode.label },
];

/** 补贴用户详情: the person, the check and, once passed, the 支付申请 that pays them. */
export function RedPkgUserDrawer({ user, onClose }: { user: RedPkgUserRecord; onClose: () => void }) {
  return (
    <Drawer title="补贴用户详情" open onClose={onClose} width={720} destroyOnHidden>
      <DetailView fields={FIELDS} record={user} column={2} />
    </Drawer>
  );
}
