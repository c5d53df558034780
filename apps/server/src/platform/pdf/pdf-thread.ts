import fs from 'node:fs';
import type { Worker } from 'node:worker_threads';
import { unavailable } from '../errors.js';
import { startModuleWorker } from '../worker-thread.js';
import type { PdfReply, PdfRequest } from './pdf-protocol.js';

/** Documents waiting for the thread beyond this are refused (503) rather than queued without end. */
const MAX_PENDING = 8;
/** A document that takes this long is stuck: the thread is replaced. */
const RENDER_TIMEOUT_MS = 60_000;

interface Pending {
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * One PDF thread per kind of document and process, started by the first
 * download and kept while there is work (it does not hold an idle process
 * open). Laying out and subsetting a CJK font is plain JavaScript (fontkit,
 * 0.3–1 s of CPU a page with Noto Sans CJK), which on the main thread would
 * stall every other request for as long. The worker module answers through
 * `servePdfRequests` (pdf-worker.ts).
 */
export class PdfThread<T> {
  #worker: Worker | null = null;
  #pending = new Map<number, Pending>();
  #nextId = 1;

  /**
   * @param hereUrl `import.meta.url` of the module next to the worker file
   * @param workerFile the worker module's name, without extension
   * @param what the document in words, for the refusals (简历, 转账指令)
   */
  constructor(
    private readonly hereUrl: string,
    private readonly workerFile: string,
    private readonly what: string,
  ) {}

  /**
   * Draws `data` with the configured CJK font. Without the font the download
   * is refused with a message an operator can act on, rather than a PDF of
   * empty boxes.
   */
  render(font: { path: string; name: string }, data: T): Promise<Uint8Array> {
    if (!fs.existsSync(font.path)) {
      return Promise.reject(unavailable(`生成${this.what} PDF 所需的中文字体不存在（${font.path}），请安装 fonts-noto-cjk 或通过 PDF_FONT_PATH 指定字体文件`));
    }
    if (this.#pending.size >= MAX_PENDING) return Promise.reject(unavailable(`${this.what}生成任务较多，请稍后再试`));
    const worker = this.#ensure();
    const id = this.#nextId++;
    return new Promise<Uint8Array>((resolve, reject) => {
      const timer = setTimeout(() => this.#fail(worker, new Error('PDF rendering timed out')), RENDER_TIMEOUT_MS);
      this.#pending.set(id, { resolve, reject, timer });
      worker.ref();
      worker.postMessage({ id, fontPath: font.path, fontName: font.name, data } satisfies PdfRequest<T>);
    });
  }

  async stop(): Promise<void> {
    const worker = this.#worker;
    if (!worker) return;
    this.#fail(worker, new Error('PDF thread stopped'));
  }

  #ensure(): Worker {
    if (this.#worker) return this.#worker;
    const worker = startModuleWorker(this.hereUrl, this.workerFile);
    this.#worker = worker;
    worker.on('message', (reply: PdfReply) => {
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      clearTimeout(pending.timer);
      this.#pending.delete(reply.id);
      if (reply.ok) pending.resolve(reply.bytes);
      else pending.reject(new Error(`PDF rendering failed: ${reply.detail}`));
      if (this.#pending.size === 0) worker.unref();
    });
    worker.once('error', (error) => this.#fail(worker, error));
    worker.once('exit', (code) => this.#fail(worker, new Error(`PDF thread exited with code ${code}`)));
    return worker;
  }

  /** Forgets a dead, stuck or stopped thread and fails what it held; the next download starts a new one. */
  #fail(worker: Worker, error: Error): void {
    if (this.#worker !== worker) return;
    this.#worker = null;
    for (const pending of this.#pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    this.#pending.clear();
    void worker.terminate();
  }
}
