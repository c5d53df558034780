import {
  bigscreenCompanyApi,
  bigscreenInsuranceApi,
  bigscreenInsuredTotalApi,
  bigscreenPeopleApi,
  bigscreenRecruitApi,
  bigscreenTrainApi,
  bigscreenWeatherApi,
  bigscreenWorkerFlowApi,
  BIGSCREEN_PAGE_SIZE,
  DEFAULT_WEATHER_CITY,
  monthsEnding,
  perm,
  shanghaiMonth,
  WARN_LEVELS,
  type MonthFigure,
  type NewCompanyRow,
  type RecruitingCompanyRow,
  type TrainCompanyRow,
  type WarningRow,
} from '@hrbd/contract';
import { Select } from 'antd';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Navigate, useLocation } from 'react-router';
import { EChart, useRegionMap } from '../../../components/echart';
import { useCurrentUser } from '../../../lib/current-user';
import { WEATHER_RULE } from './acceptance';
import { AutoScrollList, type AutoScrollColumn } from './auto-scroll-list';
import { categoryApplyOption, educationOption, flowOption, gapOption, industryOption, insuranceOption, recruitTrendOption, regionMapOption } from './charts';
import { Panel, Ratio } from './panel';
import { Stage } from './stage';
import { refreshMsOf, useNow, usePanel } from './use-panel';
import './bigscreen.css';

const TITLE = '人力资源大数据';
const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];
/** Months the 统计月份 picker offers: this one and the 23 before it. */
const PICKABLE_MONTHS = 24;
const LIST_QUERY = { pageNum: 1, pageSize: BIGSCREEN_PAGE_SIZE };
const ZHENGZHOU = '410100';
const format = (n: number) => n.toLocaleString('zh-CN');
const pad = (n: number) => String(n).padStart(2, '0');
const EMPTY_TEXT = 'rgba(169, 200, 238, 0.6)';

/** Only holders of 数据大屏's code see it; others get the console's 403 page. */
export default function BigscreenPage() {
  const { can } = useCurrentUser();
  if (!can(perm.recruit.bigscreen.list)) return <Navigate to="/403" replace />;
  return <BigScreen />;
}

function Clock() {
  const now = useNow();
  return (
    <div className="bs-clock" aria-label="当前时间">
      <span className="bs-clock__time">
        {pad(now.getHours())}:{pad(now.getMinutes())}:{pad(now.getSeconds())}
      </span>
      <span className="bs-clock__date">
        {now.getFullYear()}年{now.getMonth() + 1}月{now.getDate()}日 {WEEKDAYS[now.getDay()]}
      </span>
    </div>
  );
}

/** The weather now; it shows nothing at all until an answer passes (msg 操作成功 too). */
function Weather({ refreshMs }: { refreshMs: number }) {
  const { data } = usePanel(bigscreenWeatherApi.city, { query: { cityCode: DEFAULT_WEATHER_CITY } }, refreshMs, WEATHER_RULE);
  if (!data) return <div className="bs-weather" aria-label="天气" />;
  return (
    <div className="bs-weather" aria-label="天气">
      <span className="bs-weather__main">
        {data.cityName} {data.weather} {data.temperature}℃
      </span>
      <span className="bs-weather__sub">
        {data.windDirection}风 {data.windPower}级 · 湿度 {data.humidity}%
      </span>
    </div>
  );
}

function FullscreenToggle({ target }: { target: RefObject<HTMLDivElement | null> }) {
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    // Refused (a browser setting, an iframe): the screen simply stays as it is.
    const done = full ? document.exitFullscreen?.() : target.current?.requestFullscreen?.();
    void done?.catch(() => undefined);
  };
  return (
    <button type="button" className="bs-button" onClick={toggle}>
      {full ? '退出全屏' : '全屏'}
    </button>
  );
}

/** A headline figure, with its 环比 when it has one. */
function Figure({ label, value, unit, ratio }: { label: string; value: number | null | undefined; unit: string; ratio?: number | null }) {
  return (
    <div className="bs-figure">
      <span className="bs-figure__label">{label}</span>
      <span className="bs-figure__value">
        {value === null || value === undefined ? '—' : format(value)}
        <small>{unit}</small>
      </span>
      {ratio !== undefined && <Ratio value={ratio} />}
    </div>
  );
}

const figure = (f: MonthFigure | undefined) => ({ value: f?.value, ratio: f ? f.ratio : undefined });

const RECRUITING_COLUMNS: ReadonlyArray<AutoScrollColumn<RecruitingCompanyRow>> = [
  { key: 'name', title: '企业名称', width: 5, render: (r) => <span title={r.cmpyName}>{r.cmpyName}</span> },
  { key: 'county', title: '区县', width: 2, render: (r) => r.countyName },
  { key: 'jobs', title: '在招岗位', width: 2, render: (r) => format(r.jobCount), align: 'right' },
  { key: 'headcount', title: '招聘人数', width: 2, render: (r) => format(r.headcount), align: 'right' },
  { key: 'apply', title: '投递量', width: 2, render: (r) => format(r.applyCount), align: 'right' },
];
const NEW_COMPANY_COLUMNS: ReadonlyArray<AutoScrollColumn<NewCompanyRow>> = [
  { key: 'name', title: '企业名称', width: 4.6, render: (r) => <span title={r.cmpyName}>{r.cmpyName}</span> },
  { key: 'industry', title: '所属行业', width: 3, render: (r) => <span title={r.industryName}>{r.industryName}</span> },
  { key: 'county', title: '区县', width: 2, render: (r) => r.countyName },
  { key: 'time', title: '入驻时间', width: 2.6, render: (r) => r.approveTime.slice(0, 10), align: 'right' },
];
const LEVEL_CLASS: Record<number, string> = { [WARN_LEVELS.normal]: 'bs-level--normal', [WARN_LEVELS.serious]: 'bs-level--serious', [WARN_LEVELS.severe]: 'bs-level--severe' };
const WARNING_COLUMNS: ReadonlyArray<AutoScrollColumn<WarningRow>> = [
  { key: 'level', title: '等级', width: 1.3, render: (r) => <span className={`bs-level ${LEVEL_CLASS[r.level] ?? ''}`}>{r.levelName}</span> },
  { key: 'type', title: '类型', width: 2, render: (r) => r.typeName },
  { key: 'region', title: '地区', width: 1.6, render: (r) => r.regionName },
  { key: 'text', title: '预警内容', width: 6, render: (r) => <span title={r.text}>{r.text}</span> },
];
const TRAIN_COLUMNS: ReadonlyArray<AutoScrollColumn<TrainCompanyRow>> = [
  { key: 'name', title: '培训机构', width: 6, render: (r) => <span title={r.cmpyName}>{r.cmpyName}</span> },
  { key: 'courses', title: '课程数', width: 2, render: (r) => format(r.courseCount), align: 'right' },
  { key: 'apply', title: '报名数', width: 2, render: (r) => format(r.applyCount), align: 'right' },
];

function ChartBox({ label, option, height }: { label: string; option: Parameters<typeof EChart>[0]['option']; height: number }) {
  return <EChart label={label} option={option} height={height} loadingColor={EMPTY_TEXT} />;
}

/** The map's views: 河南's cities (the default), or one city's counties. */
function RegionPanel({ reportTime, refreshMs }: { reportTime: string; refreshMs: number }) {
  const [city, setCity] = useState<string | null>(null);
  const regions = usePanel(
    bigscreenInsuranceApi.socialSecurityUserAnalysis,
    { query: { reportTime, parentCode: city ?? undefined } },
    refreshMs,
    { empty: (d) => d.rows.length === 0 },
  );
  // The map drawn is the one the answer is for (a county user's answer is their own region's).
  const parent = regions.data?.parentCode ?? null;
  const geo = useRegionMap(parent);
  const option = useMemo(() => {
    if (!geo.map || !regions.data) return null;
    const rows = regions.data.rows;
    const values = geo.map.regions.map((region) => ({ name: region.name, value: rows.find((r) => r.regionCode === region.code)?.insuredTotal ?? 0 }));
    return regionMapOption(geo.map.name, values);
  }, [geo.map, regions.data]);
  const total = regions.data?.rows.reduce((s, r) => s + r.insuredTotal, 0);
  const views: Array<{ code: string | null; label: string }> = [
    { code: null, label: '河南省' },
    { code: ZHENGZHOU, label: '郑州市' },
  ];
  return (
    <Panel
      title="区域分布"
      className="bs-area-map"
      updatedAt={regions.updatedAt}
      empty={!regions.data}
      loading={regions.loading}
      extra={
        <span className="bs-switch" role="group" aria-label="地图范围">
          {views.map((v) => (
            <button key={v.label} type="button" className={v.code === city ? 'bs-switch__on' : ''} aria-pressed={v.code === city} onClick={() => setCity(v.code)}>
              {v.label}
            </button>
          ))}
        </span>
      }
    >
      <div className="bs-map-caption">
        各地区参保人数{total !== undefined && <strong>{format(total)}</strong>}人
      </div>
      {option ? (
        <ChartBox label="区域分布图" option={option} height={330} />
      ) : geo.error ? (
        <ol className="bs-rank">
          {(regions.data?.rows ?? []).slice(0, 10).map((r) => (
            <li key={r.regionCode}>
              {r.regionName}
              <span>{format(r.insuredTotal)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <div className="bs-panel__empty">加载中…</div>
      )}
    </Panel>
  );
}

/**
 * 数据大屏: the platform's own figures and the imported social-insurance
 * reports for a month (统计月份), on a 1920 × 1080 stage scaled to the window.
 * Every panel asks again every 5 minutes and keeps what it had when an answer
 * does not pass (spec §8); lists scroll by themselves.
 */
function BigScreen() {
  const location = useLocation();
  const refreshMs = useMemo(() => refreshMsOf(location.search), [location.search]);
  const thisMonth = shanghaiMonth();
  const [reportTime, setReportTime] = useState(thisMonth);
  const stageRef = useRef<HTMLDivElement>(null);
  const month = { query: { reportTime } };
  const list = { query: { reportTime, ...LIST_QUERY } };

  useEffect(() => {
    const before = document.title;
    document.title = `数据大屏 - ${TITLE}`;
    return () => {
      document.title = before;
    };
  }, []);

  const summary = usePanel(bigscreenPeopleApi.getSummary, month, refreshMs);
  const company = usePanel(bigscreenCompanyApi.info, month, refreshMs);
  const recruit = usePanel(bigscreenRecruitApi.analysis, month, refreshMs, { empty: (d) => d.months.every((m) => m.onlineJobCount + m.applyCount === 0) });
  const gap = usePanel(bigscreenRecruitApi.getCmpyCategory, month, refreshMs, { empty: (d) => d.rows.length === 0 });
  const categories = usePanel(bigscreenRecruitApi.getCmpyRecruitAnalysis, month, refreshMs, { empty: (d) => d.rows.length === 0 });
  const warnings = usePanel(bigscreenRecruitApi.getEmployWarn, list, refreshMs);
  const recruiting = usePanel(bigscreenCompanyApi.queryCmpyRecruit, list, refreshMs);
  const newCompanies = usePanel(bigscreenCompanyApi.getCmpyList, list, refreshMs);
  const trainCompanies = usePanel(bigscreenTrainApi.queryCmpyTrain, list, refreshMs);
  const insured = usePanel(bigscreenInsuredTotalApi.analysis, month, refreshMs, { empty: (d) => !d.reported });
  const insurance = usePanel(bigscreenInsuranceApi.analysis, month, refreshMs, { empty: (d) => d.total === 0 });
  const flow = usePanel(bigscreenWorkerFlowApi.analysis, month, refreshMs, { empty: (d) => d.months.every((m) => m.inflow + m.outflow === 0) });
  const insuredEducation = usePanel(bigscreenInsuranceApi.socialSecurityEducational, month, refreshMs, { empty: (d) => d.total === 0 });
  const seekerEducation = usePanel(bigscreenPeopleApi.analysisEducation, month, refreshMs, { empty: (d) => d.total === 0 });

  const charts = useMemo(
    () => ({
      industry: company.data && industryOption(company.data),
      recruit: recruit.data && recruitTrendOption(recruit.data),
      gap: gap.data && gapOption(gap.data),
      categories: categories.data && categoryApplyOption(categories.data),
      insurance: insurance.data && insuranceOption(insurance.data),
      flow: flow.data && flowOption(flow.data),
      education: (insuredEducation.data || seekerEducation.data) && educationOption(insuredEducation.data, seekerEducation.data),
    }),
    [company.data, recruit.data, gap.data, categories.data, insurance.data, flow.data, insuredEducation.data, seekerEducation.data],
  );
  const months = useMemo(() => monthsEnding(thisMonth, PICKABLE_MONTHS).reverse(), [thisMonth]);
  const s = summary.data;
  const latest = (a: number, b: number) => Math.max(a, b);

  return (
    <Stage stageRef={stageRef}>
      <header className="bs-header">
        <div className="bs-header__side">
          <Clock />
          <Weather refreshMs={refreshMs} />
        </div>
        <h1 className="bs-header__title">{TITLE}</h1>
        <div className="bs-header__side bs-header__side--right">
          <label className="bs-month">
            <span>统计月份</span>
            <Select
              aria-label="统计月份"
              size="small"
              value={reportTime}
              onChange={setReportTime}
              options={months.map((m) => ({ value: m, label: `${m.slice(0, 4)}年${Number(m.slice(5))}月` }))}
              popupMatchSelectWidth={false}
              getPopupContainer={(node: HTMLElement) => node.parentElement ?? document.body}
              style={{ width: 120 }}
            />
          </label>
          <FullscreenToggle target={stageRef} />
        </div>
      </header>

      <main className="bs-body">
        <div className="bs-column">
          <Panel title="企业概况" height={240} updatedAt={company.updatedAt} empty={!company.data} loading={company.loading}>
            {company.data && (
              <div className="bs-overview">
                <div className="bs-overview__figures">
                  <Figure label="入驻企业" unit="家" {...figure(company.data.passCount)} />
                  <Figure label="本月新增" unit="家" {...figure(company.data.newCount)} />
                </div>
                {charts.industry && <ChartBox label="企业行业分布图" option={charts.industry} height={128} />}
              </div>
            )}
          </Panel>
          <Panel title="招聘趋势" height={220} updatedAt={recruit.updatedAt} empty={!charts.recruit} loading={recruit.loading}>
            {charts.recruit && <ChartBox label="招聘趋势图" option={charts.recruit} height={166} />}
          </Panel>
          <Panel title="岗位缺口分析" height={240} updatedAt={gap.updatedAt} empty={!charts.gap} loading={gap.loading}>
            {charts.gap && <ChartBox label="岗位缺口分析图" option={charts.gap} height={186} />}
          </Panel>
          <Panel title="招聘企业" height={230} updatedAt={recruiting.updatedAt} empty={!recruiting.data} loading={recruiting.loading}>
            {recruiting.data && <AutoScrollList label="招聘企业" rows={recruiting.data.records} rowKey={(r) => r.cmpyCode} columns={RECRUITING_COLUMNS} />}
          </Panel>
        </div>

        <div className="bs-column bs-column--center">
          <section className="bs-figures" aria-label="核心指标">
            <Figure label="入驻企业" unit="家" {...figure(s?.companyCount)} />
            <Figure label="在招岗位" unit="个" value={s?.onlineJobCount} />
            <Figure label="招聘人数" unit="人" value={s?.headcount} />
            <Figure label="求职者" unit="人" {...figure(s?.jobSeekerCount)} />
            <Figure label="投递量" unit="次" {...figure(s?.applyCount)} />
            <Figure label="录用数" unit="人" {...figure(s?.hireCount)} />
            <Figure label="招聘驿站" unit="个" value={s ? s.stationCount : undefined} />
            <Figure label="上线课程" unit="门" value={s ? s.courseCount : undefined} />
          </section>
          <RegionPanel reportTime={reportTime} refreshMs={refreshMs} />
          <div className="bs-row">
            <Panel title="人员流入流出" height={230} updatedAt={flow.updatedAt} empty={!charts.flow} loading={flow.loading}>
              {flow.data && (
                <div className="bs-inline-figures">
                  <span>
                    本月流入 <strong>{format(flow.data.inflow.value)}</strong> <Ratio value={flow.data.inflow.ratio} />
                  </span>
                  <span>
                    流出 <strong>{format(flow.data.outflow.value)}</strong> <Ratio value={flow.data.outflow.ratio} />
                  </span>
                </div>
              )}
              {charts.flow && <ChartBox label="人员流入流出图" option={charts.flow} height={150} />}
            </Panel>
            <Panel title="社保参保总数" height={230} updatedAt={insurance.updatedAt} empty={!charts.insurance} loading={insurance.loading}>
              {insurance.data && (
                <div className="bs-inline-figures">
                  <span>
                    参保总数 <strong>{format(insurance.data.total)}</strong> 人次
                  </span>
                </div>
              )}
              {charts.insurance && <ChartBox label="社保参保总数图" option={charts.insurance} height={150} />}
            </Panel>
          </div>
          <div className="bs-row">
            <Panel title="最新入驻企业" height={230} updatedAt={newCompanies.updatedAt} empty={!newCompanies.data} loading={newCompanies.loading}>
              {newCompanies.data && <AutoScrollList label="最新入驻企业" rows={newCompanies.data.records} rowKey={(r) => r.cmpyCode} columns={NEW_COMPANY_COLUMNS} />}
            </Panel>
            <Panel title="培训企业" height={230} updatedAt={trainCompanies.updatedAt} empty={!trainCompanies.data} loading={trainCompanies.loading}>
              {trainCompanies.data && <AutoScrollList label="培训企业" rows={trainCompanies.data.records} rowKey={(r) => r.cmpyCode} columns={TRAIN_COLUMNS} />}
            </Panel>
          </div>
        </div>

        <div className="bs-column">
          <Panel title="参保总人数" height={196} updatedAt={insured.updatedAt} empty={!insured.data} loading={insured.loading}>
            {insured.data && (
              <div className="bs-insured">
                <Figure label="参保总人数" unit="人" {...figure(insured.data.insuredTotal)} />
                <Figure label="新增参保" unit="人" {...figure(insured.data.addCount)} />
                <Figure label="减少参保" unit="人" {...figure(insured.data.reduceCount)} />
                <Figure label="流入" unit="人" {...figure(insured.data.inflowCount)} />
                <Figure label="流出" unit="人" {...figure(insured.data.outflowCount)} />
              </div>
            )}
          </Panel>
          <Panel title="学历分布" height={224} updatedAt={latest(insuredEducation.updatedAt, seekerEducation.updatedAt)} empty={!charts.education} loading={insuredEducation.loading || seekerEducation.loading}>
            {charts.education && <ChartBox label="学历分布图" option={charts.education} height={170} />}
          </Panel>
          <Panel title="岗位类别投递量" height={250} updatedAt={categories.updatedAt} empty={!charts.categories} loading={categories.loading}>
            {charts.categories && <ChartBox label="岗位类别投递量图" option={charts.categories} height={196} />}
          </Panel>
          <Panel title="预警信息" height={230} updatedAt={warnings.updatedAt} empty={!warnings.data} loading={warnings.loading}>
            {warnings.data && <AutoScrollList label="预警信息" rows={warnings.data.records} rowKey={(r) => `${r.type}:${r.regionCode}:${r.text}`} columns={WARNING_COLUMNS} />}
          </Panel>
        </div>
      </main>
    </Stage>
  );
}

