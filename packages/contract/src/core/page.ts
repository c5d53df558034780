import { z } from 'zod';
import { decimal } from './fields.js';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;

/** Paging fields of every list query; sizes above 100 are capped to 100 by the server. */
export const pageQuery = z.object({
  pageNum: decimal(z.number().int().min(1)).default(1).describe('页码'),
  pageSize: decimal(z.number().int().min(1)).default(DEFAULT_PAGE_SIZE).describe('每页条数'),
});

export function pageOf<T extends z.ZodType>(record: T) {
  return z.object({ records: z.array(record), total: z.number().int() });
}

export interface Page<T> {
  records: T[];
  total: number;
}
