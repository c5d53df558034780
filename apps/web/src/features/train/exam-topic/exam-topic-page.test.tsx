import { examTopicApi, labelApi, perm, type TopicRecord } from '@hrbd/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, mockApi, pageOfRows, renderScreen } from '../../../test/render-screen';
import ExamTopicPage from './exam-topic-page';

const ALL = [perm.train.exam.topic.list, perm.train.exam.topic.add];
const LABELS = [
  { labelCode: '3-01', labelName: '电工', labelType: 3, labelHot: 1 },
  { labelCode: '3-02', labelName: '焊工', labelType: 3, labelHot: 1 },
];

function topic(overrides: Partial<TopicRecord>): TopicRecord {
  return {
    topicCode: 't1',
    topicType: 1,
    stem: '我国工频交流电的频率是多少？',
    options: ['50Hz', '60Hz', '100Hz', '25Hz'],
    answers: ['A'],
    analysis: '',
    difficulty: 1,
    labels: [{ labelCode: '3-01', labelName: '电工' }],
    status: 1,
    creatorName: '系统管理员',
    createTime: '2025-06-01 10:00:00',
    updateTime: '2025-06-01 10:00:00',
    ...overrides,
  };
}

/** A bank of two questions whose 启用/停用 really moves, and a save that answers a repeat with the machine's 409. */
function bankServer() {
  const topics = [topic({}), topic({ topicCode: 't2', topicType: 3, stem: '漏电保护器应定期试验。', options: ['正确', '错误'], status: 0 })];
  const api = mockApi()
    .on(labelApi.getLabels, LABELS)
    .on(examTopicApi.queryETopicList, ({ body }) => {
      const { status } = body as { status?: number };
      return pageOfRows(topics.filter((t) => status === undefined || t.status === status));
    })
    .on(examTopicApi.saveETopic, ({ body }) => {
      const b = body as { topicCode?: string; status?: number };
      const target = topics.find((t) => t.topicCode === b.topicCode);
      if (target && b.status !== undefined && Object.keys(b).length === 2) {
        if (target.status === b.status) return { fail: { code: 409, msg: '试题当前为“已停用”状态，不能停用' } };
        target.status = b.status;
      }
      return { topicCode: b.topicCode ?? 'new', status: b.status ?? 1 };
    });
  return { api, topics };
}

/** Types into an input named by its aria-label (the options have no <label>). */
const typeIn = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('题库管理', { timeout: 120_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists questions with type, labels, difficulty and status, and 停用 one after asking', async () => {
    const { api, topics } = bankServer();
    renderScreen(<ExamTopicPage />, { permissions: ALL });
    await screen.findByText('我国工频交流电的频率是多少？');
    const row = rowOf('我国工频交流电的频率是多少？');
    expect(within(row).getByText('单选题')).toBeInTheDocument();
    expect(within(row).getByText('电工')).toBeInTheDocument();
    expect(within(row).getByText('容易')).toBeInTheDocument();
    expect(within(row).getByText('已启用')).toBeInTheDocument();
    // A 判断题's answer reads 正确 or 错误, not its option letter.
    expect(within(rowOf('漏电保护器应定期试验。')).getByText('正确')).toBeInTheDocument();
    expect(within(row).getByText('A')).toBeInTheDocument();
    // A disabled question offers 启用, an enabled one 停用.
    expect(within(rowOf('漏电保护器应定期试验。')).getByRole('button', { name: /启\s*用/ })).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: /停\s*用/ }));
    expect(await screen.findByText(/确定停用该试题吗/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(examTopicApi.saveETopic)).toEqual([{ topicCode: 't1', status: 0 }]));
    expect(topics[0].status).toBe(0);
    await waitFor(() => expect(within(rowOf('我国工频交流电的频率是多少？')).getByText('已停用')).toBeInTheDocument());
  });

  // Many steps through antd's form: slow on a loaded machine.
  it('adds a question, judging the answers against the type as the server would', { timeout: 300_000 }, async () => {
    const { api } = bankServer();
    renderScreen(<ExamTopicPage />, { permissions: ALL });
    await userEvent.click(await screen.findByRole('button', { name: /新\s*增/ }));
    const dialog = (await screen.findByText('新增试题')).closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => {
      const shown = [...dialog.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
      expect(shown).toEqual(expect.arrayContaining(['请输入题干', '请输入选项A', '请选择正确答案', '请选择技能标签']));
    });

    // 多选 with one answer is refused as the server would.
    await userEvent.click(within(dialog).getByLabelText('多选题'));
    fill(dialog, '题干', '下列属于保证电气安全的技术措施有哪些？');
    typeIn(dialog, '选项A', '停电');
    typeIn(dialog, '选项B', '验电');
    typeIn(dialog, '选项C', '装设接地线');
    typeIn(dialog, '选项D', '凭经验');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'A' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect([...dialog.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent)).toContain('多选题至少有两个正确答案'));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'B' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'C' }));
    // Options are added and removed.
    await userEvent.click(within(dialog).getByLabelText('删除选项D'));
    expect(within(dialog).queryByLabelText('选项D')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'A' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'B' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'C' }));
    const labels = within(dialog).getByRole('combobox');
    await userEvent.click(labels);
    await userEvent.click(await screen.findByTitle('电工'));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(examTopicApi.saveETopic)).toHaveLength(1));
    expect(api.sent(examTopicApi.saveETopic)[0]).toEqual({
      topicType: 2,
      stem: '下列属于保证电气安全的技术措施有哪些？',
      options: ['停电', '验电', '装设接地线'],
      answers: ['A', 'B', 'C'],
      analysis: '',
      difficulty: 1,
      labelCodes: ['3-01'],
    });
  });

  it('switching to 判断题 fills 正确/错误 and takes one answer', async () => {
    bankServer();
    renderScreen(<ExamTopicPage />, { permissions: ALL });
    await userEvent.click(await screen.findByRole('button', { name: /新\s*增/ }));
    const dialog = (await screen.findByText('新增试题')).closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(dialog).getByLabelText('判断题'));
    expect((within(dialog).getByLabelText('选项A') as HTMLInputElement).value).toBe('正确');
    expect((within(dialog).getByLabelText('选项B') as HTMLInputElement).value).toBe('错误');
    expect(within(dialog).queryByLabelText('选项C')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /添加选项/ })).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('radio', { name: /^[AB]$/ })).toHaveLength(2);
  });

  it('shows no 新增, 编辑 or 启用/停用 to a user who may only look', async () => {
    bankServer();
    renderScreen(<ExamTopicPage />, { permissions: [perm.train.exam.topic.list] });
    await screen.findByText('我国工频交流电的频率是多少？');
    expect(screen.queryByRole('button', { name: /新\s*增/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /停\s*用/ })).not.toBeInTheDocument();
    expect(screen.queryByText('编辑')).not.toBeInTheDocument();
  });
});
