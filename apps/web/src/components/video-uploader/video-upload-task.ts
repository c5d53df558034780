import {
  MATERIAL_STATE,
  MATERIAL_TYPES,
  materialApi,
  retryDelays,
  TUS_PATH,
  UPLOAD_MESSAGES,
  VIDEO_UPLOAD,
  type TusMetadataKey,
} from '@hrbd/contract';
import { Upload, type DetailedError, type PreviousUpload } from 'tus-js-client';
import { ApiError, callApi, reportUnauthorized } from '../../lib/api';
import { registerMaterial } from '../../lib/material-upload';
import { md5OfFile } from '../../lib/md5';
import { getToken } from '../../lib/session';
import { SessionHttpStack, StalledRequestError } from './session-http-stack';

/**
 * Where one file is: added and waiting → hashing → uploading (or timeout
 * while a retry is pending, or paused) → success / exists; failed from any
 * working step.
 */
export type TaskStatus = 'waiting' | 'hashing' | 'uploading' | 'timeout' | 'paused' | 'success' | 'exists' | 'failed';

export interface TaskSnapshot {
  id: string;
  fileName: string;
  fileSize: number;
  status: TaskStatus;
  /** md5 progress, 0–100. */
  hashPercent: number;
  /** Upload progress, 0–100. */
  percent: number;
  /** Why it failed, in the server's words when it gave any. */
  error?: string;
  materialCode?: string;
}

export interface TaskOptions {
  cmpyCode?: string;
  groupCode?: string;
  /** Per-request stall timeout (spec §9: 60 s). */
  timeoutMs?: number;
  /** Pause between retries (spec §9: 3 retries, 2 s apart). */
  retryDelaysMs?: number[];
  onChange: (snapshot: TaskSnapshot) => void;
  /** The material changed on the server (registered, finished, given up): lists showing it are stale. */
  onMaterialChange?: (materialCode: string) => void;
}

/** Statuses in which a task holds one of the parallel slots. */
export const ACTIVE_STATUSES: readonly TaskStatus[] = ['hashing', 'uploading', 'timeout'];

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The server's message inside a tus error response (our `{code,msg,data}` envelope), if any. */
function serverMessage(error: DetailedError | Error): string | undefined {
  const body = 'originalResponse' in error ? error.originalResponse?.getBody() : undefined;
  if (!body) return undefined;
  try {
    const parsed = JSON.parse(body) as { msg?: unknown };
    return typeof parsed.msg === 'string' && parsed.msg ? parsed.msg : undefined;
  } catch {
    return undefined;
  }
}

const statusOf = (error: DetailedError | Error) => ('originalResponse' in error ? (error.originalResponse?.getStatus() ?? 0) : 0);

/**
 * One video on its way to becoming a material: md5 (for the instant-upload
 * check) → uploadMaterial → tus upload in VIDEO_UPLOAD.chunkSize parts →
 * updateVideoState. Pausing aborts the running request and keeps the upload
 * URL; resuming asks the server for the offset (HEAD) and carries on.
 * Upload URLs are kept in localStorage under the file's md5, so the same file
 * chosen again after a page reload resumes where it stopped.
 */
export class VideoUploadTask {
  private snapshot: TaskSnapshot;
  private md5: string | undefined;
  private upload: Upload | undefined;
  private hashing: AbortController | undefined;
  /** Set when the person paused or cancelled: what arrives afterwards from a stopped step is ignored. */
  private stopped = false;

  constructor(
    readonly id: string,
    readonly file: File,
    private readonly options: TaskOptions,
  ) {
    this.snapshot = { id, fileName: file.name, fileSize: file.size, status: 'waiting', hashPercent: 0, percent: 0 };
  }

  get state(): TaskSnapshot {
    return this.snapshot;
  }

  private update(changes: Partial<TaskSnapshot>) {
    this.snapshot = { ...this.snapshot, ...changes };
    this.options.onChange(this.snapshot);
  }

  /** Starts a waiting task, or starts a failed one over (the md5 is kept, the upload resumes where the server has it). */
  async start(): Promise<void> {
    if (!['waiting', 'failed'].includes(this.snapshot.status)) return;
    this.stopped = false;
    this.update({ status: this.md5 ? 'uploading' : 'hashing', error: undefined });
    try {
      const md5 = await this.hash();
      if (this.stopped) return;
      this.update({ status: 'uploading' });
      const registered = await registerMaterial({
        file: this.file,
        md5,
        materialType: MATERIAL_TYPES.VIDEO,
        cmpyCode: this.options.cmpyCode,
        groupCode: this.options.groupCode,
      });
      const { materialCode } = registered.material;
      this.update({ materialCode });
      this.options.onMaterialChange?.(materialCode);
      if (this.stopped) return;
      if (registered.exists) {
        this.update({ status: 'exists', percent: 100 });
        return;
      }
      await this.send(md5, materialCode, registered.material.uploadUrl);
    } catch (error) {
      if (isAbort(error) || this.stopped) return;
      this.update({ status: 'failed', error: error instanceof Error ? error.message : UPLOAD_MESSAGES.failed });
    }
  }

  private async hash(): Promise<string> {
    if (this.md5) return this.md5;
    this.hashing = new AbortController();
    this.md5 = await md5OfFile(this.file, {
      signal: this.hashing.signal,
      onProgress: (fraction) => this.update({ hashPercent: Math.round(fraction * 100) }),
    });
    this.hashing = undefined;
    return this.md5;
  }

  private async send(md5: string, materialCode: string, serverUploadUrl: string | null): Promise<void> {
    const metadata: Partial<Record<TusMetadataKey, string>> = {
      filename: this.file.name,
      filetype: this.file.type,
      md5,
      materialCode,
      cmpyCode: this.options.cmpyCode ?? '',
    };
    const upload = new Upload(this.file, {
      endpoint: TUS_PATH,
      chunkSize: VIDEO_UPLOAD.chunkSize,
      retryDelays: this.options.retryDelaysMs ?? retryDelays(VIDEO_UPLOAD.retries, VIDEO_UPLOAD.retryIntervalSeconds * 1000),
      metadata,
      // The file's content names the upload, not its name or date: the same video chosen again resumes.
      fingerprint: async () => `hrbd-material-${md5}`,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      httpStack: new SessionHttpStack(this.options.timeoutMs ?? VIDEO_UPLOAD.timeoutMs),
      onProgress: (sent, total) => {
        if (this.stopped) return;
        this.update({ status: 'uploading', percent: total > 0 ? Math.floor((sent / total) * 100) : 0 });
      },
      onShouldRetry: (error) => this.shouldRetry(error),
      onSuccess: () => void this.finish(materialCode),
      onError: (error) => void this.fail(error, materialCode),
    });
    this.upload = upload;
    const previous = await upload.findPreviousUploads();
    const mine = previous.find((entry: PreviousUpload) => entry.metadata.materialCode === materialCode);
    if (mine) upload.resumeFromPreviousUpload(mine);
    else if (serverUploadUrl) upload.options.uploadUrl = serverUploadUrl;
    if (this.stopped) return;
    upload.start();
  }

  /**
   * A stalled request or a 401 means the upload's authorisation may have run
   * out: the task says 文件上传超时 and retries, and the retry is signed with
   * the token the cookie holds by then. Other failures retry as tus would
   * (network errors, 5xx, 409, 423), never a refusal such as a wrong format.
   */
  private shouldRetry(error: DetailedError): boolean {
    const status = statusOf(error);
    if (status === 401 || error.causingError instanceof StalledRequestError) {
      this.update({ status: 'timeout' });
      return getToken() !== undefined;
    }
    const retryable = status === 0 || status >= 500 || status === 409 || status === 423;
    return retryable && navigator.onLine;
  }

  private async finish(materialCode: string) {
    this.update({ status: 'success', percent: 100 });
    // The server finished the material with the last chunk; this is the confirmation it expects (answered 200, no change).
    await callApi(materialApi.updateVideoState, { body: { materialCode, state: MATERIAL_STATE.SUCCESS } }).catch(() => undefined);
    this.options.onMaterialChange?.(materialCode);
  }

  private async fail(error: DetailedError | Error, materialCode: string) {
    if (this.stopped) return;
    const status = statusOf(error);
    if (status === 401) reportUnauthorized();
    this.update({ status: 'failed', error: serverMessage(error) ?? UPLOAD_MESSAGES.failed });
    // A refusal (4xx) has already failed the material on the server; after a network failure it is still
    // 上传中, and the person is told it failed, so the list must say so too. Re-registering the file puts it
    // back to 上传中 and the kept upload URL resumes it.
    if (status < 400 || status >= 500) {
      await callApi(materialApi.updateVideoState, { body: { materialCode, state: MATERIAL_STATE.FAIL } }).catch(() => undefined);
    }
    this.options.onMaterialChange?.(materialCode);
  }

  pause(): void {
    if (this.snapshot.status !== 'uploading' && this.snapshot.status !== 'timeout') return;
    if (!this.upload) return;
    this.stopped = true;
    void this.upload.abort();
    this.update({ status: 'paused' });
  }

  resume(): void {
    if (this.snapshot.status !== 'paused' || !this.upload) return;
    this.stopped = false;
    this.update({ status: 'uploading' });
    this.upload.start();
  }

  /**
   * Gives the file up: a started upload is terminated (the server then marks
   * the material failed: 上传已取消); a registered material that never got an
   * upload is reported failed; nothing is sent for a file still being hashed.
   */
  async cancel(): Promise<void> {
    this.stopped = true;
    this.hashing?.abort();
    const materialCode = this.snapshot.materialCode;
    const done = ['success', 'exists'].includes(this.snapshot.status);
    if (done || !materialCode) return;
    if (this.upload?.url) {
      await this.upload.abort(true).catch(() => undefined);
    } else {
      await this.upload?.abort().catch(() => undefined);
      await callApi(materialApi.updateVideoState, { body: { materialCode, state: MATERIAL_STATE.FAIL } }).catch((error: unknown) => {
        // Already failed or finished on the server: nothing left to give up.
        if (!(error instanceof ApiError)) throw error;
      });
    }
    this.options.onMaterialChange?.(materialCode);
  }
}
