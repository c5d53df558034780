import { ResultCode, type DataOf, type Endpoint, type UserInfo } from '@hrbd/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { vi } from 'vitest';
import { CurrentUserProvider } from '../lib/current-user';
import { TestAntd } from './antd';

// antd screens render slowly in jsdom; the default 1 s wait fails on a busy machine, not on a wrong screen.
configure({ asyncUtilTimeout: 5000 });

/**
 * What a mocked endpoint answers: its data, a failure envelope with the
 * server's message, or (`raw`) an envelope exactly as given, for screens that
 * judge answers themselves (the big screen).
 */
export type MockAnswer<E extends Endpoint> = DataOf<E> | { fail: { code: number; msg: string } } | { raw: { code: number; msg: string; success?: boolean; data: unknown } };
type Handler = (input: { query: Record<string, string>; body: unknown }) => unknown;

export interface ApiCall {
  endpoint: Endpoint;
  query: Record<string, string>;
  body: unknown;
}

/**
 * Replaces `fetch` with the given endpoint answers wrapped in the `{code,msg,data}`
 * envelope, and records every call so a test can check what the screen sent.
 */
export function mockApi() {
  const handlers = new Map<string, { endpoint: Endpoint; handler: Handler; msg: string }>();
  const calls: ApiCall[] = [];
  const api = {
    on<E extends Endpoint>(endpoint: E, answer: MockAnswer<E> | ((input: { query: Record<string, string>; body: unknown }) => MockAnswer<E>), msg = '操作成功') {
      const handler: Handler = typeof answer === 'function' ? (answer as Handler) : () => answer;
      handlers.set(`${endpoint.method} ${endpoint.path}`, { endpoint, handler, msg });
      return api;
    },
    calls,
    /** Bodies (or queries for GET) sent to one endpoint, oldest first. */
    sent(endpoint: Endpoint): unknown[] {
      return calls.filter((c) => c.endpoint === endpoint).map((c) => (endpoint.method === 'GET' ? c.query : c.body));
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const parsed = new URL(url, 'http://localhost');
      const method = init.method ?? 'GET';
      const entry = handlers.get(`${method} ${parsed.pathname}`);
      const reply = (answer: { code: number; msg: string; success?: boolean; data: unknown }) =>
        new Response(JSON.stringify(answer), { status: answer.code, headers: { 'content-type': 'application/json' } });
      // As the server answers: success is true exactly when code is 200.
      const envelope = (code: number, msg: string, data: unknown) => reply({ code, msg, data, success: code === ResultCode.OK });
      if (!entry) return envelope(404, `未模拟的接口：${method} ${parsed.pathname}`, null);
      const query = Object.fromEntries(parsed.searchParams);
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ endpoint: entry.endpoint, query, body });
      const answer = entry.handler({ query, body });
      if (answer && typeof answer === 'object' && 'raw' in answer) return reply((answer as { raw: { code: number; msg: string; data: unknown } }).raw);
      if (answer && typeof answer === 'object' && 'fail' in answer) {
        const { code, msg } = (answer as { fail: { code: number; msg: string } }).fail;
        return envelope(code, msg, null);
      }
      return envelope(ResultCode.OK, entry.msg, answer ?? null);
    }),
  );
  return api;
}

export const ADMIN_USER: UserInfo['user'] = {
  userCode: 'u-admin',
  userName: 'admin',
  realName: '系统管理员',
  phone: '13800000000',
  email: 'admin@example.com',
  status: 1,
  roles: [{ roleCode: 'admin', roleName: '超级管理员' }],
  wxBound: false,
  lastLoginTime: '2025-01-02 09:00:00',
  createTime: '2025-01-01 08:00:00',
  remark: '',
  dataScope: '',
  dataScopeName: '全部',
};

/** Renders a screen as the console would: antd in Chinese, a query client, the signed-in user and a router (at `route`). */
export function renderScreen(ui: ReactElement, options: { permissions?: string[]; user?: UserInfo['user']; route?: string } = {}) {
  const info: UserInfo = {
    user: options.user ?? ADMIN_USER,
    roles: (options.user ?? ADMIN_USER).roles,
    permissions: options.permissions ?? [],
    menus: [],
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    // No motion: dialogs open and close at once instead of after their animations.
    <TestAntd theme={{ token: { motion: false } }}>
      <App>
        <QueryClientProvider client={client}>
          <CurrentUserProvider info={info}>
            <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
          </CurrentUserProvider>
        </QueryClientProvider>
      </App>
    </TestAntd>,
  );
}

/**
 * The router's address (`data-testid="location"`) and the browser's 后退 and
 * 前进, for a screen rendered with renderScreen: put it beside the screen.
 */
export function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <output data-testid="location">{location.pathname + location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        后退
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        前进
      </button>
    </div>
  );
}

/** The query of the address LocationProbe shows, as an object. */
export function shownQuery(): Record<string, string> {
  const text = document.querySelector('[data-testid="location"]')?.textContent ?? '';
  return Object.fromEntries(new URLSearchParams(text.split('?')[1] ?? ''));
}

/** A page answer for a list endpoint. */
export function pageOfRows<R>(records: R[], total = records.length) {
  return { records, total };
}

/** Types into a labelled field at once (keystroke-by-keystroke typing re-renders antd forms for every letter). */
export function fill(container: HTMLElement, label: string, value: string) {
  const field = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${CSS.escape(labelFor(container, label))}`);
  if (!field) throw new Error(`no field labelled ${label}`);
  fireEvent.change(field, { target: { value } });
}

function labelFor(container: HTMLElement, label: string): string {
  const element = [...container.querySelectorAll('label')].find((l) => l.textContent === label);
  const id = element?.getAttribute('for');
  if (!id) throw new Error(`no label ${label}`);
  return id;
}

/** The validation messages a form shows, in field order, once they have stopped changing. */
export async function formErrors(container: HTMLElement): Promise<string[]> {
  let texts: string[] = [];
  let seen = '';
  let seenSince = 0;
  await waitFor(() => {
    texts = [...container.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent ?? '');
    if (texts.length === 0) throw new Error('no validation message yet');
    // Fields are judged one by one and each message fades in on its own: a form that showed only its
    // first message a moment ago may show a second one now, so wait until the list holds still.
    if (container.querySelector('.ant-form-item-is-validating')) throw new Error('a field is still being judged');
    const now = texts.join('\n');
    if (now !== seen) {
      seen = now;
      seenSince = Date.now();
    }
    if (Date.now() - seenSince < 200) throw new Error('messages may still be arriving');
  });
  return texts;
}

/** Picks an option of an antd Select found by its label. */
export async function choose(container: HTMLElement, label: string, option: string) {
  const input = container.querySelector<HTMLInputElement>(`#${CSS.escape(labelFor(container, label))}`);
  if (!input) throw new Error(`no select labelled ${label}`);
  fireEvent.mouseDown(input);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}
