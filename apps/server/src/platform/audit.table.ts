import type { Generated } from 'kysely';

export interface SysOperationLogTable {
  id: Generated<number>;
  userId: number | null;
  userName: string;
  method: string;
  path: string;
  summary: string;
  targetCode: string;
  /** 1 success, 0 failure. */
  result: number;
  httpStatus: number;
  errorMsg: string;
  ip: string;
  durationMs: number;
  createTime: string;
}
