import PDFDocument from 'pdfkit';
import type { PdfFont } from './pdf-protocol.js';

/** The documents' colours: text, secondary text (labels, notes) and rules. */
export const PDF_INK = '#1f2329';
export const PDF_MUTED = '#646a73';
export const PDF_RULE = '#c9cdd4';

export interface A4Pdf {
  doc: PDFKit.PDFDocument;
  /** The text width between the margins. */
  width: number;
  /** Ends the document and answers its bytes. */
  finish(): Promise<Uint8Array>;
}

/**
 * An A4 pdfkit document with the given margin and title, the CJK font
 * registered and selected (only the characters used are embedded, a subset),
 * collecting its bytes for `finish`.
 */
export function startA4Pdf(font: PdfFont, { title, margin }: { title: string; margin: number }): A4Pdf {
  const doc = new PDFDocument({ size: 'A4', margin, info: { Title: title, Author: '人力资源大数据管理平台' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', Buffer.from(font.bytes.buffer, font.bytes.byteOffset, font.bytes.byteLength), font.name);
  doc.font('cjk');
  return {
    doc,
    width: doc.page.width - margin * 2,
    finish: () => {
      doc.end();
      return done;
    },
  };
}
