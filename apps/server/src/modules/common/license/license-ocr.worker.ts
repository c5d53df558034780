/**
 * The OCR thread. PaddleOCR through @gutenye/ocr-node spends seconds of plain
 * JavaScript per image (pixel conversion, contour search) besides the ONNX
 * run; on the main thread that would stall every other request, so it runs
 * here. The models load once when the thread starts and stay loaded.
 */
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import Ocr from '@gutenye/ocr-node';
import sharp from 'sharp';
import type { OcrReply, OcrRequest } from './license-ocr.protocol.js';

/** What @gutenye/ocr-node returns per row; its own typings declare the instance as `any`. */
interface GutenLine {
  text: string;
  mean: number;
  box?: number[][];
}
interface GutenOcr {
  /** Takes what sharp() takes: a path or the encoded image bytes. */
  detect(image: string | Buffer): Promise<GutenLine[]>;
}

/**
 * Images are scaled so the longer side is 1,000–1,600 px: detection runs at
 * full size, so a 12-megapixel phone photo would take many times longer
 * without reading better, while a small scan gains from being enlarged.
 */
const MAX_SIDE = 1600;
const MIN_SIDE = 1000;
/** Bounds decoding memory for a hostile image (a 10 MB file can claim huge dimensions). */
const MAX_INPUT_PIXELS = 100_000_000;

const port = parentPort;
if (!port) throw new Error('license-ocr.worker must run as a worker thread');

async function loadModels(): Promise<GutenOcr> {
  const engine: GutenOcr = await Ocr.create({
    // One recognition at a time (the main thread queues the rest), so it may use every core.
    onnxOptions: { intraOpNumThreads: os.availableParallelism(), interOpNumThreads: 1, executionProviders: ['cpu'] },
  });
  // The first run allocates ONNX's buffers; do it now rather than in the first person's request.
  const blank = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } }).png().toBuffer();
  await engine.detect(blank);
  return engine;
}

async function prepare(bytes: Uint8Array): Promise<{ png: Buffer; width: number; height: number }> {
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
  const { width = 0, height = 0 } = await image.metadata();
  const target = Math.min(MAX_SIDE, Math.max(MIN_SIDE, width, height));
  // rotate() applies the EXIF orientation of phone photos; flatten() puts transparency on white.
  const { data, info } = await image
    .rotate()
    .resize({ width: target, height: target, fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 0 })
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

const started = performance.now();
const models = loadModels();
models.then(
  () => port.postMessage({ kind: 'ready', loadMs: performance.now() - started } satisfies OcrReply),
  (error: unknown) => port.postMessage({ kind: 'failed', detail: String(error) } satisfies OcrReply),
);

port.on('message', async (request: OcrRequest) => {
  let reply: OcrReply;
  try {
    const engine = await models;
    const t0 = performance.now();
    let prepared: Awaited<ReturnType<typeof prepare>>;
    try {
      prepared = await prepare(request.image);
    } catch (error) {
      port.postMessage({ kind: 'result', id: request.id, ok: false, reason: 'unreadable', detail: String(error) } satisfies OcrReply);
      return;
    }
    const t1 = performance.now();
    const rows = await engine.detect(prepared.png);
    const lines = rows.map(({ text, mean, box }) => {
      const xs = box?.map((p) => p[0]) ?? [];
      const ys = box?.map((p) => p[1]) ?? [];
      return xs.length
        ? { text, confidence: mean, left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) }
        : { text, confidence: mean };
    });
    reply = {
      kind: 'result',
      id: request.id,
      ok: true,
      lines,
      width: prepared.width,
      height: prepared.height,
      prepareMs: t1 - t0,
      detectMs: performance.now() - t1,
    };
  } catch (error) {
    reply = { kind: 'result', id: request.id, ok: false, reason: 'error', detail: String(error) };
  }
  port.postMessage(reply);
});
