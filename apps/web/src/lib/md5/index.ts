import { hashBlob } from './hash-blob';
import type { HashReply, HashRequest } from './md5.worker';

export interface Md5Options {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const aborted = () => new DOMException('已取消', 'AbortError');

/** Hashes in a worker, off the page's thread: a 100 MB video takes long enough to freeze the page otherwise. */
function hashInWorker(file: Blob, { onProgress, signal }: Md5Options): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(aborted());
    };
    signal?.addEventListener('abort', stop, { once: true });
    const finish = () => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
    };
    worker.onmessage = (event: MessageEvent<HashReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') onProgress?.(reply.fraction);
      else if (reply.type === 'done') {
        finish();
        resolve(reply.md5);
      } else {
        finish();
        reject(new Error(reply.message));
      }
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message || 'md5 worker failed'));
    };
    const request: HashRequest = { file };
    worker.postMessage(request);
  });
}

/**
 * The md5 of a file (the server's instant-upload check, 秒传), computed
 * incrementally in chunks. Where workers exist (browsers) it runs in one;
 * elsewhere (jsdom) on this thread, still chunk by chunk with a pause between
 * reads.
 */
export async function md5OfFile(file: Blob, options: Md5Options = {}): Promise<string> {
  if (options.signal?.aborted) throw aborted();
  if (typeof Worker !== 'undefined') return hashInWorker(file, options);
  return hashBlob(file, (fraction) => options.onProgress?.(fraction), () => options.signal?.aborted ?? false);
}
