import { messageApi, type MessageRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderScreen } from '../../../test/render-screen';
import MessagePage from './message-page';
describe('消息管理', { timeout: 120_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('opens a message, which marks it read and reloads the list and its tabs', async () => {
    const message: MessageRecord = {
      msgCode: 'm1',
      msgType: 2,
      title: '密码已被重置',
      content: '管理员于 2025-01-02 09:00:00 重置了您的登录密码。',
      readFlag: 0,
      createTime: '2025-01-02 09:00:00',
      readTime: null,
    };
    const api = mockApi()
      .on(messageApi.queryPageMsg, ({ query }) => {
        const rows = query.readFlag === undefined || Number(query.readFlag) === message.readFlag ? [message] : [];
        return { records: rows, total: rows.length, unreadCount: message.readFlag === 0 ? 1 : 0 };
      })
      .on(messageApi.queryMsg, () => {
        message.readFlag = 1;
        message.readTime = '2025-01-02 10:00:00';
        return message;
      });
    renderScreen(<MessagePage />);
    expect(await screen.findByRole('tab', { name: '未读（1）' })).toBeInTheDocument();

    await userEvent.click(await screen.findByText('密码已被重置'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('管理员于 2025-01-02 09:00:00 重置了您的登录密码。')).toBeInTheDocument();
    expect(within(dialog).getByText('安全提醒')).toBeInTheDocument();
    expect(api.sent(messageApi.queryMsg)).toEqual([{ msgCode: 'm1' }]);
    expect(await screen.findByRole('tab', { name: '未读（0）' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: '已读（1）' })).toBeInTheDocument());
  });
});
