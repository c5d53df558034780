import {
  BACKGROUND_POLL_HEADER,
  OK_MSG,
  XLSX_MEDIA_TYPE,
  ResultCode,
  permissionOf,
  routePath,
  type BodyOf,
  type DataOf,
  type Endpoint,
  type Labels,
  type ListExport,
  type ParamsOf,
  type QueryOf,
} from '@hrbd/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Actor, AppDeps, ClientInfo } from './context.js';
import { answerData, insertOperationLog, targetCodeOf } from './audit.js';
import { authenticate, authorize } from './auth/guard.js';
import { envelopeBody } from './http.js';
import { nowText } from './time.js';

/** A handler's answer: its data, or its data with a message other than 操作成功. */
export class Reply<T> {
  constructor(
    readonly data: T,
    readonly msg: string,
    /** Envelope code; only a success the contract defines differently (秒传's 0) changes it. */
    readonly code: number = ResultCode.OK,
  ) {}
}
export const withMsg = <T>(data: T, msg: string) => new Reply(data, msg);
/** A successful answer with a contract-defined envelope code other than 200 (HTTP status stays 200). */
export const withCode = <T>(data: T, code: number, msg: string) => new Reply(data, msg, code);

export interface HandlerContext<E extends Endpoint> {
  query: QueryOf<E>;
  body: BodyOf<E>;
  params: ParamsOf<E>;
  /** The caller; `undefined` only on public endpoints. */
  actor: E['access'] extends 'public' ? Actor | undefined : Actor;
  client: ClientInfo;
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** `void` answers become `data: null`, as do the nullable responses of commands. */
type Handler<E extends Endpoint> = (ctx: HandlerContext<E>) => Promise<DataOf<E> | Reply<DataOf<E> | void> | void>;

/** A list's export as the platform runs it (made by `listExport`), bound to the labels its endpoint declares (checked when routes are registered). */
export interface ExportHandler {
  labels: Labels;
  run: (ctx: HandlerContext<Endpoint>, spec: ListExport) => Promise<void>;
}

/** Whether a request asks a list endpoint for its xlsx rather than a page of JSON. */
export function asksForXlsx(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((part) => part.split(';')[0].trim().toLowerCase() === XLSX_MEDIA_TYPE);
}

export interface RouteOptions {
  /** Per-IP request limit for this route (login, challenges). */
  rateLimit?: (config: Config) => { max: number; timeWindow: number };
  /**
   * Serve on the primary database although the endpoint is not audited: it writes anyway (signing in,
   * marking a message read, event tracking) or reads what its caller wrote a moment ago (a poll).
   * Without it, an unaudited endpoint reads from the replica when DATABASE_READ_URL is set.
   */
  primary?: true;
  /** The list's xlsx export (`listExport`), for an endpoint whose contract declares `export`. */
  export?: ExportHandler;
}

/** An endpoint of the contract bound to the function that serves it. */
export interface RouteBinding {
  endpoint: Endpoint;
  handler: (ctx: HandlerContext<Endpoint>) => Promise<unknown>;
  options: RouteOptions;
}

export function route<E extends Endpoint>(endpoint: E, handler: Handler<E>, options: RouteOptions = {}): RouteBinding {
  return { endpoint, handler: handler as unknown as RouteBinding['handler'], options };
}

/** A file endpoint that is a list's export and nothing else (a catalogue row of its own, such as dataExport). */
export function exportRoute(endpoint: Endpoint, handler: ExportHandler): RouteBinding {
  if (endpoint.responseKind !== 'file') throw new Error(`${endpoint.key}: 列表的导出用 route(…, { export })`);
  return {
    endpoint,
    handler: () => Promise.reject(new Error(`${endpoint.key}: 导出由 export 处理`)),
    options: { export: handler },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
    /** The message of a failed call, kept for the operation log. */
    failure?: string;
    /** The request asks for the list's xlsx export (the endpoint's `export`). */
    exporting?: boolean;
  }
}

export function clientOf(request: FastifyRequest): ClientInfo {
  const source = request.headers['user-source'];
  return {
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
    userSource: (Array.isArray(source) ? source[0] : (source ?? '')).slice(0, 32),
  };
}

/** The deps a request is served with: the primary's, and the same on the read replica (the primary's without one). */
export interface DepsByPool {
  primary: AppDeps;
  read: AppDeps;
}

/**
 * Which database a request to this endpoint is served from, decided here once for every route.
 * The replica serves what changes nothing: unaudited endpoints (lists, counts, statistics, details)
 * and file answers (exports, downloads), whose only write is their operation-log row. Anything
 * audited otherwise changes data, so its reads, before and after its writes, stay on the primary.
 */
export function servedFrom(endpoint: Endpoint, options: RouteOptions): keyof DepsByPool {
  if (options.primary) return 'primary';
  return !endpoint.audit || endpoint.responseKind === 'file' ? 'read' : 'primary';
}

/**
 * Registers one contract endpoint: the guard (401/403) runs before the body
 * is even parsed, zod validates input (400 naming the field), the handler
 * gets the deps of the pool `servedFrom` picks, and audited calls write an
 * operation-log row with their outcome.
 */
export function registerEndpoint(app: FastifyInstance, pools: DepsByPool, binding: RouteBinding): void {
  const { endpoint, handler, options } = binding;
  const code = permissionOf(endpoint);
  // The guard (session, its touch, the permission check) and the operation log always use the primary.
  const deps = pools.primary;
  const handlerDeps = pools[servedFrom(endpoint, options)];
  const spec = endpoint.export;
  // The export's columns must be the labels the contract declares for it: the console reads the same ones.
  if (spec && options.export?.labels !== spec.labels) throw new Error(`${endpoint.key}: 导出须用契约声明的字段（listExport(${spec.name} 的 labels)）`);
  if (!spec && options.export) throw new Error(`${endpoint.key}: 契约没有声明导出`);
  const exporter = spec && options.export ? { spec, handler: options.export } : undefined;
  // A file endpoint with an export is that export; a list endpoint answers it when asked by Accept.
  const asksExport = (request: FastifyRequest) => exporter !== undefined && (endpoint.responseKind === 'file' || asksForXlsx(request.headers.accept));
  app.route({
    method: endpoint.method,
    url: routePath(endpoint.path),
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.domain],
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && endpoint.bodyKind !== 'multipart' && { body: endpoint.body }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.access !== 'public' && { security: [{ token: [] }] }),
    },
    config: { endpoint, ...(options.rateLimit && { rateLimit: options.rateLimit(deps.config) }) },
    onRequest: async (request) => {
      request.startedAt = performance.now();
      request.exporting = asksExport(request);
      if (endpoint.access === 'public') return;
      request.actor = await authenticate(deps, request.headers.authorization, request.headers[BACKGROUND_POLL_HEADER] === undefined);
      // An export takes the rows out: it needs its 导出 code, not only the right to look.
      const needed = request.exporting && exporter ? exporter.spec.permission : code;
      if (needed) await authorize(deps, request.actor, needed);
    },
    // Every export is logged (who took which rows out, under which filter), like every change.
    onSend: endpoint.audit || exporter
      ? async (request, reply, payload) => {
          if (!endpoint.audit && !request.exporting) return payload;
          await insertOperationLog(deps.db, {
            userId: request.actor?.userId ?? null,
            userName: request.actor?.userName ?? '',
            method: endpoint.method,
            path: endpoint.path,
            summary: request.exporting && endpoint.responseKind !== 'file' && exporter ? `导出${exporter.spec.name}` : endpoint.summary,
            targetCode: targetCodeOf(answerData(reply.statusCode, payload), request.params, request.query, request.body),
            result: reply.statusCode < 400 ? 1 : 0,
            httpStatus: reply.statusCode,
            errorMsg: (request.failure ?? '').slice(0, 500),
            ip: request.ip,
            durationMs: Math.round(performance.now() - (request.startedAt ?? performance.now())),
            createTime: nowText(),
          });
          return payload;
        }
      : undefined,
    handler: async (request, reply) => {
      const ctx: HandlerContext<Endpoint> = {
        query: request.query as never,
        body: request.body as never,
        params: request.params as never,
        actor: request.actor as Actor,
        client: clientOf(request),
        deps: handlerDeps,
        request,
        reply,
      };
      if (request.exporting && exporter) {
        await exporter.handler.run(ctx, exporter.spec);
        return reply;
      }
      const result = await handler(ctx);
      if (endpoint.responseKind && endpoint.responseKind !== 'json') return reply;
      if (result instanceof Reply) return envelopeBody(result.code, result.msg, result.data ?? null);
      return envelopeBody(200, OK_MSG, result ?? null);
    },
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    startedAt?: number;
  }
  interface FastifyContextConfig {
    endpoint?: Endpoint;
  }
}
