import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DataOf, Endpoint, Envelope } from '@hrbd/contract';
import { Redis } from 'ioredis';
import { inject } from 'vitest';
import { createServer, type Server } from '../../app.js';
import { loadConfig } from '../../config.js';
import { ownDatabase, type OwnDatabase } from '../databases.js';
import { ADMIN, pathWith, toQueryString, type CallInput } from '../harness.js';
import { startTestS3, type TestS3 } from '../s3-server.js';
import { deleteKeys } from '../redis.js';

/** One server instance reached over HTTP, as a load balancer would reach it. */
export interface Instance {
  name: string;
  url: string;
  fetch(pathAndQuery: string, init?: RequestInit): Promise<Response>;
  call<E extends Endpoint>(endpoint: E, input?: CallInput<E>): Promise<{ status: number; json: Envelope<DataOf<E>>; headers: Headers }>;
}

export interface Cluster {
  /** A separate process (so it can be killed outright). */
  a: Instance & { kill(): Promise<void> };
  /** In this process (its deps at hand). */
  b: Instance & { server: Server };
  redis: Redis;
  /** What every key of this cluster in Redis starts with. */
  prefix: string;
  s3: TestS3;
  close(): Promise<{ redisKeysLeft: number }>;
}

/** True when this run has both PostgreSQL and Redis: the multi-instance tests need them. */
export const clusterAvailable = () => Boolean(inject('postgresUrl') && inject('redisUrl'));

function instance(name: string, url: string): Instance {
  const fetchAt = (pathAndQuery: string, init?: RequestInit) => fetch(url + pathAndQuery, init);
  return {
    name,
    url,
    fetch: fetchAt,
    async call(endpoint, input = {}) {
      const headers: Record<string, string> = { 'user-source': 'PC_YJ', ...input.headers };
      if (input.token) headers.authorization = `Bearer ${input.token}`;
      const hasBody = endpoint.method !== 'GET' && input.body !== undefined;
      if (hasBody) headers['content-type'] = 'application/json';
      const res = await fetchAt(pathWith(endpoint, input.params) + toQueryString(input.query as Record<string, unknown>), {
        method: endpoint.method,
        headers,
        ...(hasBody && { body: JSON.stringify(input.body) }),
      });
      const text = await res.text();
      const json = res.headers.get('content-type')?.includes('application/json') ? JSON.parse(text) : { code: res.status, msg: '', data: text };
      return { status: res.status, json, headers: res.headers };
    },
  };
}

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Starts `instance.ts` with tsx's loader inside one node process (tsx's CLI
 * would run it in a child of its own, which a kill would not reach) and waits
 * for the port it prints.
 */
async function spawnInstance(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const loader = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
  const child = spawn(process.execPath, ['--import', loader, path.join(here, 'instance.ts')], {
    env: { ...process.env, ...env, TSX_TSCONFIG_PATH: path.join(here, 'tsconfig.json') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance A did not start in 90 s:\n${output}`)), 90_000);
    child.stdout?.on('data', (data: Buffer) => {
      output += data.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.stderr?.on('data', (data: Buffer) => (output += data.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`instance A exited (${code}) before listening:\n${output}`));
    });
  });
  return { child, port };
}

/**
 * Two server instances on one PostgreSQL database (a copy of the run's
 * migrated template), one Redis (under a prefix of their own) and one S3
 * bucket (s3rver), each with its own DATA_DIR, so nothing is shared through
 * the disk. Slide verify is on.
 */
export async function startCluster(): Promise<Cluster> {
  const id = `mi${process.pid}_${randomBytes(4).toString('hex')}`;
  const prefix = `hrbd-test:${id}:`;
  const dirA = fs.mkdtempSync(path.join(os.tmpdir(), 'hrbd-a-'));
  const dirB = fs.mkdtempSync(path.join(os.tmpdir(), 'hrbd-b-'));
  const redisUrl = inject('redisUrl') ?? '';
  const redis = new Redis(redisUrl);
  let s3: TestS3 | undefined;
  let database: OwnDatabase | undefined;
  let child: ChildProcess | undefined;
  let b: Server | undefined;
  let portA = 0;

  const close = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await b?.app.close();
    await database?.drop();
    await s3?.close();
    await deleteKeys(redis, prefix);
    const redisKeysLeft = (await redis.keys(`${prefix}*`)).length;
    await redis.quit();
    fs.rmSync(dirA, { recursive: true, force: true });
    fs.rmSync(dirB, { recursive: true, force: true });
    return { redisKeysLeft };
  };

  try {
    s3 = await startTestS3();
    database = await ownDatabase('postgres', id, dirA);
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      ADMIN_PASSWORD: ADMIN.password,
      LOGIN_CAPTCHA: 'on',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'off',
      LOGIN_RATE_LIMIT: '20',
      DATABASE_URL: database.databaseUrl ?? '',
      REDIS_URL: redisUrl,
      FILE_URL_SECRET: randomBytes(32).toString('hex'),
      ...s3.env,
    };
    // One after the other: both seed the same database on start.
    const spawned = await spawnInstance({ ...env, DATA_DIR: dirA, WEB_DIST: path.join(dirA, 'no-web'), TEST_STATE_PREFIX: prefix });
    child = spawned.child;
    portA = spawned.port;
    b = await createServer({
      config: loadConfig({ ...env, DATA_DIR: dirB, WEB_DIST: path.join(dirB, 'no-web') }),
      database: { poolSize: 4 },
      logger: false,
      statePrefix: prefix,
    });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await close();
    throw error;
  }
  const started = child;
  const address = b.app.server.address();
  return {
    a: {
      ...instance('A', `http://127.0.0.1:${portA}`),
      async kill() {
        const exited = new Promise((resolve) => started.once('exit', resolve));
        started.kill('SIGKILL');
        await exited;
      },
    },
    b: { ...instance('B', `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`), server: b },
    redis,
    prefix,
    s3: s3 as TestS3,
    close,
  };
}
