import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNames, LOG_COLUMNS, LOG_ENDPOINT, LOG_TABS, LOG_TIME, logRecord, logServer, openTab, renderLogList } from './list-fixtures';
import { fill, renderScreen, shownQuery } from '../../test/render-screen';
import { useState } from 'react';
import { ListPage } from './list-page';
import { readListState, writeListState } from './use-list-url-state';

// 24 successes and 3 failures: three pages of 10 on 全部, of 20 two on 成功.
const RECORDS = [
  ...Array.from({ length: 24 }, (_, i) => logRecord(i + 1, `user${String(i + 1).padStart(2, '0')}`)),
  ...Array.from({ length: 3 }, (_, i) => logRecord(i + 30, `bad${i + 1}`, 0)),
];
const names = (from: number, to: number) => RECORDS.slice(from - 1, to).map((r) => r.userName);

const activeTab = () => document.querySelector('.ant-tabs-tab-active')?.textContent;
const lastRequest = (server: ReturnType<typeof logServer>) => server.sent(LOG_ENDPOINT).at(-1);

// antd tables render slowly in jsdom on a loaded machine; several loads per test need the room.
describe('list state in the address', { timeout: 60_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('writes the tab and the page into the address as they change', async () => {
    const server = logServer({ records: RECORDS });
    renderLogList();
    await expectNames(names(1, 10));
    expect(shownQuery()).toEqual({});

    openTab('成功');
    await waitFor(() => expect(shownQuery()).toEqual({ tab: '1' }));
    await waitFor(() => expect(lastRequest(server)).toEqual({ result: 1, pageNum: 1, pageSize: 10 }));

    fireEvent.click(within(document.querySelector<HTMLElement>('.ant-pagination')!).getByText('2'));
    await waitFor(() => expect(shownQuery()).toEqual({ tab: '1', pageNum: '2' }));
    await expectNames(names(11, 20));
  });

  it('writes the filters into the address; a search starts at page 1 and 重置 clears them', async () => {
    logServer({ records: RECORDS });
    const { container } = renderLogList({ route: '/system/loginlog?pageNum=2' });
    await expectNames(names(11, 20));
    fill(container, '用户名', 'user2');
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(shownQuery()).toEqual({ userName: 'user2' }));
    await expectNames(['user20', 'user21', 'user22', 'user23', 'user24']);
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(shownQuery()).toEqual({}));
  });

  it('keeps what a person typed and has not searched for yet when they change the tab', async () => {
    const server = logServer({ records: RECORDS });
    const { container } = renderLogList();
    await expectNames(names(1, 10));
    fill(container, '用户名', 'user2');
    openTab('失败');
    await waitFor(() => expect(lastRequest(server)).toEqual({ result: 0, pageNum: 1, pageSize: 10 }));
    await expectNames(['bad1', 'bad2', 'bad3']);
    expect(screen.getByLabelText('用户名')).toHaveValue('user2');
  });

  it('keeps what a person typed when the page renders again for another reason (a dialog closed after a save)', async () => {
    logServer({ records: RECORDS });
    // A screen whose columns are rebuilt on every render, as one whose actions depend on a mutation's state is.
    function Rebuilt() {
      const [saves, setSaves] = useState(0);
      const columns = LOG_COLUMNS.map((column) => ({ ...column }));
      return (
        <>
          <ListPage endpoint={LOG_ENDPOINT} columns={columns} rowKey="id" tabs={LOG_TABS} extraFilters={LOG_TIME} stateKey="test:loginlog" />
          <button onClick={() => setSaves(saves + 1)}>保存 {saves}</button>
        </>
      );
    }
    const { container } = renderScreen(<Rebuilt />, { route: '/system/loginlog' });
    await expectNames(names(1, 10));
    fill(container, '用户名', 'user2');
    fireEvent.click(screen.getByRole('button', { name: '保存 0' }));
    await screen.findByRole('button', { name: '保存 1' });
    expect(screen.getByLabelText('用户名')).toHaveValue('user2');
  });

  it('opens the view a copied address names: tab, filters, time range, page and page size', async () => {
    const server = logServer({ records: RECORDS });
    renderLogList({ route: '/system/loginlog?tab=1&userName=user&pageNum=2&pageSize=20&beginTime=2025-03-01&endTime=2025-03-31' });
    await waitFor(() =>
      expect(server.sent(LOG_ENDPOINT)).toContainEqual({
        result: 1,
        userName: 'user',
        beginTime: '2025-03-01',
        endTime: '2025-03-31',
        pageNum: 2,
        pageSize: 20,
      }),
    );
    expect(activeTab()).toMatch(/^成功/);
    expect(screen.getByLabelText('用户名')).toHaveValue('user');
    expect(screen.getByPlaceholderText('开始时间')).toHaveValue('2025-03-01');
    await expectNames(names(21, 24));
    expect(screen.getByText('20条/页')).toBeInTheDocument();
    expect(document.querySelector('.ant-pagination-item-active')).toHaveTextContent('2');
  });

  it('steps back and forward through the views', async () => {
    const server = logServer({ records: [logRecord(1, 'zhangsan'), logRecord(2, 'lisi', 0)] });
    renderLogList();
    await expectNames(['zhangsan', 'lisi']);
    openTab('失败');
    await expectNames(['lisi']);
    fireEvent.click(screen.getByRole('button', { name: '后退' }));
    await expectNames(['zhangsan', 'lisi']);
    expect(activeTab()).toMatch(/^全部/);
    expect(shownQuery()).toEqual({});
    fireEvent.click(screen.getByRole('button', { name: '前进' }));
    await expectNames(['lisi']);
    expect(activeTab()).toMatch(/^失败/);
    expect(lastRequest(server)).toEqual({ result: 0, pageNum: 1, pageSize: 10 });
  });

  it('opens the default view for an address it does not understand', async () => {
    const server = logServer({ records: RECORDS });
    renderLogList({ route: '/system/loginlog?tab=7&pageNum=zero&pageSize=15&beginTime=2025-02-30&endTime=2025-03-01' });
    await expectNames(names(1, 10));
    expect(server.sent(LOG_ENDPOINT)).toContainEqual({ pageNum: 1, pageSize: 10 });
    expect(activeTab()).toMatch(/^全部/);
  });
});

describe('reading and writing the address', () => {
  const options = { filters: [...LOG_COLUMNS.flatMap((c) => (c.filter ? [c.filter] : [])), ...LOG_TIME], tabs: LOG_TABS };
  const SELECT = [{ kind: 'select' as const, name: 'status', label: '状态', options: [{ value: 1, label: '正常' }, { value: 0, label: '停用' }] }];

  it('keeps fields of the address that are not the list’s, and leaves defaults out', () => {
    const search = writeListState('?from=menu', { pageNum: 1, pageSize: 10, filters: { userName: '张', ip: undefined }, tab: 0 }, options);
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({ from: 'menu', userName: '张', tab: '0' });
  });

  it('names the tab without a value “all” when another tab opens first', () => {
    const tabs = { ...LOG_TABS, defaultValue: 1 };
    expect(readListState('', { ...options, tabs }).tab).toBe(1);
    expect(writeListState('', { pageNum: 1, pageSize: 10, filters: {}, tab: undefined }, { ...options, tabs })).toBe('?tab=all');
    expect(readListState('?tab=all', { ...options, tabs }).tab).toBeUndefined();
  });

  it('gives a select its option’s own value, so the form shows its label', () => {
    expect(readListState('?status=0', { filters: SELECT }).filters).toEqual({ status: 0 });
    expect(readListState('?status=x', { filters: SELECT }).filters).toEqual({ status: 'x' });
  });

  it('writes a second list on the same screen under its prefix', () => {
    const search = writeListState('?pageNum=3', { pageNum: 2, pageSize: 20, filters: {}, tab: undefined }, { filters: [], prefix: 'runs' });
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({ pageNum: '3', 'runs.pageNum': '2', 'runs.pageSize': '20' });
    expect(readListState(search, { filters: [], prefix: 'runs' })).toMatchObject({ pageNum: 2, pageSize: 20 });
    expect(readListState(search, { filters: [] })).toMatchObject({ pageNum: 3, pageSize: 10 });
  });
});
