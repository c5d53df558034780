import fs from 'node:fs';
import type { Worker } from 'node:worker_threads';
import type { Config } from '../../../config.js';
import { unavailable } from '../../../platform/errors.js';
import { startModuleWorker } from '../../../platform/worker-thread.js';
import type { ResumePdfData } from './resume-pdf.document.js';
import type { PdfReply, PdfRequest } from './resume-pdf.protocol.js';

/** Resumes waiting for the thread beyond this are refused (503) rather than queued without end. */
const MAX_PENDING = 8;
/** A resume that takes this long is stuck: the thread is replaced. */
const RENDER_TIMEOUT_MS = 60_000;

interface Pending {
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * One PDF thread per process, started by the first download and kept while
 * there is work (it does not hold an idle process open). Resumes are drawn
 * one after another on it.
 */
class PdfThread {
  #worker: Worker | null = null;
  #pending = new Map<number, Pending>();
  #nextId = 1;

  render(fontPath: string, fontName: string, data: ResumePdfData): Promise<Uint8Array> {
    if (this.#pending.size >= MAX_PENDING) return Promise.reject(unavailable('简历生成任务较多，请稍后再试'));
    const worker = this.#ensure();
    const id = this.#nextId++;
    return new Promise<Uint8Array>((resolve, reject) => {
      const timer = setTimeout(() => this.#fail(worker, new Error('PDF rendering timed out')), RENDER_TIMEOUT_MS);
      this.#pending.set(id, { resolve, reject, timer });
      worker.ref();
      worker.postMessage({ id, fontPath, fontName, data } satisfies PdfRequest);
    });
  }

  async stop(): Promise<void> {
    const worker = this.#worker;
    if (!worker) return;
    this.#fail(worker, new Error('PDF thread stopped'));
  }

  #ensure(): Worker {
    if (this.#worker) return this.#worker;
    const worker = startModuleWorker(import.meta.url, 'resume-pdf.worker');
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

const shared = new PdfThread();

/**
 * Draws a resume as a PDF with the configured CJK font. Without the font
 * the download is refused with a message an operator can act on, rather
 * than a PDF of empty boxes.
 */
export async function renderResumePdf(config: Pick<Config, 'pdfFont'>, data: ResumePdfData): Promise<Uint8Array> {
  const { path, name } = config.pdfFont;
  if (!fs.existsSync(path)) {
    throw unavailable(`生成简历 PDF 所需的中文字体不存在（${path}），请安装 fonts-noto-cjk 或通过 PDF_FONT_PATH 指定字体文件`);
  }
  return shared.render(path, name, data);
}

/** Ends the PDF thread (tests); the next download starts a new one. */
export const stopPdfThread = (): Promise<void> => shared.stop();
