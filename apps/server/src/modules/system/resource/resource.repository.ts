import type { DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import type { NewResource, ResourceChanges } from './resource.table.js';

const MENU_COLUMNS = ['r.id', 'r.parentId', 'r.code', 'r.name', 'r.path', 'r.icon', 'r.hidden', 'r.sort'] as const;
const RESOURCE_COLUMNS = [...MENU_COLUMNS, 'r.type', 'r.remark', 'r.createTime'] as const;

/** Every resource code (what the admin role holds). */
export async function allCodes(db: DbOrTrx): Promise<string[]> {
  const rows = await db.selectFrom('sysResource').select('code').orderBy('id').execute();
  return rows.map((r) => r.code);
}

export async function codesHeldBy(db: DbOrTrx, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRoleResource as rr', 'rr.roleId', 'ur.roleId')
    .innerJoin('sysResource as r', 'r.id', 'rr.resourceId')
    .where('ur.userId', '=', userId)
    .select('r.code')
    .distinct()
    .execute();
  return rows.map((r) => r.code);
}

/** Ids of the resources a user holds through their roles (the built-in role's "everything" is not rows). */
export async function idsHeldBy(db: DbOrTrx, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRoleResource as rr', 'rr.roleId', 'ur.roleId')
    .where('ur.userId', '=', userId)
    .select('rr.resourceId')
    .distinct()
    .execute();
  return rows.map((r) => Number(r.resourceId));
}

export function allMenus(db: DbOrTrx) {
  return db.selectFrom('sysResource as r').select(MENU_COLUMNS).where('r.type', '=', 'menu').orderBy('r.sort').orderBy('r.id').execute();
}

export function menusHeldBy(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('sysResource as r')
    .select(MENU_COLUMNS)
    .where('r.type', '=', 'menu')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('sysUserRole as ur')
          .innerJoin('sysRoleResource as rr', 'rr.roleId', 'ur.roleId')
          .whereRef('rr.resourceId', '=', 'r.id')
          .where('ur.userId', '=', userId)
          .select('rr.roleId'),
      ),
    )
    .orderBy('r.sort')
    .orderBy('r.id')
    .execute();
}

/** Every resource in display order (sort, then id): the tree is small enough to shape in memory. */
export function allResources(db: DbOrTrx) {
  return db.selectFrom('sysResource as r').select(RESOURCE_COLUMNS).orderBy('r.sort').orderBy('r.id').execute();
}

export type ResourceRow = Awaited<ReturnType<typeof allResources>>[number];

export function findResourceById(db: DbOrTrx, id: number) {
  return db.selectFrom('sysResource as r').select(RESOURCE_COLUMNS).where('r.id', '=', id).executeTakeFirst();
}

export function findResourceByCode(db: DbOrTrx, code: string) {
  return db.selectFrom('sysResource as r').select(RESOURCE_COLUMNS).where('r.code', '=', code).executeTakeFirst();
}

/** The ids among `ids` that exist. */
export async function existingIds(db: DbOrTrx, ids: readonly number[]): Promise<number[]> {
  const found: number[] = [];
  // Chunked so thousands of ids stay under SQLite's bound-parameter limit.
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db.selectFrom('sysResource').select('id').where('id', 'in', ids.slice(i, i + 500)).execute();
    found.push(...rows.map((r) => Number(r.id)));
  }
  return found;
}

/** Id and parent of every resource, to walk the tree without loading it whole. */
export function allLinks(db: DbOrTrx) {
  return db.selectFrom('sysResource').select(['id', 'parentId']).execute();
}

export function countResources(db: DbOrTrx): Promise<number> {
  return countRows(db.selectFrom('sysResource'));
}

export function countChildren(db: DbOrTrx, id: number): Promise<number> {
  return countRows(db.selectFrom('sysResource').where('parentId', '=', id));
}

export async function insertResource(db: DbOrTrx, row: NewResource): Promise<number> {
  const inserted = await db.insertInto('sysResource').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateResource(db: DbOrTrx, id: number, changes: Omit<ResourceChanges, 'createTime'>): Promise<void> {
  await db.updateTable('sysResource').set(changes).where('id', '=', id).execute();
}

/** Deletes a resource and every role's link to it, so no role keeps a dangling grant. */
export async function deleteResource(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('sysRoleResource').where('resourceId', '=', id).execute();
  await db.deleteFrom('sysResource').where('id', '=', id).execute();
}

export interface ResourceFilter {
  name?: string;
  code?: string;
  type?: 'menu' | 'button';
  parentId?: number;
}

export function pageResources(db: DbOrTrx, filter: ResourceFilter, page: PageRequest) {
  let query = db.selectFrom('sysResource as r');
  if (filter.name) query = query.where(containsText(db, 'r.name', filter.name));
  if (filter.code) query = query.where(containsText(db, 'r.code', filter.code));
  if (filter.type) query = query.where('r.type', '=', filter.type);
  if (filter.parentId !== undefined) query = query.where('r.parentId', '=', filter.parentId);
  return fetchPage(
    page,
    ({ limit, offset }) =>
      query.select(RESOURCE_COLUMNS).orderBy('r.parentId').orderBy('r.sort').orderBy('r.id').limit(limit).offset(offset).execute(),
    () => countRows(query),
  );
}
