import type { DomainModule } from '../../platform/domain-module.js';
import { policyApplyRoutes } from './apply/apply.routes.js';
import * as m0043 from './migrations/0043-policy-subsidy.js';
import * as m0051 from './migrations/0051-policy-skill-news.js';
import * as m0065 from './migrations/0065-policy-apply-counts.js';
import { newsRoutes } from './news/news.routes.js';
import { newsTasks } from './news/news.tasks.js';
import { notifyRoutes } from './notify/notify.routes.js';
import { notifyAttachmentKeys } from './notify/notify.service.js';
import { organRoutes } from './organ/organ.routes.js';
import { organAttachmentKeys } from './organ/organ.service.js';
import { seedPolicyDemo } from './policy.demo.js';
import { seedSkillDemo } from './skill.demo.js';
import { promulgationRoutes } from './promulgation/promulgation.routes.js';
import { promulgationAttachmentKeys } from './promulgation/promulgation.service.js';
import * as m0050 from './migrations/0050-policy-publications-files.js';
import { policyFileRoutes } from './policy-file/policy-file.routes.js';
import { publicationRoutes } from './publication/publication.routes.js';
import { publicationTasks } from './publication/publication.tasks.js';
import { seedPolicyPublicationsDemo } from './policy-publications.demo.js';
import { subsidyRoutes } from './subsidy/subsidy.routes.js';
import { perm } from '@hrbd/contract';

/** 政策管理: 补贴项目, 政策申请审核, 技能机构, 政策发文, 申报通知, 政策资讯, 政策文件 (with 政策事项 and 政策申报), 政策信息 and 政策报告. */
export const policyModule: DomainModule = {
  domain: 'policy',
  routes: [
    ...subsidyRoutes,
    ...policyApplyRoutes,
    ...organRoutes,
    ...promulgationRoutes,
    ...notifyRoutes,
    ...newsRoutes,
    ...publicationRoutes,
    ...policyFileRoutes,
  ],
  migrations: {
    '0043-policy-subsidy': m0043,
    '0050-policy-publications-files': m0050,
    '0051-policy-skill-news': m0051,
    '0065-policy-apply-counts': m0065,
  },
  seeds: [
    // 20 补贴项目 in every state and 20,000 applications with their 审核记录, after the system demo's staff.
    { name: 'demo-policy-subsidy', when: 'demo', run: (db, context) => seedPolicyDemo(db, context.now) },
    // 30 技能机构, 20 政策发文 and 15 申报通知 (on the demo's 补贴项目), in every state.
    { name: 'demo-policy-skill', when: 'demo', run: (db, context) => seedSkillDemo(db, context.now) },
    // 60 政策文件 with 150 政策事项, 2,000 政策申报, 60 政策信息 and 20 政策报告, after the projects they relate to.
    { name: 'demo-policy-publications', when: 'demo', run: (db, context) => seedPolicyPublicationsDemo(db, context.now) },
  ],
  tasks: [
    ...newsTasks,
    ...publicationTasks,
  ],
  fileHolders: [
    { permission: perm.policy.organ.list, keysAmong: organAttachmentKeys },
    { permission: perm.policy.promulgation.list, keysAmong: promulgationAttachmentKeys },
    { permission: perm.policy.notify.list, keysAmong: notifyAttachmentKeys },
  ],
};
