import type { DbOrTrx } from '../../../db/database.js';
import type { NewFile } from './file.table.js';

export async function insertFile(db: DbOrTrx, file: NewFile): Promise<void> {
  await db.insertInto('comFile').values(file).execute();
}

const FILE_COLUMNS = ['objectKey', 'fileKind', 'contentType', 'fileSize', 'fileName', 'cmpyCode', 'materialType', 'materialName'] as const;

export function findByKeys(db: DbOrTrx, objectKeys: readonly string[]) {
  return db.selectFrom('comFile').select(FILE_COLUMNS).where('objectKey', 'in', objectKeys).execute();
}

/** The keys among `objectKeys` that `uploaderId` uploaded. */
export async function keysUploadedBy(db: DbOrTrx, objectKeys: readonly string[], uploaderId: number): Promise<string[]> {
  if (objectKeys.length === 0) return [];
  const rows = await db.selectFrom('comFile').select('objectKey').where('objectKey', 'in', objectKeys).where('uploaderId', '=', uploaderId).execute();
  return rows.map((r) => r.objectKey);
}
