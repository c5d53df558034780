import type { z } from 'zod';
import type { PermissionCode } from '../system/resource-tree.js';
import type { Labels } from './labels.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Catalogue domains of catalogue/endpoints.tsv. */
export const DOMAINS = [
  'system', 'common', 'recruit', 'company', 'station', 'stats', 'bigscreen', 'train', 'college',
  'policy', 'rent', 'shop', 'card', 'payment', 'redpkg', 'contract', 'advert',
] as const;
export type Domain = (typeof DOMAINS)[number];

/**
 * Who may call an endpoint.
 * - `public`: anyone (login, slide verify, OAuth callbacks)
 * - `signedIn`: any signed-in user, for calls about the caller themself
 * - a resource code such as `system:user:add`, held through a role
 */
export type Access = 'public' | 'signedIn' | { permission: PermissionCode };

/** The media type of an xlsx workbook: what a list endpoint with an `export` answers when asked for it by `Accept`. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The most rows one export writes (an xlsx sheet holds 1,048,576). */
export const EXPORT_ROW_MAX = 1_000_000;

/**
 * A list's xlsx export, declared on the endpoint that serves it. On a list
 * (json) endpoint the same path answers the workbook when the request's
 * `Accept` asks for xlsx: the same query schema, so the export takes exactly
 * the list's filters (paging aside). On a file endpoint (a catalogue row of
 * its own, such as 投递记录's dataExport) it is the endpoint's whole answer.
 * Either way the columns are the record's labels, in the list's order.
 */
export interface ListExport {
  /** The 导出 button's code; on a list endpoint it guards the export instead of the list's own code. */
  permission: PermissionCode;
  /** File and sheet name: 企业审核 → 企业审核_20250618153000.xlsx. */
  name: string;
  /** The file name for clients that cannot read a Chinese one. */
  asciiName: string;
  labels: Labels;
}

/** What the endpoint answers with: the JSON envelope, a file download, or a page for a browser. */
export type ResponseKind = 'json' | 'file' | 'html';

type Schema = z.ZodType;

export interface EndpointConfig<
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  P extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
> {
  method: HttpMethod;
  /** Exact catalogue path; `{name}` marks a path parameter. */
  path: string;
  /** One-line Chinese summary, shown in OpenAPI and the operation log. */
  summary: string;
  access: Access;
  /** Writes an operation-log row (every call that changes data does). */
  audit: boolean;
  query?: Q;
  body?: B;
  params?: P;
  /** Schema of `data` inside the `{code,msg,data}` envelope (json responses). */
  response: R;
  responseKind?: ResponseKind;
  /** The xlsx export of the list this endpoint serves (ListExport). */
  export?: ListExport;
  /** Request body encoding; `multipart` bodies are parsed by the handler. */
  bodyKind?: 'json' | 'multipart';
  /**
   * A call of the platform itself that no catalogue row describes (the
   * scheduler's 定时任务 screen): defined and guarded like any other, but the
   * catalogue test and `npm run catalogue` leave it out of their counts.
   */
  outsideCatalogue?: true;
}

export type Endpoint<
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  P extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
> = Readonly<EndpointConfig<Q, B, P, R>> & {
  readonly domain: Domain;
  readonly area: string;
  /** `<domain>.<area>.<name>`, the name being the path's last segment: names it in query keys, logs and tests. */
  readonly key: string;
};

/** Infers the parsed (output) type of an optional schema; `undefined` when absent. */
export type Parsed<S> = S extends Schema ? z.output<S> : undefined;
/** Infers what a caller sends for an optional schema. */
export type Input<S> = S extends Schema ? z.input<S> : undefined;

export type QueryOf<E> = E extends Endpoint<infer Q, Schema | undefined, Schema | undefined, Schema> ? Parsed<Q> : never;
export type BodyOf<E> = E extends Endpoint<Schema | undefined, infer B, Schema | undefined, Schema> ? Parsed<B> : never;
export type ParamsOf<E> = E extends Endpoint<Schema | undefined, Schema | undefined, infer P, Schema> ? Parsed<P> : never;
export type DataOf<E> = E extends Endpoint<Schema | undefined, Schema | undefined, Schema | undefined, infer R> ? z.output<R> : never;

type AnyConfig = EndpointConfig<Schema | undefined, Schema | undefined, Schema | undefined, Schema>;

/** The endpoint a config defines, with its schemas' own types kept. */
type EndpointOf<C> = C extends AnyConfig
  ? Endpoint<
      C extends { query: infer Q extends Schema } ? Q : undefined,
      C extends { body: infer B extends Schema } ? B : undefined,
      C extends { params: infer P extends Schema } ? P : undefined,
      C['response']
    >
  : never;

/** Each entry is named by its path's last segment (before any `{param}`): a misnamed entry fails the type check. */
type NamedByPath<T> = { [K in keyof T]: { path: `${string}/${K & string}` | `${string}/${K & string}/{${string}}` } };

/** The name an entry must have: the path's last segment that is not a `{param}`. */
export function endpointName(path: string): string {
  return path.split('/').filter((segment) => segment !== '' && !segment.startsWith('{')).at(-1) ?? '';
}

/**
 * Defines one area's catalogue endpoints, each named by its path's last
 * segment: `defineEndpoints('recruit', 'hotEvent', { save: { path: '/hrbd-recruit/hot-events/save', … } })`
 * gives `hotEventApi.save` with key `recruit.hotEvent.save`. That object is the
 * single definition both the server and the console are built from.
 */
export function defineEndpoints<const T extends Readonly<Record<string, AnyConfig>>>(
  domain: Domain,
  area: string,
  configs: T & NamedByPath<T>,
): { readonly [K in keyof T]: EndpointOf<T[K]> } {
  const entries = Object.entries(configs as T).map(([name, config]) => {
    if (endpointName(config.path) !== name) throw new Error(`${domain}.${area}.${name}: 名称应为路径末段 ${endpointName(config.path)}`);
    return [name, Object.freeze({ ...config, domain, area, key: `${domain}.${area}.${name}` })] as const;
  });
  return Object.freeze(Object.fromEntries(entries)) as { readonly [K in keyof T]: EndpointOf<T[K]> };
}

/**
 * One made-up endpoint for a test or a benchmark that needs a route of its own
 * (a handler that throws, a slow one): never in the catalogue, never in an
 * area's map. Named by its path's last segment like any other, under
 * `system.<area>`.
 */
export function testEndpoint<const C extends AnyConfig & { path: `/${string}` }>(area: string, config: C): EndpointOf<C> {
  const name = endpointName(config.path);
  return defineEndpoints('system', area, { [name]: config } as Record<string, C>)[name];
}

/** The permission code an endpoint requires, or null when none is needed beyond signing in. */
export function permissionOf(endpoint: Pick<Endpoint, 'access'>): string | null {
  return typeof endpoint.access === 'object' ? endpoint.access.permission : null;
}

/** Path with `{name}` parameters in Fastify's `:name` form. */
export function routePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
