import type { SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import { deleteItem, findItemByCode, insertItem, updateItem, whereItem, type ItemFilter } from '../display.repository.js';
import type { AdvertAnnoTable, AnnoChanges, NewAnno } from './anno.table.js';

export interface AnnoFilter extends ItemFilter {
  isTop?: number;
}

type AnnoQuery = SelectQueryBuilder<Database & { a: AdvertAnnoTable }, 'a', object>;

function filtered(db: DbOrTrx, filter: AnnoFilter): AnnoQuery {
  let query: AnnoQuery = whereItem(db, db.selectFrom('advertAnno as a'), 'a', filter);
  if (filter.isTop !== undefined) query = query.where('a.isTop', '=', filter.isTop);
  return query;
}

/** Notices pinned first, then in their order; the list leaves the body out. */
export function pageAnnos(db: DbOrTrx, filter: AnnoFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) =>
      filtered(db, filter)
        .select(['a.id', 'a.annoCode', 'a.title', 'a.isTop', 'a.sort', 'a.startTime', 'a.endTime', 'a.enabled', 'a.creatorName', 'a.createTime', 'a.updateTime'])
        .orderBy('a.isTop', 'desc')
        .orderBy('a.sort')
        .orderBy('a.id')
        .limit(limit)
        .offset(offset)
        .execute(),
    () => countRows(filtered(db, filter)),
  );
}

export const findByCode = (db: DbOrTrx, annoCode: string) => findItemByCode(db, 'advertAnno', annoCode);
export const insertAnno = (db: DbOrTrx, row: NewAnno) => insertItem(db, 'advertAnno', row);
export const updateAnno = (db: DbOrTrx, id: number, changes: AnnoChanges) => updateItem(db, 'advertAnno', id, changes);
export const deleteAnno = (db: DbOrTrx, id: number) => deleteItem(db, 'advertAnno', id);
