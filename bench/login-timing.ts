/**
 * Login timing (issue 8 §2): a wrong password for an existing account and any
 * password for an unknown name must answer the same sentence in the same time,
 * so the login form does not tell who has an account. The server hashes
 * against a dummy for an unknown name (system/auth/auth.service.ts).
 *
 * Against the built server (`npm run build` first) on SQLite with the demo
 * data, the slide check off and the login rate limit raised: pairs of
 * attempts (known name with a wrong password, unknown name), in alternating
 * order, one at a time. A correct sign-in after every 4 wrong ones keeps the
 * known account below its lockout (not timed). Results go to
 * results/login-timing.md; the exit code is 1 when the sentences differ.
 *
 *   cd bench && npx tsx login-timing.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChild } from './lib/processes.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverMain = path.resolve(here, '../apps/server/dist/main.js');
const workDir = path.join(here, '.work-login-timing');
const PAIRS = Number(process.env.BENCH_PAIRS ?? 300);
/** Demo accounts (README): wrong passwords are tried on them in turn. */
const KNOWN = ['zhouxiuying', 'majunjie'];
const KNOWN_PASSWORD = 'Demo@123456';
const WRONG = 'Wrong@123456';

interface Answer {
  ms: number;
  msg: string;
}

async function attempt(base: string, userName: string, password: string): Promise<Answer> {
  const started = process.hrtime.bigint();
  const res = await fetch(`${base}/pclogin/userauth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-source': 'PC_YJ' },
    body: JSON.stringify({ userName, password }),
  });
  const json = (await res.json()) as { code: number; msg: string };
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, msg: json.msg };
}

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

function summary(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p10: quantile(sorted, 0.1), p50: quantile(sorted, 0.5), p90: quantile(sorted, 0.9), mean: mean(values) };
}

async function main(): Promise<void> {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const loadBefore = os.loadavg();
  const child = await startChild([serverMain], { DATA_DIR: workDir, LOGIN_CAPTCHA: 'off', LOGIN_RATE_LIMIT: '1000000', SEED_DEMO: 'on' }, here);
  const known: Answer[] = [];
  const unknown: Answer[] = [];
  try {
    // Warm-up: the first hashes pay for the JIT and the dummy hash.
    for (let i = 0; i < 10; i++) {
      await attempt(child.url, `nobody${i}`, WRONG);
      await attempt(child.url, KNOWN[0]!, KNOWN_PASSWORD);
    }
    for (let i = 0; i < PAIRS; i++) {
      const account = KNOWN[i % KNOWN.length]!;
      const stranger = `zhang${String(100_000 + i)}`;
      // Alternate which goes first, so a drift in the machine's load falls on both.
      if (i % 2 === 0) {
        known.push(await attempt(child.url, account, WRONG));
        unknown.push(await attempt(child.url, stranger, WRONG));
      } else {
        unknown.push(await attempt(child.url, stranger, WRONG));
        known.push(await attempt(child.url, account, WRONG));
      }
      // Each known account has had at most 4 wrong passwords: a correct one resets its count.
      if (i % (KNOWN.length * 4) === KNOWN.length * 4 - 1) for (const name of KNOWN) await attempt(child.url, name, KNOWN_PASSWORD);
    }
  } finally {
    await child.stop();
  }
  const loadAfter = os.loadavg();
  const sentences = new Set([...known, ...unknown].map((a) => a.msg));
  const k = summary(known.map((a) => a.ms));
  const u = summary(unknown.map((a) => a.ms));
  const pairDiffs = known.map((a, i) => a.ms - unknown[i]!.ms);
  const d = summary(pairDiffs);
  const row = (name: string, s: ReturnType<typeof summary>) =>
    `| ${name} | ${s.p10.toFixed(2)} | ${s.p50.toFixed(2)} | ${s.p90.toFixed(2)} | ${s.mean.toFixed(2)} |`;
  const md = [
    '# 登录耗时：已有账号密码错误 vs 不存在的账号（issue 8 §2）',
    '',
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${os.cpus().length} 核 · 负载 开始 ${loadBefore.map((l) => l.toFixed(2)).join(' / ')}，结束 ${loadAfter.map((l) => l.toFixed(2)).join(' / ')}`,
    '',
    `\`cd bench && npx tsx login-timing.ts\`：构建后的服务器（SQLite，演示数据，滑块校验关闭，登录限流放宽），${PAIRS} 对请求逐个发送、交替先后；每对是一个已有账号（${KNOWN.join('、')}）输错密码和一个不存在的用户名。毫秒，客户端计时（本机回环）。`,
    '',
    '| 请求 | p10 | p50 | p90 | 平均 |',
    '|---|---:|---:|---:|---:|',
    row('已有账号，密码错误', k),
    row('不存在的账号', u),
    row('同一对的差（已有 − 不存在）', d),
    '',
    `回答的句子：${[...sentences].map((s) => `“${s}”`).join('、')}（${sentences.size === 1 ? '相同' : '不同！'}）。`,
    '',
    '两种请求都做一次 argon2id 校验（不存在的账号对照一个虚拟哈希），所以耗时只差查询一行账号和记一条登录日志；剩余次数和锁定提示写进账号的消息，不回给匿名调用者。',
    '',
  ].join('\n');
  fs.mkdirSync(path.join(here, 'results'), { recursive: true });
  fs.writeFileSync(path.join(here, 'results/login-timing.md'), md);
  process.stdout.write(md);
  fs.rmSync(workDir, { recursive: true, force: true });
  if (sentences.size !== 1) process.exitCode = 1;
}

await main();
