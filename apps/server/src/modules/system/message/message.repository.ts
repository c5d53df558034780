import type { DbOrTrx } from '../../../db/database.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';

export interface NewMessage {
  msgCode: string;
  userId: number;
  msgType: number;
  title: string;
  content: string;
  createTime: string;
}

export async function insertMessages(db: DbOrTrx, rows: NewMessage[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('sysMessage')
    .values(rows.map((r) => ({ ...r, readFlag: 0, readTime: null })))
    .execute();
}

export async function usersWithTitle(db: DbOrTrx, userIds: readonly number[], title: string): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db.selectFrom('sysMessage').select('userId').distinct().where('userId', 'in', userIds).where('title', '=', title).execute();
  return rows.map((r) => Number(r.userId));
}

const MESSAGE_COLUMNS = ['msgCode', 'msgType', 'title', 'content', 'readFlag', 'createTime', 'readTime'] as const;

export function findOwnMessage(db: DbOrTrx, userId: number, msgCode: string) {
  return db
    .selectFrom('sysMessage')
    .select([...MESSAGE_COLUMNS, 'id'])
    .where('userId', '=', userId)
    .where('msgCode', '=', msgCode)
    .executeTakeFirst();
}

export async function markRead(db: DbOrTrx, id: number, now: string): Promise<void> {
  await db.updateTable('sysMessage').set({ readFlag: 1, readTime: now }).where('id', '=', id).where('readFlag', '=', 0).execute();
}

/** Marks every unread message of the user read; answers how many it marked. */
export async function markAllRead(db: DbOrTrx, userId: number, now: string): Promise<number> {
  const result = await db
    .updateTable('sysMessage')
    .set({ readFlag: 1, readTime: now })
    .where('userId', '=', userId)
    .where('readFlag', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface MessageFilter {
  readFlag?: number;
  msgType?: number;
}

export function pageOwnMessages(db: DbOrTrx, userId: number, filter: MessageFilter, page: PageRequest) {
  let query = db.selectFrom('sysMessage').where('userId', '=', userId);
  if (filter.readFlag !== undefined) query = query.where('readFlag', '=', filter.readFlag);
  if (filter.msgType !== undefined) query = query.where('msgType', '=', filter.msgType);
  return fetchPage(
    page,
    ({ limit, offset }) => query.select(MESSAGE_COLUMNS).orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    () => countRows(query),
  );
}

export function countUnread(db: DbOrTrx, userId: number): Promise<number> {
  return countRows(db.selectFrom('sysMessage').where('userId', '=', userId).where('readFlag', '=', 0));
}
