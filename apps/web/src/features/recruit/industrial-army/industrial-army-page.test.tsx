import { applyInfoApi, dictApi, idCardCheckChar, industrialArmyApi, perm, regionApi, type MatchRecord } from '@hrbd/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pageOfRows, renderScreen } from '../../../test/render-screen';
import IndustrialArmyPage from './industrial-army-page';
import { dictAnswer, resumeProfile } from '../../../test/resume-fixtures';
const LIST = perm.recruit.industrialArmy.list;
const EXPORT = perm.recruit.industrialArmy.export;

function match(overrides: Partial<MatchRecord>): MatchRecord {
  return {
    rank: 1,
    resumeCode: 'r1',
    usrName: '岳春燕',
    usrGender: 2,
    age: 22,
    idCard: '411503********858X',
    mobile: '156****0376',
    education: 9,
    jobStatus: 0,
    provinceName: '河南省',
    cityName: '郑州市',
    countyName: '新郑市',
    expectJob: '电焊工',
    workYears: 4,
    skills: [
      { skillCode: '1005', skillName: '焊工', matched: true },
      { skillCode: '6006', skillName: '会计核算', matched: false },
    ],
    score: 100,
    skillScore: 60,
    educationScore: 20,
    areaScore: 20,
    updateTime: '2025-05-01 10:00:00',
    ...overrides,
  };
}

const RANKED = [
  match({}),
  match({ rank: 2, resumeCode: 'r2', usrName: '马宇航', usrGender: 1, score: 70, skillScore: 30, educationScore: 20, areaScore: 20, skills: [{ skillCode: '1005', skillName: '焊工', matched: true }] }),
];

const PROVINCES = [{ proCode: '410000', proName: '河南省' }];

function matchServer() {
  return mockApi()
    .on(dictApi.queryByType, dictAnswer)
    .on(regionApi.selectAllProvince, PROVINCES)
    .on(industrialArmyApi.usertagMatching, pageOfRows(RANKED, 2));
}

/** Picks skills by typing in the skill box (the list is long and virtual). */
async function pickSkill(name: string) {
  const input = document.querySelector<HTMLInputElement>('#skillCodes');
  if (!input) throw new Error('no skill box');
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: name } });
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.textContent === name);
    if (!found) throw new Error(`no option ${name}`);
    return found;
  });
  fireEvent.click(option);
}

describe('产业军人才匹配', { timeout: 120_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('asks for at least one criterion before matching', async () => {
    const api = matchServer();
    renderScreen(<IndustrialArmyPage />, { permissions: [LIST] });
    expect(await screen.findByText('请选择技能、最低学历或所在地区后开始匹配')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /开始匹配/ }));
    expect(await screen.findByText('请至少选择一项匹配条件（技能、最低学历或所在地区）')).toBeInTheDocument();
    expect(api.sent(industrialArmyApi.usertagMatching)).toEqual([]);
  });

  it('ranks resumes by the chosen tags and shows each score with its parts and the matched skills', async () => {
    const api = matchServer();
    renderScreen(<IndustrialArmyPage />, { permissions: [LIST, EXPORT] });
    await screen.findByText('匹配条件');
    // Nothing to export before a match.
    expect(screen.getByRole('button', { name: /导出匹配结果/ })).toBeDisabled();
    await pickSkill('焊工');
    await pickSkill('低压电工');
    await userEvent.click(screen.getByRole('button', { name: /开始匹配/ }));
    await screen.findByText('岳春燕');
    expect(api.sent(industrialArmyApi.usertagMatching)).toEqual([{ skillCodes: ['1005', '3001'], pageNum: 1, pageSize: 10 }]);
    expect(screen.getByText('匹配结果（共 2 人）')).toBeInTheDocument();
    const first = screen.getByText('岳春燕').closest('tr') as HTMLElement;
    expect(within(first).getByText('100 分')).toBeInTheDocument();
    expect(within(first).getByText('技能 60/60')).toBeInTheDocument();
    expect(within(first).getByText('学历 20/20')).toBeInTheDocument();
    expect(within(first).getByText('地区 20/20')).toBeInTheDocument();
    expect(within(first).getByText('焊工').closest('.ant-tag')).toHaveClass('ant-tag-green');
    expect(within(first).getByText('会计核算').closest('.ant-tag')).not.toHaveClass('ant-tag-green');
    const second = screen.getByText('马宇航').closest('tr') as HTMLElement;
    expect(within(second).getByText('技能 30/60')).toBeInTheDocument();
    expect(within(second).getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导出匹配结果/ })).toBeEnabled();
    // The export asks for the ranking under the same criteria.
    const mocked = globalThis.fetch;
    const asked: URL[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      const parsed = new URL(url, 'http://localhost');
      if (parsed.pathname !== industrialArmyApi.exportIndustrial.path) return mocked(url, init);
      asked.push(parsed);
      return new Response(new Uint8Array([80, 75, 3, 4]), {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename="talent-matching.xlsx"; filename*=UTF-8''${encodeURIComponent('人才匹配结果_20250618153000.xlsx')}`,
        },
      });
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: /导出匹配结果/ }));
    expect(await screen.findByText('下载完成：人才匹配结果_20250618153000.xlsx')).toBeInTheDocument();
    expect(asked.map((u) => u.searchParams.getAll('skillCodes'))).toEqual([['1005', '3001']]);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
    vi.unstubAllGlobals();
    // Without 简历管理's right the ranking shows no resume link.
    expect(screen.queryByRole('button', { name: '查看简历' })).not.toBeInTheDocument();
  });

  it('opens a ranked resume through the resume detail when the role may see resumes', async () => {
    const api = matchServer().on(applyInfoApi.queryResumeDetail, { ...resumeProfile({ resumeCode: 'r1', usrName: '岳春燕' }), auditionInfoList: [], operationRecordList: [], applyList: [] });
    sessionStorage.setItem('industrial-army:match', JSON.stringify({ criteria: { skillCodes: ['1005'] }, pageNum: 1, pageSize: 10 }));
    renderScreen(<IndustrialArmyPage />, { permissions: [LIST, perm.recruit.resume.list.list] });
    await screen.findByText('岳春燕');
    await userEvent.click(within(screen.getByText('岳春燕').closest('tr') as HTMLElement).getByRole('button', { name: '查看简历' }));
    const drawer = (await screen.findByText('简历详情')).closest('.ant-drawer') as HTMLElement;
    await within(drawer).findByText('基本信息');
    expect(api.sent(applyInfoApi.queryResumeDetail)).toEqual([{ resumeCode: 'r1' }]);
    // The skills come from the ranking.
    expect(within(drawer).getByText('会计核算')).toBeInTheDocument();
  });

  it('checks an ID number before asking, then opens the resume found, or shows why none was', async () => {
    const first17 = '41018419900501001';
    const valid = first17 + idCardCheckChar(first17);
    const wrongCheck = first17 + (idCardCheckChar(first17) === '0' ? '1' : '0');
    let known = true;
    const api = matchServer().on(industrialArmyApi.getResumeInfoByCard, () =>
      known ? resumeProfile({ usrName: '张伟' }, [{ skillCode: '1005', skillName: '焊工', groupName: '机械加工' }]) : { fail: { code: 404, msg: '未找到该身份证号对应的简历' } },
    );
    renderScreen(<IndustrialArmyPage />, { permissions: [LIST] });
    const box = await screen.findByPlaceholderText('请输入身份证号');
    fireEvent.change(box, { target: { value: wrongCheck } });
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('身份证号校验位不正确，请核对')).toBeInTheDocument();
    expect(api.sent(industrialArmyApi.getResumeInfoByCard)).toEqual([]);

    fireEvent.change(box, { target: { value: ` ${valid.toLowerCase()} ` } });
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    const drawer = (await screen.findByText('简历详情')).closest('.ant-drawer') as HTMLElement;
    await within(drawer).findByText('基本信息');
    expect(api.sent(industrialArmyApi.getResumeInfoByCard)).toEqual([{ idCard: valid }]);
    expect(within(drawer).getByText('焊工')).toBeInTheDocument();
    expect(within(drawer).getByText('富士康科技集团郑州科技园')).toBeInTheDocument();

    known = false;
    fireEvent.click(drawer.querySelector('.ant-drawer-close') as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('未找到该身份证号对应的简历')).toBeInTheDocument();
  });
});
