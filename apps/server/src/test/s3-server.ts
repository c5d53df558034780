import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../platform/storage/s3-store.js';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** s3rver's directory: a bucket's objects and unfinished multipart uploads are files under it. */
  root: string;
  /** The settings an S3ObjectStore in this process takes to reach it. */
  settings: S3Settings;
  /** The same as the S3_* variables that point a server at it. */
  env: Record<string, string>;
  /** Every object key in the bucket (partial uploads included). */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** Where s3rver keeps the parts of a multipart upload (its filesystem store's layout). */
const uploadDir = (root: string, bucket: string, uploadId: string) => path.join(root, bucket, '._S3rver_uploads', uploadId);

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function s3Error(res: http.ServerResponse, status: number, code: string): void {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

/**
 * The two multipart calls s3rver 3.7 lacks and @tus/s3-store needs: ListParts
 * (the offset of a partial upload) and AbortMultipartUpload. Answered from
 * s3rver's own files; true when this request was one of them.
 */
async function extraCalls(root: string, req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://s3');
  const uploadId = url.searchParams.get('uploadId');
  if (!uploadId || !/^[0-9a-f]+$/.test(uploadId) || (req.method !== 'GET' && req.method !== 'DELETE')) return false;
  const [, bucket, ...keyParts] = url.pathname.split('/').map(decodeURIComponent);
  const dir = uploadDir(root, bucket, uploadId);
  if (!fs.existsSync(dir)) {
    s3Error(res, 404, 'NoSuchUpload');
    return true;
  }
  if (req.method === 'DELETE') {
    await fsp.rm(dir, { recursive: true, force: true });
    res.writeHead(204).end();
    return true;
  }
  const numbers = (await fsp.readdir(dir)).filter((name) => /^\d+$/.test(name)).map(Number).sort((a, b) => a - b);
  const parts = await Promise.all(
    numbers.map(async (n) => {
      const stat = await fsp.stat(path.join(dir, String(n)));
      const md5 = (await fsp.readFile(path.join(dir, `${n}.md5`), 'utf8')).trim();
      return `<Part><PartNumber>${n}</PartNumber><LastModified>${stat.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${stat.size}</Size></Part>`;
    }),
  );
  res.writeHead(200, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<ListPartsResult><Bucket>${xmlText(bucket)}</Bucket><Key>${xmlText(keyParts.join('/'))}</Key>` +
      `<UploadId>${uploadId}</UploadId><PartNumberMarker>0</PartNumberMarker><NextPartNumberMarker>${numbers.at(-1) ?? 0}</NextPartNumberMarker>` +
      `<MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
  );
  return true;
}

/**
 * An S3-protocol server (npm s3rver, files in a temporary directory) on a free
 * loopback port with one empty bucket, for the store and upload tests.
 */
export async function startTestS3(bucket = 'hrbd-test'): Promise<TestS3> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hrbd-s3-'));
  const s3rver = new S3rver({ directory: root, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const server = http.createServer((req, res) => {
    extraCalls(root, req, res).then(
      (answered) => answered || handle(req, res),
      () => s3Error(res, 500, 'InternalError'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settings: S3Settings = { endpoint, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
  return {
    endpoint,
    bucket,
    root,
    settings,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'on',
    },
    async keys() {
      const found: string[] = [];
      const walk = async (dir: string, prefix: string) => {
        for (const entry of await fsp.readdir(dir, { withFileTypes: true })) {
          if (entry.name.startsWith('._S3rver_')) continue;
          const match = /^(.*)\._S3rver_object$/.exec(entry.name);
          if (match) found.push(prefix + match[1]);
          else if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
        }
      };
      await walk(path.join(root, bucket), '');
      return found.sort();
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
