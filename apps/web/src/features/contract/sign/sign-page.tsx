import { CONTRACT_TYPE_LABELS, CONTRACT_TYPE_VALUES, SIGN_LABELS, SIGN_MACHINE, SIGN_TAB_ORDER, onlineSignApi, type SignRecord } from '@hrbd/contract';
import { useMemo, useState } from 'react';
import { labelOptions } from '../../../components/label-tag';
import { actionsColumn, countsFrom, labelColumns, ListPage, openingName, type FilterSpec, type ListColumn, type StatusTabs } from '../../../components/list-page';
import { ActionLink, RowActions } from '../../../components/row-actions';
import { SignStateTag } from '../shared/tags';
import { SignDrawer } from './sign-drawer';

const L = SIGN_LABELS;

/** 待签署 / 已签署 / 已拒签 / 已过期, counted by the page itself under the same filters. */
const TABS: StatusTabs = {
  field: 'signState',
  items: SIGN_TAB_ORDER.map((value) => ({ value, label: SIGN_MACHINE.label(value) })),
  counts: countsFrom(onlineSignApi.page, (data) => Object.fromEntries(data.counts.map((c) => [String(c.signState), c.count]))),
};
const EXTRA_FILTERS: readonly FilterSpec[] = [{ kind: 'dateRange', names: ['beginTime', 'endTime'], label: L.createTime.label }];

/** 在线签约: signings by state; 详情 shows the signed PDF and 校验s it. */
export default function SignPage() {
  const [viewing, setViewing] = useState<SignRecord | null>(null);
  const columns = useMemo<ListColumn<SignRecord>[]>(
    () => [
      ...labelColumns<SignRecord, typeof L>(L, {
        signCode: openingName(setViewing),
        signState: { render: (v: number) => <SignStateTag value={v} /> },
        partyA: { filter: { kind: 'text', name: 'partyA' } },
        partyB: { filter: { kind: 'text', name: 'partyB' } },
        modelName: { filter: { kind: 'text', name: 'modelName' } },
        modelType: {
          render: (v: number) => CONTRACT_TYPE_LABELS[v] ?? v,
          filter: { kind: 'select', name: 'modelType', options: labelOptions(CONTRACT_TYPE_LABELS, CONTRACT_TYPE_VALUES) },
        },
        contractPeriod: { dataIndex: 'startDate', render: (_: string, r) => `${r.startDate} 至 ${r.endDate}` },
        signTime: { render: (v: string) => v || '-' },
        refuseReason: { render: (v: string) => v || '-' },
        pdfSha256: { render: (v: string) => v || '-' },
      }),
      actionsColumn<SignRecord>(['详情'], (r) => (
        <RowActions>
          <ActionLink onClick={() => setViewing(r)}>{r.signState === 1 ? '详情/校验' : '详情'}</ActionLink>
        </RowActions>
      )),
    ],
    [],
  );
  return (
    <>
      <ListPage
        endpoint={onlineSignApi.page}
        exportEndpoint={onlineSignApi.export}
        stateKey="contract:sign"
        columns={columns}
        rowKey="signCode"
        tabs={TABS}
        extraFilters={EXTRA_FILTERS}
        loadFailure="获取在线签约失败"
      />
      <SignDrawer signing={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
