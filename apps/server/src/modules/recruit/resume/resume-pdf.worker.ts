/**
 * The PDF thread. Laying out and subsetting a CJK font is plain JavaScript
 * (fontkit): 0.3–1 s of CPU per resume with Noto Sans CJK, which on the main
 * thread would stall every other request for as long.
 */
import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { writeResumePdf } from './resume-pdf.document.js';
import type { PdfReply, PdfRequest } from './resume-pdf.protocol.js';

const port = parentPort;
if (!port) throw new Error('resume-pdf.worker must run as a worker thread');

/** A font file is read once per thread (Noto Sans CJK's collection is about 20 MB). */
const fonts = new Map<string, Uint8Array>();

port.on('message', (request: PdfRequest) => {
  void (async () => {
    let reply: PdfReply;
    try {
      let bytes = fonts.get(request.fontPath);
      if (!bytes) {
        bytes = new Uint8Array(fs.readFileSync(request.fontPath));
        fonts.set(request.fontPath, bytes);
      }
      reply = { id: request.id, ok: true, bytes: await writeResumePdf(request.data, { bytes, name: request.fontName }) };
    } catch (error) {
      reply = { id: request.id, ok: false, detail: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply, reply.ok ? [reply.bytes.buffer as ArrayBuffer] : []);
  })();
});
