import type { TestProject } from 'vitest/node';
import { postgresReachable, TEST_POSTGRES_URL } from './postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

/** Decides once per run whether the PostgreSQL half of every dialect loop runs. */
export default async function setup(project: TestProject): Promise<void> {
  const reachable = await postgresReachable();
  if (!reachable) {
    console.warn(`\n[tests] PostgreSQL at ${TEST_POSTGRES_URL} is not reachable: API tests run on SQLite only.\n`);
  }
  project.provide('postgresUrl', reachable ? TEST_POSTGRES_URL : null);
}
