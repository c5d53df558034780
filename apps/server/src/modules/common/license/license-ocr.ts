import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { OcrLine, OcrReply, OcrRequest } from './license-ocr.protocol.js';

export type { OcrLine } from './license-ocr.protocol.js';

export interface OcrReading {
  lines: OcrLine[];
  width: number;
  height: number;
  /** Time spent waiting for earlier images, scaling this one, and recognising it. */
  queuedMs: number;
  prepareMs: number;
  detectMs: number;
}

/** The image could not be decoded as a picture. */
export class OcrUnreadableImageError extends Error {}
/** More images are waiting than the queue holds: the caller should try again later. */
export class OcrBusyError extends Error {}

/**
 * One OCR thread per process, started by the first license and kept warm:
 * loading the models takes one to two seconds, recognising a license a few
 * seconds of CPU. Measured here, the process grows by about 200 MB when the
 * models load and to 0.7–0.9 GB resident once a license has been read (ONNX
 * feature maps and opencv.js's WebAssembly heap, which only ending the thread
 * returns). Images are recognised one at a time (on two cores two at once
 * would only make both slower); the rest wait in a bounded queue.
 */
const MAX_WAITING = 8;
/** A recognition that takes this long is stuck: the thread is replaced. */
const RECOGNITION_TIMEOUT_MS = 120_000;

interface Running {
  id: number;
  job: Job;
  /** Set once the image is posted to the thread, not while the models still load. */
  timer: NodeJS.Timeout | null;
}

interface Job {
  image: Uint8Array;
  enqueuedAt: number;
  resolve: (reading: OcrReading) => void;
  reject: (error: Error) => void;
}

/**
 * Starts the OCR thread: the compiled JavaScript next to this file in
 * production; under tests and `tsx` the TypeScript source, loaded through
 * tsx's API because Node 20 workers ignore an `--import` loader in execArgv.
 */
function startWorker(): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./license-ocr.worker.js', here));
  const require = createRequire(here);
  const tsxRoot = path.dirname(require.resolve('tsx/package.json'));
  const { exports } = JSON.parse(fs.readFileSync(path.join(tsxRoot, 'package.json'), 'utf8')) as TsxManifest;
  const api = pathToFileURL(path.join(tsxRoot, exports['./esm/api'].import.default)).href;
  const entry = new URL('./license-ocr.worker.ts', here).href;
  const bootstrap = `const { workerData } = require('node:worker_threads');
import(workerData.api).then((tsx) => tsx.tsImport(workerData.entry, workerData.entry));`;
  return new Worker(bootstrap, { eval: true, workerData: { api, entry } });
}

interface TsxManifest {
  exports: { './esm/api': { import: { default: string } } };
}

class LicenseOcr {
  #worker: Worker | null = null;
  #ready: Promise<number> | null = null;
  #queue: Job[] = [];
  #current: Running | null = null;
  #nextId = 1;

  /** Starts the thread if needed; resolves with the model load time in ms once it can recognise. */
  warmUp(): Promise<number> {
    if (this.#ready) return this.#ready;
    const worker = startWorker();
    this.#worker = worker;
    this.#ready = new Promise<number>((resolve, reject) => {
      worker.on('message', (reply: OcrReply) => {
        if (reply.kind === 'ready') resolve(reply.loadMs);
        else if (reply.kind === 'failed') reject(new Error(`OCR models failed to load: ${reply.detail}`));
        else this.#finish(reply);
      });
      worker.once('error', (error) => {
        reject(error);
        this.#discard(worker, error);
      });
      worker.once('exit', (code) => this.#discard(worker, new Error(`OCR thread exited with code ${code}`)));
    });
    // A failed start is reported to whoever is waiting; the next request tries a new thread.
    // The thread holds the process open while the models load (someone awaits them), not after.
    this.#ready.then(
      () => this.#idle(),
      (error: Error) => this.#discard(worker, error),
    );
    return this.#ready;
  }

  recognize(image: Uint8Array): Promise<OcrReading> {
    if (this.#queue.length >= MAX_WAITING) return Promise.reject(new OcrBusyError('OCR queue is full'));
    return new Promise<OcrReading>((resolve, reject) => {
      this.#queue.push({ image, enqueuedAt: performance.now(), resolve, reject });
      this.#pump();
    });
  }

  /** Ends the thread (tests and benchmarks); the next request starts a new one. */
  async stop(): Promise<void> {
    const worker = this.#worker;
    if (!worker) return;
    this.#discard(worker, new Error('OCR stopped'));
    await worker.terminate();
  }

  #pump(): void {
    if (this.#current || this.#queue.length === 0) return;
    const job = this.#queue.shift() as Job;
    const id = this.#nextId++;
    const current: Running = { id, job, timer: null };
    this.#current = current;
    // The thread keeps the process alive only while it has work: an idle server or script may exit.
    this.#worker?.ref();
    this.warmUp().then(
      () => {
        const worker = this.#worker;
        if (this.#current !== current || !worker) return;
        current.timer = setTimeout(() => {
          this.#discard(worker, new Error('OCR timed out'));
          void worker.terminate();
        }, RECOGNITION_TIMEOUT_MS);
        // Transferring hands the bytes to the thread without a copy; a view into a larger buffer is copied first.
        const whole = job.image.byteOffset === 0 && job.image.byteLength === job.image.buffer.byteLength;
        const image = whole ? job.image : job.image.slice();
        worker.postMessage({ id, image } satisfies OcrRequest, [image.buffer as ArrayBuffer]);
      },
      (error: Error) => {
        if (this.#current !== current) return;
        this.#current = null;
        job.reject(error);
        this.#pump();
      },
    );
  }

  #finish(reply: Extract<OcrReply, { kind: 'result' }>): void {
    const current = this.#current;
    if (!current || current.id !== reply.id) return;
    if (current.timer) clearTimeout(current.timer);
    this.#current = null;
    const { job } = current;
    if (reply.ok) {
      job.resolve({
        lines: reply.lines,
        width: reply.width,
        height: reply.height,
        queuedMs: performance.now() - job.enqueuedAt - reply.prepareMs - reply.detectMs,
        prepareMs: reply.prepareMs,
        detectMs: reply.detectMs,
      });
    } else if (reply.reason === 'unreadable') job.reject(new OcrUnreadableImageError(reply.detail));
    else job.reject(new Error(`OCR failed: ${reply.detail}`));
    this.#idle();
    this.#pump();
  }

  #idle(): void {
    if (!this.#current && this.#queue.length === 0) this.#worker?.unref();
  }

  /** Forgets a dead or stopped thread, failing the image it held; waiting images go to a new one. */
  #discard(worker: Worker, error: Error): void {
    if (this.#worker !== worker) return;
    this.#worker = null;
    this.#ready = null;
    const current = this.#current;
    this.#current = null;
    if (current) {
      if (current.timer) clearTimeout(current.timer);
      current.job.reject(error);
    }
    this.#pump();
  }
}

const shared = new LicenseOcr();

/** Recognises the text rows of an image (png/jpeg bytes) on the shared OCR thread. */
export const recognizeImage = (image: Uint8Array): Promise<OcrReading> => shared.recognize(image);
/** Loads the models ahead of the first request; resolves with the load time in ms. */
export const warmUpOcr = (): Promise<number> => shared.warmUp();
export const stopOcr = (): Promise<void> => shared.stop();
