import type { SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { inScope, type DataScope } from '../../../platform/data-scope.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import type { NewOrgan, OrganChanges, PolicySkillOrganTable } from './organ.table.js';

/** The list's filters; `scope` is the caller's 数据权限 on the organisation's county. */
export interface OrganFilter {
  organName?: string;
  creditCode?: string;
  organType?: number;
  state?: number;
  countyCode?: string;
  scope: DataScope;
}

type OrganQuery = SelectQueryBuilder<Database & { o: PolicySkillOrganTable }, 'o', object>;

function filtered(db: DbOrTrx, filter: OrganFilter): OrganQuery {
  let query: OrganQuery = db.selectFrom('policySkillOrgan as o').where(inScope(filter.scope, 'o.countyCode'));
  if (filter.organName) query = query.where(containsText(db, 'o.organName', filter.organName));
  if (filter.creditCode) query = query.where(containsText(db, 'o.creditCode', filter.creditCode));
  if (filter.organType !== undefined) query = query.where('o.organType', '=', filter.organType);
  if (filter.state !== undefined) query = query.where('o.state', '=', filter.state);
  if (filter.countyCode) query = query.where('o.countyCode', '=', filter.countyCode);
  return query;
}

/** Organisations, the latest changed first. */
export function pageOrgans(db: DbOrTrx, filter: OrganFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) => filtered(db, filter).selectAll('o').orderBy('o.updateTime', 'desc').orderBy('o.id', 'desc').limit(limit).offset(offset).execute(),
    () => countRows(filtered(db, filter)),
  );
}

export function findByCode(db: DbOrTrx, businessCode: string, scope: DataScope) {
  return db.selectFrom('policySkillOrgan').selectAll().where('businessCode', '=', businessCode).where(inScope(scope, 'countyCode')).executeTakeFirst();
}

export function findByCreditCode(db: DbOrTrx, creditCode: string) {
  return db.selectFrom('policySkillOrgan').select(['id', 'organName']).where('creditCode', '=', creditCode).executeTakeFirst();
}

export function findByCodes(db: DbOrTrx, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db.selectFrom('policySkillOrgan').select(['id', 'businessCode', 'organName', 'state']).where('businessCode', 'in', codes).execute();
}

export function findByIds(db: DbOrTrx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('policySkillOrgan').select(['id', 'businessCode', 'organName', 'state']).where('id', 'in', ids).orderBy('organName').execute();
}

export async function insertOrgan(db: DbOrTrx, row: NewOrgan): Promise<number> {
  const inserted = await db.insertInto('policySkillOrgan').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateOrgan(db: DbOrTrx, id: number, changes: OrganChanges): Promise<void> {
  await db.updateTable('policySkillOrgan').set(changes).where('id', '=', id).execute();
}

export async function deleteOrgan(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('policySkillOrgan').where('id', '=', id).execute();
}

/** How many 政策发文 relate the organisation. */
export async function promulgationCount(db: DbOrTrx, organId: number): Promise<number> {
  const row = await db.selectFrom('policyPromulgationOrgan').select((eb) => eb.fn.countAll<number>().as('n')).where('organId', '=', organId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Of `keys`, those some organisation keeps as an attachment. */
export async function attachmentRows(db: DbOrTrx, keys: readonly string[]) {
  if (keys.length === 0) return [];
  return db
    .selectFrom('policySkillOrgan')
    .select('attachments')
    .where((eb) => eb.or(keys.map((key) => eb('attachments', 'like', `%"${key}"%`))))
    .execute();
}
