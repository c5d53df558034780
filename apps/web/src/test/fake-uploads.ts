import { OBJECT_KEY_HEADER, ResultCode, TUS_PATH, type Endpoint } from '@hrbd/contract';
import { vi } from 'vitest';

/** A request as the fake sees it. */
export interface SeenRequest {
  method: string;
  url: string;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  body: unknown;
}

/** What a multipart endpoint received: its text fields and its file (under whichever field name). */
export interface ReceivedForm {
  fields: Record<string, string>;
  file: File | null;
  fileField: string | null;
  headers: Record<string, string>;
}

/** A form answer: an envelope, or `hang` to never answer (abort and timeout tests). */
export type FormReply = { code: number; msg: string; data: unknown } | 'hang';
type Progress = (loaded: number, total?: number) => void;
type FormHandler = (form: ReceivedForm, progress: Progress) => FormReply | Promise<FormReply>;

interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

interface TusUpload {
  id: string;
  size: number;
  offset: number;
  metadata: Record<string, string>;
  terminated: boolean;
}

function decodeMetadata(header: string | undefined): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key) metadata[key] = value ? new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0))) : '';
  }
  return metadata;
}

const envelopeReply = (status: number, msg: string): Reply => ({ status, body: JSON.stringify({ code: status, msg, data: null }) });

/**
 * Stands in for the server's upload side by replacing XMLHttpRequest (which
 * the uploaders use for progress and tus-js-client uses for every request):
 * multipart endpoints answer through handlers, and TUS_PATH behaves as a tus
 * 1.0 server (creation, HEAD offset, PATCH in parts, termination) kept in
 * memory. PATCHes can be held to catch an upload mid-way, or refused once.
 */
export function fakeUploads() {
  const forms = new Map<string, FormHandler>();
  const requests: SeenRequest[] = [];
  const uploads = new Map<string, TusUpload>();
  /** PATCHes still allowed through while holding; null when not holding. */
  let budget: number | null = null;
  const held: Array<() => void> = [];
  const refusals: Array<{ status: number; msg: string }> = [];
  let onComplete: (upload: TusUpload) => Reply | void = () => undefined;

  const tusHeaders = (extra: Record<string, string> = {}) => ({ 'Tus-Resumable': '1.0.0', ...extra });

  async function tus(request: SeenRequest, progress: Progress): Promise<Reply> {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (request.method === 'POST' && path === TUS_PATH) {
      const id = `up${uploads.size + 1}`;
      uploads.set(id, {
        id,
        size: Number(request.headers['upload-length']),
        offset: 0,
        metadata: decodeMetadata(request.headers['upload-metadata']),
        terminated: false,
      });
      return { status: 201, headers: tusHeaders({ Location: `${TUS_PATH}/${id}` }) };
    }
    const upload = uploads.get(path.slice(TUS_PATH.length + 1));
    if (!upload || upload.terminated) return envelopeReply(404, '上传任务不存在或已过期，请重新上传');
    if (request.method === 'HEAD') {
      return { status: 200, headers: tusHeaders({ 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.size) }) };
    }
    if (request.method === 'DELETE') {
      upload.terminated = true;
      return { status: 204, headers: tusHeaders() };
    }
    // PATCH
    if (budget !== null) {
      if (budget > 0) budget -= 1;
      else await new Promise<void>((release) => held.push(release));
    }
    const refusal = refusals.shift();
    if (refusal) return envelopeReply(refusal.status, refusal.msg);
    if (Number(request.headers['upload-offset']) !== upload.offset) return envelopeReply(409, '上传进度不一致，请刷新后继续上传');
    const size = (request.body as Blob).size;
    progress(size);
    upload.offset += size;
    if (upload.offset === upload.size) {
      const answer = onComplete(upload);
      if (answer) return answer;
      return { status: 204, headers: tusHeaders({ 'Upload-Offset': String(upload.offset), [OBJECT_KEY_HEADER]: `video/202501/${'a'.repeat(32)}.mp4` }) };
    }
    return { status: 204, headers: tusHeaders({ 'Upload-Offset': String(upload.offset) }) };
  }

  async function route(request: SeenRequest, progress: Progress): Promise<Reply | 'hang'> {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (path.startsWith(TUS_PATH)) return tus(request, progress);
    const handler = forms.get(`${request.method} ${path}`);
    if (!handler) return envelopeReply(404, `未模拟的接口：${request.method} ${path}`);
    const form: ReceivedForm = { fields: {}, file: null, fileField: null, headers: request.headers };
    if (request.body instanceof FormData) {
      for (const [name, value] of request.body.entries()) {
        if (typeof value === 'string') form.fields[name] = value;
        else {
          form.file = value;
          form.fileField = name;
        }
      }
    }
    const answer = await handler(form, progress);
    if (answer === 'hang') return 'hang';
    return { status: answer.code === ResultCode.OK || answer.code === 0 ? 200 : answer.code, body: JSON.stringify(answer) };
  }

  class FakeXMLHttpRequest {
    readyState = 0;
    status = 0;
    responseText = '';
    timeout = 0;
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private requestHeaders: Record<string, string> = {};
    private responseHeaders: Record<string, string> = {};
    private done = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
      this.readyState = 1;
    }
    setRequestHeader(name: string, value: string) {
      const key = name.toLowerCase();
      // Browsers join a header set twice; a test should see that, not the last value.
      this.requestHeaders[key] = this.requestHeaders[key] ? `${this.requestHeaders[key]}, ${value}` : value;
    }
    getResponseHeader(name: string): string | null {
      const key = Object.keys(this.responseHeaders).find((k) => k.toLowerCase() === name.toLowerCase());
      return key ? this.responseHeaders[key] : null;
    }
    getAllResponseHeaders(): string {
      return Object.entries(this.responseHeaders)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n');
    }
    abort() {
      if (this.done) return;
      this.done = true;
      this.readyState = 4;
      this.onabort?.();
    }
    send(body: unknown) {
      const request: SeenRequest = { method: this.method, url: this.url, headers: { ...this.requestHeaders }, body };
      requests.push(request);
      const size = body instanceof Blob ? body.size : 0;
      const progress: Progress = (loaded, total = size || loaded) => {
        if (!this.done) this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      };
      if (this.timeout > 0) {
        setTimeout(() => {
          if (this.done) return;
          this.done = true;
          this.ontimeout?.();
        }, this.timeout);
      }
      void Promise.resolve()
        .then(() => route(request, progress))
        .then((reply) => {
          if (this.done || reply === 'hang') return;
          this.done = true;
          this.status = reply.status;
          this.responseHeaders = reply.headers ?? {};
          this.responseText = reply.body ?? '';
          this.readyState = 4;
          this.onload?.();
        });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);

  const fake = {
    requests,
    uploads,
    /** Answers a multipart endpoint. */
    onForm(endpoint: Endpoint, handler: FormHandler | FormReply) {
      forms.set(`${endpoint.method} ${endpoint.path}`, typeof handler === 'function' ? handler : () => handler);
      return fake;
    },
    /** What the server does when an upload's last part arrives; return a reply to refuse it. */
    onTusComplete(handler: (upload: TusUpload) => Reply | void) {
      onComplete = handler;
      return fake;
    },
    /** PATCHes wait from now on until released. */
    holdPatches() {
      budget ??= 0;
    },
    /** Lets `count` PATCHes through (waiting ones first) and keeps holding the rest; without a count, stops holding. */
    releasePatches(count?: number) {
      if (count === undefined) {
        budget = null;
        held.splice(0).forEach((release) => release());
        return;
      }
      const now = held.splice(0, count);
      budget = (budget ?? 0) + count - now.length;
      now.forEach((release) => release());
    },
    /** The next PATCH is refused with this status and message. */
    refuseNextPatch(status: number, msg: string) {
      refusals.push({ status, msg });
    },
    /** Requests of one method to the tus endpoint. */
    tusRequests(method: string) {
      return requests.filter((r) => r.method === method && new URL(r.url, 'http://localhost').pathname.startsWith(TUS_PATH));
    },
  };
  return fake;
}
