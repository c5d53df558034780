import { dictApi, perm, type DictItemRecord, type DictTypeRecord } from '@hrbd/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fill, formErrors, mockApi, pageOfRows, renderScreen } from '../../../test/render-screen';
import DictPage from './dict-page';

const TYPES: Array<Pick<DictTypeRecord, 'dictType' | 'dictName' | 'extensible'>> = [
  { dictType: 'education', dictName: '学历', extensible: false },
  { dictType: 'policy_type_1', dictName: '政策类型（第一组）', extensible: true },
];

const item = (id: number, dictType: string, dataKey: string, dataValue: string, sort: number): DictItemRecord => ({
  id,
  dictType,
  dataKey,
  dataValue,
  sort,
  enabled: 1,
  createTime: '2025-01-01 08:00:00',
  updateTime: '2025-01-01 08:00:00',
});

/** The dictionaries as the server keeps them: the screen's calls read and change this list. */
function dictServer() {
  const items = [
    item(1, 'education', '1', '其他', 0),
    item(2, 'education', '2', '小学', 1),
    item(3, 'policy_type_1', '1', '研发平台', 0),
    item(4, 'policy_type_1', '2', '企业资质', 1),
  ];
  const api = mockApi()
    .on(dictApi.typePage, () =>
      pageOfRows(
        TYPES.map((t) => {
          const own = items.filter((i) => i.dictType === t.dictType);
          return { ...t, itemCount: own.length, enabledCount: own.filter((i) => i.enabled === 1).length };
        }),
      ),
    )
    .on(dictApi.itemPage, ({ body }) => {
      const { dictType } = body as { dictType: string };
      return pageOfRows(items.filter((i) => i.dictType === dictType).sort((a, b) => a.sort - b.sort || a.id - b.id));
    })
    .on(
      dictApi.addItem,
      ({ body }) => {
        const input = body as { dictType: string; dataKey: string; dataValue: string; sort: number };
        items.push(item(items.length + 1, input.dictType, input.dataKey, input.dataValue, input.sort));
        return { id: items.length };
      },
      '新增成功',
    )
    .on(
      dictApi.editItem,
      ({ body }) => {
        const input = body as { id: number; dataValue: string; sort: number };
        Object.assign(items.find((i) => i.id === input.id)!, { dataValue: input.dataValue, sort: input.sort });
        return null;
      },
      '修改成功',
    )
    .on(
      dictApi.enableItem,
      ({ body }) => {
        const input = body as { id: number; enabled: number };
        items.find((i) => i.id === input.id)!.enabled = input.enabled;
        return null;
      },
      '禁用成功',
    );
  return { api, items };
}

const ALL = [perm.system.dict.list, perm.system.dict.add, perm.system.dict.edit, perm.system.dict.enable];
const itemsCard = () => screen.getByText(/^字典项：/).closest<HTMLElement>('.ant-card')!;
const rowOf = (text: string) => within(itemsCard()).getByText(text).closest('tr')!;

describe('字典管理', { timeout: 120_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the first dictionary’s items; one whose keys the system names offers no 新增', async () => {
    dictServer();
    renderScreen(<DictPage />, { permissions: ALL });
    expect(await screen.findByText('字典项：学历')).toBeInTheDocument();
    await within(itemsCard()).findByText('小学');
    expect(within(rowOf('其他')).getByText('已启用')).toBeInTheDocument();
    expect(within(itemsCard()).getByText(/不能新增字典项/)).toBeInTheDocument();
    expect(within(itemsCard()).queryByRole('button', { name: /新增/ })).not.toBeInTheDocument();
    expect(screen.getByText('education')).toBeInTheDocument();
    expect(screen.queryByText(/已禁用 \d/)).not.toBeInTheDocument();
  });

  it('adds an item to an open dictionary, checking the key as the server does', async () => {
    const { api } = dictServer();
    renderScreen(<DictPage />, { permissions: ALL });
    await userEvent.click(await screen.findByText('政策类型（第一组）'));
    await within(itemsCard()).findByText('企业资质');
    await userEvent.click(within(itemsCard()).getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    fill(dialog, '字典键', '05');
    fill(dialog, '字典值', '人才平台');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await formErrors(dialog)).toEqual(['字典键：请输入正确的整数']);
    fill(dialog, '字典键', '5');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(dictApi.addItem)).toEqual([{ dictType: 'policy_type_1', dataKey: '5', dataValue: '人才平台', sort: 2 }]));
    expect(await within(itemsCard()).findByText('人才平台')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('政策类型（第一组）').closest('tr')).toHaveTextContent(/3$/));
  });

  it('edits an item’s wording (never its key) and disables one after confirmation', async () => {
    const { api } = dictServer();
    renderScreen(<DictPage />, { permissions: ALL });
    await screen.findByText('字典项：学历');
    await within(itemsCard()).findByText('小学');

    await userEvent.click(within(rowOf('小学')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByDisplayValue('2')).toBeDisabled();
    fill(dialog, '字典值', '小学学历');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(dictApi.editItem)).toEqual([{ id: 2, dataValue: '小学学历', sort: 1 }]));
    expect(await within(itemsCard()).findByText('小学学历')).toBeInTheDocument();

    fireEvent.click(within(rowOf('其他')).getByRole('button', { name: '禁用' }));
    expect(await screen.findByText('确定禁用字典项“其他”吗？禁用后不再供选择，已有记录仍显示其字典值。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(dictApi.enableItem)).toEqual([{ id: 1, enabled: 0 }]));
    await waitFor(() => expect(within(rowOf('其他')).getByText('已禁用')).toBeInTheDocument());
    expect(within(rowOf('其他')).getByRole('button', { name: '启用' })).toBeInTheDocument();
    expect(await screen.findByText('（已禁用 1）')).toBeInTheDocument();
  });

  it('shows no buttons to a user holding 查询 alone', async () => {
    dictServer();
    renderScreen(<DictPage />, { permissions: [perm.system.dict.list] });
    await userEvent.click(await screen.findByText('政策类型（第一组）'));
    await within(itemsCard()).findByText('企业资质');
    expect(within(itemsCard()).queryByRole('button', { name: /新增/ })).not.toBeInTheDocument();
    expect(within(itemsCard()).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(within(itemsCard()).queryByRole('button', { name: '禁用' })).not.toBeInTheDocument();
  });
});
