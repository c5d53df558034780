// Icons the sidebar does not draw: one it shares would be split from the shell into a chunk of its own.
import { CheckCircleOutlined, IdcardOutlined, RiseOutlined, TrophyOutlined } from '@ant-design/icons';
import { COLLEGE_STATS_DEFAULT_YEARS, COLLEGE_TYPE_LABELS, COLLEGE_TYPE_VALUES, collegeStatisApi, HENAN_CODE } from '@hrbd/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { DownOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Dropdown, Popover, Row, Select, Space, Statistic, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { choroplethOption, EChart, useRegionMap } from '../../../components/echart';
import { EmptyData } from '../../../components/empty-data';
import { labelOptions } from '../../../components/label-tag';
import { useApiQuery } from '../../../lib/query';
import { CollegeSelect } from '../shared/college-select';
import { areaRankOption, areaValues, enrolOption, graduatesOption, ringOption } from './charts';

const FAILED = '获取统计数据失败';

/** How each figure is counted, for the 统计口径 note. */
const DEFINITIONS = [
  '统计范围：已通过审核的院校（可选择一所院校或院校类型）',
  '在读学生：统计年份内入学、学籍状态为在读的学生',
  '毕业生、已就业、就业率：结束年份当年毕业的学生；就业率 = 已就业 ÷ 毕业生',
  '招生人数、专业分布、生源地：按入学年份统计',
  '行业分布：统计年份内毕业且已就业的学生，按就业单位所属行业门类',
];

/** Where students come from, at three levels: the country's provinces, 河南's cities (the default), 郑州's counties. */
const AREA_VIEWS = [
  { key: 'country', label: '全国各省', level: 1, code: null, title: '全国' },
  { key: 'henan', label: '河南省各市', level: 2, code: HENAN_CODE, title: '河南省' },
  { key: 'zhengzhou', label: '郑州市各区县', level: 3, code: '410100', title: '郑州市' },
] as const;
const format = (n: number) => n.toLocaleString('zh-CN');

/** A chart's card: its chart, 暂无数据 when nothing was counted, 获取统计数据失败 when the figures did not come. */
function ChartCard({ title, error, empty, loading, children, extra }: { title: string; error: Error | null; empty: boolean; loading: boolean; children: ReactNode; extra?: ReactNode }) {
  return (
    <Card title={title} variant="borderless" extra={extra} style={{ height: '100%' }}>
      {error ? <Alert type="error" showIcon title={`${FAILED}：${error.message}`} /> : empty && !loading ? <EmptyData /> : children}
    </Card>
  );
}

/**
 * 院校统计, the home of 高校及职业技能学校: one passed college or all of them,
 * a college type and a range of years (the last five by default, at most ten)
 * on top; figure cards, then enrolment, graduates and employment, the
 * industries graduates work in, the students' specialties, and where they come
 * from on the map of 河南 beside a ranked bar.
 */
export default function CollegeStatisticsPage() {
  const thisYear = new Date().getFullYear();
  // Years offered: the ten before this one, this one, and the next four (classes graduating later).
  const yearChoices = useMemo(() => Array.from({ length: 15 }, (_, i) => thisYear + 4 - i).map((value) => ({ value, label: `${value}年` })), [thisYear]);
  const [collegeCode, setCollegeCode] = useState<string | undefined>(undefined);
  const [collegeType, setCollegeType] = useState<number | undefined>(undefined);
  const [years, setYears] = useState<[number, number]>([thisYear - COLLEGE_STATS_DEFAULT_YEARS + 1, thisYear]);
  const body = useMemo(() => ({ collegeCode, collegeType, beginYear: years[0], endYear: years[1] }), [collegeCode, collegeType, years]);
  const keep = { placeholderData: keepPreviousData };

  const figures = useApiQuery(collegeStatisApi.queryStudent, { body }, keep);
  const enrol = useApiQuery(collegeStatisApi.queryEnrollStudentYear, { body }, keep);
  const graduates = useApiQuery(collegeStatisApi.queryStudentYear, { body }, keep);
  const industries = useApiQuery(collegeStatisApi.queryGraduateIndestry, { body }, keep);
  const specialties = useApiQuery(collegeStatisApi.queryStudentSpecialty, { body }, keep);
  const [areaView, setAreaView] = useState<(typeof AREA_VIEWS)[number]>(AREA_VIEWS[1]);
  const area = useApiQuery(collegeStatisApi.queryStudentArea, { body: { ...body, areaLevel: areaView.level, areaCode: areaView.code ?? undefined } }, keep);
  const henan = useRegionMap(areaView.code);

  const enrolChart = useMemo(() => enrolOption(enrol.data ?? []), [enrol.data]);
  const graduatesChart = useMemo(() => graduatesOption(graduates.data ?? []), [graduates.data]);
  const industryChart = useMemo(() => ringOption('行业分布', industries.data ?? { total: 0, items: [] }), [industries.data]);
  const specialtyChart = useMemo(() => ringOption('专业分布', specialties.data ?? { total: 0, items: [] }), [specialties.data]);
  const mapChart = useMemo(() => (henan.map && area.data ? choroplethOption(henan.map.name, areaValues(area.data, henan.map.regions), { seriesName: '生源地', unit: '人' }) : null), [henan.map, area.data]);
  const rankChart = useMemo(() => (area.data ? areaRankOption(area.data) : null), [area.data]);

  const f = figures.data;
  const cards: Array<{ title: string; value: string | undefined; icon: ReactNode; color: string }> = [
    { title: '在读学生', value: f && format(f.reading), icon: <IdcardOutlined />, color: '#1677ff' },
    { title: `${years[1]}届毕业生`, value: f && format(f.graduates), icon: <TrophyOutlined />, color: '#13c2c2' },
    { title: '已就业', value: f && format(f.employed), icon: <CheckCircleOutlined />, color: '#52c41a' },
    { title: '就业率', value: f && `${f.employRate.toFixed(2)}%`, icon: <RiseOutlined />, color: '#fa8c16' },
  ];

  return (
    <div style={{ padding: 16 }}>
      <Card variant="borderless" style={{ marginBottom: 16 }}>
        <Space wrap size={16}>
          <Space>
            <Typography.Text>院校</Typography.Text>
            <CollegeSelect value={collegeCode} onChange={setCollegeCode} placeholder="全部已通过院校" style={{ width: 260 }} />
          </Space>
          <Space>
            <Typography.Text>院校类型</Typography.Text>
            <Select aria-label="院校类型" allowClear placeholder="全部类型" value={collegeType} onChange={setCollegeType} options={labelOptions(COLLEGE_TYPE_LABELS, COLLEGE_TYPE_VALUES)} style={{ width: 180 }} />
          </Space>
          <Space>
            <Typography.Text>统计年份</Typography.Text>
            {/* Two choices rather than a year range picker: the date picker would come with this screen. */}
            <Select aria-label="开始年份" value={years[0]} options={yearChoices} onChange={(begin: number) => setYears(([, end]) => [begin, Math.max(begin, Math.min(end, begin + 9))])} style={{ width: 110 }} />
            <Typography.Text>至</Typography.Text>
            <Select aria-label="结束年份" value={years[1]} options={yearChoices} onChange={(end: number) => setYears(([begin]) => [Math.min(begin, end), end].map((y, i) => (i === 0 && end - y > 9 ? end - 9 : y)) as [number, number])} style={{ width: 110 }} />
            <Typography.Text type="secondary">最多10年</Typography.Text>
            <Popover
              title="统计口径"
              content={
                <ul style={{ margin: 0, paddingInlineStart: 18, maxWidth: 420 }}>
                  {DEFINITIONS.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
              }
            >
              <Button type="link" size="small" icon={<QuestionCircleOutlined />}>
                统计口径
              </Button>
            </Popover>
          </Space>
        </Space>
        {figures.error && <Alert type="error" showIcon style={{ marginTop: 12 }} title={`${FAILED}：${figures.error.message}`} />}
      </Card>
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.title} xs={24} sm={12} xl={6}>
            <Card variant="borderless" styles={{ body: { display: 'flex', alignItems: 'center', gap: 16 } }}>
              <div aria-hidden style={{ fontSize: 24, color: card.color, background: `${card.color}1a`, borderRadius: 8, width: 52, height: 52, display: 'grid', placeItems: 'center' }}>
                {card.icon}
              </div>
              <Statistic title={card.title} value={figures.error ? '-' : (card.value ?? '-')} loading={figures.isLoading} />
            </Card>
          </Col>
        ))}
        <Col xs={24} xl={12}>
          <ChartCard title="各年招生人数" error={enrol.error} empty={(enrol.data ?? []).every((r) => r.count === 0)} loading={enrol.isLoading}>
            <EChart option={enrolChart} label="各年招生人数柱状图" height={300} loading={enrol.isFetching} />
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title="毕业生及就业情况" error={graduates.error} empty={(graduates.data ?? []).every((r) => r.graduates === 0)} loading={graduates.isLoading}>
            <EChart option={graduatesChart} label="毕业生及就业情况折线图" height={300} loading={graduates.isFetching} />
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title="毕业生就业行业分布" error={industries.error} empty={(industries.data?.total ?? 0) === 0} loading={industries.isLoading}>
            <EChart option={industryChart} label="毕业生就业行业分布环形图" height={300} loading={industries.isFetching} />
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title="专业分布" error={specialties.error} empty={(specialties.data?.total ?? 0) === 0} loading={specialties.isLoading}>
            <EChart option={specialtyChart} label="专业分布环形图" height={300} loading={specialties.isFetching} />
          </ChartCard>
        </Col>
        <Col xs={24}>
          <ChartCard
            title={`学生生源地分布（${areaView.title}）`}
            error={area.error ?? henan.error}
            empty={(area.data?.total ?? 0) === 0}
            loading={area.isLoading}
            extra={
              <Dropdown
                trigger={['click']}
                menu={{ items: AREA_VIEWS.map((v) => ({ key: v.key, label: v.label })), selectable: true, selectedKeys: [areaView.key], onClick: ({ key }) => setAreaView(AREA_VIEWS.find((v) => v.key === key) ?? AREA_VIEWS[1]) }}
              >
                <Button size="small">
                  {areaView.label} <DownOutlined />
                </Button>
              </Dropdown>
            }
          >
            <Row gutter={16}>
              <Col xs={24} lg={14}>{mapChart ? <EChart key={areaView.key} option={mapChart} label="生源地分布地图" height={420} loading={area.isFetching} /> : <div style={{ height: 420 }}>加载中…</div>}</Col>
              <Col xs={24} lg={10}>{rankChart && <EChart option={rankChart} label="生源地排行柱状图" height={420} loading={area.isFetching} />}</Col>
            </Row>
          </ChartCard>
        </Col>
      </Row>
    </div>
  );
}
