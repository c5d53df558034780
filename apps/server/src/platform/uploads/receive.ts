import { createHash } from 'node:crypto';
import { MAX_BYTES_BY_KIND, ResultCode, tooLargeMessage, UPLOAD_MESSAGES, wrongFormatMessage, type FileKind } from '@hrbd/contract';
import { AppError, badRequest } from '../errors.js';
import { newObjectKey, type ObjectStore } from '../storage/object-store.js';
import { detectType, SNIFF_BYTES, type DetectedType } from './content-type.js';

export interface ReceiveOptions {
  /** The only kind accepted here (an image material takes no video). */
  expect?: FileKind;
  /** The kind the client's file name or type suggests: words a refusal, never accepts a file. */
  claimed?: FileKind;
  /** The md5 the client computed; the stored bytes must match it. */
  md5?: string;
}

export interface ReceivedFile extends DetectedType {
  objectKey: string;
  size: number;
  md5: string;
}

export const MD5_MISMATCH_MSG = '文件校验失败，请重新上传';

/** @fastify/multipart's own ceiling (the largest video) surfaces as this error code. */
const MULTIPART_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/** Reads until `bytes` are buffered or the source ends, leaving the rest unread. */
async function readHead(source: AsyncIterator<Buffer>, bytes: number): Promise<{ head: Buffer; ended: boolean }> {
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < bytes) {
    const next = await source.next();
    if (next.done) return { head: Buffer.concat(chunks), ended: true };
    chunks.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(chunks), ended: false };
}

/**
 * Takes an upload from a stream into the store, deciding what it is from its
 * first bytes and refusing it (nothing kept) when the content is not an
 * accepted format, is larger than its kind allows, or does not match the
 * client's md5. Bytes flow through with backpressure: a 100 MB video never
 * sits in memory.
 */
export async function receiveFile(store: ObjectStore, source: AsyncIterable<Buffer>, options: ReceiveOptions = {}): Promise<ReceivedFile> {
  const iterator = source[Symbol.asyncIterator]();
  let detected: DetectedType | null = null;
  try {
    const { head, ended } = await readHead(iterator, SNIFF_BYTES);
    if (head.length === 0) throw badRequest(UPLOAD_MESSAGES.noFile);
    detected = detectType(head, ended ? head.length : Number.POSITIVE_INFINITY);
    if (!detected || (options.expect && detected.kind !== options.expect)) {
      throw badRequest(wrongFormatMessage(options.expect ?? options.claimed));
    }
    const { kind } = detected;
    const limit = MAX_BYTES_BY_KIND[kind];
    const hash = createHash('md5');
    let size = 0;
    async function* body(): AsyncGenerator<Buffer> {
      for (let chunk: Buffer | null = head; chunk; ) {
        size += chunk.length;
        if (size > limit) throw new AppError(ResultCode.TOO_LARGE, tooLargeMessage(kind));
        hash.update(chunk);
        yield chunk;
        if (ended) break;
        const next = await iterator.next();
        chunk = next.done ? null : next.value;
      }
    }
    const objectKey = newObjectKey(kind, detected.ext);
    await store.put(objectKey, body());
    const md5 = hash.digest('hex');
    if (options.md5 && options.md5.toLowerCase() !== md5) {
      await store.delete(objectKey);
      throw badRequest(MD5_MISMATCH_MSG);
    }
    return { ...detected, objectKey, size, md5 };
  } catch (error) {
    // Stop reading what is left of a refused upload.
    await iterator.return?.();
    if ((error as { code?: string }).code === MULTIPART_TOO_LARGE) {
      throw new AppError(ResultCode.TOO_LARGE, tooLargeMessage(detected?.kind ?? 'video'));
    }
    throw error;
  }
}
