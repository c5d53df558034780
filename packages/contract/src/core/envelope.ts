import { z } from 'zod';

/** Business result codes; they equal the HTTP status of the response. */
export const ResultCode = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  TOO_MANY: 429,
  SERVER_ERROR: 500,
  UNAVAILABLE: 503,
} as const;

export const OK_MSG = '操作成功';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}
