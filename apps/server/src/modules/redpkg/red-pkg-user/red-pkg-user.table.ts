import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A 红包补贴用户 (amount in cents); `payApplyCode` is the 支付申请 its check raised. */
export interface RedPkgUserTable {
  id: Generated<number>;
  userCode: string;
  name: string;
  idCard: string;
  mobile: string;
  countyCode: string;
  /** 红包补贴类别 dictionary key. */
  category: string;
  amount: number;
  batchCode: string;
  subsidyYear: number;
  checkType: number;
  reason: Generated<string>;
  grantState: Generated<number>;
  grantTime: Generated<string>;
  payApplyCode: Generated<string>;
  creatorId: number | null;
  createTime: string;
  submitTime: Generated<string>;
  checkTime: Generated<string>;
  checkerName: Generated<string>;
  updateTime: string;
}
export type RedPkgUserRow = Selectable<RedPkgUserTable>;
export type NewRedPkgUser = Insertable<RedPkgUserTable>;
export type RedPkgUserChanges = Updateable<RedPkgUserTable>;

/** An import: its counts and refused rows (JSON arrays of cells, 错误原因 last). */
export interface RedPkgImportBatchTable {
  id: Generated<number>;
  batchCode: string;
  importerId: number | null;
  fileName: string;
  total: number;
  succeeded: number;
  failed: number;
  errors: string;
  createTime: string;
}
