import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataOf, Endpoint, Envelope, Input } from '@hrbd/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { createServer, type Server, type ServerOptions } from '../app.js';
import { loadConfig } from '../config.js';
import type { DialectName } from '../db/dialect/index.js';
import { ADMIN } from './admin-account.js';
import { ownDatabase } from './databases.js';
import { DEMO_WAIT_MS } from './demo-database.js';

export { ADMIN };

/** The dialects every repository and API test runs on: SQLite always, PostgreSQL when reachable. */
export const DIALECTS: DialectName[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestServer extends Server {
  dialect: DialectName;
  /** Calls a contract endpoint the way the console does. */
  call<E extends Endpoint>(endpoint: E, input?: CallInput<E>): Promise<CallResult<E>>;
  login(userName?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export interface CallInput<E extends Endpoint> {
  body?: Input<E['body']> | Record<string, unknown>;
  query?: Input<E['query']> | Record<string, unknown>;
  params?: Record<string, string | number>;
  token?: string;
  headers?: Record<string, string>;
}

export interface CallResult<E extends Endpoint> {
  status: number;
  /** The envelope; `data` has the endpoint's type on success and is null on failure. */
  json: Envelope<DataOf<E>>;
  raw: LightMyRequestResponse;
}

export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function pathWith(endpoint: Endpoint, params: Record<string, string | number> = {}): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/**
 * A fresh server on its own database (`ownDatabase`: a copy of the run's
 * migrated template), dropped afterwards. Slide verify is off unless `env`
 * turns it on.
 */
export async function startTestServer(
  dialect: DialectName,
  env: Record<string, string> = {},
  options: Pick<ServerOptions, 'tasks' | 'routes' | 'onStatement'> & Pick<TestServerSetup, 'readReplica' | 'start'> = {},
): Promise<TestServer> {
  if (options.readReplica && dialect !== 'postgres') throw new Error('startTestServer: a read replica needs PostgreSQL');
  const id = `t${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrbd-test-'));
  const database = await ownDatabase(dialect, id, dataDir, options.start ?? 'seeded');
  const drop = async () => {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: ADMIN.password,
    LOGIN_CAPTCHA: 'off',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'off',
    LOGIN_RATE_LIMIT: '1000',
    // Servers share the test worker's event loop, and a test's own synchronous work (seeding a
    // demo database) would count as their lag: a request after it could be refused as overload.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    // The "replica" is the same database through a pool of its own (read-only, like a standby).
    ...(options.readReplica && database.databaseUrl ? { DATABASE_READ_URL: database.databaseUrl } : {}),
    ...env,
  });
  let server: Server;
  try {
    server = await createServer({
      config,
      database: { pgSchema: database.pgSchema, poolSize: 4 },
      logger: false,
      statePrefix: `hrbd-test:${id}:`,
      tasks: options.tasks,
      routes: options.routes,
      onStatement: options.onStatement,
    });
  } catch (error) {
    await drop();
    throw error;
  }
  await server.app.ready();

  const call: TestServer['call'] = async (endpoint, input = {}) => {
    const headers: Record<string, string> = { 'user-source': 'PC_YJ', ...input.headers };
    if (input.token) headers.authorization = `Bearer ${input.token}`;
    const url = pathWith(endpoint, input.params) + toQueryString(input.query as Record<string, unknown>);
    const raw = await server.app.inject({
      method: endpoint.method,
      url,
      headers,
      ...(endpoint.method !== 'GET' && input.body !== undefined && { payload: input.body as object }),
    });
    const isJson = String(raw.headers['content-type'] ?? '').includes('application/json');
    const json = isJson ? raw.json() : { code: raw.statusCode, msg: '', data: raw.body };
    return { status: raw.statusCode, json, raw };
  };

  const { authApi } = await import('@hrbd/contract');
  return {
    ...server,
    dialect,
    call,
    async login(userName = ADMIN.userName, password = ADMIN.password) {
      const res = await call(authApi.login, { body: { userName, password } });
      if (res.status !== 200) throw new Error(`login failed for ${userName}: ${res.status} ${res.json.msg}`);
      return res.json.data.token;
    },
    async close() {
      await server.app.close();
      await drop();
    },
  };
}

export interface TestServerSetup {
  /** Settings over the test defaults; a function when they depend on something started first (a stand-in upstream). */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Scheduled tasks in place of the modules'. */
  tasks?: ServerOptions['tasks'];
  /** Routes in place of every module's (a made-up endpoint alone). */
  routes?: ServerOptions['routes'];
  /** PostgreSQL only: DATABASE_READ_URL names the test's database too, so read endpoints use a second, read-only pool. */
  readReplica?: boolean;
  /** Sees every statement with the pool that ran it. */
  onStatement?: ServerOptions['onStatement'];
  /** The database the server starts on: a test server's start-up seeds (the default), or the whole demo (`demo-database.ts`). */
  start?: 'seeded' | 'demo';
}

/**
 * One server for the enclosing `describe`: started in its `beforeAll`, before
 * the hooks registered after this call, and closed in its `afterAll`, after
 * theirs. The answer stands for that server from then on, in hooks and tests.
 */
export function withTestServer(dialect: DialectName, setup: TestServerSetup = {}): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    const env = typeof setup.env === 'function' ? setup.env() : setup.env;
    started = await startTestServer(dialect, env, { tasks: setup.tasks, routes: setup.routes, readReplica: setup.readReplica, onStatement: setup.onStatement, start: setup.start });
  }, setup.start === 'demo' ? DEMO_WAIT_MS : undefined);
  afterAll(async () => {
    await started?.close();
    started = undefined;
  });
  const current = (): TestServer => {
    if (!started) throw new Error('withTestServer: the server runs from the describe block\'s beforeAll to its afterAll');
    return started;
  };
  return {
    dialect,
    get app() {
      return current().app;
    },
    get deps() {
      return current().deps;
    },
    call: (endpoint, input) => current().call(endpoint, input),
    login: (userName, password) => current().login(userName, password),
    close: () => current().close(),
  };
}
