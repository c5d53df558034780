import { rentHomeApi, VILLAGE_STATUS_LABELS, type DataOf } from '@hrbd/contract';
import { Card, Col, Row, Space, Statistic, Table, Typography, type TableColumnType } from 'antd';
import { useMemo, useState } from 'react';
import { EChart, tooltipText } from '../../../components/echart';
import { ChartCard } from '../../../components/chart-card';
import { LabelTag } from '../../../components/label-tag';
import { tableLoadState } from '../../../components/list-page';
import { RegionMap, type MapDot } from '../../../components/map';
import { RegionCascader } from '../../../components/region-cascader';
import { useApiQuery } from '../../../lib/query';

type CommunityRate = DataOf<typeof rentHomeApi.queryCommunityList>['records'][number];
type Summary = DataOf<typeof rentHomeApi.getCommunitySummary>;

/** 郑州's centre: the map opens on the city the platform serves when no community is shown. */
const ZHENGZHOU_CENTER: [number, number] = [113.62, 34.75];
/** Communities read at once for the map, the chart and the table: a region's whole stock. */
const ALL_COMMUNITIES = 2000;

const format = (n: number) => n.toLocaleString('zh-CN');
const percent = (rate: number) => `${rate.toFixed(2)}%`;

/** 入住率 bands, fullest first: the dot's colour and the legend. */
const RATE_BANDS = [
  { from: 90, color: '#cf1322', label: '≥ 90%' },
  { from: 60, color: '#fa8c16', label: '60% – 90%' },
  { from: 30, color: '#1677ff', label: '30% – 60%' },
  { from: 0, color: '#8c8c8c', label: '< 30%' },
] as const;
const rateColor = (rate: number) => (RATE_BANDS.find((b) => rate >= b.from) ?? RATE_BANDS[RATE_BANDS.length - 1]).color;

const FIGURES: ReadonlyArray<{ key: keyof Summary; title: string; suffix?: string; show?: (v: number) => string }> = [
  { key: 'communities', title: '小区数', suffix: '个' },
  { key: 'rooms', title: '房间数', suffix: '间' },
  { key: 'beds', title: '床位数', suffix: '个' },
  { key: 'occupied', title: '已入住床位', suffix: '个' },
  { key: 'free', title: '空闲床位', suffix: '个' },
  { key: 'rate', title: '入住率', show: percent },
  { key: 'tenants', title: '在住租户', suffix: '人' },
  { key: 'rentCompanies', title: '租赁企业', suffix: '家' },
  { key: 'openQuits', title: '待办退租', suffix: '件' },
  { key: 'leasesDue', title: '30天内到期租约', suffix: '份' },
  { key: 'idleHouses', title: '待出租闲置房屋', suffix: '套' },
];

const STATUS_COLORS: Record<number, string> = { 1: 'success', 2: 'warning', 3: 'default' };

const COLUMNS: TableColumnType<CommunityRate>[] = [
  { key: 'villageName', dataIndex: 'villageName', title: '小区名称', width: 200, ellipsis: true },
  { key: 'villageStatus', dataIndex: 'villageStatus', title: '小区状态', width: 96, render: (s: number) => <LabelTag<number> value={s} labels={VILLAGE_STATUS_LABELS} colors={STATUS_COLORS} /> },
  { key: 'districtName', dataIndex: 'districtName', title: '所在区县', width: 110 },
  { key: 'houseTotalNum', dataIndex: 'houseTotalNum', title: '房间数', width: 90, align: 'right', render: format },
  { key: 'bedTotal', dataIndex: 'bedTotal', title: '床位数', width: 90, align: 'right', render: format },
  { key: 'totalOccupancyNum', dataIndex: 'totalOccupancyNum', title: '入住人数', width: 90, align: 'right', render: format },
  {
    key: 'rate',
    dataIndex: 'rate',
    title: '入住率',
    width: 110,
    align: 'right',
    sorter: (a, b) => a.rate - b.rate,
    render: (rate: number) => <Typography.Text style={{ color: rateColor(rate) }}>{percent(rate)}</Typography.Text>,
  },
];

interface CountyRow {
  name: string;
  beds: number;
  occupied: number;
}

/** Beds and occupied beds per county, from the communities, the fullest stock first. */
function byCounty(rows: readonly CommunityRate[]): CountyRow[] {
  const counties = new Map<string, CountyRow>();
  for (const r of rows) {
    const name = r.districtName || '未知区县';
    const row = counties.get(name) ?? { name, beds: 0, occupied: 0 };
    row.beds += r.bedTotal;
    row.occupied += r.totalOccupancyNum;
    counties.set(name, row);
  }
  return [...counties.values()].sort((a, b) => b.beds - a.beds || a.name.localeCompare(b.name, 'zh-CN'));
}

function countyOption(rows: readonly CountyRow[]) {
  return {
    tooltip: {
      trigger: 'axis',
      formatter: (params: Array<{ dataIndex: number }>) => {
        const row = rows[params[0]?.dataIndex ?? 0];
        if (!row) return '';
        const rate = row.beds === 0 ? 0 : (row.occupied * 100) / row.beds;
        return `${tooltipText(row.name)}<br/>床位数：${format(row.beds)}<br/>已入住：${format(row.occupied)}<br/>入住率：${percent(rate)}`;
      },
    },
    legend: { data: ['床位数', '已入住'], top: 0 },
    grid: { left: 48, right: 16, top: 36, bottom: 32 },
    xAxis: { type: 'category', data: rows.map((r) => r.name), axisLabel: { interval: 0 } },
    yAxis: { type: 'value', name: '床位' },
    series: [
      { name: '床位数', type: 'bar', data: rows.map((r) => r.beds), itemStyle: { color: '#91caff' }, barMaxWidth: 28 },
      { name: '已入住', type: 'bar', data: rows.map((r) => r.occupied), itemStyle: { color: '#1677ff' }, barMaxWidth: 28 },
    ],
  };
}

/**
 * 租赁概览: the rental stock in the caller's scope (or one region of it) —
 * figure cards from the summary, the communities on the map coloured by
 * 入住率, beds and occupied beds by county, and the communities listed.
 */
export default function RentHomePage() {
  const [regionCode, setRegionCode] = useState<string | undefined>(undefined);
  const summary = useApiQuery(rentHomeApi.getCommunitySummary, { query: { regionCode } });
  const list = useApiQuery(rentHomeApi.queryCommunityList, { body: { pageNum: 1, pageSize: ALL_COMMUNITIES, regionCode } });
  const rows = useMemo(() => list.data?.records ?? [], [list.data]);
  const counties = useMemo(() => byCounty(rows), [rows]);
  const option = useMemo(() => countyOption(counties), [counties]);
  const dots = useMemo<MapDot[]>(
    () =>
      rows.map((r) => ({
        key: r.bizCode,
        at: [r.gcj02Lng, r.gcj02Lat],
        color: rateColor(r.rate),
        title: `${r.villageName}（${r.districtName}）入住率 ${percent(r.rate)}，床位 ${r.bedTotal}，入住 ${r.totalOccupancyNum}`,
      })),
    [rows],
  );
  // The map opens on the communities shown (郑州 when there are none).
  const center = useMemo<[number, number]>(() => {
    if (rows.length === 0) return ZHENGZHOU_CENTER;
    const lngs = rows.map((r) => r.gcj02Lng);
    const lats = rows.map((r) => r.gcj02Lat);
    return [(Math.min(...lngs) + Math.max(...lngs)) / 2, (Math.min(...lats) + Math.max(...lats)) / 2];
  }, [rows]);
  const s = summary.data;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card variant="borderless">
        <Space wrap>
          <Typography.Text>所在地区</Typography.Text>
          <RegionCascader anyLevel value={regionCode} onChange={setRegionCode} placeholder="全部地区" width={260} />
        </Space>
      </Card>
      <ChartCard title="租赁概况" query={summary} empty={false}>
        {s && (
          <Row gutter={[16, 16]}>
            {FIGURES.map((f) => (
              <Col key={f.key} xs={12} sm={8} md={6} xl={4}>
                <Card size="small" className="rent-home__figure">
                  <Statistic title={f.title} value={f.show ? f.show(s[f.key]) : format(s[f.key])} suffix={f.show ? undefined : f.suffix} />
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </ChartCard>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ChartCard title="小区分布（按入住率）" query={list} empty={rows.length === 0}>
            <RegionMap center={center} zoom={9} height={360} points={dots} label="小区分布地图" />
            <Space wrap size={16} style={{ marginTop: 8 }} aria-label="入住率图例">
              {RATE_BANDS.map((b) => (
                <Space key={b.label} size={4}>
                  <span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: b.color }} aria-hidden />
                  <Typography.Text type="secondary">{b.label}</Typography.Text>
                </Space>
              ))}
            </Space>
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title="各区县床位与入住" query={list} empty={counties.length === 0}>
            <EChart label="各区县床位与入住柱状图" option={option} height={392} loading={list.isFetching} />
          </ChartCard>
        </Col>
      </Row>
      <Card variant="borderless" title="小区入住情况">
        <Table<CommunityRate>
          rowKey="bizCode"
          size="middle"
          columns={COLUMNS}
          dataSource={rows}
          pagination={{ defaultPageSize: 10, showSizeChanger: true, showTotal: (total) => `共 ${total} 条` }}
          {...tableLoadState(list, rows.length > 0, () => void list.refetch(), '获取统计数据失败')}
        />
      </Card>
    </Space>
  );
}
