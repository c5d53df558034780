import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';
import type { PdfFont, PdfReply, PdfRequest } from './pdf-protocol.js';

/**
 * The body of a PDF thread's worker module: answers each request with the
 * bytes `draw` makes. A font file is read once per thread (Noto Sans CJK's
 * collection is about 20 MB).
 */
export function servePdfRequests<T>(draw: (data: T, font: PdfFont) => Promise<Uint8Array>): void {
  const port = parentPort;
  if (!port) throw new Error('a PDF worker must run as a worker thread');
  const fonts = new Map<string, Uint8Array>();
  port.on('message', (request: PdfRequest<T>) => {
    void (async () => {
      let reply: PdfReply;
      try {
        let bytes = fonts.get(request.fontPath);
        if (!bytes) {
          bytes = new Uint8Array(fs.readFileSync(request.fontPath));
          fonts.set(request.fontPath, bytes);
        }
        reply = { id: request.id, ok: true, bytes: await draw(request.data, { bytes, name: request.fontName }) };
      } catch (error) {
        reply = { id: request.id, ok: false, detail: error instanceof Error ? error.message : String(error) };
      }
      port.postMessage(reply, reply.ok ? [reply.bytes.buffer as ArrayBuffer] : []);
    })();
  });
}
