import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { DOCUMENT_MAX_BYTES, ResultCode, tooLargeMessage } from '@hrbd/contract';
import type { ESignProviderCode } from '../../config.js';
import { AppError, badRequest } from '../errors.js';
import { newObjectKey, type ObjectStore } from '../storage/object-store.js';
import { detectType } from '../uploads/content-type.js';

/**
 * The platform's one way contract PDFs are kept and signed: an
 * ESignProvider. The contract domain registers model PDFs and stores signed
 * contracts through `esignProviderFor(config)`, never by talking to an
 * e-sign platform itself.
 *
 * The default provider is `local` (本地存证): the PDF stays in our object
 * store and its SHA-256 is kept beside the record, so 校验 can recompute it
 * later and tell an altered or missing file. `ESIGN_PROVIDER` selects
 * another provider; a real platform (云玑 and the like) would register the
 * template with its API and fetch the signed file from its callback, with
 * keys from its own env variables. None is built yet, so config refuses any
 * value but `local` at start rather than failing at the first signing.
 */

export interface StoredPdf {
  /** Object key of the PDF in our store. */
  objectKey: string;
  sha256: string;
  size: number;
  /** The provider's own reference (template or document id); the object key for `local`. */
  providerRef: string;
}

export interface PdfDigest {
  /** Null when the file is no longer in the store. */
  sha256: string | null;
  size: number;
}

export interface ESignProvider {
  /** Stored with each model and signing (`esign_provider`). */
  readonly code: string;
  readonly name: string;
  /** Registers an uploaded PDF (already in the store under `objectKey`) as a model: checks it is a PDF of at most 20 MB and digests it. */
  registerTemplate(store: ObjectStore, objectKey: string): Promise<StoredPdf>;
  /** Stores a signed contract's PDF and digests it: a signing becomes 已签署 only with this answer. `objectKey` only for the demo's fixed keys. */
  storeSigned(store: ObjectStore, pdf: Buffer, objectKey?: string): Promise<StoredPdf>;
  /** Recomputes a stored PDF's SHA-256 (校验). */
  digest(store: ObjectStore, objectKey: string): Promise<PdfDigest>;
}

export const NOT_A_PDF_MSG = '合同文件应为 PDF';
export const PDF_MISSING_MSG = '合同 PDF 不存在，请重新上传';

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function assertPdf(head: Buffer, size: number): void {
  if (detectType(head, size)?.ext !== 'pdf') throw badRequest(NOT_A_PDF_MSG);
  if (size > DOCUMENT_MAX_BYTES) throw new AppError(ResultCode.TOO_LARGE, tooLargeMessage('document'));
}

/** Streams a stored object through SHA-256, keeping its first bytes for the format check. */
async function readDigest(store: ObjectStore, objectKey: string): Promise<{ sha256: string; size: number; head: Buffer }> {
  const hash = createHash('sha256');
  let size = 0;
  const headChunks: Buffer[] = [];
  for await (const chunk of await store.get(objectKey)) {
    const bytes = chunk as Buffer;
    if (size < 8) headChunks.push(bytes);
    size += bytes.length;
    hash.update(bytes);
  }
  return { sha256: hash.digest('hex'), size, head: Buffer.concat(headChunks) };
}

/** 本地存证: the default; PDFs in our own store, digests beside their records. */
export const localESign: ESignProvider = {
  code: 'local',
  name: '本地存证',
  async registerTemplate(store, objectKey) {
    const stat = await store.stat(objectKey);
    if (!stat) throw badRequest(PDF_MISSING_MSG);
    if (stat.size > DOCUMENT_MAX_BYTES) throw new AppError(ResultCode.TOO_LARGE, tooLargeMessage('document'));
    const { sha256, size, head } = await readDigest(store, objectKey);
    assertPdf(head, size);
    return { objectKey, sha256, size, providerRef: objectKey };
  },
  async storeSigned(store, pdf, objectKey = newObjectKey('document', 'pdf')) {
    assertPdf(pdf.subarray(0, 8), pdf.length);
    await store.put(objectKey, Readable.from([pdf]));
    return { objectKey, sha256: sha256Of(pdf), size: pdf.length, providerRef: objectKey };
  },
  async digest(store, objectKey) {
    if (!objectKey || !(await store.exists(objectKey))) return { sha256: null, size: 0 };
    const { sha256, size } = await readDigest(store, objectKey);
    return { sha256, size };
  },
};

const PROVIDERS: Readonly<Record<ESignProviderCode, ESignProvider>> = { local: localESign };

/** The provider config selected (ESIGN_PROVIDER, local by default). */
export function esignProviderFor(config: { esignProvider: ESignProviderCode }): ESignProvider {
  return PROVIDERS[config.esignProvider];
}
