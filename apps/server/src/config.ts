import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './platform/storage/s3-store.js';

/*
 * The values settings accept are defined here, not in the modules that act on them: this module is read by
 * the backup and restore commands too, which need no contract, database layer or payment code to start.
 */

/** The payment channel codes PAYMENT_CHANNEL accepts (platform/payments/payment-channel.ts). */
export const PAYMENT_CHANNEL_CODES = ['offline'] as const;
export type PaymentChannelCode = (typeof PAYMENT_CHANNEL_CODES)[number];

/** The e-signing providers ESIGN_PROVIDER accepts (platform/esign/esign-provider.ts). */
export const ESIGN_PROVIDER_CODES = ['local'] as const;
export type ESignProviderCode = (typeof ESIGN_PROVIDER_CODES)[number];

/** What an xlsx import may read of one file (platform/uploads/xlsx-rows.ts): bounds a small file inflating to gigabytes, or to millions of rows, cannot pass. */
export interface ImportLimits {
  /** MB any part of the workbook may inflate to. */
  inflatedMb: number;
  /** Rows of the file, every sheet's (header rows included). */
  rows: number;
}

/** The defaults of IMPORT_MAX_INFLATED_MB and IMPORT_MAX_ROWS. */
export const IMPORT_LIMITS: ImportLimits = { inflatedMb: 200, rows: 1_000_000 };

/** The password printed in the README; production refuses to seed it. */
export const DEMO_ADMIN_PASSWORD = 'Admin@123456';

/** A whole number of at least `min` (0 unless given) and at most `max`, with a message naming the variable. */
function wholeNumber(name: string, fallback: number, max = Number.MAX_SAFE_INTEGER, min = 0) {
  return z.coerce
    .number({ error: `${name} 须为整数` })
    .int({ error: `${name} 须为整数` })
    .min(min, { error: `${name} 不能小于 ${min}` })
    .max(max, { error: `${name} 不能大于 ${max}` })
    .default(fallback);
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL 须为 postgres:// 或 postgresql:// 开头的连接串' })
    .optional(),
  /** A PostgreSQL read replica of DATABASE_URL: lists, counts, statistics, details and exports read from it. */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_READ_URL 须为 postgres:// 或 postgresql:// 开头的连接串' })
    .optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, { error: 'REDIS_URL 须为 redis:// 开头的连接串' }).optional(),
  /** What every key this deployment writes to Redis starts with: several deployments (or a benchmark) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, { error: 'REDIS_KEY_PREFIX 须为 1–64 个字母、数字或 _ . : -' })
    .default('hrbd:'),
  ADMIN_PASSWORD: z.string().min(8, { error: 'ADMIN_PASSWORD 至少 8 位' }).default(DEMO_ADMIN_PASSWORD),
  LOGIN_CAPTCHA: z.enum(['on', 'off']).default('on'),
  /** Login attempts allowed per IP per minute. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Demo data on first start; off in production unless asked for. */
  SEED_DEMO: z.enum(['on', 'off']).optional(),
  /** Public address of this console, used in links such as the WeChat OAuth callback. */
  PUBLIC_URL: z.string().url().optional(),
  WECHAT_APPID: z.string().optional(),
  WECHAT_SECRET: z.string().optional(),
  WECHAT_API_BASE: z.string().url().default('https://api.weixin.qq.com'),
  WEB_DIST: z.string().optional(),
  /** The console's map tile template (set when building it); its server is allowed in the pages' Content-Security-Policy. */
  VITE_MAP_TILE_URL: z.string().optional(),
  /** AMap web-service key; without it the geocoder answers with region centres from bundled data. */
  AMAP_KEY: z.string().min(1).optional(),
  AMAP_API_BASE: z.string().url().default('https://restapi.amap.com'),
  /** Key for signed file URLs; required when several instances serve the same files. */
  FILE_URL_SECRET: z.string().min(32, { error: 'FILE_URL_SECRET 至少 32 个字符' }).optional(),
  /** A font with Chinese glyphs for resume PDFs (.ttf, .otf or .ttc); Debian's fonts-noto-cjk by default. */
  /** 提现: applications a store may make per calendar month (rejected ones given back). */
  WITHDRAW_TIMES_PER_MONTH: wholeNumber('WITHDRAW_TIMES_PER_MONTH', 4, 100),
  PDF_FONT_PATH: z.string().min(1).default('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
  /** The face's PostScript name inside a .ttc collection (ignored for a single-font file). */
  PDF_FONT_NAME: z.string().min(1).default('NotoSansCJKsc-Regular'),
  /** Files and partial uploads in an S3-compatible bucket instead of DATA_DIR (all of S3_BUCKET … S3_SECRET_ACCESS_KEY, or none). */
  S3_ENDPOINT: z.string().regex(/^https?:\/\/[^/\s]+/, { error: 'S3_ENDPOINT 须为 http:// 或 https:// 开头的地址' }).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['on', 'off']).default('off'),
  /** How payments are taken (platform/payments): offline registration by default; an online provider once one is built. */
  PAYMENT_CHANNEL: z
    .enum(PAYMENT_CHANNEL_CODES, { error: `PAYMENT_CHANNEL 取值应为 ${PAYMENT_CHANNEL_CODES.join('、')} 之一（目前仅支持线下缴费登记 offline）` })
    .default('offline'),
  /** The 数据大屏's weather service: amap (the default when AMAP_KEY is set) or none (the weather card answers 503 未配置天气服务). */
  WEATHER_PROVIDER: z.enum(['amap', 'none'], { error: 'WEATHER_PROVIDER 取值应为 amap、none 之一' }).optional(),
  /** Who keeps and signs contract PDFs (platform/esign): the local store by default; an e-sign platform once one is built. */
  ESIGN_PROVIDER: z
    .enum(ESIGN_PROVIDER_CODES, { error: `ESIGN_PROVIDER 取值应为 ${ESIGN_PROVIDER_CODES.join('、')} 之一（目前仅支持本地存证 local）` })
    .default('local'),
  /** Bearer token for GET /metrics; without it the route does not exist. */
  METRICS_TOKEN: z
    .string()
    .min(16, { error: 'METRICS_TOKEN 至少 16 个字符' })
    .regex(/^[\x21-\x7e]+$/, { error: 'METRICS_TOKEN 只能包含可见的 ASCII 字符（不含空格）' })
    .optional(),
  /** Mean event-loop delay (ms, per second sampled) past which requests are refused with 503; 0 turns it off. */
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: wholeNumber('OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', 1000),
  /** V8 heap in use (MB) past which requests are refused with 503; 0 (the default) turns it off. */
  OVERLOAD_MAX_HEAP_MB: wholeNumber('OVERLOAD_MAX_HEAP_MB', 0),
  /** After SIGTERM, how long /readyz answers 503 while requests are still served, before the server stops accepting. */
  SHUTDOWN_DELAY_MS: wholeNumber('SHUTDOWN_DELAY_MS', 0, 120_000),
  /** xlsx imports: MB any part of an uploaded workbook may inflate to, and rows a file may hold (platform/uploads/xlsx-rows.ts); past either the file is refused. */
  IMPORT_MAX_INFLATED_MB: wholeNumber('IMPORT_MAX_INFLATED_MB', IMPORT_LIMITS.inflatedMb, 4096, 1),
  IMPORT_MAX_ROWS: wholeNumber('IMPORT_MAX_ROWS', IMPORT_LIMITS.rows, Number.MAX_SAFE_INTEGER, 1),
  /** 政策资讯's RSS/Atom feeds, http(s) URLs separated by commas or spaces; none: only what this platform publishes. */
  POLICY_NEWS_FEEDS: z
    .string()
    .default('')
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.string().regex(/^https?:\/\/\S+$/, { error: 'POLICY_NEWS_FEEDS 须为以逗号分隔的 http:// 或 https:// 地址' }))),
});

/** The S3 variables that must all be set once any S3_* variable is (S3_ENDPOINT may stay empty for AWS itself). */
const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_ANY = ['S3_ENDPOINT', ...S3_REQUIRED] as const;

export type Config = Readonly<{
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Set only with databaseUrl: the replica read endpoints are served from. */
  databaseReadUrl?: string;
  redisUrl?: string;
  redisKeyPrefix: string;
  adminPassword: string;
  loginCaptcha: boolean;
  loginRateLimit: number;
  logLevel: string;
  seedDemo: boolean;
  publicUrl: string;
  wechat: { appId?: string; secret?: string; apiBase: string };
  webDist?: string;
  mapTileUrl?: string;
  amap: { key?: string; apiBase: string };
  fileUrlSecret?: string;
  pdfFont: { path: string; name: string };
  /** Set: files and partial uploads live in this bucket; unset: under DATA_DIR. */
  s3?: S3Settings;
  /** Bearer token of GET /metrics; the route is off without it. */
  metricsToken?: string;
  /** Bounds past which the server answers 503 rather than queueing (0: not checked). */
  overload: { maxEventLoopDelayMs: number; maxHeapBytes: number };
  shutdownDelayMs: number;
  /** The payment channel (platform/payments). */
  paymentChannel: PaymentChannelCode;
  /** The 数据大屏's weather service (modules/bigscreen/weather); null: none configured. */
  weather: { provider: 'amap'; key: string; apiBase: string } | null;
  /** The e-sign provider (platform/esign). */
  esignProvider: ESignProviderCode;
  /** 政策资讯's feeds (POLICY_NEWS_FEEDS), fetched hourly; empty: none. */
  policyNewsFeeds: readonly string[];
  /** 提现: applications per store per month (WITHDRAW_TIMES_PER_MONTH, 4 by default). */
  withdrawTimesPerMonth: number;
  /** What an xlsx import may read of one file (IMPORT_MAX_INFLATED_MB, IMPORT_MAX_ROWS). */
  importLimits: ImportLimits;
}>;

export class ConfigError extends Error {}

/** AMap when asked for (or when its key is given and nothing else is asked for); asking for it without a key is a configuration error. */
function weatherSettings(provider: 'amap' | 'none' | undefined, key: string | undefined, apiBase: string): Config['weather'] {
  const chosen = provider ?? (key ? 'amap' : 'none');
  if (chosen === 'none') return null;
  if (!key) throw new ConfigError('WEATHER_PROVIDER=amap 需要设置 AMAP_KEY');
  return { provider: 'amap', key, apiBase: apiBase.replace(/\/+$/, '') };
}

function parseEnv<S extends z.ZodType>(checks: S, env: NodeJS.ProcessEnv): z.output<S> {
  const parsed = checks.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`环境变量配置有误：\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * Where the data lives, for the backup and restore commands: DATA_DIR,
 * DATABASE_URL, and whether files are in an S3 bucket (S3_BUCKET) rather than DATA_DIR.
 */
export function loadDataLocation(env: NodeJS.ProcessEnv = process.env): { dataDir: string; databaseUrl?: string; filesInBucket: boolean } {
  const e = parseEnv(schema.pick({ DATA_DIR: true, DATABASE_URL: true, S3_BUCKET: true }), env);
  return { dataDir: path.resolve(e.DATA_DIR), databaseUrl: e.DATABASE_URL, filesInBucket: e.S3_BUCKET !== undefined };
}

/** Reads and checks the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(schema, env);
  if (e.NODE_ENV === 'production' && e.ADMIN_PASSWORD === DEMO_ADMIN_PASSWORD) {
    throw new ConfigError('生产环境（NODE_ENV=production）不允许使用文档中的演示密码，请设置 ADMIN_PASSWORD');
  }
  if (e.DATABASE_READ_URL !== undefined && e.DATABASE_URL === undefined) {
    throw new ConfigError(
      '环境变量配置有误：已设置 DATABASE_READ_URL（PostgreSQL 只读副本），但未设置 DATABASE_URL；只读副本须与 PostgreSQL 主库（DATABASE_URL）同时使用，SQLite 不支持只读副本',
    );
  }
  const s3Given = S3_ANY.filter((name) => e[name] !== undefined);
  const s3Missing = S3_REQUIRED.filter((name) => e[name] === undefined);
  if (s3Given.length > 0 && s3Missing.length > 0) {
    throw new ConfigError(
      `环境变量配置有误：已设置 ${s3Given.join('、')}，但缺少 ${s3Missing.join('、')}（使用 S3 存储须同时设置 ${S3_REQUIRED.join('、')}）`,
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    adminPassword: e.ADMIN_PASSWORD,
    loginCaptcha: e.LOGIN_CAPTCHA === 'on',
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    seedDemo: (e.SEED_DEMO ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    wechat: { appId: e.WECHAT_APPID, secret: e.WECHAT_SECRET, apiBase: e.WECHAT_API_BASE },
    webDist: e.WEB_DIST,
    mapTileUrl: e.VITE_MAP_TILE_URL,
    amap: { key: e.AMAP_KEY, apiBase: e.AMAP_API_BASE },
    fileUrlSecret: e.FILE_URL_SECRET,
    pdfFont: { path: e.PDF_FONT_PATH, name: e.PDF_FONT_NAME },
    ...(e.S3_BUCKET &&
      e.S3_REGION &&
      e.S3_ACCESS_KEY_ID &&
      e.S3_SECRET_ACCESS_KEY && {
        s3: {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'on',
        },
      }),
    metricsToken: e.METRICS_TOKEN,
    overload: { maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS, maxHeapBytes: e.OVERLOAD_MAX_HEAP_MB * 1024 * 1024 },
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    paymentChannel: e.PAYMENT_CHANNEL,
    weather: weatherSettings(e.WEATHER_PROVIDER, e.AMAP_KEY, e.AMAP_API_BASE),
    esignProvider: e.ESIGN_PROVIDER,
    policyNewsFeeds: e.POLICY_NEWS_FEEDS,
    withdrawTimesPerMonth: e.WITHDRAW_TIMES_PER_MONTH,
    importLimits: { inflatedMb: e.IMPORT_MAX_INFLATED_MB, rows: e.IMPORT_MAX_ROWS },
  };
}
