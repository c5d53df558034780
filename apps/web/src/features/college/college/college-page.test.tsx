import { collegeApi, perm, type CollegeApplyRecord, type CollegeRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formErrors, mockApi, pageOfRows, renderScreen } from '../../../test/render-screen';
import CollegePage from './college-page';

const ALL = [perm.school.college.list, perm.school.college.review];

function college(overrides: Partial<CollegeRecord>): CollegeRecord {
  return {
    collegeCode: 'c1',
    collegeName: '郑州溱洧职业技术学院',
    collegeType: 2,
    runNature: 1,
    schoolCode: '4110000001',
    authority: '河南省教育厅',
    provinceCode: '410000',
    provinceName: '河南省',
    cityCode: '410100',
    cityName: '郑州市',
    countyCode: '410184',
    countyName: '新郑市',
    address: '学院路1号',
    gcj02Lng: 113.74,
    gcj02Lat: 34.39,
    contactPerson: '王老师',
    contactPhone: '13837100001',
    approveType: 1,
    rejectDesc: '',
    checkerName: '',
    applyTime: '2026-03-01 10:00:00',
    checkTime: null,
    ...overrides,
  };
}

/** Two colleges waiting, one passed: the mock moves them as the server would and counts them per tab. */
function reviewServer() {
  const colleges = [college({}), college({ collegeCode: 'c2', collegeName: '郑州北龙湖卫生学校', collegeType: 3 }), college({ collegeCode: 'c3', collegeName: '中州经贸学院', approveType: 2 })];
  return mockApi()
    .on(collegeApi.queryCollegeList, ({ body }) => {
      const state = (body as { approveType?: number }).approveType;
      const rows = colleges.filter((c) => state === undefined || c.approveType === state);
      return { ...pageOfRows(rows), counts: [1, 2, 3].map((approveType) => ({ approveType, couNum: colleges.filter((c) => c.approveType === approveType).length })) };
    })
    .on(collegeApi.queryCollegeApply, () => pageOfRows<CollegeApplyRecord>([]))
    .on(collegeApi.checkCollege, ({ body }) => {
      const { collegeCode, approveType, rejectDesc } = body as { collegeCode: string; approveType: number; rejectDesc?: string };
      const found = colleges.find((c) => c.collegeCode === collegeCode);
      if (!found || found.approveType !== 1) return { fail: { code: 409, msg: '院校当前为“已通过”状态，不能审核' } };
      Object.assign(found, { approveType, rejectDesc: rejectDesc ?? '' });
      return { collegeCode, approveType };
    });
}

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const confirmDialog = () => document.querySelector<HTMLElement>('.ant-modal-confirm') as HTMLElement;

describe('院校管理', { timeout: 120_000 }, () => {
  it('opens on 待审核 with every tab counted, passes one and rejects another with a reason; the counts follow', async () => {
    const api = reviewServer();
    renderScreen(<CollegePage />, { permissions: ALL });
    expect(await screen.findByText('郑州溱洧职业技术学院')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '待审核（2）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已通过（1）' })).toBeInTheDocument();

    await userEvent.click(within(row('郑州溱洧职业技术学院')).getByRole('button', { name: /审\s*核/ }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(confirmDialog()).toHaveTextContent('确定审核通过院校“郑州溱洧职业技术学院”吗？'));
    await userEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(collegeApi.checkCollege)).toEqual([{ collegeCode: 'c1', approveType: 2 }]));
    expect(await screen.findByRole('tab', { name: '已通过（2）' })).toBeInTheDocument();

    await userEvent.click(within(row('郑州北龙湖卫生学校')).getByRole('button', { name: /审\s*核/ }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('驳回'));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await formErrors(dialog)).toEqual(['请填写驳回原因']);
    await userEvent.type(within(dialog).getByLabelText('驳回原因'), '办学许可证不清晰');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(confirmDialog()).toHaveTextContent('确定驳回院校“郑州北龙湖卫生学校”吗？'));
    await userEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(collegeApi.checkCollege).at(-1)).toEqual({ collegeCode: 'c2', approveType: 3, rejectDesc: '办学许可证不清晰' }));
    expect(await screen.findByRole('tab', { name: '待审核（0）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已驳回（1）' })).toBeInTheDocument();
  });

  it('offers 审核 only with the review code', async () => {
    reviewServer();
    renderScreen(<CollegePage />, { permissions: [perm.school.college.list] });
    await screen.findByText('郑州溱洧职业技术学院');
    expect(screen.queryByRole('button', { name: /审\s*核/ })).not.toBeInTheDocument();
  });
});
