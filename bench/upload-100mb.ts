/**
 * A 100 MB upload over loopback, three ways, against the built server
 * (`npm run build` first) running as a child process on SQLite:
 *
 *  a. fileManage/uploadFile: one multipart request streaming 100 MiB of video
 *  b. uploadMaterial + tus: the video uploader's flow, 1 MiB parts (spec §9)
 *  c. the signed download of that video, checked against its md5
 *
 * The server is started once to create and migrate its database, then again
 * for the measurement, as a production instance runs (migrations long done).
 * For each step it records the wall time and the server's resident memory:
 * VmHWM (the kernel's high-water mark of the process) after the step, and the
 * largest VmRSS sampled every 20 ms during it. Budget: peak RSS ≤ 150 MB.
 * It runs once with the flags `npm start` uses (read from package.json;
 * `SERVER_NODE_FLAGS` overrides them) and once with V8's defaults. Results go to
 * results/upload.md and results/upload.json. Run alone, the exit code is 1
 * when the shipped configuration misses the budget.
 *
 *   cd bench && npx tsx upload-100mb.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VIDEO_MAX_BYTES, VIDEO_UPLOAD, TUS_PATH } from '@hrbd/contract';
import { procMb, SERVER_NODE_FLAGS } from './lib/processes.js';
import { benchServerEnv } from './lib/endpoint-bench.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverMain = path.resolve(here, '../apps/server/dist/main.js');
const resultsDir = path.join(here, 'results');
const ADMIN_PASSWORD = 'Bench@123456';
const RSS_BUDGET_MB = 150;
const SIZE = VIDEO_MAX_BYTES;
const MiB = 1024 * 1024;
/**
 * Server flags to compare: as `npm start` runs it (the budget applies to
 * this one), and V8's defaults. SERVER_NODE_FLAGS in the environment runs one
 * configuration of your own instead.
 */
const CONFIGURATIONS: string[][] =
  process.env.SERVER_NODE_FLAGS !== undefined ? [process.env.SERVER_NODE_FLAGS.split(' ').filter(Boolean)] : [[...SERVER_NODE_FLAGS], []];

interface Step {
  name: string;
  seconds: number;
  mbPerSecond: number;
  /** Largest VmRSS sampled during the step, MB. */
  sampledPeakMb: number;
  /** VmHWM after the step: the process's peak resident set so far, MB. */
  hwmMb: number;
}

function log(line: string): void {
  process.stdout.write(`[upload ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
}

/** 100 MiB that any content check takes for an MP4: an ftyp box, then varied bytes. */
function videoBytes(): Buffer {
  const data = Buffer.allocUnsafe(SIZE);
  let x = 0x9e3779b9;
  for (let i = 0; i < SIZE; i += 4) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    data.writeUInt32LE(x >>> 0, i);
  }
  Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypmp42'), 0, 0, 0, 0, ...Buffer.from('isommp42')]).copy(data, 0);
  return data;
}

/** A port nobody listens on right now (the kernel picks it). */
function freePort(): Promise<number> {
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

/** The upload path is measured on the embedded defaults: SQLite, in-process state, local files. */
function withoutExternalStores(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...rest } = env;
  return rest;
}

async function startServer(dataDir: string, flags: readonly string[]): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...flags, serverMain], {
    env: {
      ...withoutExternalStores(process.env),
      ...benchServerEnv(dataDir, ADMIN_PASSWORD),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      await fetch(`${url}/__ready`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('server did not start within 60 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function measureStep(name: string, pid: number, fn: () => Promise<void>): Promise<Step> {
  let sampled = procMb(pid, 'VmRSS');
  const timer = setInterval(() => {
    sampled = Math.max(sampled, procMb(pid, 'VmRSS'));
  }, 20);
  const started = performance.now();
  try {
    await fn();
  } finally {
    clearInterval(timer);
  }
  const seconds = (performance.now() - started) / 1000;
  const step = {
    name,
    seconds: Math.round(seconds * 100) / 100,
    mbPerSecond: Math.round(SIZE / MiB / seconds),
    sampledPeakMb: Math.max(sampled, procMb(pid, 'VmRSS')),
    hwmMb: procMb(pid, 'VmHWM'),
  };
  log(`  → ${name}: ${step.seconds} s (${step.mbPerSecond} MB/s), RSS peak sampled ${step.sampledPeakMb} MB, VmHWM ${step.hwmMb} MB`);
  return step;
}

async function json<T>(response: Response): Promise<{ code: number; msg: string; data: T }> {
  const body = (await response.json()) as { code: number; msg: string; data: T };
  if (response.status !== 200) throw new Error(`${response.url}: ${response.status} ${body.msg}`);
  return body;
}

/** A multipart body streamed in 1 MiB pieces, so the client does not build a second 100 MB copy. */
function multipartStream(boundary: string, fields: Record<string, string>, fileName: string, data: Buffer): ReadableStream<Uint8Array> {
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const pieces = function* () {
    yield Buffer.from(`${head}--${boundary}\r\nContent-Disposition: form-data; name="multipartFile"; filename="${fileName}"\r\nContent-Type: video/mp4\r\n\r\n`);
    for (let at = 0; at < data.length; at += MiB) yield data.subarray(at, at + MiB);
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  };
  const iterator = pieces();
  return new ReadableStream({
    pull(controller) {
      const next = iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
}

interface Run {
  nodeFlags: string;
  migrationHwmMb: number;
  idleMb: { rss: number; hwm: number };
  steps: Step[];
  peakRssMb: number;
  /** What the uploads add to the idle server. */
  uploadIncrementMb: number;
  met: boolean;
}

async function runConfiguration(flags: readonly string[], video: Buffer, md5: string): Promise<Run> {
  const nodeFlags = flags.join(' ') || 'V8 默认';
  log(`server flags: ${nodeFlags}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrbd-upload-bench-'));
  // First start: migrations and seeds (their memory peak is not the upload's).
  const first = await startServer(dataDir, flags);
  const migrationHwmMb = procMb(first.pid, 'VmHWM');
  await first.stop();
  log(`first start (migrations): VmHWM ${migrationHwmMb} MB`);
  const server = await startServer(dataDir, flags);
  const steps: Step[] = [];
  const idleMb = { rss: 0, hwm: 0 };
  try {
    const login = await json<{ token: string }>(
      await fetch(`${server.url}/pclogin/userauth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-source': 'PC_YJ' },
        body: JSON.stringify({ userName: 'admin', password: ADMIN_PASSWORD }),
      }),
    );
    const auth = { authorization: login.data.token, 'user-source': 'PC_YJ' };
    idleMb.rss = procMb(server.pid, 'VmRSS');
    idleMb.hwm = procMb(server.pid, 'VmHWM');
    log(`server idle after login: RSS ${idleMb.rss} MB, VmHWM ${idleMb.hwm} MB`);

    steps.push(
      await measureStep('multipart fileManage/uploadFile, one 100 MiB request', server.pid, async () => {
        const boundary = `----bench${Date.now()}`;
        const res = await fetch(`${server.url}/backend-common/fileManage/uploadFile`, {
          method: 'POST',
          headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
          body: multipartStream(boundary, {}, 'bench.mp4', video),
          duplex: 'half',
        } as RequestInit);
        const body = await json<{ fileSize: number }>(res);
        if (body.data.fileSize !== SIZE) throw new Error(`stored ${body.data.fileSize} bytes`);
      }),
    );

    let materialCode = '';
    steps.push(
      await measureStep(`uploadMaterial + tus, ${VIDEO_UPLOAD.chunkSize / MiB} MiB parts`, server.pid, async () => {
        const form = new FormData();
        for (const [k, v] of Object.entries({ cmpyCode: 'BENCH', materialType: '2', materialName: '压测视频', fileName: 'bench.mp4', fileSize: String(SIZE), md5 })) {
          form.append(k, v);
        }
        const registered = await json<{ materialCode: string }>(
          await fetch(`${server.url}/backend-common/material/uploadMaterial`, { method: 'POST', headers: auth, body: form }),
        );
        materialCode = registered.data.materialCode;
        const meta = `materialCode ${Buffer.from(materialCode).toString('base64')},filename ${Buffer.from('bench.mp4').toString('base64')},md5 ${Buffer.from(md5).toString('base64')}`;
        const created = await fetch(`${server.url}${TUS_PATH}`, {
          method: 'POST',
          headers: { ...auth, 'tus-resumable': '1.0.0', 'upload-length': String(SIZE), 'upload-metadata': meta },
        });
        if (created.status !== 201) throw new Error(`tus create: ${created.status} ${await created.text()}`);
        const location = `${server.url}${created.headers.get('location')}`;
        for (let at = 0; at < SIZE; at += VIDEO_UPLOAD.chunkSize) {
          const part = video.subarray(at, at + VIDEO_UPLOAD.chunkSize);
          const res = await fetch(location, {
            method: 'PATCH',
            headers: { ...auth, 'tus-resumable': '1.0.0', 'upload-offset': String(at), 'content-type': 'application/offset+octet-stream' },
            body: part,
          });
          if (res.status !== 204) throw new Error(`tus PATCH at ${at}: ${res.status} ${await res.text()}`);
        }
      }),
    );

    steps.push(
      await measureStep('signed download of the material, md5 checked', server.pid, async () => {
        const url = await json<{ url: string }>(
          await fetch(`${server.url}/backend-common/material/queryMaterialUrl?materialCode=${materialCode}`, { headers: auth }),
        );
        const res = await fetch(`${server.url}${url.data.url}`);
        const hash = createHash('md5');
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) hash.update(chunk);
        if (hash.digest('hex') !== md5) throw new Error('downloaded bytes differ');
      }),
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const peakRssMb = Math.max(...steps.map((s) => Math.max(s.hwmMb, s.sampledPeakMb)));
  const uploadIncrementMb = Math.round((Math.max(...steps.map((s) => s.sampledPeakMb)) - idleMb.rss) * 10) / 10;
  log(`peak server RSS ${peakRssMb} MB, +${uploadIncrementMb} MB over idle (budget ${RSS_BUDGET_MB} MB)`);
  return { nodeFlags, migrationHwmMb, idleMb, steps, peakRssMb, uploadIncrementMb, met: peakRssMb <= RSS_BUDGET_MB };
}

function markdown(date: string, machine: Record<string, string | number>, runs: Run[]): string {
  return [
    '# 100 MB 上传基准（bench/upload-100mb.ts）',
    '',
    `- 日期：${date}`,
    `- CPU：${machine.CPU}；内存：${machine.memoryGiB} GiB；Node ${machine.node}`,
    `- 文件：${SIZE.toLocaleString('en')} 字节（100 MiB，MP4 签名），本机回环，SQLite；服务端为子进程，首次启动建库迁移后重启再测`,
    `- 预算：服务端常驻内存峰值 ≤ ${RSS_BUDGET_MB} MB（适用于 \`npm start\` 的启动参数 ${SERVER_NODE_FLAGS.join(' ') || '（无）'}；V8 默认参数一并列出作对照）`,
    '',
    ...runs.flatMap((run) => [
      `## 服务端 V8 参数：${run.nodeFlags}`,
      '',
      `- 首次启动（建库迁移）VmHWM ${run.migrationHwmMb} MB；重启后空闲（登录后）RSS ${run.idleMb.rss} MB，VmHWM ${run.idleMb.hwm} MB`,
      '',
      '| 步骤 | 耗时 (s) | 吞吐 (MB/s) | 采样 RSS 峰值 (MB) | VmHWM (MB) |',
      '|---|---:|---:|---:|---:|',
      ...run.steps.map((s) => `| ${s.name} | ${s.seconds} | ${s.mbPerSecond} | ${s.sampledPeakMb} | ${s.hwmMb} |`),
      '',
      `峰值 ${run.peakRssMb} MB（上传在空闲之上增加 ${run.uploadIncrementMb} MB）：${run.met ? '✅ 达标' : '❌ 超出'}`,
      '',
    ]),
  ].join('\n');
}

export interface UploadBenchResult {
  date: string;
  machine: Record<string, string | number>;
  sizeBytes: number;
  budgetMb: number;
  runs: Run[];
}

/** Runs every configuration and writes results/upload.{md,json}; run-all.ts can call this. */
export async function runUploadBench(): Promise<UploadBenchResult> {
  if (!fs.existsSync(serverMain)) throw new Error(`${serverMain} is missing: run \`npm run build\` first`);
  log(`generating ${SIZE / MiB} MiB of video bytes`);
  const video = videoBytes();
  const md5 = createHash('md5').update(video).digest('hex');
  const runs: Run[] = [];
  for (const flags of CONFIGURATIONS) runs.push(await runConfiguration(flags, video, md5));

  const cpus = os.cpus();
  const date = new Date().toISOString();
  const machine = { CPU: `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown'}`, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version };
  const result = { date, machine, sizeBytes: SIZE, budgetMb: RSS_BUDGET_MB, runs };
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'upload.json'), `${JSON.stringify(result, null, 2)}\n`);
  fs.writeFileSync(path.join(resultsDir, 'upload.md'), markdown(date, machine, runs));
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await runUploadBench();
  if (!result.runs[0].met) process.exitCode = 1;
}
