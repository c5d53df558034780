import type { PermissionCode } from '@hrbd/contract';
import type { DbOrTrx } from '../db/database.js';

/**
 * A record kind that keeps object keys in a column, and the list permission
 * that lets a user read those records: batchQueryUrl signs their files for
 * such a user (modules/common/file/file-access.ts). A picture inside rich text
 * is re-signed by the endpoint showing the text, so it needs no holder.
 */
export interface FileHolder {
  permission: PermissionCode;
  keysAmong: (db: DbOrTrx, keys: readonly string[]) => Promise<string[]>;
}
