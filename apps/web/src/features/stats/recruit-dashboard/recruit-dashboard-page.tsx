import {
  BankOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  FileDoneOutlined,
  PlusCircleOutlined,
  SendOutlined,
  SolutionOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import {
  companyStatisticsApi,
  dashboardAnalysisApi,
  perm,
  RECRUIT_COUNT_BY,
  RECRUIT_COUNT_BY_LABELS,
  recruitDashboardApi,
  type RecruitCountBy,
  type CourseShares,
  type RecruitShares,
} from '@hrbd/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Card, Col, Row, Segmented, Tabs, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { useNavigation } from '../../../lib/navigation/use-navigation';
import { EChart } from '../../../components/echart';
import { EmptyData } from '../../../components/empty-data';
import { useApiQuery } from '../../../lib/query';
import { COMPANY_TREND_SERIES, trendOption } from '../../../components/echart';
import { AnalysisTab } from './analysis-tab';
import { applyTrendOption, courseApplyTrendOption, type ShareSlice } from './charts';
import { DASHBOARD_RANGES, recentDays, type DashboardDays } from './date-range';
import { FigureCard } from './figure-card';
import { SharePanel } from './share-panel';
import './home.css';
const COMPANY_STATISTICS_CODE = perm.recruit.company.statistics.list;

interface Figure {
  title: string;
  value: number | undefined;
  icon: ReactNode;
  color: string;
  note?: string;
  /** The screen the figure counts from. */
  screen: string;
}

const format = (n: number) => n.toLocaleString('zh-CN');

function categorySlices(shares: RecruitShares | undefined): ShareSlice[] | undefined {
  return shares?.categories.map((c) => ({ key: c.categorieCode, name: c.categorieName, count: c.count, rate: c.rate, other: c.categorieCode === '' }));
}

function courseSlices(shares: CourseShares | undefined): ShareSlice[] | undefined {
  return shares?.courses.map((c) => ({ key: c.courseCode, name: c.courseName, count: c.count, rate: c.rate, other: c.courseCode === '' }));
}

function labelSlices(shares: RecruitShares | undefined): ShareSlice[] | undefined {
  return shares?.labels.map((l) => ({ key: l.labelCode, name: l.labelName, count: l.count, rate: l.rate, other: l.labelCode === '' }));
}

/** The 数据看板's tabs, kept in the address (?tab=analysis) so a link or 刷新 opens the same one. */
const TABS = [
  { key: 'overview', label: '数据概览' },
  { key: 'analysis', label: '统计分析' },
] as const;

/**
 * 数据看板, the home of 人力资源大数据: 数据概览 (headline figures, trends and
 * the TOP3 shares) and 统计分析 (the job review, categories by applications,
 * job seekers, companies per day and every sub-system's totals), all as the
 * database stands at the time of the call.
 */
export default function RecruitHomePage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'analysis' ? 'analysis' : 'overview';
  return (
    <div className="recruit-home">
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'overview' ? {} : { tab: key })}
        items={TABS.map((t) => ({ key: t.key, label: t.label, children: t.key === 'overview' ? <Overview /> : <AnalysisTab /> }))}
      />
    </div>
  );
}

/**
 * 数据概览: headline figures of companies, jobs and applications, the daily
 * application trend, the company trend (for those who may see the company
 * statistics), 招聘TOP3占比, and the training side: 报名趋势 and 课程TOP3占比.
 */
function Overview() {
  const { can } = useCurrentUser();
  const navigation = useNavigation();
  const [days, setDays] = useState<DashboardDays>(30);
  const [countBy, setCountBy] = useState<RecruitCountBy>('job');
  const range = useMemo(() => recentDays(days), [days]);
  const canCompanyTrend = can(COMPANY_STATISTICS_CODE);

  const totals = useApiQuery(recruitDashboardApi.queryCmpyStatistics);
  // The last answer stays on screen, under the chart's loading mask, until the next range's arrives.
  const trend = useApiQuery(recruitDashboardApi.queryStatisticsJobApplyDay, { body: range }, { placeholderData: keepPreviousData });
  // Online jobs are counted as they are now, so only the application count follows the range.
  const shares = useApiQuery(
    recruitDashboardApi.queryStatisticsRecruit,
    { body: countBy === 'apply' ? { countBy, ...range } : { countBy } },
    { placeholderData: keepPreviousData },
  );
  const companyTrend = useApiQuery(companyStatisticsApi.cmpyTrend, { query: { unit: 'day', ...range } }, { enabled: canCompanyTrend });
  const courseTrend = useApiQuery(dashboardAnalysisApi.queryStatisticsApplyDay, { body: range }, { placeholderData: keepPreviousData });
  const courseShares = useApiQuery(dashboardAnalysisApi.queryStatisticsCourse, { body: range }, { placeholderData: keepPreviousData });

  /** A screen the card may open: one that exists and that this user holds. */
  const openable = (path: string) => {
    const place = navigation.locate(path);
    return place && navigation.canOpen(place.screen) ? path : undefined;
  };

  const company = totals.data?.company;
  const job = totals.data?.job;
  const apply = totals.data?.apply;
  const figures: Figure[] = [
    { title: '企业总数', value: company?.total, icon: <BankOutlined />, color: '#1677ff', screen: '/recruit/company/approval' },
    { title: '已通过', value: company?.passCount, icon: <CheckCircleOutlined />, color: '#52c41a', screen: '/recruit/company/approval' },
    {
      title: '待审核',
      value: company?.checkCount,
      icon: <ClockCircleOutlined />,
      color: '#faad14',
      note: company && `已驳回 ${format(company.rejectCount)}`,
      screen: '/recruit/company/approval',
    },
    { title: '今日新增企业', value: company?.todayCount, icon: <PlusCircleOutlined />, color: '#13c2c2', screen: '/recruit/company/approval' },
    {
      title: '在招岗位',
      value: job?.onlineCount,
      icon: <SolutionOutlined />,
      color: '#722ed1',
      note: job && `岗位总数 ${format(job.total)} · 审核中 ${format(job.checkCount)}`,
      screen: '/recruit/job/review',
    },
    { title: '投递总数', value: apply?.total, icon: <FileDoneOutlined />, color: '#2f54eb', screen: '/recruit/resume/list' },
    { title: '今日投递', value: apply?.todayCount, icon: <SendOutlined />, color: '#fa8c16', screen: '/recruit/resume/list' },
    { title: '已录用', value: apply?.hireCount, icon: <TrophyOutlined />, color: '#eb2f96', screen: '/recruit/resume/list' },
  ];

  const trendRows = trend.data;
  const delivered = trendRows?.reduce((sum, r) => sum + r.deliverCount, 0) ?? 0;
  const hired = trendRows?.reduce((sum, r) => sum + r.hireCount, 0) ?? 0;
  const trendChart = useMemo(() => applyTrendOption(trendRows ?? []), [trendRows]);
  const companyChart = useMemo(() => trendOption(companyTrend.data ?? [], COMPANY_TREND_SERIES), [companyTrend.data]);
  const rangeLabel = DASHBOARD_RANGES.find((r) => r.days === days)?.label ?? '';

  const courseRows = courseTrend.data;
  const courseApplied = courseRows?.reduce((sum, r) => sum + r.intentionCount + r.onlineCount, 0) ?? 0;
  const courseChart = useMemo(() => courseApplyTrendOption(courseRows ?? []), [courseRows]);

  const shareData = shares.data;
  // Units follow the answer on screen, which may still be the previous choice's while the next one loads.
  const countingApplications = (shareData?.countBy ?? countBy) === 'apply';
  const unit = countingApplications ? '次投递' : '个岗位';
  const sharesError = shares.error?.message;

  return (
    <>
      <Row gutter={[16, 16]}>
        {figures.map((f) => (
          <Col key={f.title} xs={24} sm={12} xl={6}>
            <FigureCard
              title={f.title}
              value={f.value}
              loading={totals.isPending}
              error={totals.error?.message}
              icon={f.icon}
              color={f.color}
              note={f.note}
              to={openable(f.screen)}
            />
          </Col>
        ))}
      </Row>

      <div className="recruit-home__toolbar">
        <Typography.Text strong>统计区间</Typography.Text>
        <Segmented<DashboardDays> value={days} onChange={setDays} options={DASHBOARD_RANGES.map((r) => ({ value: r.days, label: r.label }))} />
        <Typography.Text type="secondary">
          {range.beginTime} 至 {range.endTime}
        </Typography.Text>
      </div>

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={canCompanyTrend ? 15 : 24}>
          <Card
            variant="borderless"
            title="投递趋势"
            style={{ height: '100%' }}
            extra={
              trendRows && (
                <Typography.Text type="secondary">
                  {rangeLabel}投递数 {format(delivered)}，录用数 {format(hired)}
                </Typography.Text>
              )
            }
          >
            {trend.error ? (
              <EmptyData description={`获取统计数据失败：${trend.error.message}`} />
            ) : trendRows && delivered === 0 ? (
              <EmptyData />
            ) : (
              <EChart label="投递趋势图" option={trendChart} loading={trend.isFetching} />
            )}
          </Card>
        </Col>
        {canCompanyTrend && (
          <Col xs={24} xl={9}>
            <Card variant="borderless" title="企业入驻趋势" style={{ height: '100%' }}>
              {companyTrend.error ? (
                <EmptyData description={`获取统计数据失败：${companyTrend.error.message}`} />
              ) : (
                <EChart label="企业入驻趋势图" option={companyChart} loading={companyTrend.isFetching} />
              )}
            </Card>
          </Col>
        )}
        <Col span={24}>
          <Card
            variant="borderless"
            title={countBy === 'apply' ? `招聘TOP3占比（${rangeLabel}投递）` : '招聘TOP3占比（在招岗位）'}
            extra={
              <Segmented<RecruitCountBy>
                value={countBy}
                onChange={setCountBy}
                options={RECRUIT_COUNT_BY.map((c) => ({ value: c, label: RECRUIT_COUNT_BY_LABELS[c] }))}
              />
            }
          >
            <Row gutter={[32, 24]}>
              <Col xs={24} lg={12}>
                <SharePanel
                  title="岗位类别"
                  slices={categorySlices(shareData)}
                  unit={unit}
                  note={
                    shareData
                      ? `按职业分类中类统计，共 ${format(shareData.categoryTotal)} ${unit}`
                      : '按职业分类中类统计'
                  }
                  loading={shares.isFetching}
                  error={sharesError}
                />
              </Col>
              <Col xs={24} lg={12}>
                <SharePanel
                  title="岗位标签"
                  slices={labelSlices(shareData)}
                  unit={unit}
                  note={
                    countingApplications
                      ? '一次投递按所投岗位的每个标签各计一次'
                      : '一个岗位按其每个标签各计一次，未设标签的岗位不计'
                  }
                  loading={shares.isFetching}
                  error={sharesError}
                />
              </Col>
            </Row>
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <Card
            variant="borderless"
            title="报名趋势"
            style={{ height: '100%' }}
            extra={courseRows && <Typography.Text type="secondary">{rangeLabel}课程报名 {format(courseApplied)}</Typography.Text>}
          >
            {courseTrend.error ? (
              <EmptyData description={`获取统计数据失败：${courseTrend.error.message}`} />
            ) : courseRows && courseApplied === 0 ? (
              <EmptyData />
            ) : (
              <EChart label="报名趋势图" option={courseChart} loading={courseTrend.isFetching} />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card variant="borderless" title={`课程TOP3占比（${rangeLabel}报名）`} style={{ height: '100%' }}>
            <SharePanel
              title="课程"
              slices={courseSlices(courseShares.data)}
              unit="人次报名"
              note={courseShares.data ? `按课程统计报名，共 ${format(courseShares.data.total)} 人次` : '按课程统计报名'}
              loading={courseShares.isFetching}
              error={courseShares.error?.message}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
