import type { SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import type { NewPublication, PolicyPublicationTable, PublicationChanges, PublicationRow } from './publication.table.js';

export interface PublicationFilter {
  kind: number;
  title?: string;
  state?: number;
  themeTag?: string;
  /** Publish time bounds, inclusive. */
  from?: string;
  to?: string;
}

type PubDb = Database & { p: PolicyPublicationTable };
type PubQuery = SelectQueryBuilder<PubDb, 'p', object>;

function filtered(db: DbOrTrx, filter: PublicationFilter): PubQuery {
  let query: PubQuery = db.selectFrom('policyPublication as p').where('p.kind', '=', filter.kind);
  if (filter.title) query = query.where(containsText(db, 'p.title', filter.title));
  if (filter.state !== undefined) query = query.where('p.state', '=', filter.state);
  if (filter.from) query = query.where('p.publishTime', '>=', filter.from);
  if (filter.to) query = query.where('p.publishTime', '<=', filter.to);
  if (filter.themeTag) {
    const tag = filter.themeTag;
    query = query.where('p.id', 'in', (eb) =>
      eb.selectFrom('policyThemeTag').select('ownerId').where('ownerKind', '=', 'publication').where('themeTag', '=', tag),
    );
  }
  return query;
}

/**
 * A page of one kind. Published ones (the home page's list) newest publish
 * time first; the console's tabs by last change.
 */
export function pagePublications(db: DbOrTrx, filter: PublicationFilter, page: PageRequest, order: 'publishTime' | 'updateTime'): Promise<{ total: number; records: PublicationRow[] }> {
  return fetchPage(
    page,
    ({ limit, offset }) =>
      filtered(db, filter)
        .selectAll('p')
        .orderBy(order === 'publishTime' ? 'p.publishTime' : 'p.updateTime', 'desc')
        .orderBy('p.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    () => countRows(filtered(db, filter)),
  );
}

export function findByCode(db: DbOrTrx, kind: number, code: string): Promise<PublicationRow | undefined> {
  return db.selectFrom('policyPublication').selectAll().where('kind', '=', kind).where('code', '=', code).executeTakeFirst();
}

export async function insertPublication(db: DbOrTrx, row: NewPublication): Promise<number> {
  const inserted = await db.insertInto('policyPublication').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updatePublication(db: DbOrTrx, id: number, changes: PublicationChanges): Promise<void> {
  await db.updateTable('policyPublication').set(changes).where('id', '=', id).execute();
}

export async function deletePublication(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('policyPublication').where('id', '=', id).execute();
}

/** One more view of a published record. */
export async function countView(db: DbOrTrx, id: number): Promise<void> {
  await db.updateTable('policyPublication').set((eb) => ({ viewCount: eb('viewCount', '+', 1) })).where('id', '=', id).execute();
}

/** 待发布 rows whose publish time has come, oldest first. */
export function dueBy(db: DbOrTrx, now: string, limit: number) {
  return db
    .selectFrom('policyPublication')
    .select(['id', 'kind', 'state', 'code'])
    .where('state', '=', 1)
    .where('publishTime', '<=', now)
    .orderBy('publishTime')
    .limit(limit)
    .execute();
}

/** Figures of one kind for the home page. */
export async function homeCounts(db: DbOrTrx, kind: number, monthStart: string) {
  const row = await db
    .selectFrom('policyPublication')
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when('state', '=', 2).then(1).else(0).end()).as('published'),
      eb.fn.sum<number>(eb.case().when('state', '=', 1).then(1).else(0).end()).as('scheduled'),
      eb.fn.sum<number>(eb.case().when('state', '=', 2).then(eb.ref('viewCount')).else(0).end()).as('viewCount'),
    ])
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  const month = await db
    .selectFrom('policyPublication')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', kind)
    .where('state', '=', 2)
    .where('publishTime', '>=', monthStart)
    .executeTakeFirstOrThrow();
  return { published: Number(row.published ?? 0), publishedThisMonth: Number(month.n), scheduled: Number(row.scheduled ?? 0), viewCount: Number(row.viewCount ?? 0) };
}
