import { z } from 'zod';


export const OK_MSG = '操作成功';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
  /** True exactly when code is 200: what clients that read a flag (the 数据大屏) check. */
  success: boolean;
}

/** The one place an envelope is made: `success` always agrees with `code`. */
export function envelope<T>(code: number, msg: string, data: T): Envelope<T> {
  return { code, msg, data, success: code === 200 };
}

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data, success: z.boolean() });
}
