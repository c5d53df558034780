import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_ADMIN_PASSWORD, loadConfig } from './config.js';

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

  it('keeps files under DATA_DIR without S3, and in the bucket with all of it', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const full = { S3_BUCKET: 'hrbd', S3_REGION: 'cn-north-1', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK' };
    expect(loadConfig(full).s3).toEqual({ bucket: 'hrbd', region: 'cn-north-1', accessKeyId: 'AK', secretAccessKey: 'SK', forcePathStyle: false });
    expect(loadConfig({ ...full, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'on' }).s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
  });
});
