/**
 * The real server stack (plugins, error handling, envelope) serving two
 * made-up endpoints with the same trivial handler: one public, one behind the
 * auth+permission guard. The difference between them is the guard's cost.
 * These endpoints exist only here, never in the contract.
 */
import { perm, testEndpoint } from '@hrbd/contract';
import { createServer } from '@hrbd/server/dist/app.js';
import { loadConfig } from '@hrbd/server/dist/config.js';
import { allRoutes } from '@hrbd/server/dist/modules/index.js';
import { route } from '@hrbd/server/dist/platform/endpoint.js';
import { z } from 'zod';

const response = z.object({ ok: z.boolean() });

const bareEndpoint = testEndpoint('bench', {
  method: 'POST',
  path: '/bench/bare',
  summary: '压测：无需登录的空处理',
  access: 'public',
  audit: false,
  response,
});

const guardedEndpoint = testEndpoint('bench', {
  method: 'POST',
  path: '/bench/guarded',
  summary: '压测：需登录且需查询用户权限的空处理',
  access: { permission: perm.system.user.list },
  audit: false,
  response,
});

const handler = async () => ({ ok: true });
const { app } = await createServer({
  config: loadConfig(),
  // The whole route table as in production (and login, to get a token), plus the two.
  routes: [...allRoutes, route(bareEndpoint, handler), route(guardedEndpoint, handler)],
});
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
