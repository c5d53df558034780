import { DefaultHttpStack, type HttpRequest, type HttpResponse, type HttpStack } from 'tus-js-client';
import { headersFor } from '../../lib/api';

/** A tus request that made no progress for the stack's timeout; the uploader shows 文件上传超时 and retries. */
export class StalledRequestError extends Error {
  constructor() {
    super('上传请求超时');
    this.name = 'StalledRequestError';
  }
}

/**
 * Wraps a request so that it fails when nothing moves for `timeoutMs`: the
 * browser's stack would otherwise wait forever on a connection that stalled.
 * Progress resets the clock, so a slow but moving chunk is not cut off.
 */
class StallGuardedRequest implements HttpRequest {
  private progressHandler: (bytesSent: number) => void = () => undefined;
  private resetClock: () => void = () => undefined;

  constructor(
    private readonly inner: HttpRequest,
    private readonly timeoutMs: number,
  ) {
    inner.setProgressHandler((bytesSent) => {
      this.resetClock();
      this.progressHandler(bytesSent);
    });
  }

  getMethod() {
    return this.inner.getMethod();
  }
  getURL() {
    return this.inner.getURL();
  }
  setHeader(header: string, value: string) {
    this.inner.setHeader(header, value);
  }
  getHeader(header: string) {
    return this.inner.getHeader(header);
  }
  setProgressHandler(handler: (bytesSent: number) => void) {
    this.progressHandler = handler;
  }
  abort() {
    return this.inner.abort();
  }
  getUnderlyingObject(): unknown {
    return this.inner.getUnderlyingObject();
  }

  send(body: unknown): Promise<HttpResponse> {
    return new Promise<HttpResponse>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      this.resetClock = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          void this.inner.abort();
          reject(new StalledRequestError());
        }, this.timeoutMs);
      };
      this.resetClock();
      this.inner.send(body).then(
        (response) => {
          clearTimeout(timer);
          resolve(response);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error('网络异常'));
        },
      );
    });
  }
}

/**
 * The HTTP stack of every tus request: each one is signed with the session
 * token read afresh from its cookie (so a retry after a 401 or a stall goes
 * out with whatever token the person has by then) and the client source, and
 * is given up when it stalls.
 */
export class SessionHttpStack implements HttpStack {
  private readonly inner = new DefaultHttpStack({});

  constructor(private readonly timeoutMs: number) {}

  getName() {
    return 'SessionHttpStack';
  }

  createRequest(method: string, url: string): HttpRequest {
    const request = this.inner.createRequest(method, url);
    for (const [name, value] of Object.entries(headersFor(false))) request.setHeader(name, value);
    return new StallGuardedRequest(request, this.timeoutMs);
  }
}
