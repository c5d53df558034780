import { DICT_TYPES, type AttachmentRecord } from '@hrbd/contract';
import type { Db, DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { badRequest } from '../../../platform/errors.js';
import { withFreshPictureUrls } from '../../../platform/sanitize-html.js';
import { itemsByType } from '../../common/dict/dict.service.js';
import { batchUrls, keysUploadedBy } from '../../common/file/file.service.js';
import * as tags from './theme-tag.repository.js';

/**
 * What 政策信息/政策报告, 政策文件 and 政策事项 share: theme tags (dictionary
 * policy_type_3, one row per tag) and attachments (object keys of files
 * uploaded through fileManage/uploadFile, answered with signed links).
 */

export type { TagOwner } from './theme-tag.repository.js';
export const tagsOf = tags.tagsOf;
export const replaceTags = tags.replaceTags;
export const removeTags = tags.removeTags;

/** Refuses a key that is not a key of `dictType` (400 naming the field). */
export async function checkDictKeys(db: Db, dictType: string, keys: readonly string[], label: string): Promise<void> {
  if (keys.length === 0) return;
  const known = new Set((await itemsByType(db, dictType)).map((item) => item.dataKey));
  const unknown = keys.find((key) => !known.has(key));
  if (unknown) throw badRequest(`${label}不存在：${unknown}`);
}

export const checkThemeTags = (db: Db, keys: readonly string[]) => checkDictKeys(db, DICT_TYPES.policyTypeGroup3, keys, '主题标签');

/**
 * Keys a record may hold: those it held already, and new ones only if the
 * caller uploaded them (a key seen elsewhere is not a way to another
 * person's file). Answers the keys without repeats, in the order sent.
 */
export async function checkedFileKeys(db: DbOrTrx, actor: Actor, keys: readonly string[], held: readonly string[], label: string): Promise<string[]> {
  const wanted = [...new Set(keys)];
  const fresh = wanted.filter((key) => !held.includes(key));
  if (fresh.length === 0) return wanted;
  const mine = new Set(await keysUploadedBy(db, fresh, actor.userId));
  const stranger = fresh.find((key) => !mine.has(key));
  if (stranger) throw badRequest(`${label}不存在或不是您上传的文件：${stranger}`);
  return wanted;
}

/** The stored files behind keys, in the keys' order, each with a fresh signed link; missing ones are left out. */
export async function attachmentsOf(deps: AppDeps, keys: readonly string[]): Promise<AttachmentRecord[]> {
  if (keys.length === 0) return [];
  const { files } = await batchUrls(deps, keys);
  const byKey = new Map(files.map((f) => [f.objectKey, f]));
  return keys.flatMap((key) => {
    const f = byKey.get(key);
    return f ? [{ objectKey: key, fileName: f.fileName, fileSize: f.fileSize, url: f.url }] : [];
  });
}

/** Rich text as shown again: pictures re-signed. */
export const shownRichText = (deps: AppDeps, html: string): string => withFreshPictureUrls(html, deps.fileUrls);

export const parseKeys = (json: string): string[] => JSON.parse(json) as string[];
