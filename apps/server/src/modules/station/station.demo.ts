import type { DbOrTrx } from '../../db/database.js';

export async function seedStationDemo(_db: DbOrTrx): Promise<{ stations: number }> {
  return { stations: 0 };
}
