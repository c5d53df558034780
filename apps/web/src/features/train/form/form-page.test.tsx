import { perm, trainFormApi, type FormDetail, type FormRecord } from '@hrbd/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, formErrors, mockApi, pageOfRows, renderScreen } from '../../../test/render-screen';
import TrainFormPage from './form-page';

const ALL = [perm.train.form.list, perm.train.form.add, perm.train.form.edit, perm.train.form.remove];

const detail: FormDetail = {
  formCode: 'f1',
  formName: '电工培训报名表',
  description: '低压电工作业培训报名',
  fieldCount: 2,
  usedBy: 3,
  creatorName: '培训管理员',
  createTime: '2025-06-01 10:00:00',
  updateTime: '2025-06-01 10:00:00',
  fields: [
    { key: 'name', label: '姓名', type: 'text', required: true, options: [] },
    { key: 'gender', label: '性别', type: 'radio', required: true, options: ['男', '女'] },
  ],
  answeredKeys: ['name'],
};
const { fields: _fields, answeredKeys: _answered, ...record } = detail;
const unused: FormRecord = { ...record, formCode: 'f2', formName: '焊工培训报名表', usedBy: 0 };

function formServer() {
  return mockApi()
    .on(trainFormApi.page, pageOfRows([record, unused]))
    .on(trainFormApi.info, detail)
    .on(trainFormApi.save, { formCode: 'new' })
    .on(trainFormApi.edit, { formCode: 'f1' })
    .on(trainFormApi.del, null);
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const typeIn = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('培训表单', { timeout: 120_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists forms with their use, deletes only one nobody filled in, and previews a form as an applicant sees it', async () => {
    const api = formServer();
    renderScreen(<TrainFormPage />, { permissions: ALL });
    await screen.findByText('电工培训报名表');
    expect(within(rowOf('电工培训报名表')).getByRole('button', { name: /删\s*除/ })).toBeDisabled();
    await userEvent.click(within(rowOf('焊工培训报名表')).getByRole('button', { name: /删\s*除/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(trainFormApi.del)).toEqual([{ formCode: 'f2' }]));

    await userEvent.click(within(rowOf('电工培训报名表')).getByRole('button', { name: /预\s*览/ }));
    const preview = await screen.findByLabelText('表单预览');
    expect(within(preview).getByText('姓名')).toBeInTheDocument();
    expect(within(preview).getByLabelText('男')).toBeInTheDocument();
  });

  it('adds a form field by field, refusing a repeated key and a choice without options as the server would', { timeout: 300_000 }, async () => {
    const api = formServer();
    renderScreen(<TrainFormPage />, { permissions: ALL });
    await userEvent.click(await screen.findByRole('button', { name: /新\s*增/ }));
    const dialog = (await screen.findByText('新增培训表单')).closest('.ant-modal') as HTMLElement;
    fill(dialog, '表单名称', '育婴员培训报名表');
    await userEvent.click(within(dialog).getByRole('button', { name: /添加字段/ }));
    typeIn(dialog, '第3个字段的字段标识', 'phone');
    typeIn(dialog, '第3个字段的字段名称', '备用电话');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await formErrors(dialog)).toContain('字段标识“phone”重复');
    expect(api.sent(trainFormApi.save)).toHaveLength(0);

    typeIn(dialog, '第3个字段的字段标识', 'level');
    typeIn(dialog, '第3个字段的字段名称', '报考等级');
    fireEvent.mouseDown(within(dialog).getByLabelText('第3个字段的字段类型'));
    fireEvent.click(await waitFor(() => [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.textContent === '下拉选择')!));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(async () => expect(await formErrors(dialog)).toContain('“报考等级”至少需要2个选项'));
    const options = within(dialog).getByLabelText('第3个字段的选项');
    await userEvent.type(options, '五级{enter}四级{enter}');
    // The new field goes first.
    const upButtons = within(dialog).getAllByRole('button', { name: '上移' });
    await userEvent.click(upButtons[2]);
    await userEvent.click(within(dialog).getAllByRole('button', { name: '上移' })[1]);
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(trainFormApi.save)).toHaveLength(1));
    expect(api.sent(trainFormApi.save)[0]).toEqual({
      formName: '育婴员培训报名表',
      description: '',
      fields: [
        { key: 'level', label: '报考等级', type: 'select', required: false, options: ['五级', '四级'] },
        { key: 'name', label: '姓名', type: 'text', required: true, options: [] },
        { key: 'phone', label: '手机号', type: 'phone', required: true, options: [] },
      ],
    });
  });

  it('keeps an answered field: its type and removal locked in the editor', async () => {
    formServer();
    renderScreen(<TrainFormPage />, { permissions: ALL });
    await screen.findByText('电工培训报名表');
    await userEvent.click(within(rowOf('电工培训报名表')).getByRole('button', { name: /编\s*辑/ }));
    const dialog = (await screen.findByText('编辑培训表单')).closest('.ant-modal') as HTMLElement;
    const deletes = within(dialog).getAllByRole('button', { name: '删除' });
    expect(deletes[0]).toBeDisabled();
    expect(deletes[1]).toBeEnabled();
    expect(within(dialog).getByLabelText('第1个字段的字段标识')).toBeDisabled();
  });
});
