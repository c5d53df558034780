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
});
