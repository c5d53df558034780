import type { Readable } from 'node:stream';
import { OBJECT_KEY_PATTERN, type FileKind } from '@hrbd/contract';
import { randomCode } from '../ids.js';
import { formatTime } from '../time.js';

/** An inclusive byte range, as an HTTP Range header names it. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface ObjectStat {
  size: number;
  modifiedTime: Date;
}

/**
 * Where uploaded files live. The local directory is the default; an
 * S3-compatible store implements the same five calls. Keys are always
 * server-made ({@link newObjectKey}); every implementation refuses any other.
 */
export interface ObjectStore {
  /** Writes the whole stream under `key`; the object appears only once complete. */
  put(key: string, body: Readable | AsyncIterable<Buffer>): Promise<{ size: number }>;
  /** Reads the object, or the inclusive `range` of it. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  stat(key: string): Promise<ObjectStat | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}

export class InvalidObjectKeyError extends Error {
  constructor(key: string) {
    super(`invalid object key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

/** True for keys of the server's own shape; anything else (`..`, `/`, `%2e`) cannot name a stored object. */
export function isObjectKey(key: string): boolean {
  return OBJECT_KEY_PATTERN.test(key);
}

export function assertObjectKey(key: string): void {
  if (!isObjectKey(key)) throw new InvalidObjectKeyError(key);
}

/** A fresh key: `{kind}/{yyyyMM}/{32 random hex}.{ext}`, the month in Asia/Shanghai time. */
export function newObjectKey(kind: FileKind, ext: string, now = Date.now()): string {
  const month = formatTime(now).slice(0, 7).replace('-', '');
  return `${kind}/${month}/${randomCode(32)}.${ext}`;
}
