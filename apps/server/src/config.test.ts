import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_ADMIN_PASSWORD, loadConfig, loadDataLocation } from './config.js';

describe('configuration from the environment', () => {
  it('defaults to port 3000, ./data and the slide check on', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.loginCaptcha).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('names every bad variable in one message', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOGIN_CAPTCHA: 'maybe' })).toThrowError(
      expect.objectContaining({ message: expect.stringMatching(/PORT[\s\S]*DATABASE_URL[\s\S]*LOGIN_CAPTCHA/) }),
    );
  });

  it('refuses to start in production with the documented demo password', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: DEMO_ADMIN_PASSWORD })).toThrow(/演示密码/);
    expect(loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'Str0ng-and-private' }).seedDemo).toBe(false);
  });

  it('keys Redis under hrbd: unless REDIS_KEY_PREFIX names another prefix, and refuses one with spaces', () => {
    expect(loadConfig({}).redisKeyPrefix).toBe('hrbd:');
    expect(loadConfig({ REDIS_KEY_PREFIX: 'hrbd-staging:' }).redisKeyPrefix).toBe('hrbd-staging:');
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'a b' })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it('turns the slide check off only when asked', () => {
    expect(loadConfig({ LOGIN_CAPTCHA: 'off' }).loginCaptcha).toBe(false);
  });

  it('stops on S3 set half-way, naming each missing variable', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'hrbd' })).toThrowError(
      '环境变量配置有误：已设置 S3_ENDPOINT、S3_BUCKET，但缺少 S3_REGION、S3_ACCESS_KEY_ID、S3_SECRET_ACCESS_KEY（使用 S3 存储须同时设置 S3_BUCKET、S3_REGION、S3_ACCESS_KEY_ID、S3_SECRET_ACCESS_KEY）',
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_REGION: 'r', S3_ACCESS_KEY_ID: 'k' })).toThrowError(/但缺少 S3_SECRET_ACCESS_KEY（/);
    expect(() => loadConfig({ S3_ENDPOINT: 'minio:9000' })).toThrowError(/S3_ENDPOINT: S3_ENDPOINT 须为/);
  });

  it('takes DATABASE_READ_URL only beside a PostgreSQL DATABASE_URL', () => {
    const replica = 'postgres://reader@replica:5432/hrbd';
    expect(() => loadConfig({ DATABASE_READ_URL: replica })).toThrowError(
      '环境变量配置有误：已设置 DATABASE_READ_URL（PostgreSQL 只读副本），但未设置 DATABASE_URL；只读副本须与 PostgreSQL 主库（DATABASE_URL）同时使用，SQLite 不支持只读副本',
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/hrbd', DATABASE_READ_URL: 'mysql://replica/hrbd' })).toThrowError(
      /DATABASE_READ_URL: DATABASE_READ_URL 须为 postgres:\/\/ 或 postgresql:\/\/ 开头的连接串/,
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://db/hrbd', DATABASE_READ_URL: replica }).databaseReadUrl).toBe(replica);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/hrbd' }).databaseReadUrl).toBeUndefined();
  });

  it('keeps files under DATA_DIR without S3, and in the bucket with all of it', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const full = { S3_BUCKET: 'hrbd', S3_REGION: 'cn-north-1', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK' };
    expect(loadConfig(full).s3).toEqual({ bucket: 'hrbd', region: 'cn-north-1', accessKeyId: 'AK', secretAccessKey: 'SK', forcePathStyle: false });
    expect(loadConfig({ ...full, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'on' }).s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
  });

  it('leaves /metrics off and checks the event loop only, unless told otherwise', () => {
    const config = loadConfig({});
    expect(config.metricsToken).toBeUndefined();
    expect(config.overload).toEqual({ maxEventLoopDelayMs: 1000, maxHeapBytes: 0 });
    expect(config.shutdownDelayMs).toBe(0);
    const tuned = loadConfig({ METRICS_TOKEN: 'a-long-enough-token', OVERLOAD_MAX_HEAP_MB: '512', SHUTDOWN_DELAY_MS: '5000' });
    expect(tuned.metricsToken).toBe('a-long-enough-token');
    expect(tuned.overload.maxHeapBytes).toBe(512 * 1024 * 1024);
    expect(tuned.shutdownDelayMs).toBe(5000);
  });

  it('names a short metrics token and bad bounds in Chinese', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: METRICS_TOKEN 至少 16 个字符/);
    expect(() => loadConfig({ OVERLOAD_MAX_HEAP_MB: 'lots' })).toThrow(/OVERLOAD_MAX_HEAP_MB 须为整数/);
    expect(() => loadConfig({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '-1' })).toThrow(/不能小于 0/);
    expect(() => loadConfig({ SHUTDOWN_DELAY_MS: '600000' })).toThrow(/SHUTDOWN_DELAY_MS 不能大于 120000/);
  });

  it('gives the backup commands the data location without asking for the rest', () => {
    // Production's password rule concerns the server's first start, not a backup.
    const where = loadDataLocation({ NODE_ENV: 'production', DATA_DIR: '/srv/hrbd', DATABASE_URL: 'postgres://db/hrbd' });
    expect(where).toEqual({ dataDir: '/srv/hrbd', databaseUrl: 'postgres://db/hrbd', filesInBucket: false });
    expect(loadDataLocation({ S3_BUCKET: 'hrbd-files' }).filesInBucket).toBe(true);
    expect(() => loadDataLocation({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
