import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The Node flags `npm start` runs the server with (the root package.json's
 * start script), given to every server a benchmark starts: the numbers are
 * the server's as it ships.
 */
export const SERVER_NODE_FLAGS: readonly string[] = (() => {
  const rootPackage = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../package.json');
  const start: string = JSON.parse(fs.readFileSync(rootPackage, 'utf8')).scripts.start;
  return start.split(/\s+/).filter((word) => word.startsWith('--'));
})();

/** A port nobody listens on right now (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface Child {
  url: string;
  port: number;
  /** The server's process id (for its memory in /proc). */
  pid: number | undefined;
  /** CPU time the server process has used so far, in microseconds (null where /proc is missing). */
  cpuMicros(): number | null;
  stop(): Promise<void>;
  /** `kill -9`: no drain, requests in flight are cut; resolves when the process is gone. */
  kill(): Promise<void>;
}

/** Linux reports user and system time in clock ticks of 10 ms (USER_HZ = 100). */
const TICK_MICROS = 10_000;

function cpuMicrosOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MICROS;
  } catch {
    return null;
  }
}

/**
 * Starts a server as a child process and waits until it answers HTTP: the
 * load generator and the server then compete for the CPU the way a client
 * and a server on one machine do, and neither's garbage collector stalls the other.
 */
export async function startChild(
  args: readonly string[],
  env: Record<string, string>,
  cwd: string,
  startTimeoutMs = 60_000,
  /** A port of the caller's choosing (a restart behind a load balancer keeps its address); a free one by default. */
  fixedPort?: number,
): Promise<Child> {
  const port = fixedPort ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...args], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    try {
      await fetch(`${url}/__ready`);
      break; // any HTTP answer (a 404 here) means it is listening
    } catch {
      if (Date.now() > deadline) throw new Error(`server did not start within ${startTimeoutMs / 1000} s: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const ended = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return {
    url,
    port,
    pid: child.pid,
    cpuMicros: () => cpuMicrosOf(child.pid),
    stop: () => ended('SIGTERM'),
    kill: () => ended('SIGKILL'),
  };
}

/** A field of /proc/<pid>/status in MB (Linux only; the benchmark machines are). */
export function procMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

/**
 * Runs `work` while sampling process `pid`'s RSS every 20 ms: its result, how long it took,
 * the RSS before it (MB) and the largest RSS seen during it (MB).
 */
export async function withRssSampled<T>(pid: number, work: () => Promise<T>): Promise<{ value: T; seconds: number; idleMb: number; peakMb: number }> {
  const idleMb = procMb(pid);
  let peakMb = idleMb;
  const timer = setInterval(() => (peakMb = Math.max(peakMb, procMb(pid))), 20);
  const started = performance.now();
  try {
    const value = await work();
    return { value, seconds: (performance.now() - started) / 1000, idleMb, peakMb: Math.max(peakMb, procMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}
