import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  Kysely,
  PostgresDialect,
  sql,
  SqliteDialect,
  type DatabaseIntrospector,
  type QueryCompiler,
  type KyselyConfig,
  type TableMetadata,
} from 'kysely';
import pg from 'pg';
import type { Database } from '../database.js';
import { withPreparedStatements, withStatementCache } from './prepared.js';
import { CamelCaseRows, SnakeCasePostgresCompiler, SnakeCaseSqliteCompiler } from './snake-case-names.js';

/** Opening the database: SQLite's file and pragmas, PostgreSQL's pool, type parsers and introspector. */

export interface DatabaseTarget {
  /** PostgreSQL connection string; absent means the embedded SQLite file. */
  databaseUrl?: string;
  /** Directory holding the SQLite file. */
  dataDir: string;
  /** SQLite file name inside dataDir (tests use their own). */
  sqliteFile?: string;
  /** PostgreSQL schema to work in (tests isolate themselves per schema). */
  pgSchema?: string;
  poolSize?: number;
  /** Told the duration of every query (metrics). */
  onQuery?: (durationMs: number, failed: boolean) => void;
  /** Told the text of every statement this handle runs (tests tell the primary pool from the read pool by it). */
  onStatement?: (sql: string) => void;
  /**
   * PostgreSQL only: every transaction on this pool is read-only, as on a hot-standby replica,
   * so a write that strays onto the read pool fails here as it would there.
   */
  readOnly?: boolean;
  /** PostgreSQL only: the pool's `application_name` (pg_stat_activity tells the primary pool from the read pool). */
  applicationName?: string;
}

/** How a PostgreSQL pool is used right now; SQLite has one connection and no pool. */
export interface PoolUse {
  max: number;
  /** Connections open, idle among them, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
}

const pools = new WeakMap<object, pg.Pool>();

/** The pool behind a handle made by {@link createDatabase}, or null on SQLite. */
export function poolUse(db: Kysely<Database>): PoolUse | null {
  const pool = pools.get(db);
  return pool ? { max: pool.options.max ?? 10, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}

function queryLog({ onQuery, onStatement }: DatabaseTarget): KyselyConfig['log'] {
  if (!onQuery && !onStatement) return undefined;
  return (event) => {
    onQuery?.(event.queryDurationMillis, event.level === 'error');
    onStatement?.(event.query.sql);
  };
}

// int8 (count(*), bigserial ids) arrives as a string by default; our values stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));
// numeric (sum/avg) likewise; amounts are stored as integer cents, so no precision is lost here.
pg.types.setTypeParser(1700, (value) => Number(value));

/**
 * Kysely's PostgreSQL introspector (which its Migrator uses to find its own
 * tables) reads every schema in the database and calls has_schema_privilege and
 * pg_get_serial_sequence by schema name: when another install or test drops its
 * schema during that read, our migration fails with "schema … does not exist".
 * This one reads only the schema we work in, by catalog joins alone.
 */
const KYSELY_TABLES = [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE];

class OwnSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas() {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(this.db);
    return rows;
  }

  async getTables(options = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<{
      schema: string; table: string; kind: string; column: string; dataType: string; notNull: boolean; hasDefault: boolean; identity: string; defaultExpr: string | null;
    }>`select n.nspname as schema, c.relname as table, c.relkind as kind, a.attname as column, t.typname as "dataType",
              a.attnotnull as "notNull", a.atthasdef as "hasDefault", a.attidentity as identity, pg_get_expr(d.adbin, d.adrelid) as "defaultExpr"
         from pg_catalog.pg_class c
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
         join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         join pg_catalog.pg_type t on t.oid = a.atttypid
         left join pg_catalog.pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
        where n.nspname = current_schema() and c.relkind in ('r', 'v', 'p')
        order by c.relname, a.attnum`.execute(this.db);
    const tables = new Map<string, TableMetadata & { columns: TableMetadata['columns'][number][] }>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.includes(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.kind === 'v', columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.dataType,
        isNullable: !row.notNull,
        hasDefaultValue: row.hasDefault,
        isAutoIncrementing: row.identity !== '' || (row.defaultExpr ?? '').startsWith('nextval('),
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: { withInternalKyselyTables: boolean }) {
    return { tables: await this.getTables(options) };
  }
}

class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }

  override createQueryCompiler(): QueryCompiler {
    return new SnakeCasePostgresCompiler();
  }
}

class SnakeCaseSqliteDialect extends SqliteDialect {
  override createQueryCompiler(): QueryCompiler {
    return new SnakeCaseSqliteCompiler();
  }
}

/** A handle on the target: PostgreSQL when it names a URL, else the SQLite file. Its dialect is read from it (`dialectOf`). */
export function createDatabase(target: DatabaseTarget): Kysely<Database> {
  if (target.databaseUrl) {
    // Tests isolate themselves in a schema of their own; it must exist before the pool is used.
    const settings = [
      ...(target.pgSchema ? [`-c search_path=${target.pgSchema}`] : []),
      ...(target.readOnly ? ['-c default_transaction_read_only=on'] : []),
    ];
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: target.poolSize ?? 10,
      options: settings.length > 0 ? settings.join(' ') : undefined,
      application_name: target.applicationName,
    });
    const db = new Kysely<Database>({
      dialect: new OwnSchemaPostgresDialect({ pool: withPreparedStatements(pool) }),
      plugins: [new CamelCaseRows()],
      log: queryLog(target),
    });
    pools.set(db, pool);
    return db;
  }
  fs.mkdirSync(target.dataDir, { recursive: true });
  const file = path.join(target.dataDir, target.sqliteFile ?? 'hrbd.sqlite');
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // No ANALYZE (PRAGMA optimize): with statistics, SQLite planned 政策申请's page 1 (a join to the project, newest
  // first, 10 rows) as a scan of the projects and a sort of all 1,000,000 applications, 6.3 s instead of 1 ms
  // down the time index. Every list here is a join ordered by the big table with a LIMIT; the planner's
  // defaults read that index in order, and every benchmark under bench/ was measured that way.
  return new Kysely<Database>({
    dialect: new SnakeCaseSqliteDialect({ database: withStatementCache(database) }),
    plugins: [new CamelCaseRows()],
    log: queryLog(target),
  });
}

/** The PostgreSQL schema unqualified names resolve to (the first on search_path). */
export async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0].schema;
}
