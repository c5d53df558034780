import type { BatchUrls } from '@hrbd/contract';
import { holdsCode } from '../../../platform/auth/guard.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { isObjectKey } from '../../../platform/storage/object-store.js';
import { batchUrls, keysUploadedBy } from './file.service.js';

/**
 * The rule of batchQueryUrl: a caller gets a download link for a file they
 * uploaded themselves, or one held by a record of an area whose list they may
 * open (a company's license with 企业审核's list, a material with 素材管理's).
 * Any other key is answered as missing, exactly like an unknown one, so the
 * answer does not tell which keys exist.
 */
export async function readableUrls(deps: AppDeps, actor: Actor, objectKeys: readonly string[]): Promise<BatchUrls> {
  const wanted = [...new Set(objectKeys)];
  if (actor.isAdmin) return batchUrls(deps, wanted);
  let open = wanted.filter(isObjectKey);
  const readable = new Set(await keysUploadedBy(deps.db, open, actor.userId));
  for (const holder of deps.lookups.fileHolders) {
    open = open.filter((key) => !readable.has(key));
    if (open.length === 0) break;
    if (!(await holdsCode(deps, actor, holder.permission))) continue;
    for (const key of await holder.keysAmong(deps.db, open)) readable.add(key);
  }
  const { files } = await batchUrls(deps, wanted.filter((key) => readable.has(key)));
  const signed = new Set(files.map((f) => f.objectKey));
  return { files, missing: wanted.filter((key) => !signed.has(key)) };
}
