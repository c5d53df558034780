import { auditLogApi, messageApi, perm, roleApi, sessionApi, userApi } from '@hrbd/contract';
import { screen, waitFor } from '@testing-library/react';
import dayjs from '../../../lib/dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, pageOfRows, renderScreen } from '../../../test/render-screen';
import OverviewPage from './overview-page';

/** The figure a card shows next to its title. */
function figureOf(title: string): string | null {
  const card = screen.getByText(title).closest('.ant-card');
  return card?.querySelector('.ant-statistic-content-value')?.textContent ?? null;
}

describe('系统概览', { timeout: 120_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('shows only the figures the user holds codes for, counted by the screens’ endpoints', async () => {
    const api = mockApi()
      .on(userApi.list, ({ body }) => {
        const { status } = body as { status?: number };
        return pageOfRows([], status === undefined ? 20 : status === 1 ? 18 : 2);
      })
      .on(auditLogApi.loginLogPage, ({ body }) => pageOfRows([], (body as { result: number }).result === 1 ? 7 : 3))
      .on(messageApi.queryPageMsg, { records: [], total: 4, unreadCount: 2 });
    renderScreen(<OverviewPage />, { permissions: [perm.system.user.list, perm.system.loginlog.list] });

    await waitFor(() => expect(figureOf('用户总数')).toBe('20'));
    await waitFor(() => expect(figureOf('已启用用户')).toBe('18'));
    await waitFor(() => expect(figureOf('已禁用用户')).toBe('2'));
    await waitFor(() => expect(figureOf('今日登录')).toBe('7'));
    await waitFor(() => expect(figureOf('今日登录失败')).toBe('3'));
    await waitFor(() => expect(figureOf('未读消息')).toBe('2'));
    expect(screen.queryByText('角色数')).not.toBeInTheDocument();
    expect(screen.queryByText('在线会话')).not.toBeInTheDocument();
    expect(screen.queryByText('最近操作')).not.toBeInTheDocument();

    const today = dayjs().format('YYYY-MM-DD');
    expect(api.sent(auditLogApi.loginLogPage)).toContainEqual({ result: 0, beginTime: today, endTime: today, pageNum: 1, pageSize: 1 });
    // Figures the user may not see are not even asked for.
    expect(api.sent(roleApi.list)).toHaveLength(0);
    expect(api.sent(sessionApi.onlineList)).toHaveLength(0);
    expect(api.sent(auditLogApi.operLogPage)).toHaveLength(0);
  });
});
