import { MOBILE_PATTERN, perm } from '@hrbd/contract';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/auth/password.js';
import { formatTime } from '../../platform/time.js';
import { DEMO_NOW } from '../../test/demo-clock.js';
import { demoDatabase } from '../../test/demo-database.js';
import { DIALECTS } from '../../test/harness.js';
import { DEMO_USER_PASSWORD } from './system.demo.js';

describe.each(DIALECTS)('system demo seed on %s', (dialect) => {
  const db = demoDatabase(dialect);

  it('gives 20 people Chinese names, valid mobiles and the demo password', async () => {
    const rows = await db().selectFrom('sysUser').selectAll().where('userName', '!=', 'admin').execute();
    expect(rows).toHaveLength(20);
    for (const user of rows) {
      expect(user.realName).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
      expect(user.phone).toMatch(MOBILE_PATTERN);
      expect(user.userName).toMatch(/^[a-z]{4,32}$/);
    }
    expect(new Set(rows.map((u) => u.phone)).size).toBe(20);
    expect(rows.filter((u) => u.status === 0).length).toBeGreaterThanOrEqual(2);
    // One hash shared by all: argon2 ran once.
    expect(new Set(rows.map((u) => u.passwordHash)).size).toBe(1);
    expect(await verifyPassword(rows[0].passwordHash, DEMO_USER_PASSWORD)).toBe(true);

    const roleCounts = await db()
      .selectFrom('sysUserRole')
      .select((eb) => ['userId', eb.fn.countAll<number>().as('n')])
      .groupBy('userId')
      .execute();
    expect(roleCounts.filter((r) => Number(r.n) === 2).length).toBeGreaterThanOrEqual(3);
  });

  it('builds limited roles from the resource tree', async () => {
    const codesOf = async (roleName: string) =>
      (
        await db()
          .selectFrom('sysRole as r')
          .innerJoin('sysRoleResource as rr', 'rr.roleId', 'r.id')
          .innerJoin('sysResource as res', 'res.id', 'rr.resourceId')
          .select('res.code')
          .where('r.roleName', '=', roleName)
          .execute()
      ).map((r) => r.code);
    const auditor = await codesOf('系统审计员');
    expect(auditor.sort()).toEqual(
      [
        perm.system.code,
        perm.system.home.code,
        perm.system.operlog.code,
        perm.system.operlog.list,
        perm.system.loginlog.code,
        perm.system.loginlog.list,
        perm.system.online.code,
        perm.system.online.list,
        perm.system.event.code,
        perm.system.event.list,
      ].sort(),
    );
    const recruit = await codesOf('招聘管理员');
    expect(recruit).toContain(perm.recruit.code);
    expect(recruit.every((code) => code === perm.recruit.code || code.startsWith('recruit:'))).toBe(true);
    const policy = await codesOf('政策审核员');
    expect(policy).toContain(perm.policy.apply.review);
    expect(policy.some((code) => /:(add|edit|remove)$/.test(code))).toBe(false);
  });

  it('spreads about 200 sign-ins and 300 operations over the last 30 days from office addresses', async () => {
    const since = formatTime(DEMO_NOW - 31 * 86_400_000);
    const until = formatTime(DEMO_NOW);
    for (const table of ['sysLoginLog', 'sysOperationLog'] as const) {
      const rows = await db().selectFrom(table).select(['ip', 'createTime']).execute();
      expect(rows.length).toBeGreaterThanOrEqual(table === 'sysLoginLog' ? 190 : 290);
      for (const row of rows) {
        expect(row.ip).toMatch(/^(10\.\d+|192\.168)\.\d+\.\d+$/);
        expect(row.createTime >= since && row.createTime < until).toBe(true);
      }
    }
    // People at work: weekdays, visits starting 09:00–17:30 (and a visit's last pages or a lockout's first tries a little around that).
    for (const table of ['sysLoginLog', 'sysOperationLog', 'sysEvent'] as const) {
      for (const { createTime } of await db().selectFrom(table).select('createTime').execute()) {
        const weekday = new Date(`${createTime.slice(0, 10)}T12:00:00+08:00`).getUTCDay();
        expect([0, 6], `${table} ${createTime}`).not.toContain(weekday);
        expect(createTime.slice(11) >= '08:30:00' && createTime.slice(11) <= '18:00:00', `${table} ${createTime}`).toBe(true);
      }
    }
    const failed = await db().selectFrom('sysLoginLog').select('reason').where('result', '=', 0).execute();
    expect(failed.map((r) => r.reason)).toContain('账号已被禁用，请联系管理员');
    expect(failed.some((r) => r.reason.includes('账号已锁定'))).toBe(true);
    const views = await db().selectFrom('sysEvent').select('id').where('eventType', '=', 'page_view').execute();
    expect(views.length).toBeGreaterThan(150);
    const notices = await db().selectFrom('sysMessage').select('title').distinct().execute();
    expect(notices.map((n) => n.title)).toEqual(expect.arrayContaining(['系统维护通知', '账号已被锁定', '角色权限已变更']));
  });
});
