import { LICENSE_FILE_FIELD, LICENSE_IMAGE_MAX_BYTES, LICENSE_MESSAGES, ResultCode } from '@hrbd/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../../platform/errors.js';
import { detectType, SNIFF_BYTES } from '../../../platform/uploads/content-type.js';

/** png or jpeg by the file's first bytes (the uploads' shared check); its name and claimed type are not trusted. */
export function isLicenseImage(bytes: Buffer): boolean {
  return detectType(bytes.subarray(0, SNIFF_BYTES), bytes.length)?.kind === 'image';
}

/**
 * Reads the license photo from the multipart field `licenceFile`. This upload
 * has its own ceiling (10,485,760 bytes) below the server's 100 MB one; a
 * file of another format is recognised by its first bytes and not kept.
 */
export async function readLicenseFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(LICENSE_MESSAGES.noFile);
  const part = await request.file({ limits: { fileSize: LICENSE_IMAGE_MAX_BYTES, files: 1 }, throwFileSizeLimit: false });
  if (!part) throw badRequest(LICENSE_MESSAGES.noFile);
  if (part.fieldname !== LICENSE_FILE_FIELD) {
    part.file.resume();
    throw badRequest(`营业执照图片须放在 ${LICENSE_FILE_FIELD} 字段中上传`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let wrongFormat = false;
  let checked = false;
  // The rest of a file of the wrong format is read to its end, so the request
  // finishes cleanly, but nothing of it is kept.
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (wrongFormat) continue;
    chunks.push(chunk);
    if (!checked && size >= SNIFF_BYTES) {
      checked = true;
      wrongFormat = !isLicenseImage(Buffer.concat(chunks));
      if (wrongFormat) chunks.length = 0;
    }
  }
  if (part.file.truncated) throw new AppError(ResultCode.TOO_LARGE, LICENSE_MESSAGES.tooLarge);
  if (size === 0) throw badRequest(LICENSE_MESSAGES.noFile);
  const image = Buffer.concat(chunks);
  if (wrongFormat || !isLicenseImage(image)) throw badRequest(LICENSE_MESSAGES.wrongFormat);
  return image;
}
