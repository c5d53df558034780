/**
 * Upload rules shared by the server (which enforces them by content) and the
 * console's uploaders (which check early and use the same numbers): formats,
 * size limits, the spec's messages, chunking and retry settings, the upload
 * status texts, and the paths of the upload protocol that sit outside the
 * endpoint catalogue (resumable uploads and signed downloads).
 */

/** Image formats (spec §5), by file extension; the server identifies them by their bytes. */
export const IMAGE_FORMATS = ['png', 'jpg', 'jpeg'] as const;
/** Video formats (spec §5). */
export const VIDEO_FORMATS = ['mkv', 'flv', '3gp', 'mp4', 'mov', 'f4v', 'rmvb', 'avi', 'ts', 'wmv'] as const;
/** Document formats (issue 12: policy attachments, a report's PDF), identified by their signature. */
export const DOCUMENT_FORMATS = ['pdf', 'docx', 'xlsx'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export type VideoFormat = (typeof VIDEO_FORMATS)[number];
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** What an uploaded file is, decided from its content. */
export type FileKind = 'image' | 'video' | 'document';

export const MB = 1024 * 1024;
/** Images: at most 10,485,760 bytes (spec §5). */
export const IMAGE_MAX_BYTES = 10 * MB;
/** Videos: at most 100 MB (spec §9). */
export const VIDEO_MAX_BYTES = 100 * MB;
/** Documents: at most 20 MB. */
export const DOCUMENT_MAX_BYTES = 20 * MB;
/** The largest file any upload accepts. */
export const UPLOAD_MAX_BYTES = VIDEO_MAX_BYTES;

export const MAX_BYTES_BY_KIND: Record<FileKind, number> = { image: IMAGE_MAX_BYTES, video: VIDEO_MAX_BYTES, document: DOCUMENT_MAX_BYTES };
export const FORMATS_BY_KIND: Record<FileKind, readonly string[]> = { image: IMAGE_FORMATS, video: VIDEO_FORMATS, document: DOCUMENT_FORMATS };

/** The spec's upload messages (spec §5, §8; glossary §6). */
export const UPLOAD_MESSAGES = {
  noFile: '请选择文件',
  /** Image too large: 只能上传小于10M的文件，请重新上传. */
  tooLarge: (maxMb: number) => `只能上传小于${maxMb}M的文件，请重新上传`,
  /** Wrong format: 只能上传png、jpg、jpeg格式的文件，请重新上传. */
  wrongFormat: (formats: readonly string[]) => `只能上传${formats.join('、')}格式的文件，请重新上传`,
  /** Video too large: 文件大小不能超过100M，请重新选择. */
  videoTooLarge: (maxMb: number) => `文件大小不能超过${maxMb}M，请重新选择`,
  failed: '上传失败',
  /** The answer to an md5 pre-check that finds the file already stored (秒传). */
  exists: '文件已存在，上传成功',
} as const;

/** The message for a file over its kind's limit: images and videos word it differently in the spec. */
export function tooLargeMessage(kind: FileKind): string {
  const maxMb = MAX_BYTES_BY_KIND[kind] / MB;
  return kind === 'image' ? UPLOAD_MESSAGES.tooLarge(maxMb) : UPLOAD_MESSAGES.videoTooLarge(maxMb);
}

/**
 * The message for content that is not one of the accepted formats; `kind`
 * absent lists pictures and videos (the spec's wording; documents are named
 * when the file was one by its name or the uploader takes only documents).
 */
export function wrongFormatMessage(kind?: FileKind): string {
  return UPLOAD_MESSAGES.wrongFormat(kind ? FORMATS_BY_KIND[kind] : [...IMAGE_FORMATS, ...VIDEO_FORMATS]);
}

/**
 * Chunked video upload (spec §9). The tus store keeps one file per upload and
 * has no concatenation extension, so the parts of one file go one after the
 * other; `parallel` is how many files the uploader sends at the same time.
 */
export const VIDEO_UPLOAD = {
  maxBytes: VIDEO_MAX_BYTES,
  chunkSize: 1_048_576,
  parallel: 5,
  retries: 3,
  /** Seconds between retries (spec: retry interval 2). */
  retryIntervalSeconds: 2,
  timeoutMs: 60_000,
} as const;

/** General chunked upload (spec §9). */
export const CHUNK_UPLOAD = {
  chunkSize: 2_097_152,
  retries: 5,
  retryDelayMs: 10_000,
  requestTimeoutMs: 60_000,
} as const;

/** Delays before each retry, in milliseconds, in the form tus-js-client's `retryDelays` takes. */
export function retryDelays(retries: number, delayMs: number): number[] {
  return Array.from({ length: retries }, () => delayMs);
}

/**
 * The resumable upload endpoint (tus 1.0.0: creation, termination, expiration).
 * POST creates an upload, HEAD answers its offset (resume after a page reload),
 * PATCH appends a chunk, DELETE cancels. Requests carry `Authorization` like every call.
 */
export const TUS_PATH = '/backend-common/tus';

/**
 * `Upload-Metadata` keys the server reads. `materialCode` attaches the upload
 * to a material registered by uploadMaterial; without it the upload is a plain
 * file whose object key comes back in the `Upload-Object-Key` header of the last PATCH.
 */
export const TUS_METADATA_KEYS = ['filename', 'filetype', 'md5', 'materialCode', 'cmpyCode'] as const;
export type TusMetadataKey = (typeof TUS_METADATA_KEYS)[number];
/** Response header naming the stored object when an upload completes. */
export const OBJECT_KEY_HEADER = 'Upload-Object-Key';

/** Signed downloads: `/files/{objectKey}?expires={unix seconds}&sig={HMAC}`; Range requests are served. */
export const FILE_URL_PREFIX = '/files/';
/** How long a signed URL stays valid. */
export const FILE_URL_TTL_SECONDS = 3600;

/** Upload states of the console's uploaders (spec §4) with their labels (glossary §4.7). */
export const UPLOAD_STATUS = ['waiting', 'uploading', 'success', 'fail', 'pending', 'cancel'] as const;
export type UploadStatus = (typeof UPLOAD_STATUS)[number];
export const UPLOAD_STATUS_LABELS: Record<UploadStatus, string> = {
  waiting: '等待上传',
  uploading: '上传中',
  success: '上传成功',
  fail: '上传失败',
  pending: '待上传',
  cancel: '已取消',
};

/** The chunked uploader's status texts (spec §8, glossary §7.3). */
export const UPLOAD_STATUS_TEXTS = {
  addedWaiting: '文件已添加，等待上传',
  uploading: '上传中',
  succeeded: '上传成功',
  failed: '上传失败',
  paused: '上传已暂停',
  /** Shown when a chunk times out; the uploader then refreshes its authorisation and retries. */
  timeout: '文件上传超时',
  exists: UPLOAD_MESSAGES.exists,
} as const;
