import type { MessageRecord } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import type { AppDeps, Actor } from '../../../platform/context.js';
import { found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import type { PageRequest } from '../../../platform/paging.js';
import { nowText } from '../../../platform/time.js';
import * as repo from './message.repository.js';

export interface Notice {
  msgType: number;
  title: string;
  content: string;
}

/** Sends one message to each user; other modules call this, inside their own transaction (a scheduled task passes its clock). */
export async function notifyUsers(db: DbOrTrx, userIds: readonly number[], notice: Notice, createTime = nowText()): Promise<void> {
  await repo.insertMessages(
    db,
    [...new Set(userIds)].map((userId) => ({ msgCode: randomCode(), userId, createTime, ...notice })),
  );
}

/** Those of `userIds` who already have a message titled `title` (a repeated notice is sent once). */
export async function usersNotified(db: DbOrTrx, userIds: readonly number[], title: string): Promise<Set<number>> {
  return new Set(await repo.usersWithTitle(db, userIds, title));
}

/** Opens one of the caller's messages and marks it read. */
export async function readMessage(deps: AppDeps, actor: Actor, msgCode: string): Promise<MessageRecord> {
  const message = found(await repo.findOwnMessage(deps.db, actor.userId, msgCode), '消息不存在');
  if (message.readFlag === 0) {
    const now = nowText();
    await repo.markRead(deps.db, message.id, now);
    return { ...withoutId(message), readFlag: 1, readTime: now };
  }
  return withoutId(message);
}

/** 全部已读: the caller's unread messages, and only theirs, are marked read at once. */
export async function readAllMessages(deps: AppDeps, actor: Actor): Promise<{ read: number }> {
  return { read: await repo.markAllRead(deps.db, actor.userId, nowText()) };
}

function withoutId<T extends { id: number }>({ id: _id, ...rest }: T): Omit<T, 'id'> {
  return rest;
}

export async function pageMessages(deps: AppDeps, actor: Actor, filter: repo.MessageFilter, page: PageRequest) {
  const [result, unreadCount] = await Promise.all([
    repo.pageOwnMessages(deps.db, actor.userId, filter, page),
    repo.countUnread(deps.db, actor.userId),
  ]);
  return { ...result, unreadCount };
}
