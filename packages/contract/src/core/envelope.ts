import { z } from 'zod';


export const OK_MSG = '操作成功';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}
