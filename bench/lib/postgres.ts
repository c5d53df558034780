import pg from 'pg';

/** The PostgreSQL the benchmarks create their databases on. */
export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The server's version for the results' header, or null when it cannot be reached (the run is then SQLite only). */
export async function postgresVersion(): Promise<string | null> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return rows[0].server_version;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function runStatement(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database of its own (`<prefix>_<pid>`) on the same server, dropped afterwards however the run ends. */
export async function withPostgresDatabase<T>(prefix: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${process.pid}`;
  await runStatement(`drop database if exists ${name} with (force)`);
  await runStatement(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await runStatement(`drop database if exists ${name} with (force)`);
  }
}
