import type { DbOrTrx } from '../../../db/database.js';
import type { PolicyThemeTagTable } from './theme-tag.table.js';

export type TagOwner = PolicyThemeTagTable['ownerKind'];

/** The theme tags of each record, in key order. */
export async function tagsOf(db: DbOrTrx, owner: TagOwner, ids: readonly number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (ids.length === 0) return map;
  const rows = await db.selectFrom('policyThemeTag').select(['ownerId', 'themeTag']).where('ownerKind', '=', owner).where('ownerId', 'in', ids).orderBy('themeTag').execute();
  for (const row of rows) map.set(row.ownerId, [...(map.get(row.ownerId) ?? []), row.themeTag]);
  return map;
}

export async function replaceTags(db: DbOrTrx, owner: TagOwner, ownerId: number, tags: readonly string[]): Promise<void> {
  await db.deleteFrom('policyThemeTag').where('ownerKind', '=', owner).where('ownerId', '=', ownerId).execute();
  if (tags.length > 0) await db.insertInto('policyThemeTag').values(tags.map((themeTag) => ({ ownerKind: owner, ownerId, themeTag }))).execute();
}

export async function removeTags(db: DbOrTrx, owner: TagOwner, ownerIds: readonly number[]): Promise<void> {
  if (ownerIds.length > 0) await db.deleteFrom('policyThemeTag').where('ownerKind', '=', owner).where('ownerId', 'in', ownerIds).execute();
}
