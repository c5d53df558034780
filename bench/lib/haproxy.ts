import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort } from './processes.js';

/** HAProxy's version line, or null when the binary is missing. */
export function haproxyVersion(binary: string): string | null {
  const probe = spawnSync(binary, ['-v'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return null;
  return probe.stdout.split('\n')[0].trim();
}

export interface Backend {
  name: string;
  port: number;
  /** Starts in maintenance (`disabled`): no traffic until `enable`. */
  disabled?: boolean;
}

export interface HealthCheck {
  /** Probe interval, ms. */
  interMs: number;
  /** Failed probes before a server is taken out, and passed ones before it is put back. */
  fall: number;
  rise: number;
}

export interface Balancer {
  url: string;
  config: string;
  /** One command on the admin socket (`show stat`, `enable server app/b`, …); its answer. */
  command(line: string): Promise<string>;
  /** Each server's status as HAProxy's stats report it (UP, DOWN, MAINT, `UP 1/2`, …). */
  states(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

/**
 * The configuration a small deployment would write: round robin over the
 * instances, each probed with `GET /readyz` (200 = in service), and a request
 * whose connection could not be made retried once on another server. A
 * request already sent to a server that dies is not retried (it may have
 * written): the client sees 502. The answer names the server in
 * `X-Served-By`, so the client can count what each instance did.
 */
export function haproxyConfig(port: number, socket: string, backends: readonly Backend[], check: HealthCheck): string {
  return [
    'global',
    `  stats socket ${socket} mode 600 level admin`,
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-keep-alive 10s',
    // /readyz gives each dependency 2 s; a probe waiting less would take a slow-but-alive instance out.
    '  timeout check 2500ms',
    '  retries 1',
    '  option redispatch 1',
    '',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  default_backend app',
    '',
    'backend app',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /readyz',
    '  http-check expect status 200',
    '  http-response set-header X-Served-By %s',
    `  default-server inter ${check.interMs}ms fall ${check.fall} rise ${check.rise}`,
    ...backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check${b.disabled ? ' disabled' : ''}`),
    '',
  ].join('\n');
}

function socketCommand(socket: string, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const client = net.createConnection(socket);
    let answer = '';
    client.setEncoding('utf8');
    client.on('connect', () => client.write(`${line}\n`));
    client.on('data', (data: string) => (answer += data));
    client.on('end', () => resolve(answer));
    client.on('error', reject);
  });
}

/** Writes haproxy.cfg into `dir`, checks it (`haproxy -c`), starts HAProxy in the foreground as a child on a free port. */
export async function startHaproxy(binary: string, dir: string, backends: readonly Backend[], check: HealthCheck): Promise<Balancer> {
  const port = await freePort();
  const socket = path.join(dir, 'haproxy.sock');
  const config = haproxyConfig(port, socket, backends, check);
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, config);
  const valid = spawnSync(binary, ['-c', '-f', file], { encoding: 'utf8' });
  if (valid.status !== 0) throw new Error(`haproxy -c refused ${file}:\n${valid.stdout}${valid.stderr}`);
  const child: ChildProcess = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const command = (line: string) => socketCommand(socket, line);
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}: ${stderr}`);
    if (fs.existsSync(socket)) {
      try {
        await command('show info');
        break;
      } catch {
        // not accepting yet
      }
    }
    if (Date.now() > deadline) throw new Error(`haproxy did not start within 10 s: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    command,
    async states() {
      const csv = await command('show stat');
      const lines = csv.split('\n').filter((l) => l.trim() !== '');
      const header = lines[0].replace(/^# /, '').split(',');
      const px = header.indexOf('pxname');
      const sv = header.indexOf('svname');
      const status = header.indexOf('status');
      const out: Record<string, string> = {};
      for (const line of lines.slice(1)) {
        const cells = line.split(',');
        if (cells[px] === 'app' && cells[sv] !== 'BACKEND') out[cells[sv]] = cells[status];
      }
      return out;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
