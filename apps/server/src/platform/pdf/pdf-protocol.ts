/** Messages between the server and a PDF thread (pdf-thread.ts, pdf-worker.ts). */
export interface PdfRequest<T> {
  id: number;
  fontPath: string;
  fontName: string;
  data: T;
}

export type PdfReply = { id: number; ok: true; bytes: Uint8Array } | { id: number; ok: false; detail: string };

/** A CJK font: the bytes of a .ttf/.otf/.ttc file and, for a collection, the face's PostScript name. */
export interface PdfFont {
  bytes: Uint8Array;
  name: string;
}
