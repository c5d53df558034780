import { AuditOutlined, CheckCircleOutlined, CloseCircleOutlined, FileTextOutlined, FundOutlined, ReadOutlined } from '@ant-design/icons';
import { perm, POLICY_APPLY_STATE_LABELS, policyApplyApi, policyInfoApi, policyReportApi, PUBLICATION_APIS, regionApi, subsidyApi, type PublicationKind } from '@hrbd/contract';
import { useQueries } from '@tanstack/react-query';
import { Card, Col, List, Row, Statistic, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { EChart } from '../../../components/echart';
import { useCurrentUser } from '../../../lib/current-user';
import { callApi } from '../../../lib/api';
import { queryKeyOf, useApiQuery } from '../../../lib/query';
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

/** The newest published 政策信息 or 政策报告, each opening as a reader sees it (a view counted). */
function Latest({ kind, title, onOpen }: { kind: PublicationKind; title: string; onOpen: (code: string) => void }) {
  const page = useApiQuery(PUBLICATION_APIS[kind].pageOnHome, { body: { pageNum: 1, pageSize: 6 } });
  return (
    <Card size="small" title={title}>
      <List
        size="small"
        loading={page.isLoading}
        locale={{ emptyText: page.isError ? `获取${title}失败：${page.error.message}` : '暂无数据' }}
        dataSource={page.data?.records ?? []}
        renderItem={(r) => (
          <List.Item extra={<Typography.Text type="secondary">{r.publishTime?.slice(0, 10)}</Typography.Text>}>
            <Typography.Link ellipsis onClick={() => onOpen(r.code)} style={{ maxWidth: 420 }}>
              {r.title}
            </Typography.Link>
          </List.Item>
        )}
      />
    </Card>
  );
}

/** Applications per 郑州 county (getStateCount under each county), stacked by state. */
function CountyChart() {
  const counties = useApiQuery(regionApi.selectByCityCode, { query: { cityCode: ZHENGZHOU } });
  const list = counties.data ?? [];
  // One count per county: the endpoint and filter the review screen uses, so the figures agree (and the data scope applies).
  const perCounty = useQueries({
    queries: list.map((c) => {
      const input = { body: { district: c.countryCode } };
      return { queryKey: queryKeyOf(policyApplyApi.getStateCount, input), queryFn: () => callApi(policyApplyApi.getStateCount, input) };
    }),
  });
  const loaded = perCounty.every((q) => q.data);
  // By value, so the chart is redrawn when a count changes, not on every render.
  const countsKey = JSON.stringify(perCounty.map((q) => [1, 2, 3].map((state) => q.data?.find((s) => s.applyState === state)?.stateNumber ?? 0)));
  const option = useMemo(
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
  return <EChart option={option} height={340} label="各区县政策申请数" loading={counties.isLoading || !loaded} />;
}

/**
 * 政策管理首页: applications per state with the 已通过 amount, projects open
 * for applications, published 政策信息 and 政策报告, applications per 郑州
 * county, and the newest information and reports. Each figure shows only to
 * those who may open its screen; the server's data scope applies to them.
 */
export default function PolicyHomePage() {
  const { can } = useCurrentUser();
  const mayApply = can(perm.policy.apply.list);
  const states = useApiQuery(policyApplyApi.getStateCount, { body: {} }, { enabled: mayApply });
  const open = useApiQuery(subsidyApi.queryPageSubsidy, { body: { pageNum: 1, pageSize: 1, reportPhase: 2 } }, { enabled: can(perm.policy.subsidy.list) });
  const info = useApiQuery(policyInfoApi.countOnHome, {});
  const reports = useApiQuery(policyReportApi.countOnHome, {});
  const [reading, setReading] = useState<{ kind: PublicationKind; code: string } | null>(null);
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
          <CountyChart />
        </Card>
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}><Latest kind={1} title="最新政策信息" onOpen={(code) => setReading({ kind: 1, code })} /></Col>
        <Col xs={24} lg={12}><Latest kind={2} title="最新政策报告" onOpen={(code) => setReading({ kind: 2, code })} /></Col>
      </Row>
      <PublicationDrawer kind={reading?.kind ?? 1} code={reading?.code ?? null} onClose={() => setReading(null)} onHome />
    </div>
  );
}
