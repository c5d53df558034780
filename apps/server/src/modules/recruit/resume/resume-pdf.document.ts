import { PDF_INK as INK, PDF_MUTED as MUTED, PDF_RULE as RULE, startA4Pdf } from '../../../platform/pdf/pdf-document.js';
import type { PdfFont } from '../../../platform/pdf/pdf-protocol.js';

/**
 * A resume as the PDF prints it: every value already a display string
 * (labels looked up, numbers masked as the caller may see them), so drawing
 * needs nothing but this object and a font.
 */
export interface ResumePdfData {
  name: string;
  /** 性别, 年龄 … as label/value pairs, two to a row. */
  facts: Array<readonly [label: string, value: string]>;
  intention: Array<readonly [label: string, value: string]>;
  selfIntro: string;
  sections: Array<{ title: string; items: Array<{ heading: string; period: string; lines: string[] }> }>;
  /** Who produced it and when. */
  footer: string;
}

const MARGIN = 50;

/** Draws the resume on A4 with the given font and answers the PDF's bytes. */
export function writeResumePdf(data: ResumePdfData, font: PdfFont): Promise<Uint8Array> {
  // Only the characters used are embedded (a subset), so a resume stays near 100 KB.
  const { doc, width, finish } = startA4Pdf(font, { title: `个人简历 - ${data.name}`, margin: MARGIN });

  doc.fillColor(INK).fontSize(20).text('个人简历', { align: 'center' });
  doc.moveDown(0.6);
  doc.fontSize(16).text(data.name);
  doc.moveDown(0.3);
  pairs(doc, data.facts, width);

  heading(doc, '求职意向', width);
  pairs(doc, data.intention, width);
  if (data.selfIntro) {
    heading(doc, '自我评价', width);
    doc.fillColor(INK).fontSize(10.5).text(data.selfIntro, { width, lineGap: 2 });
  }

  for (const section of data.sections) {
    heading(doc, section.title, width);
    if (section.items.length === 0) doc.fillColor(MUTED).fontSize(10.5).text('暂无', { width });
    for (const item of section.items) {
      const top = doc.y;
      doc.fillColor(INK).fontSize(11).text(item.heading, MARGIN, top, { width: width - 150 });
      const below = doc.y;
      doc.fillColor(MUTED).fontSize(10).text(item.period, MARGIN + width - 150, top, { width: 150, align: 'right' });
      doc.x = MARGIN;
      doc.y = Math.max(below, doc.y);
      for (const line of item.lines) doc.fillColor(MUTED).fontSize(10).text(line, { width, lineGap: 1.5 });
      doc.moveDown(0.4);
    }
  }

  doc.moveDown(1);
  doc.fillColor(MUTED).fontSize(8.5).text(data.footer, MARGIN, doc.y, { width, align: 'right' });
  return finish();
}

function heading(doc: PDFKit.PDFDocument, title: string, width: number): void {
  doc.moveDown(0.8);
  doc.x = MARGIN;
  doc.fillColor(INK).fontSize(13).text(title, { width });
  const y = doc.y + 2;
  doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.6).strokeColor(RULE).stroke();
  doc.y = y + 6;
}

/** Label/value pairs two to a row, each half a line wide. */
function pairs(doc: PDFKit.PDFDocument, items: ReadonlyArray<readonly [string, string]>, width: number): void {
  const half = width / 2;
  for (let i = 0; i < items.length; i += 2) {
    const top = doc.y;
    let bottom = top;
    items.slice(i, i + 2).forEach(([label, value], k) => {
      doc.fillColor(INK).fontSize(10.5).text(`${label}：${value || '—'}`, MARGIN + k * half, top, { width: half - 10 });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = MARGIN;
    doc.y = bottom + 3;
  }
}
