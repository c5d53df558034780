import { DICT_TYPES, POLICY_ITEM_LABELS, policyItemApi, type PolicyItemRecord } from '@hrbd/contract';
import { Descriptions, Drawer, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { actionsColumn, countsFrom, labelColumns, ListPage, LoadErrorBanner, type ListColumn, type StatusTabs } from '../../../components/list-page';
import { ActionLink, RowActions } from '../../../components/row-actions';
import { useApiQuery } from '../../../lib/query';
import { useKeyDict, useThemeTags } from '../shared/theme-tags';

const L = POLICY_ITEM_LABELS;
const windowOf = (r: Pick<PolicyItemRecord, 'applyStart' | 'applyEnd'>) => (r.applyStart && r.applyEnd ? `${r.applyStart} 至 ${r.applyEnd}` : '-');

/** 政策事项 with its source file and how many companies declared for it. */
function ItemDrawer({ itemCode, onClose }: { itemCode: string | null; onClose: () => void }) {
  const info = useApiQuery(policyItemApi.getItemInfo, { query: { itemCode: itemCode ?? '' } }, { enabled: itemCode !== null });
  const types = useKeyDict(DICT_TYPES.policyTypeGroup2);
  const subTypes = useKeyDict(DICT_TYPES.policyTypeGroup1);
  const themes = useThemeTags();
  const d = info.data;
  return (
    <Drawer title="政策事项详情" open={itemCode !== null} onClose={onClose} width={760} destroyOnHidden>
      {info.isLoading && <Spin />}
      {info.isError && <LoadErrorBanner reason={info.error.message} onRetry={() => void info.refetch()} />}
      {d && (
        <Descriptions column={2} size="small" bordered>
          <Descriptions.Item label={L.itemName.label} span={2}>{d.itemName}</Descriptions.Item>
          <Descriptions.Item label={L.itemType.label}>{types.label(d.itemType)}</Descriptions.Item>
          <Descriptions.Item label={L.subType.label}>{subTypes.label(d.subType)}</Descriptions.Item>
          <Descriptions.Item label={L.themeTags.label}>{themes.join(d.themeTags)}</Descriptions.Item>
          <Descriptions.Item label={L.department.label}>{d.department}</Descriptions.Item>
          <Descriptions.Item label={L.applyWindow.label}>{windowOf(d)}</Descriptions.Item>
          <Descriptions.Item label={L.declareCount.label}>{d.declareCount}</Descriptions.Item>
          <Descriptions.Item label={L.fileTitle.label} span={2}>{d.fileTitle}（{d.docNo}，{d.issuer}，{d.filePublishDate}）</Descriptions.Item>
          <Descriptions.Item label={L.supportContent.label} span={2}><div style={{ whiteSpace: 'pre-wrap' }}>{d.supportContent || '-'}</div></Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}

/**
 * 政策事项: the items 政策文件 define (written there by 设置事项), in tabs by
 * type (政策指引 / 资质荣誉) counted under the filters; 资质荣誉 items carry
 * a sub-type (研发平台, 企业资质 …). Read-only here.
 */
export default function ItemPage() {
  const types = useKeyDict(DICT_TYPES.policyTypeGroup2);
  const subTypes = useKeyDict(DICT_TYPES.policyTypeGroup1);
  const themes = useThemeTags();
  const [viewing, setViewing] = useState<string | null>(null);
  const tabs = useMemo<StatusTabs>(
    () => ({
      field: 'itemType',
      items: [{ value: undefined, label: '全部' }, ...types.options.map((o) => ({ value: Number(o.value), label: o.label }))],
      counts: countsFrom(policyItemApi.countByItemType, (rows) => ({
        ...Object.fromEntries(rows.map((r) => [r.itemType, r.count])),
        all: rows.reduce((sum, r) => sum + r.count, 0),
      })),
    }),
    [types],
  );
  const columns = useMemo<ListColumn<PolicyItemRecord>[]>(
    () => [
      ...labelColumns<PolicyItemRecord, typeof L>(L, {
        itemName: { fixed: 'left', filter: { kind: 'text', name: 'itemName', label: L.itemName.label } },
        itemType: { render: (t: string) => types.label(t) },
        subType: { filter: { kind: 'select', name: 'subType', label: L.subType.label, options: subTypes.options }, render: (t: string | null) => subTypes.label(t) },
        applyWindow: { render: (_: unknown, r) => windowOf(r) },
        themeTags: { filter: { kind: 'select', name: 'themeTag', label: L.themeTags.label, options: themes.options }, render: (tags: string[]) => themes.join(tags) },
        department: { filter: { kind: 'text', name: 'department', label: L.department.label } },
      }),
      actionsColumn<PolicyItemRecord>(['查看'], (r) => (
        <RowActions>
          <ActionLink onClick={() => setViewing(r.itemCode)}>查看</ActionLink>
        </RowActions>
      )),
    ],
    [types, subTypes, themes],
  );
  return (
    <>
      <ListPage endpoint={policyItemApi.queryPageItem} stateKey="policy:item" columns={columns} rowKey="itemCode" tabs={tabs} />
      <ItemDrawer itemCode={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
