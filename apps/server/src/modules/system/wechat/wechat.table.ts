import type { Generated, Insertable } from 'kysely';

/** A one-time bind ticket behind a QR code; `state` moves pending → bound. */
export interface SysWechatTicketTable {
  id: Generated<number>;
  ticket: string;
  userId: number;
  state: 'pending' | 'bound';
  expireTime: string;
  createTime: string;
}

export type NewWechatTicket = Insertable<SysWechatTicketTable>;
