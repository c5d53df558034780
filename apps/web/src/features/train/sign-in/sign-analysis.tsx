import { trainSignInApi, type SignAnalysis } from '@hrbd/contract';
import type { EChartsCoreOption } from 'echarts/core';
import { Alert, Card, Col, DatePicker, Empty, Row, Space } from 'antd';
import { useState } from 'react';
import { EChart } from '../../../components/echart';
import dayjs from '../../../lib/dayjs';
import { useApiQuery } from '../../../lib/query';

const AXIS_LABEL = { color: '#666' };

function dayOption(days: SignAnalysis['days']): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 48, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: days.map((d) => d.day.slice(5)), axisLabel: AXIS_LABEL },
    yAxis: [
      { type: 'value', minInterval: 1, axisLabel: AXIS_LABEL },
      { type: 'value', max: 100, axisLabel: { ...AXIS_LABEL, formatter: '{value}%' } },
    ],
    series: [
      { name: '实到', type: 'bar', stack: 'sign', data: days.map((d) => d.present - d.late - d.resign) },
      { name: '迟到', type: 'bar', stack: 'sign', data: days.map((d) => d.late) },
      { name: '补签', type: 'bar', stack: 'sign', data: days.map((d) => d.resign) },
      { name: '缺勤', type: 'bar', stack: 'sign', data: days.map((d) => d.absent) },
      { name: '出勤率', type: 'line', yAxisIndex: 1, smooth: 0.3, data: days.map((d) => d.rate) },
    ],
  };
}

const latenessOption = (lateness: SignAnalysis['lateness']): EChartsCoreOption => ({
  tooltip: { trigger: 'item' },
  legend: { bottom: 0 },
  series: [{ name: '迟到时长', type: 'pie', radius: ['40%', '65%'], data: lateness.filter((l) => l.count > 0).map((l) => ({ name: l.label, value: l.count })) }],
});

const rankingOption = (ranking: SignAnalysis['ranking']): EChartsCoreOption => {
  const rows = [...ranking].reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 200, right: 48, top: 16, bottom: 24 },
    xAxis: { type: 'value', max: 100, axisLabel: { ...AXIS_LABEL, formatter: '{value}%' } },
    yAxis: { type: 'category', data: rows.map((r) => r.className), axisLabel: { ...AXIS_LABEL, width: 180, overflow: 'truncate' } },
    series: [{ name: '出勤率', type: 'bar', data: rows.map((r) => r.rate), label: { show: true, position: 'right', formatter: '{c}%' } }],
  };
};

/** 签到分析: attendance by day, how late the 迟到 were, and the classes ranked by attendance (ECharts). */
export function SignAnalysisView() {
  const [range, setRange] = useState<[string, string]>([dayjs().subtract(29, 'day').format('YYYY-MM-DD'), dayjs().format('YYYY-MM-DD')]);
  const { data, error, isFetching } = useApiQuery(trainSignInApi.analysis, { query: { beginDate: range[0], endDate: range[1] } });
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Space>
          <span>统计时间</span>
          <DatePicker.RangePicker
            separator="至"
            allowClear={false}
            value={[dayjs(range[0]), dayjs(range[1])]}
            onChange={(d) => d?.[0] && d[1] && setRange([d[0].format('YYYY-MM-DD'), d[1].format('YYYY-MM-DD')])}
          />
        </Space>
      </Card>
      {error && <Alert type="error" showIcon message={`获取签到分析失败：${error.message}`} />}
      {data && data.days.length === 0 && <Empty description="该时间段内没有已结束的课次" />}
      {data && data.days.length > 0 && (
        <>
          <Card size="small" title="每日出勤">
            <EChart label="每日出勤图" option={dayOption(data.days)} loading={isFetching} />
          </Card>
          <Row gutter={16}>
            <Col span={10}>
              <Card size="small" title="迟到时长分布">
                <EChart label="迟到时长分布图" option={latenessOption(data.lateness)} loading={isFetching} />
              </Card>
            </Col>
            <Col span={14}>
              <Card size="small" title="班级出勤率排行（前10）">
                <EChart label="班级出勤率排行图" option={rankingOption(data.ranking)} loading={isFetching} />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </Space>
  );
}
