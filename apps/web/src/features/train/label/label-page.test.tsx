import { labelApi, perm, trainLabelApi, type LabelItem } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, mockApi, renderScreen } from '../../../test/render-screen';
import TrainLabelPage from './label-page';

const ALL = [perm.train.label.list, perm.train.label.add, perm.train.label.edit, perm.train.label.remove];

function labelServer() {
  const labels: LabelItem[] = [
    { labelCode: '1-01', labelName: '数字技能', labelType: 1, labelHot: 1 },
    { labelCode: '1-02', labelName: '办公软件应用', labelType: 1, labelHot: 0 },
    { labelCode: '3-01', labelName: '电工', labelType: 3, labelHot: 1 },
  ];
  const api = mockApi()
    .on(labelApi.getLabels, ({ query }) => labels.filter((l) => l.labelType === Number(query.labelType)))
    .on(trainLabelApi.skillsToHot, ({ query }) => {
      const label = labels.find((l) => l.labelCode === query.labelCode)!;
      label.labelHot = Number(query.labelHot);
      return label;
    })
    .on(trainLabelApi.addLabel, ({ body }) => {
      const b = body as { labelType: number; labelName: string };
      const label = { labelCode: 'new', labelName: b.labelName, labelType: b.labelType, labelHot: 0 };
      labels.push(label);
      return label;
    })
    .on(trainLabelApi.delLabel, { fail: { code: 409, msg: '标签“电工”已被3道试题使用，不能删除' } });
  return { api, labels };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('标签管理', { timeout: 120_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists labels by type with the hot count, and 设为热门 after asking', async () => {
    const { api } = labelServer();
    renderScreen(<TrainLabelPage />, { permissions: ALL });
    await screen.findByText('办公软件应用');
    expect(screen.getByText('热门标签 1/10，共 2 个标签')).toBeInTheDocument();
    await userEvent.click(within(rowOf('办公软件应用')).getByRole('button', { name: /设为热门/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(trainLabelApi.skillsToHot)).toEqual([{ labelCode: '1-02', labelHot: '1' }]));
    expect(await screen.findByText('热门标签 2/10，共 2 个标签')).toBeInTheDocument();
    expect(within(rowOf('办公软件应用')).getByRole('button', { name: /取消热门/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '职业技能' }));
    expect(await screen.findByText('电工')).toBeInTheDocument();
    expect(screen.queryByText('办公软件应用')).not.toBeInTheDocument();
  });

  it('adds a label to the open type and shows the server’s refusal of a label in use', async () => {
    const { api } = labelServer();
    renderScreen(<TrainLabelPage />, { permissions: ALL });
    await userEvent.click(await screen.findByRole('tab', { name: '职业技能' }));
    await screen.findByText('电工');
    await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = (await screen.findByText('新增职业技能标签')).closest('.ant-modal') as HTMLElement;
    fill(dialog, '标签名称', '无人机驾驶员');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(trainLabelApi.addLabel)).toEqual([{ labelType: 3, labelName: '无人机驾驶员' }]));
    expect(await screen.findByText('无人机驾驶员')).toBeInTheDocument();

    await userEvent.click(within(rowOf('电工')).getByRole('button', { name: /删\s*除/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('标签“电工”已被3道试题使用，不能删除')).toBeInTheDocument();
  });
});
