import { perm, trainClassApi, type ClassRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, pageOfRows, renderScreen } from '../../../test/render-screen';
import ClassPage from './class-page';

function klass(overrides: Partial<ClassRecord>): ClassRecord {
  return {
    classCode: 'c1',
    className: '低压电工作业2026年11月班',
    courseCode: 'k1',
    courseName: '低压电工作业',
    cmpyCode: 'm1',
    cmpyName: '新郑市职业技能培训学校',
    teachers: ['王建国'],
    capacity: 50,
    enrolled: 48,
    beginDate: '2026-11-02',
    endDate: '2026-11-13',
    sessionCount: 8,
    countyCode: '410184',
    countyName: '新郑市',
    address: '中华北路88号',
    signRadius: 500,
    paperCode: '',
    passRate: 80,
    status: 3,
    finishState: 0,
    finishTime: '',
    createTime: '2026-10-20 10:00:00',
    ...overrides,
  };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('班级管理', { timeout: 120_000 }, () => {
  it('shows status from the server, offers 结业 only for an 已结束 class, and ends it after asking', async () => {
    const classes = [klass({}), klass({ classCode: 'c2', className: '育婴员2026年12月班', status: 1 }), klass({ classCode: 'c3', className: '叉车司机2026年09月班', status: 4, finishState: 1 })];
    const api = mockApi()
      .on(trainClassApi.list, () => pageOfRows(classes))
      .on(trainClassApi.end, ({ query }) => {
        const target = classes.find((c) => c.classCode === (query as { classCode: string }).classCode)!;
        target.status = 4;
        target.finishState = 1;
        return { classCode: target.classCode, passed: 40, failed: 8 };
      });
    renderScreen(<ClassPage />, { permissions: [perm.train.class.list, perm.train.class.edit, perm.train.class.end] });
    await screen.findByText('低压电工作业2026年11月班');
    expect(within(rowOf('低压电工作业2026年11月班')).getByText('已结束')).toBeInTheDocument();
    expect(within(rowOf('低压电工作业2026年11月班')).getByText('48 / 50')).toBeInTheDocument();
    expect(within(rowOf('育婴员2026年12月班')).queryByText('结业')).not.toBeInTheDocument();
    // 已结业: neither edited nor ended again.
    expect(within(rowOf('叉车司机2026年09月班')).queryByText('编辑')).not.toBeInTheDocument();

    await userEvent.click(within(rowOf('低压电工作业2026年11月班')).getByRole('button', { name: /结\s*业/ }));
    expect(await screen.findByText(/确定结业吗/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(trainClassApi.end)).toEqual([{ classCode: 'c1' }]));
    await waitFor(() => expect(within(rowOf('低压电工作业2026年11月班')).getByText('已结业')).toBeInTheDocument());
  });

  it('hides 新增, 编辑 and 结业 from a user who may only look', async () => {
    mockApi().on(trainClassApi.list, () => pageOfRows([klass({})]));
    renderScreen(<ClassPage />, { permissions: [perm.train.class.list] });
    await screen.findByText('低压电工作业2026年11月班');
    expect(screen.queryByRole('button', { name: /新\s*增/ })).not.toBeInTheDocument();
    expect(within(rowOf('低压电工作业2026年11月班')).queryByText('编辑')).not.toBeInTheDocument();
    expect(within(rowOf('低压电工作业2026年11月班')).queryByText('结业')).not.toBeInTheDocument();
    expect(within(rowOf('低压电工作业2026年11月班')).getByText('详情')).toBeInTheDocument();
  });
});
