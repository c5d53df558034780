/**
 * Catalogue-driven text and date rules: every string field of every registered
 * endpoint (so every domain added later is covered without touching this file)
 * refuses a NUL character, a lone surrogate and — for times — a day the
 * calendar does not have, with a 400 envelope naming the field; never a 5xx,
 * never stored. Form fields of uploads are sent in a multipart form beside a
 * file. One server per dialect serves all of them.
 */
import { coreSchema, elementOf, fieldLabel, hasTrait, schemaType, shapeOf, type Endpoint } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allRoutes } from './index.js';
import { DIALECTS, withTestServer } from '../test/harness.js';
import { multipartBody, pngImage } from '../test/upload-fixtures.js';

const HAN = /[\u4e00-\u9fa5]/;
type Where = 'body' | 'query' | 'params';

interface Field {
  where: Where;
  /** Keys and array positions from the input's root to the string. */
  path: Array<string | number>;
  label: string;
  schema: z.ZodType;
}

/** Whether a value of this schema may be a string (a string, or a union with a string in it). */
function takesString(schema: z.ZodType): boolean {
  const type = schemaType(schema);
  if (type === 'string') return true;
  if (type !== 'union') return false;
  const options = (coreSchema(schema) as unknown as { _zod: { def: { options: z.ZodType[] } } })._zod.def.options;
  return options.some(takesString);
}

/** Every string leaf under `schema`, through objects and arrays. */
function stringFields(root: z.ZodType, where: Where): Field[] {
  const fields: Field[] = [];
  const walk = (schema: z.ZodType, path: Array<string | number>, depth: number): void => {
    if (depth > 6) return;
    const shape = shapeOf(schema);
    if (shape) {
      for (const [key, field] of Object.entries(shape)) walk(field, [...path, key], depth + 1);
      return;
    }
    const element = elementOf(schema);
    if (element) return walk(element, [...path, 0], depth + 1);
    if (path.length > 0 && takesString(schema)) fields.push({ where, path, label: fieldLabel(root, path), schema });
  };
  walk(root, [], 0);
  return fields;
}

/** An input holding `value` at `path` and nothing else. */
function inputWith(path: ReadonlyArray<string | number>, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const inner = inputWith(rest, value);
  return typeof head === 'number' ? [inner] : { [head]: inner };
}

/** The impossible day for a time field, in the shape the field takes (its real twin must pass). */
function impossibleDate(field: Field): string | null {
  const pairs: Array<[string, string]> = [
    ['2027-02-28 10:00:00', '2027-02-30 10:00:00'],
    ['2027-02-28', '2027-02-30'],
  ];
  const pair = pairs.find(([real]) => field.schema.safeParse(real).success);
  return pair ? pair[1] : null;
}

interface Case {
  field: Field;
  value: string;
  /** What the 400 must say about the field. */
  says: string;
}

function casesOf(endpoint: Endpoint): Case[] {
  const cases: Case[] = [];
  const parts: Array<[Where, z.ZodType | undefined]> = [
    ['params', endpoint.params],
    ['query', endpoint.query],
    ['body', endpoint.body],
  ];
  for (const [where, schema] of parts) {
    if (!schema) continue;
    for (const field of stringFields(schema, where)) {
      cases.push({ field, value: 'a\u0000b', says: `${field.label}不能包含控制字符` });
      // A query string, a path or a form field carries UTF-8 bytes only: a lone surrogate can be sent in JSON alone.
      if (where === 'body' && endpoint.bodyKind !== 'multipart') cases.push({ field, value: 'a\ud800b', says: `${field.label}包含无法识别的字符` });
      const day = hasTrait(field.schema, 'time') ? impossibleDate(field) : null;
      if (day) cases.push({ field, value: day, says: `${field.label}不是有效的日期` });
    }
  }
  return cases;
}

const endpoints = allRoutes.map((r) => r.endpoint);
// Fastify checks path, then body, then query: a query field can be shown wrong only where an empty body passes.
const reachable = (c: Case, endpoint: Endpoint) => c.field.where !== 'query' || !endpoint.body || endpoint.body.safeParse({}).success;
const catalogue = endpoints
  .map((endpoint) => ({ endpoint, cases: casesOf(endpoint).filter((c) => reachable(c, endpoint)) }))
  .filter((entry) => entry.cases.length > 0);

/** Path parameters the endpoint's own schema accepts, so only the part under test is wrong. */
function validParams(endpoint: Endpoint): Record<string, string> {
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const shape = shapeOf(endpoint.params);
  return Object.fromEntries(names.map((name) => [name, ['1', 'a'.repeat(32)].find((v) => !shape?.[name] || shape[name].safeParse(v).success) ?? '1']));
}

describe('the catalogue under test', () => {
  it('has string and time fields in every built domain', () => {
    const all = catalogue.flatMap((e) => e.cases);
    expect(new Set(catalogue.map((e) => e.endpoint.domain))).toEqual(new Set(endpoints.filter((e) => e.body || e.query || e.params).map((e) => e.domain)));
    expect(all.filter((c) => c.says.endsWith('不是有效的日期')).length).toBeGreaterThan(20);
    expect(all.length).toBeGreaterThan(300);
    expect(all.filter((c) => !HAN.test(c.field.label)).map((c) => `${c.field.where}.${c.field.path.join('.')}`)).toEqual([]);
  });
});

describe.each(DIALECTS)('text and date rules over every registered endpoint on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  beforeAll(async () => {
    admin = await server.login();
  });

  /** A form's field sent as the console sends it: the field, then a small picture in the form's file field (checked first). */
  async function sendForm(endpoint: Endpoint, c: Case): Promise<{ status: number; json: { code: number; data: unknown; msg: string } }> {
    const shape = shapeOf(endpoint.body) ?? {};
    const fileField = Object.keys(shape).find((key) => schemaType(shape[key]) === 'unknown') ?? 'multipartFile';
    const { payload, headers } = multipartBody({ [String(c.field.path[0])]: c.value }, { name: 'a.png', type: 'image/png', data: pngImage(), field: fileField });
    const raw = await server.app.inject({ method: endpoint.method, url: endpoint.path, payload, headers: { ...headers, authorization: admin } });
    return { status: raw.statusCode, json: raw.json() };
  }

  it.each(catalogue.map((e) => [e.endpoint.key, e] as const))('%s refuses NUL, lone surrogates and impossible dates with 400', async (_key, { endpoint, cases }) => {
    const wrong: string[] = [];
    for (const c of cases) {
      const value = inputWith(c.field.path, c.value) as Record<string, unknown>;
      const params = c.field.where === 'params' ? { ...validParams(endpoint), ...value } : validParams(endpoint);
      const res =
        c.field.where === 'body' && endpoint.bodyKind === 'multipart'
          ? await sendForm(endpoint, c)
          : await server.call(endpoint, {
              token: admin,
              params: params as Record<string, string>,
              ...(c.field.where === 'query' && { query: value }),
              ...(c.field.where === 'body' ? { body: value } : endpoint.body && { body: {} }),
            });
      const ok = res.status === 400 && res.json.code === 400 && res.json.data === null && res.json.msg.includes(c.says);
      if (!ok) wrong.push(`${c.field.where}.${c.field.path.join('.')} = ${JSON.stringify(c.value)} → ${res.status} ${res.json.msg}`);
    }
    expect(wrong).toEqual([]);
  });
});
