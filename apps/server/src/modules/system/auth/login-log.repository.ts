import type { DbOrTrx } from '../../../db/database.js';
import type { ClientInfo } from '../../../platform/context.js';
import { nowText } from '../../../platform/time.js';

export async function insertLoginLog(db: DbOrTrx, userName: string, client: ClientInfo, result: 0 | 1, reason: string): Promise<void> {
  await db
    .insertInto('sysLoginLog')
    .values({ userName: userName.slice(0, 64), result, reason, ...client, createTime: nowText() })
    .execute();
}
