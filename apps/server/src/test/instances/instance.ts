/**
 * One server instance as its own process, for the multi-instance tests
 * (`multi-instance.ts` starts it with tsx): configured by the environment like
 * `main.ts`, on a free port, which it prints once it listens.
 */
import { createServer } from '../../app.js';
import { loadConfig } from '../../config.js';

const config = loadConfig();
const { app } = await createServer({ config, logger: false, statePrefix: process.env.TEST_STATE_PREFIX });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
