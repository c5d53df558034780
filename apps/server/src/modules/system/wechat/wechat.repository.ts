import type { DbOrTrx } from '../../../db/database.js';
import type { NewWechatTicket } from './wechat.table.js';

export async function insertTicket(db: DbOrTrx, row: NewWechatTicket): Promise<void> {
  await db.insertInto('sysWechatTicket').values(row).execute();
}

export function findTicket(db: DbOrTrx, ticket: string) {
  return db.selectFrom('sysWechatTicket').select(['id', 'ticket', 'userId', 'state', 'expireTime']).where('ticket', '=', ticket).executeTakeFirst();
}

/** Moves a ticket from pending to bound; false when another scan got there first. */
export async function markTicketBound(db: DbOrTrx, id: number): Promise<boolean> {
  const result = await db
    .updateTable('sysWechatTicket')
    .set({ state: 'bound' })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Drops a user's tickets that expired before `before`, so unused QR codes do not pile up. */
export async function deleteStaleTickets(db: DbOrTrx, userId: number, before: string): Promise<void> {
  await db.deleteFrom('sysWechatTicket').where('userId', '=', userId).where('expireTime', '<', before).execute();
}
