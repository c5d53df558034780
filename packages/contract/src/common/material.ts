import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { enumFilter, textFilter, timeText, decimal } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { defineStateMachine } from '../core/state-machine.js';
import { MATERIAL_TYPES } from './file.js';
import { MAX_BYTES_BY_KIND, tooLargeMessage } from './upload.js';
import { perm } from '../system/resource-tree.js';

/**
 * Upload state of a material. 0 and 1 are the values updateVideoState takes
 * (spec §7: state 0 success, 1 fail); 2 is a registered material whose file
 * has not arrived yet.
 */
export const MATERIAL_STATE = { SUCCESS: 0, FAIL: 1, UPLOADING: 2 } as const;
export type MaterialState = (typeof MATERIAL_STATE)[keyof typeof MATERIAL_STATE];
export const MATERIAL_STATE_LABELS: Record<MaterialState, string> = { 0: '上传成功', 1: '上传失败', 2: '上传中' };

/**
 * A material's upload life. It leaves 上传中 once: to 上传成功 when its file has
 * arrived and passed the content check (arrive), or to 上传失败 (fail: the
 * uploader gave up, the upload was refused, or 24 h passed). Registering the
 * same file again (uploadMaterial) puts a failed material back to 上传中.
 */
export const MATERIAL_MACHINE = defineStateMachine({
  subject: '素材',
  states: MATERIAL_STATE_LABELS,
  actions: { arrive: '完成上传', fail: '标记为上传失败', reupload: '重新上传' },
  transitions: [
    { action: 'arrive', from: [MATERIAL_STATE.UPLOADING], to: MATERIAL_STATE.SUCCESS },
    { action: 'fail', from: [MATERIAL_STATE.UPLOADING], to: MATERIAL_STATE.FAIL },
    { action: 'reupload', from: [MATERIAL_STATE.FAIL], to: MATERIAL_STATE.UPLOADING },
  ],
});

/** Material group kinds (groupType): the material type the group holds. */
export const MATERIAL_GROUP_TYPES = MATERIAL_TYPES;

/**
 * The envelope code uploadMaterial answers when a material with the same md5
 * already exists for the company (秒传): HTTP 200, `code: 0`,
 * `msg: 文件已存在，上传成功`, and `data` the existing material
 * (`exists: true`). The file must not be sent. Every other answer follows the
 * usual envelope (`code: 200` with `exists: false`: send the file over tus
 * with `materialCode` in its metadata, resuming at `uploadUrl` when given).
 */
export const MATERIAL_EXISTS_CODE = 0;

const MD5 = /^[0-9a-fA-F]{32}$/;

export const materialRecord = z.object({
  materialCode: z.string(),
  cmpyCode: z.string(),
  materialType: z.number().int(),
  materialName: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  md5: z.string(),
  groupCode: z.string(),
  groupName: z.string(),
  state: z.number().int(),
  /** Stored object, once the file has arrived. */
  objectKey: z.string().nullable(),
  /** Signed URL when the state is 上传成功, else empty. */
  url: z.string(),
  createTime: timeText,
  updateTime: timeText,
});
export type MaterialRecord = z.infer<typeof materialRecord>;

/** 素材管理's fields, list order; 预览 is the picture itself (a play mark for a video). */
export const MATERIAL_LABELS = defineLabels({
  url: field.dict('预览'),
  materialName: field.name('素材名称'),
  fileName: field.name('文件名称'),
  fileSize: field.number('文件大小'),
  groupName: field.dict('分组'),
  state: field.state('上传状态'),
  createTime: field.time('上传时间'),
});

/** uploadMaterial's form fields (multipart form data, as the original console sends them). */
export const uploadMaterialFields = z.object({
  cmpyCode: z.string().trim().max(64).default('').describe('企业编号'),
  materialType: decimal(
    z
      .number()
      .int()
      .refine((v) => v === MATERIAL_TYPES.IMAGE || v === MATERIAL_TYPES.VIDEO, { error: '素材类型取值应为 1、2 之一' }),
  )
    .describe('素材类型'),
  materialName: z.string().trim().min(1).max(100).describe('素材名称'),
  fileName: z.string().trim().min(1).max(200).describe('文件名称'),
  fileSize: decimal(z.number().int().min(1)).describe('文件大小'),
  md5: z.string().trim().regex(MD5, { error: 'MD5 应为 32 位十六进制字符' }).transform((v) => v.toLowerCase()).describe('文件MD5'),
  /** Chosen by the console (a random 32-character id) or, when absent, by the server. */
  materialCode: z
    .preprocess((v) => (v === '' ? undefined : v), z.string().trim().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: '素材编号格式不正确' }).optional())
    .describe('素材编号'),
  groupCode: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(64).optional()).describe('分组'),
}).superRefine((value, ctx) => {
  // Refused by its declared size before a byte is sent, in the words the uploaders use.
  const kind = value.materialType === MATERIAL_TYPES.IMAGE ? 'image' : 'video';
  if (value.fileSize > MAX_BYTES_BY_KIND[kind]) ctx.addIssue({ code: 'custom', path: [], message: tooLargeMessage(kind) });
});
/** The fields a form sends before its file that decide a 秒传 (the company's file of that md5): checked as the file arrives. */
export const uploadMaterialFieldsBeforeFile = z.object({ cmpyCode: uploadMaterialFields.shape.cmpyCode, md5: uploadMaterialFields.shape.md5.optional() });
export const materialApi = defineEndpoints('common', 'material', {
  uploadMaterial: {
    method: 'POST',
    path: '/backend-common/material/uploadMaterial',
    summary: '登记素材并预检文件是否已存在（秒传）',
    access: { permission: perm.train.course.material.add },
    audit: true,
    bodyKind: 'multipart',
    body: uploadMaterialFields.extend({ multipartFile: z.unknown().optional().describe('文件') }),
    response: materialRecord.extend({
      /** true with envelope code 0: the file is already stored, do not send it. */
      exists: z.boolean(),
      /** tus upload to resume (HEAD for its offset), when an earlier attempt left one. */
      uploadUrl: z.string().nullable(),
    }),
  },

  queryPageMaterial: {
    method: 'GET',
    path: '/backend-common/material/queryPageMaterial',
    summary: '分页查询素材',
    access: { permission: perm.train.course.material.list },
    audit: false,
    query: pageQuery.extend({
      materialType: enumFilter('素材类型', [1, 2]),
      materialName: textFilter('素材名称', 100),
      cmpyCode: textFilter('企业编号'),
      groupCode: textFilter('分组'),
      state: enumFilter('上传状态', [0, 1, 2]),
    }),
    response: pageOf(materialRecord),
  },

  queryMaterialUrl: {
    method: 'GET',
    path: '/backend-common/material/queryMaterialUrl',
    summary: '获取素材访问地址',
    access: { permission: perm.train.course.material.list },
    audit: false,
    query: z.object({ materialCode: z.string().trim().min(1).max(64).describe('素材编号') }),
    response: z.object({
      materialCode: z.string(),
      materialType: z.number().int(),
      materialName: z.string(),
      fileName: z.string(),
      objectKey: z.string(),
      url: z.string(),
      expireTime: timeText,
    }),
  },

  /**
   * The uploader's report on a video. 上传中 → 0 needs the file to have arrived
   * (else 409); 上传中 → 1 gives up the upload. Because the server finishes a tus
   * upload before answering its last chunk, a material the uploader reports 0 for
   * is usually 上传成功 already: that report is a confirmation, answered 200 with
   * no change. Every other move out of 上传成功 or 上传失败 is refused with 409.
   */
  updateVideoState: {
    method: 'POST',
    path: '/backend-common/material/updateVideoState',
    summary: '更新视频上传状态',
    access: { permission: perm.train.course.material.add },
    audit: true,
    body: z.object({
      materialCode: z.string().trim().min(1).max(64).describe('素材编号'),
      state: decimal(
        z
          .number()
          .int()
          .refine((v) => v === MATERIAL_STATE.SUCCESS || v === MATERIAL_STATE.FAIL, { error: '上传状态取值应为 0、1 之一' }),
      )
        .describe('上传状态'),
    }),
    response: z.object({ materialCode: z.string(), state: z.number().int() }),
  },
});
