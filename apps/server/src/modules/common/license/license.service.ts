import { LICENCE_MAX_MEGAPIXELS, LICENCE_MESSAGES, type LicenceInfo } from '@hrbd/contract';
import { imageSize } from '../../../platform/uploads/image-size.js';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, unavailable } from '../../../platform/errors.js';
import { extractLicenceFields } from './licence-fields.js';
import { OcrBusyError, OcrUnreadableImageError, recognizeImage, type OcrReading } from './licence-ocr.js';
import { isLicenceImage } from './licence-upload.js';

/**
 * Reads a 营业执照 photo: OCR, then the fields. The credit code must pass its
 * GB 32100 check, since everything the console fills in from the licence
 * hangs on it; a misread code is refused (400) for the person to retake the
 * photo rather than silently saved.
 */
export async function recognizeLicence(image: Buffer, log: FastifyBaseLogger): Promise<LicenceInfo> {
  if (!isLicenceImage(image)) throw badRequest(LICENCE_MESSAGES.wrongFormat);
  // Judged by the header before any decoder allocates width × height × 4 bytes.
  const size = imageSize(image);
  if (!size) throw badRequest(LICENCE_MESSAGES.unreadable);
  if (size.width * size.height > LICENCE_MAX_MEGAPIXELS * 1_000_000) throw badRequest(LICENCE_MESSAGES.tooManyPixels);
  let reading: OcrReading;
  try {
    reading = await recognizeImage(image);
  } catch (error) {
    if (error instanceof OcrUnreadableImageError) throw badRequest(LICENCE_MESSAGES.unreadable);
    if (error instanceof OcrBusyError) throw unavailable(LICENCE_MESSAGES.busy);
    throw error;
  }
  const { creditCode, fields, sawLabels } = extractLicenceFields(reading.lines);
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
    'licence OCR',
  );
  if (creditCode.status === 'valid') return { creditCode: creditCode.code, ...fields };
  if (creditCode.status === 'invalid') throw badRequest(LICENCE_MESSAGES.badCreditCode);
  throw badRequest(sawLabels ? LICENCE_MESSAGES.noCreditCode : LICENCE_MESSAGES.unreadable);
}
