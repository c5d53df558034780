import { flattenResourceTree, RESOURCE_TREE, type ResourceSeed } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';

/**
 * Adds every resource of the contract's tree that the database lacks (by
 * code), on every start: a new domain's menus and buttons appear without a
 * hand-written migration, while names an administrator changed are kept.
 */
export async function syncResourceTree(db: DbOrTrx, now: string, tree: readonly ResourceSeed[] = RESOURCE_TREE): Promise<number> {
  const existing = new Map((await db.selectFrom('sysResource').select(['id', 'code']).execute()).map((r) => [r.code, r.id]));
  let added = 0;
  for (const node of flattenResourceTree(tree)) {
    if (existing.has(node.code)) continue;
    const parentId = node.parentCode ? (existing.get(node.parentCode) ?? 0) : 0;
    const row = await db
      .insertInto('sysResource')
      .values({
        parentId,
        code: node.code,
        name: node.name,
        type: node.type,
        path: node.path ?? '',
        icon: node.icon ?? '',
        sort: node.sort,
        hidden: node.hidden ? 1 : 0,
        remark: '',
        createTime: now,
        updateTime: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    existing.set(node.code, Number(row.id));
    added++;
  }
  return added;
}
