import type { FastifyInstance } from 'fastify';

const draining = new WeakSet<FastifyInstance>();

/** From now on /readyz answers 503 and every answer closes its connection; requests are still served. */
export function startDraining(app: FastifyInstance): void {
  draining.add(app);
}

export function isDraining(app: FastifyInstance): boolean {
  return draining.has(app);
}

export interface StopOptions {
  /** How long /readyz answers 503 before the server stops accepting, so a load balancer can take it out first. */
  delayMs: number;
  /** After closing begins, how long responses in flight may take before their sockets are cut. */
  limitMs: number;
}

/**
 * SIGTERM's stop: not ready (503) at once, serve on for `delayMs`, then stop
 * accepting, let requests in flight finish and close the database (onClose).
 * A client that stops reading, or a stalled upload, would hold the process for
 * as long as its socket lives, so after `limitMs` the rest are cut.
 */
export async function stopGracefully(app: FastifyInstance, options: StopOptions): Promise<void> {
  startDraining(app);
  if (options.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
  setTimeout(() => app.server.closeAllConnections(), options.limitMs).unref();
  await app.close();
}
