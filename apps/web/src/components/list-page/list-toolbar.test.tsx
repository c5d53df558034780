import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { answerLog, expectNames, headers, LOG_COLUMNS, LOG_ENDPOINT, LOG_TABS, LogList, logRecord, logServer, openTab, renderLogList, tool } from './list-fixtures';
import { ListPage } from './list-page';
import { fakeServer } from '../../test/fake-server';
import { ADMIN_USER, LocationProbe, renderScreen, shownQuery } from '../../test/render-screen';
import { moveColumn } from './column-settings';
import { arrangeColumns, settingsStorageKey } from './use-list-settings';

const RECORDS = [logRecord(1, 'zhangsan'), logRecord(2, 'lisi'), logRecord(3, 'wangwu', 0)];
const OTHER_USER = { ...ADMIN_USER, userCode: 'u-other', userName: 'other', realName: '李娜' };

/** The tick box of a column in the open 列设置. */
function columnTick(title: string): HTMLElement {
  const node = [...document.querySelectorAll<HTMLElement>('.column-settings .ant-tree-treenode')].find((n) => n.textContent === title);
  const tick = node?.querySelector<HTMLElement>('.ant-tree-checkbox');
  if (!tick) throw new Error(`no column ${title} in 列设置`);
  return tick;
}

async function openColumnSettings() {
  fireEvent.click(tool('列设置'));
  await waitFor(() => expect(document.querySelector('.column-settings')).not.toBeNull());
}

// antd tables render slowly in jsdom on a loaded machine; several loads per test need the room.
describe('list page toolbar (刷新, 列设置, 密度, 显示/隐藏搜索)', { timeout: 60_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('刷新 asks the server again for the same rows, and shows what it answers now', async () => {
    const state = { records: [...RECORDS] };
    const server = logServer(state);
    renderLogList();
    await expectNames(['zhangsan', 'lisi', 'wangwu']);
    const asked = server.sent(LOG_ENDPOINT).length;
    state.records = [logRecord(4, 'zhaoliu'), ...RECORDS];
    fireEvent.click(tool('刷新'));
    await expectNames(['zhaoliu', 'zhangsan', 'lisi', 'wangwu']);
    const again = server.sent(LOG_ENDPOINT).slice(asked);
    // The list with the same request, and each tab's count.
    expect(again).toContainEqual({ pageNum: 1, pageSize: 10 });
    expect(again.length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('tab', { name: '全部（4）' })).toBeInTheDocument();
  });

  it('says the tabs are busy while their counts are asked again, showing the counts before until then', async () => {
    const state = { records: [...RECORDS] };
    const waiting: Array<() => void> = [];
    let held = false;
    const answer = answerLog(state);
    fakeServer().on(LOG_ENDPOINT, async (body) => {
      // The tab counts ask for one row; hold them while `held`, as a slow server would.
      if (held && (body as { pageSize: number }).pageSize === 1) await new Promise<void>((resolve) => waiting.push(resolve));
      return answer(body);
    });
    renderLogList();
    const tabStrip = () => document.querySelector('.list-page__tabs');
    await waitFor(() => expect(screen.getByRole('tab', { name: '全部（3）' })).toBeInTheDocument());
    expect(tabStrip()).toHaveAttribute('aria-busy', 'false');

    held = true;
    state.records = [logRecord(4, 'zhaoliu'), ...RECORDS];
    fireEvent.click(tool('刷新'));
    await waitFor(() => expect(tabStrip()).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('tab', { name: '全部（3）' })).toBeInTheDocument();
    waiting.forEach((answerCount) => answerCount());
    await waitFor(() => expect(screen.getByRole('tab', { name: '全部（4）' })).toBeInTheDocument());
    await waitFor(() => expect(tabStrip()).toHaveAttribute('aria-busy', 'false'));
  });

  it('says the tabs and rows are busy while the view is still switching to a new address', async () => {
    logServer({ records: RECORDS });
    // A part of the screen that is slow to render the 失败 view holds the router's transition open, as a heavy page does.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let released = false;
    void held.then(() => (released = true));
    function SlowOnFailures() {
      if (useLocation().search.includes('tab=0') && !released) throw held;
      return null;
    }
    renderScreen(
      <>
        <LogList />
        <Suspense fallback={null}>
          <SlowOnFailures />
        </Suspense>
        <LocationProbe />
      </>,
      { route: '/system/loginlog' },
    );
    const tabStrip = () => document.querySelector('.list-page__tabs');
    await waitFor(() => expect(screen.getByRole('tab', { name: '全部（3）' })).toBeInTheDocument());
    await waitFor(() => expect(tabStrip()).toHaveAttribute('aria-busy', 'false'));

    openTab('失败');
    await waitFor(() => expect(tabStrip()).toHaveAttribute('aria-busy', 'true'));
    expect(shownQuery()).toEqual({});
    expect(document.querySelector('.ant-table-wrapper .ant-spin')).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(shownQuery()).toEqual({ tab: '0' }));
    await expectNames(['wangwu']);
    await waitFor(() => expect(tabStrip()).toHaveAttribute('aria-busy', 'false'));
  });

  it('列设置 hides a column; the same user finds it hidden after a re-mount, another user does not', async () => {
    logServer({ records: RECORDS });
    const first = renderLogList();
    await expectNames(['zhangsan', 'lisi', 'wangwu']);
    expect(headers()).toEqual(['用户名', '登录IP', '结果说明', '登录时间']);
    await openColumnSettings();
    fireEvent.click(columnTick('登录IP'));
    await waitFor(() => expect(headers()).toEqual(['用户名', '结果说明', '登录时间']));
    first.unmount();

    const again = renderLogList();
    await expectNames(['zhangsan', 'lisi', 'wangwu']);
    expect(headers()).toEqual(['用户名', '结果说明', '登录时间']);
    again.unmount();

    renderLogList({ user: OTHER_USER });
    await expectNames(['zhangsan', 'lisi', 'wangwu']);
    expect(headers()).toEqual(['用户名', '登录IP', '结果说明', '登录时间']);
  });

  it('列设置 shows a column again, keeps the last one, and 重置 restores the list as defined', async () => {
    localStorage.setItem(settingsStorageKey(ADMIN_USER.userCode, 'test:loginlog'), JSON.stringify({ hidden: ['ip', 'reason', 'createTime'], order: [] }));
    logServer({ records: RECORDS });
    renderLogList();
    await expectNames(['zhangsan', 'lisi', 'wangwu']);
    expect(headers()).toEqual(['用户名']);
    await openColumnSettings();
    // The only column shown cannot be hidden: a table of no columns says nothing.
    expect(columnTick('用户名')).toHaveClass('ant-tree-checkbox-disabled');
    fireEvent.click(columnTick('登录时间'));
    await waitFor(() => expect(headers()).toEqual(['用户名', '登录时间']));
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(headers()).toEqual(['用户名', '登录IP', '结果说明', '登录时间']));
    expect(localStorage.getItem(settingsStorageKey(ADMIN_USER.userCode, 'test:loginlog'))).toContain('"hidden":[]');
  });

  it('shows the columns in the order the user dragged them to', async () => {
    localStorage.setItem(
      settingsStorageKey(ADMIN_USER.userCode, 'test:loginlog'),
      JSON.stringify({ hidden: [], order: moveColumn(['userName', 'ip', 'reason', 'createTime'], 'createTime', 'userName', false) }),
    );
    logServer({ records: RECORDS });
    renderLogList();
    await expectNames(['2025-03-02 09:00:00', '2025-03-03 09:00:00', '2025-03-04 09:00:00']);
    expect(headers()).toEqual(['登录时间', '用户名', '登录IP', '结果说明']);
  });

  it('密度 changes the row height, and is remembered', async () => {
    logServer({ records: RECORDS });
    const first = renderLogList();
    await expectNames(['zhangsan', 'lisi', 'wangwu']);
    expect(document.querySelector('.ant-table')).toHaveClass('ant-table-medium');
    fireEvent.click(tool('密度'));
    fireEvent.click(await screen.findByRole('menuitem', { name: '紧凑' }));
    await waitFor(() => expect(document.querySelector('.ant-table')).toHaveClass('ant-table-small'));
    first.unmount();
    renderLogList();
    await expectNames(['zhangsan', 'lisi', 'wangwu']);
    expect(document.querySelector('.ant-table')).toHaveClass('ant-table-small');
  });

  it('隐藏搜索 hides the filters (still applied), 显示搜索 brings them back', async () => {
    const server = logServer({ records: RECORDS });
    renderLogList({ route: '/system/loginlog?userName=zhang' });
    await expectNames(['zhangsan']);
    expect(screen.getByLabelText('用户名')).toHaveValue('zhang');
    fireEvent.click(tool('隐藏搜索'));
    expect(screen.queryByLabelText('用户名')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /查\s*询/ })).not.toBeInTheDocument();
    fireEvent.click(tool('刷新'));
    await waitFor(() => expect(server.sent(LOG_ENDPOINT).at(-1)).toMatchObject({ userName: 'zhang' }));
    fireEvent.click(tool('显示搜索'));
    expect(screen.getByLabelText('用户名')).toHaveValue('zhang');
  });

  it('does not draw the rows again when only the page around them changes (隐藏搜索, 显示搜索)', async () => {
    // antd draws every cell again whenever its Table renders: a list with many rows and tab counts answering one by one paid for each.
    let drawn = 0;
    const columns = LOG_COLUMNS.map((column) => (column.dataIndex === 'reason' ? { ...column, render: (reason: string) => ((drawn += 1), reason) } : column));
    logServer({ records: RECORDS });
    renderScreen(<ListPage endpoint={LOG_ENDPOINT} columns={columns} rowKey="id" tabs={LOG_TABS} stateKey="test:loginlog" />, { route: '/system/loginlog' });
    await expectNames(['zhangsan', 'lisi', 'wangwu']);
    await screen.findByRole('tab', { name: '失败（1）' });
    const settled = drawn;
    expect(settled).toBeGreaterThanOrEqual(RECORDS.length);
    fireEvent.click(tool('隐藏搜索'));
    expect(screen.queryByLabelText('用户名')).not.toBeInTheDocument();
    fireEvent.click(tool('显示搜索'));
    expect(screen.getByLabelText('用户名')).toBeInTheDocument();
    expect(drawn).toBe(settled);
  });
});

describe('column arrangement', () => {
  const columns = [
    { key: 'name', fixed: 'left' as const },
    { dataIndex: 'ip' },
    { dataIndex: ['place', 'county'] },
    { dataIndex: 'time' },
    { key: 'actions', fixed: 'right' as const },
  ];
  const ids = (shown: typeof columns) => shown.map((c) => c.key ?? (Array.isArray(c.dataIndex) ? c.dataIndex.join('.') : c.dataIndex));

  it('keeps fixed columns at their side and a column added since after the one it follows', () => {
    // Saved before place.county existed, with the actions dragged to the front.
    const shown = arrangeColumns(columns, { hidden: ['ip'], order: ['actions', 'time', 'name', 'ip'] });
    expect(ids(shown)).toEqual(['name', 'time', 'place.county', 'actions']);
  });

  it('moves a column before or after another', () => {
    expect(moveColumn(['a', 'b', 'c', 'd'], 'a', 'c', true)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveColumn(['a', 'b', 'c', 'd'], 'd', 'b', false)).toEqual(['a', 'd', 'b', 'c']);
  });
});
