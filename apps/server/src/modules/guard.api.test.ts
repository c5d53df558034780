/**
 * Catalogue-driven guard tests: every route in `allRoutes` (so every domain
 * added later is covered without touching this file) refuses callers without a
 * token, callers without its permission code, and malformed input — with the
 * envelope and a Chinese message, never a 5xx.
 */
import { newUserRow } from './system/user/user.repository.js';
import {
  authApi,
  checkInput,
  fieldLabel,
  permissionOf,
  roleApi,
  testEndpoint,
  TIME_PATTERN,
  userApi,
  type Endpoint,
} from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allRoutes } from './index.js';
import { ADMIN, DIALECTS, pathWith, withTestServer } from '../test/harness.js';
import { route } from '../platform/endpoint.js';

const HAN = /[\u4e00-\u9fa5]/;

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'choice' | 'other';

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
  shape?: Record<string, z.ZodType>;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under wrappers (optional, default, preprocess pipes, lazy) that says what a value must be. */
function core(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let i = 0; i < 10; i++) {
    const def = defOf(current);
    const next =
      def.type === 'pipe'
        ? def.in && defOf(def.in).type === 'transform'
          ? def.out
          : def.in
        : def.type === 'lazy'
          ? def.getter?.()
          : def.innerType;
    if (!next) return current;
    current = next;
  }
  return current;
}

function kindOf(schema: z.ZodType): Kind {
  const type = defOf(core(schema)).type;
  if (type === 'string' || type === 'number' || type === 'boolean' || type === 'array' || type === 'object') return type;
  if (type === 'int' || type === 'bigint') return 'number';
  if (type === 'enum' || type === 'literal' || type === 'union') return 'choice';
  return 'other';
}

/** The fields of an object schema, or null when the input is not an object. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  const inner = core(schema);
  return defOf(inner).type === 'object' ? (defOf(inner).shape ?? null) : null;
}

/** Values of the wrong type for a JSON body field, the opposite type first. */
const BODY_CANDIDATES: Record<Kind, unknown[]> = {
  string: [12345, true, { nested: 1 }],
  number: ['abc', true, { nested: 1 }],
  boolean: ['abc', 12345],
  array: ['abc', 12345, { nested: 1 }],
  object: ['abc', 12345, [1]],
  choice: [{ nested: 1 }, 'zzz-不存在', 12345],
  other: [12345, 'abc', true, { nested: 1 }, [1]],
};

/** A query string carries only strings; a repeated key makes an array where one value is expected. */
const QUERY_CANDIDATES: Record<Kind, unknown[]> = {
  string: [['a', 'b']],
  number: ['abc', ['1', '2']],
  boolean: ['abc', ['1', '2']],
  array: [['a', 'b'], 'abc'],
  object: ['abc'],
  choice: ['zzz-不存在', ['a', 'b']],
  other: ['abc', ['a', 'b']],
};

interface FieldCase {
  key: string;
  endpoint: Endpoint;
  field: string;
  label: string;
  value: unknown;
}

/** One wrong value per declared field that the field's own schema rejects. */
function fieldCases(endpoint: Endpoint, where: 'body' | 'query'): FieldCase[] {
  const schema = endpoint[where];
  const shape = schema && shapeOf(schema);
  if (!schema || !shape) return [];
  const candidates = where === 'body' ? BODY_CANDIDATES : QUERY_CANDIDATES;
  return Object.entries(shape).flatMap(([field, fieldSchema]) => {
    const value = candidates[kindOf(fieldSchema)].find((v) => !fieldSchema.safeParse(v).success);
    return value === undefined ? [] : [{ key: `${endpoint.key} ${where}.${field}`, endpoint, field, label: fieldLabel(schema, [field]), value }];
  });
}

/** Path parameters the endpoint's own schema accepts, so only the part under test is wrong. */
function validParams(endpoint: Endpoint): Record<string, string> {
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const shape = endpoint.params ? shapeOf(endpoint.params) : null;
  return Object.fromEntries(
    names.map((name) => {
      const accepts = (v: string) => !shape?.[name] || shape[name].safeParse(v).success;
      return [name, ['1', 'a'.repeat(32), 'abc'].find(accepts) ?? '1'];
    }),
  );
}

const endpoints = allRoutes.map((r) => r.endpoint);
const guarded = endpoints.filter((e) => e.access !== 'public');
const coded = endpoints.filter((e) => permissionOf(e) !== null);
const jsonBodies = endpoints.filter((e) => e.body && e.bodyKind !== 'multipart' && e.method !== 'GET');
const bodyCases = jsonBodies.flatMap((e) => fieldCases(e, 'body'));
// Fastify checks the body before the query: only endpoints whose body may be empty can show a query error.
const queryCases = endpoints.filter((e) => !e.body || e.body.safeParse({}).success).flatMap((e) => fieldCases(e, 'query'));

const byKey = (list: readonly Endpoint[]) => list.map((e) => [e.key, e] as const);

function expectEnvelope(res: { status: number; json: { code: number; msg: string; data: unknown } }, status: number): void {
  expect(res.status).toBe(status);
  expect(res.json.code).toBe(status);
  expect(res.json.msg).toMatch(HAN);
  expect(res.json.data).toBeNull();
}

describe('the route table under test', () => {
  it('covers the whole system domain and has fields to break', () => {
    expect(endpoints.filter((e) => e.domain === 'system' && !e.outsideCatalogue)).toHaveLength(36);
    expect(coded.length).toBeGreaterThan(20);
    expect(bodyCases.length).toBeGreaterThan(50);
    expect(queryCases.length).toBeGreaterThan(3);
  });

  it('labels every input field in Chinese, so a 400 can name it', () => {
    const unlabelled = [...bodyCases, ...queryCases].filter((c) => !HAN.test(c.label)).map((c) => c.key);
    expect(unlabelled).toEqual([]);
  });
});

describe.each(DIALECTS)('guard over every registered endpoint on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let nobody: string;

  beforeAll(async () => {
    admin = await server.login();
    // A role with no resources at all, and a user holding only it: made through the API as an administrator would.
    const role = await server.call(roleApi.add, { token: admin, body: { roleName: '无权限角色', remark: '守卫测试' } });
    expect(role.status).toBe(200);
    const user = await server.call(userApi.add, {
      token: admin,
      body: { userName: 'norights', password: 'Norights123', realName: '无权限用户', phone: '13900000002', roleCodes: [role.json.data.roleCode] },
    });
    expect(user.status).toBe(200);
    nobody = await server.login('norights', 'Norights123');
  });

  it.each(byKey(guarded))('%s: no token → 401', async (_key, endpoint) => {
    const res = await server.call(endpoint, { params: validParams(endpoint) });
    expectEnvelope(res, 401);
  });

  it('lets the role-less user do what needs no permission code', async () => {
    const info = await server.call(userApi.info, { token: nobody });
    expect(info.status).toBe(200);
    expect(info.json.data.permissions).toEqual([]);
  });

  it.each(byKey(coded))('%s: a role without the code → 403', async (_key, endpoint) => {
    const res = await server.call(endpoint, { token: nobody, params: validParams(endpoint) });
    expectEnvelope(res, 403);
  });

  it.each(bodyCases.map((c) => [c.key, c] as const))('%s of the wrong type → 400 naming it', async (_key, c) => {
    const body = { [c.field]: c.value };
    const res = await server.call(c.endpoint, { token: admin, params: validParams(c.endpoint), body });
    expectEnvelope(res, 400);
    expect(res.json.msg).toContain(c.label);
    // Exactly what the contract says about this input, and a value that is there is never called missing.
    const checked = c.endpoint.body ? checkInput(c.endpoint.body, body) : null;
    expect(checked?.success).toBe(false);
    expect(res.json.msg).toBe(checked && !checked.success ? checked.message : '');
    expect(res.json.msg).not.toContain(`${c.label}不能为空`);
  });

  it.each(queryCases.map((c) => [c.key, c] as const))('%s of the wrong type → 400 naming it', async (_key, c) => {
    const res = await server.call(c.endpoint, {
      token: admin,
      params: validParams(c.endpoint),
      query: { [c.field]: c.value },
      ...(c.endpoint.body && { body: {} }),
    });
    expectEnvelope(res, 400);
    expect(res.json.msg).toContain(c.label);
  });

  it.each(byKey(jsonBodies))('%s: a body that is not JSON, or not an object → 400', async (_key, endpoint) => {
    const url = pathWith(endpoint, validParams(endpoint));
    const headers = { authorization: admin, 'content-type': 'application/json' };
    for (const payload of ['{"broken": ', '[1, 2, 3]', '"text"']) {
      const raw = await server.app.inject({ method: endpoint.method, url, headers, payload });
      expectEnvelope({ status: raw.statusCode, json: raw.json() }, 400);
    }
  });

  it('caps pageSize at 100', async () => {
    const now = '2025-01-01 00:00:00';
    const hash = (await server.deps.db.selectFrom('sysUser').select('passwordHash').where('userName', '=', ADMIN.userName).executeTakeFirstOrThrow())
      .passwordHash;
    await server.deps.db
      .insertInto('sysUser')
      .values(
        Array.from({ length: 120 }, (_, i) =>
          newUserRow({ userCode: `paging${i}`, userName: `paging${i}`, realName: `分页${i}`, passwordHash: hash, createTime: now }),
        ),
      )
      .execute();
    const res = await server.call(userApi.list, { token: admin, body: { pageNum: 1, pageSize: 1000 } });
    expect(res.status).toBe(200);
    expect(res.json.data.total).toBeGreaterThan(120);
    expect(res.json.data.records).toHaveLength(100);
    const second = await server.call(userApi.list, { token: admin, body: { pageNum: 2, pageSize: 1000 } });
    expect(second.json.data.records.length).toBe(res.json.data.total - 100);
  });

  it('answers an unknown path with the 404 envelope', async () => {
    const raw = await server.app.inject({ method: 'POST', url: '/pclogin/no-such-endpoint', headers: { authorization: admin } });
    expectEnvelope({ status: raw.statusCode, json: raw.json() }, 404);
  });

  it('refuses a JSON body over 2 MiB with 413', async () => {
    const payload = JSON.stringify({ pageNum: 1, pageSize: 10, realName: 'x'.repeat(2.5 * 1024 * 1024) });
    const raw = await server.app.inject({
      method: 'POST',
      url: userApi.list.path,
      headers: { authorization: admin, 'content-type': 'application/json' },
      payload,
    });
    expectEnvelope({ status: raw.statusCode, json: raw.json() }, 413);
  });

  it('writes an operation-log row for a mutating call, successful or not', async () => {
    const { roleCode } = (await server.call(roleApi.add, { token: admin, body: { roleName: '审计角色' } })).json.data;
    const before = Date.now();
    const edited = await server.call(roleApi.edit, { token: admin, body: { roleCode, roleName: '审计角色', remark: '改备注' } });
    expect(edited.status).toBe(200);
    const missing = await server.call(roleApi.remove, { token: admin, body: { roleCode: 'no-such-role' } });
    expect(missing.status).toBe(404);

    const rows = await server.deps.db.selectFrom('sysOperationLog').selectAll().orderBy('id', 'desc').limit(2).execute();
    const [failed, ok] = rows;
    const adminId = (await server.deps.db.selectFrom('sysUser').select('id').where('userName', '=', 'admin').executeTakeFirstOrThrow()).id;
    expect(ok).toMatchObject({
      userId: adminId,
      userName: 'admin',
      method: 'POST',
      path: roleApi.edit.path,
      summary: roleApi.edit.summary,
      targetCode: roleCode,
      result: 1,
      httpStatus: 200,
      errorMsg: '',
      ip: '127.0.0.1',
    });
    expect(failed).toMatchObject({ path: roleApi.remove.path, targetCode: 'no-such-role', result: 0, httpStatus: 404, errorMsg: missing.json.msg });
    for (const row of rows) {
      expect(row.durationMs).toBeGreaterThanOrEqual(0);
      expect(row.durationMs).toBeLessThan(Date.now() - before + 1000);
      expect(row.createTime).toMatch(TIME_PATTERN);
    }
  });
});

describe.each(DIALECTS)('login rate limit on %s', (dialect) => {
  const server = withTestServer(dialect, { env: { LOGIN_RATE_LIMIT: '3' } });

  it('answers 429 with the envelope once an address has used its logins for the minute', async () => {
    for (let i = 0; i < 3; i++) expect((await server.call(authApi.login, { body: ADMIN })).status).toBe(200);
    const refused = await server.call(authApi.login, { body: ADMIN });
    expectEnvelope(refused, 429);
  });
});

describe('server errors', () => {
  const secret = 'connection to 10.0.0.5 failed: password=hunter2';
  // Made up for this test only: not a catalogue row, never in the contract.
  const boom = testEndpoint('test', {
    method: 'GET',
    path: '/__test/boom',
    summary: '测试：处理时抛出异常',
    access: 'public',
    audit: false,
    response: z.null(),
  });
  const server = withTestServer('sqlite', {
    routes: [
      route(boom, async () => {
        throw new Error(secret);
      }),
    ],
  });

  it('answers 500 with a Chinese message and none of the internals', async () => {
    const raw = await server.app.inject({ method: 'GET', url: boom.path });
    expectEnvelope({ status: raw.statusCode, json: raw.json() }, 500);
    expect(raw.body).not.toContain('hunter2');
    expect(raw.body).not.toContain('10.0.0.5');
    expect(raw.body).not.toMatch(/Error|at .*\.ts/);
  });
});
