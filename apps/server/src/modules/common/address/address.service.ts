import type { AddressType, HistoryAddress, Page } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { fetchPage, type PageRequest } from '../../../platform/paging.js';
import { nowText } from '../../../platform/time.js';
import * as repo from './address.repository.js';

/** How many addresses a company keeps per kind; the dialog shows the newest 3. */
export const HISTORY_KEEP = 20;

export function historyPage(db: DbOrTrx, cmpyCode: string, type: number, page: PageRequest): Promise<Page<HistoryAddress>> {
  return fetchPage(
    page,
    (window) => repo.listPage(db, cmpyCode, type, window),
    () => repo.countFor(db, cmpyCode, type),
  );
}

/** An address as a form saves it (the address dialog's result, flattened). */
export interface SavedAddress {
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  countyCode: string;
  countyName: string;
  /** The detailed address (street, number, building). */
  address: string;
  gcj02Lon: number;
  gcj02Lat: number;
}

/**
 * Called by the forms that save a company's address (company profile, job
 * work address …) so the address dialog can offer it next time. Saving the
 * same address again moves it to the top with its latest coordinates instead
 * of listing it twice. Pass the caller's transaction so the history follows
 * the save.
 */
export async function rememberAddress(db: DbOrTrx, cmpyCode: string, type: AddressType, saved: SavedAddress): Promise<void> {
  const address = saved.address.trim();
  const now = nowText();
  const firstSaved = await repo.removeSame(db, { cmpyCode, type, countyCode: saved.countyCode, address });
  await repo.insertAddress(db, { ...saved, address, cmpyCode, type, createTime: firstSaved ?? now, updateTime: now });
  await repo.pruneOlder(db, cmpyCode, type, HISTORY_KEEP);
}
