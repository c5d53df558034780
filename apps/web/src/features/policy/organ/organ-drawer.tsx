import { ORGAN_DETAIL_LABELS, ORGAN_LABELS, ORGAN_TYPE_LABELS, SKILL_LEVEL_LABELS, skillOrganApi, type OrganRecord } from '@hrbd/contract';
import { Drawer, Spin } from 'antd';
import type { ReactNode } from 'react';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { LoadErrorBanner } from '../../../components/list-page';
import { useApiQuery } from '../../../lib/query';
import { AttachmentsField, SkillStateTag } from '../shared/skill-record';

const L = ORGAN_LABELS;
const D = ORGAN_DETAIL_LABELS;

export const occupationsText = (o: Pick<OrganRecord, 'occupations'>) =>
  o.occupations.map((x) => `${x.occupation}（${x.levels.map((l) => SKILL_LEVEL_LABELS[l]).join('、')}）`).join('；');

const FIELDS: ReadonlyArray<DetailField<OrganRecord>> = [
  { key: 'organName', label: L.organName.label },
  { key: 'state', label: L.state.label, render: (state) => <SkillStateTag value={state} /> },
  { key: 'creditCode', label: L.creditCode.label },
  { key: 'organType', label: L.organType.label, labels: ORGAN_TYPE_LABELS },
  { key: 'legalPerson', label: L.legalPerson.label },
  { key: 'contactPerson', label: L.contactPerson.label },
  { key: 'contactPhone', label: L.contactPhone.label },
  { key: 'filingNo', label: L.filingNo.label },
  { key: 'address', label: D.address.label, span: 2, render: (address, o) => `${o.provinceName}${o.cityName}${o.countyName} ${address}` },
  { key: 'occupations', label: L.occupations.label, span: 2, render: (_, o) => occupationsText(o) },
  { key: 'validStart', label: L.validPeriod.label, render: (start, o) => `${start} 至 ${o.validEnd}` },
  { key: 'submitTime', label: D.submitTime.label },
  { key: 'attachments', label: D.attachments.label, span: 2, render: (keys) => <AttachmentsField value={keys} disabled /> },
];

/** One organisation, every field labelled; `actions` are the row's own moves. */
export function OrganDrawer({ businessCode, onClose, actions }: { businessCode: string | null; onClose: () => void; actions?: (organ: OrganRecord) => ReactNode }) {
  const info = useApiQuery(skillOrganApi.getInfo, { params: { businessCode: businessCode ?? '' } }, { enabled: businessCode !== null });
  return (
    <Drawer title="技能机构详情" open={businessCode !== null} onClose={onClose} size={800} destroyOnHidden extra={info.data && actions?.(info.data)}>
      {info.isLoading && <Spin />}
      {info.isError && <LoadErrorBanner reason={info.error.message} onRetry={() => void info.refetch()} />}
      {info.data && <DetailView fields={FIELDS} record={info.data} />}
    </Drawer>
  );
}
