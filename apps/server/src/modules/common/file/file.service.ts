import type { BatchUrls, FileRecord } from '@hrbd/contract';
import { thirdUploadFields, type FileKind, MATERIAL_TYPES, wrongFormatMessage } from '@hrbd/contract';
import type { FastifyRequest } from 'fastify';
import type { DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { badRequest, notFound } from '../../../platform/errors.js';
import { isObjectKey } from '../../../platform/storage/object-store.js';
import { nowText } from '../../../platform/time.js';
import { claimedKind } from '../../../platform/uploads/content-type.js';
import { displayName, parseFields, readMultipartForm, requireFile } from '../../../platform/uploads/multipart.js';
import { receiveFile, type ReceivedFile } from '../../../platform/uploads/receive.js';
import * as repo from './file.repository.js';

export type StoredUpload = ReceivedFile & { fileName: string };

/** How a file arrived, kept with it. */
export type FileSource = 'fileManage' | 'third' | 'material' | 'tus';

export interface FileOwner {
  source: FileSource;
  cmpyCode?: string;
  materialType?: number | null;
  materialName?: string;
}

/** The kind a material type holds. */
export function kindOfMaterialType(materialType: number | undefined | null): FileKind | undefined {
  if (materialType === MATERIAL_TYPES.IMAGE) return 'image';
  if (materialType === MATERIAL_TYPES.VIDEO) return 'video';
  return undefined;
}

/** A stored object described with a freshly signed URL. */
export function fileRecordOf(
  deps: AppDeps,
  file: { objectKey: string; fileName: string; fileSize: number; fileKind: string; contentType: string },
): FileRecord {
  const signed = deps.fileUrls.sign(file.objectKey);
  return {
    objectKey: file.objectKey,
    url: signed.url,
    fileName: file.fileName,
    fileSize: file.fileSize,
    fileType: file.fileKind === 'video' || file.fileKind === 'document' ? file.fileKind : 'image',
    contentType: file.contentType,
    expireTime: signed.expireTime,
  };
}

/** Writes the catalogue row of a stored object; if that fails the object goes too, so nothing is left unlisted. */
export async function recordFile(
  deps: AppDeps,
  actor: Actor | undefined,
  file: StoredUpload,
  owner: FileOwner,
  db: DbOrTrx = deps.db,
): Promise<void> {
  try {
    await repo.insertFile(db, {
      objectKey: file.objectKey,
      fileKind: file.kind,
      contentType: file.contentType,
      fileSize: file.size,
      md5: file.md5,
      fileName: file.fileName,
      source: owner.source,
      cmpyCode: owner.cmpyCode ?? '',
      materialType: owner.materialType ?? null,
      materialName: owner.materialName ?? '',
      uploaderId: actor?.userId ?? null,
      createTime: nowText(),
    });
  } catch (error) {
    await deps.storage.delete(file.objectKey);
    throw error;
  }
}

/** Streams the form's `multipartFile` into the store, checked by content (`expect` limits it to one kind). */
function storeFormFile(deps: AppDeps, request: FastifyRequest, expectOf: (fields: Record<string, string>) => FileKind | undefined) {
  return readMultipartForm(request, async (part, fieldsBefore): Promise<StoredUpload> => {
    const received = await receiveFile(deps.storage, part.file, {
      expect: expectOf(fieldsBefore),
      claimed: claimedKind(part.filename, part.mimetype),
    });
    return { ...received, fileName: displayName(part.filename) };
  }, (stored) => deps.storage.delete(stored.objectKey));
}

/** fileManage/uploadFile: one image, video or document (PDF, DOCX, XLSX: policy attachments). */
export async function uploadFile(deps: AppDeps, actor: Actor, request: FastifyRequest): Promise<FileRecord> {
  const { file } = await storeFormFile(deps, request, () => undefined);
  const stored = requireFile(file);
  await recordFile(deps, actor, stored, { source: 'fileManage' });
  return fileRecordOf(deps, { ...stored, fileSize: stored.size, fileKind: stored.kind });
}

/**
 * third/uploadFile: a company's image or video. `materialType` limits the
 * kind; sent after the file it is checked once the file is in, and a
 * mismatching file is removed again.
 */
export async function thirdUploadFile(deps: AppDeps, actor: Actor, request: FastifyRequest) {
  const { fields, file } = await storeFormFile(deps, request, (before) => {
    const type = Number(before.materialType);
    return kindOfMaterialType(Number.isInteger(type) ? type : undefined);
  });
  const stored = requireFile(file);
  try {
    const form = parseFields(thirdUploadFields, fields);
    if (form.cmpyCode && !(await deps.lookups.companyExists(form.cmpyCode))) throw notFound(`企业编号“${form.cmpyCode}”不存在`);
    const expected = kindOfMaterialType(form.materialType);
    // A company's material is a picture or a video; documents are for fileManage/uploadFile.
    if (stored.kind === 'document' || (expected && stored.kind !== expected)) throw badRequest(wrongFormatMessage(expected));
    await recordFile(deps, actor, stored, { source: 'third', ...form });
    const record = fileRecordOf(deps, { ...stored, fileSize: stored.size, fileKind: stored.kind });
    return {
      ...record,
      url: form.returnUrl ? record.url : '',
      materialName: form.materialName || stored.fileName,
      cmpyCode: form.cmpyCode,
      materialType: form.materialType ?? null,
    };
  } catch (error) {
    await deps.storage.delete(stored.objectKey);
    throw error;
  }
}

/** The keys among `objectKeys` that `userId` uploaded. */
export function keysUploadedBy(db: DbOrTrx, objectKeys: readonly string[], userId: number): Promise<string[]> {
  return repo.keysUploadedBy(db, objectKeys, userId);
}

/**
 * Signed URLs for known keys; unknown or malformed keys are listed as missing.
 * No permission check: for a domain that has checked the caller may read the
 * record holding the keys. Callers asking by key go through `file-access.ts`.
 */
export async function batchUrls(deps: AppDeps, objectKeys: readonly string[]): Promise<BatchUrls> {
  const wanted = [...new Set(objectKeys)];
  const valid = wanted.filter(isObjectKey);
  const rows = valid.length > 0 ? await repo.findByKeys(deps.db, valid) : [];
  const byKey = new Map(rows.map((row) => [row.objectKey, row]));
  return {
    files: wanted.flatMap((key) => {
      const row = byKey.get(key);
      return row ? [fileRecordOf(deps, row)] : [];
    }),
    missing: wanted.filter((key) => !byKey.has(key)),
  };
}
