import { ResultCode, type Endpoint } from '@hrbd/contract';
import { vi } from 'vitest';

/**
 * An answer in the envelope, a refusal, or no answer at all: `down` is fetch
 * rejecting (no connection), `silent` a request the network never answers
 * (it ends only when the caller aborts it).
 */
type Reply = { data: unknown } | { fail: { code: number; msg: string } } | { network: 'down' | 'silent' };
/** Answers a call from its JSON body (commands) or its query (GET lookups). */
type Handler = (body: unknown, query: Record<string, string>) => Reply | Promise<Reply>;

export interface FakeCall {
  path: string;
  body: unknown;
  query: Record<string, string>;
}

function noAnswer(network: 'down' | 'silent', signal: AbortSignal | null | undefined): Promise<Response> {
  if (network === 'down') return Promise.reject(new TypeError('Failed to fetch'));
  return new Promise((_, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')), { once: true });
  });
}

/**
 * Stands in for the API server by replacing `fetch`: each endpoint answers in
 * the `{code,msg,data}` envelope, and every call is recorded for the test.
 */
export function fakeServer() {
  const handlers = new Map<string, Handler>();
  const calls: FakeCall[] = [];
  const server = {
    calls,
    on(endpoint: Endpoint, handler: Handler | Reply) {
      handlers.set(`${endpoint.method} ${endpoint.path}`, typeof handler === 'function' ? handler : () => handler);
      return server;
    },
    /** Bodies sent to one endpoint, oldest first. */
    sent(endpoint: Endpoint): unknown[] {
      return calls.filter((call) => call.path === endpoint.path).map((call) => call.body);
    },
    /** Queries sent to one (GET) endpoint, oldest first. */
    queried(endpoint: Endpoint): Array<Record<string, string>> {
      return calls.filter((call) => call.path === endpoint.path).map((call) => call.query);
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const query = Object.fromEntries(searchParams);
      calls.push({ path: pathname, body, query });
      const handler = handlers.get(`${init.method ?? 'GET'} ${pathname}`);
      const reply = handler ? await handler(body, query) : { fail: { code: 404, msg: `未模拟的接口：${pathname}` } };
      if ('network' in reply) return noAnswer(reply.network, init.signal);
      const [code, msg, data] = 'fail' in reply ? [reply.fail.code, reply.fail.msg, null] : [ResultCode.OK, '操作成功', reply.data];
      return new Response(JSON.stringify({ code, msg, data }), { status: code, headers: { 'content-type': 'application/json' } });
    }),
  );
  return server;
}
