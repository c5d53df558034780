import { FILE_URL_PREFIX, ResultCode } from '@hrbd/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../context.js';
import { AppError, notFound } from '../errors.js';
import { contentTypeOfKey } from '../uploads/content-type.js';
import { isObjectKey, type ByteRange } from './object-store.js';

export const LINK_INVALID_MSG = '文件链接无效，请刷新页面后重试';
export const LINK_EXPIRED_MSG = '文件链接已过期，请刷新页面后重试';
const FILE_MISSING_MSG = '文件不存在';

/**
 * Parses a `Range: bytes=…` header against the object's size. Null means
 * "send it all" (no header, or several ranges, which we are free to ignore);
 * 'unsatisfiable' means 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from, to] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    // A suffix range: the last N bytes.
    const length = Number(to);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * Serves stored objects at `/files/{objectKey}?expires&sig`: the signature is
 * the permission (a signed URL works in <img> and <video>, which send no
 * Authorization header). Part of the upload protocol, outside the catalogue.
 */
export function registerFileDownloads(app: FastifyInstance, deps: AppDeps): void {
  app.get(`${FILE_URL_PREFIX}*`, async (request, reply) => {
    const objectKey = (request.params as { '*': string })['*'];
    const { expires, sig } = request.query as { expires?: string; sig?: string };
    // Anything that is not a key of the server's own shape (`..`, encoded slashes) names no file.
    if (!isObjectKey(objectKey)) throw notFound(FILE_MISSING_MSG);
    const verdict = deps.fileUrls.verify(objectKey, expires, sig);
    if (verdict !== 'ok') throw new AppError(ResultCode.FORBIDDEN, verdict === 'expired' ? LINK_EXPIRED_MSG : LINK_INVALID_MSG);
    const stat = await deps.storage.stat(objectKey);
    if (!stat) throw notFound(FILE_MISSING_MSG);

    const range = parseRange(request.headers.range, stat.size);
    reply
      .header('content-type', contentTypeOfKey(objectKey))
      .header('accept-ranges', 'bytes')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('last-modified', stat.modifiedTime.toUTCString())
      // The URL itself expires; caching it privately until then saves re-downloading videos.
      .header('cache-control', `private, max-age=${Math.max(0, Number(expires) - Math.floor(Date.now() / 1000))}`);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${stat.size}`).send();
    }
    if (range) {
      reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`).header('content-length', range.end - range.start + 1);
    } else {
      reply.header('content-length', stat.size);
    }
    if (request.method === 'HEAD') return reply.send();
    return reply.send(await deps.storage.get(objectKey, range ?? undefined));
  });
}
