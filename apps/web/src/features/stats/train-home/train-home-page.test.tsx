import { perm, trainStatisticsApi as api } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderScreen } from '../../../test/render-screen';
import { defaultMonths } from './month-range';
import TrainHomePage from './train-home-page';

const MONTHS = defaultMonths();
const months = <T extends object>(fill: (month: string, i: number) => T): Array<T & { month: string }> => {
  const [y, m] = MONTHS.beginMonth.split('-').map(Number);
  return Array.from({ length: 12 }, (_, i) => {
    const index = y * 12 + (m - 1) + i;
    const month = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    return { ...fill(month, i), month };
  });
};
const RANGE = { beginMonth: MONTHS.beginMonth, endMonth: MONTHS.endMonth };

function trainServer() {
  return mockApi()
    .on(api.courseInfoStatis, { ...RANGE, courseCount: 300, checkCount: 20, passCount: 40, onlineCount: 180, offlineCount: 30, lineCourseCount: 120, siteCourseCount: 180, platformCount: 150, cmpyCount: 100, customCount: 50, applyCount: 30000 })
    .on(api.classStatis, { ...RANGE, classCount: 250, notStartedCount: 40, ongoingCount: 60, endedCount: 150, finishedCount: 120, capacity: 15000, studentCount: 12000 })
    .on(api.courseInfoMon, months((_, i) => ({ courseCount: i, lineCourseCount: i, siteCourseCount: 0 })))
    .on(api.courseClassMon, months((_, i) => ({ courseCount: i, classCount: i * 2 })))
    .on(api.courseStudentMon, months(() => ({ applyCount: 2500, studentCount: 1000 })))
    .on(api.courseClassStudent, [{ courseCode: 'c1', courseName: '电工上岗证培训', classCount: 12, studentCount: 576 }])
    .on(api.classUseRate, { ...RANGE, capacity: 15000, studentCount: 12000, rate: 80, months: months(() => ({ classCount: 20, capacity: 1250, studentCount: 1000, rate: 80 })) })
    .on(api.cmpyCourse, { ...RANGE, courseCount: 3, rows: [{ cmpyCode: 'o1', cmpyName: '郑州市新郑职业培训学校', courseCount: 2, rate: 66.67 }, { cmpyCode: 'o2', cmpyName: '中牟县技工学校', courseCount: 1, rate: 33.33 }] })
    .on(api.courseSignIn, months(() => ({ sessionCount: 10, expectedCount: 480, signedCount: 400, lateCount: 30, resignCount: 10, absentCount: 40, rate: 91.67 })))
    .on(api.studentStatis, {
      ...RANGE,
      studentCount: 12000,
      gender: [{ code: '1', name: '男', count: 7000, rate: 58.33 }, { code: '2', name: '女', count: 5000, rate: 41.67 }, { code: '', name: '未知', count: 0, rate: 0 }],
      age: [{ code: '25-34', name: '25-34岁', count: 12000, rate: 100 }],
      education: [{ code: '高中', name: '高中', count: 12000, rate: 100 }],
      county: [{ code: '410184', name: '新郑市', count: 12000, rate: 100 }],
    });
}

// A figure card's title, not a chart legend that reads the same (报名人数 is both).
const figure = (title: string) => screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-card') as HTMLElement;

describe('培训数据看板', { timeout: 120_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the figures and charts of the last 12 months, asking every row for the same range', async () => {
    const server = trainServer();
    renderScreen(<TrainHomePage />, { permissions: [perm.train.home.list] });
    // The figure, not an axis label of a chart that happens to read 300.
    expect(await screen.findByText('300', { selector: '.ant-statistic-content-value-int' })).toBeInTheDocument();
    expect(figure('课程总数')).toHaveTextContent('课程总数300已上线 180 · 审核中 20');
    expect(figure('报名人数')).toHaveTextContent('报名人数30,000');
    expect(figure('班级总数')).toHaveTextContent('班级总数250开班中 60 · 已结束 150');
    expect(figure('学员人数')).toHaveTextContent('学员人数12,000班级容量 15,000');
    await waitFor(() => expect(figure('签到人次')).toHaveTextContent('签到人次5,280应到 5,760'));
    for (const endpoint of Object.values(api)) await waitFor(() => expect(server.sent(endpoint)).toEqual([RANGE]));
    for (const chart of ['课程与开班趋势图', '报名与学员趋势图', '每月新增课程图', '班级使用率图', '签到情况图', '课程开班与学员排行图']) {
      expect(await screen.findByRole('img', { name: chart })).toBeInTheDocument();
    }
    const organisations = await screen.findByRole('list', { name: '培训机构占比' });
    expect(within(organisations).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['郑州市新郑职业培训学校266.67%', '中牟县技工学校133.33%']);
    // 未知 counted 0 is left out of the gender ring.
    expect(within(screen.getByRole('list', { name: '性别占比' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['男7,00058.33%', '女5,00041.67%']);
    expect(within(screen.getByRole('list', { name: '区县占比' })).getByText('新郑市')).toBeInTheDocument();
  });

  it('says 暂无数据 when nothing was counted, and 获取统计数据失败 when a figure could not be fetched', async () => {
    trainServer()
      .on(api.courseClassMon, months(() => ({ courseCount: 0, classCount: 0 })))
      .on(api.courseSignIn, { fail: { code: 400, msg: '统计结束月份与统计开始月份相隔不能超过24个月' } })
      .on(api.classStatis, { fail: { code: 500, msg: '服务器内部错误' } });
    renderScreen(<TrainHomePage />, { permissions: [perm.train.home.list] });
    const trend = (await screen.findByText('课程与开班趋势')).closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(within(trend).getByText('暂无数据', { selector: '.ant-empty-description' })).toBeInTheDocument());
    expect(screen.queryByRole('img', { name: '课程与开班趋势图' })).not.toBeInTheDocument();
    expect(await screen.findByText('获取统计数据失败：统计结束月份与统计开始月份相隔不能超过24个月')).toBeInTheDocument();
    // The class cards show a dash rather than a made-up 0.
    await waitFor(() => expect(figure('班级总数')).toHaveTextContent('-'));
  });
});
