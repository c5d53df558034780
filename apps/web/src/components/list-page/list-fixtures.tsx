import { auditLogApi } from '@hrbd/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { ListPage, type FilterSpec, type ListColumn, type RowOf, type StatusTabs } from './index';
import { ADMIN_USER, LocationProbe, renderScreen } from '../../test/render-screen';
import { fakeServer } from '../../test/fake-server';

/** The login log as a list to exercise the shared list page with: tabs by result, text and time filters. */
export const LOG_ENDPOINT = auditLogApi.loginLogPage;
type LoginLogRecord = RowOf<typeof LOG_ENDPOINT>;

export const LOG_COLUMNS: ListColumn<LoginLogRecord>[] = [
  { title: '用户名', dataIndex: 'userName', filter: { kind: 'text', name: 'userName', label: '用户名' } },
  { title: '登录IP', dataIndex: 'ip', filter: { kind: 'text', name: 'ip', label: '登录IP' } },
  { title: '结果说明', dataIndex: 'reason' },
  { title: '登录时间', dataIndex: 'createTime' },
];

export const LOG_TABS: StatusTabs = {
  field: 'result',
  items: [
    { value: undefined, label: '全部' },
    { value: 1, label: '成功' },
    { value: 0, label: '失败' },
  ],
};

export const LOG_TIME: readonly FilterSpec[] = [{ kind: 'dateRange', names: ['beginTime', 'endTime'], label: '登录时间' }];

export function logRecord(id: number, userName: string, result = 1): LoginLogRecord {
  return {
    id,
    userName,
    result,
    reason: result === 1 ? '登录成功' : '用户名或密码错误',
    ip: `10.0.0.${id}`,
    userAgent: 'Chrome',
    userSource: 'PC_YJ',
    browser: 'Chrome 120',
    os: 'Windows 10',
    createTime: `2025-03-0${(id % 9) + 1} 09:00:00`,
  };
}

/** What the fake login log answers now; a test changes it to make the server fail or recover. */
export interface LogServerState {
  records: LoginLogRecord[];
  failure?: 'server' | 'network';
}

/**
 * How the fake login log answers: filtered by result (the tab) and user name,
 * paged by pageNum/pageSize; `state.failure` makes every call fail as a server
 * error (500) or as a browser without network would.
 */
export function answerLog(state: LogServerState) {
  return (body: unknown) => {
    if (state.failure === 'network') return { network: 'down' as const };
    if (state.failure === 'server') return { fail: { code: 500, msg: '服务器内部错误，请稍后重试' } };
    const query = body as { result?: number; userName?: string; pageNum: number; pageSize: number };
    const rows = state.records.filter(
      (r) => (query.result === undefined || r.result === query.result) && (!query.userName || r.userName.includes(query.userName)),
    );
    const start = (query.pageNum - 1) * query.pageSize;
    return { data: { records: rows.slice(start, start + query.pageSize), total: rows.length } };
  };
}

/** The login log behind a fake server (see answerLog). */
export function logServer(state: LogServerState) {
  return fakeServer().on(LOG_ENDPOINT, answerLog(state));
}

/** The login log on the shared list page. */
export function LogList({ tabs = true }: { tabs?: boolean }) {
  return <ListPage endpoint={LOG_ENDPOINT} columns={LOG_COLUMNS} rowKey="id" tabs={tabs ? LOG_TABS : undefined} extraFilters={LOG_TIME} stateKey="test:loginlog" />;
}

/** Renders the login log list at `route` for `user`, with the address shown beside it. */
export function renderLogList(options: { route?: string; user?: typeof ADMIN_USER; tabs?: boolean } = {}) {
  return renderScreen(
    <>
      <LogList tabs={options.tabs} />
      <LocationProbe />
    </>,
    { route: options.route ?? '/system/loginlog', user: options.user },
  );
}

/** The list's column headers, in order. */
export const headers = () => [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent ?? '').filter(Boolean);
/** The user names in the rows shown. */
export const shownNames = () => [...document.querySelectorAll('.ant-table-tbody .ant-table-row td:first-child')].map((td) => td.textContent);

/** Waits for rows to show these user names. */
export async function expectNames(names: string[]) {
  await waitFor(() => expect(shownNames()).toEqual(names));
}

/** Clicks a status tab by its label (with or without its count). */
export function openTab(label: string) {
  const tab = screen.getAllByRole('tab').find((t) => t.textContent?.startsWith(label));
  if (!tab) throw new Error(`no tab ${label}`);
  fireEvent.click(tab);
}

/** One of the list's tools (刷新, 密度, 列设置, 隐藏搜索 …) by its name. */
export const tool = (name: string) => within(document.querySelector<HTMLElement>('.list-tools')!).getByRole('button', { name });
