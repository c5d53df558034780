import { createServer } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { stopGracefully } from './platform/shutdown.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app, deps } = await createServer({ config });
  // Draining waits for responses in flight; a client that stops reading (or a stalled upload)
  // would hold the process for as long as its socket lives, so after this the rest are cut.
  const DRAIN_LIMIT_MS = 10_000;
  const delayMs = config.shutdownDelayMs;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, delayMs }, '正在停止：不再就绪，等待处理中的请求完成');
    await stopGracefully(app, { delayMs, limitMs: DRAIN_LIMIT_MS });
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  // Scheduled tasks run only in a serving process (tests drive the scheduler themselves).
  deps.scheduler.start();
  app.log.info(`人力资源大数据管理平台已启动：http://localhost:${config.port}（数据库：${config.databaseUrl ? 'PostgreSQL' : 'SQLite'}）`);
}

void main();
