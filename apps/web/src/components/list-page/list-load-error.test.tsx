import { NETWORK_ERROR_MSG } from '../../lib/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNames, logRecord, logServer, renderLogList, shownNames, tool, type LogServerState } from './list-fixtures';

const RECORDS = [logRecord(1, 'zhangsan'), logRecord(2, 'lisi'), logRecord(3, 'wangwu', 0)];
const SERVER_REASON = '服务器内部错误，请稍后重试';
const NETWORK_REASON = NETWORK_ERROR_MSG;

const table = () => document.querySelector<HTMLElement>('.ant-table')!;
const retry = () => within(table()).getByRole('button', { name: /重\s*试/ });
/** The banner above rows kept from before a failed load. */
const banner = () => table().querySelector('.ant-alert.load-error');

// antd tables render slowly in jsdom on a loaded machine; several loads per test need the room.
describe('a list whose load fails', { timeout: 60_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('says why in the table with 重试, not 暂无数据, and 重试 loads the rows once the server answers', async () => {
    const state: LogServerState = { records: RECORDS, failure: 'server' };
    logServer(state);
    renderLogList({ tabs: false });
    await waitFor(() => expect(within(table()).getByText(SERVER_REASON)).toBeInTheDocument());
    expect(within(table()).getByText('获取数据失败')).toBeInTheDocument();
    expect(within(table()).queryByText('暂无数据')).not.toBeInTheDocument();
    // Nor a total: 共 0 条 would say the list is empty.
    expect(screen.queryByText(/共 \d+ 条/)).not.toBeInTheDocument();

    delete state.failure;
    fireEvent.click(retry());
    await expectNames(['zhangsan', 'lisi', 'wangwu']);
    expect(within(table()).queryByText('获取数据失败')).not.toBeInTheDocument();
  });

  it('keeps the rows it had when a reload meets no network, under the reason and 重试', async () => {
    const state: LogServerState = { records: RECORDS };
    logServer(state);
    renderLogList({ tabs: false });
    await expectNames(['zhangsan', 'lisi', 'wangwu']);

    state.failure = 'network';
    fireEvent.click(tool('刷新'));
    await waitFor(() => expect(banner()).toHaveTextContent(`获取数据失败：${NETWORK_REASON}`));
    expect(shownNames()).toEqual(['zhangsan', 'lisi', 'wangwu']);

    delete state.failure;
    state.records = [logRecord(4, 'zhaoliu'), ...RECORDS];
    fireEvent.click(retry());
    await expectNames(['zhaoliu', 'zhangsan', 'lisi', 'wangwu']);
    expect(within(table()).queryByText(/获取数据失败/)).not.toBeInTheDocument();
  });

  it('keeps the rows when another page fails to load', async () => {
    const records = Array.from({ length: 12 }, (_, i) => logRecord(i + 1, `user${i + 1}`));
    const state: LogServerState = { records };
    logServer(state);
    renderLogList({ tabs: false });
    await expectNames(records.slice(0, 10).map((r) => r.userName));
    state.failure = 'server';
    fireEvent.click(within(document.querySelector<HTMLElement>('.ant-pagination')!).getByText('2'));
    await waitFor(() => expect(banner()).toHaveTextContent(`获取数据失败：${SERVER_REASON}`));
    expect(shownNames()).toEqual(records.slice(0, 10).map((r) => r.userName));
  });

  it('does not count a tab it could not count', async () => {
    const state: LogServerState = { records: RECORDS };
    logServer(state);
    renderLogList();
    await waitFor(() => expect(screen.getByRole('tab', { name: '失败（1）' })).toBeInTheDocument());

    state.failure = 'server';
    fireEvent.click(tool('刷新'));
    await waitFor(() => expect(screen.getAllByLabelText('获取数量失败')).toHaveLength(3));
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs.every((text) => !/（\d+）/.test(text ?? ''))).toBe(true);
  });
});
