import type { OcrTextLine } from './license-fields.js';

/** Messages between the server and its OCR thread. */
export interface OcrRequest {
  id: number;
  /** The uploaded file's bytes, transferred rather than copied. */
  image: Uint8Array;
}

export interface OcrLine extends OcrTextLine {
  /** Mean recognition confidence of the row, 0–1. */
  confidence: number;
}

export type OcrReply =
  | { kind: 'ready'; loadMs: number }
  | { kind: 'failed'; detail: string }
  | {
      kind: 'result';
      id: number;
      ok: true;
      lines: OcrLine[];
      /** Size of the image as OCR saw it, after scaling. */
      width: number;
      height: number;
      prepareMs: number;
      detectMs: number;
    }
  | { kind: 'result'; id: number; ok: false; reason: 'unreadable' | 'error'; detail: string };
