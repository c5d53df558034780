import { PROMULGATION_DETAIL_LABELS, PROMULGATION_LABELS, promulgationApi, SKILL_RECORD_STATE_LABELS, type PromulgationDetail } from '@hrbd/contract';
import { Drawer, Spin } from 'antd';
import type { ReactNode } from 'react';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { LoadErrorBanner } from '../../../components/list-page';
import { useApiQuery } from '../../../lib/query';
import { AttachmentsField, RichTextView, SkillStateTag } from '../shared/skill-record';

const L = PROMULGATION_LABELS;
const D = PROMULGATION_DETAIL_LABELS;

const FIELDS: ReadonlyArray<DetailField<PromulgationDetail>> = [
  { key: 'title', label: L.title.label, span: 2 },
  { key: 'state', label: L.state.label, render: (state) => <SkillStateTag value={state} /> },
  { key: 'docNo', label: L.docNo.label },
  { key: 'unit', label: L.unit.label },
  { key: 'publishDate', label: L.publishDate.label },
  { key: 'submitTime', label: L.submitTime.label },
  { key: 'updateTime', label: L.updateTime.label },
  {
    key: 'organs',
    label: D.organs.label,
    span: 2,
    render: (organs) => organs.map((o) => `${o.organName}${o.state === 1 ? '' : `（${SKILL_RECORD_STATE_LABELS[o.state as 0 | 1 | 2]}）`}`).join('、'),
  },
  { key: 'content', label: D.content.label, span: 2, render: (html) => <RichTextView html={html} /> },
  { key: 'attachments', label: D.attachments.label, span: 2, render: (keys) => <AttachmentsField value={keys} disabled /> },
];

/** A document, every field labelled; `actions` are the row's own moves. */
export function PromulgationDrawer({ id, onClose, actions }: { id: number | null; onClose: () => void; actions?: (doc: PromulgationDetail) => ReactNode }) {
  const info = useApiQuery(promulgationApi.getPromulgationInfo, { params: { id: id ?? 0 } }, { enabled: id !== null });
  return (
    <Drawer title="政策发文详情" open={id !== null} onClose={onClose} size={860} destroyOnHidden extra={info.data && actions?.(info.data)}>
      {info.isLoading && <Spin />}
      {info.isError && <LoadErrorBanner reason={info.error.message} onRetry={() => void info.refetch()} />}
      {info.data && <DetailView fields={FIELDS} record={info.data} />}
    </Drawer>
  );
}

/** The edit form needs the body and organisations the list leaves out. */
export function usePromulgationDetail(id: number | null) {
  return useApiQuery(promulgationApi.getPromulgationInfo, { params: { id: id ?? 0 } }, { enabled: id !== null });
}
