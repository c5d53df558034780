import {
  flattenResourceTree,
  RESOURCE_TREE,
  resourceApi,
  type BodyOf,
  type MenuNode,
  type Page,
  type ResourceRecord,
  type ResourceTreeNode,
} from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import type { AppDeps } from '../../../platform/context.js';
import { badRequest, conflict, found } from '../../../platform/errors.js';
import type { PageRequest } from '../../../platform/paging.js';
import { nowText } from '../../../platform/time.js';
import * as repo from './resource.repository.js';

type AddResourceInput = BodyOf<typeof resourceApi.add>;
type EditResourceInput = BodyOf<typeof resourceApi.edit>;

interface FlatNode {
  id: number;
  parentId: number;
}

/**
 * Codes the contract's endpoints are guarded by. Renaming or deleting one would
 * lock every non-admin out of its endpoint, and the next start would seed it
 * again under a new id without its role grants, so they are fixed.
 */
const BUILT_IN_CODES: ReadonlySet<string> = new Set(flattenResourceTree(RESOURCE_TREE).map((node) => node.code));

/** Nests flat rows (already in display order) by parentId; orphans of an unheld parent are dropped. */
export function buildTree<T extends FlatNode, N>(rows: readonly T[], toNode: (row: T, children: N[]) => N): N[] {
  const byParent = new Map<number, T[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentId) ?? [];
    siblings.push(row);
    byParent.set(row.parentId, siblings);
  }
  const build = (parentId: number): N[] => (byParent.get(parentId) ?? []).map((row) => toNode(row, build(row.id)));
  return build(0);
}

/** The codes and sidebar menus a user holds; the admin role holds everything. */
export async function grantsOf(db: DbOrTrx, userId: number, isAdmin: boolean): Promise<{ permissions: string[]; menus: MenuNode[] }> {
  const [permissions, menus] = await Promise.all([
    isAdmin ? repo.allCodes(db) : repo.codesHeldBy(db, userId),
    isAdmin ? repo.allMenus(db) : repo.menusHeldBy(db, userId),
  ]);
  return {
    permissions,
    menus: buildTree<(typeof menus)[number], MenuNode>(menus, (row, children) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      path: row.path,
      icon: row.icon,
      hidden: row.hidden === 1,
      children,
    })),
  };
}

/** Ids of every resource a user may hand on: all of them for the admin role, else those their roles hold. */
export async function resourceIdsHeldBy(db: DbOrTrx, userId: number, isAdmin: boolean): Promise<number[]> {
  return isAdmin ? allResourceIds(db) : repo.idsHeldBy(db, userId);
}

/** Names of the given resources, in display order. */
export async function resourceNamesOf(db: DbOrTrx, ids: readonly number[]): Promise<string[]> {
  const wanted = new Set(ids);
  return (await repo.allResources(db)).filter((r) => wanted.has(r.id)).map((r) => r.name);
}

/** Every resource id in display order (what the built-in role holds, and the rows of a role's check list). */
export async function allResourceIds(db: DbOrTrx): Promise<number[]> {
  return (await repo.allResources(db)).map((r) => r.id);
}

export function countAllResources(db: DbOrTrx): Promise<number> {
  return repo.countResources(db);
}

/** The ids among `ids` that name no resource, for a caller's 400. */
export async function missingResourceIds(db: DbOrTrx, ids: readonly number[]): Promise<number[]> {
  const existing = new Set(await repo.existingIds(db, ids));
  return ids.filter((id) => !existing.has(id));
}

function toRecord(row: repo.ResourceRow): ResourceRecord {
  return {
    id: row.id,
    parentId: row.parentId,
    code: row.code,
    name: row.name,
    type: row.type,
    path: row.path,
    icon: row.icon,
    sort: row.sort,
    hidden: row.hidden === 1,
    remark: row.remark,
    createTime: row.createTime,
  };
}

/** A parent must exist (0 is the root) and be a menu: buttons are leaves. */
async function assertValidParent(db: DbOrTrx, parentId: number): Promise<void> {
  if (parentId === 0) return;
  const parent = await repo.findResourceById(db, parentId);
  if (!parent) throw badRequest(`上级资源不存在（ID：${parentId}）`);
  if (parent.type === 'button') throw badRequest(`上级资源“${parent.name}”是按钮，按钮下不能再添加子资源`);
}

async function assertCodeFree(db: DbOrTrx, code: string, exceptId?: number): Promise<void> {
  const holder = await repo.findResourceByCode(db, code);
  if (holder && holder.id !== exceptId) throw conflict(`权限标识“${code}”已存在`);
}

/** Ids below `id` in the tree. */
async function descendantIds(db: DbOrTrx, id: number): Promise<Set<number>> {
  const children = new Map<number, number[]>();
  for (const link of await repo.allLinks(db)) {
    const siblings = children.get(link.parentId) ?? [];
    siblings.push(link.id);
    children.set(link.parentId, siblings);
  }
  const below = new Set<number>();
  const stack = [...(children.get(id) ?? [])];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (below.has(next)) continue; // a corrupt cycle must not loop forever
    below.add(next);
    stack.push(...(children.get(next) ?? []));
  }
  return below;
}

export async function addResource(deps: AppDeps, input: AddResourceInput): Promise<{ id: number }> {
  return deps.db.transaction().execute(async (trx) => {
    await assertValidParent(trx, input.parentId);
    await assertCodeFree(trx, input.code);
    const now = nowText();
    const id = await repo.insertResource(trx, {
      parentId: input.parentId,
      code: input.code,
      name: input.name,
      type: input.type,
      path: input.path,
      icon: input.icon,
      sort: input.sort,
      hidden: input.hidden ? 1 : 0,
      remark: input.remark,
      createTime: now,
      updateTime: now,
    });
    return { id };
  });
}

export async function editResource(deps: AppDeps, input: EditResourceInput): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const current = found(await repo.findResourceById(trx, input.id), '资源不存在');
    if (BUILT_IN_CODES.has(current.code) && (input.code !== current.code || input.type !== current.type)) {
      throw conflict(`“${current.name}”是系统内置资源，权限标识和资源类型不可修改`);
    }
    if (input.parentId === input.id || (await descendantIds(trx, input.id)).has(input.parentId)) {
      throw conflict('上级资源不能是该资源自身或其下级资源');
    }
    await assertValidParent(trx, input.parentId);
    await assertCodeFree(trx, input.code, input.id);
    if (input.type === 'button' && current.type !== 'button') {
      const children = await repo.countChildren(trx, input.id);
      if (children > 0) throw conflict(`该资源下还有${children}个子资源，不能改为按钮`);
    }
    await repo.updateResource(trx, input.id, {
      parentId: input.parentId,
      code: input.code,
      name: input.name,
      type: input.type,
      path: input.path,
      icon: input.icon,
      sort: input.sort,
      hidden: input.hidden ? 1 : 0,
      remark: input.remark,
      updateTime: nowText(),
    });
  });
}

/**
 * The whole tree; with filters, the matching nodes and the ancestors that
 * lead to them, so a match is always shown where it sits.
 */
export async function resourceTree(deps: AppDeps, filter: { name?: string; type?: 'menu' | 'button' }): Promise<ResourceTreeNode[]> {
  const rows = await repo.allResources(deps.db);
  let kept: readonly repo.ResourceRow[] = rows;
  if (filter.name || filter.type) {
    const byId = new Map(rows.map((row) => [row.id, row]));
    const term = filter.name?.toLowerCase();
    const keep = new Set<number>();
    for (const row of rows) {
      if (term && !row.name.toLowerCase().includes(term)) continue;
      if (filter.type && row.type !== filter.type) continue;
      for (let node: repo.ResourceRow | undefined = row; node && !keep.has(node.id); node = byId.get(node.parentId)) {
        keep.add(node.id);
      }
    }
    kept = rows.filter((row) => keep.has(row.id));
  }
  return buildTree<repo.ResourceRow, ResourceTreeNode>(kept, (row, children) => ({ ...toRecord(row), children }));
}

export async function pageResources(deps: AppDeps, filter: repo.ResourceFilter, page: PageRequest): Promise<Page<ResourceRecord>> {
  const result = await repo.pageResources(deps.db, filter, page);
  return { total: result.total, records: result.records.map(toRecord) };
}

export async function resourceByCode(deps: AppDeps, code: string): Promise<ResourceRecord> {
  return toRecord(found(await repo.findResourceByCode(deps.db, code), `权限标识“${code}”对应的资源不存在`));
}

/** Removes a leaf resource and every role's grant of it. */
export async function removeResource(deps: AppDeps, id: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const resource = found(await repo.findResourceById(trx, id), '资源不存在');
    if (BUILT_IN_CODES.has(resource.code)) throw conflict(`“${resource.name}”是系统内置资源，不可删除`);
    const children = await repo.countChildren(trx, id);
    if (children > 0) throw conflict(`该资源下还有${children}个子资源，请先删除子资源`);
    await repo.deleteResource(trx, id);
  });
}
