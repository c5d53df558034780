import {
  authApi,
  companyApi,
  companyStatisticsApi,
  eventTrackingApi,
  outsourceApi,
  perm,
  testEndpoint,
  userApi,
} from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route } from '../platform/endpoint.js';
import { ADMIN, DIALECTS, withTestServer, type TestServer } from '../test/harness.js';
import { userWithCodes } from '../test/recruit-fixtures.js';
import { allRoutes } from './index.js';

type Pool = 'primary' | 'read';
interface Statement {
  pool: Pool;
  sql: string;
}

/** A made-up unaudited endpoint that writes, as a forgotten `primary: true` would leave one. */
const strayWrite = testEndpoint('replica', {
  method: 'POST',
  path: '/test/replica/strayWrite',
  summary: '测试：未标记的写操作',
  access: 'public',
  audit: false,
  response: z.null(),
});
const markedWrite = testEndpoint('replica', {
  method: 'POST',
  path: '/test/replica/markedWrite',
  summary: '测试：标记走主库的写操作',
  access: 'public',
  audit: false,
  response: z.null(),
});
const trackStray = (pagePath: string) => async ({ deps }: { deps: TestServer['deps'] }) => {
  await deps.db
    .insertInto('sysEvent')
    .values({ userId: 1, userName: '', eventType: 'click', eventName: '测试', pagePath, pageTitle: '', extra: '', ip: '', userAgent: '', createTime: '2025-01-01 00:00:00' })
    .execute();
};

/** Records every statement with its pool; `during(fn)` answers those `fn`'s requests ran. */
function queryLog() {
  const statements: Statement[] = [];
  return {
    onQuery: (pool: Pool, sql: string) => statements.push({ pool, sql }),
    async during(fn: () => Promise<unknown>): Promise<{ primary: string[]; read: string[] }> {
      const from = statements.length;
      await fn();
      const ran = statements.slice(from);
      return { primary: ran.filter((s) => s.pool === 'primary').map((s) => s.sql), read: ran.filter((s) => s.pool === 'read').map((s) => s.sql) };
    },
  };
}

/** The guard's statements: the session lookup, its activity touch and the permission check. */
const GUARD = /"sys_session"|"sys_role_resource"/;
const mentions = (table: string) => (sql: string) => sql.includes(`"${table}"`);

describe('DATABASE_READ_URL on postgres: read endpoints on the replica, the rest on the primary', () => {
  if (!DIALECTS.includes('postgres')) {
    it.skip('needs PostgreSQL', () => undefined);
    return;
  }
  const log = queryLog();
  const server = withTestServer('postgres', {
    readReplica: true,
    onStatement: log.onQuery,
    routes: [...allRoutes, route(strayWrite, trackStray('/stray')), route(markedWrite, trackStray('/marked'), { primary: true })],
  });
  let admin: string;
  let clerk: string;
  let clerkRole: string;

  beforeAll(async () => {
    admin = await server.login();
    ({ token: clerk, roleCode: clerkRole } = await userWithCodes(server, admin, 'replica_clerk', '副本查询员', [perm.system.user.list]));
  });

  it('signs in on the primary only: the session, the login log and the lockout fields are writes', async () => {
    const ran = await log.during(() => server.login(ADMIN.userName, ADMIN.password));
    expect(ran.read).toEqual([]);
    expect(ran.primary.some((sql) => /^insert into "sys_session"/.test(sql))).toBe(true);
  });

  it('serves a list from the replica while the guard checks session and permission on the primary', async () => {
    const ran = await log.during(async () => {
      const res = await server.call(userApi.list, { token: clerk, body: { pageNum: 1, pageSize: 10, userName: 'replica_clerk' } });
      expect(res.status, res.json.msg).toBe(200);
      expect(res.json.data.records.map((u) => u.realName)).toEqual(['副本查询员']);
    });
    expect(ran.read.some(mentions('sys_user'))).toBe(true);
    expect(ran.read.some((sql) => GUARD.test(sql))).toBe(false);
    expect(ran.primary.some(mentions('sys_session'))).toBe(true);
    expect(ran.primary.some(mentions('sys_role_resource'))).toBe(true);
    expect(ran.primary.every((sql) => GUARD.test(sql)), ran.primary.join('\n')).toBe(true);
  });

  it('answers counts and statistics from the replica', async () => {
    for (const call of [
      () => server.call(companyApi.cmpyCount, { token: admin }),
      () => server.call(companyStatisticsApi.cmpyTotal, { token: admin }),
    ]) {
      const ran = await log.during(async () => expect((await call()).status).toBe(200));
      expect(ran.read.length).toBeGreaterThan(0);
      expect(ran.primary.filter((sql) => !GUARD.test(sql))).toEqual([]);
    }
  });

  it('streams an export from the replica and writes its operation-log row on the primary', async () => {
    const ran = await log.during(async () => {
      const res = await server.call(outsourceApi.exportListHandler, { token: admin });
      expect(res.status).toBe(200);
      expect(String(res.raw.headers['content-type'])).toContain('spreadsheetml');
    });
    expect(ran.read.some(mentions('recruit_outsource'))).toBe(true);
    expect(ran.read.some(mentions('sys_operation_log'))).toBe(false);
    expect(ran.primary.filter((sql) => !GUARD.test(sql))).toEqual([expect.stringMatching(/^insert into "sys_operation_log"/)]);
  });

  it('runs a write request on the primary throughout, its reads before and after the insert included', async () => {
    const ran = await log.during(async () => {
      const res = await server.call(userApi.add, {
        token: admin,
        body: { userName: 'replica_new', password: 'Replica2025', realName: '新用户', phone: '13900000012', roleCodes: [clerkRole] },
      });
      expect(res.status, res.json.msg).toBe(200);
    });
    expect(ran.read).toEqual([]);
    const inserted = ran.primary.findIndex((sql) => /^insert into "sys_user"/.test(sql));
    expect(inserted).toBeGreaterThan(0);
    expect(ran.primary.slice(0, inserted).some((sql) => /^select .* from "sys_user" where "user_name" = \$1/.test(sql))).toBe(true);
    expect(ran.primary.slice(inserted + 1).some(mentions('sys_operation_log'))).toBe(true);
  });

  it('keeps an unaudited endpoint that writes (event tracking) on the primary, and lists the event from the replica', async () => {
    const tracked = await log.during(async () => {
      const res = await server.call(eventTrackingApi.info, { token: admin, body: { eventType: 'click', eventName: '副本测试', pagePath: '/replica' } });
      expect(res.status, res.json.msg).toBe(200);
    });
    expect(tracked.read).toEqual([]);
    expect(tracked.primary.some((sql) => /^insert into "sys_event"/.test(sql))).toBe(true);

    const listed = await log.during(async () => {
      const res = await server.call(eventTrackingApi.list, { token: admin, body: { pageNum: 1, pageSize: 10, pagePath: '/replica' } });
      expect(res.json.data.records.map((e) => e.eventName)).toEqual(['副本测试']);
    });
    expect(listed.read.some(mentions('sys_event'))).toBe(true);
    expect(listed.primary.filter(mentions('sys_event'))).toEqual([]);
  });

  it('refuses a write that strays onto the replica, as a standby would; `primary: true` lands it', async () => {
    const stray = await server.call(strayWrite);
    expect(stray.status).toBe(500);
    const marked = await log.during(() => server.call(markedWrite));
    expect(marked.read).toEqual([]);
    const rows = await server.deps.db.selectFrom('sysEvent').select('pagePath').where('pagePath', 'in', ['/stray', '/marked']).execute();
    expect(rows.map((r) => r.pagePath)).toEqual(['/marked']);
  });

  it('signs out on the primary', async () => {
    const token = await server.login();
    const ran = await log.during(() => server.call(authApi.logout, { token }));
    expect(ran.read).toEqual([]);
    expect(ran.primary.some((sql) => /^update "sys_session"/.test(sql))).toBe(true);
  });
});

describe.each(DIALECTS)('without DATABASE_READ_URL on %s', (dialect) => {
  const log = queryLog();
  const server = withTestServer(dialect, { onStatement: log.onQuery });

  it('serves reads and writes from the one database', async () => {
    const admin = await server.login();
    const ran = await log.during(() => server.call(userApi.list, { token: admin, body: { pageNum: 1, pageSize: 10 } }));
    expect(ran.read).toEqual([]);
    expect(ran.primary.some(mentions('sys_user'))).toBe(true);
  });
});
