import { perm, skillOrganApi, type OrganRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { atPath } from '../../../test/recruit-fixtures';
import { mockApi, renderScreen } from '../../../test/render-screen';
import OrganPage from './organ-page';

const ALL = Object.values(perm.policy.organ).filter((code): code is string => typeof code === 'string' && code.startsWith('policy:organ:'));

function organ(overrides: Partial<OrganRecord>): OrganRecord {
  return {
    businessCode: 'o1', organName: '新郑市职业技能评价中心', creditCode: '91410184000000001X', organType: 2, legalPerson: '张建国', contactPerson: '李娜',
    contactPhone: '0371-62881234', provinceCode: '410000', provinceName: '河南省', cityCode: '410100', cityName: '郑州市', countyCode: '410184', countyName: '新郑市',
    address: '龙湖镇中华北路88号', gcj02Lng: 113.74, gcj02Lat: 34.39, occupations: [{ occupation: '电工', levels: [1, 2] }], filingNo: '豫人社评备〔2025〕1号',
    validStart: '2025-01-01', validEnd: '2028-12-31', attachments: [], state: 0, submitTime: null, updateTime: '2025-06-02 10:00:00',
    ...overrides,
  };
}

function organServer() {
  const rows = [organ({}), organ({ businessCode: 'o2', organName: '郑州市技师学院', organType: 3, state: 1, submitTime: '2025-06-03 09:30:00' })];
  const submit = atPath(skillOrganApi.submit, { businessCode: 'o1' });
  const revoke = atPath(skillOrganApi.cancleItem, { businessCode: 'o2' });
  const api = mockApi()
    .on(skillOrganApi.organList, ({ query }) => {
      const shown = rows.filter((r) => query.state === undefined || r.state === Number(query.state));
      return { records: shown, total: shown.length };
    })
    .on(submit, () => {
      rows[0].state = 1;
      return { businessCode: 'o1', state: 1 };
    }, '提交成功')
    .on(revoke, () => {
      rows[1].state = 2;
      return { businessCode: 'o2', state: 2 };
    });
  return { api, submit, revoke };
}

const rowOf = (text: string) => screen.getAllByText(text).map((el) => el.closest('tr')).find(Boolean) as HTMLElement;

describe('技能机构', { timeout: 300_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows state tabs and offers each row only the moves its state allows', async () => {
    organServer();
    renderScreen(<OrganPage />, { permissions: ALL });
    await screen.findByText('新郑市职业技能评价中心');
    for (const tab of ['全部', '草稿', '已提交', '已撤销']) expect(screen.getByRole('tab', { name: new RegExp(tab) })).toBeInTheDocument();
    const draft = rowOf('新郑市职业技能评价中心');
    for (const name of [/编\s*辑/, /提\s*交/, /删\s*除/]) expect(within(draft).getByRole('button', { name })).toBeInTheDocument();
    expect(within(draft).getByText('电工（五级/初级工、四级/中级工）')).toBeInTheDocument();
    const submitted = rowOf('郑州市技师学院');
    expect(within(submitted).getByRole('button', { name: /撤\s*销/ })).toBeInTheDocument();
    expect(within(submitted).queryByRole('button', { name: /编\s*辑|删\s*除/ })).not.toBeInTheDocument();
  });

  it('submits and revokes after asking, and the rows move', async () => {
    const { api, submit, revoke } = organServer();
    renderScreen(<OrganPage />, { permissions: ALL });
    await screen.findByText('新郑市职业技能评价中心');
    await userEvent.click(within(rowOf('新郑市职业技能评价中心')).getByRole('button', { name: /提\s*交/ }));
    const confirm = (await screen.findByText('确定提交技能机构“新郑市职业技能评价中心”吗？')).closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(submit)).toHaveLength(1));
    await waitFor(() => expect(within(rowOf('新郑市职业技能评价中心')).getByText('已提交')).toBeInTheDocument());

    await userEvent.click(within(rowOf('郑州市技师学院')).getByRole('button', { name: /撤\s*销/ }));
    const ask = (await screen.findByText(/确定撤销技能机构“郑州市技师学院”吗/)).closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(ask).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(revoke)).toHaveLength(1));
    await waitFor(() => expect(within(rowOf('郑州市技师学院')).getByText('已撤销')).toBeInTheDocument());
  });

  it('offers no buttons without their codes', async () => {
    organServer();
    renderScreen(<OrganPage />, { permissions: [perm.policy.organ.list] });
    await screen.findByText('新郑市职业技能评价中心');
    expect(screen.queryByRole('button', { name: /新\s*增|提\s*交|撤\s*销|删\s*除|编\s*辑/ })).not.toBeInTheDocument();
  });
});
