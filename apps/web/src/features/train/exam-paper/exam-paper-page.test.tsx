import { examPaperApi, examTopicApi, perm, type PaperDetail, type PaperRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pageOfRows, renderScreen } from '../../../test/render-screen';
import ExamPaperPage from './exam-paper-page';

const ALL = [perm.train.exam.paper.list, perm.train.exam.paper.add, perm.train.exam.paper.edit, perm.train.exam.topic.list];

const PAPER: PaperRecord = {
  paperCode: 'p1',
  paperName: '电工初级理论知识考试（第1期）',
  composeType: 2,
  topicCount: 45,
  totalScore: 100,
  passScore: 60,
  duration: 90,
  beginTime: '2025-06-01 09:00:00',
  endTime: '2099-06-10 18:00:00',
  openStatus: 0,
  resitStatus: 0,
  resitTimes: 0,
  examineeCount: 0,
  creatorName: '系统管理员',
  createTime: '2025-05-28 10:00:00',
  updateTime: '2025-05-28 10:00:00',
};

const DETAIL: PaperDetail = {
  ...PAPER,
  examineeCount: 3,
  attemptCount: 4,
  passRate: 66.67,
  averageScore: 72.5,
  rules: [{ topicType: 1, labelCode: '3-01', labelName: '电工', difficulty: null, count: 20, score: 2 }],
  topics: [{ sort: 1, topicCode: 't1', topicType: 1, stem: '我国工频交流电的频率是多少？', options: ['50Hz', '60Hz'], answers: ['A'], analysis: '', difficulty: 1, score: 2 }],
};

function paperServer() {
  const paper = { ...PAPER };
  const api = mockApi()
    .on(examPaperApi.queryEPaperList, () => pageOfRows([paper]))
    .on(examPaperApi.queryEPaperInfo, () => ({ ...DETAIL, openStatus: paper.openStatus }))
    .on(examPaperApi.queryEPaperLabel, [
      { labelCode: '3-01', labelName: '电工', counts: [{ topicType: 1, difficulty: 1, count: 8 }, { topicType: 3, difficulty: 1, count: 30 }] },
    ])
    .on(examTopicApi.queryETopicList, pageOfRows([]))
    .on(examPaperApi.updateOpenStatus, ({ body }) => {
      paper.openStatus = (body as { openStatus: number }).openStatus;
      return { paperCode: 'p1', openStatus: paper.openStatus };
    })
    .on(examPaperApi.updateResitStatus, ({ body }) => ({ paperCode: 'p1', resitStatus: 1, resitTimes: (body as { resitTimes: number }).resitTimes }))
    .on(examPaperApi.saveEPaper, { paperCode: 'p2', topicCount: 10, totalScore: 20 });
  return { api, paper };
}

const row = () => screen.getByText(PAPER.paperName).closest('tr') as HTMLElement;

describe('试卷管理', { timeout: 180_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens a paper after asking; the row then offers 取消开放 and no 编辑', async () => {
    const { api } = paperServer();
    renderScreen(<ExamPaperPage />, { permissions: ALL });
    await screen.findByText(PAPER.paperName);
    expect(within(row()).getByText('未开放')).toBeInTheDocument();
    expect(within(row()).getByText('编辑')).toBeInTheDocument();
    await userEvent.click(within(row()).getByRole('button', { name: /开\s*放/ }));
    expect(await screen.findByText(/开放后学员可在考试时间内作答/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(examPaperApi.updateOpenStatus)).toEqual([{ paperCode: 'p1', openStatus: 1 }]));
    await waitFor(() => expect(within(row()).getByText('已开放')).toBeInTheDocument());
    expect(within(row()).getByRole('button', { name: /取消开放/ })).toBeInTheDocument();
    expect(within(row()).queryByText('编辑')).not.toBeInTheDocument();
  });

  it('shows 参考人数, 及格率 and 平均分 and the questions in the drawer', async () => {
    paperServer();
    renderScreen(<ExamPaperPage />, { permissions: ALL });
    await userEvent.click(await screen.findByText(PAPER.paperName));
    const drawer = (await screen.findByText('试卷信息')).closest('.ant-drawer') as HTMLElement;
    // antd's Statistic writes the integer and the decimals apart.
    const figure = (title: string) => within(drawer).getByText(title).closest('.ant-statistic')?.textContent;
    expect(figure('参考人数')).toBe('参考人数3人');
    expect(figure('及格率')).toBe('及格率66.67%');
    expect(figure('平均分')).toBe('平均分72.50分');
    expect(within(drawer).getByText('我国工频交流电的频率是多少？')).toBeInTheDocument();
    expect(within(drawer).getByText('电工 · 单选题 · 20 道 × 2 分')).toBeInTheDocument();
  });

  it('composes by rules with a live 总分, warns of a short pool and refuses a 及格分 above the total', async () => {
    const { api } = paperServer();
    renderScreen(<ExamPaperPage />, { permissions: ALL });
    await userEvent.click(await screen.findByRole('button', { name: /新\s*增/ }));
    const dialog = (await screen.findByText('新增试卷')).closest('.ant-modal') as HTMLElement;
    // The first rule: 10 单选 × 2 分.
    expect(within(dialog).getByTestId('paper-total')).toHaveTextContent('20 分');
    await userEvent.click(within(dialog).getByLabelText('技能标签'));
    await userEvent.click(await screen.findByTitle('电工'));
    expect(await within(dialog).findByText('可抽 8 道')).toHaveClass('ant-typography-danger');
    const score = within(dialog).getByLabelText('每题分值');
    await userEvent.clear(score);
    await userEvent.type(score, '5');
    await waitFor(() => expect(within(dialog).getByTestId('paper-total')).toHaveTextContent('50 分'));
    await userEvent.type(within(dialog).getByLabelText('及格分'), '60');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('及格分不能大于总分（50分）')).toBeInTheDocument();
    expect(api.sent(examPaperApi.saveEPaper)).toEqual([]);
  });

  it('sets 补考 with its number of resits', async () => {
    const { api } = paperServer();
    renderScreen(<ExamPaperPage />, { permissions: ALL });
    await screen.findByText(PAPER.paperName);
    await userEvent.click(within(row()).getByText('补考设置'));
    const dialog = (await screen.findByText(/补考设置：/)).closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(dialog).getByLabelText('允许补考'));
    const times = await within(dialog).findByLabelText('补考次数');
    await userEvent.clear(times);
    await userEvent.type(times, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(examPaperApi.updateResitStatus)).toEqual([{ paperCode: 'p1', resitStatus: 1, resitTimes: 2 }]));
  });
});
