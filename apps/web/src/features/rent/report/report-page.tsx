import { flatsReportApi, RENT_REPORT_DELETE_DAYS, RENT_REPORT_LABELS, RENT_REPORT_SOURCE_LABELS, RENT_REPORT_SOURCE_VALUES, type RentReportRecord } from '@hrbd/contract';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { LabelTag, labelOptions } from '../../../components/label-tag';
import { actionsColumn, labelColumns, ListPage, type FilterSpec, type ListColumn } from '../../../components/list-page';
import { MonthPicker } from '../../../components/month-picker';
import { RegionCascader } from '../../../components/region-cascader';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { lazyComponent } from '../../../lib/lazy-module';
import dayjs from '../../../lib/dayjs';
import { useApiMutation } from '../../../lib/query';
import { CommunitySelect } from '../community-select';

const L = RENT_REPORT_LABELS;
// Loaded when first opened: the uploader, month picker and detail view keep the list's first load light.
const ReportDialog = lazyComponent(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));
const ReportDrawer = lazyComponent(() => import('./report-drawer').then((m) => ({ default: m.ReportDrawer })));
const SOURCE_COLORS: Record<number, string> = { 1: 'processing', 2: 'default' };

const EXTRA_FILTERS: readonly FilterSpec[] = [
  { kind: 'custom', name: 'bizCode', label: '小区', render: () => <CommunitySelect /> },
  { kind: 'custom', name: 'monthFrom', label: '开始月份', render: () => <MonthPicker placeholder="开始月份" /> },
  { kind: 'custom', name: 'monthTo', label: '结束月份', render: () => <MonthPicker placeholder="结束月份" /> },
];

/** Within the days a report may still be deleted (the server also asks that it be the community's latest). */
const deletable = (r: RentReportRecord) => dayjs().diff(dayjs(r.reportTime), 'day', true) <= RENT_REPORT_DELETE_DAYS;

/**
 * 房源上报: each community's monthly reports, by community, region and month
 * range. 新增上报 files a month (the figures computed by the server), 详情
 * shows them with the room lines frozen at filing, 删除 (the latest, within
 * 30 days) asks first; 导出 writes the filtered list.
 */
export default function ReportPage() {
  const { can } = useCurrentUser();
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const remove = useApiMutation(flatsReportApi.del, { invalidates: [flatsReportApi.list, flatsReportApi.latestV2] });
  const may = { add: can(flatsReportApi.add), remove: can(flatsReportApi.del) };

  const columns = useMemo<ListColumn<RentReportRecord>[]>(
    () => [
      ...labelColumns<RentReportRecord, typeof L>(L, {
        villageName: { fixed: 'left' },
        source: {
          filter: { kind: 'select', name: 'source', label: L.source.label, options: labelOptions(RENT_REPORT_SOURCE_LABELS, RENT_REPORT_SOURCE_VALUES) },
          render: (s: number) => <LabelTag<number> value={s} labels={RENT_REPORT_SOURCE_LABELS} colors={SOURCE_COLORS} />,
        },
        districtName: { filter: { kind: 'custom', name: 'regionCode', label: '所在地区', render: () => <RegionCascader anyLevel placeholder="省/市/区县" /> } },
        occupancyRate: { render: (v: number) => v.toFixed(2) },
      }),
      actionsColumn<RentReportRecord>(['详情', '删除'], (r) => (
        <RowActions>
          <ActionLink onClick={() => setShown(r.reportCode)}>详情</ActionLink>
          {may.remove && deletable(r) && (
            <ConfirmAction danger title={`确定删除“${r.villageName}”${r.reportMonth}的房源上报吗？`} onConfirm={() => remove.mutateAsync({ query: { reportCode: r.reportCode } })}>
              删除
            </ConfirmAction>
          )}
        </RowActions>
      )),
    ],
    [may.remove, remove],
  );

  return (
    <>
      <ListPage
        endpoint={flatsReportApi.list}
        exportEndpoint={flatsReportApi.export}
        stateKey="rent:report"
        columns={columns}
        rowKey="reportCode"
        extraFilters={EXTRA_FILTERS}
        loadFailure="获取房源上报失败"
        toolbar={
          may.add && (
            <Button type="primary" onClick={() => setAdding(true)}>
              新增上报
            </Button>
          )
        }
      />
      {adding && <ReportDialog open onClose={() => setAdding(false)} />}
      {shown !== null && <ReportDrawer reportCode={shown} onClose={() => setShown(null)} />}
    </>
  );
}
