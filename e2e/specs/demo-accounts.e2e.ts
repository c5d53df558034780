import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiPost } from '../support/api.js';
import { startServer, type RunningServer } from '../support/server.js';

const README = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../README.md');
const DEMO_USER_PASSWORD = 'Demo@123456';

interface UserInfo {
  roles: Array<{ roleName: string }>;
  permissions: string[];
  menus: Array<{ code: string }>;
}

/**
 * The demo accounts the README promises, on the whole demo as `npm start` seeds it (the run's seeded database,
 * `seeded-data.ts`). Through the API, the slider off for this server: signing in through the screen is login.e2e.ts's.
 */
describe('the README’s demo accounts on the seeded demo', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ LOGIN_CAPTCHA: 'off' }, inject('seededDataDir'));
  });
  afterAll(() => server?.stop());

  const signIn = async (userName: string) => {
    const { token } = await apiPost<{ token: string }>(server.baseUrl, '', '/pclogin/userauth/login', { userName, password: DEMO_USER_PASSWORD });
    return apiPost<UserInfo>(server.baseUrl, token, '/pclogin/V2/user/info');
  };
  const named = [...fs.readFileSync(README, 'utf8').matchAll(/`([a-z]+)` \((\p{Script=Han}+)\)/gu)].map((m) => ({ userName: m[1], roleName: m[2] }));

  it('signs in every account the README names with the demo password, in the one role it names', async () => {
    expect(named.length).toBeGreaterThanOrEqual(2);
    for (const { userName, roleName } of named) {
      const info = await signIn(userName);
      expect(info.roles.map((r) => r.roleName), userName).toEqual([roleName]);
    }
  });

  it('shows the README’s 系统审计员 the 系统管理 tab only, without 用户管理', async () => {
    const auditor = named.find((n) => n.roleName === '系统审计员');
    expect(auditor).toBeDefined();
    const info = await signIn(auditor!.userName);
    expect(info.permissions.filter((p) => p.startsWith('plateform:'))).toEqual(['plateform:system']);
    expect(info.menus.map((m) => m.code)).toEqual(['plateform:system']);
    expect(info.permissions).not.toContain('system:user:list');
  });
});
