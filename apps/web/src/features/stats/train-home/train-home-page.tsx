import { BookOutlined, CarryOutOutlined, FormOutlined, PercentageOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { companyApi, trainStatisticsApi as api, type ShareRow, type TrainStatsQuery } from '@hrbd/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Col, DatePicker, Row, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { CompanySelect } from '../../../components/company-select';
import { EChart } from '../../../components/echart';
import { ChartCard } from '../../../components/chart-card';
import { EmptyData } from '../../../components/empty-data';
import { RegionMap } from '../../../components/map';
import { RegionCascader } from '../../../components/region-cascader';
import { useCurrentUser } from '../../../lib/current-user';
import dayjs from '../../../lib/dayjs';
import { useNavigation } from '../../../lib/navigation/use-navigation';
import { useApiQuery } from '../../../lib/query';
import { FigureCard } from '../recruit-dashboard/figure-card';
import { monthOption, rankingOption, shareOption, sliceColor } from './charts';
import { defaultMonths, tooLong, type MonthRangeValue } from './month-range';
import './train-home.css';

const format = (n: number) => n.toLocaleString('zh-CN');
/** 郑州's centre: the region map opens on the city the platform serves. */
const ZHENGZHOU_CENTER: [number, number] = [113.62, 34.75];

/** A ring and its slices listed beside it with counts and shares (they add up to 100.00%). */
function ShareList({ title, slices, loading }: { title: string; slices: readonly ShareRow[]; loading: boolean }) {
  const option = useMemo(() => shareOption(title, slices), [title, slices]);
  return (
    <section className="train-home__share" aria-label={title}>
      <Typography.Text strong>{title}</Typography.Text>
      {slices.length === 0 ? (
        <EmptyData />
      ) : (
        <>
          <EChart label={`${title}占比图`} option={option} height={180} loading={loading} />
          <ol className="train-home__share-list" aria-label={`${title}占比`}>
            {slices.map((s, i) => (
              <li key={s.code || 'rest'}>
                <span className="train-home__dot" style={{ background: sliceColor(s, i) }} aria-hidden />
                <span className="train-home__name" title={s.name}>
                  {s.name}
                </span>
                <span className="train-home__count">{format(s.count)}</span>
                <span className="train-home__rate">{s.rate.toFixed(2)}%</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/**
 * 数据看板 of the 培训系统: courses, classes, applications, students and
 * sign-ins of the chosen months (the last 12 by default, at most 24), for one
 * organisation or county when chosen, as the caller's 数据权限 allows.
 */
export default function TrainHomePage() {
  const { can } = useCurrentUser();
  const navigation = useNavigation();
  const [months, setMonths] = useState<MonthRangeValue>(() => defaultMonths());
  const [cmpyCode, setCmpyCode] = useState<string | undefined>();
  const [countyCode, setCountyCode] = useState<string | undefined>();
  const body: TrainStatsQuery = { ...months, ...(cmpyCode ? { cmpyCode } : {}), ...(countyCode ? { countyCode } : {}) };
  // The last answer stays on screen, under the chart's loading mask, until the next filter's arrives.
  const keep = { placeholderData: keepPreviousData };
  const courseInfo = useApiQuery(api.courseInfoStatis, { body }, keep);
  const classInfo = useApiQuery(api.classStatis, { body }, keep);
  const courseMonths = useApiQuery(api.courseInfoMon, { body }, keep);
  const courseClassMonths = useApiQuery(api.courseClassMon, { body }, keep);
  const studentMonths = useApiQuery(api.courseStudentMon, { body }, keep);
  const ranking = useApiQuery(api.courseClassStudent, { body }, keep);
  const useRate = useApiQuery(api.classUseRate, { body }, keep);
  const organisations = useApiQuery(api.cmpyCourse, { body }, keep);
  const signIns = useApiQuery(api.courseSignIn, { body }, keep);
  const students = useApiQuery(api.studentStatis, { body }, keep);

  const openable = (path: string) => {
    const place = navigation.locate(path);
    return place && navigation.canOpen(place.screen) ? path : undefined;
  };

  const course = courseInfo.data;
  const cls = classInfo.data;
  const rate = useRate.data;
  const cards = [
    { title: '课程总数', value: course?.courseCount, icon: <BookOutlined />, color: '#1677ff', query: courseInfo, screen: '/train/course/list',
      note: course && `已上线 ${format(course.onlineCount)} · 审核中 ${format(course.checkCount)}` },
    { title: '报名人数', value: course?.applyCount, icon: <FormOutlined />, color: '#fa8c16', query: courseInfo, screen: '/train/apply',
      note: course && `线上课程 ${format(course.lineCourseCount)} · 线下课程 ${format(course.siteCourseCount)}` },
    { title: '班级总数', value: cls?.classCount, icon: <TeamOutlined />, color: '#722ed1', query: classInfo, screen: '/train/class',
      note: cls && `开班中 ${format(cls.ongoingCount)} · 已结束 ${format(cls.endedCount)}` },
    { title: '学员人数', value: cls?.studentCount, icon: <UserOutlined />, color: '#52c41a', query: classInfo, screen: '/train/student',
      note: cls && `班级容量 ${format(cls.capacity)}` },
    { title: '班级使用率（%）', value: rate?.rate, icon: <PercentageOutlined />, color: '#eb2f96', query: useRate, screen: '/train/class',
      note: rate && `报名 ${format(rate.studentCount)} ÷ 容量 ${format(rate.capacity)}` },
    { title: '签到人次', value: signIns.data?.reduce((t, r) => t + r.signedCount + r.lateCount + r.resignCount, 0), icon: <CarryOutOutlined />, color: '#13c2c2', query: signIns, screen: '/train/sign-in',
      note: signIns.data && `应到 ${format(signIns.data.reduce((t, r) => t + r.expectedCount, 0))}` },
  ];

  const courseClassChart = useMemo(
    () => monthOption(courseClassMonths.data ?? [], [{ name: '新增课程', value: (r) => r.courseCount }, { name: '开班数', value: (r) => r.classCount }]),
    [courseClassMonths.data],
  );
  const courseMonthChart = useMemo(
    () =>
      monthOption(courseMonths.data ?? [], [
        { name: '线上课程', value: (r) => r.lineCourseCount, type: 'bar', stack: 'course' },
        { name: '线下课程', value: (r) => r.siteCourseCount, type: 'bar', stack: 'course' },
      ]),
    [courseMonths.data],
  );
  const studentChart = useMemo(
    () => monthOption(studentMonths.data ?? [], [{ name: '报名人数', value: (r) => r.applyCount }, { name: '新增学员', value: (r) => r.studentCount }]),
    [studentMonths.data],
  );
  const useRateChart = useMemo(
    () =>
      monthOption(rate?.months ?? [], [
        { name: '班级容量', value: (r) => r.capacity, type: 'bar' },
        { name: '学员人数', value: (r) => r.studentCount, type: 'bar' },
        { name: '使用率', value: (r) => r.rate, percent: true },
      ]),
    [rate],
  );
  const signInChart = useMemo(
    () =>
      monthOption(signIns.data ?? [], [
        { name: '已签到', value: (r) => r.signedCount, type: 'bar', stack: 'sign' },
        { name: '迟到', value: (r) => r.lateCount, type: 'bar', stack: 'sign' },
        { name: '补签', value: (r) => r.resignCount, type: 'bar', stack: 'sign' },
        { name: '缺勤', value: (r) => r.absentCount, type: 'bar', stack: 'sign' },
        { name: '出勤率', value: (r) => r.rate, percent: true },
      ]),
    [signIns.data],
  );
  const rankingChart = useMemo(() => {
    // 其他 sums every course after the tenth: as a bar it would dwarf the ranking it follows.
    const rows = (ranking.data ?? []).filter((r) => r.courseCode !== '');
    return rankingOption(
      rows.map((r) => r.courseName),
      [
        { name: '学员人数', values: rows.map((r) => r.studentCount) },
        { name: '开班数', values: rows.map((r) => r.classCount) },
      ],
    );
  }, [ranking.data]);

  const sum = <R,>(rows: readonly R[] | undefined, pick: (r: R) => number) => (rows ?? []).reduce((t, r) => t + pick(r), 0);
  const profile = students.data;
  const topCounty = profile?.county.find((c) => c.code !== '');
  const mapCounty = countyCode ?? topCounty?.code;

  return (
    <div className="train-home">
      <div className="train-home__toolbar" role="search" aria-label="统计条件">
        <Typography.Text strong>统计月份</Typography.Text>
        <DatePicker.RangePicker
          picker="month"
          allowClear={false}
          aria-label="统计月份"
          value={[dayjs(months.beginMonth), dayjs(months.endMonth)]}
          placeholder={['统计开始月份', '统计结束月份']}
          disabledDate={(current, info) => {
            const from = info.from;
            return current.isAfter(dayjs(), 'month') || (from ? tooLong(from.isBefore(current) ? from : current, from.isBefore(current) ? current : from) : false);
          }}
          onChange={(range) => {
            if (range?.[0] && range[1]) setMonths({ beginMonth: range[0].format('YYYY-MM'), endMonth: range[1].format('YYYY-MM') });
          }}
        />
        {can(companyApi.list) && (
          <>
            <Typography.Text strong>培训机构</Typography.Text>
            <CompanySelect value={cmpyCode} onChange={setCmpyCode} placeholder="全部培训机构" />
          </>
        )}
        <Typography.Text strong>所属区县</Typography.Text>
        <RegionCascader value={countyCode} onChange={setCountyCode} placeholder="全部区县" />
      </div>

      <Row gutter={[16, 16]}>
        {cards.map((c) => (
          <Col key={c.title} xs={24} sm={12} xl={4}>
            <FigureCard
              title={c.title}
              value={c.value}
              loading={c.query.isPending}
              error={c.query.error?.message}
              icon={c.icon}
              color={c.color}
              note={c.note ?? undefined}
              to={openable(c.screen)}
            />
          </Col>
        ))}

        <Col xs={24} xl={12}>
          <ChartCard title="课程与开班趋势" query={courseClassMonths} empty={sum(courseClassMonths.data, (r) => r.courseCount + r.classCount) === 0}>
            <EChart label="课程与开班趋势图" option={courseClassChart} loading={courseClassMonths.isFetching} />
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title="报名与学员趋势" query={studentMonths} empty={sum(studentMonths.data, (r) => r.applyCount + r.studentCount) === 0}>
            <EChart label="报名与学员趋势图" option={studentChart} loading={studentMonths.isFetching} />
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title="每月新增课程" query={courseMonths} empty={sum(courseMonths.data, (r) => r.courseCount) === 0}
            extra={course && <Typography.Text type="secondary">平台课程 {format(course.platformCount)} · 机构课程 {format(course.cmpyCount)} · 自定义课程 {format(course.customCount)}</Typography.Text>}
          >
            <EChart label="每月新增课程图" option={courseMonthChart} loading={courseMonths.isFetching} />
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title="班级使用率" query={useRate} empty={(rate?.capacity ?? 0) === 0}
            extra={rate && <Typography.Text type="secondary">整体 {rate.rate.toFixed(2)}%</Typography.Text>}
          >
            <EChart label="班级使用率图" option={useRateChart} loading={useRate.isFetching} />
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title="签到情况" query={signIns} empty={sum(signIns.data, (r) => r.expectedCount) === 0}>
            <EChart label="签到情况图" option={signInChart} loading={signIns.isFetching} />
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title="课程开班与学员排行（前10门课程）" query={ranking} empty={(ranking.data ?? []).length === 0}>
            <EChart label="课程开班与学员排行图" option={rankingChart} loading={ranking.isFetching} />
          </ChartCard>
        </Col>
        <Col xs={24} xl={8}>
          <ChartCard title="机构课程占比" query={organisations} empty={(organisations.data?.courseCount ?? 0) === 0}
            extra={organisations.data && <Typography.Text type="secondary">共 {format(organisations.data.courseCount)} 门</Typography.Text>}
          >
            <ShareList
              title="培训机构"
              slices={(organisations.data?.rows ?? []).map((r) => ({ code: r.cmpyCode, name: r.cmpyName, count: r.courseCount, rate: r.rate }))}
              loading={organisations.isFetching}
            />
          </ChartCard>
        </Col>
        <Col xs={24} xl={16}>
          <ChartCard title="学员画像" query={students} empty={(profile?.studentCount ?? 0) === 0}
            extra={profile && <Typography.Text type="secondary">共 {format(profile.studentCount)} 名学员</Typography.Text>}
          >
            {profile && (
              <Row gutter={[24, 16]}>
                <Col xs={24} md={8}>
                  <ShareList title="性别" slices={profile.gender.filter((g) => g.count > 0)} loading={students.isFetching} />
                </Col>
                <Col xs={24} md={8}>
                  <ShareList title="年龄" slices={profile.age.filter((a) => a.count > 0)} loading={students.isFetching} />
                </Col>
                <Col xs={24} md={8}>
                  <ShareList title="学历" slices={profile.education} loading={students.isFetching} />
                </Col>
              </Row>
            )}
          </ChartCard>
        </Col>
        <Col span={24}>
          <ChartCard title="学员所在区县" query={students} empty={(profile?.studentCount ?? 0) === 0}>
            {profile && (
              <Row gutter={[24, 16]}>
                <Col xs={24} lg={12}>
                  <RegionMap
                    center={ZHENGZHOU_CENTER}
                    zoom={9}
                    height={320}
                    highlight={mapCounty ? { provinceCode: `${mapCounty.slice(0, 2)}0000`, cityCode: `${mapCounty.slice(0, 4)}00`, countyCode: mapCounty } : null}
                    label="学员所在区县地图"
                  />
                </Col>
                <Col xs={24} lg={12}>
                  <ShareList title="区县" slices={profile.county} loading={students.isFetching} />
                </Col>
              </Row>
            )}
          </ChartCard>
        </Col>
      </Row>
    </div>
  );
}
