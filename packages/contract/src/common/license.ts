import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { IMAGE_FORMATS, IMAGE_MAX_BYTES, tooLargeMessage, wrongFormatMessage } from './upload.js';

/** License photos follow the image rules of spec §5: png/jpg/jpeg, at most 10,485,760 bytes. */
export const LICENSE_IMAGE_MAX_BYTES = IMAGE_MAX_BYTES;
export const LICENSE_IMAGE_FORMATS = IMAGE_FORMATS;
/** The multipart field the console sends the image in (spec §7), in the spec's spelling; names here say license. */
export const LICENSE_FILE_FIELD = 'licenceFile';

/**
 * Refusals of the license upload. The console shows `msg` as it is for code
 * 400 (spec §5), so each one tells the person what to do next.
 */
/** The most pixels a license photo may have: far more than the OCR needs, and a bound on what decoding it costs. */
export const LICENSE_MAX_MEGAPIXELS = 40;

export const LICENSE_MESSAGES = {
  noFile: '请选择要上传的营业执照图片',
  /** 只能上传png、jpg、jpeg格式的文件，请重新上传 */
  wrongFormat: wrongFormatMessage('image'),
  /** 只能上传小于10M的文件，请重新上传 */
  tooLarge: tooLargeMessage('image'),
  unreadable: '未能识别营业执照，请上传清晰的营业执照照片',
  noCreditCode: '未能识别统一社会信用代码，请上传清晰完整的营业执照照片',
  badCreditCode: '统一社会信用代码校验失败，请核对后重新上传',
  busy: '营业执照识别繁忙，请稍后重试',
  tooManyPixels: `图片尺寸过大（不能超过${LICENSE_MAX_MEGAPIXELS}百万像素），请缩小后重新上传`,
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const readText = (label: string) => z.string().nullable().describe(label);

/** What OCR read off a 营业执照; fields it could not read are null. */
export const licenseInfo = z.object({
  creditCode: z.string().length(18).describe('统一社会信用代码'),
  cmpyName: readText('名称'),
  cmpyType: readText('类型'),
  legalPerson: readText('法定代表人'),
  /** The license's own word for the person: 法定代表人, 负责人, 经营者, 执行事务合伙人 or 投资人. */
  legalPersonLabel: readText('法定代表人称谓'),
  registeredCapital: readText('注册资本'),
  establishDate: z.string().regex(DATE).nullable().describe('成立日期'),
  address: readText('住所'),
  /** 住所, or 经营场所 / 主要经营场所 / 营业场所 for branches, sole traders and partnerships. */
  addressLabel: readText('住所称谓'),
  businessScope: readText('经营范围'),
});
export type LicenseInfo = z.infer<typeof licenseInfo>;

/** Documents the multipart body; the server reads it with request.file(), not through this schema. */
const licenseUpload = z.object({ [LICENSE_FILE_FIELD]: z.unknown().describe('营业执照图片') });

export const licenseApi = defineEndpoints('common', 'license', {
  disBusiLicense: {
    method: 'POST',
    path: '/backend-common/license/disBusiLicense',
    summary: '营业执照识别（OCR）',
    // Any signed-in user may read a license photo: it only returns what the
    // image shows and stores nothing, so there is no data to guard beyond the session.
    access: 'signedIn',
    // Recognition changes no data, so it is not an operation to log; the photo
    // itself is not kept either.
    audit: false,
    bodyKind: 'multipart',
    body: licenseUpload,
    response: licenseInfo,
  },
});
