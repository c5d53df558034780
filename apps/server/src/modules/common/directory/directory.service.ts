import type { DirectoryItem } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { DIRECTORY_SEEDS, type DirectorySeed } from './directory.seed.js';
import * as repo from './directory.repository.js';

/**
 * The catalogue in display order (each category followed by its services),
 * or the children of one entry, or the entries whose name holds a keyword.
 */
export function listDirectory(db: DbOrTrx, filter: repo.DirectoryFilter): Promise<DirectoryItem[]> {
  return repo.listDirectory(db, filter);
}

/** The public employment service catalogue, written once per database. */
export async function seedDirectory(db: DbOrTrx): Promise<void> {
  let sort = 0;
  const rows: Parameters<typeof repo.insertDirectory>[1] = [];
  const walk = (seeds: readonly DirectorySeed[], parentCode: string, level: number) => {
    for (const seed of seeds) {
      rows.push({
        directoryCode: seed.code,
        directoryName: seed.name,
        parentCode,
        level,
        serviceObject: seed.serviceObject,
        remark: seed.remark ?? '',
        sort: sort++,
      });
      walk(seed.children ?? [], seed.code, level + 1);
    }
  };
  walk(DIRECTORY_SEEDS, '', 1);
  await repo.insertDirectory(db, rows);
}
