import type { DbOrTrx } from '../../../db/database.js';
import type { NewLabel } from '../../common/label/label.table.js';

const COLUMNS = ['id', 'labelCode', 'labelName', 'labelType', 'labelHot'] as const;

/** 标签管理 keeps the shared com_label rows (the lookup of every form reads them through common's getLabels). */
export function findByCode(db: DbOrTrx, labelCode: string) {
  return db.selectFrom('comLabel').select(COLUMNS).where('labelCode', '=', labelCode).executeTakeFirst();
}

export function findByName(db: DbOrTrx, labelType: number, labelName: string) {
  return db.selectFrom('comLabel').select(COLUMNS).where('labelType', '=', labelType).where('labelName', '=', labelName).executeTakeFirst();
}

export async function nextSort(db: DbOrTrx, labelType: number): Promise<number> {
  const row = await db.selectFrom('comLabel').select((eb) => eb.fn.max('sort').as('s')).where('labelType', '=', labelType).executeTakeFirst();
  return row?.s === null || row?.s === undefined ? 0 : Number(row.s) + 1;
}

export async function countHot(db: DbOrTrx, labelType: number): Promise<number> {
  const row = await db
    .selectFrom('comLabel')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('labelType', '=', labelType)
    .where('labelHot', '=', 1)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertLabel(db: DbOrTrx, row: NewLabel): Promise<void> {
  await db.insertInto('comLabel').values(row).execute();
}

export async function renameLabel(db: DbOrTrx, id: number, labelName: string, updateTime: string): Promise<void> {
  await db.updateTable('comLabel').set({ labelName, updateTime }).where('id', '=', id).execute();
}

export async function deleteLabel(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('comLabel').where('id', '=', id).execute();
}
