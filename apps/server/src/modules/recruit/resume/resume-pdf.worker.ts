/** The resume PDF thread (platform/pdf/pdf-thread.ts): one resume at a time. */
import { servePdfRequests } from '../../../platform/pdf/pdf-worker.js';
import { writeResumePdf, type ResumePdfData } from './resume-pdf.document.js';

servePdfRequests<ResumePdfData>(writeResumePdf);
