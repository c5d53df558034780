import {
  IMAGE_MAX_BYTES,
  MATERIAL_MACHINE,
  MATERIAL_STATE,
  ResultCode,
  tooLargeMessage,
  TUS_PATH,
  uploadMaterialFields,
  uploadMaterialFieldsBeforeFile,
  wrongFormatMessage,
  type MaterialRecord,
  type Page,
} from '@hrbd/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { AppError, badRequest, conflict, forbidden, found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import { moveStates, type StateChanges } from '../../../platform/state-move.js';
import type { PageRequest } from '../../../platform/paging.js';
import { formatTime, nowText, parseTime } from '../../../platform/time.js';
import { claimedKind } from '../../../platform/uploads/content-type.js';
import { displayName, parseFields, readMultipartForm } from '../../../platform/uploads/multipart.js';
import { MD5_MISMATCH_MSG, receiveFile } from '../../../platform/uploads/receive.js';
import type { TusMetadata } from '../../../platform/uploads/tus.js';
import { kindOfMaterialType, recordFile, type StoredUpload } from '../file/file.service.js';
import { requireGroupFor } from './material-group.service.js';
import * as repo from './material.repository.js';
import type { NewMaterial, NewMaterialGroup } from './material.table.js';

type MaterialRow = NonNullable<Awaited<ReturnType<typeof repo.findByCode>>>;
type MaterialFields = z.output<typeof uploadMaterialFields>;

const MATERIAL_MISSING = '素材不存在';
const NOT_UPLOADED = '素材尚未上传完成';
const ALREADY_FAILED = '素材已标记为上传失败，请重新上传';
const ALREADY_DONE = '素材已上传成功，不能再更改';
const REPORTED_FAILED = '客户端上报上传失败';

/** Where a material's upload state lives (CONTRIBUTING: A state move). */
const MATERIAL_HOME = { table: 'comMaterial', key: 'id', state: 'state', machine: MATERIAL_MACHINE } as const;

export function recordOf(deps: AppDeps, row: MaterialRow): MaterialRecord {
  const ready = row.state === MATERIAL_STATE.SUCCESS && row.objectKey !== null;
  return {
    materialCode: row.materialCode,
    cmpyCode: row.cmpyCode,
    materialType: row.materialType,
    materialName: row.materialName,
    fileName: row.fileName,
    fileSize: Number(row.fileSize),
    md5: row.md5,
    groupCode: row.groupCode,
    groupName: row.groupName,
    state: row.state,
    objectKey: row.objectKey,
    url: ready && row.objectKey ? deps.fileUrls.sign(row.objectKey).url : '',
    createTime: row.createTime,
    updateTime: row.updateTime,
  };
}

export interface Registration extends MaterialRecord {
  exists: boolean;
  uploadUrl: string | null;
}

const uploadUrlOf = (row: MaterialRow) => (row.state === MATERIAL_STATE.UPLOADING && row.uploadId ? `${TUS_PATH}/${row.uploadId}` : null);

async function reload(deps: AppDeps, materialCode: string): Promise<MaterialRow> {
  return found(await repo.findByCode(deps.db, materialCode), MATERIAL_MISSING);
}

/**
 * Stores an arrived file as the material's: only while it is 上传中, only
 * the registered file (md5) and only the registered kind. The material and
 * the file row change together.
 */
async function attachFile(deps: AppDeps, actor: Actor | undefined, row: MaterialRow, file: StoredUpload): Promise<MaterialRow> {
  if (file.md5 !== row.md5) throw badRequest(MD5_MISMATCH_MSG);
  const expected = kindOfMaterialType(row.materialType);
  if (expected && file.kind !== expected) throw badRequest(wrongFormatMessage(expected));
  await deps.db.transaction().execute(async (trx) => {
    if (row.state !== MATERIAL_STATE.UPLOADING) throw conflict(row.state === MATERIAL_STATE.FAIL ? ALREADY_FAILED : ALREADY_DONE);
    await moveStates(trx, MATERIAL_HOME, {
      action: 'arrive',
      rows: [{ key: row.id, state: row.state }],
      changes: { objectKey: file.objectKey, fileSize: file.size, uploadId: null, failReason: '', updateTime: nowText() },
    });
    await recordFile(deps, actor, file, { source: 'material', cmpyCode: row.cmpyCode, materialType: row.materialType, materialName: row.materialName }, trx);
  });
  return reload(deps, row.materialCode);
}

/** Finds or creates the company's material for this md5; a failed one is put back to 上传中. */
async function materialFor(deps: AppDeps, actor: Actor, fields: MaterialFields): Promise<MaterialRow> {
  const now = nowText();
  let row = await repo.findByMd5(deps.db, fields.cmpyCode, fields.md5);
  if (!row) {
    const materialCode = fields.materialCode ?? randomCode();
    if (fields.materialCode && (await repo.findByCode(deps.db, materialCode))) throw conflict('素材编号已存在，请刷新后重试');
    await repo.insertMaterial(deps.db, {
      materialCode,
      cmpyCode: fields.cmpyCode,
      materialType: fields.materialType,
      materialName: fields.materialName,
      fileName: fields.fileName,
      fileSize: fields.fileSize,
      md5: fields.md5,
      groupCode: fields.groupCode ?? '',
      state: MATERIAL_STATE.UPLOADING,
      objectKey: null,
      uploadId: null,
      failReason: '',
      uploaderId: actor.userId,
      createTime: now,
      updateTime: now,
    });
    // Either ours or the one a simultaneous registration of the same file inserted first.
    row = found(await repo.findByMd5(deps.db, fields.cmpyCode, fields.md5), MATERIAL_MISSING);
  }
  if (row.state === MATERIAL_STATE.FAIL) {
    await moveStates(deps.db, MATERIAL_HOME, {
      action: 'reupload',
      rows: [{ key: row.id, state: row.state }],
      changes: {
        materialType: fields.materialType,
        materialName: fields.materialName,
        fileName: fields.fileName,
        fileSize: fields.fileSize,
        groupCode: fields.groupCode ?? '',
        objectKey: null,
        uploadId: null,
        failReason: '',
        uploaderId: actor.userId,
        updateTime: now,
      },
    });
    row = await reload(deps, row.materialCode);
  }
  return row;
}

/**
 * uploadMaterial: registers a material by its md5 before (or with) its file.
 * A file the company already has answers `exists` (秒传) and is not stored
 * again; otherwise the material is 上传中 and its file comes in this form
 * (`multipartFile`, usual for pictures) or over tus (videos), resuming an
 * earlier upload when one is left.
 */
export async function registerMaterial(deps: AppDeps, actor: Actor, request: FastifyRequest): Promise<Registration> {
  const form = request.isMultipart()
    ? await readMultipartForm(request, async (part, before): Promise<StoredUpload | null> => {
        // The fields sent before the file decide a 秒传: checked by the contract first, as the whole form is after.
        const { md5, cmpyCode } = parseFields(uploadMaterialFieldsBeforeFile, before);
        if (md5) {
          const known = await repo.findByMd5(deps.db, cmpyCode, md5);
          // Already stored: let the rest of the file pass unread into nowhere.
          if (known?.state === MATERIAL_STATE.SUCCESS) {
            part.file.resume();
            return null;
          }
        }
        const received = await receiveFile(deps.storage, part.file, {
          expect: kindOfMaterialType(Number(before.materialType)),
          claimed: claimedKind(part.filename, part.mimetype),
          md5,
        });
        return { ...received, fileName: displayName(part.filename) };
      }, async (stored) => {
        if (stored) await deps.storage.delete(stored.objectKey);
      })
    : { fields: (request.body ?? {}) as Record<string, unknown>, file: null };
  const file = form.file;
  let kept = false;
  try {
    const fields = parseFields(uploadMaterialFields, form.fields);
    if (fields.groupCode) await requireGroupFor(deps, fields.groupCode, fields.materialType, fields.cmpyCode);
    let row = await materialFor(deps, actor, fields);
    if (row.state === MATERIAL_STATE.SUCCESS) return { ...recordOf(deps, row), exists: true, uploadUrl: null };
    if (file) {
      row = await attachFile(deps, actor, row, file);
      kept = true;
    }
    return { ...recordOf(deps, row), exists: false, uploadUrl: row.uploaderId === actor.userId ? uploadUrlOf(row) : null };
  } finally {
    if (file && !kept) await deps.storage.delete(file.objectKey);
  }
}

export async function pageMaterials(deps: AppDeps, filter: repo.MaterialFilter, page: PageRequest): Promise<Page<MaterialRecord>> {
  const result = await repo.pageMaterials(deps.db, filter, page);
  return { records: result.records.map((row) => recordOf(deps, row)), total: result.total };
}

export async function materialUrl(deps: AppDeps, materialCode: string) {
  const row = found(await repo.findByCode(deps.db, materialCode), MATERIAL_MISSING);
  if (row.state !== MATERIAL_STATE.SUCCESS || !row.objectKey) throw conflict(NOT_UPLOADED);
  const signed = deps.fileUrls.sign(row.objectKey);
  return {
    materialCode: row.materialCode,
    materialType: row.materialType,
    materialName: row.materialName,
    fileName: row.fileName,
    objectKey: row.objectKey,
    url: signed.url,
    expireTime: signed.expireTime,
  };
}

/** updateVideoState: see the contract entry for the moves it allows. */
export async function updateVideoState(deps: AppDeps, materialCode: string, state: number) {
  const row = found(await repo.findByCode(deps.db, materialCode), MATERIAL_MISSING);
  const answer = { materialCode, state };
  if (state === MATERIAL_STATE.SUCCESS) {
    if (row.state === MATERIAL_STATE.SUCCESS) return answer;
    if (row.state === MATERIAL_STATE.FAIL) throw conflict(ALREADY_FAILED);
    // Only the server's check of the arrived file makes a material 上传成功.
    throw conflict('视频文件尚未上传完成，不能标记为上传成功');
  }
  if (row.state !== MATERIAL_STATE.UPLOADING) throw conflict(row.state === MATERIAL_STATE.FAIL ? ALREADY_FAILED : ALREADY_DONE);
  await moveStates(deps.db, MATERIAL_HOME, {
    action: 'fail',
    rows: [{ key: row.id, state: row.state }],
    changes: { failReason: REPORTED_FAILED, uploadId: null, updateTime: nowText() },
  });
  return answer;
}

/* ----- resumable uploads of a material (tus hooks) ----- */

async function materialOfUpload(deps: AppDeps, meta: TusMetadata): Promise<MaterialRow> {
  return found(await repo.findByCode(deps.db, meta.materialCode ?? ''), MATERIAL_MISSING);
}

/** Before a tus upload of a material starts: it must be 上传中, registered by the caller, and this very file. */
export async function beginUpload(deps: AppDeps, actor: Actor, meta: TusMetadata, size: number, uploadId: string) {
  const row = await materialOfUpload(deps, meta);
  if (row.state === MATERIAL_STATE.SUCCESS) throw conflict('素材已上传成功，无需重复上传');
  if (row.state === MATERIAL_STATE.FAIL) throw conflict(ALREADY_FAILED);
  if (row.uploaderId !== actor.userId && !actor.isAdmin) throw forbidden('只能上传本人登记的素材');
  if (size !== Number(row.fileSize)) throw badRequest('文件大小与登记的素材不一致，请重新选择文件');
  if (meta.md5 && meta.md5.toLowerCase() !== row.md5) throw badRequest('文件与登记的素材不一致，请重新选择文件');
  const expect = kindOfMaterialType(row.materialType);
  if (expect === 'image' && size > IMAGE_MAX_BYTES) throw new AppError(ResultCode.TOO_LARGE, tooLargeMessage('image'));
  await repo.recordUploadId(deps.db, row.id, uploadId, nowText());
  return { expect };
}

export async function finishUpload(deps: AppDeps, actor: Actor, meta: TusMetadata, file: StoredUpload): Promise<void> {
  await attachFile(deps, actor, await materialOfUpload(deps, meta), file);
}

/** A refused or cancelled upload fails its material (if still 上传中), with the reason kept. */
export async function failUpload(deps: AppDeps, meta: TusMetadata, reason: string): Promise<void> {
  const row = await repo.findByCode(deps.db, meta.materialCode ?? '');
  if (!row) return;
  await failIfUploading(deps.db, row, { failReason: reason.slice(0, 200), uploadId: null, updateTime: nowText() });
}

/** Moves a material to 上传失败 unless it has left 上传中 meanwhile (then it is left as it is); answers whether it moved. */
async function failIfUploading(db: DbOrTrx, row: { id: number; state: number }, changes: StateChanges<'comMaterial'>): Promise<boolean> {
  if (!MATERIAL_MACHINE.can('fail', row.state)) return false;
  try {
    await moveStates(db, MATERIAL_HOME, { action: 'fail', rows: [{ key: row.id, state: row.state }], changes });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === ResultCode.CONFLICT) return false;
    throw error;
  }
}

/** A material 上传中 this long was given up (the tus upload behind it expires after as long). */
const STALLED_AFTER_MS = 24 * 3600_000;
const STALLED = '上传超时：超过 24 小时未完成，请重新上传';

const STALLED_BATCH = 200;

/** The scheduler's sweep (素材上传超时): 上传中 for 24 h → 上传失败 along MATERIAL_MACHINE; one whose file arrived meanwhile is left. Answers how many. */
export async function failStalledUploads(deps: AppDeps, now: string): Promise<number> {
  const before = formatTime(parseTime(now) - STALLED_AFTER_MS);
  let failed = 0;
  for (;;) {
    const due = await repo.uploadingSince(deps.db, before, STALLED_BATCH);
    let failedNow = 0;
    for (const row of due) if (await failIfUploading(deps.db, row, { failReason: STALLED, uploadId: null, updateTime: now })) failedNow++;
    failed += failedNow;
    // A short batch was the last; a batch that moved nothing would only be read again.
    if (due.length < STALLED_BATCH || failedNow === 0) return failed;
  }
}

/** The keys among `objectKeys` that hold some material's file (files readable with the material list). */
export function materialKeysAmong(db: DbOrTrx, objectKeys: readonly string[]): Promise<string[]> {
  return repo.objectKeysAmong(db, objectKeys);
}

/** A material as another module names it (a course chapter's video). */
export interface MaterialRef {
  id: number;
  materialCode: string;
  materialType: number;
  materialName: string;
  state: number;
  /** Signed URL when 上传成功, else ''. */
  url: string;
}

const refOf = (deps: AppDeps, row: MaterialRow): MaterialRef => {
  const { url } = recordOf(deps, row);
  return { id: Number(row.id), materialCode: row.materialCode, materialType: row.materialType, materialName: row.materialName, state: row.state, url };
};

export async function materialByCode(deps: AppDeps, db: DbOrTrx, materialCode: string): Promise<MaterialRef | undefined> {
  const row = await repo.findByCode(db, materialCode);
  return row ? refOf(deps, row) : undefined;
}

export async function materialsByIds(deps: AppDeps, db: DbOrTrx, ids: readonly number[]): Promise<Map<number, MaterialRef>> {
  const rows = await repo.findByIds(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [Number(row.id), refOf(deps, row)]));
}

/**
 * A demo seed's materials: their group (or the company's group of that name
 * already there) and the materials, 上传成功 with their files already in the
 * store. Answers the materials' ids in order (a file the company already has
 * keeps its material, as a 秒传 would).
 */
export async function insertSeededMaterials(db: DbOrTrx, group: NewMaterialGroup, materials: ReadonlyArray<Omit<NewMaterial, 'groupCode'>>): Promise<number[]> {
  await repo.insertGroup(db, group);
  const groups = await repo.listGroups(db, { groupType: group.groupType, cmpyCode: group.cmpyCode });
  const groupCode = found(groups.find((g) => g.groupName === group.groupName), '分组不存在').groupCode;
  const ids: number[] = [];
  for (const material of materials) {
    await repo.insertMaterial(db, { ...material, groupCode });
    ids.push(Number(found(await repo.findByMd5(db, material.cmpyCode, material.md5), MATERIAL_MISSING).id));
  }
  return ids;
}
