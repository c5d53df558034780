import type { Generated } from 'kysely';

export interface SysMessageTable {
  id: Generated<number>;
  msgCode: string;
  /** Recipient. */
  userId: number;
  msgType: number;
  title: string;
  content: string;
  readFlag: number;
  readTime: string | null;
  createTime: string;
}
