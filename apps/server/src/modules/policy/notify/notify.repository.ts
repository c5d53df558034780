import type { SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import type { PolicySubsidyProjectTable } from '../subsidy/subsidy.table.js';
import type { NewNotify, NotifyChanges, PolicyApplyNotifyTable } from './notify.table.js';

export interface NotifyFilter {
  title?: string;
  projectCode?: string;
  state?: number;
}

type NotifyQuery = SelectQueryBuilder<Database & { n: PolicyApplyNotifyTable; p: PolicySubsidyProjectTable }, 'n', object>;

function filtered(db: DbOrTrx, filter: NotifyFilter): NotifyQuery {
  let query: NotifyQuery = db.selectFrom('policyApplyNotify as n');
  if (filter.title) query = query.where(containsText(db, 'n.title', filter.title));
  if (filter.projectCode) query = query.where('n.projectCode', '=', filter.projectCode);
  if (filter.state !== undefined) query = query.where('n.state', '=', filter.state);
  return query;
}

/** The notice with its project's name and state (a left join: the project may have been deleted since). */
function withProject(query: NotifyQuery) {
  return query
    .leftJoin('policySubsidyProject as p', 'p.projectCode', 'n.projectCode')
    .select([
      'n.id', 'n.notifyCode', 'n.title', 'n.projectCode', 'n.reportStart', 'n.reportEnd', 'n.target', 'n.content', 'n.attachments', 'n.state', 'n.submitTime', 'n.updateTime',
      'p.projectName', 'p.state as projectState',
    ]);
}

export function pageNotices(db: DbOrTrx, filter: NotifyFilter, page: PageRequest) {
  return fetchPage(
    page,
    ({ limit, offset }) => withProject(filtered(db, filter)).orderBy('n.updateTime', 'desc').orderBy('n.id', 'desc').limit(limit).offset(offset).execute(),
    () => countRows(filtered(db, filter)),
  );
}

export function findByCode(db: DbOrTrx, notifyCode: string) {
  return withProject(db.selectFrom('policyApplyNotify as n')).where('n.notifyCode', '=', notifyCode).executeTakeFirst();
}

export async function insertNotify(db: DbOrTrx, row: NewNotify): Promise<number> {
  const inserted = await db.insertInto('policyApplyNotify').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateNotify(db: DbOrTrx, id: number, changes: NotifyChanges): Promise<void> {
  await db.updateTable('policyApplyNotify').set(changes).where('id', '=', id).execute();
}

export async function deleteNotify(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('policyApplyNotify').where('id', '=', id).execute();
}

export async function attachmentRows(db: DbOrTrx, keys: readonly string[]) {
  if (keys.length === 0) return [];
  return db
    .selectFrom('policyApplyNotify')
    .select('attachments')
    .where((eb) => eb.or(keys.map((key) => eb('attachments', 'like', `%"${key}"%`))))
    .execute();
}
