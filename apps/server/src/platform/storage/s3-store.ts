import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { assertObjectKey, type ByteRange, type ObjectStat, type ObjectStore } from './object-store.js';

/** What S3_* configures: an S3-compatible endpoint (MinIO, 阿里云 OSS, 腾讯云 COS, AWS) and one bucket. */
export interface S3Settings {
  /** Empty for AWS itself; the service's address otherwise. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
}

/**
 * The client settings both this store and the tus S3 store use. Checksums
 * only where the API requires them: the SDK's default (a CRC trailer on every
 * upload, in aws-chunked encoding) is refused or stored verbatim by several
 * S3-compatible services.
 */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  };
}

/** S3's smallest part but the last; a stream shorter than this is one PutObject. */
const PART_BYTES = 5 * 1024 * 1024;

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}

/** Collects a stream into parts of `PART_BYTES` (the last may be shorter), one part in memory at a time. */
async function* partsOf(body: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    pending.push(chunk);
    length += chunk.length;
    while (length >= PART_BYTES) {
      const joined = Buffer.concat(pending);
      yield joined.subarray(0, PART_BYTES);
      pending = [joined.subarray(PART_BYTES)];
      length -= PART_BYTES;
    }
  }
  if (length > 0 || pending.length === 0) yield Buffer.concat(pending);
}

/**
 * Objects in one bucket of an S3-compatible service, under the same
 * server-made keys as the local directory. An object appears only when
 * complete: a small one is a single PutObject, a larger one a multipart upload
 * completed at its end (and aborted when the stream fails).
 */
export class S3ObjectStore implements ObjectStore {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(settings: S3Settings) {
    this.client = new S3Client(s3ClientConfig(settings));
    this.bucket = settings.bucket;
  }

  async put(key: string, body: Readable | AsyncIterable<Buffer>): Promise<{ size: number }> {
    assertObjectKey(key);
    const parts = partsOf(body);
    const first = await parts.next();
    const firstPart = first.done ? Buffer.alloc(0) : first.value;
    if (firstPart.length < PART_BYTES) {
      // The whole stream fitted in less than one part.
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: firstPart }));
      return { size: firstPart.length };
    }
    const { UploadId } = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key }));
    const done: { ETag?: string; PartNumber: number }[] = [];
    let size = 0;
    try {
      for (let part: Buffer | undefined = firstPart; part; ) {
        const PartNumber = done.length + 1;
        const { ETag } = await this.client.send(new UploadPartCommand({ Bucket: this.bucket, Key: key, UploadId, PartNumber, Body: part }));
        done.push({ ETag, PartNumber });
        size += part.length;
        const next = await parts.next();
        part = next.done || next.value.length === 0 ? undefined : next.value;
      }
      await this.client.send(
        new CompleteMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId, MultipartUpload: { Parts: done } }),
      );
      return { size };
    } catch (error) {
      // The parts sent so far are dropped; an abort that fails too leaves them to the bucket's lifecycle rule.
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId })).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    assertObjectKey(key);
    const { Body } = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: key, ...(range && { Range: `bytes=${range.start}-${range.end}` }) }),
    );
    if (!(Body instanceof Readable)) throw new Error(`S3 answered no body for ${key}`);
    return Body;
  }

  async stat(key: string): Promise<ObjectStat | null> {
    assertObjectKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, modifiedTime: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    assertObjectKey(key);
    // S3 answers a delete of a missing key as a success.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
