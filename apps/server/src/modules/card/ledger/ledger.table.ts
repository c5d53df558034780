import type { Generated, Insertable, Selectable } from 'kysely';

/** An e-card account (电子卡账户): one per person, its balance in cents. */
export interface CardAccountTable {
  id: Generated<number>;
  idCard: string;
  name: string;
  mobile: Generated<string>;
  balance: Generated<number>;
  createTime: string;
  updateTime: string;
}

/** One movement of an account (充值/红包/消费/退款), append-only, naming its source. */
export interface CardLedgerEntryTable {
  id: Generated<number>;
  accountId: number;
  idCard: string;
  name: string;
  kind: string;
  /** Cents, signed: credits > 0, debits < 0. */
  amount: number;
  balanceAfter: number;
  sourceType: string;
  sourceCode: string;
  remark: Generated<string>;
  createTime: string;
}

export type CardAccountRow = Selectable<CardAccountTable>;
export type NewCardAccount = Insertable<CardAccountTable>;
export type CardLedgerEntryRow = Selectable<CardLedgerEntryTable>;
