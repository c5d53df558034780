import { AuditOutlined, CheckCircleOutlined, CloseCircleOutlined, FileTextOutlined, FundOutlined, ReadOutlined } from '@ant-design/icons';
import { applyNotifyApi, perm, POLICY_APPLY_STATE_LABELS, policyApplyApi, policyInfoApi, policyNewsApi, policyReportApi, PUBLICATION_APIS, regionApi, subsidyApi, type PublicationKind } from '@hrbd/contract';
import { useQueries } from '@tanstack/react-query';
import { Alert, Card, Col, List, Row, Statistic, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { choroplethOption, EChart, useRegionMap } from '../../../components/echart';
import { useCurrentUser } from '../../../lib/current-user';
import { callApi } from '../../../lib/api';
import { queryKeyOf, useApiQuery } from '../../../lib/query';
import { NewsDrawer } from '../news/news-drawer';
import { NotifyDrawer } from '../notify/notify-drawer';
import { PublicationDrawer } from '../publication/publication-drawer';

const ZHENGZHOU = '410100';
const yuan = (cents: number) => (cents / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function Figure({ title, value, suffix, icon, color, extra }: { title: string; value: ReactNode; suffix?: string; icon: ReactNode; color: string; extra?: ReactNode }) {
  return (
    <Card size="small">
      <Statistic title={<span><span style={{ color }}>{icon}</span> {title}</span>} value={value as number} suffix={suffix} />
      {extra && <Typography.Text type="secondary">{extra}</Typography.Text>}
    </Card>
  );
}

interface LatestItem {
  key: string;
  title: string;
  time: string | null;
  open: () => void;
}

/** The newest few of one kind of record, each opening in its drawer; 获取…失败 with the reason when the list did not come. */
function Latest<T>({ title, query, item }: { title: string; query: { data?: { records: T[] }; isLoading: boolean; error: Error | null }; item: (record: T) => LatestItem }) {
  return (
    <Card size="small" title={title}>
      <List
        size="small"
        loading={query.isLoading}
        locale={{ emptyText: query.error ? `获取${title}失败：${query.error.message}` : '暂无数据' }}
        dataSource={(query.data?.records ?? []).map(item)}
        rowKey="key"
        renderItem={(r) => (
          <List.Item extra={<Typography.Text type="secondary">{r.time?.slice(0, 10)}</Typography.Text>}>
            <Typography.Link ellipsis onClick={r.open} style={{ maxWidth: 420 }}>
              {r.title}
            </Typography.Link>
          </List.Item>
        )}
      />
    </Card>
  );
}

const LATEST = { pageNum: 1, pageSize: 6 } as const;

/** Applications per 郑州 county (getStateCount under each county): shaded on the county map, stacked by state beside it. */
function CountyFigures() {
  const counties = useApiQuery(regionApi.selectByCityCode, { query: { cityCode: ZHENGZHOU } });
  const zhengzhou = useRegionMap(ZHENGZHOU);
  const list = counties.data ?? [];
  // One count per county: the endpoint and filter the review screen uses, so the figures agree (and the data scope applies).
  const perCounty = useQueries({
    queries: list.map((c) => {
      const input = { body: { district: c.countryCode } };
      return { queryKey: queryKeyOf(policyApplyApi.getStateCount, input), queryFn: () => callApi(policyApplyApi.getStateCount, input) };
    }),
  });
  const loaded = perCounty.every((q) => q.data);
  const failed = perCounty.find((q) => q.error)?.error ?? counties.error;
  // By value, so the charts are redrawn when a count changes, not on every render.
  const countsKey = JSON.stringify(perCounty.map((q) => [1, 2, 3].map((state) => q.data?.find((s) => s.applyState === state)?.stateNumber ?? 0)));
  const bar = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 16, top: 36, bottom: 48 },
      xAxis: { type: 'category', data: list.map((c) => c.countryName), axisLabel: { interval: 0, rotate: 30 } },
      yAxis: { type: 'value', name: '申请数' },
      series: [1, 2, 3].map((state) => ({
        name: POLICY_APPLY_STATE_LABELS[state as 1 | 2 | 3],
        type: 'bar',
        stack: 'state',
        data: (JSON.parse(countsKey) as number[][]).map((c) => c[state - 1]),
      })),
    }),
    [countsKey, list],
  );
  const map = useMemo(() => {
    if (!zhengzhou.map) return null;
    const totals = JSON.parse(countsKey) as number[][];
    const totalOf = (code: string) => {
      const index = list.findIndex((c) => c.countryCode === code);
      return index < 0 ? 0 : totals[index].reduce((a, b) => a + b, 0);
    };
    return choroplethOption(zhengzhou.map.name, zhengzhou.map.regions.map((r) => ({ name: r.name, value: totalOf(r.code) })), { seriesName: '政策申请', unit: '件' });
  }, [zhengzhou.map, countsKey, list]);
  if (failed) return <Alert type="error" showIcon title={`获取统计数据失败：${failed.message}`} />;
  return (
    <Row gutter={16}>
      <Col xs={24} lg={10}>
        {zhengzhou.error ? (
          <Alert type="warning" showIcon title={zhengzhou.error.message} />
        ) : (
          <EChart option={map ?? {}} height={340} label="各区县政策申请地图" loading={!map || !loaded} />
        )}
      </Col>
      <Col xs={24} lg={14}>
        <EChart option={bar} height={340} label="各区县政策申请数" loading={counties.isLoading || !loaded} />
      </Col>
    </Row>
  );
}

/**
 * 政策管理首页: applications per state with the 已通过 amount, projects open
 * for applications, published 政策信息 and 政策报告, applications per 郑州
 * county on its map and by state, and the newest 政策资讯, 申报通知, 政策信息
 * and 政策报告, each opening in its drawer. Each figure shows only to
 * those who may open its screen; the server's data scope applies to them.
 */
export default function PolicyHomePage() {
  const { can } = useCurrentUser();
  const mayApply = can(perm.policy.apply.list);
  const states = useApiQuery(policyApplyApi.getStateCount, { body: {} }, { enabled: mayApply });
  const open = useApiQuery(subsidyApi.queryPageSubsidy, { body: { pageNum: 1, pageSize: 1, reportPhase: 2 } }, { enabled: can(perm.policy.subsidy.list) });
  const info = useApiQuery(policyInfoApi.countOnHome, {});
  const reports = useApiQuery(policyReportApi.countOnHome, {});
  const news = useApiQuery(policyNewsApi.getNewsList, { query: LATEST }, { enabled: can(perm.policy.news.list) });
  const notices = useApiQuery(applyNotifyApi.getNotifyList, { body: { ...LATEST, state: 1 } }, { enabled: can(perm.policy.notify.list) });
  const latestInfo = useApiQuery(PUBLICATION_APIS[1].pageOnHome, { body: LATEST });
  const latestReports = useApiQuery(PUBLICATION_APIS[2].pageOnHome, { body: LATEST });
  const [reading, setReading] = useState<{ kind: PublicationKind; code: string } | null>(null);
  const [readingNews, setReadingNews] = useState<string | null>(null);
  const [readingNotice, setReadingNotice] = useState<string | null>(null);
  const state = (s: number) => states.data?.find((r) => r.applyState === s);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Row gutter={[16, 16]}>
        {mayApply && (
          <>
            <Col xs={12} lg={4}><Figure title="审核中申请" value={state(1)?.stateNumber ?? '-'} icon={<AuditOutlined />} color="#1677ff" /></Col>
            <Col xs={12} lg={4}>
              <Figure title="已通过申请" value={state(2)?.stateNumber ?? '-'} icon={<CheckCircleOutlined />} color="#52c41a" extra={state(2) ? `补贴金额 ${yuan(state(2)?.totalSubsidyFee ?? 0)} 元` : undefined} />
            </Col>
            <Col xs={12} lg={4}><Figure title="已驳回申请" value={state(3)?.stateNumber ?? '-'} icon={<CloseCircleOutlined />} color="#ff4d4f" /></Col>
          </>
        )}
        {can(perm.policy.subsidy.list) && <Col xs={12} lg={4}><Figure title="申报中补贴项目" value={open.data?.total ?? '-'} icon={<FundOutlined />} color="#fa8c16" /></Col>}
        <Col xs={12} lg={4}>
          <Figure title="已发布政策信息" value={info.data?.published ?? '-'} icon={<ReadOutlined />} color="#722ed1" extra={info.data ? `本月 ${info.data.publishedThisMonth} 条，浏览 ${info.data.viewCount} 次` : undefined} />
        </Col>
        <Col xs={12} lg={4}>
          <Figure title="已发布政策报告" value={reports.data?.published ?? '-'} icon={<FileTextOutlined />} color="#13c2c2" extra={reports.data ? `待发布 ${reports.data.scheduled} 篇` : undefined} />
        </Col>
      </Row>
      {mayApply && (
        <Card size="small" title="各区县政策申请">
          <CountyFigures />
        </Card>
      )}
      <Row gutter={[16, 16]}>
        {can(perm.policy.news.list) && (
          <Col xs={24} lg={12}>
            <Latest title="最新政策资讯" query={news} item={(n) => ({ key: n.newsId, title: n.title, time: n.publishTime, open: () => setReadingNews(n.newsId) })} />
          </Col>
        )}
        {can(perm.policy.notify.list) && (
          <Col xs={24} lg={12}>
            <Latest title="最新申报通知" query={notices} item={(n) => ({ key: n.notifyCode, title: n.title, time: n.submitTime, open: () => setReadingNotice(n.notifyCode) })} />
          </Col>
        )}
        <Col xs={24} lg={12}>
          <Latest title="最新政策信息" query={latestInfo} item={(r) => ({ key: r.code, title: r.title, time: r.publishTime, open: () => setReading({ kind: 1, code: r.code }) })} />
        </Col>
        <Col xs={24} lg={12}>
          <Latest title="最新政策报告" query={latestReports} item={(r) => ({ key: r.code, title: r.title, time: r.publishTime, open: () => setReading({ kind: 2, code: r.code }) })} />
        </Col>
      </Row>
      <PublicationDrawer kind={reading?.kind ?? 1} code={reading?.code ?? null} onClose={() => setReading(null)} onHome />
      <NewsDrawer newsId={readingNews} onClose={() => setReadingNews(null)} />
      <NotifyDrawer notifyCode={readingNotice} onClose={() => setReadingNotice(null)} />
    </div>
  );
}
