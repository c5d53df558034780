import { companyApi, dictApi, jobApi, jobFairApi, perm, type ApplyRecord, type JobFairDetail, type JobFairRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fill, formErrors, mockApi, pageOfRows, renderScreen } from '../../../test/render-screen';
import JobFairPage from './job-fair-page';
const ALL = [perm.recruit.jobfair.list, perm.recruit.jobfair.add, perm.recruit.jobfair.edit];

function fairRecord(overrides: Partial<JobFairRecord> = {}): JobFairRecord {
  return {
    fairCode: 'f1',
    fairName: '2026年新郑市“春风行动”暨就业援助月专场招聘会',
    fairType: 2,
    organizer: '新郑市人力资源和社会保障局',
    undertaker: '新郑市公共就业服务中心',
    contactPerson: '王建华',
    contactPhone: '0371-62691234',
    provinceCode: '410000',
    provinceName: '河南省',
    cityCode: '410100',
    cityName: '郑州市',
    countyCode: '410184',
    countyName: '新郑市',
    address: '新建路街道中华北路18号 新郑市人力资源市场一楼招聘大厅',
    startTime: '2026-02-18 08:30:00',
    endTime: '2026-02-19 16:30:00',
    status: 2,
    cmpyCount: 2,
    jobCount: 3,
    createTime: '2026-01-20 10:00:00',
    ...overrides,
  };
}

function fairDetail(overrides: Partial<JobFairDetail> = {}): JobFairDetail {
  return {
    ...fairRecord(overrides),
    gcj02Lng: 113.74,
    gcj02Lat: 34.39,
    description: '<p>组织辖区重点企业集中招聘。</p>',
    resumeCount: 1,
    participants: [
      {
        cmpyCode: 'c1',
        cmpyName: '郑州恒达机械制造有限公司',
        jobs: [
          { jobCode: 'j1', jobName: '数控车工', salaryMin: 5000, salaryMax: 8000, approveType: 3, endTime: '2026-04-30 23:59:59' },
          { jobCode: 'j2', jobName: '装配工', salaryMin: 4500, salaryMax: 6000, approveType: 4, endTime: '2026-03-31 23:59:59' },
        ],
      },
      { cmpyCode: 'c2', cmpyName: '新郑市好想你食品有限公司', jobs: [{ jobCode: 'j3', jobName: '包装工', salaryMin: 4000, salaryMax: 5500, approveType: 3, endTime: '2026-05-31 23:59:59' }] },
    ],
    lockedFields: ['fairType', 'startTime', 'endTime', 'place', 'participants'],
    creatorName: '系统管理员',
    updateTime: '2026-01-20 10:00:00',
    ...overrides,
  };
}

const RESUME: ApplyRecord = {
  applyCode: 'a1',
  resumeCode: 'r1',
  usrCode: 'u1',
  usrName: '张伟',
  usrGender: 1,
  age: 30,
  idCard: '410184********1234',
  mobile: '138****5678',
  education: 8,
  ethnic: 1,
  jobStatus: 0,
  jobCode: 'j1',
  jobName: '数控车工',
  cmpyCode: 'c1',
  cmpyName: '郑州恒达机械制造有限公司',
  state: 3,
  applyTime: '2026-02-18 10:15:00',
  remark: '',
  updateTime: '2026-02-18 10:15:00',
};

const FAIRS = [
  fairRecord(),
  fairRecord({ fairCode: 'f2', fairName: '2026年新郑市冬季网络招聘会', fairType: 1, address: '', status: 1 }),
  fairRecord({ fairCode: 'f3', fairName: '2027年新郑市“春风行动”网络招聘会', fairType: 1, address: '', status: 0 }),
];

function fairServer(details: Record<string, JobFairDetail> = { f1: fairDetail() }) {
  return mockApi()
    .on(dictApi.queryByType, ({ query }) =>
      query.type === 'gender'
        ? [
            { dataKey: '1', dataValue: '男', enabled: 1 },
            { dataKey: '2', dataValue: '女', enabled: 1 },
          ]
        : [{ dataKey: '8', dataValue: '大专', enabled: 1 }],
    )
    .on(companyApi.list, [])
    .on(jobApi.queryJobInfoList, pageOfRows([]))
    .on(jobFairApi.list, ({ query }) => pageOfRows(FAIRS.filter((f) => query.status === undefined || String(f.status) === query.status)))
    .on(jobFairApi.info, ({ query }) => details[query.fairCode] ?? { fail: { code: 404, msg: '招聘会不存在' } })
    .on(jobFairApi.getCmpyList, () =>
      pageOfRows([
        {
          cmpyCode: 'c1',
          cmpyName: '郑州恒达机械制造有限公司',
          industryCode: '34',
          industryName: '通用设备制造业',
          cmpyScale: 2,
          countyName: '新郑市',
          contactPerson: '李娜',
          contactPhone: '13812345678',
          jobCount: 2,
          headcount: 10,
          resumeCount: 1,
          joinTime: '2026-01-25 09:00:00',
        },
      ]),
    )
    .on(jobFairApi.getJobList, pageOfRows([]))
    .on(jobFairApi.getResumeList, ({ query }) => pageOfRows(query.state === undefined || query.state === '3' ? [RESUME] : []));
}

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('招聘会', { timeout: 120_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('lists fairs under status tabs with their counts, and offers 编辑 only to those who may', async () => {
    fairServer();
    renderScreen(<JobFairPage />, { permissions: [perm.recruit.jobfair.list] });
    expect(await screen.findByText('2026年新郑市冬季网络招聘会')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '全部（3）' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '进行中（1）' })).toBeInTheDocument();
    expect(within(row('2026年新郑市冬季网络招聘会')).getByText('线上')).toBeInTheDocument();
    expect(within(row('2026年新郑市冬季网络招聘会')).getByText('新郑市（线上）')).toBeInTheDocument();
    expect(within(row(FAIRS[0].fairName)).getByText('2026-02-18 08:30 至 2026-02-19 16:30')).toBeInTheDocument();
    expect(within(row(FAIRS[0].fairName)).getByText('已结束')).toBeInTheDocument();
    expect(within(row(FAIRS[0].fairName)).queryByRole('button', { name: /编\s*辑/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).not.toBeInTheDocument();
  });

  it('shows a fair with its companies and its resumes, masked as the server sends them', async () => {
    const api = fairServer();
    renderScreen(<JobFairPage />, { permissions: ALL });
    await userEvent.click(await screen.findByText(FAIRS[0].fairName));
    const drawer = (await screen.findByText('招聘会详情')).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('组织辖区重点企业集中招聘。')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('tab', { name: '参会企业（2）' }));
    expect(await within(drawer).findByText('通用设备制造业')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('tab', { name: '投递简历（1）' }));
    expect(await within(drawer).findByText('138****5678')).toBeInTheDocument();
    expect(within(drawer).getByText('410184********1234')).toBeInTheDocument();
    expect(within(drawer).getByText('初筛通过')).toBeInTheDocument();
    await waitFor(() => expect(api.sent(jobFairApi.getResumeList)).toContainEqual({ fairCode: 'f1', pageNum: '1', pageSize: '10' }));
  });

  it('edits an ended fair: its time, venue and who took part are shown locked, its name is sent corrected', async () => {
    const api = fairServer().on(jobFairApi.edit, { fairCode: 'f1' }, '修改成功');
    renderScreen(<JobFairPage />, { permissions: ALL });
    await screen.findByText(FAIRS[0].fairName);
    await userEvent.click(within(row(FAIRS[0].fairName)).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/招聘会已结束，举办时间、举办地点和参会企业及岗位不能修改/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /修改地址/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText('包装工')).toBeInTheDocument();
    expect(within(dialog).queryByText('移除')).not.toBeInTheDocument();
    for (const radio of within(dialog).getAllByRole('radio')) expect(radio).toBeDisabled();

    fill(dialog, '招聘会名称', '2026年新郑市“春风行动”专场招聘会');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(api.sent(jobFairApi.edit)).toEqual([
      {
        fairCode: 'f1',
        fairName: '2026年新郑市“春风行动”专场招聘会',
        fairType: 2,
        organizer: '新郑市人力资源和社会保障局',
        undertaker: '新郑市公共就业服务中心',
        contactPerson: '王建华',
        contactPhone: '0371-62691234',
        provinceCode: '410000',
        cityCode: '410100',
        countyCode: '410184',
        address: '新建路街道中华北路18号 新郑市人力资源市场一楼招聘大厅',
        gcj02Lng: 113.74,
        gcj02Lat: 34.39,
        startTime: '2026-02-18 08:30:00',
        endTime: '2026-02-19 16:30:00',
        description: '<p>组织辖区重点企业集中招聘。</p>',
        cmpyCodes: ['c1', 'c2'],
        jobCodes: ['j1', 'j2', 'j3'],
      },
    ]);
  });

  it('lets a company leave a coming fair with its jobs', async () => {
    const coming = fairDetail({ fairCode: 'f3', fairName: FAIRS[2].fairName, status: 0, lockedFields: [], startTime: '2027-02-10 00:00:00', endTime: '2027-03-31 23:59:59' });
    const api = fairServer({ f3: coming }).on(jobFairApi.edit, { fairCode: 'f3' }, '修改成功');
    renderScreen(<JobFairPage />, { permissions: ALL });
    await screen.findByText(FAIRS[2].fairName);
    await userEvent.click(within(row(FAIRS[2].fairName)).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('已选择 2 家企业、3 个岗位')).toBeInTheDocument();
    await userEvent.click(within(row('新郑市好想你食品有限公司')).getByRole('button', { name: /移\s*除/ }));
    expect(within(dialog).getByText('已选择 1 家企业、2 个岗位')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(api.sent(jobFairApi.edit)).toMatchObject([{ fairCode: 'f3', cmpyCodes: ['c1'], jobCodes: ['j1', 'j2'] }]);
  });

  it('refuses an empty form with the contract messages and sends nothing', async () => {
    const api = fairServer();
    renderScreen(<JobFairPage />, { permissions: ALL });
    await userEvent.click(await screen.findByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    fill(dialog, '联系电话', '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await formErrors(dialog);
    const shown = () => [...dialog.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
    await waitFor(() =>
      expect(shown()).toEqual(
        expect.arrayContaining(['请输入招聘会名称', '请选择开始时间和结束时间', '请选择举办地址', '请输入主办单位', '联系电话应为手机号或带区号的固定电话', '请输入招聘会简介']),
      ),
    );
    expect(api.sent(jobFairApi.add)).toHaveLength(0);
  });
});
