import { ADMIN_ROLE_CODE } from '@hrbd/contract';
import type { Config } from '../../config.js';
import { hashPassword } from '../../platform/auth/password.js';
import { randomCode } from '../../platform/ids.js';
import { nowText } from '../../platform/time.js';
import { newUserRow } from '../../modules/system/user/user.repository.js';
import type { Db, DbOrTrx } from '../database.js';
import { syncDictionaries } from '../../modules/common/dict/dict.service.js';
import { seedJobLabels } from '../../modules/recruit/job-label/job-label.service.js';
import { seedJobFairDemo } from '../../modules/recruit/job-fair/job-fair.demo.js';
import { seedHotEventDemo } from '../../modules/recruit/hot-event/hot-event.demo.js';
import { seedCommonReference } from './common-reference.js';
import { seedRecruitDemo } from './recruit-demo.js';
import { seedResumeDemo } from './resume-demo.js';
import { seedResumeSkillsDemo } from '../../modules/recruit/industrial-army/industrial-army.demo.js';
import { seedOutsourceDemo } from '../../modules/recruit/outsource/outsource.demo.js';
import { seedSystemDemo } from './system-demo.js';
import { syncResourceTree } from './resources.js';

export const ADMIN_USER_NAME = 'admin';

async function hasRun(db: DbOrTrx, name: string): Promise<boolean> {
  return (await db.selectFrom('sysSeed').select('name').where('name', '=', name).executeTakeFirst()) !== undefined;
}

async function markRun(db: DbOrTrx, name: string): Promise<void> {
  await db.insertInto('sysSeed').values({ name, appliedTime: nowText() }).execute();
}

/** The 超级管理员 role and the admin account, with ADMIN_PASSWORD. */
async function seedAdmin(db: DbOrTrx, adminPassword: string, now: string): Promise<void> {
  const role = await db
    .insertInto('sysRole')
    .values({ roleCode: ADMIN_ROLE_CODE, roleName: '超级管理员', remark: '拥有全部权限，不可修改或删除', builtIn: 1, createTime: now, updateTime: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('sysUser')
    .values(
      newUserRow({
        userCode: randomCode(),
        userName: ADMIN_USER_NAME,
        realName: '系统管理员',
        phone: '13800000000',
        passwordHash: await hashPassword(adminPassword),
        remark: '初始管理员账号',
        createTime: now,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('sysUserRole').values({ userId: Number(user.id), roleId: Number(role.id) }).execute();
}

/**
 * Runs at every start after migrations: the resource tree is brought up to
 * date, and one-time seeds (admin, demo data) run once per database.
 */
export async function runSeeds(db: Db, config: Pick<Config, 'adminPassword' | 'seedDemo'>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const now = nowText();
    await syncResourceTree(trx, now);
    if (!(await hasRun(trx, 'admin'))) {
      await seedAdmin(trx, config.adminPassword, now);
      await markRun(trx, 'admin');
    }
    await syncDictionaries(trx, now);
    if (!(await hasRun(trx, 'common-reference'))) {
      await seedCommonReference(trx, now);
      await markRun(trx, 'common-reference');
    }
    if (!(await hasRun(trx, 'recruit-reference'))) {
      await seedJobLabels(trx, now);
      await markRun(trx, 'recruit-reference');
    }
    if (config.seedDemo && !(await hasRun(trx, 'demo-system'))) {
      await seedSystemDemo(trx);
      await markRun(trx, 'demo-system');
    }
    // After the system demo: its 招聘管理员 accounts submit and review the companies and jobs.
    if (config.seedDemo && !(await hasRun(trx, 'demo-recruit'))) {
      await seedRecruitDemo(trx);
      await markRun(trx, 'demo-recruit');
    }
    // After the jobs: people apply to the demo jobs that went online.
    if (config.seedDemo && !(await hasRun(trx, 'demo-resume'))) {
      await seedResumeDemo(trx);
      await markRun(trx, 'demo-resume');
    }
    // After the resumes and companies: skills on every demo resume (the industrial-army match ranks by them)
    // and people placed with passed companies through the 人力资源服务 ones.
    if (config.seedDemo && !(await hasRun(trx, 'demo-outsource'))) {
      await seedResumeSkillsDemo(trx);
      await seedOutsourceDemo(trx);
      await markRun(trx, 'demo-outsource');
    }
    // After the applications: a past fair's resumes are those its jobs received while it ran.
    if (config.seedDemo && !(await hasRun(trx, 'demo-jobfair'))) {
      await seedJobFairDemo(trx);
      await markRun(trx, 'demo-jobfair');
    }
    // After the system demo: its 招聘管理员 accounts keep the events and handle what comes in.
    if (config.seedDemo && !(await hasRun(trx, 'demo-hotevent'))) {
      await seedHotEventDemo(trx);
      await markRun(trx, 'demo-hotevent');
    }
  });
}
