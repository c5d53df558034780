import { applyNotifyApi, NOTIFY_DETAIL_LABELS, NOTIFY_LABELS, SUBSIDY_STATE_LABELS, type NotifyDetail } from '@hrbd/contract';
import { Drawer, Spin } from 'antd';
import type { ReactNode } from 'react';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { LoadErrorBanner } from '../../../components/list-page';
import { useApiQuery } from '../../../lib/query';
import { AttachmentsField, RichTextView, SkillStateTag } from '../shared/skill-record';

const L = NOTIFY_LABELS;
const D = NOTIFY_DETAIL_LABELS;

export const projectText = (n: Pick<NotifyDetail, 'projectName' | 'projectState'>) =>
  n.projectName ? `${n.projectName}（${SUBSIDY_STATE_LABELS[n.projectState as 0 | 1 | 2] ?? '-'}）` : '补贴项目已删除';

const FIELDS: ReadonlyArray<DetailField<NotifyDetail>> = [
  { key: 'title', label: L.title.label, span: 2 },
  { key: 'state', label: L.state.label, render: (state) => <SkillStateTag value={state} /> },
  { key: 'projectName', label: L.projectName.label, render: (_, n) => projectText(n) },
  { key: 'reportStart', label: L.reportTime.label, render: (start, n) => `${start} 至 ${n.reportEnd}` },
  { key: 'submitTime', label: L.submitTime.label },
  { key: 'target', label: L.target.label, span: 2 },
  { key: 'content', label: D.content.label, span: 2, render: (html) => <RichTextView html={html} /> },
  { key: 'attachments', label: D.attachments.label, span: 2, render: (keys) => <AttachmentsField value={keys} disabled /> },
];

export function useNotifyDetail(notifyCode: string | null) {
  return useApiQuery(applyNotifyApi.notifyInfo, { query: { idNo: notifyCode ?? '' } }, { enabled: notifyCode !== null });
}

/** A notice, every field labelled; `actions` are the row's own moves. */
export function NotifyDrawer({ notifyCode, onClose, actions }: { notifyCode: string | null; onClose: () => void; actions?: (n: NotifyDetail) => ReactNode }) {
  const info = useNotifyDetail(notifyCode);
  return (
    <Drawer title="申报通知详情" open={notifyCode !== null} onClose={onClose} size={860} destroyOnHidden extra={info.data && actions?.(info.data)}>
      {info.isLoading && <Spin />}
      {info.isError && <LoadErrorBanner reason={info.error.message} onRetry={() => void info.refetch()} />}
      {info.data && <DetailView fields={FIELDS} record={info.data} />}
    </Drawer>
  );
}
