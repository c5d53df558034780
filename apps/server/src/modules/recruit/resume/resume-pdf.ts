import type { Config } from '../../../config.js';
import { PdfThread } from '../../../platform/pdf/pdf-thread.js';
import type { ResumePdfData } from './resume-pdf.document.js';

const shared = new PdfThread<ResumePdfData>(import.meta.url, 'resume-pdf.worker', '简历');

/** Draws a resume as a PDF with the configured CJK font, on the resume PDF thread. */
export function renderResumePdf(config: Pick<Config, 'pdfFont'>, data: ResumePdfData): Promise<Uint8Array> {
  return shared.render(config.pdfFont, data);
}

/** Ends the PDF thread (tests); the next download starts a new one. */
export const stopPdfThread = (): Promise<void> => shared.stop();
