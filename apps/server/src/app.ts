import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { createDatabase, poolUse, type DatabaseTarget } from './db/dialect/index.js';
import { fileProtocol } from './modules/common/file.protocol.js';
import { allFileHolders, allPaymentSources, allRecordUsages, allRoutes, allScheduledTasks, migrateToLatest, runSeeds } from './modules/index.js';
import type { AppDeps, AppTask } from './platform/context.js';
import { registerEndpoint, type RouteBinding } from './platform/endpoint.js';
import { installCompression } from './platform/compression.js';
import { serveConsole } from './platform/console-static.js';
import { tooMany } from './platform/errors.js';
import { companyExists } from './modules/company/company/company.service.js';
import { stationNameOfJob } from './modules/station/station/station.service.js';
import { registerHealthRoutes } from './platform/health.js';
import { envelopeServerOptions, installHttpConventions } from './platform/http.js';
import { ServerMetrics } from './platform/metrics.js';
import { installOverloadGuard } from './platform/overload.js';
import { Scheduler } from './platform/scheduler/scheduler.js';
import { installSecurityHeaders } from './platform/security-headers.js';
import { createSharedState } from './platform/shared-state.js';
import { isDraining } from './platform/shutdown.js';
import { LocalObjectStore } from './platform/storage/local-store.js';
import type { ObjectStore } from './platform/storage/object-store.js';
import { FileUrlSigner, loadUrlSecret } from './platform/storage/signed-url.js';

export interface ServerOptions {
  config: Config;
  /** Overrides where the database lives (tests use their own file or schema). */
  database?: Partial<DatabaseTarget>;
  logger?: FastifyServerOptions['logger'];
  routes?: readonly RouteBinding[];
  /** Prefix for shared-state keys in Redis, so parallel test runs do not collide. */
  statePrefix?: string;
  /** Scheduled tasks (default: every module's); tests pass their own. */
  tasks?: readonly AppTask[];
  /** Sees every statement with the pool that ran it (tests prove which requests read from the replica). */
  onStatement?: (pool: 'primary' | 'read', sql: string) => void;
}

export interface Server {
  app: FastifyInstance;
  deps: AppDeps;
}

const BODY_LIMIT = 2 * 1024 * 1024;

function defaultWebDist(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

/** Where files live: the S3 bucket when configured (its SDK is loaded only then: ~11 MB a process), else DATA_DIR/files. */
async function openObjectStore(config: Config): Promise<ObjectStore> {
  if (!config.s3) return new LocalObjectStore(path.join(config.dataDir, 'files'));
  const { S3ObjectStore } = await import('./platform/storage/s3-store.js');
  return new S3ObjectStore(config.s3);
}

/** Builds the whole server: database (migrated and seeded), plugins, every route, the console. */
export async function createServer(options: ServerOptions): Promise<Server> {
  const { config } = options;
  const metrics = config.metricsToken ? new ServerMetrics() : undefined;
  const { onStatement } = options;
  const db = createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onQuery: metrics?.observeQuery,
    ...options.database,
    ...(config.databaseReadUrl && { applicationName: 'hrbd' }),
    ...(onStatement && { onStatement: (sql: string) => onStatement('primary', sql) }),
  });
  // The replica (DATABASE_READ_URL, PostgreSQL only: config.ts refuses it otherwise) is never migrated or
  // seeded here: it follows the primary. Read-only like a hot standby, so a stray write fails in tests too.
  const readDb = config.databaseReadUrl
    ? createDatabase({
        dataDir: config.dataDir,
        onQuery: metrics?.observeQuery,
        ...options.database,
        databaseUrl: config.databaseReadUrl,
        readOnly: true,
        applicationName: 'hrbd-read',
        ...(onStatement && { onStatement: (sql: string) => onStatement('read', sql) }),
      })
    : db;
  await migrateToLatest(db);
  const storage = await openObjectStore(config);
  // The store is open before seeding: demo banners and contracts keep their pictures and PDFs in it.
  await runSeeds(db, config, storage);
  const state = await createSharedState(config.redisUrl, options.statePrefix ?? config.redisKeyPrefix);
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    ...envelopeServerOptions,
  });
  // ioredis reconnects by itself; without a listener each failed attempt went to the console as
  // "Unhandled error event". Now it is a warning in the log, and /readyz says Redis is unreachable.
  state.redis?.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis 连接失败'));
  installHttpConventions(app);
  installSecurityHeaders(app, { mapTileUrl: config.mapTileUrl });
  // Before the routes: refusing under pressure is the first thing a request meets.
  await installOverloadGuard(app, config.overload);

  // Tasks run with the deps, which hold the scheduler: it reads them when a run starts.
  const scheduler: Scheduler<AppDeps> = new Scheduler<AppDeps>({
    db,
    tasks: options.tasks ?? allScheduledTasks,
    context: () => deps,
    onError: (error, taskCode) => app.log.warn({ err: error, taskCode }, 'scheduled task failed'),
  });
  await scheduler.sync();
  const deps: AppDeps = {
    db,
    config,
    state,
    storage,
    fileUrls: new FileUrlSigner(loadUrlSecret(config.dataDir, config.fileUrlSecret)),
    scheduler,
    lookups: { companyExists: (cmpyCode) => companyExists(db, cmpyCode), jobStation: stationNameOfJob, fileHolders: allFileHolders, usages: allRecordUsages, paymentSources: allPaymentSources },
  };

  // Before every route: compression hooks the routes registered after it.
  await installCompression(app);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(state.redis && { redis: state.redis, nameSpace: `${state.prefix}rate-limit:` }),
    errorResponseBuilder: () => tooMany('请求过于频繁，请稍后再试'),
  });
  // Multipart bodies (uploads) are parsed by their handlers with request.file(); each upload
  // kind sets its own size limit there. This is the ceiling: the largest video (100 MB).
  await app.register(fastifyMultipart, { limits: { fileSize: 100 * 1024 * 1024, files: 1, fields: 20, fieldSize: 64 * 1024 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: '人力资源大数据管理平台 API', version: '0.1.0', description: '统一响应格式 {code, msg, data}；code 等于 HTTP 状态码。' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  // Probes and metrics, outside the catalogue like /files and /docs.
  registerHealthRoutes(app, deps);
  if (metrics && config.metricsToken) {
    metrics.watchPool(() => poolUse(db));
    metrics.install(app, config.metricsToken);
  }

  // Read endpoints get the same deps on the replica's handle; everything else (the guard, the operation
  // log, writes, the scheduler, uploads, the probes) keeps the primary's (`servedFrom` in platform/endpoint.ts).
  const readDeps: AppDeps = readDb === db ? deps : { ...deps, db: readDb };
  for (const binding of options.routes ?? allRoutes) registerEndpoint(app, { primary: deps, read: readDeps }, binding);
  // Signed downloads and resumable uploads: the upload protocol, outside the catalogue.
  await app.register(fileProtocol, { deps });

  await serveConsole(app, config.webDist ?? defaultWebDist());

  // Requests still running when shutdown begins (or answered while draining before it) get
  // `Connection: close`, so their keep-alive sockets end with them: the client reconnects through
  // the load balancer, and close() does not wait for the idle timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing || isDraining(app)) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onClose', async () => {
    // Runs under way finish before the database closes; no new run starts.
    await scheduler.stop();
    await db.destroy();
    if (readDb !== db) await readDb.destroy();
    await state.close();
  });
  return { app, deps };
}
