import { perm, sessionApi } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, pageOfRows, renderScreen } from '../../../test/render-screen';
import OnlinePage from './online-page';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function session(sessionId: string, realName: string, current = false) {
  return {
    sessionId,
    userName: sessionId,
    realName,
    ip: '10.0.0.1',
    userSource: 'PC_YJ',
    userAgent: CHROME,
    browser: 'Chrome 131',
    os: 'Windows 10',
    loginTime: '2025-01-02 09:00:00',
    lastActiveTime: '2025-01-02 09:10:00',
    expireTime: '2025-01-09 09:00:00',
    current,
  };
}

describe('在线用户', { timeout: 120_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it("tags the caller's own session and forces another one off after confirmation", async () => {
    const api = mockApi()
      .on(sessionApi.onlineList, pageOfRows([session('s-me', '系统管理员', true), session('s-2', '张三')]))
      .on(sessionApi.forceLogout, { revoked: 1 }, '已强制下线');
    renderScreen(<OnlinePage />, { permissions: [perm.system.online.list, perm.system.online.forceLogout] });

    const mine = (await screen.findByText('系统管理员')).closest('tr')!;
    expect(within(mine).getByText('当前会话')).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: '强制下线' })).not.toBeInTheDocument();
    expect(within(mine).getByRole('checkbox')).toBeDisabled();
    // The browser and system the server read from the user agent; the raw text only on hover.
    expect(within(mine).getByText('Chrome 131')).toBeInTheDocument();
    // 操作系统 is a secondary field here: a column only once shown in 列设置 (the list keeps its times on screen).
    expect(within(mine).queryByText('Windows 10')).not.toBeInTheDocument();
    expect(within(mine).queryByText(CHROME)).not.toBeInTheDocument();

    const other = screen.getByText('张三').closest('tr')!;
    await userEvent.click(within(other).getByRole('button', { name: '强制下线' }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(sessionApi.forceLogout)).toEqual([{ sessionIds: ['s-2'] }]));
    expect(await screen.findByText('已强制下线')).toBeInTheDocument();
  });
});
