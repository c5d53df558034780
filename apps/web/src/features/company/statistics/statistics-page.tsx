import { COMPANY_REGISTER_LABELS, companyApi, companyStatisticsApi, TREND_UNIT_LABELS, TREND_UNITS, type TrendUnit } from '@hrbd/contract';
import { Card, Col, Row, Segmented, Statistic, Tabs } from 'antd';
import { EmptyData } from '../../../components/empty-data';
import { useMemo, useState } from 'react';
import { EChart } from '../../../components/echart';
import { labelColumns, ListPage, type ListColumn, type RowOf } from '../../../components/list-page';
import { orDash } from '../../../lib/format';
import { useApiQuery } from '../../../lib/query';
import { countyColumn, industryColumn, scaleColumn, sourceColumn } from '../shared/company-columns';
import { useIndustryOptions, type CodeOption } from '../../../lib/reference-data';
import { COMPANY_TREND_SERIES, trendOption } from '../../../components/echart';
import { industryOption } from './charts';
type RegisterRow = RowOf<typeof companyApi.yjList>;

const USER_TREND_SERIES = [
  { name: '新增用户数', value: (r: { newCount: number }) => r.newCount },
  { name: '用户总数', value: (r: { totalCount: number }) => r.totalCount },
];

/** 已入驻企业名录's table and filters, from the contract's labels (the filters and cells those of 企业审核). */
function registerColumns(industryOptions: CodeOption[]): ListColumn<RegisterRow>[] {
  const scale = scaleColumn<RegisterRow>(true);
  return labelColumns<RegisterRow, typeof COMPANY_REGISTER_LABELS>(COMPANY_REGISTER_LABELS, {
    cmpyName: { fixed: 'left', filter: { kind: 'text', name: 'cmpyName' } },
    approveTime: { render: (time: string | null) => orDash(time) },
    industryName: { filter: industryColumn<RegisterRow>(industryOptions).filter },
    cmpyScale: { filter: scale.filter, render: scale.render },
    countyName: { filter: countyColumn<RegisterRow>().filter },
    source: { render: sourceColumn<RegisterRow>(false).render },
  });
}

function Figure({ title, value, loading }: { title: string; value: number | undefined; loading: boolean }) {
  return (
    <Card variant="borderless">
      <Statistic title={title} value={value ?? '-'} loading={loading} />
    </Card>
  );
}

/**
 * 企业统计: figures, trends and the industry split counted by the server at
 * the time of the call, and the register of companies that passed review.
 */
export default function CompanyStatisticsPage() {
  const [unit, setUnit] = useState<TrendUnit>('day');
  const [trendTab, setTrendTab] = useState<'company' | 'user'>('company');
  const totals = useApiQuery(companyStatisticsApi.cmpyTotal);
  const users = useApiQuery(companyStatisticsApi.userTotal);
  const companyTrend = useApiQuery(companyStatisticsApi.cmpyTrend, { query: { unit } }, { enabled: trendTab === 'company' });
  const userTrendRows = useApiQuery(companyStatisticsApi.userTrend, { query: { unit } }, { enabled: trendTab === 'user' });
  const industries = useApiQuery(companyStatisticsApi.cmpyIndustry, { query: {} });
  const industryOptions = useIndustryOptions();
  const columns = useMemo(() => registerColumns(industryOptions), [industryOptions]);

  const trendChart = useMemo(
    () =>
      trendTab === 'company'
        ? trendOption(companyTrend.data ?? [], COMPANY_TREND_SERIES)
        : trendOption(userTrendRows.data ?? [], USER_TREND_SERIES),
    [trendTab, companyTrend.data, userTrendRows.data],
  );
  const industryChart = useMemo(() => industryOption(industries.data ?? []), [industries.data]);

  const figures = [
    { title: '企业总数', value: totals.data?.total },
    { title: '待审核', value: totals.data?.checkCount },
    { title: '已通过', value: totals.data?.passCount },
    { title: '已驳回', value: totals.data?.rejectCount },
    { title: '今日新增企业', value: totals.data?.todayCount },
    { title: '本月新增企业', value: totals.data?.monthCount },
    { title: '覆盖行业门类', value: totals.data?.industryCount },
    { title: '平台用户数', value: users.data?.total },
  ];

  return (
    <div className="company-statistics">
      <Row gutter={[16, 16]}>
        {figures.map((f) => (
          <Col key={f.title} xs={12} md={6} xl={3}>
            <Figure title={f.title} value={f.value} loading={f.title === '平台用户数' ? users.isPending : totals.isPending} />
          </Col>
        ))}
        <Col xs={24} xl={14}>
          <Card
            variant="borderless"
            style={{ height: '100%' }}
            title={
              <Tabs
                activeKey={trendTab}
                onChange={(key) => setTrendTab(key as 'company' | 'user')}
                items={[
                  { key: 'company', label: '企业入驻趋势' },
                  { key: 'user', label: '平台用户增长' },
                ]}
              />
            }
            extra={
              <Segmented<TrendUnit>
                value={unit}
                onChange={setUnit}
                options={TREND_UNITS.map((u) => ({ value: u, label: TREND_UNIT_LABELS[u] }))}
              />
            }
          >
            <EChart
              label={trendTab === 'company' ? '企业入驻趋势图' : '平台用户增长图'}
              option={trendChart}
              loading={trendTab === 'company' ? companyTrend.isFetching : userTrendRows.isFetching}
            />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card variant="borderless" title="行业分布（已通过企业）" style={{ height: '100%' }}>
            {industries.data && industries.data.length === 0 ? (
              <EmptyData />
            ) : (
              <EChart label="企业行业分布图" option={industryChart} loading={industries.isFetching} />
            )}
          </Card>
        </Col>
        <Col span={24}>
          <ListPage endpoint={companyApi.yjList} columns={columns} rowKey="cmpyCode" title="已入驻企业名录" />
        </Col>
      </Row>
    </div>
  );
}
