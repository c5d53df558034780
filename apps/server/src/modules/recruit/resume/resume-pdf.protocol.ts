import type { ResumePdfData } from './resume-pdf.document.js';

/** Messages between the server and its PDF thread. */
export interface PdfRequest {
  id: number;
  fontPath: string;
  fontName: string;
  data: ResumePdfData;
}

export type PdfReply = { id: number; ok: true; bytes: Uint8Array } | { id: number; ok: false; detail: string };
