import { dashboardAnalysisApi, type CompanyDayRow, type JobDayRow, type SeekerDayRow, type SubsystemTotals } from '@hrbd/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Alert, Card, Col, Descriptions, Row, Segmented, Skeleton, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { EChart } from '../../../components/echart';
import { EmptyData } from '../../../components/empty-data';
import { useApiQuery } from '../../../lib/query';
import { categoryApplyOption, dayTrendOption } from './charts';
import { DASHBOARD_RANGES, recentDays, type DashboardDays } from './date-range';

const FAILED = '获取统计数据失败';
const format = (n: number) => n.toLocaleString('zh-CN');

const JOB_SERIES: ReadonlyArray<{ name: string; value: (r: JobDayRow) => number }> = [
  { name: '提交数', value: (r) => r.subCount },
  { name: '通过数', value: (r) => r.passCount },
  { name: '上线数', value: (r) => r.onlineCount },
  { name: '下线数', value: (r) => r.offlineCount },
];
const SEEKER_SERIES: ReadonlyArray<{ name: string; value: (r: SeekerDayRow) => number }> = [
  { name: '新增求职者', value: (r) => r.userCount },
  { name: '投递数', value: (r) => r.deliverCount },
  { name: '录用数', value: (r) => r.hireCount },
];
const COMPANY_SERIES: ReadonlyArray<{ name: string; value: (r: CompanyDayRow) => number }> = [
  { name: '提交数', value: (r) => r.subCount },
  { name: '通过数', value: (r) => r.passCount },
];

/** What each sub-system's card lists; a sub-system this installation lacks answers null and shows —. */
const SUBSYSTEMS: Array<{ key: keyof SubsystemTotals; title: string; figures: (t: SubsystemTotals | undefined) => Array<[string, number | undefined]> }> = [
  {
    key: 'recruit',
    title: '招聘系统',
    figures: (t) => [
      ['入驻企业', t?.recruit?.companyCount],
      ['在招岗位', t?.recruit?.onlineJobCount],
      ['投递总数', t?.recruit?.applyCount],
      ['已录用', t?.recruit?.hireCount],
    ],
  },
  {
    key: 'train',
    title: '培训系统',
    figures: (t) => [
      ['上线课程', t?.train?.onlineCourseCount],
      ['课程总数', t?.train?.courseCount],
      ['报名总数', t?.train?.applyCount],
    ],
  },
  {
    key: 'college',
    title: '高校及职业技能学校',
    figures: (t) => [
      ['入驻院校', t?.college?.collegeCount],
      ['在读学生', t?.college?.readingCount],
    ],
  },
  {
    key: 'station',
    title: '招聘驿站',
    figures: (t) => [
      ['运营中驿站', t?.station?.runningCount],
      ['驿站总数', t?.station?.stationCount],
      ['驿站活动', t?.station?.activityCount],
    ],
  },
];

/** A chart's card: the chart, 暂无数据 when nothing was counted, 获取统计数据失败 with the reason when the call failed. */
function ChartCard({ title, error, empty, extra, children }: { title: string; error: Error | null; empty: boolean; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card variant="borderless" title={title} extra={extra} style={{ height: '100%' }}>
      {error ? <EmptyData description={`${FAILED}：${error.message}`} /> : empty ? <EmptyData /> : children}
    </Card>
  );
}

const sumOf = <R,>(rows: readonly R[] | undefined, value: (r: R) => number) => rows?.reduce((s, r) => s + value(r), 0) ?? 0;

/**
 * 统计分析: every sub-system's totals and the jobs now (counted as they
 * stand), then over the chosen days the job review, job seekers and
 * companies per day, and the job categories by applications and hires.
 */
export function AnalysisTab() {
  const [days, setDays] = useState<DashboardDays>(30);
  const range = useMemo(() => recentDays(days), [days]);
  const keep = { placeholderData: keepPreviousData };

  const totals = useApiQuery(dashboardAnalysisApi.queryStatistics);
  const jobs = useApiQuery(dashboardAnalysisApi.index);
  const jobDays = useApiQuery(dashboardAnalysisApi.getByDate, { query: range }, keep);
  const categories = useApiQuery(dashboardAnalysisApi.jobApplyAnalysis, { query: range }, keep);
  const seekers = useApiQuery(dashboardAnalysisApi.queryDataTrend, { body: range }, keep);
  const companies = useApiQuery(dashboardAnalysisApi.queryCmpyDayStatistics, { body: range }, keep);

  const jobChart = useMemo(() => dayTrendOption(jobDays.data ?? [], JOB_SERIES), [jobDays.data]);
  const seekerChart = useMemo(() => dayTrendOption(seekers.data ?? [], SEEKER_SERIES), [seekers.data]);
  const companyChart = useMemo(() => dayTrendOption(companies.data ?? [], COMPANY_SERIES), [companies.data]);
  const categoryChart = useMemo(() => categoryApplyOption(categories.data ?? []), [categories.data]);
  const rangeLabel = DASHBOARD_RANGES.find((r) => r.days === days)?.label ?? '';
  const nothing = (rows: unknown[] | undefined, sum: number) => rows !== undefined && sum === 0;

  return (
    <>
      {totals.error && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={`${FAILED}：${totals.error.message}`} />}
      <Row gutter={[16, 16]}>
        {SUBSYSTEMS.map((sub) => (
          <Col key={sub.key} xs={24} md={12} xl={6}>
            <Card variant="borderless" title={sub.title} size="small" style={{ height: '100%' }} aria-label={sub.title}>
              {totals.isPending ? (
                <Skeleton active paragraph={{ rows: 2 }} title={false} />
              ) : (
                <Descriptions column={1} size="small" colon={false}>
                  {sub.figures(totals.data).map(([label, value]) => (
                    <Descriptions.Item key={label} label={label}>
                      <Typography.Text strong>{value === undefined ? '—' : format(value)}</Typography.Text>
                    </Descriptions.Item>
                  ))}
                </Descriptions>
              )}
            </Card>
          </Col>
        ))}
      </Row>

      <Card variant="borderless" size="small" style={{ marginTop: 16 }} title="岗位概况">
        {jobs.error ? (
          <EmptyData description={`${FAILED}：${jobs.error.message}`} />
        ) : (
          <Descriptions column={{ xs: 1, sm: 3 }} size="small">
            <Descriptions.Item label="待审核数量">{jobs.data ? format(jobs.data.checkCountNum) : '—'}</Descriptions.Item>
            <Descriptions.Item label="在线数量">{jobs.data ? format(jobs.data.onlineCountNum) : '—'}</Descriptions.Item>
            <Descriptions.Item label="历史累计数量">{jobs.data ? format(jobs.data.historyCountNum) : '—'}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>

      <div className="recruit-home__toolbar">
        <Typography.Text strong>统计区间</Typography.Text>
        <Segmented<DashboardDays> value={days} onChange={setDays} options={DASHBOARD_RANGES.map((r) => ({ value: r.days, label: r.label }))} />
        <Typography.Text type="secondary">
          {range.beginTime} 至 {range.endTime}
        </Typography.Text>
      </div>

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ChartCard
            title="岗位审核趋势"
            error={jobDays.error}
            empty={nothing(jobDays.data, sumOf(jobDays.data, (r) => r.subCount + r.passCount + r.onlineCount + r.offlineCount))}
            extra={jobDays.data && <Typography.Text type="secondary">{rangeLabel}提交 {format(sumOf(jobDays.data, (r) => r.subCount))}，通过 {format(sumOf(jobDays.data, (r) => r.passCount))}</Typography.Text>}
          >
            <EChart label="岗位审核趋势图" option={jobChart} loading={jobDays.isFetching} />
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard
            title="求职者趋势"
            error={seekers.error}
            empty={nothing(seekers.data, sumOf(seekers.data, (r) => r.userCount + r.deliverCount))}
            extra={seekers.data && <Typography.Text type="secondary">{rangeLabel}新增求职者 {format(sumOf(seekers.data, (r) => r.userCount))}</Typography.Text>}
          >
            <EChart label="求职者趋势图" option={seekerChart} loading={seekers.isFetching} />
          </ChartCard>
        </Col>
        <Col xs={24} xl={14}>
          <ChartCard
            title="岗位类别投递分析"
            error={categories.error}
            empty={categories.data !== undefined && categories.data.length === 0}
            extra={<Typography.Text type="secondary">按职业分类中类，投递前10名，录用率 = 录用数 ÷ 投递数</Typography.Text>}
          >
            <EChart label="岗位类别投递分析图" option={categoryChart} height={340} loading={categories.isFetching} />
          </ChartCard>
        </Col>
        <Col xs={24} xl={10}>
          <ChartCard
            title="企业入驻趋势"
            error={companies.error}
            empty={nothing(companies.data, sumOf(companies.data, (r) => r.subCount + r.passCount))}
            extra={companies.data && <Typography.Text type="secondary">{rangeLabel}提交 {format(sumOf(companies.data, (r) => r.subCount))}</Typography.Text>}
          >
            <EChart label="企业入驻趋势图" option={companyChart} height={340} loading={companies.isFetching} />
          </ChartCard>
        </Col>
      </Row>
    </>
  );
}
