/**
 * License OCR time per license, against the built server code (`npm run build`
 * first): the OCR thread of apps/server/dist and the same field extractor the
 * endpoint uses, on made-up licenses rendered in Debian Chromium.
 *
 *  a. cold: a new OCR thread (models loaded) up to the first license read, 3 times
 *  b. warm: 10 different licenses one after another (1400×980 PNG screenshots)
 *  c. warm, photo-sized: the same 10 as 2800×1960 JPEG (scaled down before OCR)
 *  d. 4 licenses at once: they queue on the one thread; total and slowest wait
 *
 * For each license it checks that the credit code and name read back, and it
 * samples the main thread's event-loop delay throughout, which stays small
 * because the OCR work runs on its own thread. Results go to
 * results/ocr-license.md and results/ocr-license.json.
 *
 *   cd bench && npx tsx ocr-license.ts     (or import { benchOcrLicense } from it)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { extractLicenseFields } from '@hrbd/server/dist/modules/common/license/license-fields.js';
import { recognizeImage, stopOcr, warmUpOcr } from '@hrbd/server/dist/modules/common/license/license-ocr.js';
import type { Browser } from 'playwright-core';
import { launchChromium, licenseHtml, renderLicense, sampleLicense, type SampleLicense } from '@hrbd/server/src/test/license-image.js';
import { median } from './lib/endpoint-bench.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const resultsDir = path.join(here, 'results');
const LICENSES = Number(process.env.BENCH_OCR_LICENSES ?? 10);
const COLD_RUNS = 3;
const CONCURRENT = 4;

interface Reading {
  seed: number;
  format: 'png' | 'jpeg';
  bytes: number;
  /** Request to answer, ms, including any wait in the queue. */
  totalMs: number;
  queuedMs: number;
  prepareMs: number;
  detectMs: number;
  /** CPU time the process spent on this license (all threads), ms: unlike wall time, not inflated by a busy machine. */
  cpuMs: number;
  rows: number;
  codeRight: boolean;
  nameRight: boolean;
}

interface Sample {
  license: SampleLicense;
  seed: number;
  png: Buffer;
  jpeg: Buffer;
}

function log(line: string): void {
  process.stdout.write(`[ocr ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
}

async function renderJpeg(browser: Browser, license: SampleLicense): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 980 }, deviceScaleFactor: 2 });
  try {
    await page.setContent(licenseHtml(license), { waitUntil: 'load' });
    return await page.screenshot({ type: 'jpeg', quality: 85 });
  } finally {
    await page.close();
  }
}

async function read(sample: Sample, format: 'png' | 'jpeg'): Promise<Reading> {
  const image = format === 'png' ? sample.png : sample.jpeg;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const reading = await recognizeImage(new Uint8Array(image));
  const totalMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const { creditCode, fields } = extractLicenseFields(reading.lines);
  return {
    seed: sample.seed,
    format,
    bytes: image.length,
    totalMs,
    queuedMs: reading.queuedMs,
    prepareMs: reading.prepareMs,
    detectMs: reading.detectMs,
    cpuMs: (used.user + used.system) / 1000,
    rows: reading.lines.length,
    codeRight: creditCode.status === 'valid' && creditCode.code === sample.license.creditCode,
    nameRight: fields.cmpyName === sample.license.name,
  };
}

const ms = (v: number) => Math.round(v);
const stats = (values: number[]) => ({ min: ms(Math.min(...values)), median: ms(median(values)), max: ms(Math.max(...values)), mean: ms(values.reduce((a, b) => a + b, 0) / values.length) });

function table(readings: Reading[]): string {
  const rows = readings.map(
    (r) =>
      `| ${r.seed} | ${r.format} | ${(r.bytes / 1024).toFixed(0)} | ${ms(r.totalMs)} | ${ms(r.queuedMs)} | ${ms(r.prepareMs)} | ${ms(r.detectMs)} | ${ms(r.cpuMs)} | ${r.rows} | ${r.codeRight ? '✅' : '❌'} | ${r.nameRight ? '✅' : '❌'} |`,
  );
  return ['| 样本 | 格式 | KB | 总耗时 | 排队 | 缩放 | 识别 | CPU | 行数 | 信用代码 | 名称 |', '|---:|---|---:|---:|---:|---:|---:|---:|---:|---|---|', ...rows].join('\n');
}

/** Runs the whole benchmark and writes results/ocr-license.{md,json}; run-all can call it. */
export async function benchOcrLicense(): Promise<void> {
  const startedAt = Date.now();
  log(`rendering ${LICENSES} made-up licenses in Chromium`);
  const browser = await launchChromium();
  const samples: Sample[] = [];
  try {
    for (let seed = 1; seed <= LICENSES; seed++) {
      const license = sampleLicense(1000 + seed);
      samples.push({ license, seed, png: await renderLicense(browser, license), jpeg: await renderJpeg(browser, license) });
    }
  } finally {
    await browser.close();
  }

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();

  const cold: Array<{ loadMs: number; firstMs: number; totalMs: number }> = [];
  for (let run = 0; run < COLD_RUNS; run++) {
    await stopOcr();
    const started = performance.now();
    // Wall time until the thread can recognise: thread start, module loading, models and their first run.
    await warmUpOcr();
    const loadMs = performance.now() - started;
    const first = await read(samples[run % samples.length], 'png');
    cold.push({ loadMs, firstMs: first.totalMs, totalMs: performance.now() - started });
    log(`cold ${run + 1}: thread + models ${ms(loadMs)} ms, first license ${ms(first.totalMs)} ms`);
  }

  const warmPng: Reading[] = [];
  for (const sample of samples) {
    warmPng.push(await read(sample, 'png'));
    log(`warm png #${sample.seed}: ${ms(warmPng.at(-1)?.totalMs ?? 0)} ms`);
  }
  const warmJpeg: Reading[] = [];
  for (const sample of samples) {
    warmJpeg.push(await read(sample, 'jpeg'));
    log(`warm jpeg #${sample.seed}: ${ms(warmJpeg.at(-1)?.totalMs ?? 0)} ms`);
  }

  const burstStarted = performance.now();
  const burst = await Promise.all(samples.slice(0, CONCURRENT).map((s) => read(s, 'png')));
  const burstMs = performance.now() - burstStarted;
  log(`${CONCURRENT} at once: all done in ${ms(burstMs)} ms, slowest ${ms(Math.max(...burst.map((b) => b.totalMs)))} ms`);

  loop.disable();
  await stopOcr();

  const all = [...warmPng, ...warmJpeg, ...burst];
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? '', memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version, load: os.loadavg().map((v) => v.toFixed(2)).join(' ') },
    licenses: LICENSES,
    cold: cold.map((c) => ({ loadMs: ms(c.loadMs), firstMs: ms(c.firstMs), totalMs: ms(c.totalMs) })),
    warmPng: { ...stats(warmPng.map((r) => r.totalMs)), cpu: stats(warmPng.map((r) => r.cpuMs)), readings: warmPng },
    warmJpeg: { ...stats(warmJpeg.map((r) => r.totalMs)), cpu: stats(warmJpeg.map((r) => r.cpuMs)), readings: warmJpeg },
    burst: { concurrent: CONCURRENT, totalMs: ms(burstMs), slowestMs: ms(Math.max(...burst.map((b) => b.totalMs))), readings: burst },
    accuracy: { codes: all.filter((r) => r.codeRight).length, names: all.filter((r) => r.nameRight).length, of: all.length },
    eventLoopDelayMaxMs: ms(loop.max / 1e6),
    seconds: Math.round((Date.now() - startedAt) / 1000),
  };

  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'ocr-license.json'), `${JSON.stringify(results, null, 2)}\n`);
  const md = `# 营业执照识别耗时（bench/ocr-license.ts）

- 日期：${results.date}
- CPU：${results.machine.cpus} × ${results.machine.cpu}
- 内存：${results.machine.memoryGiB} GiB；Node ${results.machine.node}；结束时负载 ${results.machine.load}
- 样本：${LICENSES} 张虚构营业执照（Chromium 渲染），PNG 1400×980 与 JPEG 2800×1960（识别前缩至长边 1600）
- 总耗时（秒）：${results.seconds}

OCR 在独立线程中运行（每进程一个，首次使用时加载模型并常驻），一次识别一张，其余排队。
耗时单位为毫秒；“总耗时”从提交图片到得到文本行，含排队、缩放与识别；字段提取另计不到 1 毫秒。

## 冷启动（新线程 + 加载模型 + 第一张）

| 次 | 线程与模型 | 第一张 | 合计 |
|---:|---:|---:|---:|
${results.cold.map((c, i) => `| ${i + 1} | ${c.loadMs} | ${c.firstMs} | ${c.totalMs} |`).join('\n')}

## 常驻后逐张识别

| 图片 | 最短 | 中位 | 平均 | 最长 | CPU 中位 |
|---|---:|---:|---:|---:|---:|
| PNG 1400×980 | ${results.warmPng.min} | ${results.warmPng.median} | ${results.warmPng.mean} | ${results.warmPng.max} | ${results.warmPng.cpu.median} |
| JPEG 2800×1960 | ${results.warmJpeg.min} | ${results.warmJpeg.median} | ${results.warmJpeg.mean} | ${results.warmJpeg.max} | ${results.warmJpeg.cpu.median} |

机器繁忙时墙钟时间会成倍增加（见上方负载）；CPU 列是本进程各线程为这一张花费的 CPU 时间，受负载影响小。

${table([...warmPng, ...warmJpeg])}

## 同时提交 ${CONCURRENT} 张

全部完成 ${results.burst.totalMs} ms，最慢一张（含排队）${results.burst.slowestMs} ms。

${table(burst)}

## 正确率与主线程

- 信用代码读对 ${results.accuracy.codes}/${results.accuracy.of}，名称读对 ${results.accuracy.names}/${results.accuracy.of}
- 识别期间主线程事件循环最大延迟 ${results.eventLoopDelayMaxMs} ms：识别在独立线程，主线程只收发消息；机器繁忙时这里也包含本进程等不到 CPU 的时间
`;
  fs.writeFileSync(path.join(resultsDir, 'ocr-license.md'), md);
  log(`written to ${path.relative(process.cwd(), path.join(resultsDir, 'ocr-license.md'))}`);
  log(`cold ${results.cold.map((c) => c.totalMs).join('/')} ms; warm png median ${results.warmPng.median} ms, jpeg median ${results.warmJpeg.median} ms; accuracy ${results.accuracy.codes}/${results.accuracy.of}`);
}

// Run when started as a script (`npx tsx ocr-license.ts`), not when imported.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await benchOcrLicense();
