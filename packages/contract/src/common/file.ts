import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { timeText, decimal } from '../core/fields.js';
import { DOCUMENT_FORMATS, FILE_URL_TTL_SECONDS, IMAGE_FORMATS, VIDEO_FORMATS } from './upload.js';

/**
 * Object keys are made by the server, never from a client's file name:
 * `{kind}/{yyyyMM}/{32 hex}.{extension of the detected format}`.
 */
export const OBJECT_KEY_PATTERN = new RegExp(
  `^(image|video|document)/\\d{6}/[0-9a-f]{32}\\.(${[...IMAGE_FORMATS, ...VIDEO_FORMATS, ...DOCUMENT_FORMATS].join('|')})$`,
);

/** Material type of an upload: 1 image, 2 video (spec §3). */
export const MATERIAL_TYPES = { IMAGE: 1, VIDEO: 2 } as const;
export const MATERIAL_TYPE_LABELS: Record<number, string> = { 1: '图片', 2: '视频' };

/** A stored file with a signed URL valid until `expireTime` ({@link FILE_URL_TTL_SECONDS} seconds). */
export const fileRecord = z.object({
  objectKey: z.string(),
  /** Same-origin path `/files/{objectKey}?expires=…&sig=…`. */
  url: z.string(),
  /** The client's file name, for display only. */
  fileName: z.string(),
  fileSize: z.number().int(),
  fileType: z.enum(['image', 'video', 'document']),
  contentType: z.string(),
  expireTime: timeText,
});
export type FileRecord = z.infer<typeof fileRecord>;

const batchUrls = z.object({
  files: z.array(fileRecord),
  /** Requested keys no stored file has (unknown, malformed or deleted). */
  missing: z.array(z.string()),
});
export type BatchUrls = z.infer<typeof batchUrls>;

/** Keys arrive repeated (`objectKeys=a&objectKeys=b`) or comma-separated (`objectKeys=a,b`). */
const objectKeys = z
  .preprocess(
    (v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
        .map((item) => (typeof item === 'string' ? item.trim() : item))
        .filter((item) => item !== '' && item !== undefined),
    z.array(z.string().max(200)).min(1).max(100),
  )
  .describe('文件标识');

const batchQuery = z.object({ objectKeys });

const multipartFile = z.unknown().describe('文件');
export const fileApi = defineEndpoints('common', 'file', {
  uploadFile: {
    method: 'POST',
    path: '/backend-common/fileManage/uploadFile',
    summary: '上传文件（图片或视频，按内容识别格式）',
    access: 'signedIn',
    audit: true,
    bodyKind: 'multipart',
    body: z.object({ multipartFile }),
    response: fileRecord,
  },

  batchQueryUrl: {
    method: 'GET',
    path: '/backend-common/fileManage/batchQueryUrl',
    summary: '批量获取文件访问地址',
    access: 'signedIn',
    audit: false,
    query: batchQuery,
    response: batchUrls,
  },
});

const formFlag = z
  .preprocess((v) => (v === undefined || v === '' ? true : !['0', 'false', 'no'].includes(String(v).toLowerCase())), z.boolean())
  .describe('是否返回访问地址');

export const thirdUploadFields = z.object({
  cmpyCode: z.string().trim().max(64).default('').describe('企业编号'),
  materialType: decimal(
    z
      .number()
      .int()
      .refine((v) => v === MATERIAL_TYPES.IMAGE || v === MATERIAL_TYPES.VIDEO, { error: '素材类型取值应为 1、2 之一' }),
  )
    .optional()
    .describe('素材类型'),
  materialName: z.string().trim().max(100).default('').describe('素材名称'),
  returnUrl: formFlag.default(true),
});
export const thirdFileApi = defineEndpoints('common', 'thirdFile', {
  uploadFile: {
    method: 'POST',
    path: '/backend-common/third/uploadFile',
    summary: '第三方上传文件（企业素材图片或视频）',
    access: 'signedIn',
    audit: true,
    bodyKind: 'multipart',
    body: thirdUploadFields.extend({ multipartFile }),
    response: fileRecord.extend({
      materialName: z.string(),
      cmpyCode: z.string(),
      materialType: z.number().int().nullable(),
    }),
  },

  batchQueryUrl: {
    method: 'GET',
    path: '/backend-common/third/batchQueryUrl',
    summary: '第三方批量获取文件访问地址',
    access: 'signedIn',
    audit: false,
    query: batchQuery,
    response: batchUrls,
  },
});
