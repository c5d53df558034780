import fastifyUnderPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { unavailable } from './errors.js';

export const BUSY_MSG = '服务繁忙，请稍后再试';
/** Seconds a refused client is asked to wait (`Retry-After`). */
export const BUSY_RETRY_AFTER_S = 5;

type PressureHandler = (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => Promise<void> | void;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Per route: what to do under pressure (the probes and /metrics answer anyway). */
    pressureHandler?: PressureHandler;
  }
}

/** For routes that must answer even when the server is overloaded: liveness and metrics. */
export const answerUnderPressure: PressureHandler = () => undefined;

/**
 * Refuses requests with 503 (in the envelope, with `Retry-After`) while the
 * event loop lags or the heap is past its configured bound, rather than
 * queueing them without end. Sampled once a second by @fastify/under-pressure;
 * a bound of 0 is not checked, and with both 0 no hook is added.
 */
export async function installOverloadGuard(app: FastifyInstance, bounds: Config['overload']): Promise<void> {
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: bounds.maxEventLoopDelayMs,
    maxHeapUsedBytes: bounds.maxHeapBytes,
    // Not logged one by one: under load that would add to it; /metrics counts the 503s by route.
    pressureHandler: async (_request, reply) => {
      reply.header('retry-after', String(BUSY_RETRY_AFTER_S));
      throw unavailable(BUSY_MSG);
    },
  });
}
