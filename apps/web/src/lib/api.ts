import { BACKGROUND_POLL_HEADER, ResultCode, XLSX_MEDIA_TYPE, type DataOf, type Endpoint, type Input } from '@hrbd/contract';
import { getToken } from './session';

/** The PC operator client, as the original console sends it (spec §6). */
export const USER_SOURCE = 'PC_YJ';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export interface CallInput<E extends Endpoint> {
  query?: Input<E['query']>;
  body?: Input<E['body']>;
  params?: Record<string, string | number>;
  signal?: AbortSignal;
  /** Asked by the console on a timer, not by the person: the server does not count it as activity (在线用户's 最后活动时间). */
  background?: boolean;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/** The app decides what a 401 means (back to the login page with a redirect). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/** Tells the app a call met 401, for callers that do not go through callApi (uploads). */
export function reportUnauthorized(): void {
  onUnauthorized();
}

function urlOf<E extends Endpoint>(endpoint: E, input: CallInput<E>): string {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(input.params?.[name] ?? '')));
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The headers every call carries: the session token (read afresh from its cookie) and the client source. */
export function headersFor(json: boolean): Record<string, string> {
  const headers: Record<string, string> = { 'user-source': USER_SOURCE };
  const token = getToken();
  if (token) headers.Authorization = token;
  if (json) headers['Content-Type'] = 'application/json';
  return headers;
}

/** The one sentence for a request that got no answer: refused by the network, the browser offline, or timed out. */
export const NETWORK_ERROR_MSG = '网络异常，请检查网络连接后重试';

/** How long a call may go unanswered before it fails (spec §9: request timeout 60 s). */
export const REQUEST_TIMEOUT_MS = 60_000;

/** Exports and other file downloads stream for long (spec §9: import and export timeout 6,000,000 ms). */
export const TRANSFER_TIMEOUT_MS = 6_000_000;

/**
 * Runs `work` (the request and the reading of its answer) under a deadline: a
 * call the network never answers would otherwise leave 保存 spinning for good.
 * The caller's own abort stays an AbortError; the deadline passing, the
 * browser going offline or fetch rejecting become one ApiError with
 * NETWORK_ERROR_MSG, which the mutation shows while the form keeps what was typed.
 */
async function withDeadline<T>(callerSignal: AbortSignal | undefined, timeoutMs: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  // Offline is known before sending: say so at once rather than wait for the browser to give up.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError(0, NETWORK_ERROR_MSG);
  const controller = new AbortController();
  let gaveUp = false;
  const giveUp = () => {
    gaveUp = true;
    controller.abort();
  };
  const timer = setTimeout(giveUp, timeoutMs);
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  // A request in flight when the connection drops may hang until the deadline; the browser's offline event ends it now.
  window.addEventListener('offline', giveUp);
  // Settles with the abort even if the transport overlooks its signal.
  const stopped = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), { once: true });
  });
  try {
    return await Promise.race([work(controller.signal), stopped]);
  } catch (error) {
    if (gaveUp) throw new ApiError(0, NETWORK_ERROR_MSG);
    if (error instanceof ApiError || (error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MSG);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
    window.removeEventListener('offline', giveUp);
  }
}

function send<E extends Endpoint>(endpoint: E, input: CallInput<E>, signal: AbortSignal, accept?: string): Promise<Response> {
  const hasBody = endpoint.method !== 'GET' && input.body !== undefined;
  const headers = { ...headersFor(hasBody), ...(accept && { Accept: accept }) };
  return fetch(urlOf(endpoint, input), {
    method: endpoint.method,
    headers: input.background ? { ...headers, [BACKGROUND_POLL_HEADER]: '1' } : headers,
    body: hasBody ? JSON.stringify(input.body) : undefined,
    signal,
  });
}

async function envelopeOf(response: Response): Promise<{ code: number; msg: string; data: unknown }> {
  // Read outside the parse's try: a read cut off by the deadline must fail the call, not pass as an empty answer.
  const text = await response.text();
  try {
    return JSON.parse(text) as { code: number; msg: string; data: unknown };
  } catch {
    return { code: response.status, msg: response.status >= 500 ? '服务器繁忙，请稍后重试' : '请求失败', data: null };
  }
}

/**
 * Calls a contract endpoint and returns its data with the server's message.
 * A code other than 200 becomes an ApiError carrying the server's Chinese msg.
 */
export async function callApiWithMsg<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): Promise<{ data: DataOf<E>; msg: string }> {
  const envelope = await withDeadline(input.signal, REQUEST_TIMEOUT_MS, async (signal) => envelopeOf(await send(endpoint, input, signal)));
  if (envelope.code !== ResultCode.OK) {
    if (envelope.code === ResultCode.UNAUTHORIZED) onUnauthorized();
    throw new ApiError(envelope.code, envelope.msg || '请求失败');
  }
  return { data: envelope.data as DataOf<E>, msg: envelope.msg };
}

/** An answer as the server sent it: `success` is true exactly when code is 200 (the big screen checks both, spec §8). */
export interface AnswerEnvelope {
  code: number;
  msg: string;
  success?: boolean;
  data: unknown;
}

/**
 * Calls a contract endpoint and answers the whole envelope, whatever its code,
 * for a screen that judges answers itself (the big screen); a 401 still sends
 * the person to the login page. A request that got no answer fails as callApi's does.
 */
export async function callApiEnvelope<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): Promise<AnswerEnvelope> {
  const envelope: AnswerEnvelope = await withDeadline(input.signal, REQUEST_TIMEOUT_MS, async (signal) => envelopeOf(await send(endpoint, input, signal)));
  if (envelope.code === ResultCode.UNAUTHORIZED) onUnauthorized();
  return envelope;
}

export async function callApi<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): Promise<DataOf<E>> {
  return (await callApiWithMsg(endpoint, input)).data;
}

/**
 * Downloads a file endpoint (exports, PDFs) and hands it to the browser under
 * the server's file name. Exports are streamed while the server reads them, so
 * their size is unknown up front: `onProgress` hears the bytes received so far.
 */
export async function downloadFile<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {},
  onProgress?: (receivedBytes: number) => void,
): Promise<string> {
  const { fileName, type, chunks } = await withDeadline(input.signal, TRANSFER_TIMEOUT_MS, async (signal) => {
    // A list endpoint that declares an export answers its xlsx when asked for it (the same filters as the list).
    const listExport = endpoint.export !== undefined && (endpoint.responseKind ?? 'json') === 'json';
    const response = await send(endpoint, input, signal, listExport ? XLSX_MEDIA_TYPE : undefined);
    if (!response.ok || (response.headers.get('content-type') ?? '').includes('application/json')) {
      const envelope = await envelopeOf(response);
      if (envelope.code === ResultCode.UNAUTHORIZED) onUnauthorized();
      throw new ApiError(envelope.code, envelope.msg || '下载失败');
    }
    const disposition = response.headers.get('content-disposition') ?? '';
    const match = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
    const reader = response.body?.getReader();
    if (!reader) throw new ApiError(ResultCode.SERVER_ERROR, '下载失败');
    const parts: Uint8Array<ArrayBuffer>[] = [];
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      received += value.byteLength;
      onProgress?.(received);
    }
    return {
      fileName: match ? decodeURIComponent(match[1]) : 'download',
      type: response.headers.get('content-type') ?? 'application/octet-stream',
      chunks: parts,
    };
  });
  const url = URL.createObjectURL(new Blob(chunks, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}
