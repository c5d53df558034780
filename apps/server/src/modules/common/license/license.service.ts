import { LICENSE_MAX_MEGAPIXELS, LICENSE_MESSAGES, type LicenseInfo } from '@hrbd/contract';
import { imageSize } from '../../../platform/uploads/image-size.js';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, unavailable } from '../../../platform/errors.js';
import { extractLicenseFields } from './license-fields.js';
import { OcrBusyError, OcrUnreadableImageError, recognizeImage, type OcrReading } from './license-ocr.js';
import { isLicenseImage } from './license-upload.js';

/**
 * Reads a 营业执照 photo: OCR, then the fields. The credit code must pass its
 * GB 32100 check, since everything the console fills in from the license
 * hangs on it; a misread code is refused (400) for the person to retake the
 * photo rather than silently saved.
 */
export async function recognizeLicense(image: Buffer, log: FastifyBaseLogger): Promise<LicenseInfo> {
  if (!isLicenseImage(image)) throw badRequest(LICENSE_MESSAGES.wrongFormat);
  // Judged by the header before any decoder allocates width × height × 4 bytes.
  const size = imageSize(image);
  if (!size) throw badRequest(LICENSE_MESSAGES.unreadable);
  if (size.width * size.height > LICENSE_MAX_MEGAPIXELS * 1_000_000) throw badRequest(LICENSE_MESSAGES.tooManyPixels);
  let reading: OcrReading;
  try {
    reading = await recognizeImage(image);
  } catch (error) {
    if (error instanceof OcrUnreadableImageError) throw badRequest(LICENSE_MESSAGES.unreadable);
    if (error instanceof OcrBusyError) throw unavailable(LICENSE_MESSAGES.busy);
    throw error;
  }
  const { creditCode, fields, sawLabels } = extractLicenseFields(reading.lines);
  log.info(
    {
      ocr: {
        rows: reading.lines.length,
        width: reading.width,
        height: reading.height,
        queuedMs: Math.round(reading.queuedMs),
        prepareMs: Math.round(reading.prepareMs),
        detectMs: Math.round(reading.detectMs),
        creditCode: creditCode.status,
      },
    },
    'license OCR',
  );
  if (creditCode.status === 'valid') return { creditCode: creditCode.code, ...fields };
  if (creditCode.status === 'invalid') throw badRequest(LICENSE_MESSAGES.badCreditCode);
  throw badRequest(sawLabels ? LICENSE_MESSAGES.noCreditCode : LICENSE_MESSAGES.unreadable);
}
