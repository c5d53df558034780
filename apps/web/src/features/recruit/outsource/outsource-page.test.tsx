import { companyApi, dictApi, outsourceApi, perm, type OutsourceRecord, type OutsourceResume } from '@hrbd/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pageOfRows, renderScreen } from '../../../test/render-screen';
import { dictAnswer, resumeProfile } from '../../../test/resume-fixtures';
import OutsourcePage from './outsource-page';
const LIST = perm.recruit.outsource.list;
const EXPORT = perm.recruit.outsource.export;

function record(overrides: Partial<OutsourceRecord>): OutsourceRecord {
  return {
    outsourceCode: 'o1',
    resumeCode: 'r1',
    usrName: '张伟',
    usrGender: 1,
    age: 35,
    idCard: '410184********0011',
    mobile: '138****0001',
    education: 7,
    cmpyCode: 'c1',
    cmpyName: '新郑市华信精密机械有限公司',
    dispatchCmpyCode: 'c9',
    dispatchCmpyName: '河南中原人力资源服务有限公司',
    employType: 1,
    postName: '普工',
    salary: 4800,
    contractStart: '2025-03-01',
    contractEnd: '2026-02-28',
    leaveDate: null,
    leaveReason: '',
    state: 1,
    createTime: '2025-02-20 09:30:00',
    ...overrides,
  };
}

const ROWS = [
  record({}),
  record({ outsourceCode: 'o2', usrName: '李娜', usrGender: 2, state: 0, postName: '分拣员', employType: 2, contractStart: '2099-01-01', contractEnd: '2099-12-31' }),
  record({ outsourceCode: 'o3', usrName: '王芳', usrGender: 2, state: 2, postName: '质检员', leaveDate: '2025-05-01', leaveReason: '个人原因主动离职' }),
];

const RESUME: OutsourceResume = {
  ...resumeProfile({}, [{ skillCode: '1005', skillName: '焊工', groupName: '机械加工' }]),
  outsource: ROWS[0],
  outsourceList: [ROWS[0], record({ outsourceCode: 'o0', cmpyName: '郑州港区顺达仓储服务有限公司', state: 2, contractStart: '2022-01-01', contractEnd: '2023-12-31', leaveReason: '合同期满' })],
};

function outsourceServer() {
  return mockApi()
    .on(dictApi.queryByType, dictAnswer)
    .on(companyApi.list, [])
    .on(outsourceApi.getOutsourcingEmployeeList, ({ query }) => {
      const rows = ROWS.filter((r) => (query.state === undefined || r.state === Number(query.state)) && (!query.usrName || r.usrName.includes(query.usrName)));
      return pageOfRows(rows);
    })
    .on(outsourceApi.queryResume, RESUME);
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('外包员工', { timeout: 120_000 }, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('lists placements with their state, counts every tab and filters by tab and name', async () => {
    const api = outsourceServer();
    renderScreen(<OutsourcePage />, { permissions: [LIST] });
    await screen.findByText('张伟');
    expect(await screen.findByRole('tab', { name: '全部（3）' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '待上岗（1）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '在岗（1）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已离职（1）' })).toBeInTheDocument();
    expect(within(rowOf('张伟')).getByText('在岗')).toBeInTheDocument();
    expect(within(rowOf('李娜')).getByText('待上岗')).toBeInTheDocument();
    expect(within(rowOf('李娜')).getByText('业务外包')).toBeInTheDocument();
    expect(within(rowOf('王芳')).getByText('已离职')).toBeInTheDocument();
    // 身份证号 is the resume drawer's and the export's (a secondary field): not a column until shown in 列设置.
    expect(within(rowOf('张伟')).queryByText('410184********0011')).not.toBeInTheDocument();
    expect(within(rowOf('张伟')).getByText('4800')).toBeInTheDocument();
    // No export right: no button.
    expect(screen.queryByRole('button', { name: /导\s*出/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '已离职（1）' }));
    await waitFor(() => expect(screen.queryByText('张伟')).not.toBeInTheDocument());
    expect(screen.getByText('王芳')).toBeInTheDocument();
    expect(api.sent(outsourceApi.getOutsourcingEmployeeList).some((q) => (q as Record<string, string>).state === '2' && (q as Record<string, string>).pageSize === '10')).toBe(true);

    fireEvent.change(screen.getByPlaceholderText('请输入姓名'), { target: { value: '王' } });
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(api.sent(outsourceApi.getOutsourcingEmployeeList).some((q) => (q as Record<string, string>).usrName === '王' && (q as Record<string, string>).state === '2')).toBe(true));
  });

  it("opens the person's resume with the placement, skills and every placement they have had", async () => {
    const api = outsourceServer();
    renderScreen(<OutsourcePage />, { permissions: [LIST] });
    await screen.findByText('张伟');
    await userEvent.click(within(rowOf('张伟')).getByRole('button', { name: '查看简历' }));
    const drawer = (await screen.findByText('外包员工简历')).closest('.ant-drawer') as HTMLElement;
    await within(drawer).findByText('外包信息');
    expect(api.sent(outsourceApi.queryResume)).toEqual([{ outsourceCode: 'o1' }]);
    expect(within(drawer).getByText('基本信息')).toBeInTheDocument();
    expect(within(drawer).getByText('焊工')).toBeInTheDocument();
    expect(within(drawer).getByText('富士康科技集团郑州科技园')).toBeInTheDocument();
    expect(within(drawer).getByText('郑州港区顺达仓储服务有限公司')).toBeInTheDocument();
    // In the placement and again as the first line of the history.
    expect(within(drawer).getAllByText('2025-03-01 至 2026-02-28')).toHaveLength(2);
    expect(await within(drawer).findByText('35 岁（1990-05-01）')).toBeInTheDocument();
    expect(within(drawer).getByText('服从安排，能倒班')).toBeInTheDocument();
  });

  it('exports what the tab and filters show and shows a refusal as the server words it', async () => {
    const api = outsourceServer();
    const mocked = globalThis.fetch;
    const exported: string[] = [];
    let refuse = false;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      const parsed = new URL(url, 'http://localhost');
      if (parsed.pathname !== outsourceApi.exportListHandler.path) return mocked(url, init);
      exported.push(parsed.search);
      if (refuse) {
        return new Response(JSON.stringify({ code: 400, msg: '上岗结束日期不能早于上岗开始日期', data: null }), { status: 400, headers: { 'content-type': 'application/json' } });
      }
      return new Response(new Uint8Array([80, 75, 3, 4, 1, 2, 3]), {
        status: 200,
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename="outsourcing-employees-20250618153000.xlsx"; filename*=UTF-8''${encodeURIComponent('外包员工_20250618153000.xlsx')}`,
        },
      });
    });
    // jsdom has no object URLs: the download is handed to the browser through one.
    const createObjectURL = vi.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    renderScreen(<OutsourcePage />, { permissions: [LIST, EXPORT] });
    await screen.findByText('张伟');
    await userEvent.click(screen.getByRole('tab', { name: /在岗/ }));
    await waitFor(() => expect(screen.queryByText('李娜')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    expect(await screen.findByText('下载完成：外包员工_20250618153000.xlsx')).toBeInTheDocument();
    expect(exported).toEqual(['?state=1']);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    expect(api.sent(outsourceApi.getOutsourcingEmployeeList).length).toBeGreaterThan(0);

    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    expect(await screen.findByText('上岗结束日期不能早于上岗开始日期')).toBeInTheDocument();
    click.mockRestore();
  });
});
