/**
 * The real server with the region lookups registered a second time under
 * `/bench/public/…` without the session guard, same handlers: the gap between
 * the two is what the guard (a session query per request) costs, and the
 * unguarded figure is the cost of the in-memory lookup itself. These copies
 * exist only here, never in the contract.
 */
import type { Endpoint } from '@hrbd/contract';
import { createServer } from '@hrbd/server/dist/app.js';
import { loadConfig } from '@hrbd/server/dist/config.js';
import { allRoutes } from '@hrbd/server/dist/modules/index.js';
import { regionRoutes } from '@hrbd/server/dist/modules/common/region/region.routes.js';
import { UNGUARDED_PREFIX } from './regions-unguarded-prefix.js';

const unguarded = regionRoutes.map((binding) => ({
  ...binding,
  endpoint: { ...binding.endpoint, access: 'public', path: `${UNGUARDED_PREFIX}${binding.endpoint.path}`, key: `${binding.endpoint.key}.unguarded` } as Endpoint,
}));

const { app } = await createServer({ config: loadConfig(), routes: [...allRoutes, ...unguarded] });
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
