import { checkInput, ResultCode, tooLargeMessage, UPLOAD_MESSAGES } from '@hrbd/contract';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest } from '../errors.js';

/** The form field every upload of the original console sends its file in (spec §7). */
export const FILE_FIELD = 'multipartFile';

export interface MultipartForm<T> {
  /** Text fields, as sent. */
  fields: Record<string, string>;
  /** What `onFile` made of the file, or null when none was sent. */
  file: T | null;
}

/** A client's file name for display: the last path segment, without control characters, at most 200 characters. */
export function displayName(fileName: string | undefined): string {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
}

/**
 * Reads a multipart form in order: text fields are collected, and the file is
 * handed to `onFile` as a stream the moment it arrives, together with the
 * fields sent before it (those after it are read afterwards). Any file field
 * other than `multipartFile` is refused. A form refused after its file was
 * stored (a second file, a file cut off at the size limit, too many fields)
 * hands the file to `discard`, so a refusal leaves nothing behind.
 */
export async function readMultipartForm<T>(
  request: FastifyRequest,
  onFile: (part: MultipartFile, fieldsBefore: Record<string, string>) => Promise<T>,
  discard: (file: T) => Promise<void>,
): Promise<MultipartForm<T>> {
  const fields: Record<string, string> = {};
  let file: T | null = null;
  if (!request.isMultipart()) return { fields, file };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== FILE_FIELD) {
        part.file.resume();
        throw badRequest(`文件须放在 ${FILE_FIELD} 字段中上传`);
      }
      if (file !== null) {
        part.file.resume();
        throw badRequest(ONE_FILE_MSG);
      }
      file = await onFile(part, { ...fields });
      // Busboy ends a file at the size limit as if it were complete; only this flag tells.
      if (part.file.truncated) throw new AppError(ResultCode.TOO_LARGE, tooLargeMessage('video'));
    }
  } catch (error) {
    if (file !== null) await discard(file);
    throw error;
  }
  return { fields, file };
}

export const ONE_FILE_MSG = '一次只能上传一个文件';

/** Checks form fields against the contract's schema, with the same Chinese messages as JSON bodies. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.output<S> {
  const checked = checkInput(schema, fields);
  if (!checked.success) throw badRequest(checked.message);
  return checked.data;
}

/** Refuses a form without its file. */
export function requireFile<T>(file: T | null): T {
  if (file === null) throw badRequest(UPLOAD_MESSAGES.noFile);
  return file;
}
