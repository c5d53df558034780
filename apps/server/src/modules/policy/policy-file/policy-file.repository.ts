import type { Expression, SelectQueryBuilder, SqlBool } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { inScope, type DataScope } from '../../../platform/data-scope.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import type { NewItemApply, NewPolicyFile, NewPolicyItem, PolicyFileChanges, PolicyFileTable, PolicyItemApplyTable, PolicyItemTable } from './policy-file.table.js';

// ---------------------------------------------------------------------------
// 政策文件
// ---------------------------------------------------------------------------

export interface FileFilter {
  keyword?: string;
  issuer?: string;
  level?: number;
  effectState?: number;
  themeTag?: string;
  from?: string;
  to?: string;
}

type FileDb = Database & { f: PolicyFileTable };
type FileQuery = SelectQueryBuilder<FileDb, 'f', object>;

function filteredFiles(db: DbOrTrx, filter: FileFilter): FileQuery {
  let query: FileQuery = db.selectFrom('policyFile as f');
  if (filter.keyword) {
    const keyword = filter.keyword;
    query = query.where((eb) => eb.or([containsText(db, 'f.title', keyword) as Expression<SqlBool>, containsText(db, 'f.docNo', keyword) as Expression<SqlBool>]));
  }
  if (filter.issuer) query = query.where(containsText(db, 'f.issuer', filter.issuer));
  if (filter.level !== undefined) query = query.where('f.level', '=', filter.level);
  if (filter.effectState !== undefined) query = query.where('f.effectState', '=', filter.effectState);
  if (filter.from) query = query.where('f.publishDate', '>=', filter.from);
  if (filter.to) query = query.where('f.publishDate', '<=', filter.to);
  if (filter.themeTag) {
    const tag = filter.themeTag;
    query = query.where('f.id', 'in', (eb) => eb.selectFrom('policyThemeTag').select('ownerId').where('ownerKind', '=', 'file').where('themeTag', '=', tag));
  }
  return query;
}

/** Files, newest publish date first, with how many items and related projects each has. */
export function pageFiles(db: DbOrTrx, filter: FileFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) =>
      filteredFiles(db, filter)
        .selectAll('f')
        .select((eb) => [
          eb.selectFrom('policyItem as i').select(eb.fn.countAll<number>().as('n')).whereRef('i.fileId', '=', 'f.id').as('itemCount'),
          eb.selectFrom('policyFileProject as r').select(eb.fn.countAll<number>().as('n')).whereRef('r.fileId', '=', 'f.id').as('projectCount'),
        ])
        .orderBy('f.publishDate', 'desc')
        .orderBy('f.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    () => countRows(filteredFiles(db, filter)),
  );
}

export function findFileByCode(db: DbOrTrx, fileCode: string) {
  return db.selectFrom('policyFile').selectAll().where('fileCode', '=', fileCode).executeTakeFirst();
}

export function findFileById(db: DbOrTrx, id: number) {
  return db.selectFrom('policyFile').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Another file with this 文号. */
export function otherWithDocNo(db: DbOrTrx, docNo: string, exceptId: number | null) {
  let query = db.selectFrom('policyFile').select(['fileCode', 'title']).where('docNo', '=', docNo);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export async function insertFile(db: DbOrTrx, row: NewPolicyFile): Promise<number> {
  const inserted = await db.insertInto('policyFile').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateFile(db: DbOrTrx, id: number, changes: PolicyFileChanges): Promise<void> {
  await db.updateTable('policyFile').set(changes).where('id', '=', id).execute();
}

export async function deleteFile(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('policyFileProject').where('fileId', '=', id).execute();
  await db.deleteFrom('policyFile').where('id', '=', id).execute();
}

/** The 补贴项目 a file is 政策依据 for. */
export function relatedProjects(db: DbOrTrx, fileId: number) {
  return db
    .selectFrom('policyFileProject as r')
    .innerJoin('policySubsidyProject as p', 'p.id', 'r.projectId')
    .select(['p.projectCode', 'p.projectName', 'p.state'])
    .where('r.fileId', '=', fileId)
    .orderBy('p.projectName')
    .execute();
}

export async function replaceRelated(db: DbOrTrx, fileId: number, projectIds: readonly number[]): Promise<void> {
  await db.deleteFrom('policyFileProject').where('fileId', '=', fileId).execute();
  if (projectIds.length > 0) await db.insertInto('policyFileProject').values(projectIds.map((projectId) => ({ fileId, projectId }))).execute();
}

// ---------------------------------------------------------------------------
// 政策事项
// ---------------------------------------------------------------------------

export interface ItemFilter {
  itemName?: string;
  itemType?: string;
  subType?: string;
  themeTag?: string;
  department?: string;
  fileCode?: string;
}

type ItemDb = Database & { i: PolicyItemTable; f: PolicyFileTable };
type ItemQuery = SelectQueryBuilder<ItemDb, 'i' | 'f', object>;

function filteredItems(db: DbOrTrx, filter: ItemFilter): ItemQuery {
  let query: ItemQuery = db.selectFrom('policyItem as i').innerJoin('policyFile as f', 'f.id', 'i.fileId');
  if (filter.itemName) query = query.where(containsText(db, 'i.itemName', filter.itemName));
  if (filter.itemType) query = query.where('i.itemType', '=', filter.itemType);
  if (filter.subType) query = query.where('i.subType', '=', filter.subType);
  if (filter.department) query = query.where(containsText(db, 'i.department', filter.department));
  if (filter.fileCode) query = query.where('f.fileCode', '=', filter.fileCode);
  if (filter.themeTag) {
    const tag = filter.themeTag;
    query = query.where('i.id', 'in', (eb) => eb.selectFrom('policyThemeTag').select('ownerId').where('ownerKind', '=', 'item').where('themeTag', '=', tag));
  }
  return query;
}

function itemColumns(query: ItemQuery) {
  return query
    .selectAll('i')
    .select(['f.fileCode', 'f.title as fileTitle', 'f.docNo', 'f.issuer', 'f.publishDate as filePublishDate'])
    .select((eb) => eb.selectFrom('policyItemApply as a').select(eb.fn.countAll<number>().as('n')).whereRef('a.itemId', '=', 'i.id').as('declareCount'));
}

/** Items, the newest changed first. */
export function pageItems(db: DbOrTrx, filter: ItemFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) => itemColumns(filteredItems(db, filter)).orderBy('i.updateTime', 'desc').orderBy('i.id', 'desc').limit(limit).offset(offset).execute(),
    () => countRows(filteredItems(db, filter)),
  );
}

export type ItemListRow = Awaited<ReturnType<typeof pageItems>>['records'][number];

export function findItemByCode(db: DbOrTrx, itemCode: string) {
  return itemColumns(db.selectFrom('policyItem as i').innerJoin('policyFile as f', 'f.id', 'i.fileId')).where('i.itemCode', '=', itemCode).executeTakeFirst();
}

/** A file's items in their order. */
export function itemsOfFile(db: DbOrTrx, fileId: number) {
  return itemColumns(db.selectFrom('policyItem as i').innerJoin('policyFile as f', 'f.id', 'i.fileId')).where('i.fileId', '=', fileId).orderBy('i.sort').orderBy('i.id').execute();
}

/** Items per type and sub-type under the filter. */
export function countItemsByType(db: DbOrTrx, filter: ItemFilter) {
  return filteredItems(db, filter)
    .select(['i.itemType', 'i.subType'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .groupBy(['i.itemType', 'i.subType'])
    .execute();
}

/** Items per theme tag. */
export function countItemsByTheme(db: DbOrTrx) {
  return db
    .selectFrom('policyThemeTag')
    .select(['themeTag'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ownerKind', '=', 'item')
    .groupBy('themeTag')
    .execute();
}

export async function insertItem(db: DbOrTrx, row: NewPolicyItem): Promise<number> {
  const inserted = await db.insertInto('policyItem').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateItem(db: DbOrTrx, id: number, changes: Partial<NewPolicyItem>): Promise<void> {
  await db.updateTable('policyItem').set(changes).where('id', '=', id).execute();
}

export async function deleteItems(db: DbOrTrx, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('policyItem').where('id', 'in', ids).execute();
}

/** Declarations per item, for items that have any. */
export async function declareCounts(db: DbOrTrx, itemIds: readonly number[]): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('policyItemApply')
    .select(['itemId'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('itemId', 'in', itemIds)
    .groupBy('itemId')
    .execute();
  return new Map(rows.map((r) => [r.itemId, Number(r.n)]));
}

// ---------------------------------------------------------------------------
// 政策申报
// ---------------------------------------------------------------------------

export interface DeclareFilter {
  scope: DataScope;
  itemName?: string;
  itemType?: string;
  cmpyName?: string;
  from?: string;
  to?: string;
}

type DeclareDb = Database & { a: PolicyItemApplyTable; i: PolicyItemTable };
type DeclareQuery = SelectQueryBuilder<DeclareDb, 'a' | 'i', object>;

function filteredDeclarations(db: DbOrTrx, filter: DeclareFilter): DeclareQuery {
  let query: DeclareQuery = db.selectFrom('policyItemApply as a').innerJoin('policyItem as i', 'i.id', 'a.itemId').where(inScope(filter.scope, 'a.district'));
  if (filter.itemName) query = query.where(containsText(db, 'i.itemName', filter.itemName));
  if (filter.itemType) query = query.where('i.itemType', '=', filter.itemType);
  if (filter.cmpyName) query = query.where(containsText(db, 'a.cmpyName', filter.cmpyName));
  if (filter.from) query = query.where('a.applyTime', '>=', filter.from);
  if (filter.to) query = query.where('a.applyTime', '<=', filter.to);
  return query;
}

/** Declarations, newest first. */
export function pageDeclarations(db: DbOrTrx, filter: DeclareFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) =>
      filteredDeclarations(db, filter)
        .selectAll('a')
        .select(['i.itemCode', 'i.itemName', 'i.itemType'])
        .orderBy('a.applyTime', 'desc')
        .orderBy('a.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    () => countRows(filteredDeclarations(db, filter)),
  );
}

export async function insertDeclarations(db: DbOrTrx, rows: readonly NewItemApply[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('policyItemApply').values(rows.slice(i, i + 500)).execute();
}

/** The items of these codes, with their id. */
export function itemIdsByCode(db: DbOrTrx, codes: readonly string[]) {
  return codes.length === 0 ? Promise.resolve([]) : db.selectFrom('policyItem').select(['id', 'itemCode']).where('itemCode', 'in', codes).execute();
}
