import { campusFairApi, collegeApi, companyApi, jobApi, perm, type CampusFairDetail } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, formErrors, mockApi, pageOfRows, renderScreen } from '../../../test/render-screen';
import { CampusFairForm } from './campus-fair-form';

const PERMISSIONS = [perm.school.jobfair.list, perm.school.jobfair.add, perm.school.jobfair.edit];

/** A coming on-site fair of a college, as queryJobFair answers it. */
const COMING: CampusFairDetail = {
  fairCode: 'cf1',
  fairName: '郑州航空工业管理学院2027届秋季双选会',
  collegeCode: 'col1',
  collegeName: '郑州航空工业管理学院',
  boothCount: 120,
  fairType: 2,
  ...{ organizer: '郑州航空工业管理学院', undertaker: '招生就业处', contactPerson: '刘敏', contactPhone: '0371-61912345' },
  ...{ provinceCode: '410000', provinceName: '河南省', cityCode: '410100', cityName: '郑州市', countyCode: '410184', countyName: '新郑市' },
  ...{ address: '学生活动中心', gcj02Lng: 113.73, gcj02Lat: 34.41 },
  ...{ startTime: '2027-10-20 09:00:00', endTime: '2027-10-20 17:00:00' },
  status: 0,
  cmpyCount: 1,
  jobCount: 1,
  createTime: '2027-09-01 10:00:00',
  description: '<p>面向2027届毕业生。</p>',
  participants: [{ cmpyCode: 'c1', cmpyName: '郑州恒达机械制造有限公司', jobs: [{ jobCode: 'j1', jobName: '数控车工', salaryMin: 5000, salaryMax: 8000, approveType: 3, endTime: '2027-12-31 23:59:59' }] }],
  lockedFields: [],
  applications: pageOfRows([]),
  creatorName: '系统管理员',
  updateTime: '2027-09-01 10:00:00',
};

const campusServer = () =>
  mockApi()
    .on(campusFairApi.queryJobFair, COMING)
    .on(collegeApi.queryCollegeList, { ...pageOfRows([]), counts: [] })
    .on(companyApi.list, [])
    .on(jobApi.queryJobInfoList, pageOfRows([]));

describe('校园招聘会 form', { timeout: 120_000 }, () => {
  it('sends a renamed coming fair with its college and booths beside the fields every fair has', async () => {
    const api = campusServer().on(campusFairApi.editJobFairYj, { fairCode: 'cf1' }, '修改成功');
    renderScreen(<CampusFairForm fairCode="cf1" onClose={() => undefined} />, { permissions: PERMISSIONS });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('已选择 1 家企业、1 个岗位')).toBeInTheDocument();
    fill(dialog, '招聘会名称', '郑州航空工业管理学院2027届秋季大型双选会');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(campusFairApi.editJobFairYj)).toHaveLength(1));
    expect(api.sent(campusFairApi.editJobFairYj)[0]).toEqual({
      fairCode: 'cf1',
      fairName: '郑州航空工业管理学院2027届秋季大型双选会',
      collegeCode: 'col1',
      boothCount: 120,
      fairType: 2,
      organizer: '郑州航空工业管理学院',
      undertaker: '招生就业处',
      contactPerson: '刘敏',
      contactPhone: '0371-61912345',
      provinceCode: '410000',
      cityCode: '410100',
      countyCode: '410184',
      address: '学生活动中心',
      gcj02Lng: 113.73,
      gcj02Lat: 34.41,
      startTime: '2027-10-20 09:00:00',
      endTime: '2027-10-20 17:00:00',
      description: '<p>面向2027届毕业生。</p>',
      cmpyCodes: ['c1'],
      jobCodes: ['j1'],
    });
  });

  it('refuses an empty form with the field messages, the college’s among them, and sends nothing', async () => {
    const api = campusServer();
    renderScreen(<CampusFairForm fairCode={null} onClose={() => undefined} />, { permissions: PERMISSIONS });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    const shown = await formErrors(dialog);
    expect(shown).toEqual(expect.arrayContaining(['请选择举办院校', '请输入招聘会名称', '请选择开始时间和结束时间', '请选择举办地址', '请输入主办单位', '请输入招聘会简介']));
    expect(api.sent(campusFairApi.saveJobFairYj)).toHaveLength(0);
  });
});
