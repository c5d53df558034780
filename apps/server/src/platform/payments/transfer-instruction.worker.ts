/** The transfer instruction PDF thread (platform/pdf/pdf-thread.ts). */
import { servePdfRequests } from '../pdf/pdf-worker.js';
import { writeTransferInstructionPdf, type TransferInstruction } from './transfer-instruction.document.js';

servePdfRequests<TransferInstruction>(writeTransferInstructionPdf);
