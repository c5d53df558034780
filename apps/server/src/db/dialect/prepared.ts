import { createHash } from 'node:crypto';
import type SQLite from 'better-sqlite3';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult, SqliteDatabase, SqliteStatement } from 'kysely';
import { rowShaper, shaped, type RowShaper } from './snake-case-names.js';
import type pg from 'pg';

/**
 * Statements prepared once and reused, one way per dialect: a cache of
 * better-sqlite3 statements, and named PostgreSQL statements per connection.
 */

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every SQLite statement afresh, and preparing a join costs
 * more than running it (a guarded list request spent most of its time in
 * `prepare`). Statements are kept per SQL text, least recently used dropped
 * first; one still being iterated (a streamed query) is never handed out twice.
 * A query's rows are read as arrays and shaped by its `rowShaper` (keys in
 * camelCase already): better-sqlite3 builds an object key by key otherwise.
 */
export function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, CachedStatement>();
  return {
    close: () => database.close(),
    prepare(text) {
      const cached = cache.get(text);
      if (cached && !cached.statement.busy) {
        cache.delete(text);
        cache.set(text, cached);
        return cached;
      }
      const statement = new CachedStatement(database.prepare(text));
      if (!cached) {
        cache.set(text, statement);
        if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value ?? text);
      }
      return statement;
    },
  };
}

/** A prepared better-sqlite3 statement as Kysely calls it; a query's rows come shaped. */
class CachedStatement implements SqliteStatement {
  readonly reader: boolean;
  private readonly shape: RowShaper | null;

  constructor(readonly statement: SQLite.Statement) {
    this.reader = statement.reader;
    this.shape = statement.reader ? rowShaper(statement.raw(true).columns().map((column) => column.name)) : null;
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    const rows = this.statement.all(parameters) as unknown[][];
    return this.shape ? shaped(rows.map(this.shape)) : rows;
  }

  run(parameters: ReadonlyArray<unknown>) {
    return this.statement.run(parameters);
  }

  *iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    for (const values of this.statement.iterate(parameters) as IterableIterator<unknown[]>) yield this.shape ? this.shape(values) : values;
  }
}

/** Statements worth preparing: queries, not transaction control or DDL. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** Longer texts are one-off bulk statements; preparing them would only hold memory. */
const MAX_PREPARED_TEXT = 8192;
/** Named statements per connection; beyond this, new texts run unnamed. */
const MAX_PREPARED_PER_CONNECTION = 500;
const PLAN_RESULT_CHANGED = '0A000';

const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    if (statementNames.size >= 10_000) statementNames.clear();
    name = `k${createHash('sha1').update(text).digest('base64url')}`;
    statementNames.set(text, name);
  }
  return name;
}

interface ConnectionStatements {
  names: Set<string>;
  /** Off after a schema change made a prepared statement's result type stale on this connection. */
  enabled: boolean;
}

/**
 * Runs Kysely's queries as named prepared statements, parsed and planned once
 * per connection: PostgreSQL spent more time planning the guard's session
 * lookup (a join with an EXISTS) than running it — 410 µs unnamed, 80 µs
 * prepared. Plans for varying values stay PostgreSQL's choice (custom plans
 * until a generic one is as cheap).
 */
export function withPreparedStatements(pool: pg.Pool): PostgresPool {
  const perConnection = new WeakMap<pg.PoolClient, ConnectionStatements>();
  return {
    async connect() {
      const client = await pool.connect();
      let statements = perConnection.get(client);
      if (!statements) {
        statements = { names: new Set(), enabled: true };
        perConnection.set(client, statements);
      }
      return new PreparingClient(client, statements);
    },
    end: () => pool.end(),
  };
}

class PreparingClient implements PostgresPoolClient {
  constructor(
    private readonly client: pg.PoolClient,
    private readonly statements: ConnectionStatements,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(query: string | PostgresCursor<R>, parameters: ReadonlyArray<unknown> = []): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Cursors (streamed queries) are handed through untouched; Kysely makes them with pg-cursor.
    if (typeof query !== 'string') return this.client.query(query as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
    return this.run<R>(query, [...parameters]);
  }

  release(): void {
    this.client.release();
  }

  private async run<R>(text: string, values: unknown[]): Promise<PostgresQueryResult<R>> {
    const { names } = this.statements;
    const name = statementName(text);
    const prepare =
      this.statements.enabled &&
      text.length <= MAX_PREPARED_TEXT &&
      PREPARABLE.test(text) &&
      (names.has(name) || names.size < MAX_PREPARED_PER_CONNECTION);
    if (!prepare) return this.unnamed<R>(text, values);
    try {
      const result = await submit(this.client, { name, text, values, rowMode: 'array' });
      names.add(name);
      return shapedResult<R>(result);
    } catch (error) {
      // A migration from another instance changed a table under a prepared `select *`.
      if ((error as { code?: string }).code !== PLAN_RESULT_CHANGED) throw error;
      this.statements.enabled = false;
      return this.unnamed<R>(text, values);
    }
  }

  // pg declares its result more loosely (command: string, rowCount: number | null) than Kysely's
  // interface does; it is the object Kysely receives from a plain pg.Pool, its rows made here.
  private async unnamed<R>(text: string, values: unknown[]): Promise<PostgresQueryResult<R>> {
    return shapedResult<R>(await submit(this.client, { text, values, rowMode: 'array' }));
  }
}

/**
 * A query in pg's callback form, the callback given with the query. In pg's
 * promise form (no callback: pg constructs the query, then sets one on it)
 * the rows of every result outlived two scavenges and were promoted: reading
 * 100,000 students in batches of 250 on one connection promoted 66 MB and
 * took 1.08–1.28 s; with the callback given, 1.4 MB and 0.67–0.72 s. Measured
 * (2026-11-28, bench/README.md § Export memory), not explained: a query built
 * without a callback and given one later behaves as the promise form does.
 */
function submit(client: pg.PoolClient, config: pg.QueryArrayConfig): Promise<pg.QueryArrayResult> {
  return new Promise<pg.QueryArrayResult>((resolve, reject) => {
    client.query(config, (error: Error | null, result: pg.QueryArrayResult) => (error ? reject(error) : resolve(result)));
  }).catch((error: unknown) => {
    // As pg's promise form does: the stack then leads to the caller, not to the socket's read.
    if (error instanceof Error) Error.captureStackTrace(error);
    throw error;
  });
}

/** pg's result with its rows (read as arrays) shaped by the statement's `rowShaper`; several statements' results as they came. */
function shapedResult<R>(result: pg.QueryResult<unknown[]> | pg.QueryResult<unknown[]>[]): PostgresQueryResult<R> {
  if (!Array.isArray(result) && result.fields.length > 0) {
    const shape = rowShaper(result.fields.map((field) => field.name));
    (result as { rows: unknown[] }).rows = shaped(result.rows.map(shape));
  }
  return result as unknown as PostgresQueryResult<R>;
}
