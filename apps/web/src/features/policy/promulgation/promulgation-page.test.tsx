import { perm, promulgationApi, skillOrganApi, type PromulgationDetail, type PromulgationRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { atPath } from '../../../test/recruit-fixtures';
import { mockApi, renderScreen } from '../../../test/render-screen';
import PromulgationPage from './promulgation-page';

const ALL = Object.values(perm.policy.promulgation).filter((code): code is string => typeof code === 'string' && code.startsWith('policy:promulgation:'));

const doc = (overrides: Partial<PromulgationRecord>): PromulgationRecord => ({
  id: 1, title: '关于公布第一批职业技能等级认定社会培训评价组织名单的通知', docNo: '郑人社〔2025〕101号', unit: '郑州市人力资源和社会保障局',
  publishDate: '2025-06-18', state: 0, organCount: 2, submitTime: null, updateTime: '2025-06-18 10:00:00', ...overrides,
});

function promulgationServer() {
  const rows = [doc({}), doc({ id: 2, title: '关于做好2025年职业技能等级认定工作的通知', docNo: '郑人社〔2025〕102号', state: 1, submitTime: '2025-06-19 09:00:00' })];
  const detail: PromulgationDetail = { ...rows[1], content: '<p>各县（市、区）人社局：<script>x</script></p>', attachments: [], organs: [{ businessCode: 'o1', organName: '郑州市技师学院', state: 1 }] };
  const submit = atPath(promulgationApi.submitPromulgation, { id: '1' });
  const info = atPath(promulgationApi.getPromulgationInfo, { id: '2' });
  const api = mockApi()
    .on(skillOrganApi.organList, { records: [], total: 0 })
    .on(promulgationApi.getList, ({ query }) => {
      const shown = rows.filter((r) => query.state === undefined || r.state === Number(query.state));
      return { records: shown, total: shown.length };
    })
    .on(info, detail)
    .on(submit, () => {
      rows[0].state = 1;
      return { id: 1, state: 1 };
    }, '提交成功');
  return { api, submit };
}

const rowOf = (text: string) => screen.getAllByText(text).map((el) => el.closest('tr')).find(Boolean) as HTMLElement;

describe('政策发文', { timeout: 300_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('submits a draft after asking, and offers 撤销 on a submitted one', async () => {
    const { api, submit } = promulgationServer();
    renderScreen(<PromulgationPage />, { permissions: ALL });
    await screen.findByText('关于公布第一批职业技能等级认定社会培训评价组织名单的通知');
    const submitted = rowOf('关于做好2025年职业技能等级认定工作的通知');
    expect(within(submitted).getByRole('button', { name: /撤\s*销/ })).toBeInTheDocument();
    expect(within(submitted).queryByRole('button', { name: /删\s*除/ })).not.toBeInTheDocument();
    await userEvent.click(within(rowOf('关于公布第一批职业技能等级认定社会培训评价组织名单的通知')).getByRole('button', { name: /提\s*交/ }));
    const confirm = (await screen.findByText(/确定提交政策发文“关于公布第一批/)).closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(submit)).toHaveLength(1));
    await waitFor(() => expect(within(rowOf('关于公布第一批职业技能等级认定社会培训评价组织名单的通知')).getByText('已提交')).toBeInTheDocument());
  });

  it('opens a document in the drawer with its organisations', async () => {
    promulgationServer();
    renderScreen(<PromulgationPage />, { permissions: [perm.policy.promulgation.list] });
    await userEvent.click(await screen.findByText('关于做好2025年职业技能等级认定工作的通知'));
    const drawer = (await screen.findByText('政策发文详情')).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('郑州市技师学院')).toBeInTheDocument();
    expect(within(drawer).getByText('各县（市、区）人社局：')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s*增|提\s*交|撤\s*销/ })).not.toBeInTheDocument();
  });
});
