import type { Kysely } from 'kysely';
import { installFeedPerStatement, type DialectName } from '../../../db/dialect/index.js';
import { COUNTER, STUDENT_FEED } from './0046-college.js';

/**
 * The college statistics' feed from the students, per statement on
 * PostgreSQL: students arrive by import, thousands at once, where row
 * triggers made a statement quadratic (db/dialect/schema.ts, installCounterFeed).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await installFeedPerStatement(db, dialect, COUNTER, STUDENT_FEED);
}
