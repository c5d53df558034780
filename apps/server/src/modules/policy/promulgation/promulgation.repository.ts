import type { SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import type { NewPromulgation, PolicyPromulgationTable, PromulgationChanges } from './promulgation.table.js';

export interface PromulgationFilter {
  title?: string;
  docNo?: string;
  unit?: string;
  state?: number;
}

type PromulgationQuery = SelectQueryBuilder<Database & { p: PolicyPromulgationTable }, 'p', object>;

function filtered(db: DbOrTrx, filter: PromulgationFilter): PromulgationQuery {
  let query: PromulgationQuery = db.selectFrom('policyPromulgation as p');
  if (filter.title) query = query.where(containsText(db, 'p.title', filter.title));
  if (filter.docNo) query = query.where(containsText(db, 'p.docNo', filter.docNo));
  if (filter.unit) query = query.where(containsText(db, 'p.unit', filter.unit));
  if (filter.state !== undefined) query = query.where('p.state', '=', filter.state);
  return query;
}

/** Documents, the latest changed first, with how many organisations each relates. */
export function pagePromulgations(db: DbOrTrx, filter: PromulgationFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) =>
      filtered(db, filter)
        .select(['p.id', 'p.title', 'p.docNo', 'p.unit', 'p.publishDate', 'p.state', 'p.submitTime', 'p.updateTime'])
        .select((eb) => eb.selectFrom('policyPromulgationOrgan as r').select(eb.fn.countAll<number>().as('n')).whereRef('r.promulgationId', '=', 'p.id').as('organCount'))
        .orderBy('p.updateTime', 'desc')
        .orderBy('p.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    () => countRows(filtered(db, filter)),
  );
}

export function findById(db: DbOrTrx, id: number) {
  return db.selectFrom('policyPromulgation').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findByDocNo(db: DbOrTrx, docNo: string) {
  return db.selectFrom('policyPromulgation').select(['id', 'title']).where('docNo', '=', docNo).executeTakeFirst();
}

export async function organIdsOf(db: DbOrTrx, id: number): Promise<number[]> {
  const rows = await db.selectFrom('policyPromulgationOrgan').select('organId').where('promulgationId', '=', id).execute();
  return rows.map((r) => r.organId);
}

export async function insertPromulgation(db: DbOrTrx, row: NewPromulgation): Promise<number> {
  const inserted = await db.insertInto('policyPromulgation').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updatePromulgation(db: DbOrTrx, id: number, changes: PromulgationChanges): Promise<void> {
  await db.updateTable('policyPromulgation').set(changes).where('id', '=', id).execute();
}

export async function replaceOrgans(db: DbOrTrx, id: number, organIds: readonly number[]): Promise<void> {
  await db.deleteFrom('policyPromulgationOrgan').where('promulgationId', '=', id).execute();
  if (organIds.length > 0) await db.insertInto('policyPromulgationOrgan').values(organIds.map((organId) => ({ promulgationId: id, organId }))).execute();
}

export async function deletePromulgation(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('policyPromulgationOrgan').where('promulgationId', '=', id).execute();
  await db.deleteFrom('policyPromulgation').where('id', '=', id).execute();
}

export async function attachmentRows(db: DbOrTrx, keys: readonly string[]) {
  if (keys.length === 0) return [];
  return db
    .selectFrom('policyPromulgation')
    .select('attachments')
    .where((eb) => eb.or(keys.map((key) => eb('attachments', 'like', `%"${key}"%`))))
    .execute();
}
