import { COURSE_MACHINE, COURSE_TAB_ORDER, courseApi, labelApi, perm, type CourseDetail, type CourseRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, mockApi, pageOfRows, renderScreen } from '../../../test/render-screen';
import CourseApprovalPage from './course-approval-page';
import CourseListPage from './course-list-page';

const C = perm.train.course;
const REVIEWER = [C.list.list, C.approval.list, C.approval.review, C.approval.forcedOffline];

function course(overrides: Partial<CourseRecord>): CourseRecord {
  return {
    courseCode: 'c1',
    courseName: '低压电工作业培训班',
    courseType: 2,
    courseNature: 1,
    cmpyCode: '',
    cmpyName: '',
    occupationCode: '6-18',
    occupationName: '机械制造基础加工人员',
    skillLevel: 1,
    labels: [],
    coverKey: '',
    coverUrl: '',
    price: 128_000,
    classHours: 64,
    applyBeginTime: '2026-10-01 09:00:00',
    applyEndTime: '2027-01-31 18:00:00',
    countyCode: '410184',
    countyName: '新郑市',
    formCode: '',
    approveType: 0,
    onlineType: 2,
    rejectDesc: '',
    refreshTime: '2026-10-01 10:00:00',
    createTime: '2026-10-01 10:00:00',
    ...overrides,
  };
}

/** Courses whose review really moves them (all or none, as the server does), counted per state. */
function reviewServer() {
  const courses = [course({}), course({ courseCode: 'c2', courseName: '焊工培训班' }), course({ courseCode: 'c3', courseName: '叉车司机培训班', approveType: 1, onlineType: 1 })];
  const history: Record<string, CourseDetail['reviews']> = {};
  const api = mockApi()
    .on(labelApi.getLabels, [])
    .on(courseApi.getBDCourseList, ({ query }) => pageOfRows(courses.filter((c) => query.approveType === undefined || c.approveType === Number(query.approveType))))
    .on(courseApi.getCountByState, () => COURSE_TAB_ORDER.map((approveType) => ({ approveType, label: COURSE_MACHINE.label(approveType), count: courses.filter((c) => c.approveType === approveType).length })))
    .on(courseApi.updateBDCourseState, ({ body }) => {
      const { courseCodes, approveType, rejectDesc } = body as { courseCodes: string[]; approveType: 5 | 2 | 9; rejectDesc?: string };
      const action = approveType === 5 ? 'pass' : approveType === 2 ? 'reject' : 'forcedOffline';
      const rows = courses.filter((c) => courseCodes.includes(c.courseCode));
      if (rows.some((c) => !COURSE_MACHINE.can(action, c.approveType))) return { fail: { code: 409, msg: '以下课程当前状态不允许审核通过' } };
      for (const c of rows) {
        (history[c.courseCode] ??= []).push({ action, actionName: COURSE_MACHINE.actions[action], fromState: c.approveType, toState: approveType, reason: rejectDesc ?? '', operatorName: '审核员', createTime: '2026-11-20 10:00:00' });
        c.approveType = approveType;
        c.rejectDesc = rejectDesc ?? '';
      }
      return { count: rows.length, approveType };
    })
    .on(courseApi.getBDCourseInfo, ({ query }) => {
      const c = courses.find((x) => x.courseCode === query.courseCode) as CourseRecord;
      return {
        ...c,
        provinceCode: '410000',
        provinceName: '河南省',
        cityCode: '410100',
        cityName: '郑州市',
        address: '中华北路88号',
        gcj02Lng: 113.74,
        gcj02Lat: 34.39,
        introduction: '<p>课程介绍</p>',
        chapterCount: 0,
        creatorName: '培训管理员',
        updateTime: c.createTime,
        reviews: [{ action: 'add', actionName: '提交审核', fromState: null, toState: 0, reason: '', operatorName: '培训管理员', createTime: c.createTime }, ...(history[c.courseCode] ?? [])],
      };
    });
  return { api, courses };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const confirm = async () => userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));

describe('课程审核', { timeout: 120_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on 审核中 with every tab counted, passes a course after asking, and the counts follow', async () => {
    const { api, courses } = reviewServer();
    renderScreen(<CourseApprovalPage />, { permissions: REVIEWER });
    expect(await screen.findByRole('tab', { name: '审核中（2）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已上线（1）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '强制下线（0）' })).toBeInTheDocument();
    await screen.findByText('低压电工作业培训班');
    expect(screen.queryByText('叉车司机培训班')).not.toBeInTheDocument();

    await userEvent.click(within(rowOf('低压电工作业培训班')).getByRole('button', { name: '审核通过' }));
    expect((await screen.findAllByText('确定审核通过课程“低压电工作业培训班”吗？')).length).toBeGreaterThan(0);
    await confirm();
    await waitFor(() => expect(api.sent(courseApi.updateBDCourseState)).toEqual([{ courseCodes: ['c1'], approveType: 5 }]));
    expect(courses[0].approveType).toBe(5);
    expect(await screen.findByRole('tab', { name: '审核中（1）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已通过（1）' })).toBeInTheDocument();
  });

  it('forces the selected online courses offline with a reason, and the detail shows the history', async () => {
    const { api, courses } = reviewServer();
    renderScreen(<CourseApprovalPage />, { permissions: REVIEWER });
    await userEvent.click(await screen.findByRole('tab', { name: '已上线（1）' }));
    await screen.findByText('叉车司机培训班');
    expect(screen.queryByRole('button', { name: '批量通过' })).not.toBeInTheDocument();
    await userEvent.click(within(rowOf('叉车司机培训班')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '批量强制下线' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), '培训场地不符合安全要求');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect((await screen.findAllByText('确定强制下线选中的1门课程吗？强制下线后须编辑并重新审核才能再上线。')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1) as HTMLElement);
    await waitFor(() => expect(api.sent(courseApi.updateBDCourseState)).toEqual([{ courseCodes: ['c3'], approveType: 9, rejectDesc: '培训场地不符合安全要求' }]));
    expect(courses[2].approveType).toBe(9);

    await userEvent.click(screen.getByRole('tab', { name: '强制下线（1）' }));
    await userEvent.click(await screen.findByText('叉车司机培训班'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('审核记录')).toBeInTheDocument();
    expect(within(drawer).getByText('已上线 → 强制下线')).toBeInTheDocument();
    expect(within(drawer).getAllByText('培训场地不符合安全要求').length).toBeGreaterThan(0);
  });
});

describe('课程列表', { timeout: 120_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers each row only what its state allows, prices in yuan', async () => {
    mockApi()
      .on(labelApi.getLabels, [])
      .on(courseApi.getBDCourseList, pageOfRows([course({ approveType: 1, onlineType: 1 }), course({ courseCode: 'c2', courseName: '焊工培训班', approveType: 4 })]));
    renderScreen(<CourseListPage />, { permissions: [C.list.list, C.list.add, C.list.edit, C.list.remove, C.list.online, C.list.offline] });
    await screen.findByText('低压电工作业培训班');
    const online = within(rowOf('低压电工作业培训班'));
    expect(online.getByRole('button', { name: /下\s*线/ })).toBeInTheDocument();
    expect(online.queryByRole('button', { name: /编\s*辑/ })).not.toBeInTheDocument();
    expect(online.queryByRole('button', { name: /删\s*除/ })).not.toBeInTheDocument();
    const offline = within(rowOf('焊工培训班'));
    expect(offline.getByRole('button', { name: /上\s*线/ })).toBeInTheDocument();
    expect(offline.getByRole('button', { name: /编\s*辑/ })).toBeInTheDocument();
    expect(offline.getByRole('button', { name: /删\s*除/ })).toBeInTheDocument();
    expect(screen.getAllByText('¥1280.00')).toHaveLength(2);
  });

  it('says 获取课程失败 with the reason and 重试 when the list cannot be read', async () => {
    mockApi()
      .on(labelApi.getLabels, [])
      .on(courseApi.getBDCourseList, { fail: { code: 500, msg: '服务器内部错误，请稍后重试' } });
    renderScreen(<CourseListPage />, { permissions: [C.list.list] });
    expect(await screen.findByText('获取课程失败')).toBeInTheDocument();
    expect(screen.getByText('服务器内部错误，请稍后重试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
  });

  it('says 获取课程失败 with the reason when a course’s detail cannot be read', async () => {
    mockApi()
      .on(labelApi.getLabels, [])
      .on(courseApi.getBDCourseList, pageOfRows([course({})]))
      .on(courseApi.getBDCourseInfo, { fail: { code: 404, msg: '课程不存在' } });
    renderScreen(<CourseListPage />, { permissions: [C.list.list] });
    await userEvent.click(await screen.findByText('低压电工作业培训班'));
    expect(await screen.findByText('获取课程失败：课程不存在')).toBeInTheDocument();
  });

  it('edits an offline course: the form shows it as stored and sends it back in cents with its place', async () => {
    const stored = course({ courseCode: 'c9', courseName: '焊工培训班', approveType: 4, price: 98_050, labels: [] });
    const api = mockApi()
      .on(labelApi.getLabels, [])
      .on(courseApi.getBDCourseList, pageOfRows([stored]))
      .on(courseApi.getBDCourseInfo, {
        ...stored,
        provinceCode: '410000',
        provinceName: '河南省',
        cityCode: '410100',
        cityName: '郑州市',
        address: '中华北路88号',
        gcj02Lng: 113.74,
        gcj02Lat: 34.39,
        coverKey: 'image/202611/0123456789abcdef0123456789abcdef.png',
        introduction: '<p>焊接安全与实操</p>',
        chapterCount: 0,
        creatorName: '培训管理员',
        updateTime: stored.createTime,
        reviews: [],
      })
      .on(courseApi.saveCourseInfo, { courseCode: 'c9', approveType: 0, onlineType: 2 }, '修改成功');
    renderScreen(<CourseListPage />, { permissions: [C.list.list, C.list.edit] });
    await userEvent.click(within(await waitFor(() => rowOf('焊工培训班'))).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByDisplayValue('焊工培训班')).toBeInTheDocument());
    expect(within(dialog).getByDisplayValue('980.50')).toBeInTheDocument();
    fill(dialog, '课程名称', '焊工（中级）培训班');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(courseApi.saveCourseInfo)).toHaveLength(1));
    expect(api.sent(courseApi.saveCourseInfo)[0]).toMatchObject({
      courseCode: 'c9',
      courseName: '焊工（中级）培训班',
      courseType: 2,
      courseNature: 1,
      occupationCode: '6-18',
      skillLevel: 1,
      price: 98_050,
      classHours: 64,
      applyBeginTime: '2026-10-01 09:00:00',
      applyEndTime: '2027-01-31 18:00:00',
      provinceCode: '410000',
      cityCode: '410100',
      countyCode: '410184',
      address: '中华北路88号',
      coverKey: 'image/202611/0123456789abcdef0123456789abcdef.png',
    });
  });
});
