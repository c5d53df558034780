import { Readable } from 'node:stream';
import type { Config } from '../../config.js';
import { PdfThread } from '../pdf/pdf-thread.js';
import { newObjectKey, type ObjectStore } from '../storage/object-store.js';
import type { FileUrlSigner } from '../storage/signed-url.js';
import type { TransferInstruction } from './transfer-instruction.document.js';

// Types only: the document module loads pdfkit and fontkit (~5 MB of heap), which belong on the PDF thread.
export type { TransferInstruction } from './transfer-instruction.document.js';

const shared = new PdfThread<TransferInstruction>(import.meta.url, 'transfer-instruction.worker', '转账指令');

/**
 * 转账指令: what an offline payout's 发起 prints for the person who makes the
 * transfer at the bank (payee, account, amount in figures and words, the
 * request number). Drawn on its own PDF thread with the configured CJK font.
 */
export function transferInstructionPdf(config: Pick<Config, 'pdfFont'>, instruction: TransferInstruction): Promise<Uint8Array> {
  return shared.render(config.pdfFont, instruction);
}

/** What printing and handing out an instruction needs of the server (the AppDeps fit). */
export interface InstructionFiles {
  config: Pick<Config, 'pdfFont'>;
  storage: ObjectStore;
  fileUrls: FileUrlSigner;
}

/**
 * Prints a 发起's 转账指令 and keeps it in the file store; answers its object
 * key, which the area's pay record keeps. Every payout area delivers it the
 * same way: the pay call's answer (and a repeat of it) carries the signed
 * link (`transferInstructionUrl`), so the document is the one printed when
 * the order went to the bank, not a later redrawing.
 */
export async function keepTransferInstruction(files: InstructionFiles, instruction: TransferInstruction): Promise<string> {
  const pdf = await transferInstructionPdf(files.config, instruction);
  const key = newObjectKey('document', 'pdf');
  await files.storage.put(key, Readable.from([Buffer.from(pdf)]));
  return key;
}

/** The signed link to a kept instruction; '' for a step that printed none (登记结果, demo data). */
export const transferInstructionUrl = (fileUrls: FileUrlSigner, key: string): string => (key ? fileUrls.sign(key).url : '');

/** Ends the PDF thread (tests); the next instruction starts a new one. */
export const stopTransferInstructionThread = (): Promise<void> => shared.stop();
