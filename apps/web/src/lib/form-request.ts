import { CHUNK_UPLOAD, envelope, ResultCode, UPLOAD_MESSAGES, UPLOAD_STATUS_TEXTS, type DataOf, type Endpoint, type Envelope } from '@hrbd/contract';
import { ApiError, headersFor, NETWORK_ERROR_MSG, reportUnauthorized } from './api';
import { trackClick } from './tracking';

/** Text fields of a multipart form; empty values are left out, as the server treats them as absent. */
export type FormFields = Record<string, string | number | undefined>;

export interface FormRequestOptions {
  /** Multipart field of the file (spec §7: `multipartFile`; the license upload uses `licenceFile`). */
  fileField?: string;
  /** Bytes of the whole request body sent so far. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  /** Defaults to the general upload's request timeout (spec §9: 60 s). */
  timeoutMs?: number;
}

/** A multipart call timed out; the uploaders show 文件上传超时. */
export class UploadTimeoutError extends ApiError {
  constructor() {
    super(0, UPLOAD_STATUS_TEXTS.timeout);
  }
}

function envelopeFrom(xhr: XMLHttpRequest): Envelope<unknown> {
  try {
    const parsed = JSON.parse(xhr.responseText) as Partial<Envelope<unknown>>;
    if (typeof parsed.code === 'number') return envelope(parsed.code, parsed.msg ?? '', parsed.data ?? null);
  } catch {
    // Not our envelope (a proxy's error page): judged by the HTTP status below.
  }
  return envelope(xhr.status || 0, UPLOAD_MESSAGES.failed, null);
}

/**
 * Sends a multipart form (text fields first, then the file: the server reads
 * the fields that come before the file to decide how to check it) and answers
 * the whole envelope. Uploads differ in what a code other than 200 means (0 is
 * 秒传 for materials, 400 offers a retry for licenses), so each caller reads
 * the code itself; only 401 is handled here, as for every call.
 *
 * XMLHttpRequest rather than fetch: fetch reports no upload progress.
 */
export function postForm<E extends Endpoint>(
  endpoint: E,
  fields: FormFields,
  file: Blob | null,
  options: FormRequestOptions = {},
): Promise<Envelope<DataOf<E>>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') form.append(name, String(value));
  }
  if (file) form.append(options.fileField ?? 'multipartFile', file, file instanceof File ? file.name : 'blob');
  trackClick(endpoint.summary);

  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('上传已取消', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, endpoint.path);
    for (const [name, value] of Object.entries(headersFor(false))) xhr.setRequestHeader(name, value);
    xhr.timeout = options.timeoutMs ?? CHUNK_UPLOAD.requestTimeoutMs;
    if (options.onProgress) {
      const onProgress = options.onProgress;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      };
    }
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      const envelope = envelopeFrom(xhr);
      if (envelope.code === ResultCode.UNAUTHORIZED) reportUnauthorized();
      resolve(envelope as Envelope<DataOf<E>>);
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, NETWORK_ERROR_MSG));
    };
    xhr.ontimeout = () => {
      settle();
      reject(new UploadTimeoutError());
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('上传已取消', 'AbortError'));
    };
    xhr.send(form);
  });
}

/** The data of a form call answered 200, else an ApiError with the server's message. */
export function dataOrThrow<T>(envelope: Envelope<T>): T {
  if (envelope.code !== ResultCode.OK) throw new ApiError(envelope.code, envelope.msg || UPLOAD_MESSAGES.failed);
  return envelope.data;
}
