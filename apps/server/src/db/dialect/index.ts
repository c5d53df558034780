/**
 * The only place where SQLite and PostgreSQL differ; everything else in the
 * server writes portable Kysely. One file per concern: opening the database
 * (`connection.ts`), prepared statements (`prepared.ts`), query expressions
 * (`queries.ts`), and the migrations' schema work and counters (`schema.ts`).
 */
export { currentSchema, createDatabase, poolUse, type DatabaseTarget, type PoolUse } from './connection.js';
export { dialectOf, type DialectName, type Handle } from './handle.js';
export { constraintViolation, containsText, filterOnly, inSubquery, jsonArrayFrom, readJsonArray, type JsonArray } from './queries.js';
export {
  bulkInsert,
  dropCounterFeed,
  countedBy,
  fillCounter,
  fillSummedCounter,
  installCounterFeed,
  installDerivedColumn,
  installFeedPerStatement,
  installRowCounter,
  keyedTable,
  summedBy,
  TEXT,
  withId,
  type BulkColumnType,
  type ColumnBuilder,
  type CounterFeed,
  type CounterTemplate,
  type DerivedColumn,
} from './schema.js';
