import { messageApi, perm, type MessageRecord } from '@hrbd/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, renderApp, SYSTEM_ONLY, TEST_SCREENS } from '../testing/render-app';
import { MESSAGE_POLL_MS } from '../../lib/messages';

const SCREENS = [...TEST_SCREENS, { path: '/system/message', component: page('消息管理') }];
const WITH_MESSAGES = [...SYSTEM_ONLY, perm.system.message.code];

function message(n: number, overrides: Partial<MessageRecord> = {}): MessageRecord {
  return {
    msgCode: `m${n}`,
    msgType: 2,
    title: `消息${n}`,
    content: `第${n}条消息的内容`,
    readFlag: 0,
    createTime: `2025-01-02 09:0${n}:00`,
    readTime: null,
    ...overrides,
  };
}

/** An inbox the fake server keeps: pages of it as queryPageMsg answers them, 全部已读 and opening one change it. */
function inbox(messages: MessageRecord[]) {
  return {
    messages,
    page(query: Record<string, string>) {
      const unread = messages.filter((m) => m.readFlag === 0);
      const rows = query.readFlag === '0' ? unread : messages;
      const newest = [...rows].sort((a, b) => b.createTime.localeCompare(a.createTime)).slice(0, Number(query.pageSize ?? 10));
      return { data: { records: newest, total: rows.length, unreadCount: unread.length } };
    },
  };
}

function renderBell(box: ReturnType<typeof inbox>, codes = WITH_MESSAGES) {
  const rendered = renderApp({ route: '/setup', codes, screens: SCREENS });
  rendered.server
    .on(messageApi.queryPageMsg, (_, query) => box.page(query))
    .on(messageApi.readAll, () => {
      const unread = box.messages.filter((m) => m.readFlag === 0);
      unread.forEach((m) => Object.assign(m, { readFlag: 1, readTime: '2025-01-02 10:00:00' }));
      return { data: { read: unread.length } };
    })
    .on(messageApi.queryMsg, (_, query) => {
      const opened = box.messages.find((m) => m.msgCode === query.msgCode)!;
      Object.assign(opened, { readFlag: 1, readTime: '2025-01-02 10:00:00' });
      return { data: opened };
    });
  return rendered;
}

const bell = (count: number) => screen.findByRole('button', { name: count > 0 ? `消息，${count} 条未读` : '消息' });
const panel = () => document.querySelector<HTMLElement>('.message-bell__panel')!;

describe('message bell', { timeout: 120_000 }, () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    Cookies.remove('Authorization');
    Cookies.remove('username');
  });

  it('shows the unread count and the newest unread messages, and opens one, which reads it', async () => {
    const box = inbox([message(1), message(2, { msgType: 3 }), message(3, { readFlag: 1 })]);
    const { server } = renderBell(box);
    fireEvent.click(await bell(2));
    expect(await screen.findByText('未读消息（2）')).toBeInTheDocument();
    const list = within(panel());
    // The list's code loads when the bell is first opened.
    expect((await list.findAllByRole('button', { name: /消息\d/ })).map((b) => b.textContent)).toEqual([
      '消息2权限变更2025-01-02 09:02:00',
      '消息1安全提醒2025-01-02 09:01:00',
    ]);
    expect(server.queried(messageApi.queryPageMsg).at(-1)).toMatchObject({ readFlag: '0', pageSize: '5' });

    fireEvent.click(list.getByRole('button', { name: /^消息1/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('第1条消息的内容')).toBeInTheDocument();
    expect(await bell(1)).toBeInTheDocument();
  });

  it('全部已读 moves the count to 0 and empties the list', async () => {
    const { server } = renderBell(inbox([message(1), message(2)]));
    fireEvent.click(await bell(2));
    fireEvent.click(await within(panel()).findByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(server.sent(messageApi.readAll)).toHaveLength(1));
    expect(await bell(0)).toBeInTheDocument();
    expect(await within(panel()).findByText('暂无未读消息')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: '全部已读' })).toBeDisabled();
  });

  it('links to 消息管理 for a user holding it, and not for one who does not', async () => {
    const { unmount } = renderBell(inbox([message(1)]));
    fireEvent.click(await bell(1));
    fireEvent.click(within(panel()).getByRole('link', { name: '查看全部' }));
    expect(await screen.findByText('消息管理计数：0')).toBeInTheDocument();
    unmount();

    renderBell(inbox([message(1)]), SYSTEM_ONLY);
    fireEvent.click(await bell(1));
    await within(panel()).findByText('消息1');
    expect(within(panel()).queryByRole('link', { name: '查看全部' })).not.toBeInTheDocument();
  });

  it('picks up a new message without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const box = inbox([message(1)]);
    const { server } = renderBell(box);
    expect(await bell(1)).toBeInTheDocument();
    const asked = server.queried(messageApi.queryPageMsg).length;

    box.messages.push(message(4, { title: '岗位已到期下线', msgType: 1 }));
    await vi.advanceTimersByTimeAsync(MESSAGE_POLL_MS);
    expect(await bell(2)).toBeInTheDocument();
    expect(server.queried(messageApi.queryPageMsg).length).toBeGreaterThan(asked);
    fireEvent.click(await bell(2));
    expect(await within(panel()).findByText('岗位已到期下线')).toBeInTheDocument();
  });
});
