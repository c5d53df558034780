import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');

export const DEMO_ADMIN = { userName: 'admin', password: 'Admin@123456' };

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** Stops the server (SIGTERM: it closes the database) and removes its data unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Servers this process started and not yet stopped: killed as it exits, so a spec whose start hook timed
 * out (its server not yet handed to the session, so never stopped) leaves no server running behind it.
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** How long a start (migrations and the whole demo seed: about a minute on a quiet two-core machine, several on a loaded one) may take; E2E_START_TIMEOUT_MS overrides. */
const START_TIMEOUT_MS = Number(process.env.E2E_START_TIMEOUT_MS ?? 300_000);

async function waitForHealthy(baseUrl: string, child: ChildProcess, logs: string[]): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${logs.join('')}`);
    try {
      // /readyz (database and file store answer): /docs/json would build the whole OpenAPI document, half a second of the start.
      const res = await fetch(`${baseUrl}/readyz`);
      // Read the body: an unread response stays in flight, and the server's drain on stop waits for it.
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start in ${START_TIMEOUT_MS / 1000} s:\n${logs.join('')}`);
}

/**
 * Starts the built server (as `npm start` does) on a free port with a fresh
 * SQLite database and demo data, the slide check on, as a person would meet it.
 * `from`: a data directory a server seeded and left (`seeded-data.ts`), copied
 * rather than seeded again — every spec file gets its own copy.
 */
export async function startServer(env: Record<string, string> = {}, from?: string): Promise<RunningServer> {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrbd-e2e-'));
  if (from) fs.cpSync(from, dataDir, { recursive: true });
  const logs: string[] = [];
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.stdout?.on('data', (d: Buffer) => logs.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => logs.push(d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealthy(baseUrl, child, logs);
  return {
    baseUrl,
    dataDir,
    async stop(options = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the API (the server must run with LOGIN_CAPTCHA=off for this). */
export async function apiLogin(baseUrl: string, userName: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/pclogin/userauth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password }),
  });
  const json = (await res.json()) as { code: number; msg: string; data: { token: string } };
  if (json.code !== 200) throw new Error(`login failed: ${json.msg}`);
  return json.data.token;
}
