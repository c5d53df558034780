import { messageApi } from '@hrbd/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeyOf, useApiQuery } from './query';

/**
 * How often the console asks for new messages. Polling keeps every server
 * instance stateless; react-query pauses it while the tab is hidden and asks
 * again as soon as the person comes back to it.
 */
export const MESSAGE_POLL_MS = 30_000;

/** The newest unread messages; the answer also carries the unread count. */
const UNREAD = { query: { readFlag: 0, pageNum: 1, pageSize: 5 }, background: true };
const UNREAD_KEY = queryKeyOf(messageApi.queryPageMsg, UNREAD);

/**
 * The caller's unread messages, one cache entry for every reader (the
 * header's bell, 系统概览's 未读消息), kept fresh by polling. When the count
 * rises, the other pages of messages (消息管理's list and tabs) reload too.
 */
export function useUnreadMessages() {
  const queryClient = useQueryClient();
  const unread = useApiQuery(messageApi.queryPageMsg, UNREAD, { refetchInterval: MESSAGE_POLL_MS, refetchOnWindowFocus: true });
  const count = unread.data?.unreadCount;
  const seen = useRef(count);
  useEffect(() => {
    const before = seen.current;
    seen.current = count;
    if (before === undefined || count === undefined || count <= before) return;
    void queryClient.invalidateQueries({
      queryKey: [messageApi.queryPageMsg.key],
      predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(UNREAD_KEY),
    });
  }, [count, queryClient]);
  return unread;
}
