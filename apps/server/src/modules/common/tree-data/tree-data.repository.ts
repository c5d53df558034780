import type { DbOrTrx } from '../../../db/database.js';
import type { NewTreeNode } from './tree-data.table.js';

export function listByType(db: DbOrTrx, treeType: string) {
  return db.selectFrom('comTreeData').select(['code', 'name', 'parentCode']).where('treeType', '=', treeType).orderBy('sort').orderBy('id').execute();
}

/** Some nodes of a type by their codes, through the (type, code) key. */
export function nodesOfCodes(db: DbOrTrx, treeType: string, codes: readonly string[]) {
  return db.selectFrom('comTreeData').select(['code', 'name']).where('treeType', '=', treeType).where('code', 'in', codes).execute();
}

export async function insertNodes(db: DbOrTrx, rows: NewTreeNode[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('comTreeData').values(rows).execute();
}
