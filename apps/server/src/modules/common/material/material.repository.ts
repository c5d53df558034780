import { MATERIAL_STATE } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { containsText } from '../../../db/dialect/index.js';
import { countRows, fetchPage, type PageRequest } from '../../../platform/paging.js';
import type { NewMaterial, NewMaterialGroup } from './material.table.js';

const MATERIAL_COLUMNS = [
  'comMaterial.id',
  'comMaterial.materialCode',
  'comMaterial.cmpyCode',
  'comMaterial.materialType',
  'comMaterial.materialName',
  'comMaterial.fileName',
  'comMaterial.fileSize',
  'comMaterial.md5',
  'comMaterial.groupCode',
  'comMaterial.state',
  'comMaterial.objectKey',
  'comMaterial.uploadId',
  'comMaterial.failReason',
  'comMaterial.uploaderId',
  'comMaterial.createTime',
  'comMaterial.updateTime',
] as const;

function selectMaterials(db: DbOrTrx) {
  return db
    .selectFrom('comMaterial')
    .leftJoin('comMaterialGroup', 'comMaterialGroup.groupCode', 'comMaterial.groupCode')
    .select([...MATERIAL_COLUMNS, (eb) => eb.fn.coalesce('comMaterialGroup.groupName', eb.val('')).as('groupName')]);
}

export function findByCode(db: DbOrTrx, materialCode: string) {
  return selectMaterials(db).where('comMaterial.materialCode', '=', materialCode).executeTakeFirst();
}

export function findByMd5(db: DbOrTrx, cmpyCode: string, md5: string) {
  return selectMaterials(db).where('comMaterial.cmpyCode', '=', cmpyCode).where('comMaterial.md5', '=', md5).executeTakeFirst();
}

/** Inserts unless the company already has this file (same md5); true when inserted. */
export async function insertMaterial(db: DbOrTrx, material: NewMaterial): Promise<boolean> {
  const result = await db
    .insertInto('comMaterial')
    .values(material)
    .onConflict((oc) => oc.columns(['cmpyCode', 'md5']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Applies `changes` only while the material is still in `fromState`, so two
 * racing reports cannot both move it; true when it moved.
 */
/** Notes the tus upload carrying a material's file, while the material is still 上传中 (not a state move). */
export async function recordUploadId(db: DbOrTrx, id: number, uploadId: string, updateTime: string): Promise<void> {
  await db.updateTable('comMaterial').set({ uploadId, updateTime }).where('id', '=', id).where('state', '=', MATERIAL_STATE.UPLOADING).execute();
}

/** Materials still 上传中 since before `before`, oldest first, at most `limit`. */
export function uploadingSince(db: DbOrTrx, before: string, limit: number) {
  return db
    .selectFrom('comMaterial')
    .select(['id', 'state'])
    .where('state', '=', MATERIAL_STATE.UPLOADING)
    .where('updateTime', '<', before)
    .orderBy('updateTime')
    .limit(limit)
    .execute();
}

export interface MaterialFilter {
  materialType?: number;
  materialName?: string;
  cmpyCode?: string;
  groupCode?: string;
  state?: number;
}

export function pageMaterials(db: DbOrTrx, filter: MaterialFilter, page: PageRequest) {
  let query = db.selectFrom('comMaterial');
  if (filter.materialType !== undefined) query = query.where('comMaterial.materialType', '=', filter.materialType);
  if (filter.materialName) query = query.where(containsText(db, 'comMaterial.materialName', filter.materialName));
  if (filter.cmpyCode !== undefined) query = query.where('comMaterial.cmpyCode', '=', filter.cmpyCode);
  if (filter.groupCode) query = query.where('comMaterial.groupCode', '=', filter.groupCode);
  if (filter.state !== undefined) query = query.where('comMaterial.state', '=', filter.state);
  const filtered = query;
  return fetchPage(
    page,
    ({ limit, offset }) =>
      filtered
        .leftJoin('comMaterialGroup', 'comMaterialGroup.groupCode', 'comMaterial.groupCode')
        .select([...MATERIAL_COLUMNS, (eb) => eb.fn.coalesce('comMaterialGroup.groupName', eb.val('')).as('groupName')])
        .orderBy('comMaterial.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    () => countRows(filtered),
  );
}


export async function insertGroup(db: DbOrTrx, group: NewMaterialGroup): Promise<boolean> {
  const result = await db
    .insertInto('comMaterialGroup')
    .values(group)
    .onConflict((oc) => oc.columns(['cmpyCode', 'groupType', 'groupName']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function findGroup(db: DbOrTrx, groupCode: string) {
  return db.selectFrom('comMaterialGroup').selectAll().where('groupCode', '=', groupCode).executeTakeFirst();
}

export function listGroups(db: DbOrTrx, filter: { groupType?: number; cmpyCode?: string }) {
  let query = db.selectFrom('comMaterialGroup').selectAll();
  if (filter.groupType !== undefined) query = query.where('groupType', '=', filter.groupType);
  if (filter.cmpyCode !== undefined) query = query.where('cmpyCode', '=', filter.cmpyCode);
  return query.orderBy('sort').orderBy('id').execute();
}

/** The keys among `objectKeys` that hold some material's file. */
export async function objectKeysAmong(db: DbOrTrx, objectKeys: readonly string[]): Promise<string[]> {
  if (objectKeys.length === 0) return [];
  const rows = await db.selectFrom('comMaterial').select('objectKey').where('objectKey', 'in', objectKeys).execute();
  return rows.flatMap((r) => (r.objectKey === null ? [] : [r.objectKey]));
}

/** How many materials each of the groups holds (groups without any are absent). */
export async function countByGroups(db: DbOrTrx, groupCodes: readonly string[]): Promise<Map<string, number>> {
  if (groupCodes.length === 0) return new Map();
  const rows = await db
    .selectFrom('comMaterial')
    .select((eb) => ['groupCode', eb.fn.countAll<number | string>().as('n')])
    .where('groupCode', 'in', groupCodes)
    .groupBy('groupCode')
    .execute();
  return new Map(rows.map((r) => [r.groupCode, Number(r.n)]));
}

export function findByIds(db: DbOrTrx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectMaterials(db).where('comMaterial.id', 'in', ids).execute();
}
