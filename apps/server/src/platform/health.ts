import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './context.js';
import { answerUnderPressure } from './overload.js';
import { envelopeBody } from './http.js';
import { isDraining } from './shutdown.js';

/** A well-formed key no upload can have (all zeros): asking the store for it proves the store answers. */
const STORE_PROBE_KEY = 'image/000000/00000000000000000000000000000000.png';
/** A check that has not answered by then counts as failed: a probe must not hang on an exhausted pool. */
const CHECK_TIMEOUT_MS = 2000;

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

const DRAINING_MSG = '服务正在停止，请稍后重试';
const CHECK_NAMES = { database: '数据库', redis: 'Redis', store: '文件存储' } as const;
type CheckName = keyof typeof CHECK_NAMES;

function withTimeout(work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, late]).then(
    () => clearTimeout(timer),
    (error: unknown) => {
      clearTimeout(timer);
      throw error;
    },
  );
}

/** What /readyz asks: the database, Redis when configured, and the file store. */
function readinessChecks(deps: AppDeps): Array<[CheckName, () => Promise<unknown>]> {
  const checks: Array<[CheckName, () => Promise<unknown>]> = [
    ['database', () => sql`select 1`.execute(deps.db)],
    ['store', () => deps.storage.exists(STORE_PROBE_KEY)],
  ];
  const redis = deps.state.redis;
  if (redis) checks.push(['redis', () => redis.ping()]);
  return checks;
}

/**
 * Probes for an orchestrator or load balancer, outside the catalogue: no
 * session, no operation log, no request log below warnings (they are asked
 * every few seconds), hidden from /docs. `/healthz`: the process answers.
 * `/readyz`: it can serve — 503 while draining after SIGTERM or when a
 * dependency does not answer, naming which.
 */
export function registerHealthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const quiet = { logLevel: 'warn', schema: { hide: true } } as const;
  app.get(HEALTH_PATH, { ...quiet, config: { pressureHandler: answerUnderPressure } }, async () => envelopeBody(200, '运行中', null));

  app.get(READY_PATH, quiet, async (request, reply) => {
    let msg: string | undefined;
    if (isDraining(app)) msg = DRAINING_MSG;
    else {
      const checks = readinessChecks(deps);
      const results = await Promise.allSettled(checks.map(([, check]) => withTimeout(check())));
      const failed = checks.flatMap(([name], i) => (results[i].status === 'rejected' ? [name] : []));
      if (failed.length > 0) {
        const errors = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
        request.log.warn({ failed, errors }, 'not ready');
        msg = `服务未就绪：${failed.map((name) => CHECK_NAMES[name]).join('、')}无法访问`;
      }
    }
    if (msg) {
      request.failure = msg;
      return reply.status(503).send(envelopeBody(503, msg, null));
    }
    return envelopeBody(200, '就绪', null);
  });
}
