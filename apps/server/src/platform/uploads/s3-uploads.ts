import { S3Store } from '@tus/s3-store';
import type { KvStore } from '@tus/utils';
import { s3ClientConfig, type S3Settings } from '../storage/s3-store.js';

/**
 * S3Store keeps each upload's metadata in a per-process cache by default; with
 * several instances one would answer from a copy another has since finished or
 * removed. The metadata is one small read from the bucket per request, so none
 * is kept.
 */
const noCache: KvStore<never> = {
  get: async () => undefined,
  set: async () => undefined,
  delete: async () => undefined,
  list: async () => [],
};

/** The tus S3 store, able to drop a finished upload's objects. */
export class UploadS3Store extends S3Store {
  /**
   * A finished upload's multipart upload is complete, so `remove` (which
   * aborts it first) fails with NoSuchUpload and leaves the objects behind:
   * they go directly, the assembled file and its metadata.
   */
  async forget(id: string): Promise<void> {
    await this.client.deleteObjects({ Bucket: this.bucket, Delete: { Objects: [{ Key: id }, { Key: `${id}.info` }, { Key: `${id}.part` }] } });
  }
}

/** Partial uploads in the bucket, unfinished ones expiring after `expirationMs`. */
export function s3UploadStore(settings: S3Settings, expirationMs: number): UploadS3Store {
  return new UploadS3Store({
    s3ClientConfig: { ...s3ClientConfig(settings), bucket: settings.bucket },
    // S3's smallest part; the 1 MiB chunks of the console gather in an incomplete-part object until one is full.
    partSize: 5 * 1024 * 1024,
    cache: noCache,
    // Object tagging is missing from several S3-compatible services; the bucket's lifecycle rule or `removeExpiredUploads` (tus.ts) expires uploads.
    useTags: false,
    expirationPeriodInMilliseconds: expirationMs,
  });
}
