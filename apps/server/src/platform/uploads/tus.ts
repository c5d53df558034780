import path from 'node:path';
import { Readable } from 'node:stream';
import {
  OBJECT_KEY_HEADER,
  ResultCode,
  tooLargeMessage,
  TUS_METADATA_KEYS,
  TUS_PATH,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  type FileKind,
  type TusMetadataKey,
} from '@hrbd/contract';
import { FileStore } from '@tus/file-store';
import { MemoryLocker, Server as TusServer, type Upload } from '@tus/server';
import type { Locker } from '@tus/utils';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/guard.js';
import type { Actor, AppDeps } from '../context.js';
import { AppError } from '../errors.js';
import { describeError, envelopeBody } from '../http.js';
import type { SharedState } from '../shared-state.js';
import type { Config } from '../../config.js';
import { RedisLocker } from './redis-locker.js';
import { claimedKind } from './content-type.js';
import { receiveFile, type ReceivedFile } from './receive.js';
import { displayName } from './multipart.js';
import type { UploadS3Store } from './s3-uploads.js';

/** The metadata a client may send; anything else in Upload-Metadata is dropped. */
export type TusMetadata = Partial<Record<TusMetadataKey, string>>;

/**
 * What the modules decide about resumable uploads; the protocol, the auth and
 * the content check stay here.
 */
export interface TusHooks {
  /**
   * Called before an upload is created (nothing stored yet). Throws an AppError
   * to refuse; returns the only kind of file the upload may turn out to be.
   */
  create(deps: AppDeps, actor: Actor, meta: TusMetadata, size: number, uploadId: string): Promise<{ expect?: FileKind }>;
  /** The upload is complete and its content passed: it is in the store under `file.objectKey`. */
  finish(deps: AppDeps, actor: Actor, meta: TusMetadata, file: ReceivedFile & { fileName: string }): Promise<void>;
  /** The upload was refused on completion (`reason`) or cancelled by its client. */
  fail(deps: AppDeps, meta: TusMetadata, reason: string): Promise<void>;
}

/** Uploads left unfinished this long are refused (410) and then removed by `removeExpiredUploads`. */
const EXPIRATION_MS = 24 * 3600_000;
const CANCELLED = '上传已取消';

/** The tus store and which kind it is (the S3 one is loaded only when S3 is configured, as the S3 SDK is). */
type UploadStore = { kind: 's3'; store: UploadS3Store } | { kind: 'file'; store: FileStore };

/**
 * Where partial uploads live: in the S3 bucket when S3 is configured (every
 * instance sees every upload), else under DATA_DIR/uploads (shared between
 * instances only if they share that directory).
 */
async function uploadStore(config: Config): Promise<UploadStore> {
  if (config.s3) {
    const { s3UploadStore } = await import('./s3-uploads.js');
    return { kind: 's3', store: s3UploadStore(config.s3, EXPIRATION_MS) };
  }
  return { kind: 'file', store: new FileStore({ directory: path.join(config.dataDir, 'uploads'), expirationPeriodInMilliseconds: EXPIRATION_MS }) };
}

/** One request at a time per upload: across instances through Redis when REDIS_URL is set, else within this process. */
function uploadLocker(state: SharedState): Locker & { close?(): Promise<void> } {
  return state.redis ? new RedisLocker(state.redis, { prefix: state.prefix }) : new MemoryLocker();
}

/**
 * Removes uploads created more than 24 h before `now` (a scheduled task of the
 * file module). A finished upload is removed when it finishes, so what is left
 * is partial, or the remains of a process stopped while storing it. Answers
 * how many were removed. On S3 the store lists the bucket's unfinished
 * multipart uploads (by their start, as of the task's run).
 */
export async function removeExpiredUploads(config: Config, now: number): Promise<number> {
  const uploads = await uploadStore(config);
  if (uploads.kind === 's3') return uploads.store.deleteExpired();
  const { store } = uploads;
  const ids = (await store.configstore.list?.()) ?? [];
  let removed = 0;
  for (const id of ids) {
    const info = await store.configstore.get(id).catch(() => undefined);
    if (!info?.creation_date || Date.parse(info.creation_date) + EXPIRATION_MS > now) continue;
    // A data file already gone still leaves its metadata to forget.
    await store.remove(id).catch(() => store.configstore.delete(id));
    removed++;
  }
  return removed;
}

/** Server-side keys kept next to the client's metadata. */
interface StoredMetadata extends TusMetadata {
  userId: string;
  expect: string;
}

const envelope = (status: number, msg: string) => JSON.stringify(envelopeBody(status, msg, null));

/** A refusal in the shape @tus/server sends on, with our envelope as its body. */
function tusError(error: unknown): { status_code: number; body: string } {
  const { status, msg } = describeError(error as Error);
  return { status_code: status, body: envelope(status, msg) };
}

/** @tus/server's own refusals, in Chinese, by status. */
const TUS_MESSAGES: Record<number, string> = {
  400: '上传请求不合法：请求头的值不正确',
  412: '请使用 tus 1.0.0 协议上传（缺少 Tus-Resumable 请求头）',
  415: '分片上传的内容类型须为 application/offset+octet-stream',
  403: '上传请求缺少必要的请求头',
  404: '上传任务不存在或已过期，请重新上传',
  409: '上传进度不一致，请刷新后继续上传',
  410: '上传任务已过期，请重新上传',
  413: tooLargeMessage('video'),
  423: '文件正在上传中，请稍后重试',
  501: '不支持的上传方式，请关闭并行分片后重试',
};

const TUS_CONTENT_TYPE = 'application/offset+octet-stream';

/** A POST or PATCH whose body is something other than upload bytes (JSON, text): tus would ignore or misread it. */
function carriesForeignBody(request: FastifyRequest): boolean {
  if (request.method !== 'POST' && request.method !== 'PATCH') return false;
  const type = request.headers['content-type']?.split(';')[0].trim().toLowerCase();
  const hasBody = request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
  return hasBody && type !== undefined && type !== TUS_CONTENT_TYPE;
}

function clientMetadata(upload: Upload): TusMetadata {
  const meta: TusMetadata = {};
  for (const key of TUS_METADATA_KEYS) {
    const value = upload.metadata?.[key];
    if (typeof value === 'string' && value.length <= 300) meta[key] = value;
  }
  return meta;
}

function storedMetadata(upload: Upload): StoredMetadata {
  return { ...clientMetadata(upload), userId: upload.metadata?.userId ?? '', expect: upload.metadata?.expect ?? '' };
}

/**
 * Mounts the tus endpoint at TUS_PATH behind the same guard as every API
 * call. Partial uploads live in DATA_DIR/uploads and survive restarts, so a
 * client resumes after a page reload by asking HEAD for the offset. On the last
 * chunk the file is checked by content (and md5, when given), moved into the
 * object store, and handed to `hooks.finish`; a refused file is deleted.
 */
export async function registerTus(app: FastifyInstance, deps: AppDeps, hooks: TusHooks): Promise<void> {
  const uploads = await uploadStore(deps.config);
  const datastore = uploads.store;
  const locker = uploadLocker(deps.state);
  app.addHook('onClose', async () => locker.close?.());
  /** The caller of each request, handed from the Fastify guard to the tus hooks. */
  const actors = new WeakMap<Request, Actor>();
  const actorOf = (req: Request): Actor => {
    const actor = actors.get(req);
    if (!actor) throw tusError(new AppError(ResultCode.UNAUTHORIZED, '未登录或登录已过期，请重新登录'));
    return actor;
  };
  /** Metadata of uploads being cancelled, read before the store forgets them. */
  const terminating = new WeakMap<Request, StoredMetadata>();

  const tus = new TusServer({
    path: TUS_PATH,
    datastore,
    locker,
    relativeLocation: true,
    maxSize: UPLOAD_MAX_BYTES,
    exposedHeaders: [OBJECT_KEY_HEADER],
    async onIncomingRequest(req, uploadId) {
      if (req.method === 'POST' || req.method === 'OPTIONS') return;
      const actor = actorOf(req);
      const upload = await datastore.getUpload(uploadId);
      // Only its uploader (or an administrator) may see or touch an upload; others are told it does not exist.
      if (upload.metadata?.userId !== String(actor.userId) && !actor.isAdmin) {
        throw { status_code: 404, body: envelope(404, TUS_MESSAGES[404]) };
      }
      if (req.method === 'DELETE') terminating.set(req, storedMetadata(upload));
    },
    async onUploadCreate(req, upload) {
      const actor = actorOf(req);
      if (upload.size === undefined) throw tusError(new AppError(ResultCode.BAD_REQUEST, '请在创建上传时声明文件大小'));
      if (upload.size === 0) throw tusError(new AppError(ResultCode.BAD_REQUEST, UPLOAD_MESSAGES.noFile));
      const meta = clientMetadata(upload);
      try {
        const { expect } = await hooks.create(deps, actor, meta, upload.size, upload.id);
        const stored: StoredMetadata = { ...meta, userId: String(actor.userId), expect: expect ?? '' };
        return { metadata: { ...stored } };
      } catch (error) {
        throw tusError(error);
      }
    },
    async onUploadFinish(req, upload) {
      const actor = actorOf(req);
      const meta = storedMetadata(upload);
      let received: ReceivedFile | undefined;
      try {
        received = await receiveFile(deps.storage, await datastore.read(upload.id), {
          expect: meta.expect === 'image' || meta.expect === 'video' ? meta.expect : undefined,
          claimed: claimedKind(meta.filename, meta.filetype),
          md5: meta.md5 || undefined,
        });
        await hooks.finish(deps, actor, meta, { ...received, fileName: displayName(meta.filename) });
        return { headers: { [OBJECT_KEY_HEADER]: received.objectKey } };
      } catch (error) {
        // A refused file is not kept anywhere, and its material (if any) records why.
        if (received) await deps.storage.delete(received.objectKey);
        await hooks.fail(deps, meta, describeError(error as Error).msg);
        throw tusError(error);
      } finally {
        // Stored or refused, the partial upload has served its purpose.
        await (uploads.kind === 's3' ? uploads.store.forget(upload.id) : uploads.store.remove(upload.id));
      }
    },
    onResponseError(_req, error) {
      const { status_code: status, body } = error as { status_code?: number; body?: string };
      if (body?.startsWith('{')) return undefined;
      const code = status ?? 500;
      return { status_code: code, body: envelope(code, TUS_MESSAGES[code] ?? UPLOAD_MESSAGES.failed) };
    },
  });

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const hasBody = request.method === 'PATCH' || request.method === 'POST';
    const web = new Request(new URL(request.url, 'http://localhost'), {
      method: request.method,
      headers,
      ...(hasBody && { body: Readable.toWeb(request.raw) as ReadableStream<Uint8Array>, duplex: 'half' }),
    } as RequestInit);
    if (request.actor) actors.set(web, request.actor);
    const response = await tus.handleWeb(web);
    const metaOfCancelled = terminating.get(web);
    if (metaOfCancelled && response.status === 204) await hooks.fail(deps, metaOfCancelled, CANCELLED);
    reply.code(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'content-length') reply.header(name, value);
    });
    if (response.status === 204) return reply.send();
    const text = await response.text();
    // tus answers some refusals itself in plain English (412, `Invalid upload-length`, `Not found`): every refusal is the envelope.
    if (response.status < 400) return reply.send(text);
    const body = text.startsWith('{') ? text : envelope(response.status, TUS_MESSAGES[response.status] ?? UPLOAD_MESSAGES.failed);
    return reply.header('content-type', 'application/json; charset=utf-8').send(body);
  }

  await app.register(async (scope) => {
    // Chunks are streamed to the store by tus; Fastify must not read them first, whatever
    // type the client names (a JSON or text body left to tus is refused by tus, 415, not lost in a parser).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.addHook('onRequest', async (request) => {
      if (request.method === 'OPTIONS') return;
      request.actor = await authenticate(deps, request.headers.authorization);
      if (carriesForeignBody(request)) throw new AppError(415, TUS_MESSAGES[415]);
    });
    const methods = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'];
    scope.route({ method: methods, url: TUS_PATH, handler: handle });
    scope.route({ method: methods, url: `${TUS_PATH}/:id`, handler: handle });
  });
}
